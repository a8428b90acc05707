/// A lookup that can list its keys, so that phrases used by no shortcut can be reported.
public protocol IntentStringKeyListing: IntentStringLookup {
    /// Every key `table` has for `locale`.
    func keys(table: String, locale: String) -> [String]
}

extension InMemoryStringLookup: IntentStringKeyListing {
    /// The keys stored for `table` and `locale`, sorted.
    public func keys(table: String, locale: String) -> [String] {
        (tables[table]?[locale].map { Array($0.keys) } ?? []).sorted()
    }
}
