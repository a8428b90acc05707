// Only where AppIntents is absent (see IntentKit's AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Foundation
import IntentKit

/// Starts studying: says how many terms there are to study now (due reviews and new terms, in the course focus)
/// and opens a study session.
public struct StudyNowIntent: AppIntent {
    public static let title: LocalizedStringResource = "Study Now"
    public static let description = IntentDescription("Tells how many terms are waiting and starts studying them.")
    public static let supportedModes: IntentModes = .foreground

    public init() {}

    @MainActor
    public func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<Int> {
        let app = try TerminologyApp.current
        let count: Int = try await app.studyQueueCount()
        app.router.open(.study)
        return .result(value: count, dialog: "\(count) terms to study")
    }
}
#endif
