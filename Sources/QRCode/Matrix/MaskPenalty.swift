/// The penalty score of a masked symbol (ISO/IEC 18004 7.8.3.1): the mask with the lowest score is used.
///
/// The whole symbol is scored, format and version information included, and the area outside it counts
/// as light, as the quiet zone is.
enum MaskPenalty {
    /// N1: a run of 5 or more modules of one colour in a row or column scores 3, plus 1 per module beyond 5.
    static let run = 3
    /// N2: each 2 × 2 block of one colour scores 3.
    static let block = 3
    /// N3: each 1:1:3:1:1 finder-like pattern with 4 light modules on one side scores 40.
    static let finderLike = 40
    /// N4: each 5 % the proportion of dark modules strays from 50 % scores 10.
    static let balance = 10

    /// The total score of `grid`.
    static func score(_ grid: ModuleGrid) -> Int { score(grid.modules, size: grid.size) }

    /// The total score of `size` × `size` modules, dark (1) or light (0), row by row.
    static func score(_ modules: [UInt8], size: Int) -> Int {
        var total = 0
        var line = [UInt8](repeating: 0, count: size)
        for index in 0..<size {
            for position in 0..<size { line[position] = modules[index * size + position] }
            total += runScore(line) + finderLikeScore(line)
            for position in 0..<size { line[position] = modules[position * size + index] }
            total += runScore(line) + finderLikeScore(line)
        }
        return total + blockScore(modules, size: size) + balanceScore(modules)
    }

    /// N1 for one row or column.
    static func runScore(_ line: [UInt8]) -> Int {
        var score = 0
        var runLength = 0
        var colour: UInt8 = 2
        for module in line {
            if module == colour {
                runLength += 1
            } else {
                if runLength >= 5 { score += run + runLength - 5 }
                colour = module
                runLength = 1
            }
        }
        if runLength >= 5 { score += run + runLength - 5 }
        return score
    }

    /// N3 for one row or column: dark-light-dark-dark-dark-light-dark with 4 light modules before or after it.
    static func finderLikeScore(_ line: [UInt8]) -> Int {
        let count = line.count
        guard count >= 7 else { return 0 }
        var score = 0
        for start in 0...(count - 7) {
            guard line[start] == 1, line[start + 1] == 0, line[start + 2] == 1, line[start + 3] == 1,
                line[start + 4] == 1, line[start + 5] == 0, line[start + 6] == 1
            else { continue }
            if isLight(line, from: start - 4, to: start) || isLight(line, from: start + 7, to: start + 11) {
                score += finderLike
            }
        }
        return score
    }

    /// Whether `line[from..<to]` is all light, counting positions outside the line as light.
    private static func isLight(_ line: [UInt8], from: Int, to: Int) -> Bool {
        for position in max(from, 0)..<min(to, line.count) where line[position] != 0 { return false }
        return true
    }

    /// N2 over the symbol.
    static func blockScore(_ modules: [UInt8], size: Int) -> Int {
        var score = 0
        for row in 0..<(size - 1) {
            for column in 0..<(size - 1) {
                let top = row * size + column, bottom = top + size
                let colour = modules[top]
                if modules[top + 1] == colour && modules[bottom] == colour && modules[bottom + 1] == colour {
                    score += block
                }
            }
        }
        return score
    }

    /// N4 over the symbol: 10 points for each whole 5 % the dark proportion is away from 50 %.
    static func balanceScore(_ modules: [UInt8]) -> Int {
        let total = modules.count
        guard total > 0 else { return 0 }
        var dark = 0
        for module in modules { dark += Int(module) }
        // |dark / total − 1/2| in twentieths (5 % steps), rounded down.
        return balance * (abs(dark * 20 - total * 10) / total)
    }
}
