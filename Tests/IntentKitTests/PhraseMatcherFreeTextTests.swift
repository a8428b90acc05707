// Tests of IntentKit's phrase matching: declared only where AppIntents is absent.
#if !canImport(AppIntents)
import IntentKit
import Testing
import _SanastoTestSupport

/// Phrases with free-text slots (`PhraseSlot.anyText`) against long utterances: matching is polynomial, and gives
/// the splits a brute force gives, in reading order, at most `maximumCandidatesPerPhrase` per phrase.
@Suite struct PhraseMatcherFreeTextTests {
    static func matcher(_ phrase: String, slots: [String]) -> PhraseMatcher {
        PhraseMatcher(
            phrases: [PhraseEntry(key: phrase, phrase: phrase, slots: Dictionary(uniqueKeysWithValues: slots.map { ($0, PhraseSlot.anyText) }))],
            locale: "en", applicationNames: ["Sanasto"])
    }

    static func words(_ count: Int) -> String {
        (0..<count).map { "w\($0)" }.joined(separator: " ")
    }

    @Test(arguments: [
        // (phrase, slots, utterance, candidates, the first candidate's slots)
        ("${applicationName} ${a} ${b} ${c} ${d} ${e}", ["a", "b", "c", "d", "e"], "Sanasto " + words(60), 16,
         ["a": "w0", "b": "w1", "c": "w2", "d": "w3", "e": (4..<60).map { "w\($0)" }.joined(separator: " ")]),
        ("Note ${text} in ${applicationName}", ["text"], "note " + words(700) + " in Sanasto", 1,
         ["text": words(700)]),
        ("Note ${text} in ${applicationName}", ["text"], "note " + words(700) + " in Elsewhere", 0, [:]),
        // Fifteen slots before a word the utterance does not end with: no match, found without trying the splits.
        ((1...15).map { "${s\($0)}" }.joined(separator: " ") + " done", (1...15).map { "s\($0)" }, words(200), 0, [:]),
        ((1...15).map { "${s\($0)}" }.joined(separator: " "), (1...15).map { "s\($0)" }, words(15), 1,
         Dictionary(uniqueKeysWithValues: (1...15).map { ("s\($0)", "w\($0 - 1)") })),
    ] as [(String, [String], String, Int, [String: String])])
    func longUtterancesMatchInReadingOrder(phrase: String, slots: [String], utterance: String, count: Int, first: [String: String]) async {
        let found = await Self.matcher(phrase, slots: slots).candidates(for: utterance)
        #expect(found.count == count)
        if let candidate = found.first {
            #expect(candidate.slots.mapValues { $0.storage.joined() } == first)
        }
    }

    /// Every way to split `tokens` among the slots and words of `pattern` (`nil` for a slot), by brute force.
    static func splits(_ pattern: [String?], _ tokens: [String]) -> [[String]] {
        guard let head = pattern.first else { return tokens.isEmpty ? [[]] : [] }
        let rest = Array(pattern.dropFirst())
        if let word = head {
            guard tokens.first == word else { return [] }
            return splits(rest, Array(tokens.dropFirst()))
        }
        var result: [[String]] = []
        for length in stride(from: 1, through: tokens.count, by: 1) {
            let span = tokens.prefix(length).joined(separator: " ")
            for tail in splits(rest, Array(tokens.dropFirst(length))) { result.append([span] + tail) }
        }
        return result
    }

    @Test(arguments: 0..<40)
    func agreesWithABruteForceSplitOfShortUtterances(seed: Int) async {
        var generator = SplitMix64(seed: UInt64(seed))
        let vocabulary = ["a", "b", "c"]
        // A phrase of two or three slots and some words; an utterance of up to seven of the same words.
        var pattern: [String?] = []
        for _ in 0..<Int(generator.next() % 3 + 3) { pattern.append(generator.next() % 2 == 0 ? nil : vocabulary[Int(generator.next() % 3)]) }
        let tokens = (0..<Int(generator.next() % 7 + 1)).map { _ in vocabulary[Int(generator.next() % 3)] }
        var slotNames: [String] = []
        let phrase = pattern.map { part -> String in
            guard let word = part else {
                slotNames.append("s\(slotNames.count)")
                return "${\(slotNames[slotNames.count - 1])}"
            }
            return word
        }.joined(separator: " ")
        // As the matcher: the first splits in reading order, each distinct set of values once.
        var expected: [[String]] = []
        for split in Self.splits(pattern, tokens).prefix(PhraseMatcher.maximumCandidatesPerPhrase) where !expected.contains(split) {
            expected.append(split)
        }
        let found = await Self.matcher(phrase, slots: slotNames).candidates(for: tokens.joined(separator: " "))
        let actual = found.map { candidate in slotNames.map { candidate.slots[$0]?.storage.joined() ?? "" } }
        #expect(actual == expected, "\(phrase) ← \(tokens)")
    }
}

#endif
