/// The translation of one key into one language, or one variation of it.
///
/// A localization has a ``stringUnit``, or ``variations`` whose values are localizations again
/// (so plural and device variations nest either way), and may have ``substitutions``.
public struct CatalogLocalization: Hashable, Sendable {
    /// The translated text and its state.
    public var stringUnit: CatalogStringUnit?
    /// Plural, device or other variations of the text.
    public var variations: CatalogVariations?
    /// The substitutions (`%#@name@` variables) by name, in document order.
    public var substitutions: CatalogDictionary<CatalogSubstitution>?
    /// Fields this model does not know, with their JSON, in document order.
    public var unknownFields: [JSONMember]

    /// The object's offset.
    private var offsets = StringCatalogSourceOffsets()

    /// Creates a localization.
    public init(
        stringUnit: CatalogStringUnit? = nil,
        variations: CatalogVariations? = nil,
        substitutions: CatalogDictionary<CatalogSubstitution>? = nil,
        unknownFields: [JSONMember] = []
    ) {
        self.stringUnit = stringUnit
        self.variations = variations
        self.substitutions = substitutions
        self.unknownFields = unknownFields
    }

    /// Creates a read localization with its offset, in one step.
    init(
        stringUnit: consuming CatalogStringUnit?, variations: consuming CatalogVariations?,
        substitutions: consuming CatalogDictionary<CatalogSubstitution>?, unknownFields: consuming [JSONMember], sourceOffset: Int
    ) {
        offsets = StringCatalogSourceOffsets(node: sourceOffset)
        self.stringUnit = stringUnit
        self.variations = variations
        self.substitutions = substitutions
        self.unknownFields = unknownFields
    }

    /// Creates a localization holding one translated string.
    public init(_ value: String, state: CatalogStringUnit.State? = .translated) {
        self.init(stringUnit: CatalogStringUnit(state: state, value: value))
    }

    /// The byte offset of the localization's object in its source, when it was read.
    public var sourceOffset: Int? {
        get { offsets.node }
        set { offsets.node = newValue }
    }
}
