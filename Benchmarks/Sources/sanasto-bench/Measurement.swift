import CAllocationCounter
import Foundation

/// One figure of a suite: our time per operation beside the peer's, from the same run.
struct BenchmarkCase {
    var name: String
    var oursNanoseconds: Double
    /// The peer measured against (`icu`, `foundation`), or nil when there is none on this platform.
    var peer: String?
    var peerNanoseconds: Double?
    /// Extra facts shown beside the figure (allocations, peak memory).
    var notes: [String: Double] = [:]

    /// How many times faster we are: peer time over our time.
    var ratio: Double? { peerNanoseconds.map { $0 / oursNanoseconds } }
}

/// Times closures the same way for ours and the peer's, so that ratios compare like with like.
enum Stopwatch {
    /// Nanoseconds per operation: the median of `repeats` rounds, each running `body` once;
    /// `body` performs `operations` operations and returns a value kept from the optimizer.
    static func nanoseconds<T>(operations: Int, repeats: Int = 7, warmUp: Bool = true, _ body: () -> T) -> Double {
        if warmUp { blackHole(body()) }
        var rounds: [Double] = []
        for _ in 0..<repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            blackHole(body())
            let end = DispatchTime.now().uptimeNanoseconds
            rounds.append(Double(end - start) / Double(operations))
        }
        rounds.sort()
        return rounds[rounds.count / 2]
    }

    /// How many heap allocations `body` makes (nil where they cannot be counted).
    static func allocations<T>(_ body: () -> T) -> Double? {
        guard sanasto_allocation_counting_available() != 0 else { return nil }
        let before = sanasto_allocation_count()
        blackHole(body())
        return Double(sanasto_allocation_count() - before)
    }

    /// The growth of heap bytes in use while `body` runs, sampled before and after (glibc only).
    static func heapGrowth<T>(_ body: () -> T) -> (result: T, bytes: Double) {
        let before = sanasto_heap_bytes_in_use()
        let result = body()
        let after = sanasto_heap_bytes_in_use()
        return (result, Double(after > before ? after - before : 0))
    }
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

extension Stopwatch {
    /// The most heap bytes `body` had in use at once beyond what was in use before it (glibc only).
    static func peakHeap<T>(_ body: () -> T) -> (result: T, bytes: Double?) {
        guard sanasto_allocation_counting_available() != 0 else { return (body(), nil) }
        sanasto_heap_peak_reset()
        let start = sanasto_heap_tracked_bytes()
        let result = body()
        let peak = sanasto_heap_peak()
        return (result, Double(peak > start ? peak - start : 0))
    }
}

/// Runs an async measurement to its end from the synchronous suite entry points.
func waitFor<T>(_ body: @escaping @Sendable () async -> T) -> T {
    let semaphore = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: T?
    Task {
        result = await body()
        semaphore.signal()
    }
    semaphore.wait()
    // The task always sets the result before signalling.
    guard let result else { fatalError("waitFor: the task ended without a result") }
    return result
}
