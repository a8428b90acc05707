/// Visits every `variations` object under a catalog localization, with the path that leads to it.
enum ValidationVariationsWalker {
    /// One `variations` object and where it is.
    struct Visit {
        /// The variations.
        var variations: CatalogVariations
        /// The steps from the localization to the node holding `variations` (a substitution step for a
        /// substitution's own variations).
        var path: [CatalogStringUnitLeaf.Step]
        /// The byte offset of the node holding `variations` (a fallback when the variations have none).
        var holderOffset: Int?
    }

    /// Calls `body` for every `variations` object under `localization`, outermost first.
    static func forEach(in localization: CatalogLocalization, _ body: (Visit) -> Void) {
        var path: [CatalogStringUnitLeaf.Step] = []
        visit(localization, path: &path, body)
        if let substitutions = localization.substitutions {
            for (name, substitution) in substitutions {
                guard let variations = substitution.variations else { continue }
                path.append(.substitution(name))
                body(Visit(variations: variations, path: path, holderOffset: substitution.sourceOffset))
                visitChildren(of: variations, path: &path, body)
                path.removeLast()
            }
        }
    }

    private static func visit(_ localization: CatalogLocalization, path: inout [CatalogStringUnitLeaf.Step], _ body: (Visit) -> Void) {
        guard let variations = localization.variations else { return }
        body(Visit(variations: variations, path: path, holderOffset: localization.sourceOffset))
        visitChildren(of: variations, path: &path, body)
    }

    private static func visitChildren(of variations: CatalogVariations, path: inout [CatalogStringUnitLeaf.Step], _ body: (Visit) -> Void) {
        // Children are read in place (by position in their arrays), not copied out: most have no variations.
        if let plural = variations.plural {
            plural.values.withUnsafeBufferPointer { values in
                for position in values.indices where values[position].variations != nil {
                    path.append(.plural(plural.keys[position]))
                    visit(values, position, path: &path, body)
                    path.removeLast()
                }
            }
        }
        if let device = variations.device {
            device.values.withUnsafeBufferPointer { values in
                for position in values.indices where values[position].variations != nil {
                    path.append(.device(device.keys[position]))
                    visit(values, position, path: &path, body)
                    path.removeLast()
                }
            }
        }
    }

    private static func visit(
        _ localizations: UnsafeBufferPointer<CatalogLocalization>, _ position: Int, path: inout [CatalogStringUnitLeaf.Step],
        _ body: (Visit) -> Void
    ) {
        guard let variations = localizations[position].variations else { return }
        body(Visit(variations: variations, path: path, holderOffset: localizations[position].sourceOffset))
        visitChildren(of: variations, path: &path, body)
    }
}
