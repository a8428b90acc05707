/// The operands of a number that plural rules test, as UTS #35 defines them: n i v w f t c (e = c).
///
/// Integer operands (`i`, `f`, `t`) are kept exactly up to 18 digits; beyond that the value keeps its
/// last 18 digits (all a rule's `%` with a power of ten needs) and a flag saying it is larger, so
/// numbers of any length select correctly without overflow or rounding.
public struct PluralOperands: Hashable, Sendable {
    /// 10^18, the modulus of the stored integer operands.
    @usableFromInline static let limit: UInt64 = 1_000_000_000_000_000_000

    /// The integer digits of n (`i`), modulo 10^18 when ``isIntegerPartLarge``.
    public internal(set) var i: UInt64
    /// Whether `i` has more than 18 digits (``i`` then holds its last 18).
    public internal(set) var isIntegerPartLarge: Bool
    /// The number of visible fraction digits, with trailing zeros (`v`).
    public internal(set) var v: Int
    /// The number of visible fraction digits, without trailing zeros (`w`).
    public internal(set) var w: Int
    /// The visible fraction digits with trailing zeros as an integer (`f`), modulo 10^18 when ``isFractionLarge``.
    public internal(set) var f: UInt64
    /// Whether `f` has more than 18 significant digits.
    public internal(set) var isFractionLarge: Bool
    /// The visible fraction digits without trailing zeros as an integer (`t`), modulo 10^18 when large.
    public internal(set) var t: UInt64
    /// Whether `t` has more than 18 significant digits.
    public internal(set) var isTrimmedFractionLarge: Bool
    /// The compact decimal exponent (`c`): 3 for `1.2c3`.
    public internal(set) var c: Int
    /// The absolute value of the number as a `Double` (`n`); approximate beyond 2^53.
    public internal(set) var n: Double

    /// The compact decimal exponent under its older name (`e`), equal to ``c``.
    public var e: Int { c }

    /// Whether the number has no non-zero fraction digits (`n` is an integer).
    public var isInteger: Bool { t == 0 }

    /// Creates operands from their parts (for tests and tooling): no consistency check, except that
    /// negative counts (`v`, `w`, `c`) are stored as 0.
    public init(
        i: UInt64, v: Int = 0, w: Int = 0, f: UInt64 = 0, t: UInt64 = 0, c: Int = 0,
        n: Double? = nil, isIntegerPartLarge: Bool = false
    ) {
        self.i = i
        self.isIntegerPartLarge = isIntegerPartLarge
        self.v = max(0, v)
        self.w = max(0, w)
        self.f = f
        self.isFractionLarge = false
        self.t = t
        self.isTrimmedFractionLarge = false
        self.c = max(0, c)
        if let n {
            self.n = n
        } else {
            var fraction = Double(f)
            for _ in 0..<min(self.v, 400) { fraction /= 10 }
            var value = Double(i) + fraction
            for _ in 0..<min(self.c, 400) { value *= 10 }
            self.n = value
        }
    }

    /// Creates the operands of an integer; the sign is dropped. Works for integers of any width.
    @inlinable
    public init<I: BinaryInteger>(_ value: I) {
        let magnitude = value.magnitude
        if let small = UInt64(exactly: magnitude) {
            self.init(uncheckedInteger: small)
        } else {
            // Wider than 64 bits, so 10^18 is representable in I.Magnitude.
            let modulus = I.Magnitude(PluralOperands.limit)
            let low = UInt64(truncatingIfNeeded: magnitude % modulus)
            self.init(largeIntegerLow: low, approximate: Double(magnitude))
        }
    }

    @usableFromInline
    init(uncheckedInteger value: UInt64) {
        i = value % PluralOperands.limit
        isIntegerPartLarge = value >= PluralOperands.limit
        v = 0
        w = 0
        f = 0
        isFractionLarge = false
        t = 0
        isTrimmedFractionLarge = false
        c = 0
        n = Double(value)
    }

    @usableFromInline
    init(largeIntegerLow low: UInt64, approximate: Double) {
        i = low
        isIntegerPartLarge = true
        v = 0
        w = 0
        f = 0
        isFractionLarge = false
        t = 0
        isTrimmedFractionLarge = false
        c = 0
        n = approximate
    }
}
