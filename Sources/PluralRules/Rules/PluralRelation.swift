/// One relation of a plural rule: `operand [% modulus] (= | !=) range_list`.
public struct PluralRelation: Hashable, Sendable, CustomStringConvertible {
    /// The operand tested.
    public var operand: PluralOperand
    /// The modulus after `%`, if any.
    public var modulus: UInt64?
    /// Whether the operator is `!=` rather than `=`.
    public var isNegated: Bool
    /// The values and ranges after the operator (a single value is a range of one).
    public var ranges: [ClosedRange<UInt64>]

    /// Creates a relation.
    public init(operand: PluralOperand, modulus: UInt64? = nil, isNegated: Bool = false, ranges: [ClosedRange<UInt64>]) {
        self.operand = operand
        self.modulus = modulus
        self.isNegated = isNegated
        self.ranges = ranges
    }

    /// Whether the relation holds for `operands`.
    ///
    /// `n` matches only integer values (UTS #35: `n = 1..3` is false for 1.2). An operand beyond
    /// 18 digits matches no value; with a modulus its last 18 digits are used, which is exact for
    /// every power-of-ten modulus (all CLDR uses) and approximate for others.
    public func evaluate(_ operands: PluralOperands) -> Bool {
        let value: UInt64
        let isLarge: Bool
        switch operand {
        case .n, .i:
            if operand == .n && !operands.isInteger { return isNegated }
            value = operands.i
            isLarge = operands.isIntegerPartLarge
        case .f:
            value = operands.f
            isLarge = operands.isFractionLarge
        case .t:
            value = operands.t
            isLarge = operands.isTrimmedFractionLarge
        case .v:
            value = UInt64(clamping: operands.v)
            isLarge = false
        case .w:
            value = UInt64(clamping: operands.w)
            isLarge = false
        case .c, .e:
            value = UInt64(clamping: operands.c)
            isLarge = false
        }
        let tested: UInt64
        if let modulus {
            // A modulus of 0 never matches (there is no remainder).
            guard modulus != 0 else { return isNegated }
            tested = value % modulus
        } else {
            // A value beyond 18 digits is larger than any value a rule can name.
            if isLarge { return isNegated }
            tested = value
        }
        let matches = ranges.contains { $0.contains(tested) }
        return matches != isNegated
    }

    /// The relation in CLDR syntax (`n % 10 = 2..4, 7`).
    public var description: String {
        var text = operand.rawValue
        if let modulus { text += " % \(modulus)" }
        text += isNegated ? " != " : " = "
        text += ranges.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)..\($0.upperBound)" }
            .joined(separator: ",")
        return text
    }
}
