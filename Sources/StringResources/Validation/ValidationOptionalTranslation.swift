import Foundation

/// Keys whose translations are optional, so that a missing one is no finding: the empty key, a key made only of
/// format specifiers (`%@`, `%1$@ – %2$@`), whose text is the same in every language, and the `InfoPlist` keys
/// Xcode extracts with their value but apps do not translate by default (`CFBundleName`, `CFBundleDisplayName`,
/// `NSHumanReadableCopyright`), which fall back to `Info.plist` itself.
enum ValidationOptionalTranslation {
    /// The `InfoPlist` keys that are not translated by default.
    static let infoPlistKeys: Set<String> = ["CFBundleName", "CFBundleDisplayName", "NSHumanReadableCopyright"]

    /// Whether a translation of `key` in table `table` may be missing. `sourceValue` is the source's text when
    /// it is one string; `sourceVaries` says it varies (by plural, device or substitution), whose forms have
    /// words of their own.
    static func isOptional(key: String, sourceValue: String?, sourceVaries: Bool, table: String?) -> Bool {
        if key.isEmpty { return true }
        if table == "InfoPlist", infoPlistKeys.contains(key) { return true }
        return !sourceVaries && isOnlySpecifiers(key) && (sourceValue.map(isOnlySpecifiers) ?? true)
    }

    /// The table a file is (`InfoPlist` for `…/InfoPlist.xcstrings`).
    static func table(ofFile file: String?) -> String? {
        file.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
    }

    /// Whether `text` has a specifier or variable and no letter outside them (`%@`, `%lld%%`, `%1$@ (%2$@)`).
    static func isOnlySpecifiers(_ text: String) -> Bool {
        guard ValidationMessage.contains(UInt8(ascii: "%"), in: text) else { return false }
        let format = FormatString(parsing: text, allowsSubstitutionArgument: false)
        guard !format.specifiers.isEmpty || !format.variables.isEmpty else { return false }
        for segment in format.segments {
            switch segment {
            case .literal(let text), .invalid(let text):
                if text.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) { return false }
            default:
                continue
            }
        }
        return true
    }
}
