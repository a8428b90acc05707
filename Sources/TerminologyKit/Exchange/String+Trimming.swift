extension StringProtocol {
    /// The text without white space (Unicode's White_Space, as the store trims terms) at either end; the text
    /// itself, not a copy, when it has none. Readers call it on every value, so it avoids Foundation's
    /// `trimmingCharacters`, which bridges each string.
    var trimmedWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        guard let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return String(self) }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

extension String {
    /// `trimmedWhitespace` for a `String`: almost every value starts and ends with an ASCII character that is not
    /// white space, which its two end bytes tell without looking up a Unicode property.
    var trimmedWhitespace: String {
        if let first = utf8.first, first < 0x80, !Self.isASCIIWhitespace(first),
           let last = utf8.last, last < 0x80, !Self.isASCIIWhitespace(last) {
            return self
        }
        return self[...].trimmedWhitespace
    }

    /// ASCII's White_Space characters: tab, line feed, vertical tab, form feed, carriage return, space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
}
