/// A route's captured path parameters, percent-decoded, as Hummingbird's `Parameters`.
public struct Parameters: Sendable, Hashable, Sequence {
    private var storage: [(name: String, value: String)] = []
    /// The segments `**` matched, decoded.
    var catchAll: [String] = []

    public init() {}

    init(_ pairs: [(name: String, value: String)], catchAll: [String]) {
        storage = pairs
        self.catchAll = catchAll
    }

    /// The value captured for `name`.
    public func get(_ name: String) -> String? { storage.last { $0.name == name }?.value }

    /// The value captured for `name` converted to `T`, or nil when absent or not convertible.
    public func get<T: LosslessStringConvertible>(_ name: String, as type: T.Type) -> T? { get(name).flatMap(T.init) }

    /// The value captured for `name`; throws 400 Bad Request when there is none.
    public func require(_ name: String) throws -> String {
        guard let value = get(name) else { throw HTTPError(.badRequest, message: "Missing parameter '\(name)'.") }
        return value
    }

    /// The value captured for `name` converted to `T`; throws 400 Bad Request when absent or not convertible.
    public func require<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws -> T {
        guard let value = T(try require(name)) else {
            throw HTTPError(.badRequest, message: "Parameter '\(name)' is not a valid \(T.self).")
        }
        return value
    }

    /// The segments a `**` matched, decoded (empty when the route has none).
    public func getCatchAll() -> [String] { catchAll }

    /// Sets `name` to `value` (middleware may add parameters).
    public mutating func set(_ name: String, value: String) { storage.append((name, value)) }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> { storage.makeIterator() }

    public static func == (lhs: Parameters, rhs: Parameters) -> Bool {
        lhs.catchAll == rhs.catchAll && lhs.storage.count == rhs.storage.count
            && zip(lhs.storage, rhs.storage).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for pair in storage {
            hasher.combine(pair.name)
            hasher.combine(pair.value)
        }
        hasher.combine(catchAll)
    }
}
