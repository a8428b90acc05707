import Foundation

/// The user's preferred languages, most preferred first, as BCP 47 tags.
public enum LanguagePreferences {
    /// The preferences of the running process.
    ///
    /// On Apple platforms `Locale.preferredLanguages`. Elsewhere the POSIX environment: the colon-separated
    /// `LANGUAGE` list, then the first set of `LC_ALL`, `LC_MESSAGES` and `LANG` (`C` and `POSIX` mean none).
    public static var current: [String] {
        #if canImport(Darwin)
        return Locale.preferredLanguages
        #else
        return fromEnvironment(ProcessInfo.processInfo.environment)
        #endif
    }

    /// The preferences a POSIX environment expresses.
    ///
    /// `LANGUAGE` (as gettext reads it: a colon-separated list) comes first, then the locale named by the first
    /// non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG`. POSIX names such as `fi_FI.UTF-8@euro` become `fi-FI`;
    /// `C`, `POSIX` (and `C.UTF-8`) name no language. Duplicates are dropped.
    public static func fromEnvironment(_ environment: [String: String]) -> [String] {
        var result: [String] = []
        func add(_ name: Substring) {
            guard let tag = LanguageNegotiation.languageTag(String(name)) else { return }
            if !result.contains(tag) { result.append(tag) }
        }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        if let list = environment["LANGUAGE"], !list.isEmpty {
            for name in list.split(separator: ":") { add(name) }
        }
        if let locale { add(Substring(locale)) }
        return result
    }
}
