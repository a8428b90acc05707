// Only where AppIntents is absent (see IntentKit's AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Foundation
import IntentKit

/// Opens a category's list of terms: the app comes to the foreground, and the router holds the category until the
/// screen shows it.
public struct OpenCategoryIntent: AppIntent {
    public static let title: LocalizedStringResource = "Open Category"
    public static let description = IntentDescription("Opens a category and its terms.")
    public static let supportedModes: IntentModes = .foreground

    @Parameter(title: "Category", requestValueDialog: "Which category?")
    public var category: CategoryEntity

    public init() {}

    /// An intent opening `category`.
    public init(category: CategoryEntity) {
        self.category = category
    }

    @MainActor
    public func perform() async throws -> some IntentResult {
        let app = try TerminologyApp.current
        app.router.open(.openCategory(category.id))
        return .result()
    }
}
#endif
