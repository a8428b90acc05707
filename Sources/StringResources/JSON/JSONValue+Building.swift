import Foundation

/// Building values in code: objects with ordered members, arrays, strings, numbers, booleans and `null`.
///
/// ```swift
/// let finding: JSONValue = ["rule": "missing-translation", "line": .number(4), "key": .string(key)]
/// JSONWriter.text(["findings": .array([finding.singleLine])], style: .pretty)
/// ```
extension JSONValue {
    /// `null`.
    public static let null = JSONValue(.null)

    /// An object whose members keep the order given.
    public static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(members.map { JSONMember(key: $0.0, value: $0.1) }))
    }

    /// An array.
    public static func array(_ elements: [JSONValue]) -> JSONValue {
        JSONValue(.array(elements))
    }

    /// A string, or `null` when `text` is `nil`.
    public static func string(_ text: String?) -> JSONValue {
        text.map { JSONValue(.string($0)) } ?? .null
    }

    /// An integer, or `null` when `value` is `nil`.
    public static func number(_ value: Int?) -> JSONValue {
        value.map { JSONValue(.number(String($0))) } ?? .null
    }

    /// A floating-point number in its shortest form that reads back as the same value (`0.1`, `25.0`,
    /// `1e-07`); `null` for NaN and the infinities, which JSON cannot write.
    public static func number(_ value: Double) -> JSONValue {
        value.isFinite ? JSONValue(.number(value.description)) : .null
    }

    /// A floating-point number with exactly `fractionDigits` digits after the point (`25.0` for a percentage
    /// rounded to one decimal); `null` for NaN and the infinities.
    public static func number(_ value: Double, fractionDigits: Int) -> JSONValue {
        guard value.isFinite else { return .null }
        // `%.*f` of a value that rounds to zero keeps its sign (`-0.0`), which says nothing useful.
        let text = String(format: "%.*f", max(0, fractionDigits), value)
        return JSONValue(.number(text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text))
    }

    /// A boolean.
    public static func bool(_ value: Bool) -> JSONValue {
        JSONValue(.bool(value))
    }

    /// This array or object laid out on one line by the pretty style (other values are unaffected).
    public var singleLine: JSONValue {
        var copy = self
        copy.layout = .singleLine
        return copy
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A string.
    public init(stringLiteral value: String) {
        self.init(.string(value))
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// An integer.
    public init(integerLiteral value: Int) {
        self.init(.number(String(value)))
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// A boolean.
    public init(booleanLiteral value: Bool) {
        self.init(.bool(value))
    }
}

extension JSONValue: ExpressibleByNilLiteral {
    /// `null`.
    public init(nilLiteral: ()) {
        self.init(.null)
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// An array.
    public init(arrayLiteral elements: JSONValue...) {
        self.init(.array(elements))
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// An object whose members keep the order written.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(.object(elements.map { JSONMember(key: $0.0, value: $0.1) }))
    }
}
