import Testing
@testable import StringResources

@Suite struct ValidationInvisibleCharactersTests {
    /// Texts of every length around the 16-byte blocks, with each reported character and with the letters and
    /// punctuation that share its lead byte, at the start, in the middle, in an overlapping last block and at the end.
    static let characters: [String] = [
        "\u{0}", "\u{1}", "\r", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{61C}", "\u{180E}", "\u{200B}", "\u{200D}",
        "\u{200F}", "\u{202A}", "\u{202E}", "\u{2060}", "\u{2064}", "\u{2066}", "\u{2069}", "\u{FEFF}",
        "\t", "\n", "\u{A0}", "\u{A9}", "\u{600}", "\u{627}", "\u{1800}", "\u{180F}", "\u{1E00}", "\u{2019}", "\u{2026}", "\u{2013}",
        "\u{2010}", "\u{2030}", "\u{2065}", "\u{206A}", "\u{FEFE}", "\u{FF01}", "é", "ж", "日", "😀",
    ]

    @Test(arguments: characters)
    func prefilterPassesEveryValueWithAFinding(character: String) {
        for length in [0, 1, 7, 14, 15, 16, 17, 30, 31, 32, 33, 47] {
            for place in 0...2 {
                let filler = String(repeating: "a", count: length)
                let text = switch place {
                case 0: character + filler
                case 1: String(filler.prefix(length / 2)) + character + String(filler.dropFirst(length / 2))
                default: filler + character
                }
                let found = !ValidationInvisibleCharacters.find(in: text, locale: "en").isEmpty
                // The prefilter may pass a value without a finding (a joiner after Arabic), never drop one with.
                if found { #expect(ValidationInvisibleCharacters.mayContainOne(text), "\(text.unicodeScalars.map { $0.value })") }
            }
        }
    }

    @Test(arguments: [
        ("", false), ("Hello, world", false), ("A longer text that is more than sixteen bytes long.", false),
        ("Line one\nline two\twith a tab", false), ("Nom\u{A0}:", false), ("It’s done… – really", false), ("مرحبا بالعالم، كيف حالك اليوم؟", false),
        ("Привет, мир! Как дела сегодня?", false), ("日本語のテキストです。", false), ("zero\u{200B}width", true),
        ("A text of more than sixteen bytes\u{200B}", true), ("\u{FEFF}BOM first", true), ("nul\u{0}", true), ("C1 \u{85} control", true),
        ("Arabic letter mark \u{61C} here", true), ("Mongolian \u{180E} vowel separator", true), ("bidi \u{202E}override", true),
    ])
    func prefilterPassesOnlyTheBytesOfReportedCharacters(text: String, may: Bool) {
        #expect(ValidationInvisibleCharacters.mayContainOne(text) == may)
    }
}
