/// One of the plural operands UTS #35 defines, spelled as the spec spells it.
public enum PluralOperand: String, Sendable, Hashable, CaseIterable {
    /// The absolute value of the number.
    case n
    /// The integer digits of n.
    case i
    /// The number of visible fraction digits, with trailing zeros.
    case v
    /// The number of visible fraction digits, without trailing zeros.
    case w
    /// The visible fraction digits, with trailing zeros, as an integer.
    case f
    /// The visible fraction digits, without trailing zeros, as an integer.
    case t
    /// The compact decimal exponent (`1.2c3` has c = 3).
    case c
    /// A synonym of `c`, kept for older rules.
    case e
}
