import Foundation
import TerminologyKit

/// A generated library: concepts with one term in each of fi, en and tr, built from syllables so that prefixes
/// share the way real vocabulary does, with the letters each language has (ä ö, ı ş ğ ü ç).
struct TerminologyWorkload {
    /// A deterministic generator, so that every run measures the same library.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let syllables: [LanguageTag: [String]] = [
        .finnish: ["ka", "lo", "sy", "tee", "vä", "hen", "gi", "tys", "mö", "pa", "ri", "su", "ke", "hä", "jo", "nen", "lä", "vi", "to", "ruu"],
        .english: ["pho", "to", "syn", "the", "sis", "cel", "lu", "lar", "res", "pi", "ra", "tion", "mem", "bra", "ne", "gen", "ic", "ox", "y", "ate"],
        .turkish: ["fo", "to", "sen", "tez", "hüc", "re", "so", "lu", "num", "zar", "ğı", "şe", "ker", "çe", "kir", "dek", "ıs", "ı", "gen", "lik"],
    ]

    static func word(_ language: LanguageTag, _ random: inout Generator) -> String {
        let parts = syllables[language] ?? ["x"]
        let count = Int.random(in: 2...5, using: &random)
        return (0..<count).map { _ in parts[Int.random(in: 0..<parts.count, using: &random)] }.joined()
    }

    static func term(_ language: LanguageTag, _ random: inout Generator) -> String {
        // One term in five has two words ("soluhengitys ketju").
        Int.random(in: 0..<5, using: &random) == 0 ? word(language, &random) + " " + word(language, &random) : word(language, &random)
    }

    /// Fills `store` with one terminology of `count` concepts in one write transaction; returns it and the terms.
    static func fill(_ store: TerminologyStore, count: Int) throws -> (Terminology, [String]) {
        var random = Generator(state: 0x5A4E_A570)
        return try store.write { library in
            let terminology = try library.createTerminology(Terminology(
                title: "Benchmark", course: Course(code: "BENCH", name: "Benchmark"),
                languages: [.finnish, .english, .turkish]))
            let categories = try (0..<20).map { try library.addCategory(named: "Kategoria \($0)", to: terminology.id) }
            var terms: [String] = []
            terms.reserveCapacity(count * 3)
            for index in 0..<count {
                var sections: [LanguageSection] = []
                for language in terminology.languages {
                    let text = term(language, &random)
                    terms.append(text)
                    let definition = language == .finnish ? Definition("\(word(language, &random)) \(word(language, &random)) \(word(language, &random))") : nil
                    sections.append(LanguageSection(language: language, terms: [Term(text)], definition: definition))
                }
                try library.addConcept(Concept(
                    terminologyID: terminology.id, categoryID: categories[index % categories.count].id, sections: sections))
            }
            return (terminology, terms)
        }
    }

    /// What a person types into a search box: every prefix (1 to 8 characters) of random terms, and some misses.
    static func queries(from terms: [String], count: Int) -> [String] {
        var random = Generator(state: 42)
        var queries: [String] = []
        while queries.count < count {
            let term = terms[Int.random(in: 0..<terms.count, using: &random)]
            for length in 1...min(8, term.count) where queries.count < count {
                queries.append(String(term.prefix(length)))
            }
            if Int.random(in: 0..<10, using: &random) == 0 { queries.append("qzx" + term) }
        }
        return queries
    }
}
