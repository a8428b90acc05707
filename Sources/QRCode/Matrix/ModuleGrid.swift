/// The symbol while it is built: its modules and which of them belong to function patterns, which the
/// data and the mask must leave alone.
struct ModuleGrid: Sendable {
    let size: Int
    /// The modules, dark or light.
    var modules: QRCode.BitMatrix
    /// Which modules are part of a function pattern or reserved for format or version information.
    var isFunction: QRCode.BitMatrix

    /// A grid for `version` with its finder, separator, timing and alignment patterns, the dark module,
    /// the version information, and the format information areas reserved (light until drawn).
    init(version: QRCode.Version) {
        size = version.size
        modules = QRCode.BitMatrix(size: size)
        isFunction = QRCode.BitMatrix(size: size)

        // Timing patterns first; finders and alignment patterns overwrite their ends.
        for index in 0..<size {
            setFunction(row: 6, column: index, dark: index % 2 == 0)
            setFunction(row: index, column: 6, dark: index % 2 == 0)
        }
        drawFinder(centerRow: 3, centerColumn: 3)
        drawFinder(centerRow: 3, centerColumn: size - 4)
        drawFinder(centerRow: size - 4, centerColumn: 3)

        let positions = VersionTable.alignmentPositions(version)
        let last = positions.count - 1
        for (rowIndex, row) in positions.enumerated() {
            for (columnIndex, column) in positions.enumerated() {
                // The three corners with finder patterns have no alignment pattern.
                if (rowIndex == 0 && columnIndex == 0) || (rowIndex == 0 && columnIndex == last)
                    || (rowIndex == last && columnIndex == 0) { continue }
                drawAlignment(centerRow: row, centerColumn: column)
            }
        }

        // Reserve the format information areas; they are drawn once the mask is known.
        drawFormatInformation(0)
        if let bits = VersionInformation.bits(version) { drawVersionInformation(bits) }
    }

    private mutating func setFunction(row: Int, column: Int, dark: Bool) {
        modules[row, column] = dark
        isFunction[row, column] = true
    }

    /// A 7 × 7 finder pattern with its one-module light separator, clipped at the symbol's edges.
    private mutating func drawFinder(centerRow: Int, centerColumn: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let row = centerRow + dy, column = centerColumn + dx
                guard row >= 0, row < size, column >= 0, column < size else { continue }
                let ring = max(abs(dx), abs(dy))
                setFunction(row: row, column: column, dark: ring != 2 && ring != 4)
            }
        }
    }

    /// A 5 × 5 alignment pattern: dark border, light ring, dark centre.
    private mutating func drawAlignment(centerRow: Int, centerColumn: Int) {
        for dy in -2...2 {
            for dx in -2...2 {
                setFunction(row: centerRow + dy, column: centerColumn + dx, dark: max(abs(dx), abs(dy)) != 1)
            }
        }
    }

    /// Draws the 15 format bits in both copies, and the dark module beside the bottom-left copy.
    mutating func drawFormatInformation(_ bits: Int) {
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 != 0 }
        // First copy, around the top-left finder: bits 0–7 down column 8 (skipping the timing row),
        // bits 8–14 leftward along row 8 (skipping the timing column).
        for index in 0...5 { setFunction(row: index, column: 8, dark: bit(index)) }
        setFunction(row: 7, column: 8, dark: bit(6))
        setFunction(row: 8, column: 8, dark: bit(7))
        setFunction(row: 8, column: 7, dark: bit(8))
        for index in 9..<15 { setFunction(row: 8, column: 14 - index, dark: bit(index)) }
        // Second copy: bits 0–7 leftward along row 8 from the right edge, bits 8–14 down column 8 at the bottom.
        for index in 0..<8 { setFunction(row: 8, column: size - 1 - index, dark: bit(index)) }
        for index in 8..<15 { setFunction(row: size - 15 + index, column: 8, dark: bit(index)) }
        setFunction(row: size - 8, column: 8, dark: true)
    }

    /// Draws the 18 version bits as a 6 × 3 block above the bottom-left finder and its transpose left of
    /// the top-right finder, least significant bit first.
    private mutating func drawVersionInformation(_ bits: Int) {
        for index in 0..<18 {
            let dark = (bits >> index) & 1 != 0
            let across = size - 11 + index % 3, along = index / 3
            setFunction(row: along, column: across, dark: dark)
            setFunction(row: across, column: along, dark: dark)
        }
    }

    /// Places `codewords` most significant bit first in the two-column zigzag from the bottom right,
    /// skipping function modules and the vertical timing column; modules left over stay light (the
    /// remainder bits).
    mutating func placeData(_ codewords: [UInt8]) {
        let totalBits = codewords.count * 8
        var bitIndex = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            // Column pairs alternate upward and downward, starting upward at the right edge.
            let upward = ((right + 1) & 2) == 0
            for step in 0..<size {
                let row = upward ? size - 1 - step : step
                for offset in 0..<2 {
                    let column = right - offset
                    if !isFunction[row, column] && bitIndex < totalBits {
                        modules[row, column] = codewords[bitIndex >> 3] >> (7 - UInt8(bitIndex & 7)) & 1 != 0
                        bitIndex += 1
                    }
                }
            }
            right -= 2
        }
    }

    /// Inverts the data modules where `mask` says to (XOR, so applying it twice undoes it).
    mutating func apply(_ mask: QRCode.Mask) {
        let wordsPerRow = modules.wordsPerRow
        // Every pattern repeats every 12 rows, so 12 rows of it serve the whole symbol.
        var pattern = [UInt64](repeating: 0, count: 12 * wordsPerRow)
        for row in 0..<min(12, size) {
            for column in 0..<size where mask.inverts(row: row, column: column) {
                pattern[row * wordsPerRow + column >> 6] |= 1 << UInt64(column & 63)
            }
        }
        for row in 0..<size {
            for word in 0..<wordsPerRow {
                let index = row * wordsPerRow + word
                modules.words[index] ^= pattern[row % 12 * wordsPerRow + word] & ~isFunction.words[index]
            }
        }
    }
}
