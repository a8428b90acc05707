/// The field delimiters CSV files use.
public enum CSVDelimiter: String, CaseIterable, Hashable, Sendable {
    case comma = ","
    case semicolon = ";"
    case tab = "\t"

    var byte: UInt8 {
        switch self {
        case .comma: UInt8(ascii: ",")
        case .semicolon: UInt8(ascii: ";")
        case .tab: 0x09
        }
    }

    /// `comma`, `semicolon`, `tab`, or the character itself.
    public init?(name: String) {
        switch name.lowercased() {
        case "comma", ",": self = .comma
        case "semicolon", ";": self = .semicolon
        case "tab", "\t", "\\t": self = .tab
        default: return nil
        }
    }
}

/// How CSV and TSV are read and written.
///
/// The table: a header row of column names, one concept per row. Column names (case does not matter):
///
/// | column | holds |
/// |---|---|
/// | `fi`, `en-GB` (a language code) | the terms in that language, several separated by `termSeparator` (` | `); the first is preferred, the others admitted |
/// | `fi:deprecated` | deprecated terms in that language |
/// | `definition:fi`, `source:fi` | the definition in that language and where it comes from |
/// | `context:fi` | a sentence using the first term in that language |
/// | `category` | the category's name |
/// | `partOfSpeech` | noun, verb, adjective, adverb, properNoun or other, for every term of the row |
/// | `difficulty` | easy, medium or hard (also `helppo`/`keskitaso`/`vaikea`, `kolay`/`orta`/`zor`) |
/// | `notes` | free notes |
/// | `related` | ids of related concepts, separated by `termSeparator` |
/// | `id` | the concept's id (a UUID keeps it; any other text is turned into a stable one) |
///
/// Without a header row, the columns are the terms of `ImportOptions.languages` in order (the two-column form:
/// a term and its translation). Quoting follows RFC 4180; line ends may be CRLF or LF; a UTF-8 or UTF-16 byte
/// order mark is understood, and a file that is not UTF-8 is read as Latin-1 with a warning.
///
/// CSV does not carry: study progress, term statuses beyond first/other/deprecated, a part of speech that
/// differs between the terms of a row, a context sentence of a term other than the first, categories without
/// concepts, the terminology's metadata other than its languages.
public struct CSVOptions: Hashable, Sendable {
    /// What separates several terms in one cell: ` | `.
    public static let defaultTermSeparator = " | "

    /// The delimiter; nil detects it when reading (the most frequent of tab, semicolon and comma in the first
    /// line) and uses comma (tab for TSV) when writing.
    public var delimiter: CSVDelimiter?
    /// Whether the first row is a header; nil detects it when reading.
    public var hasHeader: Bool?
    /// What separates several terms in one cell.
    public var termSeparator: String
    /// Whether an export starts with a UTF-8 byte order mark (spreadsheets need it to see UTF-8).
    public var writesByteOrderMark: Bool
    /// Whether an export has the `id` column, which lets a re-import find the same concepts.
    public var includesIDs: Bool

    public init(
        delimiter: CSVDelimiter? = nil, hasHeader: Bool? = nil, termSeparator: String = CSVOptions.defaultTermSeparator,
        writesByteOrderMark: Bool = true, includesIDs: Bool = true
    ) {
        self.delimiter = delimiter
        self.hasHeader = hasHeader
        self.termSeparator = termSeparator
        self.writesByteOrderMark = writesByteOrderMark
        self.includesIDs = includesIDs
    }
}
