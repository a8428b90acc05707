import IntentKit
import StringResources

/// What `xcstrings phrases match` shows: which App Shortcut phrases an utterance matches, with the slot values it
/// gives.
public struct PhraseMatchReport: Sendable {
    /// The language of the utterance.
    public let locale: String
    /// How many phrases the locale has.
    public let phraseCount: Int
    /// Every phrase the utterance matches.
    public let candidates: [PhraseCandidate]
    /// Warnings about the request (a slot no phrase has).
    public let warnings: [String]

    /// The match, when exactly one phrase matches.
    public var match: PhraseCandidate? { candidates.count == 1 ? candidates.first : nil }

    /// Matches `utterance` against the phrases of `locale` in `table`.
    ///
    /// - Parameters:
    ///   - applicationName: the app's name, matched by `${applicationName}` (inflected as the phrase asks).
    ///   - alternativeNames: other names of the app.
    ///   - slots: values of `${slot}`s, each `NAME=value1,value2`; a slot without values matches any words.
    ///   - forms: explicit forms of the app's name, `CASE=FORM` (`locative=iPad'de`).
    /// - Throws: ``XCStringsError/Kind/invalidRequest`` for an empty utterance or name, a malformed slot or form,
    ///   or a locale without phrases.
    public static func match(
        _ utterance: String, in table: AppShortcutsPhrases, applicationName: String, alternativeNames: [String] = [],
        locale: String, slots slotOptions: [String] = [], forms: [String] = []
    ) async throws(XCStringsError) -> PhraseMatchReport {
        guard !applicationName.isEmpty else { throw .invalidRequest("--app-name needs a name") }
        guard !IntentLanguage.foldedWords(utterance, locale: locale).isEmpty else {
            throw .invalidRequest(utterance.allSatisfy(\.isWhitespace)
                ? "the utterance is empty" : "the utterance has no words to match: \(JSONWriter.quoted(utterance))")
        }
        var slots: [String: PhraseSlot] = [:]
        for option in slotOptions {
            guard let equals = option.firstIndex(of: "="), equals != option.startIndex else {
                throw .invalidRequest("invalid --slot '\(option)'; expected NAME=value1,value2")
            }
            let values = option[option.index(after: equals)...].split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            guard !values.isEmpty else { throw .invalidRequest("--slot '\(option)' gives no values") }
            slots[String(option[..<equals]), default: PhraseSlot()].values += values.map { PhraseSlot.Value(names: [$0], storage: [$0]) }
        }
        let entries = table.entries(locale: locale, slots: slots)
        guard !entries.isEmpty else {
            throw .invalidRequest("no phrases in locale '\(locale)'; the table has: \(table.locales.joined(separator: ", "))")
        }
        let used = Set(entries.flatMap { PhraseTemplate($0.phrase).parameterPlaceholders })
        let warnings = slots.keys.sorted().filter { !used.contains($0) }.map { "no phrase in '\(locale)' has the slot ${\($0)}" }
        var inflection = NameInflection()
        for form in forms {
            let caseNames = NameInflection.caseNames(locale: locale)
            guard let equals = form.firstIndex(of: "="), form.index(after: equals) != form.endIndex,
                  caseNames.contains(String(form[..<equals])) else {
                let expected = caseNames.isEmpty ? "no cases in '\(locale)'" : "CASE=FORM with CASE one of: " + caseNames.joined(separator: ", ")
                throw .invalidRequest("invalid --form '\(form)'; expected \(expected)")
            }
            inflection.setForm(String(form[form.index(after: equals)...]), of: applicationName, caseName: String(form[..<equals]), locale: locale)
        }
        let matcher = PhraseMatcher(
            phrases: entries, locale: locale, applicationNames: [applicationName] + alternativeNames, inflection: inflection)
        let candidates = await matcher.candidates(for: utterance)
        return PhraseMatchReport(locale: locale, phraseCount: entries.count, candidates: candidates, warnings: warnings)
    }

    /// The match with its slot values, the candidates when several match, or that none does.
    public var text: String {
        var lines: [String] = []
        if let match {
            lines.append("match: " + JSONWriter.quoted(match.key))
            lines.append("  \(locale): \(match.phrase)")
            for (name, value) in Self.sortedSlots(match) { lines.append("  ${\(name)} = \(value)") }
        } else if candidates.isEmpty {
            lines.append("no match in '\(locale)' (\(phraseCount) phrase\(phraseCount == 1 ? "" : "s"))")
        } else {
            lines.append("ambiguous: \(candidates.count) phrases match")
            for candidate in candidates {
                let slots = Self.sortedSlots(candidate).map { "${\($0.0)} = \($0.1)" }
                lines.append("  " + JSONWriter.quoted(candidate.key) + (slots.isEmpty ? "" : "  " + slots.joined(separator: ", ")))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `{"match": {"key", "phrase", "slots"} or null, "candidates": […]}`, ending with a line break.
    public var json: String {
        JSONWriter.text(["match": match.map(Self.json) ?? .null, "candidates": .array(candidates.map(Self.json))]) + "\n"
    }

    static func sortedSlots(_ candidate: PhraseCandidate) -> [(String, String)] {
        candidate.slots.keys.sorted().map { ($0, candidate.slots[$0]?.storage.joined(separator: ",") ?? "") }
    }

    static func json(_ candidate: PhraseCandidate) -> JSONValue {
        [
            "key": .string(candidate.key),
            "phrase": .string(candidate.phrase),
            "slots": JSONValue.object(sortedSlots(candidate).map { ($0.0, .string($0.1)) }).singleLine,
        ]
    }
}
