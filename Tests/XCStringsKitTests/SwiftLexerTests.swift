import StringResources
import Testing
@testable import XCStringsKit

/// `SwiftLexer` through `SwiftSourceFile`: token kinds, literal extents, and malformed input reported with
/// its position while lexing goes on.
@Suite struct SwiftLexerTests {
    /// Source → the kinds of its tokens (string literals as `s`, identifiers as `i`, others by their text).
    static let tokenCases: [(source: String, expected: String)] = [
        ("let x = 1", "i i = 1"),
        ("a / b / c", "i / i / i"),
        ("let r = /a+b/", "i i = regex"),
        ("let r = #/a/b/#", "i i = regex"),
        ("x?.y ?? z", "i ? . i ?? i"),
        ("f(\"a\\(g(\"b\"))c\")", "i ( s i ( s ) )"),
        ("#if DEBUG\nfoo()\n#endif", "i ( )"),
        ("/* a /* b */ c */ d // e", "i"),
        ("`default`.x", "i . i"),
        ("1.5 + 0x1F - 1_000", "1.5 + 0x1F - 1_000"),
        ("a...b", "i ... i"),
    ]

    @Test(arguments: tokenCases)
    func tokens(_ source: String, _ expected: String) {
        let file = SwiftSourceFile(path: "t.swift", text: source)
        let rendered = file.tokens.map { token -> String in
            switch token.kind {
            case .identifier: "i"
            case .string: "s"
            case .regex: "regex"
            default: file.text(of: token)
            }
        }
        #expect(rendered.joined(separator: " ") == expected)
        #expect(file.findings.isEmpty)
    }

    /// Malformed source → the finding's position and message; lexing continues after it.
    static let malformedCases: [(source: String, expected: [String])] = [
        ("let a = \"open\nText(\"next\")", ["1:9|unterminated string literal"]),
        ("x /* never closed", ["1:3|unterminated block comment"]),
        ("let s = \"\"\"\n  body\n", ["1:9|unterminated multi-line string literal"]),
        ("let s = \"a\\(b\nText(\"x\")", ["1:11|unterminated string interpolation"]),
        // The quote opens a literal inside the interpolation, which the line break leaves open.
        ("let s = \"a\\(b\"\nText(\"x\")", ["1:14|unterminated string literal", "1:11|unterminated string interpolation"]),
    ]

    @Test(arguments: malformedCases)
    func malformed(_ source: String, _ expected: [String]) {
        let file = SwiftSourceFile(path: "bad.swift", text: source)
        #expect(file.findings.map { "\($0.position?.description ?? "")|\($0.message)" } == expected)
        // The next line is still read.
        #expect(file.tokens.contains { file.text(of: $0) == "Text" } || !source.contains("Text"))
        #expect(file.findings.allSatisfy { $0.severity == .error && $0.rule == .extractMalformedSource })
    }

    @Test func continuesAfterAnUnterminatedString() {
        let result = StringExtractor.extract([(path: "bad.swift", bytes: Array("let a = \"open\nText(\"next\")".utf8))])
        #expect(result.strings.map(\.key) == ["next"])
        #expect(result.strings.first?.position == SourcePosition(line: 2, column: 6))
    }

    /// Decoding: escapes and multi-line indentation, and what is wrong in them.
    static let decodingCases: [(source: String, text: String, finding: String?)] = [
        (#""a\nb\t\0\\\"\'""#, "a\nb\t\0\\\"'", nil),
        (#""\u{48}\u{1F600}""#, "H😀", nil),
        (#""bad \q escape""#, "bad q escape", "1:6|invalid escape sequence in literal"),
        ("\"\"\"\n  ab\n cd\n  \"\"\"", "ab\ncd", "3:2|insufficient indentation of line in multi-line string literal"),
        ("\"\"\"\n    one\n\n    two\n    \"\"\"", "one\n\ntwo", nil),
        ("##\"a \"# b\\#n\"##", "a \"# b\\#n", nil),
        ("#\"tab\\#t\"#", "tab\t", nil),
    ]

    @Test(arguments: decodingCases)
    func decoding(_ source: String, _ text: String, _ finding: String?) throws {
        let file = SwiftSourceFile(path: "d.swift", text: source)
        let literal = try #require(file.literal(at: 0))
        let decoded = file.segments(of: literal)
        #expect(decoded.segments == [.text(text)])
        #expect(decoded.findings.map { "\($0.position?.description ?? "")|\($0.message)" } == (finding.map { [$0] } ?? []))
    }

    /// Every prefix and a few mutations of a realistic file lex without crashing or hanging: the lexer is a
    /// pure function of the text, whatever the text.
    @Test func anyPrefixOrMutationLexes() {
        let source = #"""
        struct A: View { var body: some View { Text("a \(b("c\(d)")) e", comment: "x") /* c */ } }
        let r = #/x+/#; let s = """
            m \(n)
            """; let raw = ##"q"#"##
        """#
        let bytes = Array(source.utf8)
        var generator = SystemRandomNumberGenerator()
        for end in 0...bytes.count {
            _ = StringExtractor.extract([(path: "p.swift", bytes: Array(bytes[..<end]))])
        }
        for _ in 0..<300 {
            var mutated = bytes
            let position = Int.random(in: 0..<mutated.count, using: &generator)
            mutated[position] = [UInt8(ascii: "\""), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"), UInt8(ascii: "#"), UInt8(ascii: "/"), 0xFF, 0x0A].randomElement(using: &generator) ?? 0
            _ = StringExtractor.extract([(path: "m.swift", bytes: mutated)])
        }
    }

    /// A token is 16 bytes (a file has about one per 3.5 bytes of source, so its size is most of a lexed
    /// tree's memory): the keyword fills padding between the one-byte fields.
    @Test func tokensStaySmall() {
        #expect(MemoryLayout<SwiftToken>.stride == 16)
    }

    /// Hostile nesting is bounded, not followed until the stack runs out.
    @Test func deepNestingIsBounded() {
        let parentheses = "Text(" + String(repeating: "(", count: 20_000) + "\"deep\"" + String(repeating: ")", count: 20_000) + ")"
        let interpolations = String(repeating: "Text(\"\\(", count: 5_000) + "x" + String(repeating: ")\")", count: 5_000)
        let ternaries = "Text(" + String(repeating: "a ? \"x\" : ", count: 5_000) + "\"y\")"
        let coalescing = "Text(\"\\(" + String(repeating: "a ?? ", count: 5_000) + "0)\")"
        for source in [parentheses, interpolations, ternaries, coalescing] {
            _ = StringExtractor.extract([(path: "deep.swift", bytes: Array(source.utf8))])
        }
        // A few parentheses around a literal are seen through.
        let result = StringExtractor.extract([(path: "p.swift", bytes: Array("Text(((\"deep\")))".utf8))])
        #expect(result.strings.map(\.key) == ["deep"])
        let nested = SwiftSourceFile(path: "deep.swift", text: interpolations)
        #expect(nested.findings.contains { $0.message == "string interpolations nested too deeply" })
    }
}
