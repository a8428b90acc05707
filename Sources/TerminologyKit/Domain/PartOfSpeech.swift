/// A term's part of speech: TBX-Basic's picklist.
public enum PartOfSpeech: String, CaseIterable, Codable, Sendable {
    case noun
    case verb
    case adjective
    case adverb
    case properNoun
    case other
}
