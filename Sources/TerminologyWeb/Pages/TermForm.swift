// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import TerminologyKit

/// The fields of a concept, shared by the student's own terms, proposals and the teacher's editor: per language a
/// fieldset with a row per term (text, status, part of speech, context, remove) and the definition with its source;
/// then the notes, a category and a difficulty.
///
/// Works without JavaScript: "Add another term" is a submit button that sends the form back re-rendered with one more
/// empty row (and what was typed kept). A row's fields are named for its language and index (`term-fi`, `status-fi`
/// for the first row, `term-fi-1`, `status-fi-1`… for the next), so that a client which posts only `term-fi` (the
/// form before synonyms, and scripts) still adds a concept with that preferred term.
enum TermForm {
    /// One term row as typed: raw texts, so that a refused form comes back as it was sent.
    struct Row: Equatable {
        var text = ""
        var status = TermStatus.preferred.rawValue
        var partOfSpeech = ""
        var context = ""
    }

    /// The values a form shows (an edited concept's, a refused post's, or empty).
    struct Values {
        var rows: [LanguageTag: [Row]] = [:]
        var definitions: [LanguageTag: String] = [:]
        var sources: [LanguageTag: String] = [:]
        var notes = ""
        var categoryID: UUID?
        var difficulty: Difficulty = .medium

        /// A concept's values, every term in its row.
        init(_ concept: Concept) {
            for section in concept.sections {
                rows[section.language] = section.terms.map {
                    Row(text: $0.text, status: $0.status.rawValue, partOfSpeech: $0.partOfSpeech?.rawValue ?? "", context: $0.context ?? "")
                }
                definitions[section.language] = section.definition?.text
                sources[section.language] = section.definition?.source
            }
            notes = concept.notes
            categoryID = concept.categoryID
            difficulty = concept.difficulty
        }

        init() {}

        /// These values as the form posts them (`rows-fi`, `term-fi`, `term-fi-1`, `definition-fi`, `notes`…): what an
        /// edit keeps for a field the post leaves out.
        var formFields: [String: String] {
            var fields: [String: String] = [:]
            for (language, rows) in rows {
                let code = language.rawValue
                fields["rows-\(code)"] = String(rows.count)
                for (index, row) in rows.enumerated() {
                    fields[fieldName("term", code, index)] = row.text
                    fields[fieldName("status", code, index)] = row.status
                    fields[fieldName("pos", code, index)] = row.partOfSpeech
                    fields[fieldName("context", code, index)] = row.context
                }
            }
            for (language, definition) in definitions { fields["definition-\(language.rawValue)"] = definition }
            for (language, source) in sources { fields["source-\(language.rawValue)"] = source }
            fields["notes"] = notes
            fields["category"] = categoryID?.uuidString.lowercased() ?? ""
            fields["difficulty"] = difficulty.rawValue
            return fields
        }
    }

    /// What is wrong with a posted form, by the field it is shown next to (a row's term field id's suffix
    /// `term-fi-1`, a language `lang-fi`).
    typealias Errors = [String: String]

    /// A posted form read: its values as typed, the draft they make when they are valid, the errors when not, and the
    /// language whose "add another term" button was pressed.
    struct Submission {
        var values = Values()
        var draft: ConceptDraft?
        var errors: Errors = [:]
        var addingRowIn: LanguageTag?

        /// The concept's main term (the first language's preferred one), for notices.
        var mainTerm: String {
            draft?.sections.first?.displayTerm?.text ?? ""
        }
    }

    // MARK: Rendering

    /// The form's own submit button, first in the form and out of sight: pressing Enter in a field sends the form
    /// (the browser uses a form's first submit button), not the first "Add another term".
    static func defaultButton(_ html: HTMLWriter, label: String) {
        html.element("button", ["type": "submit", "class": "default-submit", "tabindex": "-1", "aria-hidden": "true"], text: label)
    }

    static func fields(
        _ html: HTMLWriter, _ visit: Visit, languages: [LanguageTag], categories: [TerminologyKit.Category], values: Values = Values(),
        errors: Errors = [:], idPrefix: String
    ) {
        let locale = visit.language.locale
        if let message = errors["form"] {
            html.element("p", ["class": "error", "role": "alert", "id": "\(idPrefix)-form-error"], text: message)
        }
        for language in languages {
            let code = language.rawValue
            let rows = values.rows[language].flatMap { $0.isEmpty ? nil : $0 } ?? [Row()]
            let languageError = errors["lang-\(code)"]
            let errorID = "\(idPrefix)-lang-\(code)-error"
            html.element("fieldset", ["class": "language", "id": "\(idPrefix)-lang-\(code)", "aria-describedby": languageError == nil ? nil : errorID]) {
                html.element("legend", text: String(
                    localized: "Terms in \(code)", bundle: .module, locale: locale, comment: "Legend of a language's terms in the term form; the language code."))
                if let languageError { html.element("p", ["class": "field-error", "id": errorID], text: languageError) }
                html.void("input", ["type": "hidden", "name": "rows-\(code)", "value": String(rows.count)])
                for (index, row) in rows.enumerated() {
                    rowFields(html, visit, language: language, index: index, row: row, error: errors[fieldName("term", code, index)], idPrefix: idPrefix)
                }
                html.element("button", [
                    "type": "submit", "name": "add-row", "value": code, "class": "secondary", "formnovalidate": "",
                    "id": "\(idPrefix)-add-row-\(code)",
                ], text: String(localized: "Add another term in \(code)", bundle: .module, locale: locale, comment: "Button: one more term row for a language; the language code."))
                html.element("div", ["class": "field"]) {
                    html.element("label", ["for": "\(idPrefix)-definition-\(code)"], text: String(
                        localized: "Definition in \(code)", bundle: .module, locale: locale, comment: "Label of a language's definition field; the language code."))
                    let definitionError = errors["definition-\(code)"]
                    html.element("textarea", [
                        "name": "definition-\(code)", "id": "\(idPrefix)-definition-\(code)", "rows": "3", "maxlength": "5000", "lang": code,
                        "aria-invalid": definitionError == nil ? nil : "true",
                        "aria-describedby": definitionError == nil ? nil : "\(idPrefix)-definition-\(code)-error",
                    ], text: values.definitions[language] ?? "")
                    if let definitionError { html.element("p", ["class": "field-error", "id": "\(idPrefix)-definition-\(code)-error"], text: definitionError) }
                }
                html.element("div", ["class": "field"]) {
                    html.element("label", ["for": "\(idPrefix)-source-\(code)"], text: String(
                        localized: "Source of the definition", bundle: .module, locale: locale, comment: "Label: where a definition comes from."))
                    html.void("input", ["type": "text", "name": "source-\(code)", "id": "\(idPrefix)-source-\(code)", "maxlength": "500", "value": values.sources[language] ?? ""])
                }
            }
        }
        html.element("div", ["class": "field"]) {
            html.element("label", ["for": "\(idPrefix)-notes"], text: String(
                localized: "Notes", bundle: .module, locale: locale, comment: "Label of a concept's notes field."))
            html.element("textarea", ["name": "notes", "id": "\(idPrefix)-notes", "rows": "2", "maxlength": "5000"], text: values.notes)
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

    private static func rowFields(_ html: HTMLWriter, _ visit: Visit, language: LanguageTag, index: Int, row: Row, error: String?, idPrefix: String) {
        let locale = visit.language.locale
        let code = language.rawValue
        func id(_ field: String) -> String { "\(idPrefix)-\(fieldName(field, code, index))" }
        html.element("div", ["class": "term-row", "id": id("row")]) {
            html.element("div", ["class": "field"]) {
                let label = index == 0
                    ? String(localized: "Term in \(code)", bundle: .module, locale: locale, comment: "Label of a term field; the language code.")
                    : String(localized: "Term \(String(index + 1)) in \(code)", bundle: .module, locale: locale,
                             comment: "Label of a further term field of a language (a synonym): its number and the language code.")
                html.element("label", ["for": id("term")], text: label)
                html.void("input", [
                    "type": "text", "name": fieldName("term", code, index), "id": id("term"), "lang": code, "maxlength": "500", "value": row.text,
                    "aria-invalid": error == nil ? nil : "true", "aria-describedby": error == nil ? nil : id("term") + "-error",
                ])
                if let error { html.element("p", ["class": "field-error", "id": id("term") + "-error"], text: error) }
            }
            html.element("div", ["class": "field"]) {
                html.element("label", ["for": id("status")], text: String(
                    localized: "Status", bundle: .module, locale: locale, comment: "Label of a term's status menu (preferred, admitted, deprecated)."))
                html.element("select", ["name": fieldName("status", code, index), "id": id("status")]) {
                    for status in TermStatus.allCases {
                        html.element("option", ["value": status.rawValue, "selected": status.rawValue == row.status ? "" : nil], text: statusName(status, visit))
                    }
                }
            }
            html.element("div", ["class": "field"]) {
                html.element("label", ["for": id("pos")], text: String(
                    localized: "Part of speech", bundle: .module, locale: locale, comment: "Label of a term's part-of-speech menu."))
                html.element("select", ["name": fieldName("pos", code, index), "id": id("pos")]) {
                    html.element("option", ["value": "", "selected": row.partOfSpeech.isEmpty ? "" : nil], text: String(
                        localized: "Not given", bundle: .module, locale: locale, comment: "The part-of-speech menu's empty choice."))
                    for part in PartOfSpeech.allCases {
                        html.element("option", ["value": part.rawValue, "selected": part.rawValue == row.partOfSpeech ? "" : nil], text: partOfSpeechName(part, visit))
                    }
                }
            }
            html.element("div", ["class": "field"]) {
                html.element("label", ["for": id("context")], text: String(
                    localized: "Context (a sentence using the term)", bundle: .module, locale: locale, comment: "Label of a term's context field."))
                html.void("input", ["type": "text", "name": fieldName("context", code, index), "id": id("context"), "lang": code, "maxlength": "2000", "value": row.context])
            }
            html.element("div", ["class": "field check"]) {
                html.element("label", ["for": id("remove")]) {
                    html.void("input", ["type": "checkbox", "name": fieldName("remove", code, index), "id": id("remove"), "value": "1"])
                    html.text(" " + String(localized: "Remove this term", bundle: .module, locale: locale, comment: "Checkbox: remove a term row when the form is sent."))
                }
            }
        }
    }

    static func statusName(_ status: TermStatus, _ visit: Visit) -> String {
        let locale = visit.language.locale
        return switch status {
        case .preferred: String(localized: "Preferred", bundle: .module, locale: locale, comment: "A term's status: the term to use.")
        case .admitted: String(localized: "Admitted", bundle: .module, locale: locale, comment: "A term's status: an acceptable synonym.")
        case .deprecated: String(localized: "Deprecated", bundle: .module, locale: locale, comment: "A term's status: not to be used any more.")
        }
    }

    static func partOfSpeechName(_ part: PartOfSpeech, _ visit: Visit) -> String {
        let locale = visit.language.locale
        return switch part {
        case .noun: String(localized: "Noun", bundle: .module, locale: locale, comment: "Part of speech.")
        case .verb: String(localized: "Verb", bundle: .module, locale: locale, comment: "Part of speech.")
        case .adjective: String(localized: "Adjective", bundle: .module, locale: locale, comment: "Part of speech.")
        case .adverb: String(localized: "Adverb", bundle: .module, locale: locale, comment: "Part of speech.")
        case .properNoun: String(localized: "Proper noun", bundle: .module, locale: locale, comment: "Part of speech.")
        case .other: String(localized: "Other", bundle: .module, locale: locale, comment: "Part of speech: none of the others.")
        }
    }

    /// `term-fi` for the first row, `term-fi-2` for the third.
    static func fieldName(_ field: String, _ language: String, _ index: Int) -> String {
        index == 0 ? "\(field)-\(language)" : "\(field)-\(language)-\(index)"
    }

    // MARK: Reading a post

    /// Rows per language at most: a form is one concept, and a hostile post must not make a page of a million rows.
    static let maxRows = 50

    /// Reads a posted form for a terminology with `languages`: its values as typed, and the draft or the errors.
    ///
    /// Editing a concept, a field the post leaves out keeps the concept's value (a posted empty field clears it): a
    /// client that posts only `term-fi` (the form before synonyms, and scripts) changes the main term and keeps the
    /// synonyms, contexts, definitions, notes, category and difficulty it did not send.
    static func read(_ form: URLEncodedForm, languages: [LanguageTag], _ visit: Visit, editing concept: Concept? = nil) -> Submission {
        let locale = visit.language.locale
        let stored = concept.map { Values($0).formFields } ?? [:]
        func field(_ name: String) -> String? { form[name] ?? stored[name] }
        var submission = Submission()
        submission.addingRowIn = form["add-row"].flatMap { code in languages.first { $0.rawValue == code } }
        var sections: [LanguageSection] = []
        var firstWithTerms: LanguageTag?
        for language in languages {
            let code = language.rawValue
            let posted = field("rows-\(code)").flatMap(Int.init) ?? 1
            var rows: [Row] = []
            var terms: [Term] = []
            for index in 0..<min(max(posted, 1), maxRows) {
                if form[fieldName("remove", code, index)] != nil { continue }
                let text = (field(fieldName("term", code, index)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
                // A row without a status (a script's `term-fi`): the first is the preferred term, the others synonyms.
                let status = field(fieldName("status", code, index)) ?? (index == 0 ? TermStatus.preferred : .admitted).rawValue
                let part = field(fieldName("pos", code, index)) ?? ""
                let context = (field(fieldName("context", code, index)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
                let row = Row(text: text, status: status, partOfSpeech: part, context: context)
                let field = fieldName("term", code, rows.count)
                rows.append(row)
                guard let termStatus = TermStatus(rawValue: status) else {
                    submission.errors[field] = String(
                        localized: "Choose preferred, admitted or deprecated.", bundle: .module, locale: locale, comment: "A term row posted with an unknown status.")
                    continue
                }
                var partOfSpeech: PartOfSpeech?
                if !part.isEmpty {
                    guard let known = PartOfSpeech(rawValue: part) else {
                        submission.errors[field] = String(
                            localized: "“\(part)” is not a part of speech this form knows.", bundle: .module, locale: locale,
                            comment: "A term row posted with an unknown part of speech; what was posted.")
                        continue
                    }
                    partOfSpeech = known
                }
                if text.isEmpty {
                    // An untouched empty row is left out; one with a context or a part of speech lost its term.
                    if !context.isEmpty || partOfSpeech != nil {
                        submission.errors[field] = String(
                            localized: "Write the term, or tick “Remove this term”.", bundle: .module, locale: locale,
                            comment: "A term row with a context or part of speech but no term.")
                    }
                    continue
                }
                terms.append(Term(text, status: termStatus, partOfSpeech: partOfSpeech, context: context.isEmpty ? nil : context))
            }
            submission.values.rows[language] = rows
            var definition = (field("definition-\(code)") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            let source = (field("source-\(code)") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            if !terms.isEmpty, firstWithTerms == nil {
                firstWithTerms = language
                // The form before per-language definitions sent one `definition`, the main term's.
                if form["definition-\(code)"] == nil, let legacy = form["definition"] { definition = legacy.trimmingCharacters(in: .whitespacesAndNewlines) }
            }
            submission.values.definitions[language] = definition
            submission.values.sources[language] = source
            if terms.isEmpty {
                if !definition.isEmpty {
                    submission.errors["definition-\(code)"] = String(
                        localized: "A definition needs a term in the same language.", bundle: .module, locale: locale,
                        comment: "A definition given for a language without terms.")
                }
                continue
            }
            let preferred = terms.filter { $0.status == .preferred }.count
            if preferred == 0 {
                submission.errors["lang-\(code)"] = String(
                    localized: "Mark one term in \(code) as preferred.", bundle: .module, locale: locale,
                    comment: "A language's terms without a preferred one; the language code.")
            } else if preferred > 1 {
                submission.errors["lang-\(code)"] = String(
                    localized: "Only one term in \(code) can be preferred; mark the others admitted or deprecated.", bundle: .module, locale: locale,
                    comment: "A language with two preferred terms; the language code.")
            }
            sections.append(LanguageSection(
                language: language, terms: terms, definition: definition.isEmpty ? nil : Definition(definition, source: source.isEmpty ? nil : source)))
        }
        submission.values.notes = (field("notes") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        submission.values.categoryID = field("category").flatMap(UUID.init(uuidString:))
        submission.values.difficulty = field("difficulty").flatMap(Difficulty.init(rawValue:)) ?? .medium
        if sections.isEmpty, submission.errors.isEmpty {
            if let first = languages.first { submission.errors[fieldName("term", first.rawValue, 0)] = missingTermMessage(visit) }
        }
        if let language = submission.addingRowIn, var rows = submission.values.rows[language], rows.count < maxRows {
            if rows.isEmpty { rows.append(Row()) }
            rows.append(Row(status: TermStatus.admitted.rawValue))
            submission.values.rows[language] = rows
        }
        if submission.addingRowIn != nil {
            // Growing the form is not sending it: nothing is refused yet.
            submission.errors = [:]
            return submission
        }
        if submission.errors.isEmpty {
            submission.draft = ConceptDraft(
                sections: sections, notes: submission.values.notes, categoryID: submission.values.categoryID,
                difficulty: submission.values.difficulty)
        }
        return submission
    }

    static func missingTermMessage(_ visit: Visit) -> String {
        String(localized: "Write the term in at least one language.", bundle: .module, locale: visit.language.locale,
               comment: "A term form sent without any term.")
    }

    /// The status of a page that shows `submission` again: 422 when it was refused, 200 when it grew a row.
    static func status(_ submission: Submission?) -> HTTPResponse.Status {
        guard let submission, !submission.errors.isEmpty, submission.addingRowIn == nil else { return .ok }
        return .unprocessableContent
    }
}
#endif
