import Foundation

/// How a terminology file is imported.
public struct ImportOptions: Sendable {
    /// What the imported terminology is to this library's owner.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// A copy to study (the default): owned as a student, with the author's id and revision and the whole
        /// terminology as imported kept, so that the author's updates can be merged later.
        case copy
        /// The owner's own terminology from now on: owned as its teacher, no origin kept.
        case adopt
        /// Exactly as exported: a bundle brings back its role, origin, merge snapshot and (unless
        /// `includesProgress` is off) study progress; other formats import as `adopt`.
        case restore
    }

    /// Whether imported ids stay the file's.
    public enum Identity: String, Hashable, Sendable {
        /// The file's ids (the default); importing a terminology the library already has is refused.
        case keep
        /// New ids for the terminology, its categories and concepts, derived from the file's: a second,
        /// independent copy beside one the library already has.
        case newCopy
    }

    /// The file's format; nil detects it from the name and content.
    public var format: ExchangeFormat?
    /// What the terminology is to the library's owner: a copy to study (the default), their own, or a restore.
    public var mode: Mode
    /// Whether the file's ids are kept (the default) or a second copy gets its own.
    public var identity: Identity
    /// Import the good entries of a file that has bad ones (each bad one is reported); without it a file with a
    /// bad entry imports nothing.
    public var partial: Bool
    /// The languages of a headerless CSV's columns or of an Anki file's two fields, in order.
    public var languages: [LanguageTag]?
    /// The title of a file that has none (CSV, Anki); the file's name without extension by default.
    public var title: String?
    /// How CSV and TSV are read.
    public var csv: CSVOptions
    /// Whether a restored bundle's study progress is imported.
    public var includesProgress: Bool

    public init(
        format: ExchangeFormat? = nil, mode: Mode = .copy, identity: Identity = .keep, partial: Bool = false,
        languages: [LanguageTag]? = nil, title: String? = nil, csv: CSVOptions = CSVOptions(), includesProgress: Bool = true
    ) {
        self.format = format
        self.mode = mode
        self.identity = identity
        self.partial = partial
        self.languages = languages
        self.title = title
        self.csv = csv
        self.includesProgress = includesProgress
    }

    /// Options that bring a bundle back exactly as it was exported.
    public static var restore: ImportOptions { ImportOptions(mode: .restore) }
}

/// What an import did.
public struct ImportReport: Sendable {
    /// The terminology as imported into the library.
    public var terminology: Terminology
    /// The format read.
    public var format: ExchangeFormat
    /// How many concepts and categories were imported.
    public var conceptCount: Int
    /// How many categories were imported.
    public var categoryCount: Int
    /// How many study cards a restored bundle brought.
    public var studyCardCount: Int
    /// The entries left out (only with `ImportOptions.partial`; otherwise they make the import fail).
    public var skipped: [ExchangeIssue]
    /// What was dropped or changed in the entries that were imported.
    public var warnings: [ExchangeIssue]
}
