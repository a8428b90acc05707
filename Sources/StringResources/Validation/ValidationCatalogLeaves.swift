/// Every string unit of a catalog with its variation path, collected in one walk for all the built-in checks, and
/// each one's format parsed at most once.
///
/// The checks used to walk the model and collect the leaves of each localization again (and parse each format
/// again); they now ask the context, which walks once. Leaves are in the order of
/// ``CatalogLocalization/stringUnitLeaves``.
struct ValidationCatalogLeaves: Sendable {
    /// The leaves of every localization of every entry, in document order.
    private(set) var leaves: [CatalogStringUnitLeaf] = []
    /// Where each (entry, localization)'s leaves start in ``leaves``, flattened by entry; one more at the end.
    private var starts: [Int] = []
    /// Where each entry's localizations start in ``starts``.
    private var entryStarts: [Int] = []
    /// Where each leaf's parsed format is in ``formats`` once asked for: ``unparsed`` before, ``plain`` for a text
    /// without `%`. Small integers, so that a catalog of a hundred thousand leaves does not fill as many empty
    /// formats up front.
    private var formatSlots: [Int32] = []
    /// The formats parsed so far.
    private var formats: [FormatString] = []

    private static let unparsed: Int32 = -1
    private static let plain: Int32 = -2

    /// The parse of every text without `%`: no specifiers, variables or diagnostics.
    static let plainText = FormatString(parsing: "")

    /// Walks `catalog` once.
    init(catalog: StringCatalog) {
        entryStarts.reserveCapacity(catalog.strings.count)
        // One start per localization, and at least as many leaves in a catalog of translated strings.
        var localizationCount = 0
        catalog.strings.values.withUnsafeBufferPointer { entries in
            for entry in entries.indices { localizationCount += entries[entry].localizations.count }
        }
        starts.reserveCapacity(localizationCount + 1)
        leaves.reserveCapacity(localizationCount)
        var paths = ValidationLeafPaths()
        // Entries and localizations are read in place: copying one out of its array retains every field.
        catalog.strings.values.withUnsafeBufferPointer { entries in
            for entry in entries.indices {
                entryStarts.append(starts.count)
                entries[entry].localizations.values.withUnsafeBufferPointer { localizations in
                    guard let base = localizations.baseAddress else { return }
                    for localization in localizations.indices {
                        starts.append(leaves.count)
                        Self.collect(base + localization, node: ValidationLeafPaths.root, into: &leaves, paths: &paths)
                    }
                }
            }
        }
        starts.append(leaves.count)
        formatSlots = [Int32](repeating: Self.unparsed, count: leaves.count)
    }

    /// Appends the leaves of `localization`, whose path is `node`, in the order of
    /// ``CatalogLocalization/stringUnitLeaves``, reading the localization in place.
    private static func collect(
        _ localization: UnsafePointer<CatalogLocalization>, node: Int,
        into leaves: inout [CatalogStringUnitLeaf], paths: inout ValidationLeafPaths
    ) {
        // The unit is moved into its leaf: one copy of it, not two and a destroy.
        if let unit = localization.pointee.stringUnit {
            leaves.append(CatalogStringUnitLeaf(path: paths.path(node), stringUnit: consume unit))
        }
        if let plural = localization.pointee.variations?.plural {
            collect(plural, step: CatalogStringUnitLeaf.Step.plural, node: node, into: &leaves, paths: &paths)
        }
        if let device = localization.pointee.variations?.device {
            collect(device, step: CatalogStringUnitLeaf.Step.device, node: node, into: &leaves, paths: &paths)
        }
        guard let substitutions = localization.pointee.substitutions else { return }
        substitutions.values.withUnsafeBufferPointer { values in
            for index in values.indices {
                guard let variations = values[index].variations else { continue }
                let child = paths.child(of: node, .substitution(substitutions.keys[index]))
                if let plural = variations.plural {
                    collect(plural, step: CatalogStringUnitLeaf.Step.plural, node: child, into: &leaves, paths: &paths)
                }
                if let device = variations.device {
                    collect(device, step: CatalogStringUnitLeaf.Step.device, node: child, into: &leaves, paths: &paths)
                }
            }
        }
    }

    /// The leaves under each of `children` (plural forms or devices) of the node `node`, whose names `step` turns
    /// into path steps.
    private static func collect(
        _ children: CatalogDictionary<CatalogLocalization>, step: (String) -> CatalogStringUnitLeaf.Step, node: Int,
        into leaves: inout [CatalogStringUnitLeaf], paths: inout ValidationLeafPaths
    ) {
        children.values.withUnsafeBufferPointer { values in
            guard let base = values.baseAddress else { return }
            for index in values.indices {
                let child = paths.child(of: node, step(children.keys[index]))
                collect(base + index, node: child, into: &leaves, paths: &paths)
            }
        }
    }

    /// The positions in ``leaves`` of the leaves of localization `localization` of entry `entry` (positions in
    /// the catalog's `strings` and the entry's `localizations`).
    func range(entry: Int, localization: Int) -> Range<Int> {
        let slot = entryStarts[entry] + localization
        return starts[slot]..<starts[slot + 1]
    }

    /// The leaves of localization `localization` of entry `entry`, by their positions in ``leaves``.
    func leaves(entry: Int, localization: Int) -> ArraySlice<CatalogStringUnitLeaf> {
        leaves[range(entry: entry, localization: localization)]
    }

    /// The format of leaf `position`, parsed as the format check reads it (a substitution's form may use
    /// `%arg`), without its literal segments, which no check reads; a text without `%` is not parsed.
    mutating func format(ofLeaf position: Int) -> FormatString {
        let slot = formatSlots[position]
        if slot >= 0 { return formats[Int(slot)] }
        if slot == Self.plain { return Self.plainText }
        // Read in place: a copy of the leaf would retain its path and every field of its string unit.
        let value = leaves[position].stringUnit.value
        guard ValidationMessage.contains(UInt8(ascii: "%"), in: value) else {
            formatSlots[position] = Self.plain
            return Self.plainText
        }
        let format = FormatString(parsing: value, allowsSubstitutionArgument: leaves[position].substitution != nil, keepsLiterals: false)
        formatSlots[position] = Int32(truncatingIfNeeded: formats.count)
        formats.append(format)
        return format
    }
}
