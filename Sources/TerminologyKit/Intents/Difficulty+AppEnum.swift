// Only where AppIntents is absent (see IntentKit's AppIntent.swift for the condition).
#if !canImport(AppIntents)
import IntentKit

extension Difficulty: AppEnum {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Difficulty"
    public static let caseDisplayRepresentations: [Difficulty: DisplayRepresentation] = [
        .easy: DisplayRepresentation(title: "Easy", synonyms: ["Simple"]),
        .medium: "Medium",
        .hard: DisplayRepresentation(title: "Hard", synonyms: ["Difficult"]),
    ]
}
#endif
