import Testing
@testable import StringResources

@Suite struct ValidationLineIndexTests {
    static let texts = [
        "",
        "one line",
        "a\nb\nc",
        "\nends with a line feed\n\n",
        "a\r\nb\r\n\r\nc",
        "lone\rcarriage\rreturns",
        "mixed\r\n\n\rend\n",
        "ääkköset\nüñí😀code\n\"key\" : {",
    ]

    /// Every offset of the text gets the position `SourcePosition(offset:in:)` computes by scanning.
    @Test(arguments: texts)
    func agreesWithSourcePosition(_ text: String) {
        let bytes = Array(text.utf8)
        let index = ValidationLineIndex(bytes: bytes)
        for offset in 0...bytes.count {
            #expect(index.position(ofOffset: offset) == SourcePosition(offset: offset, in: bytes), "offset \(offset)")
        }
    }

    @Test func offsetsOutsideTheTextAreClamped() {
        let bytes = Array("ab\ncd".utf8)
        let index = ValidationLineIndex(bytes: bytes)
        #expect(index.position(ofOffset: -5) == SourcePosition(line: 1, column: 1))
        #expect(index.position(ofOffset: 99) == SourcePosition(line: 2, column: 3))
    }
}
