/// The translation of one key into one language, or one variation of it.
///
/// A localization has a ``stringUnit``, or ``variations`` whose values are localizations again
/// (so plural and device variations nest either way), and may have ``substitutions``.
public struct CatalogLocalization: Hashable, Sendable {
    /// The translated text and its state.
    public var stringUnit: CatalogStringUnit?

    /// Variations, substitutions and unknown fields, out of line: most localizations have none of them.
    ///
    /// Internal, and the initializers in an extension: the reader uses the implicit memberwise initializer (see
    /// `CatalogStringUnit.rare`).
    var rare: Optional<StringCatalogRareFields>
    /// The object's offset.
    var offsets: StringCatalogSourceOffsets

    /// Plural, device or other variations of the text.
    public var variations: CatalogVariations? {
        get { rare?.variations }
        set { rare = StringCatalogRareFields.make(variations: newValue, substitutions: rare?.substitutions, unknownFields: rare?.unknownFields ?? []) }
    }

    /// The substitutions (`%#@name@` variables) by name, in document order.
    public var substitutions: CatalogDictionary<CatalogSubstitution>? {
        get { rare?.substitutions }
        set { rare = StringCatalogRareFields.make(variations: rare?.variations, substitutions: newValue, unknownFields: rare?.unknownFields ?? []) }
    }

    /// Fields this model does not know, with their JSON, in document order.
    public var unknownFields: [JSONMember] {
        get { rare?.unknownFields ?? [] }
        set { rare = StringCatalogRareFields.make(variations: rare?.variations, substitutions: rare?.substitutions, unknownFields: newValue) }
    }

    /// The byte offset of the localization's object in its source, when it was read.
    public var sourceOffset: Int? {
        get { offsets.node }
        set { offsets.node = newValue }
    }

    /// Whether both have the same content (wherever they were read from).
    public static func == (lhs: CatalogLocalization, rhs: CatalogLocalization) -> Bool {
        guard lhs.stringUnit == rhs.stringUnit else { return false }
        if lhs.rare === rhs.rare { return true }
        return lhs.variations == rhs.variations && lhs.substitutions == rhs.substitutions && lhs.unknownFields == rhs.unknownFields
    }

    /// Hashes the content, as ``==`` compares it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(stringUnit)
        hasher.combine(variations)
        hasher.combine(substitutions)
        hasher.combine(unknownFields)
    }
}

extension CatalogLocalization {
    /// Creates a localization.
    public init(
        stringUnit: CatalogStringUnit? = nil,
        variations: CatalogVariations? = nil,
        substitutions: CatalogDictionary<CatalogSubstitution>? = nil,
        unknownFields: [JSONMember] = []
    ) {
        self.init(
            stringUnit: stringUnit,
            rare: StringCatalogRareFields.make(variations: variations, substitutions: substitutions, unknownFields: unknownFields),
            offsets: StringCatalogSourceOffsets())
    }

    /// Creates a localization holding one translated string.
    public init(_ value: String, state: CatalogStringUnit.State? = .translated) {
        self.init(stringUnit: CatalogStringUnit(state: state, value: value))
    }
}

extension CatalogLocalization {
    /// Whether the localization has variations or substitutions, told without copying them (see
    /// ``StringCatalogRareFields/hasVariationsOrSubstitutions``).
    var hasVariationsOrSubstitutions: Bool {
        rare?.hasVariationsOrSubstitutions ?? false
    }
}
