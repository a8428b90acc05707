import Foundation

/// The one way Sanasto compares words loosely: for search, for typed answers, for the web's search box.
///
/// `fold(_:)` gives the form two texts share when a reader would call them the same word:
///
/// - **Case** is removed (`Fotosynteesi` → `fotosynteesi`), without regard to locale.
/// - **Turkish i**: `I`, `ı`, `İ` and `i` all fold to `i`. A Turkish reader types `isi` on a keyboard without `ı`,
///   or `ISI` in capitals, and expects `ısı` to be found; Turkish search engines match them the same way. The price
///   is that `ısı` (heat) and `isi` (its soot) find each other, which a search can afford; an exact comparison of
///   the original texts still tells them apart.
/// - **Finnish and Swedish letters** `å`, `ä` and `ö` are kept: a Finn does not consider `sää` (weather) and `saa`
///   (gets) the same word. `æ` folds to `ä` and `ø` to `ö`, their Nordic equivalents. (Cyrillic `й` also keeps
///   its breve: Russian readers do not take it for `и`.)
/// - **Other diacritics** are removed: `é` → `e`, `ü` → `u`, `ş` → `s`, `ğ` → `g`, `ç` → `c`, `ñ` → `n`, and Hebrew
///   points and Arabic vowel marks. Marks that are part of their letter (Indic vowel signs, Japanese dakuten) stay.
/// - **Compatibility forms** are unified (NFKD): ligatures (`ﬁ` → `fi`), full-width letters, superscripts and
///   subscripts (`CO₂` → `co2`); `ß` → `ss`, `œ` → `oe`, `ł` → `l`, `đ`/`ð` → `d`, `þ` → `th`, final `ς` → `σ`.
/// - **Punctuation**: dashes become `-`, apostrophes and single quotes `'`, double quotes `"`; runs of white space
///   become one space, trimmed at both ends; control and format characters (soft hyphen, zero-width space) and
///   noncharacters are dropped.
///
/// The result is NFC-normalized, so that equal folded texts are equal strings and compare equal byte by byte.
public enum TextFolding {
    /// The folded form of `text`.
    public static func fold(_ text: some StringProtocol) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        if foldLatin(text, into: &bytes) { return String(decoding: bytes, as: UTF8.self) }
        return foldAnyText(text)
    }

    /// Appends the folded form of `text` to `output` as UTF-8 (what a bulk writer binds, without a string).
    static func fold(_ text: some StringProtocol, into output: inout [UInt8]) {
        let start = output.count
        if foldLatin(text, into: &output) { return }
        output.removeSubrange(start...)
        output.append(contentsOf: foldAnyText(text).utf8)
    }

    /// Any text, through Unicode compatibility decomposition (the definition the fast paths agree with).
    static func foldAnyText(_ text: some StringProtocol) -> String {
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        // The letter a diacritic would sit on: `a` and `o` keep ring and diaeresis (å, ä, ö), `и` its breve (й).
        var base: Unicode.Scalar?
        func append(_ scalar: Unicode.Scalar) {
            if pendingSpace, !output.isEmpty { output.append(" ") }
            pendingSpace = false
            output.append(scalar)
            base = scalar
        }
        for scalar in String(text).decomposedStringWithCompatibilityMapping.unicodeScalars {
            if isDiacritic(scalar) {
                if let base, keepsMark(scalar, after: base) { output.append(scalar) }
                base = nil
                continue
            }
            let properties = scalar.properties
            if properties.isWhitespace {
                pendingSpace = true
                base = nil
                continue
            }
            switch properties.generalCategory {
            case .control, .format, .surrogate, .privateUse, .unassigned:
                continue
            case .nonspacingMark, .spacingMark, .enclosingMark:
                // A mark that is part of its letter (Devanagari vowel signs, Japanese dakuten): kept as is.
                output.append(scalar)
                continue
            default:
                break
            }
            if properties.isNoncharacterCodePoint { continue }
            switch scalar.value {
            case 0x49, 0x69, 0x130, 0x131:  // I i İ ı
                append("i")
            case 0x2010...0x2015, 0x2212, 0xFE58, 0xFE63, 0xFF0D:
                append("-")
            case 0x2018, 0x2019, 0x201A, 0x201B, 0x2032, 0x02BC, 0xFF07:
                append("'")
            case 0x201C, 0x201D, 0x201E, 0x201F, 0x2033, 0x00AB, 0x00BB:
                append("\"")
            default:
                if let replacement = replacements[scalar] {
                    for replaced in replacement.unicodeScalars { append(replaced) }
                    base = nil
                } else {
                    // Lowercasing never yields a diacritic here except for İ, handled above.
                    for lower in properties.lowercaseMapping.unicodeScalars where !isDiacritic(lower) { append(lower) }
                }
            }
        }
        return String(output).precomposedStringWithCanonicalMapping
    }

    /// Whether `scalar` is a diacritic that folding removes: the combining diacritical mark blocks, Hebrew points
    /// and Arabic vowel marks (marks that belong to their letter, as in Indic scripts, are not diacritics).
    private static func isDiacritic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        case 0x0591...0x05C7, 0x064B...0x065F, 0x0670: true
        default: false
        }
    }

    /// The diacritics kept on their letter: the ring of `å`, the diaeresis of `ä` and `ö`, the breve of `й`.
    private static func keepsMark(_ mark: Unicode.Scalar, after base: Unicode.Scalar) -> Bool {
        switch (base, mark.value) {
        case ("a", 0x030A), ("a", 0x0308), ("o", 0x0308), ("и", 0x0306): true
        default: false
        }
    }

    /// Letters NFKD does not take apart, lowercased to what a reader treats as the same.
    private static let replacements: [Unicode.Scalar: String] = [
        "ß": "ss", "ẞ": "ss", "Æ": "ä", "æ": "ä", "Ø": "ö", "ø": "ö", "Œ": "oe", "œ": "oe",
        "Ł": "l", "ł": "l", "Đ": "d", "đ": "d", "Ð": "d", "ð": "d", "Þ": "th", "þ": "th", "Ħ": "h", "ħ": "h",
        "ς": "σ", "ſ": "s", "Ŀ": "l", "ŀ": "l",
    ]

    /// The folded form of each scalar below U+0250 (Latin-1 and Latin Extended-A and -B, where Finnish, Turkish
    /// and most European text lives), computed once by the general path; nil where a scalar's folding depends on
    /// its neighbours (white space, spacing diacritics such as `¨`), which sends the text to the general path.
    private static let latinTable: [String?] = (0..<0x250).map { value -> String? in
        guard let scalar = Unicode.Scalar(value), !scalar.properties.isWhitespace else { return nil }
        let folded = foldAnyText("a" + String(scalar) + "a")
        guard folded.hasPrefix("a"), folded.hasSuffix("a"), folded.count >= 2 else { return nil }
        let middle = String(folded.dropFirst().dropLast())
        return middle.unicodeScalars.contains(where: { $0.properties.isWhitespace }) ? nil : middle
    }

    /// `latinTable` as UTF-8: scalar `s` folds to `latinBytes[latinOffsets[s]..<latinOffsets[s + 1]]`, and a
    /// negative `latinOffsets[s]` means nil. Bytes, so that the fast path appends without making strings.
    private static let latinOffsets: [Int32] = {
        var offsets: [Int32] = []
        var count: Int32 = 0
        for folded in latinTable {
            offsets.append(folded == nil ? -1 - count : count)
            count += Int32(folded?.utf8.count ?? 0)
        }
        offsets.append(count)
        return offsets
    }()

    private static let latinBytes: [UInt8] = latinTable.flatMap { Array(($0 ?? "").utf8) }

    /// The fast path for text in the Latin blocks below U+0250 (ASCII included), by table, appending to `output`;
    /// false when the text has other scalars (what it appended is then to be dropped).
    private static func foldLatin(_ text: some StringProtocol, into output: inout [UInt8]) -> Bool {
        if let done = text.utf8.withContiguousStorageIfAvailable({ foldLatin($0, into: &output) }) { return done }
        let copy = Array(text.utf8)
        return copy.withUnsafeBufferPointer { foldLatin($0, into: &output) }
    }

    private static func foldLatin(_ input: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> Bool {
        let start = output.count
        var pendingSpace = false
        var at = 0
        let count = input.count
        return latinOffsets.withUnsafeBufferPointer { offsets in
            latinBytes.withUnsafeBufferPointer { folded in
                while at < count {
                    let lead = input[at]
                    let value: Int
                    if lead < 0x80 {
                        value = Int(lead)
                        at += 1
                    } else if lead >= 0xC2, lead <= 0xDF, at + 1 < count {
                        value = Int(lead & 0x1F) << 6 | Int(input[at + 1] & 0x3F)
                        at += 2
                    } else {
                        return false
                    }
                    switch value {
                    case 0x09...0x0D, 0x20, 0x85, 0xA0:
                        pendingSpace = true
                        continue
                    case 0..<0x250:
                        break
                    default:
                        return false
                    }
                    let from = Int(offsets[value])
                    guard from >= 0 else { return false }
                    let to = Int(offsets[value + 1] < 0 ? -1 - offsets[value + 1] : offsets[value + 1])
                    guard to > from else { continue }
                    if pendingSpace, output.count > start { output.append(0x20) }
                    pendingSpace = false
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: folded[from..<to]))
                }
                return true
            }
        }
    }
}
