import Foundation

extension StringsDictionary {
    /// The dictionary key of the format string.
    public static let formatKeyKey = "NSStringLocalizedFormatKey"
    /// The variable key of the rule type.
    public static let specTypeKey = "NSStringFormatSpecTypeKey"
    /// The variable key of the argument's conversion.
    public static let valueTypeKey = "NSStringFormatValueTypeKey"
    /// The entry key of top-level width variants.
    public static let widthRuleKey = "NSStringVariableWidthRuleType"
    /// The entry key of top-level device variants.
    public static let deviceRuleKey = "NSStringDeviceSpecificRuleType"

    /// Parses a `.stringsdict` (an XML or binary property list) and checks its structure.
    ///
    /// A wrong structure is an error with the line and column (XML only) and the key path, e.g.
    /// `apples › apple_count › other`: a value of the wrong type, a missing `NSStringLocalizedFormatKey`,
    /// both `NSStringLocalizedFormatKey` and `NSStringVariableWidthRuleType` in one entry, a variable
    /// referenced as `%#@name@` but not defined, a plural variable without `other` or whose value type is
    /// neither a number conversion nor `@` (an `NSNumber`), an unknown rule type, and one argument position
    /// used with two incompatible types. This initializer throws the first such error; to read every other
    /// entry of a file with a bad one, use ``init(parsing:file:skippingInvalidEntries:)``.
    ///
    /// A top-level `NSStringDeviceSpecificRuleType` entry (``StringsDictEntry/Content/deviceVariants(_:)``) is
    /// read too: it may not be combined with a format key or width variants, must hold at least one device, and
    /// each device holds a `<string>` or a `<dict>` checked like an entry (key paths such as
    /// `key › NSStringDeviceSpecificRuleType › mac › arg1 › other`). Device names are not checked against
    /// Apple's list; see ``StringsDictDeviceVariant``.
    public init(parsing data: Data, file: String? = nil) throws(ResourceError) {
        var errors: [ResourceError] = []
        try self.init(parsing: data, file: file, skippingInvalidEntries: &errors)
        if let first = errors.first { throw first }
    }

    /// Parses a `.stringsdict`, reading every entry it can: an entry with a structure error (see
    /// ``init(parsing:file:)``) is left out of ``entries`` and its errors, with their file, line, column and
    /// key path, are appended to `errors` in file order — every bad entry of the file, not the first only.
    ///
    /// One bad entry never costs the others, as on Apple platforms, where the other keys of such a file work.
    /// Throws only when the file as a whole cannot be read: not a property list, or not a dictionary.
    public init(parsing data: Data, file: String? = nil, skippingInvalidEntries errors: inout [ResourceError]) throws(ResourceError) {
        do {
            let raw = Array(data)
            if let xmlBytes = try PropertyList.xmlBytes(of: raw) {
                // XML, the usual form, straight from the tokens into the model.
                let read = try StringsDictXMLReader.read(xmlBytes)
                self = read.dictionary
                errors.append(contentsOf: read.errors.map { $0.inFile(file) })
            } else {
                var binary = PropertyListBinaryReader(bytes: raw)
                var reader = StringsDictReader(xmlBytes: nil)
                self = try reader.read(binary.readDocument())
                errors.append(contentsOf: reader.errors.map { $0.inFile(file) })
            }
        } catch {
            throw error.inFile(file)
        }
    }

    /// Reads a `.stringsdict` file from disk.
    public init(contentsOf url: URL) throws(ResourceError) {
        try self.init(parsing: ResourceFile.contents(of: url), file: url.path)
    }
}
