/// An ordered JSON value: object members keep their order, numbers keep their original text.
///
/// Every value remembers the byte offset where it started in the text it was parsed from
/// (`nil` for values built in code), and may ask to be written on one line (``layout``). Neither takes part in
/// equality or hashing: two values with the same content are equal wherever they came from.
///
/// Values are built in code with literals and the builders of `JSONValue+Building.swift`, and written by
/// ``JSONWriter`` (the one JSON writer of the package and its tools).
public struct JSONValue: Hashable, Sendable {
    /// What a JSON value holds.
    public enum Kind: Hashable, Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number, as its original text (`1.0` stays `1.0`).
        case number(String)
        /// A string, with its escapes decoded.
        case string(String)
        /// An array.
        case array([JSONValue])
        /// An object, its members in document order.
        case object([JSONMember])
    }

    /// How ``JSONWriter``'s pretty style lays an array or object out.
    public enum Layout: Hashable, Sendable {
        /// One element or member per line, indented.
        case expanded
        /// Everything on one line, `{"a": 1, "b": [2, 3]}`: a row of a table (one finding per line).
        case singleLine
    }

    /// The value's content.
    public var kind: Kind
    /// The UTF-8 byte offset of the value's first byte in its source, when it was parsed.
    public var offset: Int?
    /// How the pretty style writes the value when it is an array or an object.
    public var layout: Layout

    /// Creates a value.
    public init(_ kind: Kind, offset: Int? = nil, layout: Layout = .expanded) {
        self.kind = kind
        self.offset = offset
        self.layout = layout
    }

    /// Whether both values have the same content (offsets are ignored).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.kind == rhs.kind }
    /// Hashes the content only.
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The members, when this is an object.
    public var objectMembers: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// The value of the first member named `key`, when this is an object that has one.
    public subscript(key: String) -> JSONValue? {
        objectMembers?.first { $0.key == key }?.value
    }

    /// A short name of the value's type for messages: `an object`, `a string`…
    public var typeDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One member of a JSON object: its key and its value.
public struct JSONMember: Hashable, Sendable {
    /// The member's key.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}
