import Foundation

/// The names and picklists of TBX that Sanasto reads and writes, and Sanasto's documented conventions for what
/// TBX-Basic has no data category for.
///
/// Conventions (written by the exporter, read back by the importer; other tools see ordinary TBX):
/// - header: `sourceDesc/p` elements with a `type` of `sanasto:id`, `sanasto:revision`, `sanasto:languages`
///   (space-separated, in order), `sanasto:author`, `sanasto:courseCode`, `sanasto:courseName`, and one
///   `sanasto:category` per category in order, its `id` the category's (`g-<uuid>`), its text the name;
/// - a concept's `subjectField` has a `target` pointing at its category's `p`;
/// - ids: concepts `c-<uuid>` (TBX ids must be XML names, which cannot start with a digit);
/// - difficulty: a concept-level `<note>Sanasto difficulty: hard</note>` (medium, the default, is not written);
/// - a definition in a language without terms: a concept-level definition with `xml:lang`.
/// Not carried by TBX: study progress, whether a concept is the student's own or deprecated, dates, the owner's
/// role and the import origin (the `.sanasto` bundle carries all of these).
enum TBXVocabulary {
    /// TBX v3's namespace (ISO 30042:2019).
    static let namespace = "urn:iso:std:iso:30042:ed-2"
    /// The dialect written.
    static let dialect = "TBX-Basic"

    static let conventionPrefix = "sanasto:"
    static let difficultyNotePrefix = "Sanasto difficulty: "

    static func conceptXMLID(_ id: UUID) -> String { "c-" + id.uuidString.lowercased() }
    static func categoryXMLID(_ id: UUID) -> String { "g-" + id.uuidString.lowercased() }

    /// The UUID in an id written as `c-<uuid>`, `g-<uuid>`, `_<uuid>` or a bare UUID.
    static func uuid(inXMLID id: String) -> UUID? {
        // A UUID is 36 characters and the prefixes at most 3: most ids (`c42`, `e1`) are rejected by length.
        guard (36...39).contains(id.utf8.count) else { return nil }
        if let uuid = UUID(uuidString: id) { return uuid }
        for prefix in ["c-", "g-", "_", "id-", "c", "g"] where id.hasPrefix(prefix) {
            if let uuid = UUID(uuidString: String(id.dropFirst(prefix.count))) { return uuid }
        }
        return nil
    }

    static func administrativeStatus(_ status: TermStatus) -> String {
        switch status {
        case .preferred: "preferredTerm-admn-sts"
        case .admitted: "admittedTerm-admn-sts"
        case .deprecated: "deprecatedTerm-admn-sts"
        }
    }

    /// A status from TBX-Basic's administrativeStatus picklist, TBX v2's normativeAuthorization values, or the
    /// short forms tools write (`preferred`, `admitted`, `deprecated`, `superseded`, `forbidden`).
    static func status(_ value: String) -> TermStatus? {
        // TBX-Basic's own spellings first, as most files (and Sanasto's exporter) write them: no copy to normalize.
        switch value {
        case "preferredTerm-admn-sts": return .preferred
        case "admittedTerm-admn-sts": return .admitted
        case "deprecatedTerm-admn-sts": return .deprecated
        default: break
        }
        switch value.trimmedWhitespace.lowercased() {
        case "preferredterm-admn-sts", "preferredterm", "preferred", "standardizedterm", "standardizedterm-admn-sts",
             "legalterm", "regulatedterm", "normativeterm":
            return .preferred
        case "admittedterm-admn-sts", "admittedterm", "admitted", "permitted", "acceptable":
            return .admitted
        case "deprecatedterm-admn-sts", "deprecatedterm", "deprecated", "supersededterm-admn-sts", "supersededterm",
             "superseded", "forbidden", "obsolete", "notrecommended", "notrecommendedterm":
            return .deprecated
        default:
            return nil
        }
    }

    static func partOfSpeechValue(_ value: PartOfSpeech) -> String { value.rawValue }

    /// A part of speech from TBX-Basic's picklist (`noun`, `verb`, `adjective`, `adverb`, `properNoun`, `other`)
    /// or its common spellings.
    static func partOfSpeech(_ value: String) -> PartOfSpeech? {
        if let exact = PartOfSpeech(rawValue: value) { return exact }
        return switch value.trimmedWhitespace.lowercased() {
        case "noun", "n", "commonnoun", "common noun": .noun
        case "verb", "v": .verb
        case "adjective", "adj", "a": .adjective
        case "adverb", "adv": .adverb
        case "propernoun", "proper noun", "proper-noun", "pn": .properNoun
        case "other": .other
        default: nil
        }
    }
}
