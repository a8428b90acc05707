import Testing

@testable import QRCode

@Suite("VersionInformation")
struct VersionInformationTests {
    /// The version information bit streams of ISO/IEC 18004 annex D (table D.1), versions 7 to 40.
    static let streams: [Int] = [
        0x07C94, 0x085BC, 0x09A99, 0x0A4D3, 0x0BBF6, 0x0C762, 0x0D847, 0x0E60D, 0x0F928, 0x10B78,
        0x1145D, 0x12A17, 0x13532, 0x149A6, 0x15683, 0x168C9, 0x177EC, 0x18EC4, 0x191E1, 0x1AFAB,
        0x1B08E, 0x1CC1A, 0x1D33F, 0x1ED75, 0x1F250, 0x209D5, 0x216F0, 0x228BA, 0x2379F, 0x24B0B,
        0x2542E, 0x26A64, 0x27541, 0x28C69,
    ]

    @Test("version information bits", arguments: 7...40)
    func bits(_ number: Int) throws {
        let version = try #require(QRCode.Version(number))
        #expect(VersionInformation.bits(version) == Self.streams[number - 7])
    }

    @Test("versions below 7 have none", arguments: 1...6)
    func none(_ number: Int) throws {
        #expect(VersionInformation.bits(try #require(QRCode.Version(number))) == nil)
    }

    @Test("drawn in both blocks, least significant bit first (figure 27)")
    func placement() throws {
        let version = try #require(QRCode.Version(7))
        let grid = ModuleGrid(version: version)
        let size = grid.size
        for index in 0..<18 {
            let bit = (0x07C94 >> index) & 1 == 1
            // Bottom-left block: 6 columns × 3 rows; top-right block: its transpose.
            #expect(grid.modules[size - 11 + index % 3, index / 3] == bit, "bit \(index) bottom left")
            #expect(grid.modules[index / 3, size - 11 + index % 3] == bit, "bit \(index) top right")
        }
    }
}
