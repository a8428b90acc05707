extension QRCode {
    /// The symbol as text for a terminal: Unicode half blocks (`▀ ▄ █` and space), two module rows per
    /// line, one module per column, inside a quiet zone.
    ///
    /// By default the blocks' ink marks the dark modules, which is right where the terminal draws dark text
    /// on a light background. On a terminal with light text on a dark background pass `inverted: true`:
    /// the ink then marks the light modules and the quiet zone, and the background shows through as the
    /// dark modules, so the code still reads dark on light, which every reader scans (many phone readers
    /// cannot scan an inverted code).
    ///
    /// - Parameters:
    ///   - quietZone: Light modules around the symbol; the standard asks for 4.
    ///   - inverted: Whether the ink marks the light modules (for light-on-dark terminals).
    /// - Returns: Lines ending in a line feed; the last half row below the quiet zone is left blank.
    public func terminalText(quietZone: Int = 4, inverted: Bool = false) -> String {
        let margin = max(0, quietZone)
        let span = size + 2 * margin
        func ink(_ row: Int, _ column: Int) -> Bool {
            guard row < span else { return false }
            let dark = self[row - margin, column - margin]
            return inverted ? !dark : dark
        }
        // UTF-8 of space, ▄ (U+2584), ▀ (U+2580) and █ (U+2588), indexed by top ink × 2 + bottom ink.
        let glyphs: [[UInt8]] = [[0x20], [0xE2, 0x96, 0x84], [0xE2, 0x96, 0x80], [0xE2, 0x96, 0x88]]
        var bytes: [UInt8] = []
        bytes.reserveCapacity((span + 1) / 2 * (3 * span + 1))
        for row in stride(from: 0, to: span, by: 2) {
            for column in 0..<span {
                bytes += glyphs[(ink(row, column) ? 2 : 0) + (ink(row + 1, column) ? 1 : 0)]
            }
            bytes.append(0x0A)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
