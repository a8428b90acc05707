import Foundation

/// The source's strings of one key by variation path, as the checks that compare a translation with its source
/// look them up: the source's leaves, read in place and searched (hashing paths of steps cost more than the search).
struct ValidationSourceTexts {
    private let leaves: ArraySlice<CatalogStringUnitLeaf>
    /// The positions of the leaves that are plural forms (most sources have none).
    private var pluralForms: [Int] = []

    /// The texts of `leaves`; a path met again keeps its last text.
    init(_ leaves: ArraySlice<CatalogStringUnitLeaf>) {
        self.leaves = leaves
        for position in leaves.indices {
            if case .plural? = leaves[position].path.last { pluralForms.append(position) }
        }
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
        guard !pluralForms.isEmpty, case .plural? = path.last else { return false }
        let parentCount = path.count - 1
        for position in pluralForms {
            let candidate = leaves[position].path
            guard candidate.count == path.count else { continue }
            var sameParent = true
            for step in 0..<parentCount where candidate[step] != path[step] {
                sameParent = false
                break
            }
            if sameParent && Self.equal(leaves[position].stringUnit.value, value) { return true }
        }
        return false
    }

    /// Whether `a == b`, as `String` compares (canonical equivalence), deciding the usual pair of different texts
    /// from their bytes.
    ///
    /// Identical bytes are equal. Otherwise a text's first (last) character is looked at: no ASCII character
    /// decomposes or moves in normalization, so a text that starts (ends) with one starts (ends) with it in every
    /// canonically equivalent spelling, which starts (ends) with the same ASCII character only if it has it there
    /// or has a character that decomposes to one first (last). Anything else is left to `String`'s comparison.
    static func equal(_ a: String, _ b: String) -> Bool {
        let decided = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in decide(x, y) } ?? nil
        } ?? nil
        return decided ?? (a == b)
    }

    /// `equal`'s answer from the bytes, or `nil` when only `String`'s comparison can tell.
    private static func decide(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let xBase = x.baseAddress, let yBase = y.baseAddress, let xFirst = x.first, let yFirst = y.first,
              let xLast = x.last, let yLast = y.last else { return x.isEmpty && y.isEmpty }
        if x.count == y.count && memcmp(xBase, yBase, x.count) == 0 { return true }
        if xFirst != yFirst {
            if xFirst < 0x80 && yFirst < 0x80 { return false }
            if xFirst < 0x80 && !mayDecomposeToASCII(lead: yFirst) || yFirst < 0x80 && !mayDecomposeToASCII(lead: xFirst) { return false }
        }
        if xLast != yLast {
            if xLast < 0x80 && yLast < 0x80 { return false }
            if xLast < 0x80 && !mayEndInASCII(y) || yLast < 0x80 && !mayEndInASCII(x) { return false }
        }
        return nil
    }

    /// Whether a character whose UTF-8 starts with `lead` may decompose canonically to one that starts with an
    /// ASCII character: Latin letters with marks (U+00C0–U+027F, U+1E00–U+1EFF), U+037E (`;`), U+1FEF (`` ` ``),
    /// U+212A (`K`) and U+212B (`A` and a ring), leads C3–C9, CD, E1, E2; other leads are kept too where unsure.
    private static func mayDecomposeToASCII(lead: UInt8) -> Bool {
        switch lead {
        case 0xC2, 0xCA...0xCC, 0xCE...0xE0, 0xE3...0xEE: false
        default: true
        }
    }

    /// Whether the last character of `bytes` (which ends in a non-ASCII byte) may decompose canonically to one that
    /// ends with an ASCII character: U+037E (`;`, CD BE), U+1FEF (`` ` ``, E1 BF AF) and U+212A (`K`, E2 84 AA).
    private static func mayEndInASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        if count >= 2 && bytes[count - 2] == 0xCD && bytes[count - 1] == 0xBE { return true }
        guard count >= 3 else { return false }
        let tail = (bytes[count - 3], bytes[count - 2], bytes[count - 1])
        return tail == (0xE1, 0xBF, 0xAF) || tail == (0xE2, 0x84, 0xAA)
    }
}
