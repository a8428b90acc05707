import Foundation

/// What receiving a suggestion file did.
public struct SuggestionReceipt: Sendable {
    /// The teacher's terminology the suggestions are for.
    public var terminology: Terminology
    /// Who sent them.
    public var suggestedBy: String
    /// How many were stored as pending (new, or replacing the same student's pending suggestion of a concept).
    public var received: Int
    /// How many the teacher had already accepted or rejected (left as decided).
    public var alreadyDecided: Int
    /// Suggestions that could not be read (only with `partial`; otherwise they fail the whole file).
    public var skipped: [ExchangeIssue]
}

/// Suggestions back to the author: a student sends the concepts they added to their copy of a teacher's
/// terminology; the teacher receives them as pending suggestions and accepts or rejects each.
///
/// The suggestion file is a `.sanasto` bundle of kind `suggestions` that names the teacher's terminology (its id,
/// the revision the student's copy came from, its title) and the student's name, and holds the student's own
/// concepts with the categories they are in. An accepted suggestion becomes the teacher's concept — in the
/// category of the same name (made when missing), with the student's id when it is free so that the student's
/// later merge recognizes it — with who suggested it added to its notes.
public struct SuggestionBox {
    /// The library the box reads and writes.
    public let store: TerminologyStore

    public init(store: TerminologyStore) {
        self.store = store
    }

    /// The note an accepted suggestion gets: `Suggested by Aino (2025-03-04).`
    public static func defaultAttribution(_ suggestion: Suggestion) -> String {
        "Suggested by \(suggestion.suggestedBy) (\(Timestamp(suggestion.suggestedAt).iso8601.prefix(10)))."
    }

    // MARK: - The student's side

    /// Writes the student's own concepts of copy `terminologyID` as a suggestion file; returns how many.
    @discardableResult
    public func export(from terminologyID: UUID, suggestedBy name: String, to url: URL) throws -> Int {
        do {
            let output = try ExchangeOutput.file(url)
            let count = try export(from: terminologyID, suggestedBy: name, to: output, date: Date())
            try output.commit()
            return count
        } catch let error as ExchangeError {
            throw error.inFile(url.path)
        }
    }

    /// The suggestion file in memory, and how many suggestions it holds.
    public func exportData(from terminologyID: UUID, suggestedBy name: String) throws -> (data: Data, count: Int) {
        let output = ExchangeOutput.memory()
        let count = try export(from: terminologyID, suggestedBy: name, to: output, date: Date())
        return (try output.commit(), count)
    }

    func export(from terminologyID: UUID, suggestedBy name: String, to output: ExchangeOutput, date: Date) throws -> Int {
        let name = name.trimmedWhitespace
        guard !name.isEmpty else { throw ExchangeError(.missingInformation, "a suggestion needs the name of who suggests it") }
        let bundle = try store.read { reader -> SanastoBundle in
            guard let terminology = try reader.terminology(id: terminologyID) else {
                throw ExchangeError(.notFound, "no terminology with id \(terminologyID.uuidString.lowercased())")
            }
            guard let origin = terminology.origin else {
                throw ExchangeError(.notApplicable, "'\(terminology.title)' is not a copy of someone's terminology, so there is no author to suggest to")
            }
            let own = try reader.concepts(in: .terminology(terminologyID), includeDeprecated: false).filter(\.isOwn)
            guard !own.isEmpty else {
                throw ExchangeError(.notApplicable, "'\(terminology.title)' has no concepts of your own to suggest")
            }
            let used = Set(own.compactMap(\.categoryID))
            let categories = try reader.categories(of: terminologyID).filter { used.contains($0.id) }
            let title = try reader.originSnapshot(of: terminologyID)?.terminology.title ?? terminology.title
            return SanastoBundle(
                kind: .suggestions, exportedAt: date,
                snapshot: TerminologySnapshot(terminology: terminology, categories: categories, concepts: own), originSnapshot: nil,
                progress: nil,
                suggestion: .init(sourceTerminologyID: origin.sourceID, sourceRevision: origin.sourceRevision, sourceTitle: title, suggestedBy: name))
        }
        try output.write(BundleWriter.bytes(bundle))
        return bundle.snapshot.concepts.count
    }

    // MARK: - The teacher's side

    /// Stores a suggestion file's concepts as pending suggestions for the terminology it names.
    @discardableResult
    public func receive(_ input: ExchangeInput, partial: Bool = false) throws -> SuggestionReceipt {
        do {
            var reader = try BundleReader(bytes: try input.bytes())
            let bundle = try reader.read()
            guard bundle.kind == .suggestions, let suggestion = bundle.suggestion else {
                throw ExchangeError(.notApplicable, "this file is a terminology, not suggestions; import it instead", format: .bundle)
            }
            let errors = reader.summary.errors
            if !errors.isEmpty && !partial {
                throw ExchangeError(
                    .invalidEntries, "\(errors.count) of \(reader.summary.entryCount) suggestions cannot be read, so none was received",
                    format: .bundle, issues: errors)
            }
            let names = Dictionary(bundle.snapshot.categories.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            return try store.write { writer in
                guard let terminology = try writer.terminology(id: suggestion.sourceTerminologyID) else {
                    throw ExchangeError(
                        .notFound,
                        "these suggestions are for '\(suggestion.sourceTitle)' (\(suggestion.sourceTerminologyID.uuidString.lowercased())), which is not in this library")
                }
                let now = Timestamp(Date()).microseconds
                var received = 0, decided = 0
                for (index, concept) in bundle.snapshot.concepts.enumerated() {
                    var suggested = concept
                    suggested.terminologyID = terminology.id
                    suggested.categoryID = nil
                    suggested.isOwn = false
                    let item = Suggestion(
                        terminologyID: terminology.id, concept: suggested, categoryName: concept.categoryID.flatMap { names[$0] },
                        // A microsecond apart, so that they list in the file's order: counted in whole microseconds,
                        // since adding a microsecond to a Date's Double does not always move it to the next one.
                        suggestedBy: suggestion.suggestedBy, suggestedAt: bundle.exportedAt,
                        receivedAt: Timestamp(microseconds: now + Int64(index)).date)
                    if try writer.putSuggestion(item) { received += 1 } else { decided += 1 }
                }
                return SuggestionReceipt(terminology: terminology, suggestedBy: suggestion.suggestedBy, received: received, alreadyDecided: decided, skipped: errors)
            }
        } catch let error as ExchangeError {
            throw error.inFile(input.name)
        }
    }

    /// A terminology's suggestions, oldest first (only those with `status` when given).
    public func suggestions(for terminologyID: UUID, status: Suggestion.Status? = nil) throws -> [Suggestion] {
        try store.read { try $0.suggestions(for: terminologyID, status: status) }
    }

    /// Accepts a pending suggestion: it becomes the teacher's concept, with `attribution` added to its notes.
    @discardableResult
    public func accept(_ id: UUID, attribution: (Suggestion) -> String = SuggestionBox.defaultAttribution) throws -> Concept {
        try store.write { writer in
            let suggestion = try pending(id, writer)
            guard let terminology = try writer.terminology(id: suggestion.terminologyID) else {
                throw ExchangeError(.notFound, "the suggestion's terminology is no longer in the library")
            }
            var concept = suggestion.concept
            concept.sections.removeAll { !terminology.languages.contains($0.language) }
            guard concept.sections.contains(where: { !$0.terms.isEmpty }) else {
                throw ExchangeError(.notApplicable, "the suggestion has no term in the terminology's languages (\(terminology.languages.map(\.rawValue).joined(separator: ", ")))")
            }
            if try writer.concept(id: concept.id) != nil { concept.id = UUID() }
            concept.terminologyID = terminology.id
            if let name = suggestion.categoryName?.trimmedWhitespace, !name.isEmpty {
                concept.categoryID = try writer.category(named: name, in: terminology.id)?.id ?? writer.addCategory(named: name, to: terminology.id).id
            } else {
                concept.categoryID = nil
            }
            var related: [UUID] = []
            for other in concept.related where try writer.concept(id: other)?.terminologyID == terminology.id { related.append(other) }
            concept.related = related
            let note = attribution(suggestion)
            concept.notes = concept.notes.isEmpty ? note : concept.notes + "\n\n" + note
            concept.isOwn = false
            concept.isDeprecated = false
            concept.createdAt = Date()
            concept.modifiedAt = concept.createdAt
            let added = try writer.addConcept(concept)
            try writer.decideSuggestion(id: id, .accepted)
            return added
        }
    }

    /// Rejects a pending suggestion (it stays listed as rejected).
    public func reject(_ id: UUID) throws {
        try store.write { writer in
            _ = try pending(id, writer)
            try writer.decideSuggestion(id: id, .rejected)
        }
    }

    private func pending(_ id: UUID, _ reader: StoreReader) throws -> Suggestion {
        guard let suggestion = try reader.suggestion(id: id) else {
            throw ExchangeError(.notFound, "no suggestion with id \(id.uuidString.lowercased())")
        }
        guard suggestion.status == .pending else {
            throw ExchangeError(
                .notApplicable, suggestion.status == .accepted ? "the suggestion was accepted already" : "the suggestion was rejected already")
        }
        return suggestion
    }
}
