import StringResources

/// Parsed format strings by text, so that rendering a looked-up entry again does not parse it again.
///
/// Bounded: when it holds `limit` formats it starts over.
enum FormatStringCache {
    static let limit = 4096
    private static let formats = Locked([String: FormatString]())

    /// The parsed format of `text` (with `%1#@name@` read as `%1$#@name@`).
    static func format(_ text: String) -> FormatString {
        if let format = formats.withLock({ $0[text] }) { return format }
        let format = FormatString(parsing: EntryRenderer.normalizingVariablePositions(text))
        formats.withLock { formats in
            if formats.count >= limit { formats.removeAll(keepingCapacity: true) }
            formats[text] = format
        }
        return format
    }
}
