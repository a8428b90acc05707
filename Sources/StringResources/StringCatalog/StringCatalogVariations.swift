/// The variations of a localization: by plural category, by device, or kinds a newer Xcode adds.
///
/// Each variation value is a ``CatalogLocalization`` again: a string unit, or further variations.
public struct CatalogVariations: Hashable, Sendable {
    /// Variations by plural category (`zero`, `one`, `two`, `few`, `many`, `other`), in document order.
    public var plural: CatalogDictionary<CatalogLocalization>?
    /// Variations by device (`iphone`, `ipod`, `ipad`, `mac`, `applewatch`, `appletv`, `applevision`, `other`).
    public var device: CatalogDictionary<CatalogLocalization>?
    /// Variation kinds and fields this model does not know, with their JSON, in document order.
    public var unknownFields: [JSONMember]

    /// The object, `plural` and `device` offsets.
    ///
    /// Internal, and the initializers in an extension: the reader uses the implicit memberwise initializer (see
    /// `CatalogStringUnit.rare`).
    var offsets: StringCatalogSourceOffsets

    /// The plural categories, in CLDR order.
    public static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]
    /// The device names Xcode writes.
    public static let devices = ["iphone", "ipod", "ipad", "mac", "applewatch", "appletv", "applevision", "other"]

    /// The byte offset of the variations' object in its source, when it was read.
    public var sourceOffset: Int? {
        get { offsets.node }
        set { offsets.node = newValue }
    }

    /// The byte offset of the `plural` member's object in the source, when it was read and has one.
    public var pluralOffset: Int? {
        get { offsets.first }
        set { offsets.first = newValue }
    }

    /// The byte offset of the `device` member's object in the source, when it was read and has one.
    public var deviceOffset: Int? {
        get { offsets.second }
        set { offsets.second = newValue }
    }
}

extension CatalogVariations {
    /// Creates variations.
    public init(
        plural: CatalogDictionary<CatalogLocalization>? = nil,
        device: CatalogDictionary<CatalogLocalization>? = nil,
        unknownFields: [JSONMember] = []
    ) {
        self.init(plural: plural, device: device, unknownFields: unknownFields, offsets: StringCatalogSourceOffsets())
    }
}
