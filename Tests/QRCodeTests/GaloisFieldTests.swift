import Testing

@testable import QRCode

@Suite("GaloisField")
struct GaloisFieldTests {
    /// Powers of α in GF(256) with 0x11D, as ISO/IEC 18004 annex A tabulates them.
    @Test("powers of α", arguments: [(0, 1), (1, 2), (7, 128), (8, 29), (9, 58), (25, 3), (254, 142), (255, 1)])
    func powers(_ power: Int, _ value: UInt8) {
        #expect(GaloisField.alpha(power) == value)
    }

    @Test("α generates every nonzero element once, and the logarithm inverts it")
    func logarithms() {
        let elements = Set((0..<255).map(GaloisField.alpha))
        #expect(elements.count == 255 && !elements.contains(0))
        for value in UInt8(1)...255 { #expect(GaloisField.alpha(GaloisField.log(value)) == value) }
    }

    @Test("multiplication", arguments: [(UInt8(0), UInt8(7), UInt8(0)), (1, 0x53, 0x53), (2, 0x80, 0x1D), (3, 3, 5), (0x8E, 2, 1)])
    func multiply(_ a: UInt8, _ b: UInt8, _ product: UInt8) {
        #expect(GaloisField.multiply(a, b) == product)
        #expect(GaloisField.multiply(b, a) == product)
    }

    @Test("every nonzero element has an inverse")
    func inverses() {
        for value in UInt8(1)...255 {
            let inverse = GaloisField.alpha(255 - GaloisField.log(value))
            #expect(GaloisField.multiply(value, inverse) == 1)
        }
    }
}
