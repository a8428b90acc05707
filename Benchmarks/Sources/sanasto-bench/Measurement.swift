import CAllocationCounter
import Foundation

/// The spread of one figure over its repetitions: median, fastest and slowest, in nanoseconds per operation.
struct Timing {
    var median: Double
    var min: Double
    var max: Double
    /// The samples in the order they were taken (repetition by repetition), for figures made of several.
    var rounds: [Double]

    init(samples: [Double]) {
        rounds = samples
        let sorted = samples.sorted()
        median = sorted.isEmpty ? .nan : sorted[sorted.count / 2]
        min = sorted.first ?? .nan
        max = sorted.last ?? .nan
    }

    /// Megabytes (10⁶ bytes) per second when one operation handles `bytes` bytes.
    func megabytesPerSecond(bytes: Int) -> Double { Double(bytes) / median * 1_000 }
}

/// One figure of a suite: our time per operation beside the peer's, from the same run.
struct BenchmarkCase {
    var name: String
    var ours: Timing
    /// The peer measured against (`icu`, `foundation`), or nil when there is none on this platform.
    var peer: String?
    var peerTiming: Timing?
    /// Extra facts shown beside the figure (allocations, peak memory, throughput).
    var notes: [String: Double] = [:]

    init(name: String, ours: Timing, peer: String? = nil, peerTiming: Timing? = nil, notes: [String: Double] = [:]) {
        self.name = name
        self.ours = ours
        self.peer = peer
        self.peerTiming = peerTiming
        self.notes = notes
    }

    /// A figure that is one value rather than repetitions timed here: a load generator's rate (wrk), a
    /// percentile of a distribution the suite sampled itself.
    init(name: String, oursNanoseconds: Double, peer: String? = nil, peerNanoseconds: Double? = nil, notes: [String: Double] = [:]) {
        self.init(
            name: name, ours: Timing(samples: [oursNanoseconds]), peer: peer,
            peerTiming: peerNanoseconds.map { Timing(samples: [$0]) }, notes: notes)
    }

    var oursNanoseconds: Double {
        get { ours.median }
        set { ours = Timing(samples: [newValue]) }
    }
    var peerNanoseconds: Double? {
        get { peerTiming?.median }
        set { peerTiming = newValue.map { Timing(samples: [$0]) } }
    }

    /// How many times faster we are: the peer's median time over ours.
    var ratio: Double? { peerNanoseconds.map { $0 / oursNanoseconds } }
}

/// One contestant of an interleaved measurement: a name, how many operations one run performs, and the run.
struct Contestant {
    var name: String
    var operations: Int
    /// Whether the body's result is kept until the clock has stopped, so that freeing it is not timed (as a
    /// caller that keeps what it parsed pays for freeing it later, if ever). A suite sets it for every peer of
    /// a comparison alike.
    var freesAfterTiming: Bool
    var body: () -> Any

    init(_ name: String, operations: Int = 1, freesAfterTiming: Bool = false, _ body: @escaping () -> Any) {
        self.name = name
        self.operations = operations
        self.freesAfterTiming = freesAfterTiming
        self.body = body
    }
}

/// Times closures the same way for ours and the peers', so that ratios compare like with like.
enum Stopwatch {
    /// The default number of repetitions of every figure (the issue asks for at least 11).
    static let defaultRepeats = 11

    /// Runs the contestants in turn (A B C A B C …) for `repeats` rounds, after one warm-up round, and
    /// returns each one's timing per operation, in the order given. Interleaving spreads whatever else the
    /// machine is doing over all of them alike instead of over whichever ran at the time.
    static func interleaved(repeats: Int = defaultRepeats, warmUp: Bool = true, _ contestants: [Contestant]) -> [Timing] {
        if warmUp { for contestant in contestants { blackHole(contestant.body()) } }
        var samples = [[Double]](repeating: [], count: contestants.count)
        for _ in 0..<repeats {
            for (position, contestant) in contestants.enumerated() {
                var kept: Any?
                let start = DispatchTime.now().uptimeNanoseconds
                if contestant.freesAfterTiming { kept = contestant.body() } else { blackHole(contestant.body()) }
                let end = DispatchTime.now().uptimeNanoseconds
                samples[position].append(Double(end - start) / Double(contestant.operations))
                // Freed here, outside the timed region, when the contestant asked for it.
                withExtendedLifetime(kept) {}
                kept = nil
            }
        }
        return samples.map(Timing.init(samples:))
    }

    /// Ours against one peer, interleaved.
    static func compare(
        operations: Int, peerOperations: Int? = nil, repeats: Int = defaultRepeats,
        ours: @escaping () -> Any, peer: @escaping () -> Any
    ) -> (ours: Timing, peer: Timing) {
        let timings = interleaved(repeats: repeats, [
            Contestant("ours", operations: operations, ours),
            Contestant("peer", operations: peerOperations ?? operations, peer),
        ])
        return (timings[0], timings[1])
    }

    /// One body alone (for figures without a peer).
    static func measure(operations: Int, repeats: Int = defaultRepeats, _ body: @escaping () -> Any) -> Timing {
        interleaved(repeats: repeats, [Contestant("ours", operations: operations, body)])[0]
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

    /// The most heap bytes `body` had in use at once beyond what was in use before it (glibc only).
    static func peakHeap<T>(_ body: () -> T) -> (result: T, bytes: Double?) {
        guard sanasto_allocation_counting_available() != 0 else { return (body(), nil) }
        sanasto_heap_peak_reset()
        let start = sanasto_heap_tracked_bytes()
        let result = body()
        let peak = sanasto_heap_peak()
        return (result, Double(peak > start ? peak - start : 0))
    }

    /// The heap bytes still in use after `body` returns, while its result is alive (glibc only; counted by
    /// the allocation interposer, so what `body` allocated and freed again does not count).
    static func retainedHeap<T>(_ body: () -> T) -> (result: T, bytes: Double?) {
        guard sanasto_allocation_counting_available() != 0 else { return (body(), nil) }
        let start = Int64(sanasto_heap_tracked_bytes())
        let result = body()
        let end = Int64(sanasto_heap_tracked_bytes())
        return (result, Double(max(0, end - start)))
    }
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
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
