// The interval spread py-fsrs applies (its FUZZ_RANGES), with a deterministic draw in place of `random()`.
extension FSRSScheduler {
    static let fuzzRanges: [(start: Double, end: Double, factor: Double)] = [
        (2.5, 7.0, 0.15), (7.0, 20.0, 0.1), (20.0, .infinity, 0.05),
    ]

    /// `interval` (microseconds, whole days) spread by `unit`, a draw in [0, 1).
    func fuzzed(_ interval: Int64, unit: Double) -> Int64 {
        let intervalDays = interval / Timestamp.microsecondsPerDay
        guard Double(intervalDays) >= 2.5 else { return interval }
        let (low, high) = fuzzRange(days: intervalDays)
        let drawn = (unit * Double(high - low + 1) + Double(low)).rounded(.toNearestOrEven)
        return days(min(Int(drawn), maximumInterval))
    }

    /// The smallest and largest fuzzed interval for an interval of `days` days.
    func fuzzRange(days: Int64) -> (Int, Int) {
        var delta = 1.0
        for range in Self.fuzzRanges {
            delta += range.factor * max(min(Double(days), range.end) - range.start, 0.0)
        }
        var low = Int((Double(days) - delta).rounded(.toNearestOrEven))
        var high = Int((Double(days) + delta).rounded(.toNearestOrEven))
        low = max(2, low)
        high = min(high, maximumInterval)
        low = min(low, high)
        return (low, high)
    }

    /// A draw in [0, 1) that depends only on the seed, the card's salt and the review time.
    static func fuzzUnit(seed: UInt64, salt: UInt64, at time: Timestamp) -> Double {
        // The second output of a generator seeded from all three: neighbouring inputs give unrelated draws.
        var generator = SplitMix64(seed: seed ^ (salt &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(bitPattern: time.microseconds))
        _ = generator.next()
        return Double(generator.next() >> 11) * 0x1.0p-53
    }
}
