import Testing
import _SanastoTestSupport

@testable import QRCode

@Suite("MaskPenalty")
struct MaskPenaltyTests {
    /// N1 + N3 of one line written with `#` for dark and `.` for light.
    static func lineScore(_ text: String) -> Int {
        let bits = text.map { $0 == "#" }
        var words = [UInt64](repeating: 0, count: 3)
        for (index, dark) in bits.enumerated() where dark { words[index >> 6] |= 1 << UInt64(index & 63) }
        return MaskPenalty.lineScore(LineBits(low: words[0], middle: words[1], high: words[2]), count: bits.count)
    }

    static func matrix(_ rows: [String]) -> QRCode.BitMatrix {
        QRCode.BitMatrix(rows: rows.map { $0.map { $0 == "#" } }) ?? QRCode.BitMatrix(size: 0)
    }

    @Test("N1: runs of five or more", arguments: [
        ("#####", 3), ("......", 4), ("####....####", 0), ("###########", 9), ("#####.#####", 6), (".#.#.#", 0),
        (String(repeating: "#", count: 64) + "." + String(repeating: "#", count: 70), 3 + 59 + 3 + 65),
        (String(repeating: ".", count: 177), 3 + 172),
    ])
    func runs(_ text: String, _ score: Int) {
        #expect(Self.lineScore(text) == score)
    }

    @Test("N3: 1:1:3:1:1 with four light modules on a side; outside the symbol counts as light", arguments: [
        ("....#.###.#", 40), ("#.###.#....", 40), ("#.###.#", 40), ("#.###.#.##", 40), ("##.#.###.#", 40),
        ("...##.###.#...#", 0), ("##.###.##", 0), ("....#.###.#....#.###.#....", 80),
        ("....#.##..#....", 0), ("#...#.###.##", 0), ("##.###.#...#", 0),
    ])
    func finderLike(_ text: String, _ score: Int) {
        // Subtract N1, which the light runs of five or more add.
        #expect(Self.lineScore(text) - ReferencePenalty.runs(text.map { $0 == "#" }) == score)
    }

    @Test("N2: each 2 × 2 block of one colour")
    func blocks() {
        // A 3 × 3 dark square holds four 2 × 2 blocks; the light L around it, one module wide, none.
        #expect(MaskPenalty.blockScore(Self.matrix(["###.", "###.", "###.", "...."])) == 4 * 3)
        // Blocks across the boundary between two words of a row.
        let wide = (0..<70).map { _ in String(repeating: "#", count: 70) }
        #expect(MaskPenalty.blockScore(Self.matrix(wide)) == 69 * 69 * 3)
    }

    @Test("N4: whole 5 % steps away from half dark", arguments: [
        (50, 0), (54, 0), (55, 10), (45, 10), (44, 10), (40, 20), (100, 100), (0, 100), (61, 20),
    ])
    func balance(_ darkPercent: Int, _ score: Int) {
        let rows = (0..<10).map { row in String((0..<10).map { row * 10 + $0 < darkPercent ? "#" : "." }) }
        #expect(MaskPenalty.balanceScore(Self.matrix(rows)) == score)
    }

    @Test("the total adds the rows' and columns' scores and the whole symbol's")
    func total() {
        // A 7 × 7 symbol that is one finder pattern: rows and columns 0 and 6 are dark runs of 7 (5 each),
        // 1 and 5 hold light runs of 5 (3 each), 2–4 are 1:1:3:1:1 with light outside (40 each), and the
        // dark 3 × 3 centre holds four 2 × 2 blocks; 33 of 49 modules are dark (67 %: 30).
        let finder = ["#######", "#.....#", "#.###.#", "#.###.#", "#.###.#", "#.....#", "#######"]
        #expect(MaskPenalty.score(Self.matrix(finder)) == 4 * 5 + 4 * 3 + 6 * 40 + 4 * 3 + 30)
    }

    /// Random matrices of every symbol size and real symbols: the word-at-a-time scoring equals the
    /// module-by-module reading of the standard's rules.
    @Test("the same score as a module-by-module reference", arguments: [21, 25, 57, 61, 65, 125, 129, 177])
    func matchesReference(_ size: Int) throws {
        var generator = SplitMix64(seed: UInt64(size))
        for density in [2, 3, 5] {
            var matrix = QRCode.BitMatrix(size: size)
            for row in 0..<size {
                for column in 0..<size where generator.next() % UInt64(density) == 0 { matrix[row, column] = true }
            }
            #expect(MaskPenalty.score(matrix) == ReferencePenalty.score(matrix), "density 1/\(density)")
        }
        let version = try #require(QRCode.Version((size - 17) / 4))
        for mask in QRCode.Mask.allCases {
            let code = try QRCode(encoding: "40 termiä", version: version, mask: mask)
            #expect(MaskPenalty.score(code.modules) == ReferencePenalty.score(code.modules), "mask \(mask)")
        }
    }
}

/// The penalty rules read module by module, as the standard states them: the reference for the faster scoring.
enum ReferencePenalty {
    static func score(_ matrix: QRCode.BitMatrix) -> Int {
        let size = matrix.size
        var total = 0
        for index in 0..<size {
            let row = (0..<size).map { matrix[index, $0] }
            let column = (0..<size).map { matrix[$0, index] }
            total += runs(row) + finderLike(row) + runs(column) + finderLike(column)
        }
        for row in 0..<(size - 1) {
            for column in 0..<(size - 1) {
                let colour = matrix[row, column]
                if matrix[row, column + 1] == colour && matrix[row + 1, column] == colour && matrix[row + 1, column + 1] == colour {
                    total += 3
                }
            }
        }
        var dark = 0
        for row in 0..<size { for column in 0..<size where matrix[row, column] { dark += 1 } }
        let percent = Double(dark) * 100 / Double(size * size)
        return total + 10 * Int((abs(percent - 50) / 5).rounded(.down))
    }

    static func runs(_ line: [Bool]) -> Int {
        var score = 0, length = 0
        for (index, module) in line.enumerated() {
            length = index > 0 && line[index - 1] == module ? length + 1 : 1
            let ends = index == line.count - 1 || line[index + 1] != module
            if ends && length >= 5 { score += 3 + length - 5 }
        }
        return score
    }

    static func finderLike(_ line: [Bool]) -> Int {
        let pattern = [true, false, true, true, true, false, true]
        func light(_ range: Range<Int>) -> Bool { range.allSatisfy { $0 < 0 || $0 >= line.count || !line[$0] } }
        var score = 0
        for start in 0..<max(0, line.count - 6) where (0..<7).allSatisfy({ line[start + $0] == pattern[$0] }) {
            if light((start - 4)..<start) || light((start + 7)..<(start + 11)) { score += 40 }
        }
        return score
    }
}
