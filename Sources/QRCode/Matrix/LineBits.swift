/// One row or column of a symbol as 192 bits (the largest symbol is 177 modules wide, plus room for
/// 4 light modules either side), bit 0 first, with the shifts and counts the penalty rules need.
struct LineBits: Sendable, Equatable {
    var low: UInt64
    var middle: UInt64
    var high: UInt64

    static let zero = LineBits(low: 0, middle: 0, high: 0)

    /// The first `count` bits set (count ≤ 192).
    static func ones(_ count: Int) -> LineBits {
        func word(_ bits: Int) -> UInt64 { bits >= 64 ? ~0 : bits <= 0 ? 0 : (1 << UInt64(bits)) - 1 }
        return LineBits(low: word(count), middle: word(count - 64), high: word(count - 128))
    }

    /// Bit k of the result is bit k + `count` of the line (toward bit 0), for 0 ≤ count < 64.
    @inline(__always)
    func dropping(_ count: Int) -> LineBits {
        guard count > 0 else { return self }
        let c = UInt64(count), back = UInt64(64 - count)
        return LineBits(low: low >> c | middle << back, middle: middle >> c | high << back, high: high >> c)
    }

    /// Bit k + `count` of the result is bit k of the line (away from bit 0), for 0 ≤ count < 64.
    @inline(__always)
    func delaying(_ count: Int) -> LineBits {
        guard count > 0 else { return self }
        let c = UInt64(count), back = UInt64(64 - count)
        return LineBits(low: low << c, middle: middle << c | low >> back, high: high << c | middle >> back)
    }

    @inline(__always)
    static func & (a: LineBits, b: LineBits) -> LineBits {
        LineBits(low: a.low & b.low, middle: a.middle & b.middle, high: a.high & b.high)
    }

    @inline(__always)
    static func | (a: LineBits, b: LineBits) -> LineBits {
        LineBits(low: a.low | b.low, middle: a.middle | b.middle, high: a.high | b.high)
    }

    @inline(__always)
    static prefix func ~ (a: LineBits) -> LineBits { LineBits(low: ~a.low, middle: ~a.middle, high: ~a.high) }

    /// Set bits.
    var count: Int { low.nonzeroBitCount + middle.nonzeroBitCount + high.nonzeroBitCount }
}
