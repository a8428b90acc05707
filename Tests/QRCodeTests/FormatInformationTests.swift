import Testing

@testable import QRCode

@Suite("FormatInformation")
struct FormatInformationTests {
    /// The 32 valid format information sequences, masked, of ISO/IEC 18004 annex C (table C.1).
    static let sequences: [(QRCode.ErrorCorrectionLevel, [String])] = [
        (.low, ["111011111000100", "111001011110011", "111110110101010", "111100010011101",
                "110011000101111", "110001100011000", "110110001000001", "110100101110110"]),
        (.medium, ["101010000010010", "101000100100101", "101111001111100", "101101101001011",
                   "100010111111001", "100000011001110", "100111110010111", "100101010100000"]),
        (.quartile, ["011010101011111", "011000001101000", "011111100110001", "011101000000110",
                     "010010010110100", "010000110000011", "010111011011010", "010101111101101"]),
        (.high, ["001011010001001", "001001110111110", "001110011100111", "001100111010000",
                 "000011101100010", "000001001010101", "000110100001100", "000100000111011"]),
    ]

    @Test("format information bits", arguments: sequences)
    func bits(_ level: QRCode.ErrorCorrectionLevel, _ expected: [String]) {
        for mask in QRCode.Mask.allCases {
            let bits = FormatInformation.bits(level: level, mask: mask)
            let text = String(bits, radix: 2)
            #expect(String(repeating: "0", count: 15 - text.count) + text == expected[mask.rawValue], "\(level) mask \(mask)")
        }
    }

    @Test("drawn in both copies where the standard puts them (figure 25)")
    func placement() {
        var grid = ModuleGrid(version: .minimum)
        let bits = FormatInformation.bits(level: .medium, mask: QRCode.Mask.allCases[5])
        grid.drawFormatInformation(bits)
        let size = grid.size
        // Bit 14 (first) … bit 0 (last), as a reader collects each copy.
        let first = [(8, 0), (8, 1), (8, 2), (8, 3), (8, 4), (8, 5), (8, 7), (8, 8), (7, 8), (5, 8), (4, 8), (3, 8), (2, 8), (1, 8), (0, 8)]
        let second = (0..<7).map { (size - 1 - $0, 8) } + (0..<8).map { (8, size - 8 + $0) }
        let readFirst = first.map { grid.modules[$0.0, $0.1] ? "1" : "0" }.joined()
        let readSecond = second.map { grid.modules[$0.0, $0.1] ? "1" : "0" }.joined()
        #expect(readFirst == "100000011001110")
        #expect(readSecond == "100000011001110")
        #expect(grid.modules[size - 8, 8], "the dark module")
    }
}
