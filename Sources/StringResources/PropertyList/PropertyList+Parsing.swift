import Foundation

extension PropertyList {
    /// Parses an XML or binary property list, detecting which from the first bytes.
    ///
    /// XML in UTF-8 (with or without BOM) or UTF-16 (with BOM) is accepted. Errors in XML carry a
    /// line and column; errors in binary files have no position.
    public init(parsing data: Data, file: String? = nil) throws(ResourceError) {
        do {
            self = try PropertyList.parseDocument(Array(data)).value
        } catch {
            throw error.inFile(file)
        }
    }

    /// Parses a property list; returns the value and, for XML, the UTF-8 bytes that the offsets refer to.
    static func parseDocument(_ raw: [UInt8]) throws(ResourceError) -> (value: PropertyList, xmlBytes: [UInt8]?) {
        guard let bytes = try xmlBytes(of: raw) else {
            var reader = PropertyListBinaryReader(bytes: raw)
            return (try reader.readDocument(), nil)
        }
        var reader = PropertyListXMLReader(bytes: bytes)
        return (try reader.readDocument(), bytes)
    }

    /// The text of an XML property list as validated UTF-8 (transcoded from UTF-16), or `nil` for a binary one.
    static func xmlBytes(of raw: [UInt8]) throws(ResourceError) -> [UInt8]? {
        if PropertyListBinaryReader.isBinary(raw) { return nil }
        return try StringsTextDecoding.utf8Bytes(of: raw, allowHeuristicUTF16: true)
    }
}
