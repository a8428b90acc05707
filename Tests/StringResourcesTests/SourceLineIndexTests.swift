import Testing
@testable import StringResources

@Suite struct SourceLineIndexTests {
    static let texts = [
        "",
        "one line",
        "a\nb\nc",
        "\nends with a line feed\n\n",
        "a\r\nb\r\n\r\nc",
        "lone\rcarriage\rreturns",
        "mixed\r\n\n\rend\n",
        "ääkköset\nüñí😀code\n\"key\" : {",
        // Lines longer than SourceLineIndex.longLine: columns come from block counts (a minified catalog).
        "{\"k\":\"" + String(repeating: "ä😀x", count: 1500) + "\"}",
        String(repeating: "a", count: 300) + "\r\n" + String(repeating: "üb\r\n", count: 3) + String(repeating: "é", count: 5000) + "\rend",
        String(repeating: "x", count: 4097) + "\n" + String(repeating: "y", count: 256 * 20),
    ]

    @Test(arguments: [
        // (text, offset, line, column)
        ("", 0, 1, 1),
        ("one line", 4, 1, 5),
        ("a\nb\nc", 2, 2, 1),
        ("a\nb\nc", 5, 3, 2),
        ("a\r\nb", 3, 2, 1),
        // Between the CR and the LF of a CRLF: still the first line, after its last character.
        ("a\r\nb", 2, 1, 2),
        ("lone\rcarriage", 5, 2, 1),
        ("mixed\r\n\n\rend\n", 9, 4, 1),
        // Columns count scalars: ä is two bytes, 😀 four.
        ("ääk", 4, 1, 3),
        ("x😀y", 5, 1, 3),
        ("\n\"key\" : {", 9, 2, 9),
    ])
    func positionOfOffset(_ text: String, _ offset: Int, _ line: Int, _ column: Int) {
        let bytes = Array(text.utf8)
        #expect(SourceLineIndex(bytes: bytes).position(ofOffset: offset) == SourcePosition(line: line, column: column))
        #expect(SourcePosition(offset: offset, in: bytes) == SourcePosition(line: line, column: column))
    }

    /// Each offset at the start of a scalar gets the line and column counted scalar by scalar.
    @Test(arguments: texts)
    func everyScalarStartAgreesWithCounting(_ text: String) {
        let bytes = Array(text.utf8)
        let index = SourceLineIndex(bytes: bytes)
        var offset = 0
        var line = 1
        var column = 1
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            // The LF of a CRLF is not a place of its own (the CR ended the line).
            if !(previous == "\r" && scalar == "\n") {
                #expect(index.position(ofOffset: offset) == SourcePosition(line: line, column: column), "offset \(offset) of \(text.debugDescription)")
                if scalar == "\n" || scalar == "\r" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            previous = scalar
            offset += String(scalar).utf8.count
        }
        #expect(index.position(ofOffset: offset) == SourcePosition(line: line, column: column))
        #expect(index.lineCount == line)
    }

    /// The one-pass positions of many ascending offsets (every byte, repeated ones, outside the text) are what
    /// the index gives for each, with and without a byte order mark.
    @Test(arguments: texts, [false, true])
    func ascendingOffsetsAgreeWithTheIndex(_ text: String, _ marked: Bool) {
        let bytes = (marked ? Self.bom : []) + Array(text.utf8)
        let index = SourceLineIndex(bytes: bytes)
        var offsets: [Int] = [-2]
        for offset in 0...bytes.count {
            offsets.append(offset)
            if offset % 7 == 0 { offsets.append(offset) }
        }
        offsets.append(bytes.count + 5)
        let expected = offsets.map { index.position(ofOffset: $0) }
        #expect(SourceLineIndex.positions(ofAscendingOffsets: offsets, in: bytes) == expected, "\(text.debugDescription)")
        // A sparse selection skips lines, and CRLFs between offsets.
        let sparse: [Int] = stride(from: 0, to: offsets.count, by: 13).map { offsets[$0] }
        #expect(SourceLineIndex.positions(ofAscendingOffsets: sparse, in: bytes) == sparse.map { index.position(ofOffset: $0) })
    }

    @Test func offsetsOutsideTheTextAreClamped() {
        let bytes = Array("ab\ncd".utf8)
        let index = SourceLineIndex(bytes: bytes)
        #expect(index.position(ofOffset: -5) == SourcePosition(line: 1, column: 1))
        #expect(index.position(ofOffset: 99) == SourcePosition(line: 2, column: 3))
    }

    // MARK: A UTF-8 byte order mark at the start of a file is not a character of its first line.

    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    @Test func jsonErrorAfterByteOrderMarkHasEditorColumn() throws {
        // `[1,]`: the comma is column 3 in an editor, which does not show the byte order mark.
        let error = #expect(throws: ResourceError.self) { try JSONDocument(bytes: Self.bom + Array("[1,]".utf8)) }
        #expect(error?.position == SourcePosition(line: 1, column: 3))
    }

    /// (offset, line, column) in a text that starts with a byte order mark.
    @Test(arguments: [(3, 1, 1), (4, 1, 2), (6, 1, 4), (8, 2, 2)])
    func positionSkipsByteOrderMark(offset: Int, line: Int, column: Int) {
        let bytes = Self.bom + Array("abc\nd".utf8)
        #expect(SourceLineIndex(bytes: bytes).position(ofOffset: offset) == SourcePosition(line: line, column: column))
        #expect(SourcePosition(offset: offset, in: bytes) == SourcePosition(line: line, column: column))
    }

    /// (offset, column) in a byte order mark and one line of 5,000 letters: block counts skip the mark too.
    @Test(arguments: [(3, 1), (4, 2), (3 + 4000, 4001), (3 + 5000, 5001)])
    func longLineAfterByteOrderMark(offset: Int, column: Int) {
        let bytes = Self.bom + Array(String(repeating: "a", count: 5000).utf8)
        #expect(SourceLineIndex(bytes: bytes).position(ofOffset: offset) == SourcePosition(line: 1, column: column))
    }
}
