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

    /// Records where the `.stringsdict`'s keys are, from its property list read with offsets.
    mutating func locateStringsdictKeys(in propertyList: PropertyList, bytes: [UInt8]) {
        guard case .dictionary(let top) = propertyList else { return }
        stringsdictBytes = bytes
        for entry in top.entries {
            if let offset = entry.keyOffset { stringsdictOffsets[entry.key] = offset }
            guard case .dictionary(let variables) = entry.value else { continue }
            for variable in variables.entries {
                let name = entry.key + "\u{0}" + variable.key
                if let offset = variable.keyOffset { stringsdictOffsets[name] = offset }
                guard case .dictionary(let forms) = variable.value else { continue }
                for form in forms.entries {
                    if let offset = form.keyOffset { stringsdictOffsets[name + "\u{0}" + form.key] = offset }
                }
            }
        }
    }

    /// The first file of the table (its `.strings`, else its `.stringsdict`).
    public var file: String? { stringsFile ?? stringsdictFile }
}
