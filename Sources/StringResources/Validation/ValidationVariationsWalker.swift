/// Visits every `variations` object under a catalog localization, with the path that leads to it.
///
/// The model is read in place: a visit points at the node holding the variations (a localization or a
/// substitution) instead of copying it, since copying a node retains every field under it and most visits read
/// only whether it has a plural.
enum ValidationVariationsWalker {
    /// One `variations` object and where it is, read out of it once (a copy of the model's recursive types goes
    /// through their value witnesses, so each field is read once per visit).
    struct Visit {
        /// The plural forms, by category.
        let plural: CatalogDictionary<CatalogLocalization>?
        /// Whether the variations vary by device.
        let hasDevice: Bool
        /// The byte offsets of the variations' object and of its `plural` and `device` members.
        let variationsOffset: Int?
        let pluralOffset: Int?
        let deviceOffset: Int?
        /// The byte offset of the node holding the variations (a fallback when the variations have none).
        let holderOffset: Int?
        /// The steps from the localization to the node holding the variations (a substitution step for a
        /// substitution's own variations).
        let path: [CatalogStringUnitLeaf.Step]

        /// Whether the variations vary by plural.
        var hasPlural: Bool { plural != nil }

        fileprivate init(_ variations: CatalogVariations, holderOffset: Int?, path: [CatalogStringUnitLeaf.Step]) {
            plural = variations.plural
            hasDevice = variations.device != nil
            variationsOffset = variations.sourceOffset
            pluralOffset = variations.pluralOffset
            deviceOffset = variations.deviceOffset
            self.holderOffset = holderOffset
            self.path = path
        }

        /// The visit of the variations in `rare` (which has some), each field read in place: a copy of the whole
        /// variations out of the box retains all of them and is destroyed after.
        fileprivate init(in rare: StringCatalogRareFields, holderOffset: Int?, path: [CatalogStringUnitLeaf.Step]) {
            plural = rare.variations?.plural
            hasDevice = rare.hasDeviceVariations
            variationsOffset = rare.variations?.sourceOffset
            pluralOffset = rare.variations?.pluralOffset
            deviceOffset = rare.variations?.deviceOffset
            self.holderOffset = holderOffset
            self.path = path
        }
    }

    /// Calls `body` for every `variations` object under `localizations[position]`, outermost first: the
    /// localization's own (plural forms, then devices, each nested either way), then each substitution's.
    static func forEach(
        in localizations: UnsafeBufferPointer<CatalogLocalization>, at position: Int, _ body: (Visit) -> Void
    ) {
        var path: [CatalogStringUnitLeaf.Step] = []
        visit(localizations, position, path: &path, body)
        guard let substitutions = localizations[position].substitutions else { return }
        substitutions.values.withUnsafeBufferPointer { values in
            for index in values.indices {
                guard let variations = values[index].variations else { continue }
                path.append(.substitution(substitutions.keys[index]))
                visit(variations, holderOffset: values[index].sourceOffset, path: &path, body)
                path.removeLast()
            }
        }
    }

    private static func visit(
        _ localizations: UnsafeBufferPointer<CatalogLocalization>, _ position: Int, path: inout [CatalogStringUnitLeaf.Step],
        _ body: (Visit) -> Void
    ) {
        guard let rare = localizations[position].rare else { return }
        visit(rare, holderOffset: localizations[position].sourceOffset, path: &path, body)
    }

    /// Visits the variations in `rare`, if it has some, and those under them.
    private static func visit(
        _ rare: StringCatalogRareFields, holderOffset: Int?, path: inout [CatalogStringUnitLeaf.Step], _ body: (Visit) -> Void
    ) {
        guard rare.hasVariations else { return }
        let visit = Visit(in: rare, holderOffset: holderOffset, path: path)
        let plural = visit.plural, hasDevice = visit.hasDevice
        // The visit (and its share of `path`) ends before the children's steps are appended.
        body(consume visit)
        if let plural { visitChildren(plural, step: CatalogStringUnitLeaf.Step.plural, path: &path, body) }
        if hasDevice, let device = rare.variations?.device {
            visitChildren(device, step: CatalogStringUnitLeaf.Step.device, path: &path, body)
        }
    }

    private static func visit(
        _ variations: CatalogVariations, holderOffset: Int?, path: inout [CatalogStringUnitLeaf.Step], _ body: (Visit) -> Void
    ) {
        // The visit (and its share of `path`) ends before the children's steps are appended.
        body(Visit(variations, holderOffset: holderOffset, path: path))
        // Most children are string units: only those with variations are visited.
        if let plural = variations.plural { visitChildren(plural, step: CatalogStringUnitLeaf.Step.plural, path: &path, body) }
        if let device = variations.device { visitChildren(device, step: CatalogStringUnitLeaf.Step.device, path: &path, body) }
    }

    private static func visitChildren(
        _ children: CatalogDictionary<CatalogLocalization>, step: (String) -> CatalogStringUnitLeaf.Step,
        path: inout [CatalogStringUnitLeaf.Step], _ body: (Visit) -> Void
    ) {
        children.values.withUnsafeBufferPointer { values in
            for position in values.indices {
                // Most children are string units, without a box of rare fields.
                guard let rare = values[position].rare, rare.hasVariations else { continue }
                path.append(step(children.keys[position]))
                visit(rare, holderOffset: values[position].sourceOffset, path: &path, body)
                path.removeLast()
            }
        }
    }
}
