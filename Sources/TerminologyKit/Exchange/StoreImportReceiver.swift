import Foundation

/// Writes what a reader finds into the library, inside the import's one write transaction.
///
/// The terminology is created when the reader begins; concepts go in one by one through the store's
/// `addConcept`; relations are written at the end, once every concept of the file is known, and those to
/// concepts the file does not have are dropped with a warning. A copy (`ImportOptions.Mode.copy`) also keeps the
/// author's terminology as read, for later merges.
final class StoreImportReceiver: TerminologyReceiver {
    private let writer: StoreWriter
    private let options: ImportOptions
    /// The role and origin a restored bundle says (nil for other formats).
    private let restoring: (role: OwnerRole, origin: TerminologyOrigin?)?
    private(set) var local: Terminology?
    private(set) var source: Terminology?
    private var map = IdentityMap(sourceID: UUID(), localID: UUID())
    private var sourceIDs: Set<UUID> = []
    private var relations: [(id: UUID, related: [UUID], entry: String?)] = []
    private var snapshot: OriginSnapshotBuilder?
    private var spool: OriginSnapshotSpool?
    private var batch: ConceptBatchWriter?
    /// The entries in the batch not yet written, by tag: what names them if the library refuses one.
    private var batched: [Int: (sourceID: UUID, entry: String?)] = [:]
    private var nextTag = 0
    /// Entries the library refused when their batch was written.
    private(set) var refused: [ExchangeIssue] = []
    private(set) var categoryCount = 0
    private(set) var conceptCount = 0

    init(writer: StoreWriter, options: ImportOptions, restoring: (role: OwnerRole, origin: TerminologyOrigin?)? = nil) {
        self.writer = writer
        self.options = options
        self.restoring = restoring
    }

    /// The id map from the file's ids to the library's.
    var identity: IdentityMap { map }

    func begin(_ terminology: Terminology, categories: [Category]) throws {
        if options.identity == .keep {
            if let existing = try writer.terminology(id: terminology.id), existing.origin != nil {
                throw ExchangeError(
                    .alreadyInLibrary,
                    "the library has a copy of '\(terminology.title)' already ('\(existing.title)', from revision \(existing.origin?.sourceRevision ?? 0)); merge the update into it instead")
            }
            if let existing = try writer.terminology(id: terminology.id) {
                throw ExchangeError(
                    .alreadyInLibrary,
                    "'\(existing.title)' is already in the library (revision \(existing.revision, specifier: "%lld")); merge the update into it instead of importing it again")
            }
            if let copy = try writer.copies(of: terminology.id).first {
                throw ExchangeError(
                    .alreadyInLibrary,
                    "the library has a copy of '\(terminology.title)' already ('\(copy.title)', from revision \(copy.origin?.sourceRevision ?? 0)); merge the update into it instead")
            }
        }
        let localID = options.identity == .keep ? terminology.id : UUID()
        map = IdentityMap(sourceID: terminology.id, localID: localID)
        var made = terminology
        made.id = localID
        switch options.mode {
        case .copy:
            made.ownerRole = .student
            made.origin = TerminologyOrigin(sourceID: terminology.id, sourceRevision: terminology.revision)
        case .adopt:
            made.ownerRole = .teacher
            made.origin = nil
        case .restore:
            made.ownerRole = restoring?.role ?? .teacher
            made.origin = restoring?.origin
        }
        source = terminology
        local = try writer.createTerminology(made)
        for category in categories { try add(category: category) }
        batch = try ConceptBatchWriter(writer: writer, terminologyID: localID)
        if options.mode == .copy {
            let spool = try OriginSnapshotSpool(writer: writer)
            self.spool = spool
            snapshot = OriginSnapshotBuilder(terminology: terminology, categories: categories, spool: spool.append)
        }
    }

    func add(category: Category) throws {
        guard let local else { return }
        let mapped = map.map(category)
        try writer.addCategory(named: mapped.name, to: local.id, id: mapped.id)
        snapshot?.add(category: category)
        categoryCount += 1
    }

    func add(language: LanguageTag) throws {
        guard var local, !local.languages.contains(language) else { return }
        local.languages.append(language)
        self.local = try writer.updateTerminology(local)
        snapshot?.add(language: language)
    }

    func add(_ concept: Concept, entry: String?, at position: () -> ExchangePosition?) throws {
        guard let batch else { return }
        guard sourceIDs.insert(concept.id).inserted else {
            throw ExchangeIssue(.error, .duplicateEntry, at: position(), entry: entry, "another entry has the same id")
        }
        var mapped = map.map(concept)
        mapped.related = []
        let tag = nextTag
        nextTag += 1
        do {
            batched[tag] = (concept.id, entry)
            let refusals = try batch.add(mapped, tag: tag)
            if batch.pendingCount == 0 { record(refusals) }
        } catch let error as StoreError {
            batched[tag] = nil
            sourceIDs.remove(concept.id)
            switch error.reason {
            case .conflict(let message):
                throw ExchangeIssue(.error, .duplicateEntry, at: position(), entry: entry, "\(message)")
            case .invalid(let message), .notFound(let message):
                throw ExchangeIssue(.error, .invalidValue, at: position(), entry: entry, "\(message)")
            default:
                throw error
            }
        }
        if !concept.related.isEmpty { relations.append((concept.id, concept.related, entry)) }
        try snapshot?.add(concept)
        conceptCount += 1
    }

    /// Turns the concepts a written batch refused into issues, and forgets the entries of the batches written
    /// (not those of a batch still being written, whose refusals come later).
    private func record(_ refusals: [ConceptBatchWriter.Refusal]) {
        for refusal in refusals {
            guard let item = batched[refusal.tag] else { continue }
            sourceIDs.remove(item.sourceID)
            conceptCount -= 1
            if let index = relations.firstIndex(where: { $0.id == item.sourceID }) { relations.remove(at: index) }
            let message: String.LocalizationValue = if case .conflict = refusal.error.reason {
                "the library has a concept with this id already"
            } else {
                "\(refusal.error.reason.description)"
            }
            refused.append(ExchangeIssue(.error, .duplicateEntry, at: nil, entry: item.entry, message))
        }
        if let lowest = batch?.lowestUnreportedTag {
            batched = batched.filter { $0.key >= lowest }
        } else {
            batched.removeAll(keepingCapacity: true)
        }
    }

    /// Writes the concepts not yet written; the entries the library refused are in `refused` afterwards.
    func flush() throws {
        record(try batch?.flush() ?? [])
    }

    /// Writes the relations and the merge snapshot; returns the warnings about relations dropped.
    func finish() throws -> [ExchangeIssue] {
        guard let local else { return [] }
        record(try batch?.finish() ?? [])
        var warnings: [ExchangeIssue] = []
        for (id, related, entry) in relations {
            var position = 0
            for target in related {
                guard sourceIDs.contains(target) else {
                    warnings.append(ExchangeIssue(
                        .warning, .danglingReference, at: nil, entry: entry,
                        "a cross-reference to \(target.uuidString.lowercased()), which the file does not have, is left out"))
                    continue
                }
                try writer.addRelation(from: map.concept(id), to: map.concept(target), position: position)
                position += 1
            }
        }
        if let snapshot, let spool {
            let parts = snapshot.parts(keeping: sourceIDs)
            try spool.store(head: parts.head, concepts: parts.concepts, tail: parts.tail, of: local.id)
        }
        return warnings
    }
}
