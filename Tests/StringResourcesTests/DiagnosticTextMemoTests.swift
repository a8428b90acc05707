import Testing
@testable import StringResources

@Suite struct DiagnosticTextMemoTests {
    /// Writes `texts` one after the other through one memo, each as a line; returns the text and how many were
    /// written rather than copied.
    static func write(_ texts: [String]) -> (text: String, written: Int) {
        var buffer = DiagnosticTextBuffer(capacity: 0)
        var memo = DiagnosticTextMemo<DiagnosticValueBits, String>()
        var written = 0
        for text in texts {
            memo.append(DiagnosticValueBits(text), to: &buffer) { buffer in
                written += 1
                buffer.writeOneLine(text)
                return text
            }
            buffer.put(0x0A)
        }
        return (buffer.text(), written)
    }

    static let long = "a key longer than a small string's sixteen bytes"
    static let broken = "a key\nwith a line break, long enough to be stored apart"

    /// The same string again is copied; any other is written, also when its bytes are equal (a string made
    /// apart); what is copied is what was written, escapes included.
    @Test(arguments: [
        ([long, long, long], 1),
        ([broken, broken], 1),
        ([long, String(decoding: Array(long.utf8), as: UTF8.self), long], 3),
        (["fi", "fi", "sv", "fi"], 3),
        ([long, broken, long, broken], 4),
        (["", "", long, ""], 3),
    ])
    func copiesTheSameStringAndWritesOthers(_ texts: [String], _ expectedWrites: Int) {
        let (text, written) = Self.write(texts)
        #expect(text == texts.map { DiagnosticTextBufferTests.escaped($0) + "\n" }.joined())
        #expect(written == expectedWrites)
    }

    @Test func valueBitsTellTheSameValueFromAnother() {
        let key = Self.long
        let copy = key
        #expect(DiagnosticValueBits(key) == DiagnosticValueBits(copy))
        #expect(DiagnosticValueBits(Optional(key)) == DiagnosticValueBits(Optional(copy)))
        #expect(DiagnosticValueBits(key) != DiagnosticValueBits(Self.broken))
        #expect(DiagnosticValueBits(String?.none) != DiagnosticValueBits(Optional(key)))
        let path = ["strings", key]
        let samePath = path
        #expect(DiagnosticValueBits(path) == DiagnosticValueBits(samePath))
        #expect(DiagnosticValueBits(path) != DiagnosticValueBits(["strings", key]))
    }
}
