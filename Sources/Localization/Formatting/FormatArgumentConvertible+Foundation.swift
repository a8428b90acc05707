import Foundation

/// A `Decimal` is the number an `NSDecimalNumber` holds: `%@` prints it, a plural variable of value type `@` reads it.
extension Decimal: FormatArgumentConvertible { public var formatArgument: FormatArgument { .decimal(self) } }

/// An `NSNumber` as Foundation's formatting reads one: an `NSDecimalNumber` as its decimal value, a floating-point
/// number as a double, an unsigned one as an unsigned integer, any other as a signed integer.
extension NSNumber: FormatArgumentConvertible {
    public var formatArgument: FormatArgument {
        if let decimal = self as? NSDecimalNumber { return .decimal(decimal.decimalValue) }
        switch String(cString: objCType) {
        case "f", "d": return .double(doubleValue)
        case "C", "S", "I", "L", "Q": return .uint(uint64Value)
        default: return .int(int64Value)
        }
    }
}
