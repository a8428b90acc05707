import Foundation
import HTTPServer

/// Slows down guessing: each client address may fail to sign in or join a few times per window, then waits.
public final class SignInLimiter: Sendable {
    private struct Attempts {
        var failures: [Date] = []
    }

    /// How many failures an address may have in ``window``.
    public let limit: Int
    /// How long failures are remembered.
    public let window: TimeInterval
    private let state = Locked([String: Attempts]())
    private let clock: @Sendable () -> Date

    /// A limiter allowing `limit` failures per `window` seconds per address.
    public init(limit: Int = 5, window: TimeInterval = 60, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.limit = max(1, limit)
        self.window = window
        self.clock = clock
    }

    /// The seconds `address` must wait before its next attempt, or nil when it may try now.
    public func retryAfter(_ address: String) -> Int? {
        let now = clock()
        return state.withLock { state -> Int? in
            var attempts = state[address] ?? Attempts()
            attempts.failures.removeAll { now.timeIntervalSince($0) >= window }
            state[address] = attempts.failures.isEmpty ? nil : attempts
            guard attempts.failures.count >= limit, let oldest = attempts.failures.first else { return nil }
            return max(1, Int((window - now.timeIntervalSince(oldest)).rounded(.up)))
        }
    }

    /// Counts a failed attempt from `address`.
    public func recordFailure(_ address: String) {
        let now = clock()
        state.withLock { state in
            var attempts = state[address] ?? Attempts()
            attempts.failures.removeAll { now.timeIntervalSince($0) >= window }
            attempts.failures.append(now)
            state[address] = attempts
            // Forget addresses whose failures are all old, so that the table stays small.
            if state.count > 10_000 {
                state = state.filter { $0.value.failures.contains { now.timeIntervalSince($0) < window } }
            }
        }
    }

    /// Forgets `address`'s failures (after it signed in).
    public func reset(_ address: String) {
        _ = state.withLock { $0.removeValue(forKey: address) }
    }
}
