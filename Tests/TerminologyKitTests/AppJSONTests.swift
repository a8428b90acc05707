import Foundation
import StringResources
import Testing
@testable import TerminologyKit

/// A term's JSON, written once as a stream: built (the command line's pretty output) and streamed (the web API's
/// compact bytes), both as the value the term's JSON always was.
@Suite struct AppJSONTests {
    /// A term's JSON as it was built before it was streamed: the reference for both.
    static func reference(_ concept: ConceptEntity) -> JSONValue {
        .object([
            ("id", .string(concept.id.uuidString.lowercased())),
            ("number", .number(Int(concept.number))),
            ("term", .string(concept.term)),
            ("language", .string(concept.language.rawValue)),
            ("translations", .array(concept.translations.map {
                .object([("language", .string($0.language.rawValue)), ("term", .string($0.text))]).singleLine
            })),
            ("definition", .string(concept.definition)),
            ("category", .string(concept.categoryName)),
            ("terminology", .object([("id", .string(concept.terminologyID.uuidString.lowercased())), ("title", .string(concept.terminologyTitle))])),
            ("difficulty", .string(concept.difficulty.rawValue)),
            ("learned", .bool(concept.isLearned)),
            ("own", .bool(concept.isOwn)),
        ])
    }

    static func tag(_ text: String) -> LanguageTag { LanguageTag(rawValue: text) ?? .english }

    static let concepts: [ConceptEntity] = [
        ConceptEntity(
            id: UUID(uuidString: "0A1B2C3D-4E5F-6071-8293-A4B5C6D7E8F9") ?? UUID(), number: 7, term: "solu", language: tag("fi"),
            translations: [.init(language: tag("en"), text: "cell"), .init(language: tag("tr"), text: "hücre")],
            definition: "Eliön pienin \"yksikkö\"\n", categoryName: "Biologia", terminologyID: UUID(), terminologyTitle: "Demo \\ 🧪",
            difficulty: .medium, isLearned: true, isOwn: false),
        ConceptEntity(
            id: UUID(), number: Int64.max, term: "\u{1}\t</script>", language: tag("en"), translations: [], definition: nil,
            categoryName: nil, terminologyID: UUID(), terminologyTitle: "", difficulty: .hard, isLearned: false, isOwn: true),
    ]

    @Test(arguments: concepts)
    func builtAsBefore(_ concept: ConceptEntity) {
        #expect(AppJSON.concept(concept) == Self.reference(concept))
        for style in [JSONWriter.Style.pretty, .compact] {
            #expect(JSONWriter.text(AppJSON.concept(concept), style: style) == JSONWriter.text(Self.reference(concept), style: style))
        }
    }

    @Test func streamedAsTheCompactTextOfTheBuiltValues() {
        for count in 0...Self.concepts.count {
            let concepts = Array(Self.concepts.prefix(count))
            var writer = JSONWriter(style: .compact)
            AppJSON.write(concepts, into: &writer)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == JSONWriter.text(.array(concepts.map(Self.reference)), style: .compact))
        }
    }
}
