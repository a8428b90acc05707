import Testing

@testable import QRCode

@Suite("Segmenter")
struct SegmenterTests {
    /// Text, then its optimal segments in versions 1–9 as mode letter and text.
    static let cases: [(String, [String])] = [
        ("01234567", ["N:01234567"]),
        ("HELLO WORLD", ["A:HELLO WORLD"]),
        ("hello", ["B:hello"]),
        ("", []),
        ("7", ["N:7"]),
        // A short digit run inside letters is cheaper in alphanumeric mode than in a segment of its own…
        ("123ABC", ["A:123ABC"]),
        ("ABC123DEF", ["A:ABC123DEF"]),
        ("ABC123456789012DEF", ["A:ABC123456789012DEF"]),
        // …a long one is cheaper on its own.
        ("ABC123456789012345DEF", ["A:ABC", "N:123456789012345", "A:DEF"]),
        ("abc1234567890def", ["B:abc", "N:1234567890", "B:def"]),
        ("abc123def", ["B:abc123def"]),
        // Alphanumeric runs inside byte data pay off once they are long enough.
        ("http://192.168.1.23:8080/join?code=K7Q2-9F", ["B:http", "A:://192.168.1.23:8080/", "B:join?code=", "A:K7Q2-9F"]),
        ("a HELLO b", ["B:a HELLO b"]),
        ("termiä 1234567890123", ["B:termiä ", "N:1234567890123"]),
        ("ä", ["B:ä"]),
    ]

    @Test("optimal segments", arguments: cases)
    func segments(_ text: String, _ expected: [String]) {
        let letters: [QRCode.Mode: String] = [.numeric: "N", .alphanumeric: "A", .byte: "B"]
        let segments = Segmenter.segments(for: Array(text.utf8), widthClass: 0)
        #expect(segments.map { "\(letters[$0.mode] ?? "?"):\(String(decoding: $0.bytes, as: UTF8.self))" } == expected)
    }

    /// Every way to cut short strings into segments, tried exhaustively: none takes fewer bits.
    @Test("no segmentation takes fewer bits", arguments: ["1A1A1A1A", "ab12345cd", "AB1234CD56", "12.345.678", "x9999999Y", "A1b2C3d4", "HTTP://A.B/12345678"])
    func optimal(_ text: String) throws {
        let bytes = Array(text.utf8)
        // The first version of each class of character count widths: 1–9, 10–26, 27–40.
        for (widthClass, number) in [(0, 1), (1, 10), (2, 27)] {
            let version = QRCode.Version.all[number - 1]
            let ours = Segmenter.segments(for: bytes, widthClass: widthClass).reduce(0) { $0 + ($1.bitCount(in: version) ?? .max) }
            #expect(ours == Self.fewestBits(bytes, version: version), "\(text) in versions of class \(widthClass)")
        }
    }

    /// The fewest bits over every segmentation, by brute force over cut points and modes.
    static func fewestBits(_ bytes: [UInt8], version: QRCode.Version) -> Int {
        var best = [Int](repeating: .max, count: bytes.count + 1)
        best[0] = 0
        for end in 1...max(1, bytes.count) where end <= bytes.count {
            for start in 0..<end where best[start] < .max {
                for mode in QRCode.Mode.allCases {
                    guard let segment = try? QRCode.Segment(mode: mode, bytes: Array(bytes[start..<end])),
                        let bits = segment.bitCount(in: version)
                    else { continue }
                    best[end] = min(best[end], best[start] + bits)
                }
            }
        }
        return best[bytes.count]
    }

    @Test("a run longer than the count indicator allows is split on whole pairs")
    func splitsLongRuns() {
        // Versions 10–26 count alphanumeric characters in 11 bits: at most 2047 in a segment.
        let text = [UInt8](repeating: UInt8(ascii: "A"), count: 2100)
        let segments = Segmenter.segments(for: text, widthClass: 1)
        #expect(segments.map(\.characterCount) == [2046, 54])
        #expect(segments.allSatisfy { $0.mode == .alphanumeric })
    }
}
