import Foundation

/// Collects values from any thread (issues a handler receives, keys observers hear), for tests to read afterwards.
public final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Value] = []

    /// An empty recorder.
    public init() {}

    /// Records `value`.
    public func append(_ value: Value) { lock.withLock { recorded.append(value) } }

    /// Everything recorded, in order.
    public var values: [Value] { lock.withLock { recorded } }

    /// A handler recording what it receives.
    public var handler: @Sendable (Value) -> Void { { [self] value in append(value) } }
}

/// A flag set from any thread (an observer was called, a notification was posted).
public final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false

    /// An unset flag.
    public init() {}

    /// Sets the flag.
    public func set() { lock.withLock { isSet = true } }

    /// Whether the flag was set.
    public var value: Bool { lock.withLock { isSet } }
}
