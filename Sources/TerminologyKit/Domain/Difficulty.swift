/// How hard the author considers a concept.
///
/// A plain `String` enum so that the app's intents can add an `AppEnum` conformance in one extension.
public enum Difficulty: String, CaseIterable, Codable, Sendable {
    case easy
    case medium
    case hard
}
