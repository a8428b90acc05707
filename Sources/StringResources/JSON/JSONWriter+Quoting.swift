extension JSONWriter {
    /// A JSON string literal for `text`, escaped as Xcode escapes catalog strings (`/` and non-ASCII
    /// characters are kept as they are).
    ///
    /// The one quoting rule every JSON output of the tools shares.
    public static func quoted(_ text: String) -> String {
        var writer = JSONWriter(capacity: text.utf8.count + 2)
        writer.writeString(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// A JSON string literal for `text`, or `null`.
    public static func quoted(_ text: String?) -> String {
        text.map { quoted($0) } ?? "null"
    }
}
