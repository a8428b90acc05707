/// The Foundation, SwiftUI and App Intents calls whose string literal arguments Xcode extracts, and how.
///
/// Each is a parameter of type `LocalizedStringKey`, `LocalizedStringResource`, `String.LocalizationValue`
/// (or a type built from one: `IntentDialog`, `DisplayRepresentation`), or `NSLocalizedString`'s key.
enum LocalizableAPI: Hashable, Sendable {
    /// `Text("key", tableName:bundle:comment:)` (not `Text(verbatim:)`).
    case text
    /// `String(localized:defaultValue:table:bundle:locale:comment:)`, `AttributedString(localized:…)`.
    case stringLocalized
    /// `LocalizedStringResource("key", defaultValue:table:locale:bundle:comment:)`.
    case localizedStringResource
    /// `NSLocalizedString(_:tableName:bundle:value:comment:)`.
    case nsLocalizedString
    /// `LocalizedStringKey("key")`.
    case localizedStringKey
    /// A SwiftUI view or modifier whose first, unlabeled argument is a `LocalizedStringKey` title.
    case firstArgument
    /// Arguments with these labels (and the first unlabeled one when `includesFirst`).
    case labels([String], includesFirst: Bool)
    /// Array arguments with these labels, each literal element.
    case arrayLabels([String])
    /// `AppShortcut(intent:phrases:shortTitle:systemImageName:)`.
    case appShortcut
    /// `Summary("Add \(\.$text)")` of a parameter summary.
    case summary

    /// The types whose literals are localizable where a declaration names them.
    static let literalTypes: Set<String> = Set(literalTypeNames.map(\.description))

    /// ``literalTypes``, compared with a type's bytes.
    static let literalTypeNames: [StaticString] = SourceDeclarations.localizableTypeNames + [
        "IntentDescription", "IntentDialog", "DisplayRepresentation", "TypeDisplayRepresentation",
    ]

    /// SwiftUI types whose first argument is a `titleKey: LocalizedStringKey`.
    static let swiftUITitledTypes: Set<String> = [
        "Button", "Label", "Toggle", "Section", "Picker", "TextField", "SecureField", "Link", "Menu", "NavigationLink",
        "Stepper", "DatePicker", "ColorPicker", "LabeledContent", "GroupBox", "DisclosureGroup", "ProgressView",
        "ContentUnavailableView", "Tab", "WindowGroup", "Window", "MenuBarExtra", "CommandMenu", "ControlGroup",
        "ShareLink", "PasteButton", "Gauge", "RenameButton", "UtilityWindow", "DocumentGroupLaunchScene", "TabSection",
    ]

    /// SwiftUI modifiers whose first argument is a `LocalizedStringKey`.
    static let swiftUITitledModifiers: Set<String> = [
        "navigationTitle", "navigationSubtitle", "navigationBarTitle", "help", "alert", "confirmationDialog",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "badge", "tabItemLabel", "toolbarTitleMenu",
        "navigationDocumentTitle", "dialogSuppressionToggle", "fileDialogMessage", "fileDialogConfirmationLabel",
    ]

    /// App Intents calls that ask or tell something with a dialog: the first argument and `dialog:`.
    static let dialogCalls: Set<String> = [
        "requestConfirmation", "requestValue", "needsValueError", "requestDisambiguation", "needsDisambiguationError",
        "requestChoice", "needsConfirmation",
    ]

    /// Every name ``lookup(_:isMember:)`` knows.
    static let names: Set<String> = swiftUITitledTypes.union(swiftUITitledModifiers).union(dialogCalls).union([
        "searchable", "result", "accessibilityAction", "accessibilityActions", "Text", "String", "AttributedString",
        "LocalizedStringResource", "NSLocalizedString", "LocalizedStringKey", "IntentDescription", "TypeDisplayRepresentation",
        "DisplayRepresentation", "IntentDialog", "AppShortcut", "Summary", "LocalizationValue",
    ])

    /// What is extracted from a call of `name` (`isMember` when written `.name(` or `x.name(`).
    static func lookup(_ name: String, isMember: Bool) -> LocalizableAPI? {
        if dialogCalls.contains(name) { return .labels(["dialog"], includesFirst: true) }
        if isMember {
            if swiftUITitledModifiers.contains(name) { return .firstArgument }
            switch name {
            case "searchable": return .labels(["prompt"], includesFirst: false)
            case "result": return .labels(["dialog"], includesFirst: false)
            case "accessibilityAction", "accessibilityActions": return .labels(["named"], includesFirst: false)
            // `String.LocalizationValue("key")`: a literal of a localizable type.
            case "LocalizationValue": return .localizedStringKey
            case "accessibilityInputLabels", "searchSuggestions": return nil
            default: return nil
            }
        }
        if swiftUITitledTypes.contains(name) { return .firstArgument }
        switch name {
        case "Text": return .text
        case "String", "AttributedString": return .stringLocalized
        case "LocalizedStringResource": return .localizedStringResource
        case "NSLocalizedString": return .nsLocalizedString
        case "LocalizedStringKey": return .localizedStringKey
        case "IntentDescription": return .labels(["categoryName"], includesFirst: true)
        case "TypeDisplayRepresentation": return .labels(["name", "numericFormat"], includesFirst: false)
        case "DisplayRepresentation": return .labels(["title", "subtitle"], includesFirst: false)
        case "IntentDialog": return .labels(["full", "supporting"], includesFirst: true)
        case "AppShortcut": return .appShortcut
        case "Summary": return .summary
        case "Alert": return nil
        default: return nil
        }
    }
}
