import Foundation

/// What a format reader hands its findings to, in file order: the terminology first, then categories, languages
/// first used by later entries, and concepts one at a time — so that a large file never has to be in memory.
///
/// `add(_:at:)` may throw an `ExchangeIssue` to refuse one entry; the reader records it and goes on. Any other
/// error ends the read.
protocol TerminologyReceiver: AnyObject {
    /// The terminology, with the categories its file declares up front (in order).
    func begin(_ terminology: Terminology, categories: [Category]) throws
    /// A category first named by the entry about to be added.
    func add(category: Category) throws
    /// A language first used by the entry about to be added.
    func add(language: LanguageTag) throws
    /// One concept; `entry` names it in messages (its id in the file or first term) and `position` gives where
    /// its entry starts (computed only when a message needs it).
    func add(_ concept: Concept, entry: String?, at position: () -> ExchangePosition?) throws
}

extension ExchangeIssue: Error {}

/// What a reader reports when it is done: the entries it left out and what it dropped from the others.
struct ReadSummary: Sendable {
    var issues: [ExchangeIssue] = []
    var entryCount = 0

    var errors: [ExchangeIssue] { issues.filter { $0.severity == .error } }
    var warnings: [ExchangeIssue] { issues.filter { $0.severity == .warning } }
}

/// How a reader fills in what a file does not say.
struct ExchangeReadOptions: Sendable {
    /// The languages of a headerless CSV's columns or an Anki file's fields, in order.
    var languages: [LanguageTag]?
    /// The title the import was given, for a file without one.
    var title: String?
    /// The title when neither the file nor the import gives one (the file's name).
    var fallbackTitle: String?
    /// The id of a terminology whose file has none.
    var terminologyID: UUID?
    /// The CSV delimiter, when not detected.
    var delimiter: CSVDelimiter?
    /// Whether a CSV's first row is a header; nil to detect.
    var hasHeader: Bool?
    /// What separates several terms in one cell.
    var termSeparator = CSVOptions.defaultTermSeparator
    /// When the import happens (the dates of what a file does not date).
    var now = Date()
}

/// A receiver that keeps everything: the whole terminology as a snapshot (merges, dry runs, tests).
final class SnapshotCollector: TerminologyReceiver {
    private(set) var terminology: Terminology?
    private(set) var categories: [Category] = []
    private(set) var concepts: [Concept] = []
    private var conceptIDs: Set<UUID> = []

    func begin(_ terminology: Terminology, categories: [Category]) throws {
        self.terminology = terminology
        self.categories = categories
    }

    func add(category: Category) throws { categories.append(category) }

    func add(language: LanguageTag) throws {
        if terminology?.languages.contains(language) == false { terminology?.languages.append(language) }
    }

    func add(_ concept: Concept, entry: String?, at position: () -> ExchangePosition?) throws {
        guard conceptIDs.insert(concept.id).inserted else {
            throw ExchangeIssue(.error, .duplicateEntry, at: position(), entry: entry, "another entry has the same id")
        }
        concepts.append(concept)
    }

    /// What was collected; nil when the reader never began.
    var snapshot: TerminologySnapshot? {
        guard let terminology else { return nil }
        // Relations to concepts the file does not have cannot be kept.
        let ids = conceptIDs
        let concepts = self.concepts.map { concept -> Concept in
            var concept = concept
            concept.related.removeAll { !ids.contains($0) }
            return concept
        }
        return TerminologySnapshot(terminology: terminology, categories: categories, concepts: concepts)
    }
}
