/// The small JSON text helpers validation output needs (key order and layout stay under our control).
enum ValidationJSON {
    /// A JSON string literal, or `null`.
    static func string(_ text: String?) -> String {
        JSONWriter.quoted(text)
    }

    /// A JSON number, or `null`.
    static func number(_ value: Int?) -> String {
        value.map(String.init) ?? "null"
    }
}
