import Testing
@testable import StringResources
import _SanastoTestSupport

/// The allowance of texts that may stay as the source has them, and its byte path for ASCII, which must answer as
/// the Character path does for every ASCII text.
@Suite struct ValidationSameAsSourceAllowanceTests {
    static let allowance = ValidationSameAsSourceAllowance(allowed: ["Sanasto", "Home Assistant", "Ünicode"])

    /// Text → whether it may stay the same.
    @Test(arguments: [
        ("OK", true), ("ok", true), ("PDF", true), ("Wi-Fi", true), ("wi-fi'", true), ("macOS 15", true),
        ("Sanasto", true), ("sanasto", true), ("Home Assistant", true), ("Home", false), ("App Store", true),
        ("https://example.com/a", true), ("www.example.com", true), ("me@example.com", true), ("me@example", false),
        ("%lld", true), ("%lld items", false), ("%1$@ – %2$@", true), ("A", true), ("x", true), ("RSS", true),
        ("ABCDEFG", false), ("Settings", false), ("Save file", false), ("10 MB", true), ("°C", true), ("3D", true),
        ("iPhone\r\niPad", true), ("iPhone\tiPad\u{0B}Mac", true), ("", true), ("   ", true), ("-", true), ("A-B", false),
        ("Ünicode", true), ("ünicode", true), ("Café", false), ("Siri…", true), ("ÉTÉ", true),
    ])
    func allows(text: String, expected: Bool) {
        #expect(Self.allowance.allows(text) == expected)
    }

    /// Random ASCII texts of words, acronyms, digits, punctuation and every kind of ASCII whitespace and control:
    /// the byte path answers as the Character path.
    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func asciiPathAgreesWithCharacters(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = ["ok", "OK", "Save", "file", "PDF", "ABCDEFGH", "a", "Z", "9", "5g", "wi-fi", "it's", "x-", "y'", "--",
                      "'", "sanasto", "://", "www.", "@", ".", ",", "!", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}",
                      "\u{0C}", "\u{1C}", "\u{1F}", "\u{7F}", "(", ")", "/", "_", "°", "Mac", "HOME", "kb"]
        var checked = 0
        for _ in 0..<500 {
            let count = Int.random(in: 0...7, using: &generator)
            var text = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            guard text.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
            let byBytes = text.withUTF8 { Self.allowance.allows(ascii: $0) }
            #expect(byBytes == Self.allowance.allows(characters: text), "\(text.debugDescription)")
            checked += 1
        }
        #expect(checked > 300)
    }
}
