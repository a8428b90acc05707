import StringResources

/// Swift identifiers made from catalog keys and table names: `term(s) in category` → `termsInCategory`.
///
/// A key's words are its letters and digits; format specifiers are left out (a substitution `%#@terms@` gives its
/// name), `(`, `)` and apostrophes join what they separate (`term(s)` → `terms`, `don't` → `dont`), everything else
/// separates words. The first word is lowercased (`URL` → `url`, `URLSession` → `urlSession`), the others
/// capitalized; a long key's name is its first words (at most 10, about 60 characters). A name that would start with a
/// digit gets a leading `_`; one that is empty becomes `string`. Swift
/// keywords are written in backticks; the few that cannot be member names even so (`init`, `self`, `Type`…) get a
/// trailing `_`.
enum AccessorName {
    /// The lowerCamelCase identifier for `key` (without backticks); the specifiers of a key that takes arguments are
    /// left out, while a key that takes none is plain text (`100% sure`).
    static func member(fromKey key: String, takesArguments: Bool) -> String {
        var words: [String] = []
        if takesArguments, key.utf8.contains(UInt8(ascii: "%")) {
            for segment in FormatString(parsing: key, allowsSubstitutionArgument: false).segments {
                switch segment {
                case .literal(let text), .invalid(let text): words += self.words(in: text)
                case .variable(let name, _): words += self.words(in: name)
                case .specifier, .substitutionArgument: continue
                }
            }
        } else {
            words = self.words(in: key)
        }
        return member(fromWords: words, empty: "string")
    }

    /// The lowerCamelCase identifier for a table name (`InfoPlist` → `infoPlist`).
    static func member(fromTable table: String) -> String {
        member(fromWords: words(in: table), empty: "table")
    }

    /// The UpperCamelCase type name for a table name (`Localizable`, `my-strings` → `MyStrings`).
    static func type(fromTable table: String) -> String {
        let words = words(in: table)
        var name = words.map(capitalized).joined()
        if name.isEmpty { name = "Table" }
        if let first = name.unicodeScalars.first, isDigit(first) { name = "_" + name }
        return reserved.contains(name) || keywords.contains(name) ? name + "_" : name
    }

    /// A parameter name from a substitution's name (`terms`, `item_count` → `itemCount`).
    static func parameter(fromName name: String) -> String? {
        let words = words(in: name)
        guard !words.isEmpty else { return nil }
        let identifier = member(fromWords: words, empty: "value")
        guard !identifier.hasPrefix("_"), !keywords.contains(identifier), !reserved.contains(identifier) else { return nil }
        return identifier
    }

    /// `name` as written in a declaration: keywords in backticks.
    static func declared(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The most words a name is made of, and the length it stops growing at: a paragraph key gets a name of its
    /// first words, not of all of them.
    static let maximumWords = 10
    static let maximumLength = 60

    private static func member(fromWords words: [String], empty: String) -> String {
        guard let first = words.first else { return empty }
        var name = lowercasedFirstWord(first)
        for word in words.dropFirst().prefix(maximumWords - 1) {
            if name.count + word.count > maximumLength { break }
            name += capitalized(word)
        }
        if let scalar = name.unicodeScalars.first, isDigit(scalar) { name = "_" + name }
        return reserved.contains(name) ? name + "_" : name
    }

    /// The words of `text`: runs of identifier characters, joined across `(`, `)`, `'` and `’`.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "(", ")", "'", "\u{2019}":
                continue
            default:
                if isIdentifierCharacter(scalar, first: current.isEmpty) {
                    current.append(scalar)
                } else if !current.isEmpty {
                    words.append(String(current))
                    current = String.UnicodeScalarView()
                }
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    private static func lowercasedFirstWord(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        // The leading run of capitals: all of an acronym (`URL`), or all but the capital that starts the next word
        // (`URLSession` → `urlSession`).
        var run = 0
        while run < scalars.count, scalars[run].properties.isUppercase { run += 1 }
        if run == 0 { return word }
        let lowered = run == scalars.count || run == 1 ? run : run - 1
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index < lowered {
                result.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        let upper = String(first).uppercased()
        // A letter whose capital is not one letter (`ß` → `SS`) is kept as it is.
        let head = upper.unicodeScalars.count == 1 ? upper : String(first)
        return head + String(word.unicodeScalars.dropFirst())
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.numericType == .decimal
    }

    /// Whether `scalar` may appear in a Swift identifier (The Swift Programming Language, Lexical Structure):
    /// ASCII letters, digits and `_`, and the Unicode ranges it lists; combining marks and digits only after the
    /// first character. Emoji and symbols are left out, so that names stay typeable.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        let value = scalar.value
        switch value {
        case 0x41...0x5A, 0x61...0x7A: return true
        case 0x30...0x39: return true  // a leading digit is handled by the caller
        case 0x5F: return false  // `_` separates words
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return !first
        default: break
        }
        guard value >= 0xA8, scalar.properties.isAlphabetic || isDigit(scalar) else { return false }
        let ranges: [ClosedRange<UInt32>] = [
            0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
            0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
            0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
            0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
            0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
        ]
        return ranges.contains { $0.contains(value) }
    }

    /// Names no member can have, even in backticks.
    static let reserved: Set<String> = ["init", "deinit", "subscript", "self", "Self", "Type", "Protocol", "super"]

    /// Swift keywords, written in backticks when a key's name is one.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "async", "some", "any", "macro",
    ]
}
