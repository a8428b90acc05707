import Foundation
import Localization
import StringResources

/// The language the app speaks to its user: one of its localizations, chosen from an explicit request (`--lang`, a
/// web page's language menu) or from the user's preferences (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`, or a
/// browser's `Accept-Language`).
///
/// Every text the app shows is rendered in `locale`, numbers included (`1 000` in Finnish, `1.000` in Turkish).
public struct AppLanguage: Hashable, Sendable, CustomStringConvertible {
    /// The languages the app is localized into, the development language first.
    public static let localizations = ["en", "fi", "tr"]

    /// English, the development language.
    public static let english = AppLanguage(identifier: "en")
    /// Finnish.
    public static let finnish = AppLanguage(identifier: "fi")
    /// Turkish.
    public static let turkish = AppLanguage(identifier: "tr")

    /// The localization: `en`, `fi` or `tr`.
    public let identifier: String
    /// What was asked for when no localization matched it (`de` falls back to English); nil otherwise.
    public let unmatchedRequest: String?

    init(identifier: String, unmatchedRequest: String? = nil) {
        self.identifier = identifier
        self.unmatchedRequest = unmatchedRequest
    }

    /// The locale texts are looked up and numbers written in.
    public var locale: Locale { Locale(identifier: identifier) }

    /// The localization as a terminology language (`fi`), for choosing which term of a concept to show.
    public var languageTag: LanguageTag { LanguageTag(rawValue: identifier) ?? .english }

    public var description: String { identifier }

    /// The language named by `text` (`fi`, `fi-FI`, `tr_TR.UTF-8`, `en`), negotiated against the localizations as
    /// Apple's bundles negotiate; a valid language without a localization (`de`) gives English with
    /// ``unmatchedRequest`` set.
    ///
    /// - Throws: ``AppError`` of kind `.usage` when `text` is not a language tag (`xx`, `fi--FI`), with its column.
    public static func named(_ text: String, messagesIn language: AppLanguage = .english) throws(AppError) -> AppLanguage {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // POSIX locale names carry an encoding and a modifier that are no part of the language.
        let bare = String(trimmed.prefix { $0 != "." && $0 != "@" })
        let tag = try language.tag(bare, as: text)
        guard let match = LanguageNegotiation.preferredLocalizations(from: localizations, forPreferences: [tag.rawValue]).first else {
            return AppLanguage(identifier: "en", unmatchedRequest: tag.rawValue)
        }
        return AppLanguage(identifier: match)
    }

    /// The language tag `text` spells (`fi`, `en-GB`, `fi_FI`); `written` is how the user wrote it, for the error.
    ///
    /// - Throws: ``AppError`` `.usage`, in this language, naming the text and the column of its wrong part.
    public func tag(_ text: String, as written: String? = nil) throws(AppError) -> LanguageTag {
        do throws(LanguageTagError) {
            return try LanguageTag(text)
        } catch {
            let column: Int = error.column
            throw AppError(.usage, String(
                localized: "Unknown language “\(written ?? text)” (column \(column)): give a language code such as en, fi or tr.",
                bundle: .module, locale: locale,
                comment: "The --lang option or a language setting names no language; the column points at the wrong part."))
        }
    }

    /// The first of `preferences` (most preferred first) the app is localized into, else English.
    public static func preferred(_ preferences: [String]) -> AppLanguage {
        let match = LanguageNegotiation.preferredLocalizations(from: localizations, forPreferences: preferences).first
        return AppLanguage(identifier: match ?? "en")
    }

    /// The language of a process: `explicit` (`--lang`) when given, else the POSIX environment's preferences.
    public static func resolve(explicit: String?, environment: [String: String]) throws(AppError) -> AppLanguage {
        let fromEnvironment = preferred(LanguagePreferences.fromEnvironment(environment))
        guard let explicit, !explicit.isEmpty else { return fromEnvironment }
        return try named(explicit, messagesIn: fromEnvironment)
    }
}

extension AppLanguage {
    /// `value` written as the language writes numbers (`1 000` in Finnish, `1.000` in Turkish, `1,000` in English),
    /// by the same renderer as the catalogs' `%lld`.
    public func number(_ value: Int) -> String {
        FormatRenderer().render(Self.integerFormat, arguments: [.int(Int64(value))], locale: FormatLocale(identifier: identifier)).string
    }

    private static let integerFormat = FormatString(parsing: "%lld")
}
