import PluralRules
import StringResources

/// A looked-up localized format: the value of a key in one language with its variables, ready to be filled in.
///
/// What `NSLocalizedString` returns on Apple platforms when the key lives in a `.stringsdict` — a format that
/// carries its plural configuration — made explicit: fill it in with ``callAsFunction(_:)`` or
/// `String(localizedFormat:_:)` as `String.localizedStringWithFormat` would.
///
/// ```swift
/// let format = localizer.localizedFormat("term(s) in category")
/// let text = String(localizedFormat: format, 40)   // "Kategoriassa on 40 termiä"
/// ```
public struct LocalizedFormat: Sendable, CustomStringConvertible {
    /// The key looked up.
    public var key: String
    /// The table looked in.
    public var table: String
    /// The value, with its variations and variables.
    public var entry: LocalizedEntry
    /// The language the value came from; `nil` when no language held the key (the default value or the key is
    /// shown).
    public var language: String?
    /// The locale numbers are written in (digits, grouping, decimal separator).
    public var locale: String
    /// The device whose variations are shown.
    public var device: DeviceClass
    /// The presentation width (in ems) whose variation is shown; `nil` shows the widest.
    public var width: Int?
    /// Issues the lookup met (a missing key, a language that fell back).
    public var lookupIssues: [LocalizationIssue]
    /// Receives the issues of every rendering.
    public var issueHandler: (@Sendable (LocalizationIssue) -> Void)?

    /// The number symbols and plural rules resolved when the format was made, reused by every rendering.
    private let resolvedLocale: FormatLocale
    private let resolvedRules: PluralRules

    /// Creates a format from an entry (lookups create them for you).
    public init(
        key: String, table: String = "Localizable", entry: LocalizedEntry, language: String?, locale: String,
        device: DeviceClass = .current, width: Int? = nil, issues: [LocalizationIssue] = [],
        issueHandler: (@Sendable (LocalizationIssue) -> Void)? = nil
    ) {
        self.key = key
        self.table = table
        self.entry = entry
        self.language = language
        self.locale = locale
        self.device = device
        self.width = width
        self.lookupIssues = issues
        self.issueHandler = issueHandler
        self.resolvedLocale = FormatLocaleCache.locale(for: locale)
        self.resolvedRules = PluralRulesCache.rules(for: language ?? locale)
    }

    /// The same format choosing the width variation that fits `width` ems, as
    /// `NSString.variantFittingPresentationWidth(_:)` does.
    public func fittingWidth(_ width: Int) -> LocalizedFormat {
        var copy = self
        copy.width = width
        return copy
    }

    /// The format string shown when no argument is needed to choose it (variations resolved for the device and
    /// width, plural variations for their `other` form).
    public var format: String {
        let renderer = makeRenderer([])
        return renderer.chosenFormat() ?? ""
    }

    /// Fills the format in.
    public func callAsFunction(_ arguments: any FormatArgumentConvertible...) -> String {
        result(arguments.map(\.formatArgument)).string
    }

    /// Fills the format in with typed arguments.
    public func callAsFunction(arguments: [FormatArgument]) -> String {
        result(arguments).string
    }

    /// Fills the format in and returns the string with every issue of the lookup and the rendering.
    ///
    /// Issues also go to ``issueHandler``.
    public func result(_ arguments: [FormatArgument]) -> LocalizedResult {
        let renderer = makeRenderer(arguments)
        let string = renderer.render()
        var issues = lookupIssues
        for var issue in renderer.issues {
            issue.key = issue.key ?? key
            issue.table = issue.table ?? table
            issue.language = issue.language ?? language
            issues.append(issue)
        }
        if let issueHandler {
            for issue in issues { issueHandler(issue) }
        }
        return LocalizedResult(string: string, issues: issues)
    }

    private func makeRenderer(_ arguments: [FormatArgument]) -> EntryRenderer {
        // `locale` and `language` are variables: re-resolve when they were changed after creation.
        let formatLocale = resolvedLocale.identifier == locale ? resolvedLocale : FormatLocaleCache.locale(for: locale)
        let rules = resolvedRules.localeIdentifier == (language ?? locale)
            ? resolvedRules : PluralRulesCache.rules(for: language ?? locale)
        return EntryRenderer(
            entry: entry, arguments: arguments, locale: formatLocale, pluralRules: rules, device: device, width: width)
    }

    public var description: String { format }
}

extension String {
    /// Fills in a looked-up format, as `String.localizedStringWithFormat` does with `NSLocalizedString`'s result.
    public init(localizedFormat format: LocalizedFormat, _ arguments: any FormatArgumentConvertible...) {
        self = format.result(arguments.map(\.formatArgument)).string
    }

    /// Fills in a looked-up format with typed arguments.
    public init(localizedFormat format: LocalizedFormat, arguments: [FormatArgument]) {
        self = format.result(arguments).string
    }
}
