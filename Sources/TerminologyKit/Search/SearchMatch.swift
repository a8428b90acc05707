/// How a concept matched a search, best first: the order search results come in.
public enum SearchMatch: Int, Comparable, CaseIterable, Sendable {
    /// A term equals the query (folded).
    case exact
    /// A term starts with the query: search as you type (`fot` → `fotosynteesi`).
    case prefix
    /// A word inside a term starts with the query (`kasvi` in `vihreä kasvi`).
    case word
    /// A word of a definition or context sentence starts with the query.
    case definition

    public static func < (lhs: SearchMatch, rhs: SearchMatch) -> Bool { lhs.rawValue < rhs.rawValue }
}
