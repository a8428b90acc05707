// Tests of IntentKit's App Intents vocabulary and engine: declared only where AppIntents is absent.
#if !canImport(AppIntents)
import IntentKit
import Localization
import Testing

// Every way an iOS developer declares an intent's description is the requirement's witness (the reproduced defect:
// `static let description = IntentDescription("…")` was ignored because the requirement was optional).

struct DescribedByIntentDescription: AppIntent {
    static let title: LocalizedStringResource = "One"
    static let description = IntentDescription("Inferred IntentDescription")
    func perform() async throws -> some IntentResult { .result() }
}

struct DescribedByResource: AppIntent {
    static let title: LocalizedStringResource = "Two"
    static let description: LocalizedStringResource = "A LocalizedStringResource"
    func perform() async throws -> some IntentResult { .result() }
}

struct DescribedByComputedProperty: AppIntent {
    static var title: LocalizedStringResource { "Three" }
    static var description: IntentDescription { IntentDescription("Computed", categoryName: "Tasks", searchKeywords: ["todo"]) }
    func perform() async throws -> some IntentResult { .result() }
}

struct DescribedByOptional: AppIntent {
    static let title: LocalizedStringResource = "Four"
    static let description: IntentDescription? = "Declared optional"
    func perform() async throws -> some IntentResult { .result() }
}

struct DescribedByLiteral: AppIntent {
    static let title: LocalizedStringResource = "Five"
    static let description: IntentDescription = "A literal with \(3) words"
    func perform() async throws -> some IntentResult { .result() }
}

struct Undescribed: AppIntent {
    static let title: LocalizedStringResource = "Six"
    func perform() async throws -> some IntentResult { .result() }
}

struct ForegroundByOpenAppWhenRun: AppIntent {
    static let title: LocalizedStringResource = "Seven"
    static var openAppWhenRun: Bool { true }
    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct AppIntentTests {
    /// The description through the protocol, as generic code (the runner, Shortcuts' listing) reads it.
    static func description<Intent: AppIntent>(of type: Intent.Type) -> String? {
        type.intentDescription.map { TaskAppStrings.environment("en").render($0.descriptionText) }
    }

    @Test func everyDeclarationFormIsTheWitness() {
        #expect(Self.description(of: DescribedByIntentDescription.self) == "Inferred IntentDescription")
        #expect(Self.description(of: DescribedByResource.self) == "A LocalizedStringResource")
        #expect(Self.description(of: DescribedByComputedProperty.self) == "Computed")
        #expect(Self.description(of: DescribedByOptional.self) == "Declared optional")
        #expect(Self.description(of: DescribedByLiteral.self) == "A literal with 3 words")
        #expect(Self.description(of: Undescribed.self) == nil)
        #expect(DescribedByComputedProperty.intentDescription?.categoryName?.key == "Tasks")
        #expect(DescribedByComputedProperty.intentDescription?.searchKeywords.map(\.key) == ["todo"])
        #expect(DescribedByLiteral.intentDescription?.descriptionText.key == "A literal with %lld words")
    }

    @Test func titlesAndModes() {
        #expect(TaskAppStrings.environment("en").render(DescribedByComputedProperty.title) == "Three")
        #expect(Undescribed.supportedModes == .background)
        #expect(!Undescribed.openAppWhenRun)
        #expect(ForegroundByOpenAppWhenRun.supportedModes == .foreground)
        #expect(OpenListIntent.supportedModes == .foreground && !OpenListIntent.openAppWhenRun)
        #expect(IntentModes.foreground == .foreground(.immediate))
        #expect(IntentModes([.background, .foreground(.dynamic)]).contains(.background))
        #expect(Undescribed.isDiscoverable)
    }

    @Test func resultsCarryWhatTheirTypeSays() async throws {
        let runner = IntentRunner(environment: TaskAppStrings.environment("en"))
        let plain = try await runner.run(Undescribed())
        #expect(plain.dialog == nil && plain.value == nil && plain.openedIntentResult == nil)
        #expect(plain.result is IntentResultContainer<Never, Never, Never>)
        let toggled = try await runner.run(ToggleTaskIntent(taskId: "none"))
        #expect(toggled.value as? Bool == false)
        #expect(toggled.result is any ReturnsValue<Bool>)
    }
}
#endif
