// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import TerminologyKit

/// A concept as a reviewer reads it before accepting it: per language every term with its status, part of speech and
/// context, the definition with its source; then the notes.
///
/// The proposals page shows this, so that a teacher sees the synonyms, contexts and sources a student proposed, not
/// only each language's main term.
enum ConceptDetails {
    static func write(_ html: HTMLWriter, _ concept: Concept, languages: [LanguageTag], _ visit: Visit, id: String) {
        let locale = visit.language.locale
        let sections = languages.compactMap { concept.section($0) } + concept.sections.filter { !languages.contains($0.language) }
        html.element("dl", ["class": "concept-details", "id": id]) {
            for section in sections where !section.terms.isEmpty || section.definition != nil {
                let code = section.language.rawValue
                html.element("dt", text: code)
                html.element("dd", ["lang": code]) {
                    if !section.terms.isEmpty {
                        html.element("ul", ["class": "concept-terms"]) {
                            for term in section.terms { termLine(html, term, visit) }
                        }
                    }
                    if let definition = section.definition {
                        html.element("p", ["class": "definition"]) {
                            html.text(definition.text)
                            if let source = definition.source, !source.isEmpty {
                                html.element("span", ["class": "muted"], text: " — " + String(
                                    localized: "Source: \(source)", bundle: .module, locale: locale, comment: "After a definition: where it comes from."))
                            }
                        }
                    }
                }
            }
            if !concept.notes.isEmpty {
                html.element("dt", text: String(localized: "Notes", bundle: .module, locale: locale, comment: "Label of a concept's notes field."))
                html.element("dd", text: concept.notes)
            }
        }
    }

    /// `mitokondrio (Admitted, Noun)` and its context sentence: a preferred term without a part of speech is its text.
    private static func termLine(_ html: HTMLWriter, _ term: Term, _ visit: Visit) {
        html.element("li") {
            html.element("span", ["class": "term-text"], text: term.text)
            var labels: [String] = []
            if term.status != .preferred { labels.append(TermForm.statusName(term.status, visit)) }
            if let part = term.partOfSpeech { labels.append(TermForm.partOfSpeechName(part, visit)) }
            if !labels.isEmpty { html.element("span", ["class": "muted"], text: " (" + labels.joined(separator: ", ") + ")") }
            if let context = term.context, !context.isEmpty {
                html.element("div", ["class": "subtitle context"], text: "“" + context + "”")
            }
        }
    }
}
#endif
