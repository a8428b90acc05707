import Foundation
import HTTPServer
import Testing
import TerminologyKit
@testable import TerminologyWeb
import _SanastoTestSupport

/// Edits from clients that post fewer fields than the form has (the form before synonyms, scripts): what they leave
/// out stays as it was; what they post empty is cleared.
extension TermFormTests {
    /// A post, then what the concept must be after it.
    static let partialPosts: [(name: String, fields: [(String, String)], check: @Sendable (Concept) -> Bool)] = [
        ("only the main term: synonyms, contexts, definition, notes, difficulty stay", [("term-fi", "bentseeni-2")], { concept in
            concept.section(.finnish)?.terms == [
                Term("bentseeni-2", status: .preferred, partOfSpeech: .noun, context: "Bentseeni on rengas."),
                Term("bentsoli", status: .admitted),
            ] && concept.section(.finnish)?.definition == Definition("Aromaattinen hiilivety.", source: "Kemian sanasto")
                && concept.section(.english)?.terms == [Term("benzene")] && concept.notes == "Syöpävaarallinen." && concept.difficulty == .hard
        }),
        ("the old single definition field still sets the main language's definition", [("term-fi", "bentseeni"), ("definition", "Rengasyhdiste.")], { concept in
            concept.section(.finnish)?.definition?.text == "Rengasyhdiste." && concept.section(.finnish)?.terms.count == 2
        }),
        ("empty fields clear: notes, context, the synonym's row", [
            ("rows-fi", "2"), ("term-fi", "bentseeni"), ("context-fi", ""), ("term-fi-1", ""), ("notes", ""),
        ], { concept in
            concept.section(.finnish)?.terms == [Term("bentseeni", status: .preferred, partOfSpeech: .noun)] && concept.notes.isEmpty
        }),
        ("a removed row goes although the post names fewer rows than there are", [
            ("term-fi", "bentseeni"), ("rows-fi", "2"), ("remove-fi-1", "1"),
        ], { concept in
            concept.section(.finnish)?.terms.map(\.text) == ["bentseeni"]
        }),
        ("an empty category takes the concept out of its category; none posted keeps it", [("category", "")], { concept in
            concept.categoryID == nil && concept.section(.finnish)?.terms.count == 2
        }),
    ]

    @Test("an edit keeps what its post leaves out and clears what it posts empty", arguments: partialPosts.indices)
    func partialPost(index: Int) async throws {
        let post = Self.partialPosts[index]
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher()
            let (terminology, location) = try await Self.kemia(harness, teacher)
            _ = try await teacher.post(location + "/categories", [("name", "Hiilivedyt")])
            let category = try #require(try harness.store.read { try $0.categories(of: terminology.id) }.first)
            let added = try await teacher.post(location + "/terms", [
                ("rows-fi", "2"),
                ("term-fi", "bentseeni"), ("status-fi", "preferred"), ("pos-fi", "noun"), ("context-fi", "Bentseeni on rengas."),
                ("term-fi-1", "bentsoli"), ("status-fi-1", "admitted"),
                ("definition-fi", "Aromaattinen hiilivety."), ("source-fi", "Kemian sanasto"),
                ("term-en", "benzene"), ("notes", "Syöpävaarallinen."), ("difficulty", "hard"),
                ("category", category.id.uuidString.lowercased()),
            ])
            #expect(added.status == 200, "\(added)")
            let concept = try #require(try Self.concepts(harness, terminology).first)
            #expect(concept.categoryID == category.id)
            let edit = try await teacher.post("/teacher/terms/\(concept.id.uuidString.lowercased())", post.fields)
            #expect(edit.status == 303, "\(post.name): \(edit)")
            let changed = try #require(try harness.store.read { try $0.concept(id: concept.id) })
            #expect(post.check(changed), "\(post.name): \(changed.sections) notes \(changed.notes) category \(String(describing: changed.categoryID))")
            if post.fields.allSatisfy({ $0.0 != "category" }) { #expect(changed.categoryID == category.id, "\(post.name)") }
        }
    }
}
