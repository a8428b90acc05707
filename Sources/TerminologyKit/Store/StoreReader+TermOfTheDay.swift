import Foundation

extension StoreReader {
    /// The "term of the day" in `scope` for the calendar day of `date`: the same concept all day, every time.
    ///
    /// Each concept has a random key fixed when it is added; the day and the scope (the focus course) give a point
    /// in the same key space, and the concept with the next key at or after it (wrapping round) is the day's.
    /// The pick depends only on the day, the scope and the concepts: adding or deleting other concepts changes it
    /// only when the new key falls between the point and the current pick. Marking it learned does not change it.
    /// Deprecated concepts are never picked; nil when the scope has no concepts.
    public func termOfTheDay(on date: Date = Date(), calendar: Calendar = .current, in scope: LibraryScope = .library) throws -> Concept? {
        try perform("pick the term of the day") {
            let day = calendar.dateComponents([.year, .month, .day], from: date)
            let dayText = "\(day.year ?? 0)-\(day.month ?? 0)-\(day.day ?? 0)"
            let point = Self.dayKey("\(dayText)|\(scope.key)")
            for fromPoint in [true, false] {
                var filter = SQLFilter()
                if fromPoint { filter.and("c.shuffle_key >= ?", .integer(point)) }
                filter.and("c.is_deprecated = 0")
                scope.restrict(&filter, terminologyColumn: "c.terminology_id")
                if let id = try statement("SELECT c.id FROM concepts c WHERE \(filter.sql) ORDER BY c.shuffle_key LIMIT 1")
                    .first(filter.values, { try $0.uuid(0) }) {
                    var byID = SQLFilter()
                    byID.and("c.id = ?", .uuid(id))
                    return try loadConcepts(byID, limit: 1, offset: 0).first
                }
            }
            return nil
        }
    }

    /// A key in [0, 2⁶²) from `text`: FNV-1a then SplitMix64's finalizer (the same on every platform and run,
    /// unlike Swift's seeded `Hasher`).
    static func dayKey(_ text: String) -> Int64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return Int64(SplitMix64.mix(hash) >> 2)
    }
}
