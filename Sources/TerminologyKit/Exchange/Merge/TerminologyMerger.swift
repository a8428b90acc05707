import Foundation

/// Merges an author's updated terminology into the student's copy of it (see `ThreeWayMerge` for the rules).
///
/// The copy's origin snapshot — the author's version it was imported from — is the base; the file is the
/// author's new version; the copy as it is now, with the student's edits, own concepts and progress, is the
/// local side. `plan` is the dry run: it reads only. `merge` applies the same plan in one write transaction,
/// records the conflicts (listed by `conflicts(of:)`, resolved by `resolve`) and makes the new version the base
/// of the next merge.
public struct TerminologyMerger {
    /// The library whose copies are merged into.
    public let store: TerminologyStore

    public init(store: TerminologyStore) {
        self.store = store
    }

    /// What merging the file would do, without changing anything. `into` names the copy; without it the copy is
    /// found by the file's terminology id.
    public func plan(_ input: ExchangeInput, into terminologyID: UUID? = nil, options: ImportOptions = ImportOptions()) throws -> MergePlan {
        do {
            let incoming = try read(input, into: terminologyID, options: options)
            return try store.read { reader in
                let (plan, _) = try prepare(reader, incoming: incoming, into: terminologyID)
                return plan
            }
        } catch let error as ExchangeError {
            throw error.inFile(input.name)
        }
    }

    /// Merges the file into the copy and returns what was done.
    @discardableResult
    public func merge(_ input: ExchangeInput, into terminologyID: UUID? = nil, options: ImportOptions = ImportOptions()) throws -> MergePlan {
        do {
            let incoming = try read(input, into: terminologyID, options: options)
            return try store.write { writer in
                var (plan, operations) = try prepare(writer, incoming: incoming, into: terminologyID)
                try Self.apply(operations, incoming: incoming, to: plan.terminologyID, writer: writer)
                plan.isApplied = true
                return plan
            }
        } catch let error as ExchangeError {
            throw error.inFile(input.name)
        }
    }

    /// The conflicts merges left in a terminology, oldest first.
    public func conflicts(of terminologyID: UUID) throws -> [MergeConflict] {
        try store.read { try $0.mergeConflicts(of: terminologyID) }
    }

    /// Resolves a conflict: keeps the student's value, or takes the author's.
    public func resolve(_ conflictID: UUID, _ resolution: MergeConflict.Resolution) throws {
        try store.write { writer in
            guard let conflict = try writer.mergeConflict(id: conflictID) else {
                throw ExchangeError(.notFound, "no merge conflict with id \(conflictID.uuidString.lowercased())")
            }
            if resolution == .takeTheirs { try Self.takeTheirs(conflict, writer: writer) }
            try writer.deleteMergeConflict(id: conflictID)
        }
    }

    // MARK: - Helpers

    private func read(_ input: ExchangeInput, into terminologyID: UUID?, options: ImportOptions) throws -> TerminologySnapshot {
        // Files without ids of their own (CSV, Anki) get the ids of the author's terminology this copy has.
        let sourceID = try terminologyID.flatMap { id in try store.read { try $0.terminology(id: id) }?.origin?.sourceID }
        return try Self.readSnapshot(input, options: options, sourceID: sourceID)
    }

    private static func readSnapshot(_ input: ExchangeInput, options: ImportOptions, sourceID: UUID?) throws -> TerminologySnapshot {
        let format = try input.format(options.format)
        let collector = SnapshotCollector()
        var read = TerminologyImporter.readOptions(options, input: input)
        read.terminologyID = sourceID
        let summary: ReadSummary
        if format == .bundle {
            var reader = try BundleReader(bytes: try input.bytes())
            let bundle = try reader.read()
            guard bundle.kind == .terminology else {
                throw ExchangeError(.notApplicable, "this is a suggestion file, not a terminology", format: .bundle)
            }
            summary = try TerminologyImporter.feed(bundle.snapshot, into: collector, issues: reader.summary)
        } else {
            summary = try TerminologyImporter.read(input, format: format, options: read, into: collector)
        }
        if !summary.errors.isEmpty && !options.partial {
            throw ExchangeError(
                .invalidEntries,
                "\(summary.errors.count) of \(summary.entryCount) entries cannot be read, so nothing was merged (merge the others with the partial option)",
                format: format, issues: summary.errors)
        }
        guard let snapshot = collector.snapshot else { throw ExchangeError(.notATerminology, "the file holds no terminology", format: format) }
        return snapshot
    }

    /// The copy to merge into: `terminologyID`, or the one copy of the file's terminology.
    private func target(_ reader: StoreReader, incoming: TerminologySnapshot, into terminologyID: UUID?) throws -> Terminology {
        let sourceID = incoming.terminology.id
        if let terminologyID {
            guard let terminology = try reader.terminology(id: terminologyID) else {
                throw ExchangeError(.notFound, "no terminology with id \(terminologyID.uuidString.lowercased())")
            }
            guard let origin = terminology.origin else {
                throw ExchangeError(.notApplicable, "'\(terminology.title)' was not imported as a copy, so there is no version of the author's to merge against")
            }
            guard origin.sourceID == sourceID else {
                throw ExchangeError(.notApplicable, "the file is '\(incoming.terminology.title)', not an update of the terminology '\(terminology.title)' was imported from")
            }
            return terminology
        }
        let copies = try reader.copies(of: sourceID)
        guard let copy = copies.first else {
            if let itself = try reader.terminology(id: sourceID) {
                throw ExchangeError(.notApplicable, "'\(itself.title)' is this library's own terminology, not a copy of it; there is nothing to merge into")
            }
            throw ExchangeError(.notFound, "the library has no copy of '\(incoming.terminology.title)'; import it first")
        }
        guard copies.count == 1 else {
            throw ExchangeError(.notApplicable, "the library has \(copies.count) copies of '\(incoming.terminology.title)'; say which to merge into")
        }
        return copy
    }

    private func prepare(_ reader: StoreReader, incoming: TerminologySnapshot, into terminologyID: UUID?) throws -> (MergePlan, ThreeWayMerge.Operations) {
        let terminology = try target(reader, incoming: incoming, into: terminologyID)
        guard let base = try reader.originSnapshot(of: terminology.id) else {
            throw ExchangeError(.notApplicable, "'\(terminology.title)' has no record of the version it was imported from, so an update cannot be merged")
        }
        let local = try reader.snapshot(of: terminology.id)
        let progress = try reader.conceptsWithProgress(in: terminology.id)
        return ThreeWayMerge(base: base, local: local, incoming: incoming, progress: progress, now: Date()).plan()
    }

    static func apply(_ operations: ThreeWayMerge.Operations, incoming: TerminologySnapshot, to terminologyID: UUID, writer: StoreWriter) throws {
        if let terminology = operations.terminology { try writer.updateTerminology(terminology) }
        for category in operations.addCategories { try writer.addCategory(named: category.name, to: terminologyID, id: category.id) }
        for rename in operations.renameCategories { try writer.renameCategory(id: rename.id, to: rename.name) }
        for id in operations.deleteConcepts { try writer.deleteConcept(id: id) }
        // Relations may name concepts added later in the transaction: the store checks them at commit.
        for concept in operations.addConcepts { try writer.addConcept(concept) }
        for concept in operations.updateConcepts { try writer.updateConcept(concept) }
        for id in operations.deleteCategories {
            try writer.deleteCategory(id: id, concepts: .moveConcepts(to: nil))
        }
        if let order = operations.categoryOrder { try writer.reorderCategories(of: terminologyID, as: order) }
        for conflict in operations.conflicts { try writer.recordMergeConflict(conflict) }
        try writer.setOriginSnapshot(incoming, of: terminologyID)
    }

    private static func takeTheirs(_ conflict: MergeConflict, writer: StoreWriter) throws {
        switch conflict.field {
        case .title, .course, .description, .author:
            guard var terminology = try writer.terminology(id: conflict.terminologyID) else { return }
            ThreeWayMerge.apply(conflict.incoming, conflict.field, to: &terminology)
            try writer.updateTerminology(terminology)
        case .categoryName:
            guard let id = conflict.categoryID, case .text(let name) = conflict.incoming else { return }
            try writer.renameCategory(id: id, to: name)
        case .concept:
            guard case .concept(let concept?) = conflict.incoming, try writer.concept(id: concept.id) == nil else { return }
            var restored = concept
            restored.related.removeAll { (try? writer.concept(id: $0)) == nil }
            if let categoryID = restored.categoryID, try writer.category(id: categoryID) == nil { restored.categoryID = nil }
            try writer.addConcept(restored)
        default:
            guard let id = conflict.conceptID, var concept = try writer.concept(id: id) else {
                throw ExchangeError(.notFound, "the concept of this conflict is no longer in the library")
            }
            ThreeWayMerge.apply(conflict.incoming, conflict.field, to: &concept)
            if let categoryID = concept.categoryID, try writer.category(id: categoryID) == nil { concept.categoryID = nil }
            var kept: [UUID] = []
            for related in concept.related where try writer.concept(id: related) != nil { kept.append(related) }
            concept.related = kept
            try writer.updateConcept(concept)
        }
    }
}
