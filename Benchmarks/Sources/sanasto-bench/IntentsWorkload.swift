import IntentKit

/// The workload of `sanasto-bench intents`, built with IntentKit's public API only: 10 shortcuts × 5 phrases in
/// each of en, fi and tr, every phrase with an `${item}` slot or none, and 1,000 entities behind a
/// string-searchable index. The benchmark builds it once and times `matcher(locale).candidates(for:)`.
enum IntentsBenchmarkWorkload {
    static let locales = ["en", "fi", "tr"]
    static let applicationName = "Sanasto"

    static let verbs: [String: [String]] = [
        "en": ["Add", "Open", "Study", "Review", "Share", "Delete", "Rename", "Export", "Pin", "Archive"],
        "fi": ["Lisää", "Avaa", "Opiskele", "Kertaa", "Jaa", "Poista", "Nimeä", "Vie", "Kiinnitä", "Arkistoi"],
        "tr": ["ekle", "aç", "çalış", "gözden geçir", "paylaş", "sil", "yeniden adlandır", "dışa aktar", "sabitle", "arşivle"],
    ]

    /// The five phrases of shortcut `index` in `locale` (the key is the English phrase).
    static func phrases(_ index: Int, locale: String) -> [(key: String, phrase: String)] {
        let en = verbs["en"]?[index] ?? "", verb = verbs[locale]?[index] ?? ""
        let keys = [
            "\(en) ${item} in ${applicationName}", "\(en) ${item} with ${applicationName}", "\(en) a term in ${applicationName}",
            "${applicationName}, \(en.lowercased()) ${item}", "\(en) my ${item} using ${applicationName}",
        ]
        let phrases: [String]
        switch locale {
        case "fi":
            phrases = ["\(verb) ${item} ${applicationName}-sovelluksessa", "\(verb) ${item} ${applicationName}-sovelluksella",
                       "\(verb) termi ${applicationName}-sovelluksessa", "${applicationName}, \(verb.lowercased()) ${item}",
                       "\(verb) oma ${item} ${applicationName}-sovelluksella"]
        case "tr":
            phrases = ["${applicationName}'da ${item} \(verb)", "${applicationName} ile ${item} \(verb)", "${applicationName}'da terim \(verb)",
                       "${applicationName}, ${item} \(verb)", "${applicationName}'la benim ${item} \(verb)"]
        default:
            phrases = keys
        }
        return Array(zip(keys, phrases))
    }

    /// 1,000 entity titles: 25 adjectives × 40 nouns ("Red apple", "Quiet river" …).
    static let titles: [String] = {
        let adjectives = ["Red", "Blue", "Green", "Quiet", "Loud", "Small", "Large", "Early", "Late", "Warm", "Cold", "Bright", "Dark",
                          "Fast", "Slow", "Sweet", "Sour", "Old", "New", "Soft", "Hard", "Light", "Heavy", "Rich", "Plain"]
        let nouns = ["apple", "river", "house", "stone", "cloud", "forest", "window", "garden", "bridge", "letter", "mountain", "island",
                     "candle", "mirror", "basket", "ladder", "pocket", "feather", "hammer", "needle", "pillow", "rabbit", "saddle", "tunnel",
                     "violin", "wagon", "anchor", "button", "castle", "dragon", "engine", "falcon", "guitar", "helmet", "jacket", "kettle",
                     "lantern", "marble", "noodle", "orchard"]
        return adjectives.flatMap { adjective in nouns.map { "\(adjective) \($0)" } }
    }()

    /// The entities' phrase-slot index in `locale` (build once; matching looks names up in it).
    static func entityIndex(locale: String) -> PhraseSlotIndex {
        PhraseSlotIndex(
            values: titles.enumerated().map { PhraseSlot.Value(names: [$1], storage: ["e\($0)"]) }, locale: locale)
    }

    /// The compiled matcher of `locale`: 50 phrases, `${item}` bound to the 1,000 entities.
    static func matcher(locale: String) -> PhraseMatcher {
        let slot = PhraseSlot(index: entityIndex(locale: locale))
        var entries: [PhraseEntry] = []
        for shortcut in 0..<10 {
            for (key, phrase) in phrases(shortcut, locale: locale) {
                entries.append(PhraseEntry(key: key, phrase: phrase, group: shortcut, slots: ["item": slot]))
            }
        }
        return PhraseMatcher(phrases: entries, locale: locale, applicationNames: [applicationName])
    }

    /// Utterances the benchmark matches, with the expected phrase key and entity (nil: no match).
    static let utterances: [(locale: String, text: String, key: String?, item: String?)] = [
        ("en", "Review quiet river in Sanasto", "Review ${item} in ${applicationName}", "e121"),
        ("en", "Archive my plain orchard using Sanasto", "Archive my ${item} using ${applicationName}", "e999"),
        ("en", "Sanasto, add red apple", "${applicationName}, add ${item}", "e0"),
        ("en", "Export a term in Sanasto", "Export a term in ${applicationName}", nil),
        ("en", "Review purple river in Sanasto", nil, nil),
        ("fi", "Kertaa quiet river Sanasto-sovelluksessa", "Review ${item} in ${applicationName}", "e121"),
        ("fi", "Poista termi Sanasto-sovelluksessa", "Delete a term in ${applicationName}", nil),
        ("tr", "Sanasto'da Quiet river gözden geçir", "Review ${item} in ${applicationName}", "e121"),
        ("tr", "Sanasto'yla red apple ekle", "Add ${item} with ${applicationName}", "e0"),
        ("tr", "Sanasto'ya red apple ekle", nil, nil),
    ]
}
