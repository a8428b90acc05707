import Testing

@testable import QRCode

@Suite("MaskPenalty")
struct MaskPenaltyTests {
    static func line(_ text: String) -> [UInt8] { text.map { $0 == "#" ? 1 : 0 } }

    @Test("N1: runs of five or more", arguments: [
        ("#####", 3), ("......", 4), ("####....####", 0), ("###########", 9), ("#####.#####", 6), (".#.#.#", 0),
    ])
    func runs(_ text: String, _ score: Int) {
        #expect(MaskPenalty.runScore(Self.line(text)) == score)
    }

    @Test("N3: 1:1:3:1:1 with four light modules on a side; outside the symbol counts as light", arguments: [
        ("....#.###.#", 40), ("#.###.#....", 40), ("#.###.#", 40), ("#.###.####", 40),
        ("...##.###.#...#", 0), ("#####.###.#####", 0), ("....#.###.#....#.###.#....", 80),
        ("....#.##..#....", 0),
    ])
    func finderLike(_ text: String, _ score: Int) {
        #expect(MaskPenalty.finderLikeScore(Self.line(text)) == score)
    }

    @Test("N2: each 2 × 2 block of one colour")
    func blocks() {
        // A 3 × 3 dark square holds four 2 × 2 blocks; the light L around it, one module wide, none.
        let modules: [UInt8] = [
            1, 1, 1, 0,
            1, 1, 1, 0,
            1, 1, 1, 0,
            0, 0, 0, 0,
        ]
        #expect(MaskPenalty.blockScore(modules, size: 4) == 4 * 3)
    }

    @Test("N4: whole 5 % steps away from half dark", arguments: [
        (50, 0), (54, 0), (55, 10), (45, 10), (44, 10), (40, 20), (100, 100), (0, 100), (61, 20),
    ])
    func balance(_ darkPercent: Int, _ score: Int) {
        let modules = (0..<100).map { UInt8($0 < darkPercent ? 1 : 0) }
        #expect(MaskPenalty.balanceScore(modules) == score)
    }

    @Test("the total adds the rows' and columns' scores and the whole symbol's")
    func total() {
        // A 7 × 7 symbol that is one finder pattern: rows and columns 0 and 6 are dark runs of 7 (5 each),
        // 1 and 5 hold light runs of 5 (3 each), 2–4 are 1:1:3:1:1 with light outside (40 each), and the
        // dark 3 × 3 centre holds four 2 × 2 blocks.
        var modules = [UInt8](repeating: 0, count: 49)
        for row in 0..<7 {
            for column in 0..<7 {
                let ring = max(abs(row - 3), abs(column - 3))
                modules[row * 7 + column] = ring == 2 ? 0 : 1
            }
        }
        let dark = 49 - 16
        let expected = 4 * 5 + 4 * 3 + 6 * 40 + 4 * 3 + 10 * (abs(dark * 20 - 49 * 10) / 49)
        #expect(MaskPenalty.score(modules, size: 7) == expected)
    }
}
