// Only where AppIntents is absent (see IntentKit's AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Foundation
import IntentKit

/// Marks a term as learned, or clears the mark: the toggle of the term-of-the-day widget.
public struct MarkTermLearnedIntent: AppIntent {
    public static let title: LocalizedStringResource = "Mark Term Learned"
    public static let description = IntentDescription("Marks a term as learned, or no longer learned.")

    @Parameter(title: "Term", requestValueDialog: "Which term?")
    public var term: ConceptEntity

    @Parameter(title: "Learned", default: true)
    public var isLearned: Bool

    public init() {}

    /// An intent setting `term`'s mark to `isLearned` (the widget's toggle passes the opposite of its state).
    public init(term: ConceptEntity, isLearned: Bool) {
        self.term = term
        self.isLearned = isLearned
    }

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let app = try TerminologyApp.current
        try app.setLearned(isLearned, conceptID: term.id)
        if isLearned {
            return .result(dialog: "Marked ‘\(term.term)’ as learned")
        }
        return .result(dialog: "‘\(term.term)’ is no longer marked as learned")
    }
}
#endif
