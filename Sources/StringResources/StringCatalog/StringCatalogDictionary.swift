/// An ordered dictionary of a String Catalog: keys in document order, looked up by key.
///
/// Used for the catalog's `strings`, an entry's `localizations`, variations and substitutions.
/// Iterating gives `(key, value)` pairs in order; writing sorts keys the way Xcode does anyway.
public struct CatalogDictionary<Value> {
    /// The keys, in order.
    public private(set) var keys: [String]
    /// The values, in the order of `keys`.
    public private(set) var values: [Value]
    /// Positions of keys, kept only for larger dictionaries (small ones are searched). Keys match by their
    /// exact scalars, as NSString keys do: `é` and `e` + U+0301 are two keys.
    private var positions: [ExactStringKey: Int]?

    /// Dictionaries with more keys than this keep an index of their positions.
    static var indexedCountLimit: Int { 12 }

    /// Creates an empty dictionary.
    public init() {
        keys = []
        values = []
    }

    /// Creates a dictionary from pairs in order; a repeated key keeps its first place and its last value.
    public init(_ pairs: [(key: String, value: Value)]) {
        self.init()
        for (key, value) in pairs { self[key] = value }
    }

    /// Creates a dictionary from keys and values known to be distinct (used by the reader).
    init(uniqueKeys keys: [String], values: [Value]) {
        self.keys = keys
        self.values = values
        if keys.count > Self.indexedCountLimit { rebuildIndex() }
    }

    /// Creates a dictionary from distinct keys and the index of their positions the reader built while
    /// checking them (so that each key is hashed once); `positions` is nil for a small dictionary.
    init(uniqueKeys keys: [String], values: [Value], positions: [ExactStringKey: Int]?) {
        self.keys = keys
        self.values = values
        if keys.count > Self.indexedCountLimit {
            if let positions { self.positions = positions } else { rebuildIndex() }
        }
    }

    private mutating func rebuildIndex() {
        var positions: [ExactStringKey: Int] = [:]
        positions.reserveCapacity(keys.count)
        for (position, key) in keys.enumerated() { positions[ExactStringKey(key)] = position }
        self.positions = positions
    }

    /// The number of keys.
    public var count: Int { keys.count }
    /// Whether there are no keys.
    public var isEmpty: Bool { keys.isEmpty }

    /// The position of `key`, if present.
    public func index(forKey key: String) -> Int? {
        if let positions { return positions[ExactStringKey(key)] }
        let wanted = ExactStringKey(key)
        return keys.firstIndex { ExactStringKey($0) == wanted }
    }

    /// The value for `key`; setting `nil` removes the key, setting a new key appends it.
    public subscript(key: String) -> Value? {
        get { index(forKey: key).map { values[$0] } }
        set {
            if let position = index(forKey: key) {
                if let newValue {
                    values[position] = newValue
                } else {
                    keys.remove(at: position)
                    values.remove(at: position)
                    if positions != nil { rebuildIndex() }
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
                if positions != nil {
                    positions?[ExactStringKey(key)] = keys.count - 1
                } else if keys.count > Self.indexedCountLimit {
                    rebuildIndex()
                }
            }
        }
    }

    /// Changes the value at a position in place.
    public mutating func updateValue(at position: Int, _ body: (inout Value) throws -> Void) rethrows {
        try body(&values[position])
    }
}

extension CatalogDictionary: RandomAccessCollection {
    /// The first position: 0.
    public var startIndex: Int { 0 }
    /// The position after the last member.
    public var endIndex: Int { keys.count }
    /// The member at `position`, in order.
    public subscript(position: Int) -> (key: String, value: Value) { (keys[position], values[position]) }
}

extension CatalogDictionary: Equatable where Value: Equatable {
    /// Whether both hold the same members in the same order.
    public static func == (lhs: CatalogDictionary, rhs: CatalogDictionary) -> Bool {
        lhs.keys == rhs.keys && lhs.values == rhs.values
    }
}

extension CatalogDictionary: Hashable where Value: Hashable {
    /// Hashes the members in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys)
        hasher.combine(values)
    }
}

extension CatalogDictionary: Sendable where Value: Sendable {}

extension CatalogDictionary: ExpressibleByDictionaryLiteral {
    /// Creates a dictionary whose members keep the literal's order.
    public init(dictionaryLiteral elements: (String, Value)...) {
        self.init(elements.map { (key: $0.0, value: $0.1) })
    }
}
