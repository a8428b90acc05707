/// The header fields of a message, in order, looked up by name without regard to case.
///
/// Shaped like swift-http-types' `HTTPFields`: `fields[.contentType]` is the combined value of every field of
/// that name, `fields[values: .cookie]` each of them, and assigning through the subscript replaces them all.
public struct HTTPFields: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    private var storage: [HTTPField]

    /// No fields.
    public init() { storage = [] }

    /// The fields given, in order.
    public init(_ fields: some Sequence<HTTPField>) { storage = Array(fields) }

    public init(dictionaryLiteral elements: (HTTPField.Name, String)...) {
        storage = elements.map { HTTPField(name: $0.0, value: $0.1) }
    }

    /// How many field lines there are.
    public var count: Int { storage.count }
    /// Whether there are none.
    public var isEmpty: Bool { storage.isEmpty }

    public func makeIterator() -> IndexingIterator<[HTTPField]> { storage.makeIterator() }

    /// The values of every field named `name`, joined with ", " (with "; " for `Cookie`), or nil when absent.
    public subscript(name: HTTPField.Name) -> String? {
        get {
            var result: String?
            let separator = name == .cookie ? "; " : ", "
            for field in storage where field.name == name {
                if let existing = result { result = existing + separator + field.value } else { result = field.value }
            }
            return result
        }
        set {
            if let newValue { self[values: name] = [newValue] } else { removeAll(name) }
        }
    }

    /// The value of each field line named `name`, in order.
    public subscript(values name: HTTPField.Name) -> [String] {
        get { storage.compactMap { $0.name == name ? $0.value : nil } }
        set {
            // The first existing line keeps its place, so that replacing a value does not reorder the message.
            let position = storage.firstIndex { $0.name == name } ?? storage.endIndex
            storage.removeAll { $0.name == name }
            let insertAt = Swift.min(position, storage.endIndex)
            storage.insert(contentsOf: newValue.map { HTTPField(name: name, value: $0) }, at: insertAt)
        }
    }

    /// The field lines named `name`, in order.
    public subscript(fields name: HTTPField.Name) -> [HTTPField] {
        storage.filter { $0.name == name }
    }

    /// Whether a field named `name` is present.
    public func contains(_ name: HTTPField.Name) -> Bool { storage.contains { $0.name == name } }

    /// Adds a field line at the end.
    public mutating func append(_ field: HTTPField) { storage.append(field) }

    /// Adds a field line named `name` at the end.
    public mutating func append(_ name: HTTPField.Name, _ value: String) {
        storage.append(HTTPField(name: name, value: value))
    }

    /// Adds the field lines of `other` at the end.
    public mutating func append(contentsOf other: HTTPFields) { storage.append(contentsOf: other.storage) }

    /// Removes every field line named `name`.
    public mutating func removeAll(_ name: HTTPField.Name) { storage.removeAll { $0.name == name } }

    public var description: String { storage.map(\.description).joined(separator: "\n") }
}

extension HTTPFields {
    /// The comma-separated list elements of every `name` field, trimmed, without empty elements (RFC 9110 §5.6.1).
    public func listElements(_ name: HTTPField.Name) -> [Substring] {
        var elements: [Substring] = []
        for field in storage where field.name == name {
            for element in field.value.split(separator: ",") {
                let trimmed = HTTPSyntax.trimmed(element)
                if !trimmed.isEmpty { elements.append(trimmed) }
            }
        }
        return elements
    }

    /// Whether a comma-separated `name` field lists `token`, compared without regard to case.
    public func containsToken(_ token: String, in name: HTTPField.Name) -> Bool {
        listElements(name).contains { HTTPSyntax.equalsIgnoringCase($0, token) }
    }
}
