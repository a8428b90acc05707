/// One header field line: a name and its value, as swift-http-types' `HTTPField`.
public struct HTTPField: Sendable, Hashable, CustomStringConvertible {
    /// The field's name, compared without regard to case.
    public var name: Name
    /// The field's value, without leading or trailing whitespace.
    public var value: String

    /// Creates a field; the value's validity is checked when the message is written.
    public init(name: Name, value: String) {
        self.name = name
        self.value = value
    }

    public var description: String { "\(name.rawName): \(value)" }

    /// Whether `value` may be sent: visible ASCII, obs-text, spaces and tabs inside, none at either end.
    static func isValidValue(_ value: String) -> Bool {
        var last: UInt8 = 0
        var first = true
        for byte in value.utf8 {
            if first, byte == 0x20 || byte == 0x09 { return false }
            first = false
            guard HTTPSyntax.isFieldValueByte(byte) else { return false }
            last = byte
        }
        return last != 0x20 && last != 0x09
    }
}
