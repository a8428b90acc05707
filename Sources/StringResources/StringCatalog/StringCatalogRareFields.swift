/// The fields of a catalog node that are rarely present (a localization's variations and substitutions, the
/// fields a model does not know), kept out of line so that the node's own value stays small.
///
/// Why: a struct of more than a few stored fields is not split into registers by the optimizer, and then making
/// and returning one (for every localization and string unit of a catalog) costs a copy and a destroy of the
/// whole value. One reference, `nil` when none of these fields is set, keeps the node within that size; the
/// box is immutable, so the node keeps value semantics (a change makes a new box).
final class StringCatalogRareFields: Sendable {
    let variations: CatalogVariations?
    let substitutions: CatalogDictionary<CatalogSubstitution>?
    let unknownFields: [JSONMember]

    private init(variations: CatalogVariations?, substitutions: CatalogDictionary<CatalogSubstitution>?, unknownFields: [JSONMember]) {
        self.variations = variations
        self.substitutions = substitutions
        self.unknownFields = unknownFields
    }

    /// A box holding the fields, or `nil` when none is set (no variations, no substitutions, no unknown field).
    /// The arguments are consumed: the reader's locals move into the box, with no destroy of them after.
    static func make(
        variations: consuming CatalogVariations? = nil, substitutions: consuming CatalogDictionary<CatalogSubstitution>? = nil,
        unknownFields: consuming [JSONMember] = []
    ) -> StringCatalogRareFields? {
        // Matched as cases: `== nil` here would compare whole values through `Equatable`.
        if case .none = variations, case .none = substitutions, unknownFields.isEmpty { return nil }
        return StringCatalogRareFields(variations: variations, substitutions: substitutions, unknownFields: unknownFields)
    }
}

extension StringCatalogRareFields {
    /// Whether there are variations or substitutions, told from the fields in place (reading either out of the
    /// box copies it, retaining everything under it).
    var hasVariationsOrSubstitutions: Bool {
        if case .none = variations, case .none = substitutions { return false }
        return true
    }
}

extension StringCatalogRareFields {
    /// Whether there are variations, told in place.
    var hasVariations: Bool {
        if case .none = variations { return false }
        return true
    }

    /// Whether the variations vary by device, told in place.
    var hasDeviceVariations: Bool {
        guard case .some = variations, case .some = variations?.device else { return false }
        return true
    }
}
