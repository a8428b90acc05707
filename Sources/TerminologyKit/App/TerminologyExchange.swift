import Foundation

/// What the app needs of the exchange formats (TBX, CSV/TSV, Anki, `.sanasto` bundles), their three-way merge and
/// the demo terminology: the seam between the app's commands and `Exchange/`.
///
/// The app's import, export, merge and demo use cases call this; ``TerminologyExchangeFormats/available`` is the
/// build's implementation. An app made without one (`exchange: nil`) says so on every command that needs it,
/// instead of doing something else.
public protocol TerminologyExchange: Sendable {
    /// Imports the file at `url` into `store` in one transaction: all of it, or nothing; the summary's notes are in
    /// `language`.
    func importTerminology(
        from url: URL, request: TerminologyImportRequest, language: AppLanguage, into store: TerminologyStore
    ) throws -> TerminologyImportSummary
    /// Exports terminology `id` of `store`; to the file at `url` (replaced only when complete), or into memory.
    func exportTerminology(_ id: UUID, request: TerminologyExportRequest, from store: TerminologyStore, to url: URL?) throws -> TerminologyExportSummary
    /// Merges an updated terminology file into the copy it was imported as (or into terminology `id`); with
    /// `dryRun` nothing is written.
    func mergeTerminology(from url: URL, into id: UUID?, dryRun: Bool, store: TerminologyStore) throws -> TerminologyMergeSummary
    /// The conflicts merges left in terminology `id`, oldest first.
    func mergeConflicts(of id: UUID, store: TerminologyStore) throws -> [TerminologyMergeConflict]
    /// Resolves a merge conflict: keeps the student's value, or takes the author's.
    func resolveMergeConflict(_ id: UUID, takeTheirs: Bool, store: TerminologyStore) throws
    /// Puts the demo terminology into `store` (one transaction) and returns it; one already there is returned as it is.
    func installDemo(into store: TerminologyStore) throws -> Terminology
    /// An error of this implementation as the user reads it in `language` (nil for errors it does not know).
    func appError(for error: any Error, language: AppLanguage) -> AppError?
}

/// How a file is imported.
public struct TerminologyImportRequest: Hashable, Sendable {
    /// What the imported terminology is to the library's owner.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// A copy to study, kept mergeable with its author's updates (the default).
        case copy
        /// The owner's own terminology from now on.
        case adopt
        /// A bundle exactly as it was exported (role, origin, progress).
        case restore
    }

    /// The format's name (`tbx`, `csv`, `tsv`, `anki`, `sanasto`); nil detects it.
    public var format: String?
    /// What the terminology becomes.
    public var mode: Mode
    /// Import the good entries of a file that has bad ones.
    public var partial: Bool
    /// The languages of a headerless CSV's columns, or of an Anki file's two fields.
    public var languages: [LanguageTag]?
    /// The title of a file that has none.
    public var title: String?
    /// New ids, so that a second copy can sit beside one already in the library.
    public var newIdentifiers: Bool

    public init(
        format: String? = nil, mode: Mode = .copy, partial: Bool = false, languages: [LanguageTag]? = nil, title: String? = nil,
        newIdentifiers: Bool = false
    ) {
        self.format = format
        self.mode = mode
        self.partial = partial
        self.languages = languages
        self.title = title
        self.newIdentifiers = newIdentifiers
    }
}

/// What an import did.
public struct TerminologyImportSummary: Hashable, Sendable {
    /// The terminology.
    public var terminology: Terminology
    /// The format's name.
    public var format: String
    /// How many terms.
    public var conceptCount: Int
    /// How many categories.
    public var categoryCount: Int
    /// Entries left out (partial imports) and what was dropped, one line each, as the exchange formats word them.
    public var notes: [String]

    public init(terminology: Terminology, format: String, conceptCount: Int, categoryCount: Int, notes: [String] = []) {
        self.terminology = terminology
        self.format = format
        self.conceptCount = conceptCount
        self.categoryCount = categoryCount
        self.notes = notes
    }
}

/// How a terminology is exported.
public struct TerminologyExportRequest: Hashable, Sendable {
    /// The format's name (`tbx`, `csv`, `tsv`, `anki`, `sanasto`).
    public var format: String
    /// Whether a bundle carries study progress.
    public var includesProgress: Bool
    /// Whether deprecated concepts are exported.
    public var includesDeprecated: Bool

    public init(format: String, includesProgress: Bool = false, includesDeprecated: Bool = false) {
        self.format = format
        self.includesProgress = includesProgress
        self.includesDeprecated = includesDeprecated
    }
}

/// What an export wrote.
public struct TerminologyExportSummary: Hashable, Sendable {
    /// The format's name.
    public var format: String
    /// How many terms.
    public var conceptCount: Int
    /// How many bytes were written.
    public var byteCount: Int
    /// The bytes, for an export into memory.
    public var data: Data?
    /// What the terminology has and the format cannot carry, one line each.
    public var notCarried: [String]

    public init(format: String, conceptCount: Int, byteCount: Int, data: Data? = nil, notCarried: [String] = []) {
        self.format = format
        self.conceptCount = conceptCount
        self.byteCount = byteCount
        self.data = data
        self.notCarried = notCarried
    }
}

/// What a merge did, or would do.
public struct TerminologyMergeSummary: Hashable, Sendable {
    /// The terminology.
    public var terminology: Terminology
    /// How many terms arrived.
    public var added: Int
    /// How many changed.
    public var updated: Int
    /// How many became deprecated.
    public var deprecated: Int
    /// How many fields both sides changed (the student's value kept).
    public var conflicts: Int
    /// The concepts the merge changes, in the plan's order.
    public var conceptChanges: [Change]

    /// One concept a merge changes: what happens to it and its displayed term.
    public struct Change: Hashable, Sendable {
        public var action: MergePlan.Action
        public var term: String

        public init(action: MergePlan.Action, term: String) {
            self.action = action
            self.term = term
        }
    }

    /// One line per change with the action's stable name (`add: ribosomi`), as machine-readable output has it.
    public var changes: [String] { conceptChanges.map { "\($0.action.rawValue): \($0.term)" } }

    public init(terminology: Terminology, added: Int, updated: Int, deprecated: Int, conflicts: Int, conceptChanges: [Change] = []) {
        self.terminology = terminology
        self.added = added
        self.updated = updated
        self.deprecated = deprecated
        self.conflicts = conflicts
        self.conceptChanges = conceptChanges
    }
}

/// A field both the student and the author changed: the student's value stayed.
public struct TerminologyMergeConflict: Hashable, Sendable {
    /// The conflict's id, for resolving it.
    public var id: UUID
    /// What it is about: the term the concept shows, a category's name, or the terminology's title.
    public var subject: String
    /// The field (`definition:fi`, `difficulty`, `title`).
    public var field: String
    /// The student's value (kept) and the author's new one, as people read them.
    public var mine: String
    public var theirs: String

    public init(id: UUID, subject: String, field: String, mine: String, theirs: String) {
        self.id = id
        self.subject = subject
        self.field = field
        self.mine = mine
        self.theirs = theirs
    }
}

/// The exchange formats this build has.
public enum TerminologyExchangeFormats {
    /// The build's implementation: `Exchange/`'s importer, exporter, merger and the demo terminology.
    public static let available: (any TerminologyExchange)? = ExchangeFormats()
}
