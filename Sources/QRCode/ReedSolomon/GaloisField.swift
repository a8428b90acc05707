/// Arithmetic in GF(2⁸) with the QR code's primitive polynomial x⁸ + x⁴ + x³ + x² + 1 (0x11D), α = 2.
enum GaloisField {
    /// αⁱ for i in 0..<255, repeated once so that a sum of two logarithms indexes it directly.
    static let exponents: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 510)
        var value = 1
        for power in 0..<255 {
            table[power] = UInt8(value)
            table[power + 255] = UInt8(value)
            value <<= 1
            if value & 0x100 != 0 { value ^= 0x11D }
        }
        return table
    }()

    /// log_α(x) for x in 1...255 (index 0 is unused: 0 has no logarithm).
    static let logarithms: [Int] = {
        var table = [Int](repeating: 0, count: 256)
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

    /// The logarithm of a nonzero element.
    static func log(_ value: UInt8) -> Int { logarithms[Int(value)] }
}
