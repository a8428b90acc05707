/// A definition in one language, with where it comes from.
public struct Definition: Hashable, Codable, Sendable {
    /// The definition's text.
    public var text: String
    /// Its source (a book, a standard, a URL), when given.
    public var source: String?

    public init(_ text: String, source: String? = nil) {
        self.text = text
        self.source = source
    }
}
