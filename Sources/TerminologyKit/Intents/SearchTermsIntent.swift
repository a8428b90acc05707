// Only where AppIntents is absent (see IntentKit's AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Foundation
import IntentKit

/// Searches the terms of the course focus (the whole library without one), ignoring case and diacritics; the
/// matching terms are the result's value, best first.
public struct SearchTermsIntent: AppIntent {
    public static let title: LocalizedStringResource = "Search Terms"
    public static let description = IntentDescription("Finds terms by their words, in every language of the terminology.")

    @Parameter(title: "Search for", requestValueDialog: "What are you looking for?")
    public var query: String

    public init() {}

    /// An intent searching for `query`.
    public init(query: String) {
        self.query = query
    }

    public func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<[ConceptEntity]> {
        let found = try await ConceptQuery().entities(matching: query)
        return .result(value: found, dialog: "Found \(found.count) terms")
    }
}
#endif
