import Foundation

/// The fast path an import adds new concepts of one terminology through, inside one write transaction.
///
/// It checks what `StoreWriter.addConcept` checks (languages of the terminology, one section per language, at
/// least one term, a category of the same terminology, no relation to itself) against what it already knows
/// instead of querying per concept, and keeps its statements prepared. A concept id that is already taken is
/// refused by the table's primary key before anything else of the concept is written, so a refused concept leaves
/// nothing behind. Relations are written by `addRelation` once all concepts are in, so that a file may name a
/// concept before it defines it.
final class ConceptInserter {
    private let writer: StoreWriter
    private let terminologyID: UUID
    private let terminologyText: String
    private var languages: Set<LanguageTag>
    private var languageList: [LanguageTag]
    private var categories: Set<UUID>
    private let insertConcept: any DatabaseStatement
    private let insertSection: any DatabaseStatement
    private let insertTerm: any DatabaseStatement
    private(set) var insertedCount = 0

    init(writer: StoreWriter, terminologyID: UUID) throws {
        self.writer = writer
        self.terminologyID = terminologyID
        terminologyText = terminologyID.uuidString.lowercased()
        languageList = try writer.languages(of: terminologyID)
        languages = Set(languageList)
        categories = Set(try writer.categories(of: terminologyID).map(\.id))
        insertConcept = try writer.statement("""
            INSERT INTO concepts (id, number, terminology_id, category_id, position, notes, difficulty, is_own,
                is_deprecated, shuffle_key, created_at, modified_at)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
            """)
        insertSection = try writer.statement("""
            INSERT INTO concept_languages (concept_id, language, position, definition, definition_source) VALUES ($1, $2, $3, $4, $5)
            """)
        insertTerm = try writer.statement("""
            INSERT INTO terms (concept_id, language, position, text, folded, status, part_of_speech, context)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
            """)
    }

    /// Notes a category added to the terminology after the inserter was made.
    func knowCategory(_ id: UUID) { categories.insert(id) }

    /// Notes a language added to the terminology after the inserter was made.
    func knowLanguage(_ language: LanguageTag) {
        if languages.insert(language).inserted { languageList.append(language) }
    }

    /// Adds a new concept (its relations are not written: see `addRelation`). Throws `StoreError` with reason
    /// `.invalid` or `.conflict` before writing anything when the concept cannot be added.
    func insert(_ concept: Concept) throws {
        try writer.perform("add concept") {
            guard concept.terminologyID == terminologyID else { throw StoreError.invalid("the concept belongs to another terminology") }
            var seen: Set<LanguageTag> = []
            var termCount = 0
            for section in concept.sections {
                guard languages.contains(section.language) else {
                    throw StoreError.invalid("the terminology has no language \(section.language) (it has \(languageList.map(\.rawValue).joined(separator: ", ")))")
                }
                guard seen.insert(section.language).inserted else { throw StoreError.invalid("language \(section.language) has two sections") }
                for term in section.terms where term.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    throw StoreError.invalid("a term in \(section.language) is empty")
                }
                termCount += section.terms.count
            }
            guard termCount > 0 else { throw StoreError.invalid("a concept needs at least one term") }
            if let categoryID = concept.categoryID, !categories.contains(categoryID) {
                throw StoreError.notFound("no category with id \(categoryID) in this terminology")
            }
            let id = concept.id.uuidString.lowercased()
            let number = try writer.takeNumber()
            do {
                try insertConcept.run([
                    .text(id), .integer(number), .text(terminologyText), concept.categoryID.map(DatabaseValue.uuid) ?? .null,
                    .integer(try writer.takePosition(in: terminologyID)), .text(concept.notes), .text(concept.difficulty.rawValue),
                    .bool(concept.isOwn), .bool(concept.isDeprecated), .integer(Int64.random(in: 0..<(1 << 62))),
                    .timestamp(Timestamp(concept.createdAt).date), .timestamp(Timestamp(concept.modifiedAt).date),
                ])
            } catch let error as StoreError {
                if case .database = error.reason, try writer.exists("SELECT 1 FROM concepts WHERE id = $1", [.text(id)]) {
                    throw StoreError.conflict("a concept with id \(concept.id) already exists")
                }
                throw error
            }
            var foldedTerms: [String] = []
            var details: [String] = []
            for (position, section) in concept.sections.enumerated() {
                let language = DatabaseValue.text(section.language.rawValue)
                try insertSection.run([
                    .text(id), language, .int(position), .optional(section.definition?.text), .optional(section.definition?.source),
                ])
                if let definition = section.definition { details.append(TextFolding.fold(definition.text)) }
                for (termPosition, term) in section.terms.enumerated() {
                    let text = term.text.trimmingCharacters(in: .whitespacesAndNewlines)
                    let folded = TextFolding.fold(text)
                    foldedTerms.append(folded)
                    if let context = term.context { details.append(TextFolding.fold(context)) }
                    try insertTerm.run([
                        .text(id), language, .int(termPosition), .text(text), .text(folded), .text(term.status.rawValue),
                        .optional(term.partOfSpeech?.rawValue), .optional(term.context),
                    ])
                }
            }
            try writer.context.connection.fullTextIndex.replace(
                conceptNumber: number, terms: foldedTerms.joined(separator: "\n"), details: details.joined(separator: "\n"))
            writer.touch(terminologyID)
            insertedCount += 1
        }
    }

    /// Relates `conceptID` to `relatedID` at `position` of its list (both must be in the library by commit).
    func addRelation(_ conceptID: UUID, to relatedID: UUID, position: Int) throws {
        try writer.perform("add concept") {
            try writer.statement("INSERT INTO concept_relations (concept_id, position, related_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING")
                .run([.uuid(conceptID), .int(position), .uuid(relatedID)])
            writer.changedRelations = true
        }
    }
}
