// Only where AppIntents is absent (see TerminologyApp.swift).
#if !canImport(AppIntents)
import Foundation

extension TerminologyApp {
    /// Adds a concept with every term, status and definition a ``ConceptDraft`` gives; returns it as the user reads it.
    ///
    /// A student's concept in a terminology of their own is marked as theirs, as ``addTerm(_:)`` does.
    @discardableResult
    public func addConcept(_ draft: ConceptDraft, terminologyID: UUID) throws -> ConceptEntity {
        let terminology = try draftTerminology(terminologyID)
        let sections = try cleanSections(draft.sections, of: terminology)
        let categoryID = try draftCategory(draft.categoryID, of: terminology)
        let concept = Concept(
            terminologyID: terminology.id, categoryID: categoryID, sections: sections, notes: draft.notes,
            difficulty: draft.difficulty, isOwn: terminology.ownerRole == .student, createdAt: now)
        return try write { writer in
            let added = try writer.addConcept(concept)
            return try conceptEntities([added], reader: writer)[0]
        }
    }

    /// Replaces a concept's terms, definitions, notes, category and difficulty with a draft's; its id, number, related
    /// concepts and every learner's progress stay.
    public func replaceConcept(_ reference: String, with draft: ConceptDraft) async throws -> ConceptEntity {
        var concept = try await self.concept(reference)
        let terminology = try draftTerminology(concept.terminologyID)
        concept.sections = try cleanSections(draft.sections, of: terminology)
        concept.categoryID = try draftCategory(draft.categoryID, of: terminology)
        concept.notes = draft.notes
        concept.difficulty = draft.difficulty
        let edited = concept
        return try write { writer in try conceptEntities([try writer.updateConcept(edited)], reader: writer)[0] }
    }

    private func draftTerminology(_ id: UUID) throws -> Terminology {
        guard let terminology = try read({ try $0.terminology(id: id) }) else {
            throw AppError(.notFound, String(
                localized: "The terminology no longer exists.", bundle: .module, locale: language.locale,
                comment: "A term was saved into a terminology deleted meanwhile."))
        }
        return terminology
    }

    private func draftCategory(_ id: UUID?, of terminology: Terminology) throws -> UUID? {
        guard let id else { return nil }
        guard let category = try read({ try $0.category(id: id) }), category.terminologyID == terminology.id else {
            throw AppError(.notFound, String(
                localized: "The category no longer exists.", bundle: .module, locale: language.locale,
                comment: "A category chosen for a new term was deleted meanwhile."))
        }
        return category.id
    }

    /// The draft's sections trimmed, in the terminology's language order, without empty terms or empty languages;
    /// refused when a language is not the terminology's, a language has two preferred terms, or no term is left.
    private func cleanSections(_ sections: [LanguageSection], of terminology: Terminology) throws -> [LanguageSection] {
        var cleaned: [LanguageSection] = []
        for section in sections {
            try requireLanguage(section.language, of: terminology)
            guard !cleaned.contains(where: { $0.language == section.language }) else {
                throw AppError(.usage, String(
                    localized: "The language \(section.language.rawValue) is given twice.", bundle: .module, locale: language.locale,
                    comment: "A concept draft with two sections for one language."))
            }
            let terms = section.terms.compactMap { term -> Term? in
                let text = term.text.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !text.isEmpty else { return nil }
                let context = term.context?.trimmingCharacters(in: .whitespacesAndNewlines)
                return Term(text, status: term.status, partOfSpeech: term.partOfSpeech, context: context?.isEmpty == false ? context : nil)
            }
            guard !terms.isEmpty else { continue }
            guard terms.filter({ $0.status == .preferred }).count <= 1 else {
                throw AppError(.usage, String(
                    localized: "Only one term in \(section.language.rawValue) can be preferred.", bundle: .module, locale: language.locale,
                    comment: "A concept draft with two preferred terms in one language; the language code."))
            }
            let definition = section.definition.flatMap { definition -> Definition? in
                let text = definition.text.trimmingCharacters(in: .whitespacesAndNewlines)
                let source = definition.source?.trimmingCharacters(in: .whitespacesAndNewlines)
                return text.isEmpty ? nil : Definition(text, source: source?.isEmpty == false ? source : nil)
            }
            cleaned.append(LanguageSection(language: section.language, terms: terms, definition: definition))
        }
        guard !cleaned.isEmpty else {
            throw AppError(.usage, String(
                localized: "A term needs text in at least one language.", bundle: .module, locale: language.locale,
                comment: "An edit would remove every language of a term."))
        }
        let order = terminology.languages
        return cleaned.sorted { (order.firstIndex(of: $0.language) ?? .max) < (order.firstIndex(of: $1.language) ?? .max) }
    }
}
#endif
