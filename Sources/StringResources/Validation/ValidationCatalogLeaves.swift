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
    /// The parsed format of each leaf, made when first asked for.
    private var formats: [FormatString?] = []

    /// The parse of every text without `%`: no specifiers, variables or diagnostics.
    static let plainText = FormatString(parsing: "")

    /// Walks `catalog` once.
    init(catalog: StringCatalog) {
        entryStarts.reserveCapacity(catalog.strings.count)
        var path: [CatalogStringUnitLeaf.Step] = []
        // Entries and localizations are read in place: copying one out of its array retains every field.
        catalog.strings.values.withUnsafeBufferPointer { entries in
            for entry in entries.indices {
                entryStarts.append(starts.count)
                entries[entry].localizations.values.withUnsafeBufferPointer { localizations in
                    for localization in localizations.indices {
                        starts.append(leaves.count)
                        Self.collect(localizations, localization, into: &leaves, path: &path)
                    }
                }
            }
        }
        starts.append(leaves.count)
        formats = [FormatString?](repeating: nil, count: leaves.count)
    }

    /// Appends the leaves of `localizations[position]` in the order of ``CatalogLocalization/stringUnitLeaves``,
    /// reading the localization and its variations in place.
    private static func collect(
        _ localizations: UnsafeBufferPointer<CatalogLocalization>, _ position: Int,
        into leaves: inout [CatalogStringUnitLeaf], path: inout [CatalogStringUnitLeaf.Step]
    ) {
        if let unit = localizations[position].stringUnit { leaves.append(CatalogStringUnitLeaf(path: path, stringUnit: unit)) }
        if localizations[position].variations != nil {
            collectVariations(localizations, position, into: &leaves, path: &path)
        }
        guard let substitutions = localizations[position].substitutions else { return }
        substitutions.values.withUnsafeBufferPointer { values in
            for index in values.indices {
                guard let variations = values[index].variations else { continue }
                path.append(.substitution(substitutions.keys[index]))
                collect(variations, into: &leaves, path: &path)
                path.removeLast()
            }
        }
    }

    /// The leaves of the variations of `localizations[position]`.
    private static func collectVariations(
        _ localizations: UnsafeBufferPointer<CatalogLocalization>, _ position: Int,
        into leaves: inout [CatalogStringUnitLeaf], path: inout [CatalogStringUnitLeaf.Step]
    ) {
        guard let variations = localizations[position].variations else { return }
        collect(variations, into: &leaves, path: &path)
    }

    /// The leaves under `variations`: its plural forms, then its devices.
    private static func collect(
        _ variations: CatalogVariations, into leaves: inout [CatalogStringUnitLeaf], path: inout [CatalogStringUnitLeaf.Step]
    ) {
        if let plural = variations.plural { collect(plural, step: CatalogStringUnitLeaf.Step.plural, into: &leaves, path: &path) }
        if let device = variations.device { collect(device, step: CatalogStringUnitLeaf.Step.device, into: &leaves, path: &path) }
    }

    /// The leaves under each of `children` (plural forms or devices), whose names `step` turns into path steps.
    private static func collect(
        _ children: CatalogDictionary<CatalogLocalization>, step: (String) -> CatalogStringUnitLeaf.Step,
        into leaves: inout [CatalogStringUnitLeaf], path: inout [CatalogStringUnitLeaf.Step]
    ) {
        children.values.withUnsafeBufferPointer { values in
            for index in values.indices {
                path.append(step(children.keys[index]))
                collect(values, index, into: &leaves, path: &path)
                path.removeLast()
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
        if let format = formats[position] { return format }
        // Read in place: a copy of the leaf would retain its path and every field of its string unit.
        let value = leaves[position].stringUnit.value
        let format = ValidationMessage.contains(UInt8(ascii: "%"), in: value)
            ? FormatString(parsing: value, allowsSubstitutionArgument: leaves[position].substitution != nil, keepsLiterals: false)
            : Self.plainText
        formats[position] = format
        return format
    }
}
