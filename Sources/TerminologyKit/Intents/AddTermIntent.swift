// Only where AppIntents is absent (see IntentKit's AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Foundation
import IntentKit

/// Adds a term with its definition and difficulty to a category: "Sanasto'ya fotosentez terimini ekle".
///
/// The term is written in the user's language when the category's terminology has it, else in the terminology's
/// first language. A term the category already has is added again only after the user confirms.
public struct AddTermIntent: AppIntent {
    public static let title: LocalizedStringResource = "Add Term"
    public static let description = IntentDescription("Adds a term with its definition to a category of a terminology.")

    @Parameter(title: "Term", requestValueDialog: "What is the term?")
    public var term: NewTermEntity

    @Parameter(title: "Definition", requestValueDialog: "How is it defined?")
    public var definition: String?

    @Parameter(title: "Category", requestValueDialog: "Which category does it belong to?")
    public var category: CategoryEntity

    @Parameter(title: "Difficulty", requestValueDialog: "How difficult is it?")
    public var difficulty: Difficulty

    public static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$term) to \(\.$category)")
    }

    public init() {}

    /// An intent with every value given.
    public init(term: String, definition: String? = nil, category: CategoryEntity, difficulty: Difficulty) {
        self.term = NewTermEntity(term)
        self.definition = definition
        self.category = category
        self.difficulty = difficulty
    }

    public func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<ConceptEntity> {
        let app = try TerminologyApp.current
        let text = term.text
        if try app.categoryHasTerm(text, categoryID: category.id) {
            try await requestConfirmation(
                actionName: .add, dialog: "‘\(text)’ is already in \(category.name). Add it again?")
        }
        let added = try app.addTerm(TermDraft(
            term: text, language: try app.spokenTermLanguage(of: category.terminologyID), definition: definition,
            categoryID: category.id, difficulty: difficulty))
        return .result(value: added, dialog: "Added ‘\(text)’ to \(category.name)")
    }
}
#endif
