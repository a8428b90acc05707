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
        for entry in catalog.strings.values {
            entryStarts.append(starts.count)
            for localization in entry.localizations.values {
                starts.append(leaves.count)
                localization.collectLeaves(into: &leaves, path: &path)
            }
        }
        starts.append(leaves.count)
        formats = [FormatString?](repeating: nil, count: leaves.count)
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
    /// `%arg`); a text without `%` is not parsed.
    mutating func format(ofLeaf position: Int) -> FormatString {
        if let format = formats[position] { return format }
        // Read in place: a copy of the leaf would retain its path and every field of its string unit.
        let value = leaves[position].stringUnit.value
        let format = ValidationMessage.contains(UInt8(ascii: "%"), in: value)
            ? FormatString(parsing: value, allowsSubstitutionArgument: leaves[position].substitution != nil)
            : Self.plainText
        formats[position] = format
        return format
    }
}
