// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import TerminologyKit

/// A student's own terms (in a terminology of their own, which nobody else sees) and proposals to the teacher.
extension WebApp {
    func addOwnTermRoutes(to router: Router<WebContext>) {
        router.get("/terms/new") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            guard visit.device.role == .student else { return Response.redirect(to: "/teacher") }
            return try await self.ownTermsPage(visit, notice: nil)
        }
        router.post("/terms") { request, context in
            var visit = try self.visit(context, request, atLeast: .student)
            guard visit.device.role == .student else { throw try self.teacherOnlyHere(visit) }
            // The form is checked before the first own term makes the terminology, so that a refused one makes none.
            let submission = TermForm.read(try self.form(request), languages: try await self.ownTerminologyLanguages(visit), visit)
            guard submission.addingRowIn == nil, var draft = submission.draft else {
                return try await self.ownTermsPage(visit, notice: nil, adding: submission)
            }
            let terminology = try await self.ownTerminology(visit)
            // The page answering this request lists the new terminology already.
            visit.device.ownTerminologyID = terminology.id
            draft.categoryID = nil
            let added = try visit.app.addConcept(draft, terminologyID: terminology.id)
            return try await self.ownTermsPage(visit, notice: String(
                localized: "Added “\(added.term)” to your own terms.", bundle: .module, locale: visit.language.locale,
                comment: "A student added a term of their own."))
        }
        router.get("/terms/:id") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            let (concept, terminology) = try self.ownConcept(context, visit)
            return try self.ownTermEditor(visit, concept: concept, terminology: terminology)
        }
        router.post("/terms/:id") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            let (concept, terminology) = try self.ownConcept(context, visit)
            let submission = TermForm.read(try self.form(request), languages: terminology.languages, visit, editing: concept)
            guard submission.addingRowIn == nil, var draft = submission.draft else {
                return try self.ownTermEditor(visit, concept: concept, terminology: terminology, submission: submission)
            }
            draft.categoryID = nil
            _ = try await visit.app.replaceConcept(concept.id.uuidString, with: draft)
            return Response.redirect(to: "/terms/new")
        }
        router.post("/terms/:id/delete") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            let (concept, _) = try self.ownConcept(context, visit)
            _ = try await visit.app.deleteTerm(concept.id.uuidString)
            return Response.redirect(to: "/terms/new")
        }
        router.get("/propose") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            return try await self.proposePage(visit, notice: nil)
        }
        router.post("/propose") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            let form = try self.form(request)
            guard let id = form["terminology"].flatMap(UUID.init(uuidString:)) else { throw self.notFound(visit) }
            let terminology = try self.visibleTerminology(id, visit)
            guard self.isCourse(terminology) else { throw self.notFound(visit) }
            let submission = TermForm.read(form, languages: terminology.languages, visit)
            guard submission.addingRowIn == nil, let draft = submission.draft else {
                return try await self.proposePage(visit, notice: nil, adding: submission, terminology: terminology)
            }
            var categoryName: String?
            if let id = draft.categoryID, let category = try visit.app.read({ try $0.category(id: id) }), category.terminologyID == terminology.id {
                categoryName = category.name
            }
            // Not added until the teacher accepts it: the concept travels inside the suggestion.
            let concept = Concept(
                terminologyID: terminology.id, sections: draft.sections, notes: draft.notes, difficulty: draft.difficulty, createdAt: visit.app.now)
            let suggestion = Suggestion(
                terminologyID: terminology.id, concept: concept, categoryName: categoryName,
                suggestedBy: visit.device.name.isEmpty ? "?" : visit.device.name, suggestedAt: visit.app.now, receivedAt: visit.app.now)
            try visit.app.write { _ = try $0.putSuggestion(suggestion) }
            return try await self.proposePage(visit, notice: String(
                localized: "Sent “\(submission.mainTerm)” to the teacher.", bundle: .module, locale: visit.language.locale,
                comment: "A student proposed a term."))
        }
    }

    func teacherOnlyHere(_ visit: Visit) throws -> HTTPError {
        HTTPError(.forbidden, message: String(
            localized: "The teacher adds terms on the teaching pages.", bundle: .module, locale: visit.language.locale,
            comment: "The teacher posted the students' own-term form."))
    }

    /// The student's own concept the path's `:id` names: in their own terminology, else not found (another student's
    /// own terms and the course's are not theirs to edit).
    func ownConcept(_ context: WebContext, _ visit: Visit) throws -> (Concept, Terminology) {
        guard visit.device.role == .student else { throw try teacherOnlyHere(visit) }
        let id = try uuid(context, "id", visit)
        guard let own = visit.device.ownTerminologyID, let concept = try visit.app.read({ try $0.concept(id: id) }), concept.terminologyID == own,
              let terminology = try visit.app.read({ try $0.terminology(id: own) })
        else { throw notFound(visit) }
        return (concept, terminology)
    }

    /// The editor of one of the student's own terms; `submission` is a refused (or grown) form to show again.
    func ownTermEditor(_ visit: Visit, concept: Concept, terminology: Terminology, submission: TermForm.Submission? = nil) throws -> Response {
        let locale = visit.language.locale
        let cid = concept.id.uuidString.lowercased()
        let title = terminology.languages.lazy.compactMap { concept.displayTerm(in: $0)?.text }.first ?? terminology.title
        return Page.response(visit, title: title, status: TermForm.status(submission)) { html in
            let saveLabel = String(localized: "Save", bundle: .module, locale: locale, comment: "Button: save changes.")
            html.element("form", ["method": "post", "action": "/terms/\(cid)", "id": "own-edit-form"]) {
                Page.csrfField(html, visit)
                TermForm.defaultButton(html, label: saveLabel)
                TermForm.fields(
                    html, visit, languages: terminology.languages, categories: [], values: submission?.values ?? TermForm.Values(concept),
                    errors: submission?.errors ?? [:], idPrefix: "own-edit")
                html.element("button", ["type": "submit", "id": "own-edit-submit"], text: saveLabel)
            }
            html.element("form", ["method": "post", "action": "/terms/\(cid)/delete", "data-confirm": String(
                localized: "Delete your term and your progress on it?", bundle: .module, locale: locale,
                comment: "Confirmation before a student deletes one of their own terms.")]) {
                Page.csrfField(html, visit)
                html.element("button", ["type": "submit", "class": "secondary", "id": "own-delete"], text: String(
                    localized: "Delete", bundle: .module, locale: locale, comment: "Button: delete."))
            }
        }
    }

    /// The languages of the student's own terminology: its own, or the course's for the one the first term makes.
    func ownTerminologyLanguages(_ visit: Visit) async throws -> [LanguageTag] {
        if let id = visit.device.ownTerminologyID, let existing = try visit.app.read({ try $0.terminology(id: id) }) {
            return existing.languages
        }
        return try await visibleTerminologies(visit).first(where: isCourse)?.languages ?? [visit.language.languageTag]
    }

    /// The student's own terminology, made (in the course's languages) the first time they add a term.
    func ownTerminology(_ visit: Visit) async throws -> Terminology {
        if let id = visit.device.ownTerminologyID, let existing = try visit.app.read({ try $0.terminology(id: id) }) { return existing }
        let course = try await visibleTerminologies(visit).first(where: isCourse)
        let languages = course?.languages ?? [visit.language.languageTag]
        let created = try visit.app.createTerminology(TerminologyDraft(
            title: String(localized: "Own terms of \(visit.device.name)", bundle: .module, locale: visit.language.locale,
                          comment: "Title of a student's own terminology; the student's name."),
            languages: languages, course: course?.course ?? .none, author: visit.device.name, ownerRole: .student))
        var device = visit.device
        device.ownTerminologyID = created.id
        try save(device, visit)
        return created
    }

    /// The student's own terms; `adding` is a refused (or grown) add form to show again as it was sent.
    func ownTermsPage(_ visit: Visit, notice: String?, adding: TermForm.Submission? = nil) async throws -> Response {
        let locale = visit.language.locale
        let existing = try visit.device.ownTerminologyID.flatMap { id in try visit.app.read { try $0.terminology(id: id) } }
        var languages = [visit.language.languageTag]
        var terms: [ConceptEntity] = []
        if let existing {
            languages = existing.languages
            terms = try await visit.app.termList(terminology: existing.id.uuidString)
        } else if let course = try await visibleTerminologies(visit).first(where: isCourse) {
            languages = course.languages
        }
        let title = String(localized: "My terms", bundle: .module, locale: locale, comment: "Title of the student's own terms page.")
        return Page.response(visit, title: title, status: TermForm.status(adding), notice: notice) { html in
            html.element("p", text: String(
                localized: "Terms you add here are yours: only you see and study them. To add one to the course, propose it to the teacher.",
                bundle: .module, locale: locale, comment: "Explanation on the own-terms page."))
            let addLabel = String(localized: "Add the term", bundle: .module, locale: locale, comment: "Button: add a term.")
            html.element("form", ["method": "post", "action": "/terms", "id": "own-term-form"]) {
                Page.csrfField(html, visit)
                TermForm.defaultButton(html, label: addLabel)
                TermForm.fields(
                    html, visit, languages: languages, categories: [], values: adding?.values ?? TermForm.Values(), errors: adding?.errors ?? [:],
                    idPrefix: "own")
                html.element("button", ["type": "submit", "id": "own-term-submit"], text: addLabel)
            }
            html.element("h2", text: String(localized: "Your terms", bundle: .module, locale: locale, comment: "Heading of the student's own terms."))
            html.element("ul", ["class": "rows terms", "id": "own-terms"]) {
                for term in terms { termItem(html, term, editLink: "/terms/\(term.id.uuidString.lowercased())") }
            }
            if let existing, !terms.isEmpty {
                html.element("p") {
                    html.element("a", ["href": "/study?terminology=\(existing.id.uuidString.lowercased())", "id": "study-own-terms"], text: String(
                        localized: "Study your terms", bundle: .module, locale: locale, comment: "Link: study the student's own terms."))
                }
            }
            Page.buttonForm(
                html, visit, action: "/settings/share",
                label: visit.device.sharesDifficulty
                    ? String(localized: "Stop sharing my results", bundle: .module, locale: locale, comment: "Button: stop counting in the hardest-terms view.")
                    : String(localized: "Share my results anonymously", bundle: .module, locale: locale, comment: "Button: count in the hardest-terms view."),
                id: "share-toggle", fields: [("share", visit.device.sharesDifficulty ? "0" : "1")], kind: "secondary")
            html.element("p", ["class": "muted"], text: String(
                localized: "Shared results help the teacher see which terms are hardest; your name is never shown.",
                bundle: .module, locale: locale, comment: "Explanation of the anonymous sharing."))
        }
    }

    /// The propose page; `adding` is a refused (or grown) proposal for `terminology` to show again as it was sent.
    func proposePage(_ visit: Visit, notice: String?, adding: TermForm.Submission? = nil, terminology chosen: Terminology? = nil) async throws -> Response {
        let locale = visit.language.locale
        let courses = try await visibleTerminologies(visit).filter(isCourse)
        let first = chosen ?? courses.first
        let categories = try first.map { terminology in try visit.app.read { try $0.categories(of: terminology.id) } } ?? []
        let title = String(localized: "Propose a term", bundle: .module, locale: locale, comment: "Title of the propose page.")
        return Page.response(visit, title: title, status: TermForm.status(adding), notice: notice) { html in
            guard let first else {
                html.element("p", text: String(localized: "The course has no terminologies yet.", bundle: .module, locale: locale, comment: "The course page of an empty library."))
                return
            }
            html.element("p", text: String(
                localized: "The teacher sees your proposal with your name and accepts it into the course, or not.",
                bundle: .module, locale: locale, comment: "Explanation on the propose page."))
            let sendLabel = String(localized: "Send to the teacher", bundle: .module, locale: locale, comment: "Button: propose a term.")
            html.element("form", ["method": "post", "action": "/propose", "id": "propose-form"]) {
                Page.csrfField(html, visit)
                TermForm.defaultButton(html, label: sendLabel)
                html.element("div", ["class": "field"]) {
                    html.element("label", ["for": "propose-terminology"], text: String(
                        localized: "Terminology", bundle: .module, locale: locale, comment: "Label of the terminology menu."))
                    html.element("select", ["name": "terminology", "id": "propose-terminology"]) {
                        for terminology in courses {
                            html.element("option", ["value": terminology.id.uuidString.lowercased(), "selected": terminology.id == first.id ? "" : nil], text: terminology.title)
                        }
                    }
                }
                TermForm.fields(
                    html, visit, languages: first.languages, categories: categories, values: adding?.values ?? TermForm.Values(),
                    errors: adding?.errors ?? [:], idPrefix: "propose")
                html.element("button", ["type": "submit", "id": "propose-submit"], text: sendLabel)
            }
        }
    }
}
#endif
