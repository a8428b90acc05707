import Foundation

extension ValidationRule.ID {
    /// A key whose entry cannot be read (a plural variable without `other`, an unknown rule type, a `stringUnit`
    /// without `value`, a syntax error in a `.strings` file) is left out; the rest of its file is read and checked.
    public static let malformedEntry: Self = "malformed-entry"
}

extension ValidationRule {
    /// The rules of what the readers find: a file that cannot be read at all, an entry that cannot be read, the
    /// development language of a table, a width the format parser reports.
    static let reading: [ValidationRule] = [
        ValidationRule(id: .parseError, defaultSeverity: .error, summary: "A file cannot be read or parsed."),
        ValidationRule(
            id: .malformedEntry, defaultSeverity: .error,
            summary: "A key's entry cannot be read, so apps miss it; the file's other keys are read and checked."),
        developmentLanguageRule,
        ValidationRule(
            id: .formatExcessiveAmount, defaultSeverity: .warning,
            summary: "A format's width or precision is above 10000 (%999999999d), which renderers cap."),
    ]
}

extension ValidationRule.ID {
    /// A width or precision above ``FormatString/maximumAmount`` (`%999999999d`): rendering caps it, and reports it.
    public static let formatExcessiveAmount: Self = "format-excessive-width"

    /// Which language `.lproj` tables are compared with, when it was not `en`, `Base` or the one given, or when it
    /// cannot be told (then translations are not compared at all, rather than with a language picked silently).
    public static let developmentLanguage: Self = "development-language"
}

extension ValidationRule {
    /// The rule that says which language a table set is compared with.
    static let developmentLanguageRule = ValidationRule(
        id: .developmentLanguage, defaultSeverity: .warning,
        summary: "Says which language .lproj tables are compared with when it is not en or Base, and warns when it cannot be told (pass --source-language).")
}

extension ValidationTableSet {
    /// The finding that says which language the set is compared with, when that is not obvious: a note for a
    /// regional English (`en-US`) taken in the absence of `en` and `Base`, a warning when it cannot be told.
    func developmentLanguageFinding(preferred: String?) -> ValidationFinding? {
        let languages = tables.compactMap(\.language)
        guard languages.count > 1 else { return nil }
        let choice = developmentLanguageChoice(preferred: preferred)
        let table = tables.first { $0.language == choice.language } ?? tables[0]
        let file = table.stringsFile ?? table.stringsdictFile
        let subject = "the \(name) table of \(folder)"
        let listed = languages.filter { !DevelopmentLanguageChoice.isBase($0) }.prefix(6).joined(separator: ", ") + (languages.count > 6 ? ", …" : "")
        let message: String
        let severity: Severity
        switch choice.reason {
        case .given, .usual:
            return nil
        case .regionalEnglish:
            severity = .note
            message = "\(subject) has no en.lproj or Base.lproj; its translations are compared with \(choice.language ?? "?") (pass --source-language to choose another)"
        case .givenButAbsent(let given):
            severity = .warning
            message = "\(subject) has no \(given).lproj, so its translations were not compared with a development language; pass --source-language with one of its languages (\(listed))"
        case .unknown:
            // A table whose development language has a folder but no strings file (Base.lproj holds its
            // storyboard, en.lproj other tables) has its source elsewhere: nothing to compare, nothing to say.
            let manager = FileManager.default
            if ["en", DevelopmentLanguageChoice.base].contains(where: { manager.fileExists(atPath: (folder as NSString).appendingPathComponent("\($0).lproj")) }) {
                return nil
            }
            severity = .warning
            message = "cannot tell the development language of \(subject) (no en.lproj, Base.lproj or regional English), so its translations were not compared; pass --source-language with one of its languages (\(listed))"
        }
        return ValidationFinding(severity: severity, rule: .developmentLanguage, file: file, message: message)
    }
}
