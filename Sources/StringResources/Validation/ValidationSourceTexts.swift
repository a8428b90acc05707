/// The source's strings of one key by variation path, as the checks that compare a translation with its source
/// look them up: the source's leaves, read in place and searched (hashing paths of steps cost more than the search).
struct ValidationSourceTexts {
    private let leaves: ArraySlice<CatalogStringUnitLeaf>

    /// The texts of `leaves`; a path met again keeps its last text.
    init(_ leaves: ArraySlice<CatalogStringUnitLeaf>) {
        self.leaves = leaves
    }

    /// The text at `path`, if the source has one there.
    subscript(path: some Collection<CatalogStringUnitLeaf.Step>) -> String? {
        // From the end: a path met again keeps its last text.
        for position in leaves.indices.reversed() where leaves[position].path.elementsEqual(path) {
            return leaves[position].stringUnit.value
        }
        return nil
    }

    /// The text at `path`, looked for first at the `ordinal`th leaf, where a translation shaped like its source
    /// has it.
    func text(at path: [CatalogStringUnitLeaf.Step], ordinal: Int) -> String? {
        let guess = leaves.startIndex + ordinal
        // Paths under one localization are distinct (they are made of dictionary keys), so a match is the only one.
        if guess < leaves.endIndex && leaves[guess].path == path { return leaves[guess].stringUnit.value }
        return self[path]
    }

    /// Whether `value` is one of the source's forms of the plural whose form `path` is (never when `path` does not
    /// end in a plural form).
    func hasPluralForm(_ value: String, besides path: [CatalogStringUnitLeaf.Step]) -> Bool {
        guard case .plural? = path.last else { return false }
        let parent = path.dropLast()
        for position in leaves.indices {
            let candidate = leaves[position].path
            guard candidate.count == path.count, case .plural? = candidate.last, candidate.dropLast().elementsEqual(parent) else { continue }
            if Self.equal(leaves[position].stringUnit.value, value) { return true }
        }
        return false
    }

    /// Whether `a == b`, as `String` compares (canonical equivalence), deciding the usual pair of different texts
    /// from their bytes.
    ///
    /// A text that starts (or ends) with an ASCII character starts (ends) with it in every canonically equivalent
    /// spelling: no ASCII character decomposes or reorders. So two texts whose first (or last) bytes are
    /// different ASCII bytes differ; identical bytes are equal. Anything else is left to `String`'s comparison.
    static func equal(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        let decided = a.withUTF8 { x in
            b.withUTF8 { y -> Bool? in
                guard let xFirst = x.first, let yFirst = y.first, let xLast = x.last, let yLast = y.last else { return x.isEmpty && y.isEmpty }
                if xFirst != yFirst && xFirst < 0x80 && yFirst < 0x80 { return false }
                if xLast != yLast && xLast < 0x80 && yLast < 0x80 { return false }
                if x.count == y.count && x.elementsEqual(y) { return true }
                return nil
            }
        }
        return decided ?? (a == b)
    }
}
