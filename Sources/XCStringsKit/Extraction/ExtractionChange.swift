import StringResources

/// One change extraction makes to a catalog, as `--dry-run` lists it.
public struct ExtractionChange: Hashable, Sendable, CustomStringConvertible {
    /// What changed.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A key found in the source that the catalog lacked.
        case added
        /// A key no longer in the source, now marked `stale`.
        case becameStale = "became stale"
        /// A stale key found in the source again.
        case revived = "no longer stale"
        /// The comment in the source differs from the catalog's.
        case commentChanged = "comment changed"
        /// The default value in the source differs from the catalog's untranslated source-language value.
        case valueChanged = "default value changed"
    }

    /// What changed.
    public var kind: Kind
    /// The key.
    public var key: String

    /// Creates a change.
    public init(_ kind: Kind, key: String) {
        self.kind = kind
        self.key = key
    }

    /// `added "key"`.
    public var description: String { "\(kind.rawValue) \(JSONWriter.quoted(key))" }
}
