// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import TerminologyKit

/// The fields of a term, shared by the student's own terms, proposals and the teacher's editor: the term in each of
/// the terminology's languages, a definition, a category and a difficulty.
enum TermForm {
    /// The values a form starts with (an edited term's, or empty).
    struct Values {
        var texts: [LanguageTag: String] = [:]
        var definition = ""
        var categoryID: UUID?
        var difficulty: Difficulty = .medium
    }

    static func fields(
        _ html: HTMLWriter, _ visit: Visit, languages: [LanguageTag], categories: [TerminologyKit.Category], values: Values = Values(),
        idPrefix: String
    ) {
        let locale = visit.language.locale
        for (index, language) in languages.enumerated() {
            let id = "\(idPrefix)-term-\(language.rawValue)"
            html.element("div", ["class": "field"]) {
                html.element("label", ["for": id], text: String(
                    localized: "Term in \(language.rawValue)", bundle: .module, locale: locale, comment: "Label of a term field; the language code."))
                html.void("input", [
                    "type": "text", "name": "term-\(language.rawValue)", "id": id, "lang": language.rawValue, "maxlength": "500",
                    "value": values.texts[language] ?? "", "required": index == 0 ? "" : nil,
                ])
            }
        }
        html.element("div", ["class": "field"]) {
            html.element("label", ["for": "\(idPrefix)-definition"], text: String(
                localized: "Definition", bundle: .module, locale: locale, comment: "Label of the definition field."))
            html.element("textarea", ["name": "definition", "id": "\(idPrefix)-definition", "rows": "3", "maxlength": "5000"], text: values.definition)
        }
        if !categories.isEmpty {
            html.element("div", ["class": "field"]) {
                html.element("label", ["for": "\(idPrefix)-category"], text: String(
                    localized: "Category", bundle: .module, locale: locale, comment: "Label of the category menu."))
                html.element("select", ["name": "category", "id": "\(idPrefix)-category"]) {
                    html.element("option", ["value": ""], text: String(
                        localized: "No category", bundle: .module, locale: locale, comment: "The category menu's empty choice."))
                    for category in categories {
                        let value = category.id.uuidString.lowercased()
                        html.element("option", ["value": value, "selected": category.id == values.categoryID ? "" : nil], text: category.name)
                    }
                }
            }
        }
        html.element("div", ["class": "field"]) {
            html.element("label", ["for": "\(idPrefix)-difficulty"], text: String(
                localized: "Difficulty", bundle: .module, locale: locale, comment: "Label of the difficulty menu."))
            html.element("select", ["name": "difficulty", "id": "\(idPrefix)-difficulty"]) {
                for difficulty in Difficulty.allCases {
                    html.element("option", ["value": difficulty.rawValue, "selected": difficulty == values.difficulty ? "" : nil],
                                 text: Difficulty.caseDisplayRepresentations[difficulty].map { visit.app.environment.render($0.title) } ?? difficulty.rawValue)
                }
            }
        }
    }

    /// The draft a posted form describes, for a terminology with `languages`: the first language with text is the
    /// term's, the others its translations.
    static func draft(_ form: URLEncodedForm, languages: [LanguageTag], terminologyID: UUID) -> TermDraft? {
        var texts: [(LanguageTag, String)] = []
        for language in languages {
            let text = (form["term-\(language.rawValue)"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { texts.append((language, text)) }
        }
        guard let (language, term) = texts.first else { return nil }
        let definition = (form["definition"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        return TermDraft(
            term: term, language: language, definition: definition.isEmpty ? nil : definition,
            categoryID: form["category"].flatMap(UUID.init(uuidString:)), terminologyID: terminologyID,
            difficulty: form["difficulty"].flatMap(Difficulty.init(rawValue:)) ?? .medium,
            translations: Dictionary(texts.dropFirst().map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first }))
    }

    static func missingTerm(_ visit: Visit) -> HTTPError {
        HTTPError(.unprocessableContent, message: String(
            localized: "Write the term in at least one language.", bundle: .module, locale: visit.language.locale,
            comment: "A term form sent without any term."))
    }
}
#endif
