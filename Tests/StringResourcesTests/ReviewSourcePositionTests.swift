import Foundation
import Testing
@testable import StringResources

/// A UTF-8 byte order mark at the start of a file is not a character of its first line.
@Suite struct ReviewSourcePositionTests {
    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    @Test func jsonErrorAfterByteOrderMarkHasEditorColumn() throws {
        // `[1,]`: the comma is column 3 in an editor, which does not show the byte order mark.
        let error = #expect(throws: ResourceError.self) { try JSONDocument(bytes: Self.bom + Array("[1,]".utf8)) }
        #expect(error?.position == SourcePosition(line: 1, column: 3))
    }

    @Test(arguments: [(3, 1), (4, 2), (6, 4)])
    func positionSkipsByteOrderMark(offset: Int, column: Int) {
        let bytes = Self.bom + Array("abc\nd".utf8)
        #expect(SourcePosition(offset: offset, in: bytes) == SourcePosition(line: 1, column: column))
        #expect(ValidationLineIndex(bytes: bytes).position(ofOffset: offset) == SourcePosition(line: 1, column: column))
    }

    @Test func secondLineIsUnaffected() {
        let bytes = Self.bom + Array("abc\nd".utf8)
        #expect(SourcePosition(offset: 8, in: bytes) == SourcePosition(line: 2, column: 2))
        #expect(ValidationLineIndex(bytes: bytes).position(ofOffset: 8) == SourcePosition(line: 2, column: 2))
    }
}
