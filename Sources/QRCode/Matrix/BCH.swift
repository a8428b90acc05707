/// Polynomial division over GF(2), for the BCH codes of the format and version information.
enum BCH {
    /// The remainder of `value` divided by `generator`, both as bit patterns of polynomials.
    static func remainder(of value: Int, generator: Int) -> Int {
        let degree = Int.bitWidth - 1 - generator.leadingZeroBitCount
        var remainder = value
        while remainder != 0, Int.bitWidth - 1 - remainder.leadingZeroBitCount >= degree {
            let shift = (Int.bitWidth - 1 - remainder.leadingZeroBitCount) - degree
            remainder ^= generator << shift
        }
        return remainder
    }
}
