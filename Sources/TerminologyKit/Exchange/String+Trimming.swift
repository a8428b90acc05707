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
