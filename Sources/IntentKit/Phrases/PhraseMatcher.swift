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

    /// The most candidates one phrase gives for one utterance: free-text slots next to each other can split a long
    /// utterance in a great many ways, which are all the same phrase.
    public static let maximumCandidatesPerPhrase = 16

    /// Every phrase matching `utterance`, in phrase order, one per distinct group and slot values (at most
    /// ``maximumCandidatesPerPhrase`` per phrase: the first in reading order, earlier slots taking fewer words).
    ///
    /// Matching is dynamic programming over token positions, polynomial in the utterance's length whatever the
    /// phrase: the positions each element can start at are found from the start, those from which the rest of the
    /// phrase can still match from the end, and only matches through both are spelled out.
    public func candidates(for utterance: String) async -> [PhraseCandidate] {
        let tokens = IntentLanguage.foldedWords(utterance, locale: locale)
        var results: [PhraseCandidate] = []
        var seen = Set<String>()
        var caches = SlotCaches()
        let present = Set(tokens)
        for pattern in patterns where pattern.minimumRest[0] <= tokens.count && pattern.requiredWords.isSubset(of: present) {
            let found = await match(pattern, tokens: tokens, caches: &caches)
            for slots in found {
                let signature = "\(pattern.entry.group)|" + slots.keys.sorted().map { "\($0)=\(slots[$0]?.storage ?? [])" }.joined(separator: "|")
                if seen.insert(signature).inserted {
                    results.append(PhraseCandidate(key: pattern.entry.key, phrase: pattern.entry.phrase, group: pattern.entry.group, slots: slots))
                }
            }
        }
        return results
    }

    /// What slots fetched during one utterance, shared by its phrases.
    struct SlotCaches {
        var values: [String: [(value: PhraseSlot.Value, names: [[Substring]])]] = [:]
        var indexes: [String: PhraseSlotIndex?] = [:]
    }

    /// A step from one token position to the next: an element matched `next - start` tokens, binding a slot or not.
    struct Transition {
        var next: Int
        var binding: (name: String, value: PhraseSlot.Value)?
    }

    /// The slot bindings of `pattern`'s matches of `tokens`, in reading order, at most ``maximumCandidatesPerPhrase``.
    private func match(_ pattern: Pattern, tokens: [Substring], caches: inout SlotCaches) async -> [[String: PhraseSlot.Value]] {
        let count = tokens.count
        let elements = pattern.elements
        // reachable[e][t]: element e can start at token t, the elements before it having matched tokens 0..<t.
        var reachable = Array(repeating: Array(repeating: false, count: count + 1), count: elements.count + 1)
        reachable[0][0] = true
        var transitions: [[[Transition]]] = Array(repeating: Array(repeating: [], count: count + 1), count: elements.count)
        for element in elements.indices {
            let starts = (0...count).filter { reachable[element][$0] && count - $0 >= pattern.minimumRest[element] }
            guard !starts.isEmpty else { return [] }
            // A free-text slot takes any one or more words: every end up to what the rest needs is reachable.
            if let first = starts.first, isFreeText(pattern, element) {
                let last = count - pattern.minimumRest[element + 1]
                if first + 1 <= last { for end in (first + 1)...last { reachable[element + 1][end] = true } }
                continue
            }
            for start in starts {
                let steps = await self.transitions(pattern, element: element, token: start, tokens: tokens, caches: &caches)
                transitions[element][start] = steps
                for step in steps { reachable[element + 1][step.next] = true }
            }
        }
        guard reachable[elements.count][count] else { return [] }
        // completes[e][t]: from element e at token t the rest of the phrase matches to the end.
        var completes = Array(repeating: Array(repeating: false, count: count + 1), count: elements.count + 1)
        completes[elements.count][count] = true
        for element in elements.indices.reversed() {
            if isFreeText(pattern, element) {
                let last = count - pattern.minimumRest[element + 1]
                // Whether some end after `start`, up to `last`, completes: one sweep from the right.
                var completingEnd = false
                for start in stride(from: count, through: 0, by: -1) {
                    if start + 1 <= last, start + 1 <= count, completes[element + 1][start + 1] { completingEnd = true }
                    completes[element][start] = reachable[element][start] && completingEnd
                }
            } else {
                for start in 0...count where reachable[element][start] {
                    completes[element][start] = transitions[element][start].contains { completes[element + 1][$0.next] }
                }
            }
        }
        guard completes[0][0] else { return [] }
        var found: [[String: PhraseSlot.Value]] = []
        spell(pattern, element: 0, token: 0, tokens: tokens, transitions: transitions, completes: completes, bindings: [:], found: &found)
        return found
    }

    /// Whether element `element` of `pattern` is a slot that accepts any words.
    private func isFreeText(_ pattern: Pattern, _ element: Int) -> Bool {
        guard case .slot(let name) = pattern.elements[element] else { return false }
        return pattern.entry.slots[name]?.acceptsAnyText == true
    }

    /// Spells out the matches through positions from which the phrase completes, in reading order.
    private func spell(
        _ pattern: Pattern, element: Int, token: Int, tokens: [Substring], transitions: [[[Transition]]],
        completes: [[Bool]], bindings: [String: PhraseSlot.Value], found: inout [[String: PhraseSlot.Value]]
    ) {
        guard element < pattern.elements.count else {
            found.append(bindings)
            return
        }
        if isFreeText(pattern, element), case .slot(let name) = pattern.elements[element] {
            let last = tokens.count - pattern.minimumRest[element + 1]
            guard token + 1 <= last else { return }
            for end in (token + 1)...last where completes[element + 1][end] {
                guard found.count < Self.maximumCandidatesPerPhrase else { return }
                let text = tokens[token..<end].joined(separator: " ")
                var next = bindings
                next[name] = PhraseSlot.Value(names: [text], storage: [text])
                spell(pattern, element: element + 1, token: end, tokens: tokens, transitions: transitions, completes: completes,
                      bindings: next, found: &found)
            }
            return
        }
        for step in transitions[element][token] where completes[element + 1][step.next] {
            guard found.count < Self.maximumCandidatesPerPhrase else { return }
            var next = bindings
            if let binding = step.binding { next[binding.name] = binding.value }
            spell(pattern, element: element + 1, token: step.next, tokens: tokens, transitions: transitions, completes: completes,
                  bindings: next, found: &found)
        }
    }

    /// The ways element `element` of `pattern` matches from token `token` on, in reading order.
    private func transitions(
        _ pattern: Pattern, element: Int, token: Int, tokens: [Substring], caches: inout SlotCaches
    ) async -> [Transition] {
        switch pattern.elements[element] {
        case .words(let words):
            return Self.hasPrefix(tokens, at: token, words) ? [Transition(next: token + words.count)] : []
        case .name(let alternatives):
            return alternatives.filter { Self.hasPrefix(tokens, at: token, $0) }.map { Transition(next: token + $0.count) }
        case .slot(let name):
            guard let slot = pattern.entry.slots[name] else { return [] }
            var steps: [Transition] = []
            if let index = slot.index {
                let cacheKey = "\(pattern.entry.group)|\(name)|index"
                let slotIndex: PhraseSlotIndex?
                if let cached = caches.indexes[cacheKey] {
                    slotIndex = cached
                } else {
                    slotIndex = await index()
                    caches.indexes[cacheKey] = slotIndex
                }
                guard let slotIndex else { return [] }
                let longest = min(tokens.count - token - pattern.minimumRest[element + 1], slotIndex.maximumWordCount)
                guard longest >= 1 else { return [] }
                for length in 1...longest {
                    var tried = Set<[String]>()
                    for value in slotIndex.values(named: tokens[token..<(token + length)]) where tried.insert(value.storage).inserted {
                        steps.append(Transition(next: token + length, binding: (name, value)))
                    }
                }
                return steps
            }
            var options = pattern.foldedValues[name] ?? []
            if let suggested = slot.suggested {
                let cacheKey = "\(pattern.entry.group)|\(name)|suggested"
                if let cached = caches.values[cacheKey] {
                    options += cached
                } else {
                    let values = await suggested().map { value in
                        (value: value, names: value.names.map { IntentLanguage.foldedWords($0, locale: locale) })
                    }
                    caches.values[cacheKey] = values
                    options += values
                }
            }
            var tried = Set<[String]>()
            for option in options {
                for words in option.names where !words.isEmpty && Self.hasPrefix(tokens, at: token, words) {
                    guard tried.insert(option.value.storage + ["#\(words.count)"]).inserted else { continue }
                    steps.append(Transition(next: token + words.count, binding: (name, option.value)))
                }
            }
            guard let search = slot.search else { return steps }
            let longest = tokens.count - token - pattern.minimumRest[element + 1]
            guard longest >= 1 else { return steps }
            for length in 1...longest {
                let span = Array(tokens[token..<(token + length)])
                let text = span.joined(separator: " ")
                let cacheKey = "\(pattern.entry.group)|\(name)|search|" + text
                let values: [(value: PhraseSlot.Value, names: [[Substring]])]
                if let cached = caches.values[cacheKey] {
                    values = cached
                } else {
                    values = await search(text).map { value in
                        (value: value, names: value.names.map { IntentLanguage.foldedWords($0, locale: locale) })
                    }
                    caches.values[cacheKey] = values
                }
                for (value, names) in values {
                    guard names.contains(span), tried.insert(value.storage + ["#\(length)"]).inserted else { continue }
                    steps.append(Transition(next: token + length, binding: (name, value)))
                }
            }
            return steps
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
