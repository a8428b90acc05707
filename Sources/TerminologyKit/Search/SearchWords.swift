/// Splits folded text into the words the full-text index holds: runs of letters, numbers, marks and private-use
/// characters, as the SQLite index's `unicode61` tokenizer (`categories 'L* N* Co M*'`) splits them and as the
/// PostgreSQL index stores them. (SQLite's Unicode tables are older than Swift's: a symbol assigned since, such as
/// a newer emoji, is a word character to SQLite and a separator here.)
enum SearchWords {
    static func split(_ folded: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            switch scalar.value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
            default: return false
            }
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark, .privateUse:
            return true
        default:
            return false
        }
    }
}
