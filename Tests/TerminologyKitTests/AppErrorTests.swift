#if !canImport(AppIntents)
import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

@Suite("AppError") struct AppErrorTests {
    @Test(arguments: [
        (AppLanguage.english, "is not a Sanasto library; it was left as it was."),
        (AppLanguage.finnish, "ei ole Sanasto-kirjasto; sitä ei muutettu."),
        (AppLanguage.turkish, "bir Sanasto kitaplığı değil; olduğu gibi bırakıldı."),
    ])
    func aFileThatIsNotALibraryIsNamedInTheUsersLanguage(language: AppLanguage, ending: String) throws {
        let folder = try TemporaryFolder(["notes.sqlite": "These are my notes, not a database.\n"])
        let url = folder.appending("notes.sqlite")
        let before = try Data(contentsOf: url)
        let error = #expect(throws: StoreError.self) { try TerminologyStore(url: url) }
        let shown = try #require(error.map { AppError($0, language: language) })
        #expect(shown.kind == .notALibrary)
        #expect(shown.message == "\(url.path) \(ending)")
        #expect(try Data(contentsOf: url) == before)
    }

    @Test func aNewerLibraryIsRefusedWithBothVersions() throws {
        let error = StoreError(operation: "open library", location: "/x/library.sqlite", reason: .newerLibrary(version: 7, supported: 1))
        #expect(AppError(error, language: .finnish).message
            == "/x/library.sqlite on kirjoitettu Sanaston uudemmalla versiolla (kirjaston versio 7; tämä versio lukee versioon 1 asti); sitä ei muutettu.")
        #expect(AppError(error, language: .finnish).kind == .newerLibrary)
    }

    @Test func aTermThatDoesNotExistIsNotFound() async throws {
        let fixture = try AppFixture()
        for reference in ["99", "#99", UUID().uuidString, "ei-ole"] {
            let error = await #expect(throws: AppError.self) { try await fixture.app(.turkish).concept(reference) }
            #expect(error?.kind == .notFound)
            #expect(error?.message == "\(reference) diye bir terim yok.")
        }
    }

    @Test func aTermIsFoundByNumberIdOrText() async throws {
        let fixture = try AppFixture()
        let app = await fixture.app(.english)
        let glycolysis = try #require(fixture.concepts["glykolyysi"])
        #expect(try await app.concept("1").id == glycolysis.id)
        #expect(try await app.concept("#1").id == glycolysis.id)
        #expect(try await app.concept(glycolysis.id.uuidString).id == glycolysis.id)
        #expect(try await app.concept("Glycolysis").id == glycolysis.id)
    }

    @Test func theLocationIsPrintedBeforeTheMessage() {
        let error = AppError(.invalidData, "Broken.", file: "a.tbx", line: 3, column: 7)
        #expect(error.description == "a.tbx:3:7: Broken.")
        #expect(AppError(.usage, "No.").description == "No.")
    }
}
#endif
