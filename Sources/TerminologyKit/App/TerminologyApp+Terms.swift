// Only where AppIntents is absent (see TerminologyApp.swift).
#if !canImport(AppIntents)
import Foundation

extension TerminologyApp {
    // MARK: Adding

    /// Adds a term; returns it as the user reads it.
    ///
    /// The term's language is the draft's, else the terminology's first (its source language). A student's term in a
    /// teacher's terminology is marked as theirs.
    @discardableResult
    public func addTerm(_ draft: TermDraft) throws -> ConceptEntity {
        let text = draft.term.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
            throw emptyValue(String(localized: "The term", bundle: .module, locale: language.locale, comment: "Subject of 'is empty'."))
        }
        let (terminology, category) = try placement(categoryID: draft.categoryID, terminologyID: draft.terminologyID)
        guard let termLanguage = draft.language ?? terminology.languages.first else { throw noTerminologies(scope: .library) }
        try requireLanguage(termLanguage, of: terminology)
        var texts: [LanguageTag: String] = [termLanguage: text]
        for (other, translation) in draft.translations {
            try requireLanguage(other, of: terminology)
            let trimmed = translation.trimmingCharacters(in: .whitespacesAndNewlines)
            guard other != termLanguage, !trimmed.isEmpty else { continue }
            texts[other] = trimmed
        }
        let definition = draft.definition?.trimmingCharacters(in: .whitespacesAndNewlines)
        let sections = terminology.languages.compactMap { tag -> LanguageSection? in
            guard let text = texts[tag] else { return nil }
            let isMain = tag == termLanguage
            let context = isMain ? draft.context.flatMap { $0.isEmpty ? nil : $0 } : nil
            return LanguageSection(
                language: tag, terms: [Term(text, context: context)],
                definition: isMain ? definition.flatMap { $0.isEmpty ? nil : Definition($0, source: draft.definitionSource) } : nil)
        }
        let concept = Concept(
            terminologyID: terminology.id, categoryID: category?.id, sections: sections, notes: draft.notes,
            difficulty: draft.difficulty, isOwn: terminology.ownerRole == .student, createdAt: now)
        return try write { writer in
            let added = try writer.addConcept(concept)
            return try conceptEntities([added], reader: writer)[0]
        }
    }

    /// Whether a category already has a term that reads `text` (ignoring case and diacritics), in any language.
    public func categoryHasTerm(_ text: String, categoryID: UUID) throws -> Bool {
        let needle = TextFolding.fold(text)
        return try read { reader in
            guard let category = try reader.category(id: categoryID) else { return false }
            return try reader.concepts(in: .terminology(category.terminologyID), category: .category(categoryID), includeDeprecated: false)
                .contains { $0.sections.contains { $0.terms.contains { TextFolding.fold($0.text) == needle } } }
        }
    }

    // MARK: Reading

    /// The term `reference` names: its number (`12`, `#12`), its id, or its text (ignoring case and diacritics) when
    /// one term of the focus reads so.
    public func concept(_ reference: String) async throws -> Concept {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
        if let number = Int64(digits), number > 0 {
            if let found = try read({ try $0.concept(number: number) }) { return found }
            throw noTerm(trimmed)
        }
        if let id = UUID(uuidString: trimmed) {
            if let found = try read({ try $0.concept(id: id) }) { return found }
            throw noTerm(trimmed)
        }
        let scope = await focusScope()
        let needle = TextFolding.fold(trimmed)
        let exact = try read { reader in
            try reader.search(trimmed, in: scope, limit: 50).filter { $0.match == .exact }.map(\.conceptID)
        }
        let unique = Array(Set(exact))
        guard let only = unique.first, !needle.isEmpty else { throw noTerm(trimmed) }
        guard unique.count == 1 else {
            let numbers = try read { reader in try unique.compactMap { try reader.conceptNumber(of: $0) }.sorted() }
            throw AppError(.usage, String(
                localized: "Several terms read “\(trimmed)”; give the number of one: \(numbers.map { "#\($0)" }.joined(separator: ", ")).",
                bundle: .module, locale: language.locale, comment: "A term reference by text that matches several terms; the list is their numbers."))
        }
        guard let concept = try read({ try $0.concept(id: only) }) else { throw noTerm(trimmed) }
        return concept
    }

    /// The term `reference` names, as the user reads it.
    public func conceptEntity(_ reference: String) async throws -> ConceptEntity {
        let concept = try await concept(reference)
        return try read { try conceptEntities([concept], reader: $0)[0] }
    }

    /// The terms with `ids` as entities, in that order (unknown ids left out).
    public func conceptEntities(ids: [UUID]) throws -> [ConceptEntity] {
        try read { reader in try conceptEntities(try reader.concepts(ids: ids), reader: reader) }
    }

    /// The terms of a terminology (every one in the focus without a reference), or of one category, in order.
    public func termList(terminology reference: String? = nil, category: String? = nil, limit: Int? = nil, offset: Int = 0) async throws -> [ConceptEntity] {
        if let category {
            let found = try await self.category(category, terminology: reference)
            return try read { reader in
                try conceptEntities(
                    try reader.concepts(in: .terminology(found.terminologyID), category: .category(found.id), includeDeprecated: false,
                                        limit: limit, offset: offset),
                    reader: reader)
            }
        }
        let scope: LibraryScope
        if let reference, !reference.isEmpty {
            scope = .terminology(try resolveTerminology(reference).id)
        } else {
            scope = await focusScope()
        }
        return try read { reader in
            try conceptEntities(try reader.concepts(in: scope, includeDeprecated: false, limit: limit, offset: offset), reader: reader)
        }
    }

    /// The terms of the focus matching `query`, best first: exact, then prefix, then a word of a term, then a word of
    /// a definition or context; case and diacritics ignored.
    public func search(_ query: String, limit: Int = 20) async throws -> [SearchResult] {
        let scope = await focusScope()
        // The same search from many devices, or typed again, is read once per change of the library.
        let key = ["search", String(describing: scope), String(limit), language.identifier, learner.rawValue, query].joined(separator: "\u{0}")
        return try cachedRead(key) { reader in
            let hits = try reader.search(query, in: scope, limit: limit)
            let entities = try conceptEntities(try reader.concepts(ids: hits.map(\.conceptID)), reader: reader)
            var byID: [UUID: ConceptEntity] = [:]
            for entity in entities { byID[entity.id] = entity }
            return hits.compactMap { hit in
                byID[hit.conceptID].map { SearchResult(concept: $0, match: hit.match, matchedTerm: hit.term, matchedLanguage: hit.language) }
            }
        }
    }

    /// "Found 3 terms", "No terms found": how many terms a search found, plural-correct (the search intent's dialog).
    public func searchSummary(_ count: Int) -> String {
        String(localized: "Found \(count) terms", bundle: .module, locale: language.locale, comment: "How many terms a search found.")
    }

    /// The term of the day, then the terms added last, in the focus.
    public func suggestedConcepts(limit: Int) async throws -> [ConceptEntity] {
        let scope = await focusScope()
        let today = now
        return try read { reader in
            var concepts: [Concept] = []
            if let daily = try reader.termOfTheDay(on: today, calendar: calendar, in: scope) { concepts.append(daily) }
            let count = try reader.conceptCount(in: scope, includeDeprecated: false)
            let latest = try reader.concepts(in: scope, includeDeprecated: false, limit: limit, offset: max(0, count - limit))
            for concept in latest.reversed() where concepts.count < limit && !concepts.contains(where: { $0.id == concept.id }) {
                concepts.append(concept)
            }
            return try conceptEntities(concepts, reader: reader)
        }
    }

    // MARK: Changing

    /// Changes a term; returns it as it is now.
    public func editTerm(_ reference: String, changes: TermChanges) async throws -> ConceptEntity {
        var concept = try await self.concept(reference)
        guard let terminology = try read({ try $0.terminology(id: concept.terminologyID) }) else { throw noTerm(reference) }
        let shown = displayLanguage(of: concept, in: terminology)
        let target = changes.language ?? shown
        try requireLanguage(target, of: terminology)
        if let text = changes.term {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else {
                throw emptyValue(String(localized: "The term", bundle: .module, locale: language.locale, comment: "Subject of 'is empty'."))
            }
            concept.setDisplayTerm(trimmed, in: target, order: terminology.languages)
        }
        if let definition = changes.definition {
            let trimmed = definition.trimmingCharacters(in: .whitespacesAndNewlines)
            if let index = concept.sections.firstIndex(where: { $0.language == target }) {
                concept.sections[index].definition = trimmed.isEmpty ? nil : Definition(trimmed, source: concept.sections[index].definition?.source)
            } else if !trimmed.isEmpty {
                throw AppError(.usage, String(
                    localized: "The term has no text in \(target.rawValue) to define; give it with --translation \(target.rawValue)=….",
                    bundle: .module, locale: language.locale, comment: "A definition for a language the term has no text in."),
                    cause: .definitionWithoutTerm(language: target.rawValue))
            }
        }
        for (other, text) in changes.translations {
            try requireLanguage(other, of: terminology)
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty {
                concept.sections.removeAll { $0.language == other }
            } else {
                concept.setDisplayTerm(trimmed, in: other, order: terminology.languages)
            }
        }
        if let reference = changes.category {
            if reference.isEmpty {
                concept.categoryID = nil
            } else {
                concept.categoryID = try await category(reference, terminology: terminology.id.uuidString).id
            }
        }
        if let difficulty = changes.difficulty { concept.difficulty = difficulty }
        if let notes = changes.notes { concept.notes = notes }
        guard concept.sections.contains(where: { !$0.terms.isEmpty }) else {
            throw AppError(.usage, String(
                localized: "A term needs text in at least one language.", bundle: .module, locale: language.locale,
                comment: "An edit would remove every language of a term."))
        }
        let edited = concept
        return try write { writer in try conceptEntities([try writer.updateConcept(edited)], reader: writer)[0] }
    }

    /// Deletes a term with its study progress; returns what it was.
    @discardableResult
    public func deleteTerm(_ reference: String) async throws -> ConceptEntity {
        let concept = try await self.concept(reference)
        return try write { writer in
            let entity = try conceptEntities([concept], reader: writer)[0]
            try writer.deleteConcept(id: concept.id)
            return entity
        }
    }

    /// Marks a term as learned for the app's learner, or clears the mark.
    public func setLearned(_ learned: Bool, conceptID: UUID) throws {
        let at = now
        try write { try $0.setLearned(learned, conceptID: conceptID, learner: learner, at: at) }
    }

    // MARK: Helpers

    /// `concepts` as the user reads them (terminologies, categories and learned marks read once each).
    func conceptEntities(_ concepts: [Concept], reader: StoreReader) throws -> [ConceptEntity] {
        var terminologies: [UUID: Terminology] = [:]
        var categories: [UUID: String] = [:]
        let facts = try reader.numbersAndLearnedMarks(conceptIDs: concepts.map(\.id), learner: learner)
        return try concepts.map { concept in
            if terminologies[concept.terminologyID] == nil {
                terminologies[concept.terminologyID] = try reader.terminology(id: concept.terminologyID)
            }
            let terminology = terminologies[concept.terminologyID]
            var categoryName: String?
            if let categoryID = concept.categoryID {
                if categories[categoryID] == nil { categories[categoryID] = try reader.category(id: categoryID)?.name ?? "" }
                categoryName = categories[categoryID]
            }
            let order = terminology?.languages ?? concept.sections.map(\.language)
            let shown = terminology.map { displayLanguage(of: concept, in: $0) } ?? concept.sections.first?.language ?? .english
            let translations = order.filter { $0 != shown }.compactMap { tag in
                concept.displayTerm(in: tag).map { ConceptEntity.LocalizedTerm(language: tag, text: $0.text) }
            }
            let definition = concept.section(shown)?.definition?.text ?? concept.sections.lazy.compactMap(\.definition?.text).first
            let synonyms = order.flatMap { tag -> [ConceptEntity.LocalizedTerm] in
                guard let section = concept.section(tag) else { return [] }
                let display = section.displayTerm
                return section.terms.filter { $0 != display && $0.status != .deprecated }.map { ConceptEntity.LocalizedTerm(language: tag, text: $0.text) }
            }
            return ConceptEntity(
                id: concept.id, number: facts[concept.id]?.number ?? 0,
                term: concept.displayTerm(in: shown)?.text ?? "", language: shown, translations: translations,
                definition: definition, categoryName: categoryName, terminologyID: concept.terminologyID,
                terminologyTitle: terminology?.title ?? "", difficulty: concept.difficulty,
                isLearned: facts[concept.id]?.isLearned ?? false, isOwn: concept.isOwn, synonyms: synonyms)
        }
    }

    /// The language a concept is shown in: the user's when it has a term in it, else the first of the terminology's
    /// languages it has a term in.
    func displayLanguage(of concept: Concept, in terminology: Terminology) -> LanguageTag {
        let mine = language.languageTag
        if concept.displayTerm(in: mine) != nil { return mine }
        return terminology.languages.first { concept.displayTerm(in: $0) != nil } ?? concept.sections.first?.language ?? mine
    }

    /// The language a term the user says or types into `terminology` is in: the user's when the terminology has it,
    /// else its first.
    public func spokenTermLanguage(of terminologyID: UUID) throws -> LanguageTag? {
        guard let terminology = try read({ try $0.terminology(id: terminologyID) }) else { return nil }
        let mine = language.languageTag
        return terminology.languages.contains(mine) ? mine : terminology.languages.first
    }

    /// The terminology and category a new term goes to.
    private func placement(categoryID: UUID?, terminologyID: UUID?) throws -> (Terminology, Category?) {
        try read { reader in
            if let categoryID {
                guard let category = try reader.category(id: categoryID), let terminology = try reader.terminology(id: category.terminologyID) else {
                    throw AppError(.notFound, String(
                        localized: "The category no longer exists.", bundle: .module, locale: language.locale,
                        comment: "A category chosen for a new term was deleted meanwhile."))
                }
                return (terminology, category)
            }
            if let terminologyID, let terminology = try reader.terminology(id: terminologyID) { return (terminology, nil) }
            throw AppError(.usage, String(
                localized: "Say where the term goes: --category, or --terminology.", bundle: .module, locale: language.locale,
                comment: "Adding a term without a category or terminology."),
                cause: .termNeedsPlace)
        }
    }

    func requireLanguage(_ tag: LanguageTag, of terminology: Terminology) throws {
        guard terminology.languages.contains(tag) else {
            throw AppError(.usage, String(
                localized: "\(terminology.title) has no language \(tag.rawValue); its languages are \(terminology.languages.map(\.rawValue).joined(separator: ", ")).",
                bundle: .module, locale: language.locale, comment: "A term in a language its terminology does not have."))
        }
    }

    func noTerm(_ reference: String) -> AppError {
        AppError(.notFound, String(
            localized: "There is no term \(reference).", bundle: .module, locale: language.locale,
            comment: "A term reference (number, id or text) that matches nothing."))
    }
}

extension Concept {
    /// Makes `text` the term shown in `language` (replacing the shown one, or adding the language in `order`).
    mutating func setDisplayTerm(_ text: String, in language: LanguageTag, order: [LanguageTag]) {
        if let index = sections.firstIndex(where: { $0.language == language }) {
            if let shown = sections[index].terms.firstIndex(where: { $0 == sections[index].displayTerm }) {
                sections[index].terms[shown].text = text
            } else {
                sections[index].terms.insert(Term(text), at: 0)
            }
            return
        }
        sections.append(LanguageSection(language: language, terms: [Term(text)]))
        sections.sort { (order.firstIndex(of: $0.language) ?? .max) < (order.firstIndex(of: $1.language) ?? .max) }
    }
}
#endif
