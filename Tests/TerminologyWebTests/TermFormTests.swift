import Foundation
import HTTPServer
import Testing
import TerminologyKit
@testable import TerminologyWeb
import _SanastoTestSupport

/// The concept form (terms with status, part of speech and context per language, definitions with sources, notes)
/// through the teacher's and the students' routes, over loopback.
@Suite("TermForm")
struct TermFormTests {
    /// A terminology of the teacher's in fi and en, with nothing in it; its editor's path.
    static func kemia(_ harness: WebHarness, _ teacher: Browser) async throws -> (Terminology, String) {
        let created = try await teacher.post("/teacher/terminologies", [("title", "Kemia"), ("languages", "fi,en")])
        let location = try #require(created.location)
        let terminology = try #require(try harness.store.read { try $0.terminologies() }.first { $0.title == "Kemia" })
        return (terminology, location)
    }

    static func concepts(_ harness: WebHarness, _ terminology: Terminology) throws -> [Concept] {
        try harness.store.read { try $0.concepts(in: .terminology(terminology.id)) }
    }

    /// Forms that must be refused: the fields, the page language, the id of the message's element and the message.
    static let refused: [(name: String, fields: [(String, String)], language: String, errorID: String, message: String)] = [
        ("no preferred term", [("term-fi", "bentseeni"), ("status-fi", "admitted")], "en",
         "add-lang-fi-error", "Mark one term in fi as preferred."),
        ("two preferred terms", [("rows-fi", "2"), ("term-fi", "bentseeni"), ("status-fi", "preferred"), ("term-fi-1", "bentsoli"), ("status-fi-1", "preferred")], "en",
         "add-lang-fi-error", "Only one term in fi can be preferred; mark the others admitted or deprecated."),
        ("an empty term with a context", [("rows-fi", "2"), ("term-fi", "bentseeni"), ("term-fi-1", " "), ("status-fi-1", "admitted"), ("context-fi-1", "Bentsoli haisee.")], "en",
         "add-term-fi-1-error", "Write the term, or tick “Remove this term”."),
        ("an unknown part of speech", [("term-fi", "bentseeni"), ("pos-fi", "pronoun")], "en",
         "add-term-fi-error", "“pronoun” is not a part of speech this form knows."),
        ("an unknown status", [("term-fi", "bentseeni"), ("status-fi", "favourite")], "en",
         "add-term-fi-error", "Choose preferred, admitted or deprecated."),
        ("no term at all", [("term-fi", ""), ("term-en", "")], "en",
         "add-term-fi-error", "Write the term in at least one language."),
        ("a definition without a term", [("term-fi", "bentseeni"), ("definition-en", "an aromatic hydrocarbon")], "en",
         "add-definition-en-error", "A definition needs a term in the same language."),
        ("no preferred term, in Finnish", [("term-fi", "bentseeni"), ("status-fi", "admitted")], "fi",
         "add-lang-fi-error", "Merkitse yksi termi (fi) suositeltavaksi."),
        ("an unknown part of speech, in Turkish", [("term-fi", "bentseeni"), ("pos-fi", "pronoun")], "tr",
         "add-term-fi-error", "“pronoun” bu formun bildiği bir sözcük türü değil."),
        ("two preferred terms, in Turkish", [("rows-fi", "2"), ("term-fi", "bentseeni"), ("term-fi-1", "bentsoli"), ("status-fi-1", "preferred")], "tr",
         "add-lang-fi-error", "Yalnızca bir terim (fi) tercih edilen olabilir; diğerlerini kabul edilen ya da kullanılmaması gereken olarak işaretleyin."),
    ]

    @Test("a refused form comes back as 422, filled in, with the message next to its field", arguments: refused.indices)
    func refusedForm(index: Int) async throws {
        let refused = Self.refused[index]
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher(language: refused.language)
            let (terminology, location) = try await Self.kemia(harness, teacher)
            let reply = try await teacher.post(location + "/terms", refused.fields)
            #expect(reply.status == 422, "\(refused.name): \(reply)")
            #expect(reply.element(refused.errorID) == refused.message, "\(refused.name): \(reply.element(refused.errorID) ?? "no \(refused.errorID)")")
            // What was typed is still there, and nothing was saved.
            for (name, value) in refused.fields where name.hasPrefix("term-") && !value.trimmingCharacters(in: .whitespaces).isEmpty {
                #expect(reply.text.contains("name=\"\(name)\"") && reply.text.contains("value=\"\(value)\""), "\(refused.name): \(name) not kept")
            }
            #expect(try Self.concepts(harness, terminology).isEmpty)
            // The same form for an existing concept is refused the same way, and changes nothing.
            _ = try await teacher.post(location + "/terms", [("term-fi", "tolueeni")])
            let concept = try #require(try Self.concepts(harness, terminology).first)
            let edit = try await teacher.post("/teacher/terms/\(concept.id.uuidString.lowercased())", refused.fields)
            #expect(edit.status == 422)
            #expect(edit.element(refused.errorID.replacingOccurrences(of: "add-", with: "edit-")) == refused.message)
            #expect(try harness.store.read { try $0.concept(id: concept.id) } == concept)
        }
    }

    @Test("a concept with synonyms, statuses, parts of speech, contexts, sourced definitions and notes is saved whole")
    func fullConcept() async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher()
            let (terminology, location) = try await Self.kemia(harness, teacher)
            let added = try await teacher.post(location + "/terms", [
                ("rows-fi", "3"),
                ("term-fi", "bentseeni"), ("status-fi", "preferred"), ("pos-fi", "noun"), ("context-fi", "Bentseeni on rengas."),
                ("term-fi-1", "bentsoli"), ("status-fi-1", "admitted"), ("pos-fi-1", "noun"),
                ("term-fi-2", "fenyylivety"), ("status-fi-2", "deprecated"),
                ("definition-fi", "Aromaattinen hiilivety."), ("source-fi", "Kemian sanasto 2024"),
                ("rows-en", "1"), ("term-en", "benzene"), ("status-en", "preferred"), ("pos-en", ""),
                ("notes", "Syöpävaarallinen."), ("difficulty", "hard"),
            ])
            #expect(added.status == 200 && added.element("notice") == "Added “benzene”.", "\(added)")
            let concept = try #require(try Self.concepts(harness, terminology).first)
            let finnish = try #require(concept.section(.finnish))
            #expect(finnish.terms == [
                Term("bentseeni", status: .preferred, partOfSpeech: .noun, context: "Bentseeni on rengas."),
                Term("bentsoli", status: .admitted, partOfSpeech: .noun),
                Term("fenyylivety", status: .deprecated),
            ])
            #expect(finnish.definition == Definition("Aromaattinen hiilivety.", source: "Kemian sanasto 2024"))
            #expect(concept.section(.english)?.terms == [Term("benzene")])
            #expect(concept.notes == "Syöpävaarallinen.")
            #expect(concept.difficulty == .hard)
            // The editor shows every row as saved; the list shows the admitted synonym, not the deprecated term.
            let cid = concept.id.uuidString.lowercased()
            let editor = try await teacher.get("/teacher/terms/\(cid)")
            for (name, value) in [("term-fi-1", "bentsoli"), ("term-fi-2", "fenyylivety"), ("source-fi", "Kemian sanasto 2024")] {
                #expect(editor.text.contains("name=\"\(name)\"") && editor.text.contains("value=\"\(value)\""), "\(name)")
            }
            #expect(editor.text.contains("<option value=\"deprecated\" selected>"))
            #expect(editor.element("edit-notes") == "Syöpävaarallinen.")
            let list = try await teacher.get(location)
            #expect(list.text.contains("<span class=\"synonym\" lang=\"fi\"> / bentsoli</span>"))
            #expect(!list.text.contains("fenyylivety"))
            // Removing a row and demoting the preferred term.
            let edit = try await teacher.post("/teacher/terms/\(cid)", [
                ("rows-fi", "3"),
                ("term-fi", "bentseeni"), ("status-fi", "admitted"),
                ("term-fi-1", "bentsoli"), ("status-fi-1", "preferred"),
                ("term-fi-2", "fenyylivety"), ("status-fi-2", "deprecated"), ("remove-fi-2", "1"),
                ("definition-fi", "Aromaattinen hiilivety."), ("source-fi", ""),
                ("term-en", "benzene"), ("notes", ""), ("difficulty", "medium"),
            ])
            #expect(edit.status == 303, "\(edit)")
            let changed = try #require(try harness.store.read { try $0.concept(id: concept.id) })
            #expect(changed.section(.finnish)?.terms.map(\.text) == ["bentseeni", "bentsoli"])
            #expect(changed.displayTerm(in: .finnish)?.text == "bentsoli")
            #expect(changed.section(.finnish)?.definition == Definition("Aromaattinen hiilivety."))
            #expect(changed.notes.isEmpty && changed.difficulty == .medium)
        }
    }

    @Test("“Add another term” sends the form back with one more row and what was typed, saving nothing", arguments: ["teacher-add", "teacher-edit", "own", "propose"])
    func addRow(form: String) async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher()
            let (terminology, location) = try await Self.kemia(harness, teacher)
            _ = try await teacher.post(location + "/terms", [("term-fi", "tolueeni")])
            let concept = try #require(try Self.concepts(harness, terminology).first)
            let student = try await harness.student()
            let demo = try harness.demoTerminology()
            let (browser, path, prefix, fields): (Browser, String, String, [(String, String)]) = switch form {
            case "teacher-add": (teacher, location + "/terms", "add", [])
            case "teacher-edit": (teacher, "/teacher/terms/\(concept.id.uuidString.lowercased())", "edit", [])
            case "own": (student, "/terms", "own", [])
            default: (student, "/propose", "propose", [("terminology", demo.id.uuidString.lowercased())])
            }
            let before = try harness.store.read { try $0.concepts(in: .library).count }
            let reply = try await browser.post(path, fields + [
                ("rows-fi", "1"), ("term-fi", "ksyleeni"), ("context-fi", "Ksyleeni liuottaa."), ("notes", "muistiin"), ("add-row", "fi"),
            ])
            #expect(reply.status == 200, "\(reply)")
            #expect(reply.text.contains("id=\"\(prefix)-term-fi-1\""), "no second row")
            #expect(!reply.text.contains("id=\"\(prefix)-term-fi-2\""))
            #expect(reply.text.contains("value=\"ksyleeni\"") && reply.text.contains("value=\"Ksyleeni liuottaa.\""))
            #expect(reply.element("\(prefix)-notes") == "muistiin")
            #expect(reply.text.contains("name=\"rows-fi\" value=\"2\""))
            #expect(!reply.text.contains("class=\"field-error\""))
            #expect(try harness.store.read { try $0.concepts(in: .library).count } == before)
            #expect(try SuggestionBox(store: harness.store).suggestions(for: demo.id, status: .pending).isEmpty)
        }
    }

    /// Who opens and sends a student's own-term editor, and what they get: the owner, another student, the
    /// teacher and a visitor (a page is sent to join, a post refused).
    static let ownEditors: [(who: String, get: Int, post: Int)] = [
        ("owner", 200, 303), ("other student", 404, 404), ("teacher", 403, 403), ("visitor", 303, 403),
    ]

    @Test("a student edits their own terms with synonyms; nobody else can", arguments: ownEditors.indices)
    func ownTerms(index: Int) async throws {
        let editor = Self.ownEditors[index]
        try await WebHarness.with { harness in
            let aino = try await harness.student("Aino")
            _ = try await aino.post("/terms", [("term-fi", "oma-solu"), ("term-en", "own cell")])
            let own = try #require(harness.web.devices.joinedDevices.first { $0.name == "Aino" }?.ownTerminologyID)
            let concept = try #require(try harness.store.read { try $0.concepts(in: .terminology(own)) }.first)
            let path = "/terms/\(concept.id.uuidString.lowercased())"
            #expect(try await aino.get("/terms/new").text.contains("href=\"\(path)\""))
            let browser: Browser = switch editor.who {
            case "owner": aino
            case "other student": try await harness.student("Veli")
            case "teacher": try await harness.teacher()
            default: harness.browser()
            }
            if editor.who == "visitor" { _ = try await browser.get("/join") }
            #expect(try await browser.get(path).status == editor.get, "\(editor.who) GET")
            let form = [("rows-fi", "2"), ("term-fi", "oma-solu"), ("term-fi-1", "oma-kenno"), ("status-fi-1", "admitted"), ("term-en", "own cell")]
            // Without the CSRF token nobody gets through, the owner neither.
            #expect(try await browser.post(path, form, csrf: .none).status == 403, "\(editor.who) POST without a token")
            #expect(try await browser.post(path, form).status == editor.post, "\(editor.who) POST")
            let after = try #require(try harness.store.read { try $0.concept(id: concept.id) })
            let expected = editor.who == "owner" ? ["oma-solu", "oma-kenno"] : ["oma-solu"]
            #expect(after.section(.finnish)?.terms.map(\.text) == expected)
            if editor.who == "owner" {
                #expect(after.isOwn)
                #expect(try await aino.get("/search?q=oma-kenno").element("search-summary") == "Found 1 term")
                let refused = try await aino.post(path, [("term-fi", "oma-solu"), ("status-fi", "deprecated")])
                #expect(refused.status == 422 && refused.element("own-edit-lang-fi-error") == "Mark one term in fi as preferred.")
                #expect(try await aino.post(path + "/delete").status == 303)
                #expect(try harness.store.read { try $0.concept(id: concept.id) } == nil)
            }
        }
    }

    @Test("search and the live updates carry a course term's synonyms")
    func synonymsReachStudents() async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher()
            let student = try await harness.student()
            let demo = try harness.demoTerminology()
            let concept = try #require(try harness.store.read { try $0.concepts(in: .terminology(demo.id), limit: 1) }.first)
            let cid = concept.id.uuidString.lowercased()
            // The form as the editor shows it, with one synonym more.
            var fields: [(String, String)] = []
            for section in concept.sections {
                let code = section.language.rawValue
                let rows = section.terms.count + (section.language == .finnish ? 1 : 0)
                fields.append(("rows-\(code)", String(rows)))
                for (index, term) in section.terms.enumerated() {
                    fields += [(TermForm.fieldName("term", code, index), term.text), (TermForm.fieldName("status", code, index), term.status.rawValue)]
                }
                if section.language == .finnish {
                    fields += [(TermForm.fieldName("term", code, section.terms.count), "synonyymi-xyz"),
                               (TermForm.fieldName("status", code, section.terms.count), "admitted")]
                }
                fields.append(("definition-\(code)", section.definition?.text ?? ""))
            }
            fields.append(("notes", "Huomaa synonyymi."))
            fields.append(("category", concept.categoryID?.uuidString.lowercased() ?? ""))
            // The hub the event stream reads (the stream itself over curl: WebLiveUpdateTests).
            let events = harness.web.events.subscribe()
            #expect(try await teacher.post("/teacher/terms/\(cid)", fields).status == 303)
            var received: ServerSentEvent?
            for await event in events where event.event == "term" {
                received = event
                break
            }
            let event = try #require(received)
            #expect(event.data.contains("\"synonyms\":[{\"language\":\"fi\",\"term\":\"synonyymi-xyz\"}]"), "\(event.data)")
            let found = try await student.get("/search.json?q=synonyymi-xyz")
            #expect(found.text.contains("\"matchedTerm\":\"synonyymi-xyz\""), "\(found)")
            #expect(found.text.contains("\"synonyms\":[{\"language\":\"fi\",\"term\":\"synonyymi-xyz\"}]"))
            let page = try await student.get("/search?q=synonyymi")
            #expect(page.text.contains("<span class=\"synonym\" lang=\"fi\"> / synonyymi-xyz</span>"), "\(page)")
            let changed = try #require(try harness.store.read { try $0.concept(id: concept.id) })
            #expect(changed.notes == "Huomaa synonyymi.")
            #expect(changed.categoryID == concept.categoryID)
        }
    }
}
