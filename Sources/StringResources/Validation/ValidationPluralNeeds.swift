import PluralRules

/// Which plural categories a language's translation needs, by what the plural's argument can be, from CLDR's
/// sample numbers.
///
/// An integer argument (`%lld`, `%d`, `%u`…) never reaches a category whose samples are all decimals (Czech,
/// Slovak and Lithuanian `many`), so a form for it is not needed. A category whose samples are all a million and
/// more (French, Spanish, Italian, Portuguese and Catalan `many`) is needed only for such numbers, which fall back
/// to `other` without it: a lesser defect, reported under a rule of its own. `other` is always needed, since it
/// is every plural's fallback. Computed for any language from its samples, not from a list of languages.
struct ValidationPluralNeeds: Sendable {
    /// What a plural's argument can be.
    enum Argument: Sendable {
        /// An integer (`%lld`, `%d`, `%u`, `%x`…).
        case integer
        /// Any number: a floating-point one (`%f`), an `NSNumber` (`%@`), or an argument of unknown type.
        case anyNumber

        /// The argument a format specifier or value type reads; `nil` (not known) reads as any number.
        init(_ type: FormatArgumentType?) {
            self = type?.isInteger == true ? .integer : .anyNumber
        }
    }

    /// Every category of the language, in CLDR order.
    let all: [String]
    private let integerNeeded: [String]
    private let integerLarge: [String]
    private let anyNumberNeeded: [String]
    private let anyNumberLarge: [String]
    /// The same sets as bits of ``categoryBit(_:)``, which a catalog's plurals are checked against without
    /// comparing or hashing names (most plurals lack nothing).
    let allBits: UInt8
    private let integerNeededBits: UInt8
    private let integerLargeBits: UInt8
    private let anyNumberNeededBits: UInt8
    private let anyNumberLargeBits: UInt8

    /// The smallest number that makes a category "large only".
    static let largeNumber = 1_000_000.0

    /// The needs of the language of `rules`.
    init(rules: PluralRules) {
        let categories = rules.categories
        all = categories.map(\.rawValue)
        var integerNeeded: [String] = [], integerLarge: [String] = []
        var anyNumberNeeded: [String] = [], anyNumberLarge: [String] = []
        for category in categories {
            let name = category.rawValue
            if category == .other {
                integerNeeded.append(name)
                anyNumberNeeded.append(name)
                continue
            }
            let samples = rules.samples(for: category)
            let integers = Self.smallest(samples.integers)
            let decimals = Self.smallest(samples.decimals)
            if let integers {
                if integers >= Self.largeNumber { integerLarge.append(name) } else { integerNeeded.append(name) }
            }
            // Without samples the category cannot be judged: it stays needed, as CLDR lists it.
            let smallest = [integers, decimals].compactMap { $0 }.min() ?? 0
            if smallest >= Self.largeNumber { anyNumberLarge.append(name) } else { anyNumberNeeded.append(name) }
        }
        self.integerNeeded = integerNeeded
        self.integerLarge = integerLarge
        self.anyNumberNeeded = anyNumberNeeded
        self.anyNumberLarge = anyNumberLarge
        allBits = Self.bits(all)
        integerNeededBits = Self.bits(integerNeeded)
        integerLargeBits = Self.bits(integerLarge)
        anyNumberNeededBits = Self.bits(anyNumberNeeded)
        anyNumberLargeBits = Self.bits(anyNumberLarge)
    }

    /// The bit of a plural category name (`one`: 2), by position in ``CatalogVariations/pluralCategories``;
    /// 0 for any other name. Names match byte for byte, as catalog keys do.
    static func categoryBit(_ name: String) -> UInt8 {
        var name = name
        return name.withUTF8 { bytes -> UInt8 in
            func matches(_ word: StaticString) -> Bool {
                let start = word.utf8Start
                for index in bytes.indices where bytes[index] != start[index] { return false }
                return true
            }
            switch bytes.count {
            case 3: return matches("one") ? 1 << 1 : matches("two") ? 1 << 2 : matches("few") ? 1 << 3 : 0
            case 4: return matches("zero") ? 1 << 0 : matches("many") ? 1 << 4 : 0
            case 5: return matches("other") ? 1 << 5 : 0
            default: return 0
            }
        }
    }

    private static func bits(_ names: [String]) -> UInt8 {
        names.reduce(0) { $0 | categoryBit($1) }
    }

    /// Whether what the argument can be changes what is needed: without, a plural is judged without finding its
    /// argument's type (a parse of its format).
    var dependsOnArgument: Bool {
        integerNeededBits != anyNumberNeededBits || integerLargeBits != anyNumberLargeBits
    }

    /// Whether a plural of `argument` whose forms are the bits `present` lacks any category, needed or large-only.
    func lacksAny(for argument: Argument, present: UInt8) -> Bool {
        let wanted = switch argument {
        case .integer: integerNeededBits | integerLargeBits
        case .anyNumber: anyNumberNeededBits | anyNumberLargeBits
        }
        return wanted & ~present != 0
    }

    /// The categories a plural of `argument` must have (`other` included).
    func needed(for argument: Argument) -> [String] {
        switch argument {
        case .integer: integerNeeded
        case .anyNumber: anyNumberNeeded
        }
    }

    /// The categories only numbers of a million and more reach, for `argument`.
    func largeOnly(for argument: Argument) -> [String] {
        switch argument {
        case .integer: integerLarge
        case .anyNumber: anyNumberLarge
        }
    }

    /// The smallest plain sample (`1000000`, the start of `2~16`), skipping compact ones (`1c6`), which a
    /// formatted argument never has; `nil` when there is none.
    private static func smallest(_ samples: [String]) -> Double? {
        var smallest: Double?
        for sample in samples {
            // Bytes, not characters: CLDR's samples are ASCII, and Foundation's substring search cost more than
            // the rest of the needs.
            let utf8 = sample.utf8
            let first = sample[..<(utf8.firstIndex(of: UInt8(ascii: "~")) ?? sample.endIndex)]
            guard !first.utf8.contains(UInt8(ascii: "c")), !first.utf8.contains(UInt8(ascii: "e")),
                  let value = Double(first) else { continue }
            smallest = min(smallest ?? value, value)
        }
        return smallest
    }

    /// What a plural of `argument` whose forms are `present` lacks.
    func gaps(for argument: Argument, present: (String) -> Bool) -> Gaps {
        let needed = needed(for: argument)
        let large = largeOnly(for: argument)
        // Most plurals lack nothing: no arrays are made for them.
        let missing = needed.allSatisfy(present) ? [] : needed.filter { !present($0) }
        let missingLarge = large.allSatisfy(present) ? [] : large.filter { !present($0) }
        // Only the message about missing categories names the unreachable ones.
        let unreachable = missing.isEmpty ? [] : all.filter { !present($0) && !needed.contains($0) && !large.contains($0) }
        return Gaps(missing: missing, missingLarge: missingLarge, unreachable: unreachable, all: all)
    }

    /// The categories a plural lacks, and how to say so.
    struct Gaps {
        /// Needed categories the plural lacks (an error).
        var missing: [String]
        /// Categories only numbers of a million and more reach that the plural lacks (a warning).
        var missingLarge: [String]
        /// Categories the plural lacks that its argument never reaches (no finding).
        var unreachable: [String]
        /// Every category of the language.
        var all: [String]

        /// `lacks 'few', which ru needs (CLDR: one, few, many, other)`, saying which absent categories the
        /// argument never reaches, when there are some.
        func missingMessage(language: String) -> String {
            var message = ValidationMessage()
            appendMissingMessage(to: &message, language: language)
            return message.text
        }

        /// Appends ``missingMessage(language:)``.
        func appendMissingMessage(to message: inout ValidationMessage, language: String) {
            message.append("lacks ")
            Self.appendList(missing, to: &message)
            message.append(", which ")
            message.append(language)
            message.append(" needs (CLDR: ")
            Self.appendJoined(all, to: &message)
            if !unreachable.isEmpty {
                message.append("; ")
                Self.appendList(unreachable, to: &message)
                message.append(unreachable.count == 1 ? " is" : " are")
                message.append(" for decimals only, which the argument never is")
            }
            message.append(")")
        }

        /// `lacks 'many', which fr uses only for numbers of a million and more…`.
        func largeMessage(language: String) -> String {
            var message = ValidationMessage()
            appendLargeMessage(to: &message, language: language)
            return message.text
        }

        /// Appends ``largeMessage(language:)``.
        func appendLargeMessage(to message: inout ValidationMessage, language: String) {
            message.append("lacks ")
            Self.appendList(missingLarge, to: &message)
            message.append(", which ")
            message.append(language)
            message.append(" uses only for numbers of a million and more (1000000, 2000000, …); those fall back to 'other' (CLDR: ")
            Self.appendJoined(all, to: &message)
            message.append(")")
        }

        /// Appends `'one', 'few'`.
        static func appendList(_ names: [String], to message: inout ValidationMessage) {
            for (index, name) in names.enumerated() {
                message.append(index == 0 ? "'" : ", '")
                message.append(name)
                message.append("'")
            }
        }

        /// Appends `one, few, other`.
        static func appendJoined(_ names: [String], to message: inout ValidationMessage) {
            for (index, name) in names.enumerated() {
                if index > 0 { message.append(", ") }
                message.append(name)
            }
        }
    }
}
