/// The source's strings of one key by variation path, as the checks that compare a translation with its source
/// look them up: a few paths, searched (hashing paths of steps cost more than the search).
struct ValidationSourceTexts {
    private var paths: [[CatalogStringUnitLeaf.Step]] = []
    private var values: [String] = []

    /// The texts of `leaves`; a path met again keeps its last text.
    init(_ leaves: some Collection<CatalogStringUnitLeaf>) {
        paths.reserveCapacity(leaves.count)
        values.reserveCapacity(leaves.count)
        for leaf in leaves {
            if let known = paths.firstIndex(of: leaf.path) {
                values[known] = leaf.stringUnit.value
            } else {
                paths.append(leaf.path)
                values.append(leaf.stringUnit.value)
            }
        }
    }

    /// The text at `path`, if the source has one there.
    subscript(path: some Collection<CatalogStringUnitLeaf.Step>) -> String? {
        for position in paths.indices where paths[position].elementsEqual(path) { return values[position] }
        return nil
    }

    /// Whether `value` is one of the source's forms of the plural whose form `path` is (never when `path` does not
    /// end in a plural form).
    func hasPluralForm(_ value: String, besides path: [CatalogStringUnitLeaf.Step]) -> Bool {
        guard case .plural? = path.last else { return false }
        let parent = path.dropLast()
        for position in paths.indices {
            let candidate = paths[position]
            guard candidate.count == path.count, case .plural? = candidate.last, candidate.dropLast().elementsEqual(parent) else { continue }
            if values[position] == value { return true }
        }
        return false
    }
}
