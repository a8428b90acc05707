import Foundation

/// A property-list value, as XML and binary property lists hold them.
///
/// Dictionaries keep their keys in document order (and where each key was), which the
/// `.stringsdict` model and lossless writing need.
public enum PropertyList: Hashable, Sendable {
    /// A `<string>`.
    case string(String)
    /// An `<integer>`.
    case integer(Int)
    /// A `<real>`.
    case real(Double)
    /// `<true/>` or `<false/>`.
    case boolean(Bool)
    /// A `<date>`.
    case date(Date)
    /// A `<data>` (base64 in XML).
    case data(Data)
    /// An `<array>`.
    case array([PropertyList])
    /// A `<dict>`, ordered.
    case dictionary(PropertyListDictionary)

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The dictionary, when this is a dictionary.
    public var dictionaryValue: PropertyListDictionary? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The element's name in the XML form (`string`, `dict`, …), used in messages.
    public var typeName: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .boolean: "boolean"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dictionary: "dict"
        }
    }
}

/// An ordered property-list dictionary: its entries in document order, with the byte offset of each key.
public struct PropertyListDictionary: Hashable, Sendable {
    /// One key and its value.
    ///
    /// Equality and hashing compare the key and the value only, not where they were read from.
    public struct Entry: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value.
        public var value: PropertyList
        /// The byte offset of the `<key>` element in the UTF-8 source, when read from XML.
        public var keyOffset: Int?
        /// The byte offset of the value's element in the UTF-8 source, when read from XML.
        public var valueOffset: Int?

        /// Creates an entry.
        public init(key: String, value: PropertyList, keyOffset: Int? = nil, valueOffset: Int? = nil) {
            self.key = key
            self.value = value
            self.keyOffset = keyOffset
            self.valueOffset = valueOffset
        }

        /// Whether both entries have the same key and value (offsets are ignored).
        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.key == rhs.key && lhs.value == rhs.value
        }

        /// Hashes the key and value only.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(value)
        }
    }

    /// The entries in document order. A key appears at most once (a repeated key replaces the earlier value in place).
    public var entries: [Entry]

    /// Creates a dictionary from entries.
    public init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// Creates a dictionary from key–value pairs, in order.
    public init(pairs: KeyValuePairs<String, PropertyList>) {
        self.entries = pairs.map { Entry(key: $0.key, value: $0.value) }
    }

    /// The keys in order.
    public var keys: [String] { entries.map(\.key) }

    /// The entry for `key`, if any.
    public func entry(_ key: String) -> Entry? {
        entries.first { $0.key == key }
    }

    /// The value for `key`; setting `nil` removes it, setting a new key appends it.
    public subscript(key: String) -> PropertyList? {
        get { entry(key)?.value }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append(Entry(key: key, value: newValue))
            }
        }
    }
}
