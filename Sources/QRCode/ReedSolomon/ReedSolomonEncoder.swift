/// Computes Reed–Solomon error correction codewords for one block size: the remainder of the data
/// polynomial times xⁿ divided by the generator polynomial ∏ (x − αⁱ), i = 0..<n.
struct ReedSolomonEncoder: Sendable {
    /// The generator's coefficients below the leading 1, highest degree first (n of them).
    let generator: [UInt8]

    /// An encoder that appends `degree` error correction codewords to each block.
    init(degree: Int) {
        generator = ReedSolomonEncoder.generatorPolynomial(degree: degree)
    }

    /// The generator polynomial of `degree`, its coefficients highest degree first without the leading 1.
    static func generatorPolynomial(degree: Int) -> [UInt8] {
        // Coefficients highest degree first, leading 1 included while building.
        var polynomial: [UInt8] = [1]
        for power in 0..<degree {
            // Multiply by (x + αᵖ): subtraction is addition in GF(2⁸).
            let root = GaloisField.alpha(power)
            var next = [UInt8](repeating: 0, count: polynomial.count + 1)
            for (index, coefficient) in polynomial.enumerated() {
                next[index] ^= coefficient
                next[index + 1] ^= GaloisField.multiply(coefficient, root)
            }
            polynomial = next
        }
        return Array(polynomial.dropFirst())
    }

    /// The error correction codewords of `data`.
    func remainder(of data: ArraySlice<UInt8>) -> [UInt8] {
        let degree = generator.count
        var remainder = [UInt8](repeating: 0, count: degree)
        guard degree > 0 else { return remainder }
        // Multiplying by a generator coefficient is adding logarithms: look them up once (a zero
        // coefficient's stand-in logarithm makes its products 0).
        let exponents = GaloisField.exponents, logarithms = GaloisField.logarithms
        let generatorLogarithms = generator.map { logarithms[Int($0)] }
        // A linear feedback shift register: each data codeword shifts the register by one.
        for codeword in data {
            let factor = codeword ^ remainder[0]
            for index in 0..<degree - 1 { remainder[index] = remainder[index + 1] }
            remainder[degree - 1] = 0
            guard factor != 0 else { continue }
            let factorLogarithm = logarithms[Int(factor)]
            for index in 0..<degree {
                remainder[index] ^= exponents[generatorLogarithms[index] + factorLogarithm]
            }
        }
        return remainder
    }
}
