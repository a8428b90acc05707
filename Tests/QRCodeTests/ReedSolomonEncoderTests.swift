import Testing

@testable import QRCode

@Suite("ReedSolomonEncoder")
struct ReedSolomonEncoderTests {
    /// Generator polynomials as ISO/IEC 18004 annex A lists them: the exponents of α of the
    /// coefficients below the leading x^n.
    static let generators: [(Int, [Int])] = [
        (7, [87, 229, 146, 149, 238, 102, 21]),
        (10, [251, 67, 46, 61, 118, 70, 64, 94, 32, 45]),
        (13, [74, 152, 176, 100, 86, 100, 106, 104, 130, 218, 206, 140, 78]),
        (16, [120, 104, 107, 109, 102, 161, 76, 3, 91, 191, 147, 169, 182, 194, 225, 120]),
        (17, [43, 139, 206, 78, 43, 239, 123, 206, 214, 147, 24, 99, 150, 39, 243, 163, 136]),
        (30, [41, 173, 145, 152, 216, 31, 179, 182, 50, 48, 110, 86, 239, 96, 222, 125, 42, 173, 226, 193,
              224, 130, 156, 37, 251, 216, 238, 40, 192, 180]),
    ]

    @Test("generator polynomials", arguments: generators)
    func generator(_ degree: Int, _ exponents: [Int]) {
        let coefficients = ReedSolomonEncoder.generatorPolynomial(degree: degree)
        #expect(coefficients.map(GaloisField.log) == exponents)
    }

    /// Data and error correction codewords of published examples: ISO/IEC 18004 annex I ("01234567",
    /// 1-M) and the thonky.com QR code tutorial ("HELLO WORLD", 1-M and 1-Q).
    static let blocks: [(String, [UInt8], [UInt8])] = [
        ("01234567 1-M",
         [0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11],
         [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55]),
        ("HELLO WORLD 1-M",
         [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17],
         [196, 35, 39, 119, 235, 215, 231, 226, 93, 23]),
        ("HELLO WORLD 1-Q",
         [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236],
         [168, 72, 22, 82, 217, 54, 156, 0, 46, 15, 180, 122, 16]),
    ]

    @Test("error correction codewords of known blocks", arguments: blocks)
    func codewords(_ name: String, _ data: [UInt8], _ expected: [UInt8]) {
        #expect(ReedSolomonEncoder(degree: expected.count).remainder(of: data[...]) == expected, "\(name)")
    }

    @Test("a codeword (data then remainder) is divisible by the generator: it vanishes at every root")
    func rootsVanish() {
        let data: [UInt8] = (0..<40).map { UInt8(($0 * 37 + 11) % 256) }
        let degree = 22
        let codeword = data + ReedSolomonEncoder(degree: degree).remainder(of: data[...])
        for power in 0..<degree {
            // Horner's rule at αᵖ.
            let root = GaloisField.alpha(power)
            let value = codeword.reduce(UInt8(0)) { GaloisField.multiply($0, root) ^ $1 }
            #expect(value == 0, "α^\(power)")
        }
    }
}
