/// Character classes and small text helpers of HTTP's grammar (RFC 9110 §5.6, RFC 3986).
enum HTTPSyntax {
    /// tchar: the characters of a token.
    static let tokenTable = table(alphanumericsAnd: "!#$%&'*+-.^_`|~")

    /// The characters allowed in a request target's path and query (pchar, "/", "?"), "%" included.
    static let targetTable = table(alphanumericsAnd: "-._~!$&'()*+,;=:@/?%")

    /// The characters allowed in a `Host` value or an absolute-form authority (reg-name, IP literal, port).
    static let authorityTable = table(alphanumericsAnd: "-._~!$&'()*+,;=:%[]")

    /// A byte table true for ASCII letters, digits and `extra`.
    private static func table(alphanumericsAnd extra: String) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for range in [UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z")] {
            for byte in range { table[Int(byte)] = true }
        }
        for byte in extra.utf8 { table[Int(byte)] = true }
        return table
    }

    @inline(__always) static func isTokenByte(_ byte: UInt8) -> Bool { tokenTable[Int(byte)] }

    /// field-vchar, SP and HTAB: what a field value may hold (obs-text included).
    @inline(__always) static func isFieldValueByte(_ byte: UInt8) -> Bool {
        byte == 0x09 || (byte >= 0x20 && byte != 0x7F)
    }

    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    @inline(__always) static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    @inline(__always) static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// ASCII lower case (header names are ASCII tokens).
    static func lowercased(_ text: String) -> String {
        if !text.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) { return text }
        return String(decoding: text.utf8.map { lowercased($0) }, as: UTF8.self)
    }

    /// Whether two strings are equal in ASCII case-insensitive comparison.
    static func equalsIgnoringCase(_ lhs: some StringProtocol, _ rhs: some StringProtocol) -> Bool {
        lhs.utf8.count == rhs.utf8.count && zip(lhs.utf8, rhs.utf8).allSatisfy { lowercased($0) == lowercased($1) }
    }

    /// `text` without spaces and tabs at either end.
    static func trimmed(_ text: Substring) -> Substring {
        var result = text
        while let first = result.utf8.first, isWhitespace(first) { result = result.dropFirst() }
        while let last = result.utf8.last, isWhitespace(last) { result = result.dropLast() }
        return result
    }
}

import Foundation

extension HTTPSyntax {
    /// `bytes` as a string when they are valid UTF-8 (`String(validating:)` needs macOS 15).
    static func validUTF8(_ bytes: some Collection<UInt8>) -> String? {
        String(bytes: bytes, encoding: .utf8)
    }
}
