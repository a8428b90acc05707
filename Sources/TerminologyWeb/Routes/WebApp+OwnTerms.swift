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
            let form = try self.form(request)
            // The form is checked before the first own term makes the terminology, so that a refused one makes none.
            guard var draft = TermForm.draft(form, languages: try await self.ownTerminologyLanguages(visit), terminologyID: UUID()) else {
                throw TermForm.missingTerm(visit)
            }
            let terminology = try await self.ownTerminology(visit)
            // The page answering this request lists the new terminology already.
            visit.device.ownTerminologyID = terminology.id
            draft.terminologyID = terminology.id
            draft.categoryID = nil
            let added = try visit.app.addTerm(draft)
            return try await self.ownTermsPage(visit, notice: String(
                localized: "Added “\(added.term)” to your own terms.", bundle: .module, locale: visit.language.locale,
                comment: "A student added a term of their own."))
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
            guard let draft = TermForm.draft(form, languages: terminology.languages, terminologyID: terminology.id) else {
                throw TermForm.missingTerm(visit)
            }
            var categoryName: String?
            if let id = draft.categoryID, let category = try visit.app.read({ try $0.category(id: id) }), category.terminologyID == terminology.id {
                categoryName = category.name
            }
            let concept = Self.concept(from: draft, in: terminology, at: visit.app.now)
            let suggestion = Suggestion(
                terminologyID: terminology.id, concept: concept, categoryName: categoryName,
                suggestedBy: visit.device.name.isEmpty ? "?" : visit.device.name, suggestedAt: visit.app.now, receivedAt: visit.app.now)
            try visit.app.write { _ = try $0.putSuggestion(suggestion) }
            return try await self.proposePage(visit, notice: String(
                localized: "Sent “\(draft.term)” to the teacher.", bundle: .module, locale: visit.language.locale,
                comment: "A student proposed a term."))
        }
    }

    func teacherOnlyHere(_ visit: Visit) throws -> HTTPError {
        HTTPError(.forbidden, message: String(
            localized: "The teacher adds terms on the teaching pages.", bundle: .module, locale: visit.language.locale,
            comment: "The teacher posted the students' own-term form."))
    }

    /// A concept made of a draft (for a proposal, which is not added until the teacher accepts it).
    static func concept(from draft: TermDraft, in terminology: Terminology, at date: Date) -> Concept {
        var texts = draft.translations
        let main = draft.language ?? terminology.languages.first ?? .english
        texts[main] = draft.term
        let sections = terminology.languages.compactMap { language -> LanguageSection? in
            guard let text = texts[language] else { return nil }
            let definition = language == main ? draft.definition.map { Definition($0) } : nil
            return LanguageSection(language: language, terms: [Term(text)], definition: definition)
        }
        return Concept(terminologyID: terminology.id, sections: sections, difficulty: draft.difficulty, createdAt: date)
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

    func ownTermsPage(_ visit: Visit, notice: String?) async throws -> Response {
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
        return Page.response(visit, title: String(localized: "My terms", bundle: .module, locale: locale, comment: "Title of the student's own terms page."), notice: notice) { html in
            html.element("p", text: String(
                localized: "Terms you add here are yours: only you see and study them. To add one to the course, propose it to the teacher.",
                bundle: .module, locale: locale, comment: "Explanation on the own-terms page."))
            html.element("form", ["method": "post", "action": "/terms", "id": "own-term-form"]) {
                Page.csrfField(html, visit)
                TermForm.fields(html, visit, languages: languages, categories: [], idPrefix: "own")
                html.element("button", ["type": "submit", "id": "own-term-submit"], text: String(
                    localized: "Add the term", bundle: .module, locale: locale, comment: "Button: add a term."))
            }
            html.element("h2", text: String(localized: "Your terms", bundle: .module, locale: locale, comment: "Heading of the student's own terms."))
            termList(html, terms, attributes: ["class": "rows terms", "id": "own-terms"])
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

    func proposePage(_ visit: Visit, notice: String?) async throws -> Response {
        let locale = visit.language.locale
        let courses = try await visibleTerminologies(visit).filter(isCourse)
        let first = courses.first
        let categories = try first.map { terminology in try visit.app.read { try $0.categories(of: terminology.id) } } ?? []
        return Page.response(visit, title: String(localized: "Propose a term", bundle: .module, locale: locale, comment: "Title of the propose page."), notice: notice) { html in
            guard let first else {
                html.element("p", text: String(localized: "The course has no terminologies yet.", bundle: .module, locale: locale, comment: "The course page of an empty library."))
                return
            }
            html.element("p", text: String(
                localized: "The teacher sees your proposal with your name and accepts it into the course, or not.",
                bundle: .module, locale: locale, comment: "Explanation on the propose page."))
            html.element("form", ["method": "post", "action": "/propose", "id": "propose-form"]) {
                Page.csrfField(html, visit)
                html.element("div", ["class": "field"]) {
                    html.element("label", ["for": "propose-terminology"], text: String(
                        localized: "Terminology", bundle: .module, locale: locale, comment: "Label of the terminology menu."))
                    html.element("select", ["name": "terminology", "id": "propose-terminology"]) {
                        for terminology in courses {
                            html.element("option", ["value": terminology.id.uuidString.lowercased()], text: terminology.title)
                        }
                    }
                }
                TermForm.fields(html, visit, languages: first.languages, categories: categories, idPrefix: "propose")
                html.element("button", ["type": "submit", "id": "propose-submit"], text: String(
                    localized: "Send to the teacher", bundle: .module, locale: locale, comment: "Button: propose a term."))
            }
        }
    }
}
#endif
