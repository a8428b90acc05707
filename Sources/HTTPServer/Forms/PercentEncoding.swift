/// Percent-encoding and decoding of URI components and form fields (RFC 3986 §2.1, WHATWG URL forms).
public enum PercentEncoding {
    /// `text` with `%XX` escapes decoded (and `+` as a space when `plusAsSpace`), or nil when an escape is
    /// malformed or the decoded bytes are not UTF-8.
    public static func decode(_ text: some StringProtocol, plusAsSpace: Bool = false) -> String? {
        guard let bytes = decodeBytes(text, plusAsSpace: plusAsSpace) else { return nil }
        return HTTPSyntax.validUTF8(bytes)
    }

    /// `text` with `%XX` escapes decoded to bytes, or nil when an escape is malformed.
    public static func decodeBytes(_ text: some StringProtocol, plusAsSpace: Bool = false) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        guard utf8.contains(UInt8(ascii: "%")) || (plusAsSpace && utf8.contains(UInt8(ascii: "+"))) else { return utf8 }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < utf8.count, let high = HTTPSyntax.hexValue(utf8[index + 1]),
                    let low = HTTPSyntax.hexValue(utf8[index + 2])
                else { return nil }
                bytes.append(UInt8(high * 16 + low))
                index += 3
            } else {
                bytes.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return bytes
    }

    /// `text` decoded, with malformed escapes kept as written and invalid UTF-8 replaced by U+FFFD.
    public static func decodeLossy(_ text: some StringProtocol, plusAsSpace: Bool = false) -> String {
        if let bytes = decodeBytes(text, plusAsSpace: plusAsSpace) { return String(decoding: bytes, as: UTF8.self) }
        // Decode escape by escape, so that one stray '%' does not undo the others.
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"), index + 2 < utf8.count, let high = HTTPSyntax.hexValue(utf8[index + 1]),
                let low = HTTPSyntax.hexValue(utf8[index + 2])
            {
                bytes.append(UInt8(high * 16 + low))
                index += 3
            } else {
                bytes.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` with every byte outside RFC 3986's unreserved set escaped, for a path segment or query value.
    public static func encode(_ text: some StringProtocol) -> String {
        var result: [UInt8] = []
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.append(byte)
            default:
                result.append(UInt8(ascii: "%"))
                result.append(hex[Int(byte >> 4)])
                result.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
