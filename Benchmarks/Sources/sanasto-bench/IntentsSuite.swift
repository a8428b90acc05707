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
        return [BenchmarkCase(name: "match", ours: Timing(samples: samples))]
    }
}
