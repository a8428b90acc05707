/// Arithmetic in GF(2⁸) with the QR code's primitive polynomial x⁸ + x⁴ + x³ + x² + 1 (0x11D), α = 2.
enum GaloisField {
    /// αⁱ for i in 0..<255, repeated once so that a sum of two logarithms indexes it directly, then zeros
    /// for sums involving `zeroLogarithm`.
    static let exponents: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 1020)
        var value = 1
        for power in 0..<255 {
            table[power] = UInt8(value)
            table[power + 255] = UInt8(value)
            value <<= 1
            if value & 0x100 != 0 { value ^= 0x11D }
        }
        return table
    }()

    /// Stands in for the logarithm of 0, which has none: added to any logarithm it indexes a 0 in
    /// `exponents`, so that products with 0 need no branch.
    static let zeroLogarithm = 765

    /// log_α(x) for x in 1...255, and `zeroLogarithm` for 0.
    static let logarithms: [Int] = {
        var table = [Int](repeating: zeroLogarithm, count: 256)
        for power in 0..<255 { table[Int(exponents[power])] = power }
        return table
    }()

    /// The product of `a` and `b` in the field.
    @inline(__always)
    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        if a == 0 || b == 0 { return 0 }
        return exponents[logarithms[Int(a)] + logarithms[Int(b)]]
    }

    /// α raised to `power` (0...254).
    static func alpha(_ power: Int) -> UInt8 { exponents[power % 255] }

    /// The logarithm of a nonzero element (`zeroLogarithm` for 0).
    static func log(_ value: UInt8) -> Int { logarithms[Int(value)] }
}
