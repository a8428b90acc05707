/// Inflects names (an app's name above all) in Turkish and Finnish cases.
///
/// Turkish: the suffix follows the last vowel of the name as pronounced (two-way `a/e`, four-way `ı/i/u/ü`
/// harmony), takes a buffer consonant after a vowel (`y`, `n` for the genitive, `s` for the possessive),
/// and `d` turns into `t` after a voiceless consonant (f s t k ç ş h p); it is written after an apostrophe.
/// A name ending in digits follows the number's last word as read aloud (`Things 3'te`, `Office 365'e`).
/// Spelling does not always tell pronunciation (`iPad` is said "ayped": `iPad'de`), so an app gives
/// `pronunciations` or explicit `forms`.
///
/// Finnish (rule-based, with documented limits): back harmony (`a`) when the name has `a`, `o` or `u`, else front
/// (`ä`); a consonant-final name takes a linking `i` (`Notion` → `Notionissa`), a name in `-e` takes the `e`-stem
/// (`Kone` → `Koneessa`, `Koneeseen`); the illative lengthens a short final vowel and adds `n` (`Sanastoon`),
/// uses `-h·n` after a one-syllable long vowel (`Maahan`) and `-seen` after a longer one (`Espooseen`); a name
/// in `-nen` takes the `-se-` stem (`Virtanen` → `Virtasessa`, `Virtaseen`).
/// Consonant gradation (`Turku` → `Turussa`), `i`→`e` stems (`Lahti` → `Lahdessa`) and the colon after
/// abbreviations are not derived: give them as explicit forms.
public struct NameInflection: Sendable {
    /// Explicit forms by name, then case (`["iPad": [.locative: "iPad'de"]]`), preferred over the rules.
    public var turkishForms: [String: [TurkishCase: String]]
    /// How names are pronounced, for the Turkish rules (`["iPad": "ayped"]`).
    public var pronunciations: [String: String]
    /// Explicit Finnish forms by name, then case.
    public var finnishForms: [String: [FinnishCase: String]]

    /// Creates an inflector with explicit forms and pronunciations.
    public init(
        turkishForms: [String: [TurkishCase: String]] = [:],
        pronunciations: [String: String] = [:],
        finnishForms: [String: [FinnishCase: String]] = [:]
    ) {
        self.turkishForms = turkishForms
        self.pronunciations = pronunciations
        self.finnishForms = finnishForms
    }

    /// The Turkish form of `name` in `grammaticalCase`, with the apostrophe (`Sanasto'ya`).
    public func turkish(_ name: String, _ grammaticalCase: TurkishCase) -> String {
        if let explicit = turkishForms[name]?[grammaticalCase] { return explicit }
        return name + "'" + Self.turkishSuffix(for: pronunciations[name] ?? name, grammaticalCase)
    }

    /// The Finnish form of `name` in `grammaticalCase` (`Sanastoon`).
    public func finnish(_ name: String, _ grammaticalCase: FinnishCase) -> String {
        if let explicit = finnishForms[name]?[grammaticalCase] { return explicit }
        return Self.finnishForm(of: name, grammaticalCase)
    }

    /// The Turkish suffix (without the apostrophe) that `pronounced` takes in `grammaticalCase`.
    public static func turkishSuffix(for pronounced: String, _ grammaticalCase: TurkishCase) -> String {
        // A name ending in a number (`Things 3`, `Office 365`) is said with the number's last word (`üç`, `beş`).
        let digits = pronounced.reversed().prefix { ("0"..."9").contains($0) }
        let spoken = digits.isEmpty ? pronounced : turkishLastNumberWord(String(digits.reversed()))
        let letters = Array(IntentLanguage.lowercase(spoken, locale: "tr").filter(\.isLetter))
        let lastVowel = letters.last(where: { turkishVowels.contains($0) }) ?? "e"
        let endsInVowel = letters.last.map { turkishVowels.contains($0) } ?? false
        let voiceless = letters.last.map { "fstkçşhp".contains($0) } ?? false
        let back = "aıouâû".contains(lastVowel)
        let rounded = "ouöüû".contains(lastVowel)
        let twoWay: Character = back ? "a" : "e"
        let fourWay: Character = back ? (rounded ? "u" : "ı") : (rounded ? "ü" : "i")
        let d: Character = voiceless ? "t" : "d"
        switch grammaticalCase {
        case .dative: return (endsInVowel ? "y" : "") + String(twoWay)
        case .locative: return String(d) + String(twoWay)
        case .ablative: return String(d) + String(twoWay) + "n"
        case .accusative: return (endsInVowel ? "y" : "") + String(fourWay)
        case .genitive: return (endsInVowel ? "n" : "") + String(fourWay) + "n"
        case .instrumental: return (endsInVowel ? "y" : "") + "l" + String(twoWay)
        case .possessive: return (endsInVowel ? "s" : "") + String(fourWay)
        }
    }

    /// Which Turkish case a suffix written after an apostrophe expresses (`a`, `ya`, `e` → dative; `da`, `ta` → locative …),
    /// or nil when it is not one of them.
    public static func turkishCase(ofSuffix suffix: String) -> TurkishCase? {
        let folded = IntentLanguage.lowercase(suffix, locale: "tr")
        for grammaticalCase in TurkishCase.allCases where turkishSuffixes(grammaticalCase).contains(folded) {
            return grammaticalCase
        }
        return nil
    }

    private static func turkishSuffixes(_ grammaticalCase: TurkishCase) -> Set<String> {
        var result = Set<String>()
        for name in ["a", "e", "ı", "i", "o", "ö", "u", "ü", "at", "et", "ıt", "it", "ot", "öt", "ut", "üt", "al", "el", "ol", "ül"] {
            result.insert(turkishSuffix(for: name, grammaticalCase))
        }
        return result
    }

    /// The last word of a number read aloud in Turkish: `3` → `üç`, `40` → `kırk`, `1200` → `yüz`, `5000` → `bin`.
    static func turkishLastNumberWord(_ digits: String) -> String {
        let ones = ["sıfır", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"]
        let tens = ["", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan"]
        let values = digits.compactMap(\.wholeNumberValue)
        guard let last = values.last else { return "" }
        if last != 0 { return ones[last] }
        if values.count >= 2, values[values.count - 2] != 0 { return tens[values[values.count - 2]] }
        let zeros = values.reversed().prefix { $0 == 0 }.count
        if zeros == values.count { return "sıfır" }
        switch zeros {
        case 2: return "yüz"
        case 3...5: return "bin"
        case 6...8: return "milyon"
        case 9...11: return "milyar"
        default: return "trilyon"
        }
    }

    static let turkishVowels: Set<Character> = ["a", "e", "ı", "i", "o", "ö", "u", "ü", "â", "î", "û"]

    /// The Finnish form by the rules above.
    public static func finnishForm(of name: String, _ grammaticalCase: FinnishCase) -> String {
        let lower = Array(name.lowercased())
        let back = lower.contains { "aou".contains($0) }
        let a = back ? "a" : "ä"
        guard let last = lower.last, last.isLetter else { return name }
        let vowels: Set<Character> = ["a", "e", "i", "o", "u", "y", "ä", "ö"]
        var stem = name
        let endsInVowel = vowels.contains(last)
        if lower.count > 3, lower.suffix(3) == ["n", "e", "n"] {
            // `-nen` names inflect on a `-se-` stem: `Virtanen` → `Virtasessa`, `Virtaseen`.
            stem = String(name.dropLast(3)) + "se"
        } else if !endsInVowel {
            stem += "i"
        } else if last == "e", lower.count >= 2, !vowels.contains(lower[lower.count - 2]) {
            stem += "e"
        }
        switch grammaticalCase {
        case .inessive: return stem + "ss" + a
        case .elative: return stem + "st" + a
        case .adessive: return stem + "ll" + a
        case .illative:
            let stemLower = Array(stem.lowercased())
            guard let final = stemLower.last else { return name }
            let previous = stemLower.count >= 2 ? stemLower[stemLower.count - 2] : nil
            let endsLong = previous.map { vowels.contains($0) } ?? false
            if endsLong {
                let syllables = stemLower.indices.filter { index in
                    vowels.contains(stemLower[index]) && (index == 0 || !vowels.contains(stemLower[index - 1]))
                }.count
                if syllables <= 1 { return stem + "h" + String(final) + "n" }
                if final == previous { return stem + "seen" }
                return stem + String(final) + "n"
            }
            return stem + String(final) + "n"
        }
    }
}

/// The Finnish locative cases a name can be inflected in.
public enum FinnishCase: String, Sendable, Hashable, CaseIterable {
    /// Into: `Sanastoon`.
    case illative
    /// In: `Sanastossa`.
    case inessive
    /// Out of: `Sanastosta`.
    case elative
    /// On, at, with: `Sanastolla`.
    case adessive
}

/// The Turkish grammatical cases a name can be inflected in (the suffix written after an apostrophe).
public enum TurkishCase: String, Sendable, Hashable, CaseIterable {
    /// Yönelme: `Sanasto'ya`, `Not'a`, `İzmir'e`.
    case dative
    /// Bulunma: `Sanasto'da`, `Not'ta`, `İzmir'de`.
    case locative
    /// Ayrılma: `Sanasto'dan`, `Not'tan`.
    case ablative
    /// Belirtme: `Sanasto'yu`, `Not'u`, `İzmir'i`.
    case accusative
    /// İlgi: `Sanasto'nun`, `Not'un`, `İzmir'in`.
    case genitive
    /// Vasıta (ile): `Sanasto'yla`, `Not'la`, `İzmir'le`.
    case instrumental
    /// Third-person possessive: `Sanasto'su`, `Not'u`.
    case possessive
}
