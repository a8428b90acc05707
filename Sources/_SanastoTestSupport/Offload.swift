import Foundation

/// Runs blocking `work` on a thread of its own: a private serial queue, which Dispatch backs with an
/// overcommitting thread (its global queues on Linux run only as many blocked threads as there are cores), so that
/// a test waiting for a socket or a child process never starves Swift Testing's cooperative pool.
public func offload<T>(_ work: @escaping () throws -> T) async throws -> T {
    let box = UncheckedBox(work)
    return try await withCheckedThrowingContinuation { continuation in
        DispatchQueue(label: "offload").async {
            do {
                let value = try box.value()
                continuation.resume(returning: UncheckedBox(value).value)
            } catch {
                continuation.resume(throwing: error)
            }
        }
    }
}

/// Carries a non-Sendable value across the offload (the test owns it throughout).
public struct UncheckedBox<T>: @unchecked Sendable {
    public let value: T
    public init(_ value: T) { self.value = value }
}
