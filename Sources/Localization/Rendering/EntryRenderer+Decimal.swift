import Foundation
import PluralRules

extension EntryRenderer {
    /// The magnitude of a `.decimal` argument that is a whole number below 9·10¹⁸; `nil` otherwise.
    static func decimalIntegerMagnitude(of argument: FormatArgument) -> UInt64? {
        guard case .decimal(let value) = argument, !value.isNaN else { return nil }
        let magnitude = value.magnitude
        guard magnitude < Decimal(9_000_000_000_000_000_000 as UInt64) else { return nil }
        var whole = Decimal()
        var copy = magnitude
        NSDecimalRound(&whole, &copy, 0, .down)
        guard whole == magnitude else { return nil }
        return UInt64(NSDecimalNumber(decimal: whole).uint64Value)
    }

    /// The plural operands of a `.decimal` argument, from its decimal digits as it describes itself (`1.001`:
    /// v = 3), as Apple chooses a plural form for an `NSDecimalNumber`.
    static func decimalOperands(of argument: FormatArgument) -> PluralOperands? {
        guard case .decimal(let value) = argument, !value.isNaN else { return nil }
        return try? PluralOperands(parsing: value.magnitude.description)
    }
}
