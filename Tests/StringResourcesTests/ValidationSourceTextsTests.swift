import Testing
@testable import StringResources

@Suite struct ValidationSourceTextsTests {
    /// `equal` is `String`'s `==`, however the bytes differ: canonically equivalent spellings, ASCII and not.
    @Test(arguments: [
        ("File", "File"), ("File", "Fichier"), ("Files", "File"), ("", ""), ("", "a"), ("a", ""),
        ("caf\u{E9}", "cafe\u{301}"), ("\u{E9}t\u{E9}", "e\u{301}te\u{301}"), ("e\u{301}", "\u{E9}"), ("\u{212A}", "K"), ("K", "\u{212A}"),
        ("Ka", "\u{212A}a"), ("a;", "a\u{37E}"), ("\u{37E}", ";"), ("Done.", "Done!"), ("abc", "abd"), ("Tiedosto", "Datei"),
        ("\u{1F82}", "\u{3B1}\u{313}\u{300}\u{345}"), ("Привет", "Hello"), ("Привет", "Привет"), ("e\u{301}x", "ex"),
        ("x\u{301}", "x"), ("A\u{30A}", "\u{C5}"), ("A\u{30A}", "\u{212B}"), ("x`", "x\u{1FEF}"), ("`", "\u{1FEF}"),
        ("\u{1E00}", "A\u{325}"), ("\u{C9}a", "E\u{301}a"), ("Hei", "\u{397}ei"), ("Ok", "O\u{212A}"), ("Ok", "Привет"),
        ("файл", "file"), ("日本", "Japan"), ("\u{1100}\u{1161}", "\u{AC00}"), ("a\u{CC}", "a\u{CC}"), ("Done", "Done\u{A0}"),
    ])
    func equalIsStringEquality(a: String, b: String) {
        #expect(ValidationSourceTexts.equal(a, b) == (a == b))
        #expect(ValidationSourceTexts.equal(b, a) == (b == a))
    }

    private static let leaves: [CatalogStringUnitLeaf] = [
        CatalogStringUnitLeaf(path: [], stringUnit: CatalogStringUnit(value: "%#@files@")),
        CatalogStringUnitLeaf(path: [.plural("one")], stringUnit: CatalogStringUnit(value: "a file")),
        CatalogStringUnitLeaf(path: [.plural("other")], stringUnit: CatalogStringUnit(value: "%lld files")),
        CatalogStringUnitLeaf(path: [.substitution("n"), .plural("one")], stringUnit: CatalogStringUnit(value: "one")),
    ]

    /// The text at a path is found whatever ordinal it is first looked for at.
    @Test(arguments: [
        ([], "%#@files@"), ([.plural("one")], "a file"), ([.plural("other")], "%lld files"),
        ([.substitution("n"), .plural("one")], "one"), ([.plural("few")], nil), ([.device("mac")], nil),
    ] as [([CatalogStringUnitLeaf.Step], String?)])
    func textAtPathIgnoresAWrongOrdinal(path: [CatalogStringUnitLeaf.Step], text: String?) {
        // A slice that does not start at 0, as the context's slices do.
        let all = [CatalogStringUnitLeaf(path: [], stringUnit: CatalogStringUnit(value: "other key"))] + Self.leaves
        let texts = ValidationSourceTexts(all[1...])
        #expect(texts[path] == text)
        for ordinal in 0..<6 { #expect(texts.text(at: path, ordinal: ordinal) == text) }
    }

    @Test(arguments: [
        ("a file", [.plural("other")], true), ("%lld files", [.plural("few")], true), ("one", [.plural("one")], false),
        ("one", [.substitution("n"), .plural("other")], true), ("a file", [], false), ("a file", [.device("mac")], false),
    ] as [(String, [CatalogStringUnitLeaf.Step], Bool)])
    func pluralFormIsOneOfTheSourcesFormsOfThatPlural(value: String, path: [CatalogStringUnitLeaf.Step], has: Bool) {
        #expect(ValidationSourceTexts(Self.leaves[...]).hasPluralForm(value, besides: path) == has)
    }
}
