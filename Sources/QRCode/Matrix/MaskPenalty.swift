/// The penalty score of a masked symbol (ISO/IEC 18004 7.8.3.1): the mask with the lowest score is used.
///
/// The whole symbol is scored, format and version information included, and the area outside it counts
/// as light, as the quiet zone is. Every rule is evaluated on whole rows and columns at once with bit
/// operations (a line is at most 177 modules), so that trying all eight masks stays cheap.
enum MaskPenalty {
    /// N1: a run of 5 or more modules of one colour in a row or column scores 3, plus 1 per module beyond 5.
    static let run = 3
    /// N2: each 2 × 2 block of one colour scores 3.
    static let block = 3
    /// N3: each 1:1:3:1:1 finder-like pattern with 4 light modules on one side scores 40.
    static let finderLike = 40
    /// N4: each 5 % the proportion of dark modules strays from 50 % scores 10.
    static let balance = 10

    /// The total score of `modules`.
    static func score(_ modules: QRCode.BitMatrix) -> Int {
        var total = 0
        for matrix in [modules, modules.transposed] {
            for row in 0..<modules.size { total += lineScore(matrix.line(row), count: matrix.size) }
        }
        return total + blockScore(modules) + balanceScore(modules)
    }

    /// N1 and N3 of a row or column of `count` modules (at most 184), dark bits set, bit 0 first.
    static func lineScore(_ line: LineBits, count: Int) -> Int {
        // N1: a run of L ≥ 5 scores 3 + (L − 5): it holds L − 4 windows of five, the first of which
        // starts it, so each window scores 1 and each start 2 more.
        var score = 0
        for colour in [line, ~line & LineBits.ones(count)] {
            let pairs: LineBits = colour & colour.dropping(1)
            let fives: LineBits = pairs & pairs.dropping(2) & colour.dropping(4)
            let starts: LineBits = fives & ~fives.delaying(1)
            score += fives.count + (run - 1) * starts.count
        }
        // N3, with the line moved 4 modules in so that the light area outside it has room.
        let padded = line.delaying(4)
        // Bit q of `finder` is set where modules q…q + 6 read dark-light-dark-dark-dark-light-dark.
        let darkEnds: LineBits = padded & padded.dropping(6)
        let darkCentre: LineBits = padded.dropping(2) & padded.dropping(3) & padded.dropping(4)
        let lightGaps: LineBits = ~(padded.dropping(1) | padded.dropping(5))
        let finder: LineBits = darkEnds & darkCentre & lightGaps
        let before: LineBits = padded.delaying(1) | padded.delaying(2) | padded.delaying(3) | padded.delaying(4)
        let after: LineBits = padded.dropping(7) | padded.dropping(8) | padded.dropping(9) | padded.dropping(10)
        let lightBeforeOrAfter: LineBits = ~before | ~after
        return score + finderLike * (finder & lightBeforeOrAfter).count
    }

    /// N2 over the symbol: blocks whose four modules match, found 63 columns at a time.
    static func blockScore(_ modules: QRCode.BitMatrix) -> Int {
        let size = modules.size, wordsPerRow = modules.wordsPerRow
        guard size >= 2 else { return 0 }
        var count = 0
        for row in 0..<(size - 1) {
            let top = row * wordsPerRow, bottom = top + wordsPerRow
            for word in 0..<wordsPerRow {
                let a = modules.words[top + word], b = modules.words[bottom + word]
                // Each module's right-hand neighbour, borrowing from the next word at the word's end.
                let nextA = word + 1 < wordsPerRow ? modules.words[top + word + 1] << 63 : 0
                let nextB = word + 1 < wordsPerRow ? modules.words[bottom + word + 1] << 63 : 0
                let rightA = a >> 1 | nextA, rightB = b >> 1 | nextB
                let same = ~(a ^ b) & ~(a ^ rightA) & ~(b ^ rightB)
                // Only blocks whose left column is 0...size − 2.
                let firstColumn = word << 6
                let valid = size - 1 - firstColumn
                let mask: UInt64 = valid >= 64 ? ~0 : valid <= 0 ? 0 : (1 << UInt64(valid)) - 1
                count += (same & mask).nonzeroBitCount
            }
        }
        return block * count
    }

    /// N4 over the symbol: 10 points for each whole 5 % the dark proportion is away from 50 %.
    static func balanceScore(_ modules: QRCode.BitMatrix) -> Int {
        let total = modules.size * modules.size
        guard total > 0 else { return 0 }
        // |dark / total − 1/2| in twentieths (5 % steps), rounded down.
        return balance * (abs(modules.darkCount * 20 - total * 10) / total)
    }
}
