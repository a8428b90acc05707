import Dispatch
import IntentKit

/// `intents`: matching an utterance against 10 shortcuts × 5 phrases in each of en, fi and tr, with
/// 1,000 entities behind the `${item}` slot's search index. No peer exists off Apple platforms.
enum IntentsSuite {
    static func run() -> [BenchmarkCase] { waitFor { await measure() } }

    private static func measure() async -> [BenchmarkCase] {
        var matchers: [String: PhraseMatcher] = [:]
        for locale in IntentsBenchmarkWorkload.locales {
            matchers[locale] = IntentsBenchmarkWorkload.matcher(locale: locale)
        }
        // The workload must give the expected answers before its time means anything.
        for utterance in IntentsBenchmarkWorkload.utterances {
            let found = await matchers[utterance.locale]?.candidates(for: utterance.text) ?? []
            let keys = found.map(\.key)
            guard keys == (utterance.key.map { [$0] } ?? []), found.first?.slots["item"]?.storage.first == utterance.item else {
                fatalError("'\(utterance.text)' (\(utterance.locale)) matched \(keys), expected \(utterance.key ?? "nothing")")
            }
        }
        let rounds = 200
        var samples: [Double] = []
        for _ in 0..<Stopwatch.defaultRepeats {
            var found = 0
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<rounds {
                for utterance in IntentsBenchmarkWorkload.utterances {
                    found &+= await matchers[utterance.locale]?.candidates(for: utterance.text).count ?? 0
                }
            }
            let end = DispatchTime.now().uptimeNanoseconds
            blackHole(found)
            samples.append(Double(end - start) / Double(rounds * IntentsBenchmarkWorkload.utterances.count))
        }
        return [BenchmarkCase(name: "match", ours: Timing(samples: samples))] + (await freeText())
    }

    /// Phrases of several free-text slots against long utterances: matching is dynamic programming over token
    /// positions, so these stay polynomial (the target: under 10 ms for 15 slots and 200 words).
    private static func freeText() async -> [BenchmarkCase] {
        func matcher(_ phrase: String, _ slots: [String]) -> PhraseMatcher {
            PhraseMatcher(
                phrases: [PhraseEntry(key: phrase, phrase: phrase, slots: Dictionary(uniqueKeysWithValues: slots.map { ($0, PhraseSlot.anyText) }))],
                locale: "en", applicationNames: ["Sanasto"])
        }
        func words(_ count: Int) -> String { (0..<count).map { "word\($0)" }.joined(separator: " ") }
        let fifteen = (1...15).map { "s\($0)" }
        let cases: [(String, PhraseMatcher, String)] = [
            ("free text: 15 slots, 200 words", matcher("${applicationName} " + fifteen.map { "${\($0)}" }.joined(separator: " "), fifteen),
             "Sanasto " + words(200)),
            ("free text: 15 slots, 200 words, no match", matcher(fifteen.map { "${\($0)}" }.joined(separator: " ") + " done", fifteen),
             words(200)),
            ("free text: 5 slots, 60 words", matcher("${applicationName} ${a} ${b} ${c} ${d} ${e}", ["a", "b", "c", "d", "e"]),
             "Sanasto " + words(60)),
            ("free text: 1 slot, 4 KB", matcher("Note ${text} in ${applicationName}", ["text"]), "note " + words(450) + " in Sanasto"),
        ]
        var results: [BenchmarkCase] = []
        for (name, matcher, utterance) in cases {
            var samples: [Double] = []
            for _ in 0..<7 {
                let start = DispatchTime.now().uptimeNanoseconds
                let found = await matcher.candidates(for: utterance)
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
                blackHole(found.count)
            }
            results.append(BenchmarkCase(name: name, ours: Timing(samples: samples)))
        }
        return results
    }
}
