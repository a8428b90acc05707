/// A Swift value that can fill a format specifier.
public protocol FormatArgumentConvertible {
    /// The value as a format argument.
    var formatArgument: FormatArgument { get }
}

extension FormatArgument: FormatArgumentConvertible {
    /// The argument itself.
    public var formatArgument: FormatArgument { self }
}

extension Int: FormatArgumentConvertible { public var formatArgument: FormatArgument { .int(Int64(self)) } }
extension Int8: FormatArgumentConvertible { public var formatArgument: FormatArgument { .int(Int64(self)) } }
extension Int16: FormatArgumentConvertible { public var formatArgument: FormatArgument { .int(Int64(self)) } }
extension Int32: FormatArgumentConvertible { public var formatArgument: FormatArgument { .int(Int64(self)) } }
extension Int64: FormatArgumentConvertible { public var formatArgument: FormatArgument { .int(self) } }
extension UInt: FormatArgumentConvertible { public var formatArgument: FormatArgument { .uint(UInt64(self)) } }
extension UInt8: FormatArgumentConvertible { public var formatArgument: FormatArgument { .uint(UInt64(self)) } }
extension UInt16: FormatArgumentConvertible { public var formatArgument: FormatArgument { .uint(UInt64(self)) } }
extension UInt32: FormatArgumentConvertible { public var formatArgument: FormatArgument { .uint(UInt64(self)) } }
extension UInt64: FormatArgumentConvertible { public var formatArgument: FormatArgument { .uint(self) } }
extension Double: FormatArgumentConvertible { public var formatArgument: FormatArgument { .double(self) } }
extension Float: FormatArgumentConvertible { public var formatArgument: FormatArgument { .double(Double(self)) } }
extension String: FormatArgumentConvertible { public var formatArgument: FormatArgument { .string(self) } }
extension Substring: FormatArgumentConvertible { public var formatArgument: FormatArgument { .string(String(self)) } }
extension Character: FormatArgumentConvertible { public var formatArgument: FormatArgument { .character(self) } }
/// `true` and `false` print as `1` and `0`, as an `NSNumber` holding a `BOOL` does.
extension Bool: FormatArgumentConvertible { public var formatArgument: FormatArgument { .int(self ? 1 : 0) } }
