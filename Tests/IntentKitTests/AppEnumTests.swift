// Tests of IntentKit's App Intents vocabulary and engine: declared only where AppIntents is absent.
#if !canImport(AppIntents)
import IntentKit
import Localization
import Testing

@Suite struct AppEnumTests {
    @Test(arguments: [
        ("Düşük", "tr", Priority.low),
        ("düşük", "tr", .low),
        ("DÜŞÜK", "tr", .low),
        ("dusuk", "tr", .low),
        ("Orta", "tr", .medium),
        ("YÜKSEK", "tr", .high),
        ("Yüksek.", "tr", .high),
        ("acil", "tr", .high),
        ("ACİL", "tr", .high),
        ("korkea", "fi", .high),
        ("Keskitaso", "fi", .medium),
        ("high", "en", .high),
        ("Urgent", "en", .high),
        ("medium", "tr", .medium),
    ])
    func parsesLocalizedNames(text: String, locale: String, expected: Priority) {
        #expect(Priority.parse(text, environment: TaskAppStrings.environment(locale)) == expected)
    }

    @Test(arguments: [("Düşükçe", "tr"), ("", "tr"), ("Matala", "tr"), ("Düşük", "fi")])
    func refusesOtherText(text: String, locale: String) {
        #expect(Priority.parse(text, environment: TaskAppStrings.environment(locale)) == nil)
    }

    @Test func turkishDotlessIStaysDistinct() {
        enum Word: String, AppEnum {
            case dotted, dotless
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Word"
            static let caseDisplayRepresentations: [Word: DisplayRepresentation] = [.dotted: "\("sil")", .dotless: "\("sıl")"]
        }
        let empty = Localizer(strings: [:])
        let turkish = IntentEnvironment(localizer: empty, locale: "tr")
        #expect(Word.parse("SIL", environment: turkish) == .dotless)
        #expect(Word.parse("SİL", environment: turkish) == .dotted)
        #expect(Word.parse("SIL", environment: IntentEnvironment(localizer: empty, locale: "en")) == .dotted)
    }

    @Test func intEnumsAreStoredByTheirRawValue() async {
        enum Level: Int, AppEnum {
            case one = 1, two = 2
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Level"
            static let caseDisplayRepresentations: [Level: DisplayRepresentation] = [.one: "One", .two: "Two"]
        }
        let environment = TaskAppStrings.environment("en")
        #expect(IntentValueCodec.storage(of: Level.two) == ["2"])
        #expect(await IntentValueCodec.value(fromStorage: ["1"], as: Level.self, environment: environment) as? Level == .one)
        #expect(await IntentValueCodec.value(fromText: "two", as: Level.self, environment: environment) as? Level == .two)
        #expect(Level.one.localizedStringResource.key == "One")
    }

    @Test func choicesAreLocalizedInCaseOrder() {
        let choices = Priority.intentChoices(environment: TaskAppStrings.environment("tr"))
        #expect(choices.map(\.title) == ["Düşük", "Orta", "Yüksek"])
        #expect(choices.map(\.storage) == [["low"], ["medium"], ["high"]])
    }
}
#endif
