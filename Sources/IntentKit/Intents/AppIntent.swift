// App Intents' names where the AppIntents framework is absent. On Apple platforms `import AppIntents` gives Apple's
// own types and nothing of IntentKit's App Intents vocabulary is declared, so the same source builds on both (and no
// name is ambiguous). Every file declaring or using these types is inside this condition; every Apple platform this
// package supports (macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1) has AppIntents, so the condition also implies
// the Localization types IntentKit renders with (`LocalizedStringResource`, provided where `!canImport(Darwin)`).
#if !canImport(AppIntents)
import Localization

/// An action the app offers to Siri, Shortcuts, widgets and quick actions — App Intents' `AppIntent`.
///
/// ```swift
/// struct AddTaskIntent: AppIntent {
///     static let title: LocalizedStringResource = "Görev Ekle"
///     static let description = IntentDescription("Listeye hızlı görev ekle")
///     @Parameter(title: "Görev") var text: String
///     func perform() async throws -> some IntentResult & ProvidesDialog {
///         try await TaskStore.shared.add(text)
///         return .result(dialog: "Eklendi: \(text)")
///     }
/// }
/// ```
///
/// Parameters are `@Parameter` properties. An ``IntentRunner`` runs an intent as the system does: it asks for the
/// missing required parameters (their `requestValueDialog`, else their title), performs, answers the requests
/// `perform` makes (``IntentParameter/requestValue(_:)``, ``requestConfirmation(conditions:actionName:dialog:)``),
/// and renders the result's dialog in the user's language.
public protocol AppIntent: Sendable {
    /// What ``perform()`` returns.
    associatedtype PerformResult: IntentResult
    /// The type of ``description``, inferred from its declaration: `IntentDescription` (`static let description =
    /// IntentDescription("…")`), `LocalizedStringResource`, or `IntentDescription?` (the default, none).
    ///
    /// Apple declares `description` as `IntentDescription?` and reads it at build time; here it is read at run time,
    /// so the requirement takes whatever type the declaration has and every form an iOS developer writes (a `static
    /// let` or `static var` with an inferred type, a computed property) is the requirement's witness.
    associatedtype DescriptionValue: _IntentDescriptionConvertible = IntentDescription?
    /// The type of ``parameterSummary``.
    associatedtype SummaryContent: ParameterSummary = EmptyParameterSummary

    /// The localized title.
    static var title: LocalizedStringResource { get }
    /// What the intent does, shown in Shortcuts (none by default).
    static var description: DescriptionValue { get }
    /// Whether the app opens to run the intent (iOS 16–18); `false` by default.
    static var openAppWhenRun: Bool { get }
    /// Whether the intent runs in the foreground or the background (iOS 26); by default `.foreground` when
    /// ``openAppWhenRun`` is `true`, else `.background`.
    static var supportedModes: IntentModes { get }
    /// Whether the intent is offered in Shortcuts and Spotlight; `true` by default.
    static var isDiscoverable: Bool { get }
    /// A sentence with the parameters in it, `Summary("Add \(\.$text) with \(\.$priority)")` (none by default).
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }

    /// An instance whose parameters have no values yet (or their defaults).
    init()
    /// Performs the action.
    func perform() async throws -> PerformResult
}

extension AppIntent where DescriptionValue == IntentDescription? {
    /// No description.
    public static var description: IntentDescription? { nil }
}

extension AppIntent where SummaryContent == EmptyParameterSummary {
    /// No summary: Shortcuts shows the title.
    public static var parameterSummary: EmptyParameterSummary { EmptyParameterSummary() }
}

extension AppIntent {
    /// A parameter of an intent: `@Parameter(title: "Görev") var text: String` — App Intents' `Parameter`.
    public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>

    /// `false`.
    public static var openAppWhenRun: Bool { false }
    /// `.foreground` when ``openAppWhenRun`` is `true`, else `.background`.
    public static var supportedModes: IntentModes { openAppWhenRun ? .foreground : .background }
    /// `true`.
    public static var isDiscoverable: Bool { true }

    /// The description, whatever type it is declared with.
    public static var intentDescription: IntentDescription? { description._intentDescription }

    /// The type's name, used as its identifier (focus-filter storage keys, validation messages).
    package static var identifier: String { String(describing: Self.self) }

    /// Whether the app comes to the foreground to run the intent.
    package static var runsInForeground: Bool { openAppWhenRun || supportedModes.includesForeground }
}

/// A type a ``AppIntent/description`` can be declared with: `IntentDescription`, `LocalizedStringResource`, or an
/// optional of either.
public protocol _IntentDescriptionConvertible: Sendable {
    /// The description it stands for.
    var _intentDescription: IntentDescription? { get }
}

extension IntentDescription: _IntentDescriptionConvertible {
    /// Itself.
    public var _intentDescription: IntentDescription? { self }
}

extension LocalizedStringResource: _IntentDescriptionConvertible {
    /// A description with this text.
    public var _intentDescription: IntentDescription? { IntentDescription(self) }
}

extension Optional: _IntentDescriptionConvertible where Wrapped: _IntentDescriptionConvertible {
    /// The wrapped description, or none.
    public var _intentDescription: IntentDescription? { self?._intentDescription }
}
#endif
