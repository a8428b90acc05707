/// The symbol tables of ISO/IEC 18004: error correction blocks per version and level (table 9) and the
/// alignment pattern positions (annex E); codeword counts follow from the module layout.
enum VersionTable {
    /// Error correction codewords in each block, indexed by level (L, M, Q, H) then version − 1.
    private static let errorCorrectionCodewordsPerBlock: [[Int]] = [
        [7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
         28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
         26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
        [13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
         28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
         30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    ]

    /// Error correction blocks, indexed by level (L, M, Q, H) then version − 1.
    private static let blockCounts: [[Int]] = [
        [1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
         8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
        [1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
         17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
        [1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
         23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
        [1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
         25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
    ]

    /// The block layout of `version` at `level`.
    static func blocks(_ version: QRCode.Version, _ level: QRCode.ErrorCorrectionLevel) -> BlockLayout {
        let total = totalCodewords(version)
        let blockCount = blockCounts[level.rawValue][version.number - 1]
        return BlockLayout(
            blockCount: blockCount,
            errorCorrectionPerBlock: errorCorrectionCodewordsPerBlock[level.rawValue][version.number - 1],
            // Blocks that hold one codeword fewer come first (table 9 lists them first).
            shortBlockCount: blockCount - total % blockCount,
            shortBlockLength: total / blockCount)
    }

    /// Codewords (data and error correction) in the symbol: its data modules over 8.
    static func totalCodewords(_ version: QRCode.Version) -> Int { dataModules(version) / 8 }

    /// Data codewords at `level`: what the encoded data may fill.
    static func dataCodewords(_ version: QRCode.Version, _ level: QRCode.ErrorCorrectionLevel) -> Int {
        let layout = blocks(version, level)
        return totalCodewords(version) - layout.blockCount * layout.errorCorrectionPerBlock
    }

    /// Modules not taken by function patterns, format or version information; those left over after the
    /// last whole codeword (0, 3, 4 or 7) are the remainder bits, left light.
    static func dataModules(_ version: QRCode.Version) -> Int {
        let v = version.number
        let size = version.size
        var modules = size * size
        modules -= 3 * 64  // finder patterns with their separators
        modules -= 2 * (size - 16)  // timing patterns between the separators
        modules -= 2 * 15 + 1  // two copies of the format information and the dark module
        let alignmentCount = alignmentPositions(version).count
        if alignmentCount > 0 {
            // All pairs except the three that would overlap a finder; those on the timing rows share
            // 5 modules each with the timing pattern, already counted.
            let patterns = alignmentCount * alignmentCount - 3
            let onTiming = 2 * (alignmentCount - 2)
            modules -= 25 * patterns - 5 * onTiming
        }
        if v >= 7 { modules -= 2 * 18 }  // two copies of the version information
        return modules
    }

    /// Row and column coordinates of the alignment pattern centres (annex E), indexed by version − 1;
    /// every pair of them is a centre except the three that fall on a finder pattern.
    private static let alignmentPositionTable: [[Int]] = [
        [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34],
        [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50], [6, 30, 54], [6, 32, 58], [6, 34, 62],
        [6, 26, 46, 66], [6, 26, 48, 70], [6, 26, 50, 74], [6, 30, 54, 78], [6, 30, 56, 82], [6, 30, 58, 86],
        [6, 34, 62, 90],
        [6, 28, 50, 72, 94], [6, 26, 50, 74, 98], [6, 30, 54, 78, 102], [6, 28, 54, 80, 106],
        [6, 32, 58, 84, 110], [6, 30, 58, 86, 114], [6, 34, 62, 90, 118],
        [6, 26, 50, 74, 98, 122], [6, 30, 54, 78, 102, 126], [6, 26, 52, 78, 104, 130],
        [6, 30, 56, 82, 108, 134], [6, 34, 60, 86, 112, 138], [6, 30, 58, 86, 114, 142],
        [6, 34, 62, 90, 118, 146],
        [6, 30, 54, 78, 102, 126, 150], [6, 24, 50, 76, 102, 128, 154], [6, 28, 54, 80, 106, 132, 158],
        [6, 32, 58, 84, 110, 136, 162], [6, 26, 54, 82, 110, 138, 166], [6, 30, 58, 86, 114, 142, 170],
    ]

    /// Row and column coordinates of the alignment pattern centres of `version`.
    static func alignmentPositions(_ version: QRCode.Version) -> [Int] {
        alignmentPositionTable[version.number - 1]
    }
}

/// How a symbol's codewords are split into Reed–Solomon blocks.
struct BlockLayout: Sendable, Hashable {
    /// Blocks in the symbol.
    var blockCount: Int
    /// Error correction codewords in each block.
    var errorCorrectionPerBlock: Int
    /// Blocks with one data codeword fewer than the others; they come first.
    var shortBlockCount: Int
    /// Codewords (data and error correction) in a short block.
    var shortBlockLength: Int

    /// Data codewords in block `index`.
    func dataCodewords(inBlock index: Int) -> Int {
        shortBlockLength - errorCorrectionPerBlock + (index < shortBlockCount ? 0 : 1)
    }
}
