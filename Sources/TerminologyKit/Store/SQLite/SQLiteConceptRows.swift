import Foundation

/// The rows of a batch of new concepts, every text laid out in one byte buffer ready to bind: what
/// `SQLiteConceptInserter` writes.
///
/// Filled on the import's thread (folding each term, definition and context, and copying every text once), so that
/// the thread writing the batch (`SQLiteBatchJob`) does nothing but bind and step; the two threads then share an
/// import's work more evenly. A concept's search entry is its folded terms, one a line, and its folded definitions
/// and contexts, one a line; its terms' `folded` column is the same bytes as their lines of the entry.
struct SQLiteConceptRows {
    /// One concept, with what the store assigned it and where its texts lie in `bytes`.
    struct Record {
        var tag: Int
        var id: UUID
        var number: Int64
        var position: Int64
        var shuffleKey: Int64
        var isOwn: Bool
        var isDeprecated: Bool
        var createdAt: Int64
        var modifiedAt: Int64
        var idText: Range<Int>
        var category: Range<Int>?
        var notes: Range<Int>
        var difficulty: Range<Int>
        var termsEntry: Range<Int>
        var detailsEntry: Range<Int>
        /// Its language sections in `sections`.
        var sections: Range<Int>
    }

    /// A language section, with its terms in `terms`.
    struct Section {
        var language: Range<Int>
        var definition: Range<Int>?
        var source: Range<Int>?
        var terms: Range<Int>
    }

    struct TermText {
        var text: Range<Int>
        var folded: Range<Int>
        var status: Range<Int>
        var partOfSpeech: Range<Int>?
        var context: Range<Int>?
    }

    /// Every text of the batch. Never empty (its first byte is unused), so that a slice of it always has a base
    /// address to bind, also for an empty text.
    private(set) var bytes: [UInt8] = [0]
    private(set) var records: [Record] = []
    private(set) var sections: [Section] = []
    private(set) var terms: [TermText] = []
    /// The terminology all the batch's concepts belong to.
    private(set) var terminology: Range<Int> = 0..<0

    init(terminologyID: UUID, capacity: Int) {
        bytes.reserveCapacity(capacity * 1_024)
        records.reserveCapacity(capacity)
        sections.reserveCapacity(capacity * 3)
        terms.reserveCapacity(capacity * 4)
        terminology = append(terminologyID)
    }

    var count: Int { records.count }

    /// Adds `concept` (checked by `StoreWriter.validated`, of the batch's terminology) as concept `number`.
    mutating func append(_ concept: Concept, tag: Int, number: Int64, position: Int64, shuffleKey: Int64) {
        let termsStart = bytes.count
        let firstTerm = terms.count
        for section in concept.sections {
            for term in section.terms {
                if terms.count > firstTerm { bytes.append(0x0A) }
                let start = bytes.count
                TextFolding.fold(term.text, into: &bytes)
                terms.append(TermText(text: 0..<0, folded: start..<bytes.count, status: 0..<0))
            }
        }
        let termsEntry = termsStart..<bytes.count
        let detailsStart = bytes.count
        var hasDetails = false
        for section in concept.sections {
            if let definition = section.definition {
                if hasDetails { bytes.append(0x0A) }
                TextFolding.fold(definition.text, into: &bytes)
                hasDetails = true
            }
            for term in section.terms {
                guard let context = term.context else { continue }
                if hasDetails { bytes.append(0x0A) }
                TextFolding.fold(context, into: &bytes)
                hasDetails = true
            }
        }
        let detailsEntry = detailsStart..<bytes.count
        let idText = append(concept.id)
        let category = concept.categoryID.map { append($0) }
        let notes = append(concept.notes)
        let difficulty = append(concept.difficulty.rawValue)
        let firstSection = sections.count
        var termIndex = firstTerm
        for section in concept.sections {
            let language = append(section.language.rawValue)
            let definition = section.definition.map { append($0.text) }
            let source = section.definition?.source.map { append($0) }
            let sectionTerms = termIndex..<(termIndex + section.terms.count)
            for term in section.terms {
                terms[termIndex].text = append(term.text)
                terms[termIndex].status = append(term.status.rawValue)
                terms[termIndex].partOfSpeech = term.partOfSpeech.map { append($0.rawValue) }
                terms[termIndex].context = term.context.map { append($0) }
                termIndex += 1
            }
            sections.append(Section(language: language, definition: definition, source: source, terms: sectionTerms))
        }
        records.append(Record(
            tag: tag, id: concept.id, number: number, position: position, shuffleKey: shuffleKey, isOwn: concept.isOwn,
            isDeprecated: concept.isDeprecated, createdAt: Timestamp(concept.createdAt).microseconds,
            modifiedAt: Timestamp(concept.modifiedAt).microseconds, idText: idText, category: category, notes: notes,
            difficulty: difficulty, termsEntry: termsEntry, detailsEntry: detailsEntry,
            sections: firstSection..<sections.count))
    }

    private mutating func append(_ text: String) -> Range<Int> {
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        return start..<bytes.count
    }

    /// A UUID in the store's lowercase text form.
    private mutating func append(_ id: UUID) -> Range<Int> {
        let start = bytes.count
        id.appendDatabaseText(to: &bytes)
        return start..<bytes.count
    }
}
