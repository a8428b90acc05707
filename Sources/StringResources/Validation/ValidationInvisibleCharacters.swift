/// Invisible and control characters in a value, which users cannot see but which break search, comparison, line
/// breaking and copy and paste, or reorder the text around them: zero-width characters (U+200B…), C0 controls other
/// than tab and line feed, DEL and C1 controls, and bidirectional controls.
///
/// What a script needs is not reported: a zero-width joiner or non-joiner after a letter of a script that joins or
/// shapes (Arabic, Persian, the Indic scripts) or inside an emoji sequence, and bidirectional marks in a value of a
/// right-to-left language or with right-to-left text.
enum ValidationInvisibleCharacters {
    /// One invisible character found: the scalar and its 0-based scalar index in the value.
    struct Found {
        var scalar: Unicode.Scalar
        var column: Int
    }

    /// The invisible characters of `value` in `locale`, each distinct scalar once (at its first place).
    static func find(in value: String, locale: String?) -> [Found] {
        // Most values have none: one pass over the bytes looks for a control or a lead byte of one of them
        // (C2: C1 controls; D8: U+061C; E1: U+180E; E2: U+200B–U+206F; EF: U+FEFF).
        guard mayContainOne(value) else { return [] }
        var found: [Found] = []
        var previous: Unicode.Scalar?
        var rightToLeft: Bool?
        for (column, scalar) in value.unicodeScalars.enumerated() {
            defer { previous = scalar }
            guard let kind = kind(of: scalar) else { continue }
            switch kind {
            case .joiner:
                if let previous, joins(previous) || (scalar == "\u{200D}" && previous.properties.isEmoji && !previous.isASCII) { continue }
            case .bidi:
                if rightToLeft == nil { rightToLeft = isRightToLeft(locale) || value.unicodeScalars.contains(where: isRightToLeftLetter) }
                if rightToLeft == true { continue }
            case .invisible, .control:
                break
            }
            if !found.contains(where: { $0.scalar == scalar }) { found.append(Found(scalar: scalar, column: column)) }
        }
        return found
    }

    /// Whether `value` may hold a character ``find(in:locale:)`` reports: a C0 control, DEL, or the bytes of
    /// U+0080–U+009F, U+061C, U+180E, U+200B–U+200F, U+202A–U+202E, U+2060–U+2069 or U+FEFF. Their lead bytes
    /// (C2, D8, E1, E2, EF) also start common letters and punctuation (Arabic, Vietnamese, `’`, `…`, `，`, no-break
    /// space), so a lead byte alone does not send a value down the scalar-by-scalar path.
    static func mayContainOne(_ value: String) -> Bool {
        if let found = value.utf8.withContiguousStorageIfAvailable({ mayContainOne($0) }) { return found }
        return Array(value.utf8).withUnsafeBufferPointer { mayContainOne($0) }
    }

    /// ``mayContainOne(_:)`` of a value's UTF-8.
    static func mayContainOne(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        var index = 0
        // Sixteen bytes of printable ASCII (the usual text) at a time, by one test.
        while count - index >= 16 {
            let first = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let second = UnsafeRawPointer(base + index + 8).loadUnaligned(as: UInt64.self)
            if nonPrintableASCII(first) | nonPrintableASCII(second) != 0 { break }
            index += 16
        }
        guard index < count else { return false }
        return leadBytes.withUnsafeBufferPointer { table -> Bool in
            guard let lead = table.baseAddress else { return true }
            // Eight bytes at a time: printable ASCII by one test, others (letters of other scripts) by a table lookup
            // each; only a block with a control or a lead byte is looked at closely.
            while count - index >= 8 {
                let block = base + index
                if nonPrintableASCII(UnsafeRawPointer(block).loadUnaligned(as: UInt64.self)) != 0 {
                    let marks = lead[Int(block[0])] | lead[Int(block[1])] | lead[Int(block[2])] | lead[Int(block[3])]
                        | lead[Int(block[4])] | lead[Int(block[5])] | lead[Int(block[6])] | lead[Int(block[7])]
                    if marks != 0 && hasOne(bytes, from: index, to: index + 8) { return true }
                }
                index += 8
            }
            while index < count {
                if lead[Int(base[index])] != 0 && startsOne(bytes, at: index) { return true }
                index += 1
            }
            return false
        }
    }

    /// 1 for the bytes that may start a reported character: C0 controls but tab and line feed, DEL, and the lead
    /// bytes C2, D8, E1, E2 and EF.
    private static let leadBytes: [UInt8] = (0...255).map { byte in
        switch byte {
        case 0x09, 0x0A: 0
        case 0x00..<0x20, 0x7F, 0xC2, 0xD8, 0xE1, 0xE2, 0xEF: 1
        default: 0
        }
    }

    /// Nonzero unless all eight bytes of `word` are printable ASCII (0x20…0x7E).
    @inline(__always)
    private static func nonPrintableASCII(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A byte below 0x20 borrows into its high bit; a byte of 0x7F or more has it set, alone or after adding 1.
        let below = (word &- ones &* 0x20) & ~word
        let above = word | (word &+ ones)
        return (below | above) & highs
    }

    /// Whether a byte of `bytes[start..<end]` starts a character ``find(in:locale:)`` reports.
    private static func hasOne(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            if startsOne(bytes, at: index) { return true }
            index += 1
        }
        return false
    }

    /// Whether the byte at `index` starts a character ``find(in:locale:)`` reports (or may, at the very end).
    @inline(__always)
    private static func startsOne(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let count = bytes.count
        let byte = bytes[index]
        // Printable ASCII, the usual byte, first.
        if byte >= 0x20 && byte < 0x7F { return false }
        switch byte {
        case 0x09, 0x0A: return false
        case 0x00..<0x20, 0x7F: return true
        case 0xC2:
            // U+0080–U+009F.
            guard index + 1 < count else { return true }
            return bytes[index + 1] < 0xA0
        case 0xD8:
            // U+061C.
            guard index + 1 < count else { return true }
            return bytes[index + 1] == 0x9C
        case 0xE1, 0xE2, 0xEF:
            guard index + 2 < count else { return true }
            let second = bytes[index + 1], third = bytes[index + 2]
            switch byte {
            case 0xE1: return second == 0xA0 && third == 0x8E  // U+180E
            case 0xEF: return second == 0xBB && third == 0xBF  // U+FEFF
            default:
                if second == 0x80 && (0x8B...0x8F ~= third || 0xAA...0xAE ~= third) { return true }
                return second == 0x81 && 0xA0...0xA9 ~= third
            }
        default: return false
        }
    }

    /// The message part naming what was found: `U+200B (zero width space) at column 4`.
    static func describe(_ found: [Found]) -> String {
        found.map { "U+\(hex($0.scalar)) (\(name(of: $0.scalar))) at column \($0.column + 1)" }.joined(separator: ", ")
    }

    private enum Kind { case control, invisible, joiner, bidi }

    private static func kind(of scalar: Unicode.Scalar) -> Kind? {
        switch scalar.value {
        case 0x09, 0x0A: nil
        case 0x00...0x1F, 0x7F...0x9F: .control
        case 0x200C, 0x200D: .joiner
        case 0x200B, 0x2060...0x2064, 0xFEFF, 0x180E: .invisible
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: .bidi
        default: nil
        }
    }

    /// Whether a joiner after `scalar` is what its script needs: a letter or mark beyond Latin, Greek and Cyrillic.
    private static func joins(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x0590 else { return false }
        switch scalar.properties.generalCategory {
        case .otherLetter, .nonspacingMark, .spacingMark, .modifierLetter: return true
        default: return false
        }
    }

    private static func isRightToLeftLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFC: scalar.properties.isAlphabetic
        default: false
        }
    }

    /// Whether `locale` is written right to left (ar, he, fa, ur…).
    static func isRightToLeft(_ locale: String?) -> Bool {
        guard let locale else { return false }
        let language = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb", "ks", "syr", "arc"].contains(language)
            || locale.contains("Arab") || locale.contains("Hebr")
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func name(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00: return "null"
        case 0x08: return "backspace"
        case 0x0B: return "line tabulation"
        case 0x0C: return "form feed"
        case 0x0D: return "carriage return"
        case 0x1B: return "escape"
        case 0x7F: return "delete"
        case 0x01...0x1F: return "control character"
        case 0x80...0x9F: return "C1 control character"
        case 0xFEFF: return "zero width no-break space, a byte-order mark"
        default: return scalar.properties.name?.lowercased() ?? "invisible character"
        }
    }
}
