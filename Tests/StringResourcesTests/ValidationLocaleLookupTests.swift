import Testing
@testable import StringResources

@Suite struct ValidationLocaleLookupTests {
    static let targets = ["fi", "de", "zh-Hans", "pt-BR", "a-locale-longer-than-eight", "fi", "\u{E9}", "abcdefgh", "abcdefg"]

    @Test(arguments: [
        // (locale, position): byte for byte, the last position of a target given twice.
        ("fi", 5),
        ("de", 1),
        ("zh-Hans", 2),
        ("zh-Hant", nil),
        ("pt-BR", 3),
        ("pt-br", nil),
        ("a-locale-longer-than-eight", 4),
        ("a-locale-longer-than-eigh", nil),
        // Canonically equivalent but other bytes: not the same key.
        ("\u{E9}", 6),
        ("e\u{301}", nil),
        ("abcdefgh", 7),
        ("abcdefg", 8),
        ("abcdefg\u{0}", nil),
        ("", nil),
        ("f", nil),
    ] as [(String, Int?)])
    func findsTargetsByteForByte(_ locale: String, _ position: Int?) {
        let lookup = ValidationLocaleLookup(Self.targets)
        #expect(lookup.position(of: locale) == position)
        // What a dictionary of exact keys gives.
        var exact: [ExactStringKey: Int] = [:]
        for (index, target) in Self.targets.enumerated() { exact[ExactStringKey(target)] = index }
        #expect(exact[ExactStringKey(locale)] == position)
        #expect(lookup.distinctCount == exact.count)
    }
}
