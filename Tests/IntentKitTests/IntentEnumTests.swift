import IntentKit
import Localization
import Testing

@Suite struct IntentEnumTests {
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
        enum Word: String, IntentEnum {
            case dotted, dotless
            static let typeDisplayName: LocalizedResource = "Word"
            static let caseDisplayNames: [Word: LocalizedResource] = [.dotted: .verbatim("sil"), .dotless: .verbatim("sıl")]
        }
        let turkish = IntentEnvironment(lookup: InMemoryStringLookup(), locale: "tr")
        #expect(Word.parse("SIL", environment: turkish) == .dotless)
        #expect(Word.parse("SİL", environment: turkish) == .dotted)
        #expect(Word.parse("SIL", environment: IntentEnvironment(lookup: InMemoryStringLookup(), locale: "en")) == .dotted)
    }

    @Test func choicesAreLocalizedInCaseOrder() async {
        let choices = await Priority.intentChoices(environment: TaskAppStrings.environment("tr"))
        #expect(choices.map(\.title) == ["Düşük", "Orta", "Yüksek"])
        #expect(choices.map(\.storage) == [["low"], ["medium"], ["high"]])
    }
}

@Suite struct IntentEntityQueryTests {
    static func store() -> TaskStore {
        let store = TaskStore()
        for index in 1...14 { store.add(title: "Task \(index)", priority: .low) }
        _ = store.toggle("t14")
        _ = store.toggle("t12")
        return store
    }

    @Test func suggestedAreTheTenNewestOpenTasks() async throws {
        let ids = try await TaskStore.$current.withValue(Self.store()) {
            try await TaskEntity.defaultQuery.suggestedEntities().map(\.id)
        }
        #expect(ids == ["t13", "t11", "t10", "t9", "t8", "t7", "t6", "t5", "t4", "t3"])
    }

    @Test func byIdentifiersSkipsUnknownOnes() async throws {
        let ids = try await TaskStore.$current.withValue(Self.store()) {
            try await TaskEntity.defaultQuery.entities(for: ["t2", "nope", "t14"]).map(\.id)
        }
        #expect(ids == ["t2", "t14"])
    }

    @Test func stringSearchAndAll() async throws {
        let store = TaskStore(titles: [("Süt al", nil), ("Ekmek al", nil), ("Kitap oku", nil)])
        let environment = TaskAppStrings.environment("tr")
        let (found, all) = try await TaskStore.$current.withValue(store) {
            (try await TaskEntity.defaultQuery.entities(matching: "SUT", environment: environment).map(\.title),
             try await TaskEntity.defaultQuery.allEntities().count)
        }
        #expect(found == ["Süt al"])
        #expect(all == 3)
    }

    @Test func choicesPutSuggestedFirst() async {
        let choices = await TaskStore.$current.withValue(Self.store()) {
            await TaskEntity.intentChoices(environment: TaskAppStrings.environment("en"))
        }
        #expect(choices.count == 14)
        #expect(choices.prefix(3).map(\.title) == ["Task 13", "Task 11", "Task 10"])
    }
}
