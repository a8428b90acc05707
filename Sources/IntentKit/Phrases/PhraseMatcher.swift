/// Matches utterances against App Shortcut phrases in one locale, deterministically.
///
/// Each phrase becomes a pattern: text matches its words (case-insensitive in the language's rules,
/// diacritics, punctuation and extra spaces ignored); `${applicationName}` matches the app's name or an alternative
/// name, in the inflected form a Turkish suffix after the apostrophe asks for (`${applicationName}'a` matches
/// `Sanasto'ya`, `Not'a`, `İzmir'e`), or with the text glued to it as written (`${applicationName}-sovellukseen`,
/// also with the hyphen heard as a space or written as a dash: `Sanasto sovellukseen`, `Sanasto–sovellukseen`);
/// a `${parameter}` slot matches one of its values' names (enum cases, suggested entities, or entities found by
/// string search whose name equals the words; with a ``PhraseSlotIndex`` — an indexed entity query's — one
/// dictionary lookup per span of the utterance).
///
/// Phrases are compiled into patterns once, in `init`; keep the matcher and reuse it for every utterance.
/// Turkish `${applicationName} ile` also matches the instrumental suffix (`Sanasto'yla`).
/// Limits: text glued to a parameter slot (`${priority}'yı`) is not inflected.
public struct PhraseMatcher: Sendable {
    enum Element: Sendable {
        case words([Substring])
        case name([[Substring]])
        case slot(String)

        var minimumLength: Int {
            switch self {
            case .words(let words): words.count
            case .name(let alternatives): alternatives.map(\.count).min() ?? 0
            case .slot: 1
            }
        }
    }

    struct Pattern: Sendable {
        var entry: PhraseEntry
        var elements: [Element]
        var minimumRest: [Int]
        /// Words the utterance must contain for the pattern to match (its literal words).
        var requiredWords: Set<Substring>
        var foldedValues: [String: [(value: PhraseSlot.Value, names: [[Substring]])]]
    }

    /// The locale of the phrases and utterances.
    public let locale: String
    let patterns: [Pattern]

    /// How many phrases were compiled.
    public var phraseCount: Int { patterns.count }

    /// Compiles `phrases` for `locale`, with the app's name and alternative names inflected by `inflection`.
    public init(phrases: [PhraseEntry], locale: String, applicationNames: [String], inflection: NameInflection = NameInflection()) {
        self.locale = locale
        patterns = phrases.map { entry in
            let elements = Self.compile(entry.phrase, locale: locale, names: applicationNames, inflection: inflection)
            var minimumRest = Array(repeating: 0, count: elements.count + 1)
            for index in elements.indices.reversed() {
                minimumRest[index] = minimumRest[index + 1] + elements[index].minimumLength
            }
            var foldedValues: [String: [(value: PhraseSlot.Value, names: [[Substring]])]] = [:]
            for (name, slot) in entry.slots {
                foldedValues[name] = slot.values.map { value in
                    (value, value.names.map { IntentLanguage.foldedWords($0, locale: locale) }.filter { !$0.isEmpty })
                }
            }
            var required = Set<Substring>()
            for case .words(let words) in elements { required.formUnion(words) }
            return Pattern(entry: entry, elements: elements, minimumRest: minimumRest, requiredWords: required, foldedValues: foldedValues)
        }
    }

    /// Every phrase matching `utterance`, in phrase order, one per distinct group and slot values.
    public func candidates(for utterance: String) async -> [PhraseCandidate] {
        let tokens = IntentLanguage.foldedWords(utterance, locale: locale)
        var results: [PhraseCandidate] = []
        var seen = Set<String>()
        var dynamicCache: [String: [(value: PhraseSlot.Value, names: [[Substring]])]] = [:]
        var indexCache: [String: PhraseSlotIndex?] = [:]
        let present = Set(tokens)
        for pattern in patterns where pattern.minimumRest[0] <= tokens.count && pattern.requiredWords.isSubset(of: present) {
            var found: [[String: PhraseSlot.Value]] = []
            await match(pattern, element: 0, token: 0, tokens: tokens, bindings: [:],
                        cache: &dynamicCache, indexCache: &indexCache, found: &found)
            for slots in found {
                let signature = "\(pattern.entry.group)|" + slots.keys.sorted().map { "\($0)=\(slots[$0]?.storage ?? [])" }.joined(separator: "|")
                if seen.insert(signature).inserted {
                    results.append(PhraseCandidate(key: pattern.entry.key, phrase: pattern.entry.phrase, group: pattern.entry.group, slots: slots))
                }
            }
        }
        return results
    }

    private func match(
        _ pattern: Pattern, element: Int, token: Int, tokens: [Substring],
        bindings: [String: PhraseSlot.Value],
        cache: inout [String: [(value: PhraseSlot.Value, names: [[Substring]])]],
        indexCache: inout [String: PhraseSlotIndex?],
        found: inout [[String: PhraseSlot.Value]]
    ) async {
        guard element < pattern.elements.count else {
            if token == tokens.count { found.append(bindings) }
            return
        }
        guard tokens.count - token >= pattern.minimumRest[element] else { return }
        switch pattern.elements[element] {
        case .words(let words):
            guard Self.hasPrefix(tokens, at: token, words) else { return }
            await match(pattern, element: element + 1, token: token + words.count,
                        tokens: tokens, bindings: bindings, cache: &cache, indexCache: &indexCache, found: &found)
        case .name(let alternatives):
            for alternative in alternatives where Self.hasPrefix(tokens, at: token, alternative) {
                await match(pattern, element: element + 1, token: token + alternative.count,
                            tokens: tokens, bindings: bindings, cache: &cache, indexCache: &indexCache, found: &found)
            }
        case .slot(let name):
            guard let slot = pattern.entry.slots[name] else { return }
            if let index = slot.index {
                let cacheKey = "\(pattern.entry.group)|\(name)|index"
                let slotIndex: PhraseSlotIndex?
                if let cached = indexCache[cacheKey] {
                    slotIndex = cached
                } else {
                    slotIndex = await index()
                    indexCache[cacheKey] = slotIndex
                }
                guard let slotIndex else { return }
                let longest = min(tokens.count - token - pattern.minimumRest[element + 1], slotIndex.maximumWordCount)
                guard longest >= 1 else { return }
                for length in 1...longest {
                    var tried = Set<[String]>()
                    for value in slotIndex.values(named: tokens[token..<(token + length)]) where tried.insert(value.storage).inserted {
                        var next = bindings
                        next[name] = value
                        await match(pattern, element: element + 1, token: token + length, tokens: tokens, bindings: next,
                                    cache: &cache, indexCache: &indexCache, found: &found)
                    }
                }
                return
            }
            var options = pattern.foldedValues[name] ?? []
            if let suggested = slot.suggested {
                let cacheKey = "\(pattern.entry.group)|\(name)|suggested"
                if let cached = cache[cacheKey] {
                    options += cached
                } else {
                    let values = await suggested().map { value in
                        (value: value, names: value.names.map { IntentLanguage.foldedWords($0, locale: locale) })
                    }
                    cache[cacheKey] = values
                    options += values
                }
            }
            var tried = Set<[String]>()
            for option in options {
                for words in option.names where !words.isEmpty && Self.hasPrefix(tokens, at: token, words) {
                    guard tried.insert(option.value.storage + ["#\(words.count)"]).inserted else { continue }
                    var next = bindings
                    next[name] = option.value
                    await match(pattern, element: element + 1, token: token + words.count,
                                tokens: tokens, bindings: next, cache: &cache, indexCache: &indexCache, found: &found)
                }
            }
            guard let search = slot.search else { return }
            let longest = tokens.count - token - pattern.minimumRest[element + 1]
            guard longest >= 1 else { return }
            for length in 1...longest {
                let span = Array(tokens[token..<(token + length)])
                let text = span.joined(separator: " ")
                let cacheKey = "\(pattern.entry.group)|\(name)|search|" + text
                let values: [(value: PhraseSlot.Value, names: [[Substring]])]
                if let cached = cache[cacheKey] {
                    values = cached
                } else {
                    values = await search(text).map { value in
                        (value: value, names: value.names.map { IntentLanguage.foldedWords($0, locale: locale) })
                    }
                    cache[cacheKey] = values
                }
                for (value, names) in values {
                    let matches = names.contains(span)
                    guard matches, tried.insert(value.storage + ["#\(length)"]).inserted else { continue }
                    var next = bindings
                    next[name] = value
                    await match(pattern, element: element + 1, token: token + length,
                                tokens: tokens, bindings: next, cache: &cache, indexCache: &indexCache, found: &found)
                }
            }
        }
    }

    static func hasPrefix(_ tokens: [Substring], at start: Int, _ words: [Substring]) -> Bool {
        guard start + words.count <= tokens.count else { return false }
        for (offset, word) in words.enumerated() where tokens[start + offset] != word { return false }
        return true
    }

    static func compile(_ phrase: String, locale: String, names: [String], inflection: NameInflection) -> [Element] {
        var elements: [Element] = []
        let parts = PhraseTemplate(phrase).parts
        var index = 0
        var carried: String?
        func appendWords(_ text: String) {
            let words = IntentLanguage.foldedWords(text, locale: locale)
            guard !words.isEmpty else { return }
            if case .words(let previous)? = elements.last {
                elements[elements.count - 1] = .words(previous + words)
            } else {
                elements.append(.words(words))
            }
        }
        while index < parts.count {
            switch parts[index] {
            case .text(let text):
                appendWords(carried ?? text)
                carried = nil
            case .placeholder(let name) where name == PhraseTemplate.applicationName:
                var glued = ""
                var postposition: String?
                if index + 1 < parts.count, case .text(let next) = parts[index + 1] {
                    let end = next.firstIndex(where: { $0.isWhitespace }) ?? next.endIndex
                    glued = String(next[..<end])
                    carried = String(next[end...])
                    // Turkish `${applicationName} ile` is also said with the suffix: `Sanasto'yla`.
                    let rest = next[end...].drop(while: \.isWhitespace)
                    let wordEnd = rest.firstIndex(where: { $0.isWhitespace }) ?? rest.endIndex
                    if glued.isEmpty, IntentLanguage.usesTurkicCasing(locale),
                       IntentLanguage.fold(String(rest[..<wordEnd]), locale: locale) == "ile" {
                        postposition = String(rest[..<wordEnd])
                        carried = String(rest[wordEnd...])
                    }
                }
                var alternatives = nameAlternatives(glued: glued, locale: locale, names: names, inflection: inflection)
                if let postposition {
                    alternatives = alternatives.map { $0 + IntentLanguage.foldedWords(postposition, locale: locale) }
                    for form in nameAlternatives(glued: "'la", locale: locale, names: names, inflection: inflection)
                    where !alternatives.contains(form) {
                        alternatives.append(form)
                    }
                }
                elements.append(.name(alternatives))
                if carried != nil {
                    index += 1
                    if let rest = carried { appendWords(rest) }
                    carried = nil
                }
            case .placeholder(let name):
                elements.append(.slot(name))
            }
            index += 1
        }
        return elements
    }

    static func nameAlternatives(glued: String, locale: String, names: [String], inflection: NameInflection) -> [[Substring]] {
        var forms: [String] = []
        let trimmed = String(glued.reversed().drop(while: { !$0.isLetter && !$0.isNumber }).reversed())
        if let first = trimmed.first, IntentLanguage.apostrophes.contains(where: { Character($0) == first }),
           IntentLanguage.usesTurkicCasing(locale),
           let grammaticalCase = NameInflection.turkishCase(ofSuffix: String(trimmed.dropFirst())) {
            forms += names.map { inflection.turkish($0, grammaticalCase) }
        }
        forms += names.map { $0 + trimmed }
        var alternatives: [[Substring]] = []
        for form in forms {
            // As written; without the apostrophe (`Sanastoya`); with a hyphen said or transcribed as a space or a dash
            // (`Sanasto sovellukseen`, `Sanasto–sovellukseen`).
            let withoutApostrophe = form.filter { !IntentLanguage.apostrophes.contains($0.unicodeScalars.first ?? " ") }
            for variant in [form, withoutApostrophe, form.replacingOccurrences(of: "-", with: " ")] {
                let words = IntentLanguage.foldedWords(variant, locale: locale)
                if !words.isEmpty, !alternatives.contains(words) { alternatives.append(words) }
            }
        }
        return alternatives
    }
}

/// A phrase that matched an utterance, with the value of each slot.
public struct PhraseCandidate: Sendable, Hashable {
    /// The phrase key.
    public var key: String
    /// The phrase in the matcher's locale.
    public var phrase: String
    /// The group (shortcut index) of the phrase.
    public var group: Int
    /// The value each slot matched.
    public var slots: [String: PhraseSlot.Value]
}

/// One phrase a matcher knows: its key, its text in the matcher's locale, the shortcut it belongs to, and its slots.
public struct PhraseEntry: Sendable {
    /// The phrase key (the development-language phrase).
    public var key: String
    /// The phrase in the matcher's locale.
    public var phrase: String
    /// The index of the shortcut (or any group) the phrase belongs to.
    public var group: Int
    /// The values each `${parameter}` slot accepts.
    public var slots: [String: PhraseSlot]

    /// Creates an entry.
    public init(key: String, phrase: String, group: Int = 0, slots: [String: PhraseSlot] = [:]) {
        self.key = key
        self.phrase = phrase
        self.group = group
        self.slots = slots
    }
}
