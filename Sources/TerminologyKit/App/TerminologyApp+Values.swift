// Only where AppIntents is absent (see TerminologyApp.swift).
#if !canImport(AppIntents)
import Foundation
import IntentKit

extension TerminologyApp {
    /// The difficulty `text` names: `easy`, `medium`, `hard`, or a case's name in the app's language (`helppo`).
    public func difficulty(_ text: String) throws -> Difficulty {
        if let raw = Difficulty(rawValue: text.lowercased()) { return raw }
        if let named = Difficulty.parse(text, environment: environment) { return named }
        let names = Difficulty.allCases.map { "\($0.rawValue) (\(environment.render($0.localizedStringResource)))" }
        throw AppError(.usage, String(
            localized: "“\(text)” is not a difficulty; choose \(names.joined(separator: ", ")).", bundle: .module, locale: language.locale,
            comment: "An unknown difficulty; the list is the raw values with their names."))
    }

    /// The name of a difficulty in the app's language.
    public func name(of difficulty: Difficulty) -> String {
        environment.render(difficulty.localizedStringResource)
    }

    /// `en=photosynthesis` pairs as languages and texts.
    public func translations(_ pairs: [String]) throws -> [LanguageTag: String] {
        var result: [LanguageTag: String] = [:]
        for pair in pairs {
            guard let equals = pair.firstIndex(of: "=") else {
                throw AppError(.usage, String(
                    localized: "“\(pair)” is not language=term (for example en=photosynthesis).", bundle: .module, locale: language.locale,
                    comment: "A --translation value without '='."))
            }
            let tag = try languageTags([String(pair[..<equals])])[0]
            result[tag] = String(pair[pair.index(after: equals)...])
        }
        return result
    }
}
#endif
