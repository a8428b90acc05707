import Foundation
import FuzzSupport
import IntentKit

/// Phrase matching with fuzzed templates and utterances: the first line is the utterance, each further line a
/// phrase (up to four) whose slots take any text or one of a few fixed values. Matching never traps, stays
/// polynomial (libFuzzer's timeout catches a blow-up), gives at most 16 candidates per phrase, and binds only the
/// phrase's own slots.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhrases(_ data: UnsafeRawPointer?, _ size: Int) -> Int32 {
    let (bytes, choices) = FuzzInput.fileAndChoices(data, size)
    var input = choices
    let locale = input.pick(["en", "fi", "tr"])
    let fixedSlots = input.byte()
    let text = String(decoding: bytes, as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard !lines.isEmpty else { return 0 }
    let utterance = lines.removeFirst()
    var entries: [PhraseEntry] = []
    for (index, phrase) in lines.prefix(4).enumerated() {
        var slots: [String: PhraseSlot] = [:]
        for (slotIndex, name) in PhraseTemplate(phrase).parameterPlaceholders.enumerated() {
            if fixedSlots >> (slotIndex % 8) & 1 == 1 {
                slots[name] = PhraseSlot(values: [
                    PhraseSlot.Value(names: ["red", "dark red"], storage: ["r"]), PhraseSlot.Value(names: ["punainen"], storage: ["p"]),
                ])
            } else {
                slots[name] = .anyText
            }
        }
        entries.append(PhraseEntry(key: phrase, phrase: phrase, group: index, slots: slots))
    }
    // Compiling phrases costs more than matching: the last matcher is kept while only the utterance changes.
    let cacheKey = "\(locale)|\(fixedSlots)|" + lines.prefix(4).joined(separator: "\n")
    let matcher: PhraseMatcher
    if let cached = MatcherCache.last, cached.key == cacheKey {
        matcher = cached.matcher
    } else {
        matcher = PhraseMatcher(phrases: entries, locale: locale, applicationNames: ["Sanasto", "Not"])
        MatcherCache.last = (cacheKey, matcher)
    }
    let phraseCount = entries.count
    fuzzRun {
        let found = await matcher.candidates(for: utterance)
        fuzzCheck(found.count <= PhraseMatcher.maximumCandidatesPerPhrase * max(1, phraseCount), "\(found.count) candidates")
        for candidate in found {
            let names = Set(PhraseTemplate(candidate.phrase).parameterPlaceholders)
            fuzzCheck(Set(candidate.slots.keys).isSubset(of: names), "a candidate binds slots its phrase does not have")
        }
    }
    return 0
}

/// The matcher of the last input's phrases.
enum MatcherCache {
    nonisolated(unsafe) static var last: (key: String, matcher: PhraseMatcher)?
}
