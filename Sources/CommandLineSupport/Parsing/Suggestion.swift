/// The known word closest to a mistyped one, for "did you mean …?" in usage errors.
enum Suggestion {
    /// The candidate within a small edit distance of `word` (a third of its length, at least 2), nearest first;
    /// `nil` when none is close.
    static func closest(to word: String, in candidates: [String]) -> String? {
        // One or two letters (`-x`) are close to every short option: no suggestion is better than a wrong one.
        guard word.drop(while: { $0 == "-" }).count >= 3 else { return nil }
        let target = Array(word.lowercased())
        let limit = max(2, target.count / 3)
        var best: (distance: Int, candidate: String)?
        for candidate in Set(candidates).sorted() {
            let distance = editDistance(target, Array(candidate.lowercased()), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (distance, candidate) }
        }
        return best?.candidate
    }

    /// The Levenshtein distance of two character arrays, or `limit + 1` once it must exceed `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
