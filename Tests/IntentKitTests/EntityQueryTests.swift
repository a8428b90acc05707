// Tests of IntentKit's App Intents vocabulary and engine: declared only where AppIntents is absent.
#if !canImport(AppIntents)
import IntentKit
import Localization
import Testing

@Suite struct EntityQueryTests {
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
            (try await TaskEntity.defaultQuery.intentEntities(matching: "SUT", environment: environment).map(\.title),
             try await TaskEntity.defaultQuery.allEntities().count)
        }
        #expect(found == ["Süt al"])
        #expect(all == 3)
    }

    @Test func anEnumerableQueryFindsEntitiesByIdentifierFromAllEntities() async throws {
        struct Colour: AppEntity {
            var id: Int
            var name: String
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Colour"
            static var defaultQuery: ColourQuery { ColourQuery() }
            var displayRepresentation: DisplayRepresentation { "\(name)" }
        }
        struct ColourQuery: EnumerableEntityQuery {
            func allEntities() async throws -> [Colour] { [Colour(id: 1, name: "Red"), Colour(id: 2, name: "Blue")] }
        }
        #expect(try await ColourQuery().entities(for: [2, 3, 1]).map(\.name) == ["Blue", "Red"])
        #expect(try await ColourQuery().suggestedEntities().isEmpty)
        let environment = TaskAppStrings.environment("en")
        #expect(await Colour.intentChoices(environment: environment).map(\.title) == ["Red", "Blue"])
        #expect((await IntentValueCodec.value(fromText: "blue", as: Colour.self, environment: environment) as? Colour)?.id == 2)
        #expect(await IntentValueCodec.value(fromText: "green", as: Colour.self, environment: environment) == nil)
    }

    @Test func choicesPutSuggestedFirst() async {
        let choices = await TaskStore.$current.withValue(Self.store()) {
            await TaskEntity.intentChoices(environment: TaskAppStrings.environment("en"))
        }
        #expect(choices.count == 14)
        #expect(choices.prefix(3).map(\.title) == ["Task 13", "Task 11", "Task 10"])
    }
}
#endif
