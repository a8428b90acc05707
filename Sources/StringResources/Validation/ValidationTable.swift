/// One language's `.strings` and `.stringsdict` of a table (e.g. `fi.lproj/Localizable.*`), as validation reads them.
public struct ValidationTable: Sendable {
    /// The language of the `<lang>.lproj` folder, or `nil` for a file outside one.
    public var language: String?
    /// The `.strings` file's path, when there is one.
    public var stringsFile: String?
    /// The parsed `.strings` file.
    public var strings: StringsTable?
    /// The `.stringsdict` file's path, when there is one.
    public var stringsdictFile: String?
    /// The parsed `.stringsdict` file.
    public var stringsdict: StringsDictionary?
    /// The UTF-8 bytes of the `.stringsdict` (XML), for positions.
    var stringsdictBytes: [UInt8]?
    /// Byte offsets of the `.stringsdict` keys: `key`, `key\u{0}variable`, `key\u{0}variable\u{0}form`.
    var stringsdictOffsets: [String: Int] = [:]

    /// Creates a table of one language.
    public init(
        language: String?,
        stringsFile: String? = nil,
        strings: StringsTable? = nil,
        stringsdictFile: String? = nil,
        stringsdict: StringsDictionary? = nil
    ) {
        self.language = language
        self.stringsFile = stringsFile
        self.strings = strings
        self.stringsdictFile = stringsdictFile
        self.stringsdict = stringsdict
    }

    /// Records where the `.stringsdict`'s keys are, from its property list read with offsets: every key of
    /// every nested dictionary, by its path from the top joined with NUL (`key`, `key\u{0}variable`, …).
    mutating func locateStringsdictKeys(in propertyList: PropertyList, bytes: [UInt8]) {
        guard case .dictionary = propertyList else { return }
        stringsdictBytes = bytes
        var offsets: [String: Int] = [:]
        func visit(_ value: PropertyList, prefix: String?, depth: Int) {
            // An entry, its variables and their forms, or an entry, its devices, their variables and forms.
            guard depth < 6, case .dictionary(let dictionary) = value else { return }
            for entry in dictionary.entries {
                let path = prefix.map { $0 + "\u{0}" + entry.key } ?? entry.key
                if let offset = entry.keyOffset { offsets[path] = offset }
                visit(entry.value, prefix: path, depth: depth + 1)
            }
        }
        visit(propertyList, prefix: nil, depth: 0)
        stringsdictOffsets = offsets
    }

    /// The first file of the table (its `.strings`, else its `.stringsdict`).
    public var file: String? { stringsFile ?? stringsdictFile }
}
