import Foundation

/// An Xcode String Catalog (`.xcstrings`): every string of a table in every language.
///
/// Read losslessly: fields and values this model does not know are kept with their JSON and written
/// back, so a newer Xcode's catalog survives a round trip; ``encoded()`` reproduces Xcode's bytes.
/// Each node remembers the byte offset it was read from; ``position(ofOffset:)`` turns it into a
/// line and column for messages.
public struct StringCatalog: Hashable, Sendable {
    /// The catalog's development language, e.g. `en`.
    public var sourceLanguage: String
    /// The format version as written, e.g. `1.0` or `1.1`.
    public var version: String
    /// The strings by key, in document order.
    public var strings: CatalogDictionary<CatalogEntry>
    /// Top-level fields this model does not know, with their JSON, in document order.
    public var unknownFields: [JSONMember]

    private var source: StringCatalogUncompared<[UInt8]?>
    private var offset: StringCatalogUncompared<Int?>
    private var versionOffsetValue: StringCatalogUncompared<Int?>

    /// Creates a catalog.
    public init(
        sourceLanguage: String,
        version: String = "1.0",
        strings: CatalogDictionary<CatalogEntry> = [:],
        unknownFields: [JSONMember] = []
    ) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.strings = strings
        self.unknownFields = unknownFields
        self.source = StringCatalogUncompared(nil)
        self.offset = StringCatalogUncompared(nil)
        self.versionOffsetValue = StringCatalogUncompared(nil)
    }

    /// The UTF-8 text the catalog was read from, when it was read.
    public var sourceBytes: [UInt8]? {
        get { source.value }
        set { source.value = newValue }
    }

    /// The byte offset of the catalog's top-level object in its source, when it was read.
    public var sourceOffset: Int? {
        get { offset.value }
        set { offset.value = newValue }
    }

    /// The byte offset of the `version` member's value in its source, when it was read.
    public var versionOffset: Int? {
        get { versionOffsetValue.value }
        set { versionOffsetValue.value = newValue }
    }

    /// The line and column of a node's source offset, when the catalog was read from text.
    public func position(ofOffset offset: Int?) -> SourcePosition? {
        guard let offset, let bytes = source.value else { return nil }
        return SourcePosition(offset: offset, in: bytes)
    }
}
