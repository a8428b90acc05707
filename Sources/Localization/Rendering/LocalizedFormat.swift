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
    public var entry: LocalizedEntry {
        get { resolved.prepared.entry }
        set { resolved = Resolved(prepared: LocalizedEntry.Prepared(newValue), locale: locale, language: language, baseLanguage: baseLanguage) }
    }
    /// The language the value came from; `nil` when no language held the key (the default value or the key is
    /// shown).
    public var language: String? {
        didSet { resolved = Resolved(prepared: resolved.prepared, locale: locale, language: language, baseLanguage: baseLanguage) }
    }
    /// The locale numbers are written in (digits, grouping, decimal separator).
    public var locale: String {
        didSet { resolved = Resolved(prepared: resolved.prepared, locale: locale, language: language, baseLanguage: baseLanguage) }
    }
    /// The device whose variations are shown.
    public var device: DeviceClass
    /// The presentation width (in ems) whose variation is shown; `nil` shows the widest.
    public var width: Int?
    /// Issues the lookup met (a missing key, a language that fell back).
    public var lookupIssues: [LocalizationIssue]
    /// Receives the issues of every rendering.
    public var issueHandler: (@Sendable (LocalizationIssue) -> Void)?

    /// The prepared entry, number symbols and plural rules, resolved once and shared by every copy.
    /// The development language whose plural rules a value from `Base.lproj` follows (the locale's when `nil`).
    var baseLanguage: String? {
        didSet { resolved = Resolved(prepared: resolved.prepared, locale: locale, language: language, baseLanguage: baseLanguage) }
    }

    private(set) var resolved: Resolved

    /// Creates a format from an entry (lookups create them for you).
    public init(
        key: String, table: String = "Localizable", entry: LocalizedEntry, language: String?, locale: String,
        device: DeviceClass = .current, width: Int? = nil, issues: [LocalizationIssue] = [],
        issueHandler: (@Sendable (LocalizationIssue) -> Void)? = nil
    ) {
        self.init(
            key: key, table: table, prepared: LocalizedEntry.Prepared(entry), language: language, locale: locale,
            device: device, width: width, issues: issues, issueHandler: issueHandler)
    }

    /// Creates a format from an entry prepared already (shared by the lookups of one table).
    init(
        key: String, table: String, prepared: LocalizedEntry.Prepared, language: String?, locale: String,
        device: DeviceClass, width: Int? = nil, issues: [LocalizationIssue],
        issueHandler: (@Sendable (LocalizationIssue) -> Void)?
    ) {
        self.key = key
        self.table = table
        self.language = language
        self.locale = locale
        self.device = device
        self.width = width
        self.lookupIssues = issues
        self.issueHandler = issueHandler
        self.resolved = Resolved(prepared: prepared, locale: locale, language: language, baseLanguage: baseLanguage)
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
        makeRenderer([]).chosenFormat() ?? ""
    }

    /// Fills the format in.
    public func callAsFunction(_ arguments: any FormatArgumentConvertible...) -> String {
        string(arguments.isEmpty ? [] : arguments.map(\.formatArgument))
    }

    /// Fills the format in with one integer (the common plural case, without boxing it).
    public func callAsFunction(_ argument: Int) -> String {
        string([.int(Int64(argument))])
    }

    /// Fills the format in with typed arguments.
    public func callAsFunction(arguments: [FormatArgument]) -> String {
        string(arguments)
    }

    /// Fills the format in and returns the string with every issue of the lookup and the rendering.
    ///
    /// Issues also go to ``issueHandler``.
    public func result(_ arguments: [FormatArgument]) -> LocalizedResult {
        var renderIssues: [LocalizationIssue] = []
        let string = makeRenderer(arguments).render(issues: &renderIssues)
        var issues = lookupIssues
        for issue in renderIssues { issues.append(completed(issue)) }
        if let issueHandler {
            for issue in issues { issueHandler(issue) }
        }
        return LocalizedResult(string: string, issues: issues)
    }

    /// Fills the format in; issues go to ``issueHandler`` only (none are collected when there is none).
    func string(_ arguments: [FormatArgument]) -> String {
        var renderIssues: [LocalizationIssue] = []
        let string = makeRenderer(arguments).render(issues: &renderIssues)
        if let issueHandler {
            for issue in lookupIssues { issueHandler(issue) }
            for issue in renderIssues { issueHandler(completed(issue)) }
        }
        return string
    }

    /// A rendering issue with this format's key, table and language.
    private func completed(_ issue: LocalizationIssue) -> LocalizationIssue {
        var issue = issue
        issue.key = issue.key ?? key
        issue.table = issue.table ?? table
        issue.language = issue.language ?? language
        return issue
    }

    private func makeRenderer(_ arguments: [FormatArgument]) -> EntryRenderer {
        EntryRenderer(resolved: resolved, arguments: arguments, device: device, width: width)
    }

    /// The format string.
    public var description: String { format }
}

extension String {
    /// Fills in a looked-up format, as `String.localizedStringWithFormat` does with `NSLocalizedString`'s result.
    public init(localizedFormat format: LocalizedFormat, _ arguments: any FormatArgumentConvertible...) {
        self = format.string(arguments.isEmpty ? [] : arguments.map(\.formatArgument))
    }

    /// Fills in a looked-up format with one integer (the common plural case, without boxing it).
    public init(localizedFormat format: LocalizedFormat, _ argument: Int) {
        self = format.string([.int(Int64(argument))])
    }

    /// Fills in a looked-up format with typed arguments.
    public init(localizedFormat format: LocalizedFormat, arguments: [FormatArgument]) {
        self = format.string(arguments)
    }
}

/// A localized string and every issue met while looking it up and filling it in.
public struct LocalizedResult: Sendable, Hashable, CustomStringConvertible {
    /// The string to show.
    public var string: String
    /// What went wrong, in the order it happened; empty when all went well.
    public var issues: [LocalizationIssue]

    /// Creates a result.
    public init(string: String, issues: [LocalizationIssue] = []) {
        self.string = string
        self.issues = issues
    }

    /// The localized string.
    public var description: String { string }
}
