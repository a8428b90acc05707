/// A slot's values with their names folded once, looked up by the words an utterance says.
///
/// Build it once (per locale, and again when the values change) and hand it to a ``PhraseSlot``: matching
/// then costs one dictionary lookup per candidate span instead of folding every value's name for every match.
public struct PhraseSlotIndex: Sendable {
    /// The values, in the order given.
    public let values: [PhraseSlot.Value]
    /// The most words any name has.
    public let maximumWordCount: Int
    private let byName: [String: [Int]]

    /// Folds every name of `values` in `locale` (case, diacritics and punctuation as ``IntentLanguage/fold(_:locale:)``).
    public init(values: [PhraseSlot.Value], locale: String) {
        self.values = values
        var byName: [String: [Int]] = [:]
        var maximum = 0
        for (position, value) in values.enumerated() {
            var seen = Set<String>()
            for name in value.names {
                let words = IntentLanguage.foldedWords(name, locale: locale)
                guard !words.isEmpty else { continue }
                let key = words.joined(separator: " ")
                guard seen.insert(key).inserted else { continue }
                byName[key, default: []].append(position)
                maximum = max(maximum, words.count)
            }
        }
        self.byName = byName
        maximumWordCount = maximum
    }

    /// The values one of whose names is exactly `words` (folded words), in index order.
    public func values<Words: Collection>(named words: Words) -> [PhraseSlot.Value] where Words.Element == Substring {
        guard !words.isEmpty, words.count <= maximumWordCount else { return [] }
        return (byName[words.joined(separator: " ")] ?? []).map { values[$0] }
    }

    /// The values one of whose names is exactly `text` once folded.
    public func values(named text: String, locale: String) -> [PhraseSlot.Value] {
        values(named: IntentLanguage.foldedWords(text, locale: locale))
    }
}
