import Testing
@testable import StringResources

@Suite struct DiagnosticTextBufferTests {
    /// Texts whose line breaks sit at every offset of an eight-byte word, and texts without any.
    static let texts: [String] = [
        "", "a", "plain ASCII text longer than one word", "ääkköset 😀 ja muuta", "tab\tis kept",
        "\n", "1234567\n", "12345678\n", "123456789012345\r", "\u{0B}\u{0C}", "x\u{1C}y\u{1D}z\u{1E}",
        "word\u{85}break", "1234567\u{2028}", "12345678901\u{2029}", "™ and › are no breaks", "\u{E2}\u{80}\u{A7}",
        "fi", "zh-Hant", "1234567", "12345678", "123456789", "a\u{1E}", "item.count.0", "item.count.0\n", "ä", "\u{7F}\u{1F}",
    ]

    @Test(arguments: texts)
    func findsLineBreaksAWordAtATime(_ text: String) {
        var copy = text
        let fast = copy.withUTF8 { DiagnosticTextBuffer.mayBreakLine($0) }
        let slow = text.utf8.contains { DiagnosticTextBuffer.mayBreakLine($0) }
        #expect(fast == slow)
    }

    @Test(arguments: [
        ("a\nb", "a\\nb"), ("a\r\nb", "a\\r\\nb"), ("\u{0B}", "\\u{0B}"), ("x\u{85}", "x\\u{85}"),
        ("\u{2028}\u{2029}", "\\u{2028}\\u{2029}"), ("äö › ü", "äö › ü"),
    ])
    func writesOneLine(_ text: String, _ expected: String) {
        var buffer = DiagnosticTextBuffer(capacity: 0)
        buffer.writeOneLine(text)
        #expect(buffer.text() == expected)
    }

    /// Short texts of every length up to just past four words, plain or with a line break (or a byte that only looks
    /// like part of one) at every offset: the short path and the long one write what the byte-by-byte escaping does.
    static let shortTexts: [String] = (0...34).flatMap { length -> [String] in
        let plain = String("abcdefghijklmnopqrstuvwxyz01234567".prefix(length))
        var texts = [plain]
        for offset in 0..<length {
            for insert in ["\n", "\r", "\u{1E}", "\u{7F}", "ä", "\u{2028}", "\u{85}"] {
                var characters = Array(plain)
                characters[offset] = Character(insert)
                texts.append(String(characters))
            }
        }
        return texts
    }

    @Test(arguments: shortTexts)
    func writesShortTextsAsOneLine(_ text: String) {
        var buffer = DiagnosticTextBuffer(capacity: 0)
        buffer.put(UInt8(ascii: "<"))
        buffer.writeOneLine(text)
        buffer.put(UInt8(ascii: ">"))
        #expect(buffer.text() == "<" + Self.escaped(text) + ">")
    }

    /// The escaping of ``DiagnosticTextBuffer/writeOneLine(_:)``, one scalar at a time.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x0B, 0x0C, 0x1C, 0x1D, 0x1E: result += "\\u{" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true) + "}"
            case 0x85, 0x2028, 0x2029: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    @Test(arguments: [(0, 0), (0, 3), (2, 4), (6, 0), (1, 5)])
    func appendsCopiesOfWhatItHolds(_ start: Int, _ count: Int) {
        var buffer = DiagnosticTextBuffer(capacity: 1)
        buffer.write("abcäef")
        buffer.appendCopy(from: start, count: count)
        let utf8 = Array("abcäef".utf8)
        #expect(Array(buffer.text().utf8) == utf8 + utf8[start..<start + count])
    }

    @Test(arguments: [0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 9_999, 10_000, 12_345, 99_999, 100_007, 1_000_000_000_000_000_000, Int.max, -1, Int.min])
    func writesNumbers(_ number: Int) {
        var buffer = DiagnosticTextBuffer(capacity: 0)
        buffer.put(UInt8(ascii: "<"))
        buffer.putNumber(number)
        buffer.put(UInt8(ascii: ">"))
        #expect(buffer.text() == "<\(number)>")
    }

    /// Parts of every kind, many times over: the buffer grows past its first capacity and the text stays whole.
    @Test(arguments: [1, 7, 1000])
    func growsAndMakesOneString(_ repeats: Int) {
        var buffer = DiagnosticTextBuffer(capacity: 1)
        var expected = ""
        for index in 0..<repeats {
            buffer.write("key \(index)")
            buffer.putLiteral(" › ")
            buffer.write("ä"[...])
            buffer.put(0x0A)
            expected += "key \(index) › ä\n"
        }
        #expect(buffer.count == expected.utf8.count)
        #expect(buffer.text() == expected)
        var bytes: [UInt8] = [1]
        buffer.append(to: &bytes)
        #expect(bytes == [1] + Array(expected.utf8))
    }
}
