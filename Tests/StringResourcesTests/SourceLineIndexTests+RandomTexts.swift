import Testing
@testable import StringResources

/// ``SourceLineIndex/positions(ofAscendingOffsets:in:)`` against the index's answer for each offset, on random texts
/// of every kind of line break, multibyte scalars, long lines and byte order marks.
@Suite struct SourceLineIndexRandomTextTests {
    /// A small deterministic generator (the same texts on every run).
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state ^ (state >> 29)
        }
    }

    /// The pieces texts are made of: line breaks of every kind, ASCII, multibyte scalars and a long run.
    static let pieces = ["\n", "\n", "\n", "\r\n", "\r", "a", "bc", "  \"key\" : ", "ä", "😀", "é", String(repeating: "x", count: 5000)]

    /// A random text: with line feeds only, or every kind of line break.
    static func text(seed: UInt64, length: Int, lineFeedsOnly: Bool, marked: Bool) -> [UInt8] {
        var generator = Generator(state: seed)
        let usable = pieces.filter { !lineFeedsOnly || !$0.contains("\r") }
        var text = marked ? "\u{FEFF}" : ""
        for _ in 0..<length {
            let piece = usable[Int(generator.next() % UInt64(usable.count))]
            // The long run is rare: most texts are short lines.
            if piece.utf8.count > 100 && generator.next() % 8 != 0 { continue }
            text += piece
        }
        return Array(text.utf8)
    }

    @Test(arguments: Array(0..<24))
    func everyOffsetAgreesWithTheIndex(_ seed: Int) {
        let bytes = Self.text(seed: UInt64(seed), length: 20 + seed * 37, lineFeedsOnly: seed % 3 != 0, marked: seed % 4 == 1)
        let index = SourceLineIndex(bytes: bytes)
        // Every offset, then a random ascending subset with repeats (findings that share a node).
        let every = Array(0...bytes.count)
        #expect(SourceLineIndex.positions(ofAscendingOffsets: every, in: bytes) == every.map { index.position(ofOffset: $0) })
        var generator = Generator(state: UInt64(seed) &+ 99)
        let some = (0..<(bytes.count / 3 + 1)).map { _ in Int(generator.next() % UInt64(bytes.count + 1)) }.sorted()
        let repeated = some.flatMap { generator.next() % 4 == 0 ? [$0, $0, $0] : [$0] }
        #expect(SourceLineIndex.positions(ofAscendingOffsets: repeated, in: bytes) == repeated.map { index.position(ofOffset: $0) })
    }

    @Test(arguments: [
        // (bytes, start, end, line feeds, last)
        ("", 0, 0, 0, -1),
        ("abcdefgh", 0, 8, 0, -1),
        ("\n", 0, 1, 1, 0),
        ("abcdefg\n", 0, 8, 1, 7),
        ("\nbcdefgh\n", 0, 9, 2, 8),
        ("\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n", 0, 17, 17, 16),
        ("\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n", 3, 12, 9, 11),
        // Bytes that differ from a line feed by one bit, and ones with the high bit set, are not line feeds.
        ("\u{0B}\u{08}\u{0E}\u{2A}\u{8A}\u{8A}ä\n\u{0B}", 0, 12, 1, 10),
        ("ab\ncdefghijklmnop\nq", 1, 17, 1, 2),
        ("ab\ncdefghijklmnop\nq", 1, 18, 2, 17),
        ("ab\ncdefghijklmnop\nq", 2, 19, 2, 17),
    ])
    func lineFeedsAreCountedByWord(_ text: String, _ start: Int, _ end: Int, _ count: Int, _ last: Int) {
        let bytes = Array(text.utf8)
        let found = bytes.withUnsafeBufferPointer { buffer -> (count: Int, last: Int) in
            guard let base = buffer.baseAddress else { return (0, -1) }
            return SourceLineIndex.lineFeeds(base, start, end)
        }
        #expect(found.count == count && found.last == last)
    }
}
