import Testing
@testable import StringResources

/// ``ValidationFinding/sorted(_:)`` (integer keys for positions, ranks for ties) against sorting by
/// ``ValidationFinding/sortsBefore(_:_:)`` alone, on random findings that mostly share positions.
@Suite struct ValidationFindingSortTests {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state ^ (state >> 29)
        }
    }

    // Pools with the edge cases of the comparison: nil against the empty string, canonically equivalent
    // spellings (é precomposed and decomposed), case, and long (not small) strings.
    static let files: [String?] = [nil, "a.xcstrings", "b.xcstrings"]
    static let positions: [SourcePosition?] = [nil, SourcePosition(line: 1, column: 1), SourcePosition(line: 2, column: 5), SourcePosition(line: 2, column: 6)]
    static let rules: [ValidationRule.ID] = [.missingTranslation, .stateNew, .emptyValue, "x", "missing-translation-but-longer"]
    static let keys: [String?] = [nil, "", "key", "Key", "\u{E9}", "e\u{301}", String(repeating: "long key ", count: 4)]
    static let locales: [String?] = [nil, "", "fi", "de", "zh-Hans", "zh-Hant", "\u{E9}", "e\u{301}", "a-locale-longer-than-fifteen"]
    static let texts = ["m", "n", "\u{E9}", "e\u{301}"]

    static func findings(seed: UInt64, count: Int) -> [ValidationFinding] {
        var generator = Generator(state: seed)
        func pick<T>(_ pool: [T]) -> T { pool[Int(generator.next() % UInt64(pool.count))] }
        // One file per run most of the time, as a catalog's lint has.
        let oneFile = seed % 2 == 0
        return (0..<count).map { _ in
            let message: ValidationFindingMessage = generator.next() % 2 == 0 ? .missingTranslation : .text(pick(texts))
            return ValidationFinding(
                severity: .error, rule: pick(rules), file: oneFile ? "a.xcstrings" : pick(files), position: pick(positions),
                key: pick(keys), locale: pick(locales), keyPath: [], message: message)
        }
    }

    /// The fields byte for byte (`==` of strings would hide which spelling of an equivalent string came first).
    static func exact(_ findings: [ValidationFinding]) -> [[UInt8]] {
        findings.map { finding in
            var bytes = Array((finding.file ?? "<nil>").utf8) + [0]
            bytes += Array("\(finding.position.map { "\($0)" } ?? "-")|\(finding.rule.rawValue)|".utf8)
            bytes += Array((finding.key ?? "<nil>").utf8) + [0] + Array((finding.locale ?? "<nil>").utf8) + [0]
            return bytes + Array(finding.message.utf8)
        }
    }

    @Test(arguments: Array(0..<16))
    func givesTheOrderOfTheFullComparison(_ seed: Int) {
        let findings = Self.findings(seed: UInt64(seed), count: 10 + seed * 60)
        let expected = findings.sorted(by: ValidationFinding.sortsBefore)
        #expect(Self.exact(ValidationFinding.sorted(findings)) == Self.exact(expected))
    }

    /// A hundred locales of 37 distinct names, and their ranks.
    static let manyLocales: ([String], [Int]) = {
        let names = (0..<100).map { "locale-\($0 % 37)" }
        let sorted = Array(Set(names)).sorted()
        return (names, names.map { name in sorted.firstIndex(of: name) ?? -1 })
    }()

    @Test(arguments: [
        // (strings, ranks): equal ranks for equal strings, canonically equivalent ones included.
        ([String](), [Int]()),
        (["fi"], [0]),
        (["fi", "de", "fi", "zh-Hans", "de"], [1, 0, 1, 2, 0]),
        (["", "b", "a", ""], [0, 2, 1, 0]),
        // Strings order by scalars: é (U+00E9) after f.
        (["\u{E9}", "e\u{301}", "e", "f"], [2, 2, 0, 1]),
        // Large strings with the same text in separate storage: two representations, one rank.
        ([String(repeating: "long-", count: 5), String(repeating: "long-", count: 4) + "long-", "a"], [1, 1, 0]),
        manyLocales,
    ])
    func ranksFollowTheStringsOrder(_ strings: [String], _ expected: [Int]) {
        var ranks = ValidationStringRanks()
        let ids = strings.compactMap { ranks.id(of: $0) }
        let byID = ranks.ranks()
        #expect(ids.map { byID[$0] } == expected)
    }

    @Test func ranksGiveUpBeyondTheLimit() {
        var ranks = ValidationStringRanks()
        for index in 0..<ValidationStringRanks.limit { #expect(ranks.id(of: "s\(index)") == index) }
        #expect(ranks.id(of: "one more") == nil)
        // Strings already seen still have their ids.
        #expect(ranks.id(of: "s7") == 7)
    }

    @Test func manyDistinctLocalesStillSortInFull() {
        // More locales than are ranked: every tie is compared in full, in the same order.
        let findings = (0..<(ValidationStringRanks.limit + 10)).reversed().map { index in
            ValidationFinding(
                severity: .error, rule: .missingTranslation, file: "a", position: SourcePosition(line: 1, column: 1), key: "k",
                locale: "locale-\(index)", keyPath: [], message: .missingTranslation)
        }
        #expect(Self.exact(ValidationFinding.sorted(findings)) == Self.exact(findings.sorted(by: ValidationFinding.sortsBefore)))
    }
}
