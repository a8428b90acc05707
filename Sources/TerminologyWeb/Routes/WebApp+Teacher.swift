// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import StringResources
import TerminologyKit

/// The teacher's pages: the class code, terminologies, categories and terms, imports and exports, proposals and the
/// hardest terms. Every route here is behind the teacher role (403 for anyone else).
extension WebApp {
    func addTeacherRoutes(to router: Router<WebContext>) {
        router.get("/teacher") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            return try await self.teacherPage(visit, notice: nil)
        }
        router.post("/teacher/class-code") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            do { try self.credentials.rotateClassCode() } catch { throw visit.app.appError(error) }
            return try await self.teacherPage(visit, notice: String(
                localized: "The class code is now \(self.credentials.classCode).", bundle: .module, locale: visit.language.locale,
                comment: "The teacher rotated the class code; the new code."))
        }
        router.post("/teacher/terminologies") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            let form = try self.form(request)
            let languages = try visit.app.languageTags((form["languages"] ?? "").split(separator: ",").map(String.init).filter {
                !$0.trimmingCharacters(in: .whitespaces).isEmpty
            })
            let created = try visit.app.createTerminology(TerminologyDraft(
                title: form["title"] ?? "", languages: languages,
                course: Course(code: (form["course-code"] ?? "").trimmingCharacters(in: .whitespaces), name: form["course-name"] ?? ""),
                description: form["description"] ?? "", author: form["author"] ?? "", ownerRole: .teacher))
            return Response.redirect(to: "/teacher/terminologies/\(created.id.uuidString.lowercased())")
        }
        router.get("/teacher/terminologies/:id") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            return try await self.terminologyEditor(visit, id: try self.uuid(context, "id", visit), notice: nil)
        }
        router.post("/teacher/terminologies/:id") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            let terminology = try self.teacherTerminology(context, visit)
            let form = try self.form(request)
            let edited = try visit.app.editTerminology(terminology.id.uuidString, changes: TerminologyChanges(
                title: form["title"], courseCode: form["course-code"], courseName: form["course-name"], description: form["description"],
                author: form["author"]))
            if edited.title != terminology.title { self.publishTerminologyRename(edited) }
            return try await self.terminologyEditor(visit, id: terminology.id, notice: self.savedNotice(visit))
        }
        router.post("/teacher/terminologies/:id/delete") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            let terminology = try self.teacherTerminology(context, visit)
            _ = try visit.app.deleteTerminology(terminology.id.uuidString)
            self.publishTerminologyRemoval(terminology)
            return Response.redirect(to: "/teacher")
        }
        router.post("/teacher/terminologies/:id/categories") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            let terminology = try self.teacherTerminology(context, visit)
            let form = try self.form(request)
            let added = try await visit.app.addCategory(named: form["name"] ?? "", terminology: terminology.id.uuidString)
            self.publishCategoryAddition(added, app: visit.app)
            return try await self.terminologyEditor(visit, id: terminology.id, notice: self.savedNotice(visit))
        }
        router.post("/teacher/categories/:id") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            let category = try self.teacherCategory(context, visit)
            let form = try self.form(request)
            let renamed = try await visit.app.renameCategory(category.id.uuidString, to: form["name"] ?? "", terminology: category.terminologyID.uuidString)
            if renamed.name != category.name { self.publishCategoryRename(category, to: renamed.name) }
            return try await self.terminologyEditor(visit, id: category.terminologyID, notice: self.savedNotice(visit))
        }
        router.post("/teacher/categories/:id/delete") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            let category = try self.teacherCategory(context, visit)
            // Its terms stay in the terminology, out of every category: nothing a class studied is lost by a click.
            _ = try await visit.app.deleteCategory(category.id.uuidString, terminology: category.terminologyID.uuidString, terms: .move(to: nil))
            self.publishCategoryRemoval(category)
            return try await self.terminologyEditor(visit, id: category.terminologyID, notice: self.savedNotice(visit))
        }
        router.post("/teacher/terminologies/:id/terms") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            let terminology = try self.teacherTerminology(context, visit)
            let submission = TermForm.read(try self.form(request), languages: terminology.languages, visit)
            guard submission.addingRowIn == nil, let draft = submission.draft else {
                return try await self.terminologyEditor(visit, id: terminology.id, notice: nil, adding: submission)
            }
            let added = try visit.app.addConcept(draft, terminologyID: terminology.id)
            self.publishTermChange(added.id, app: visit.app)
            return try await self.terminologyEditor(visit, id: terminology.id, notice: String(
                localized: "Added “\(added.term)”.", bundle: .module, locale: visit.language.locale, comment: "The teacher added a term."))
        }
        router.get("/teacher/terms/:id") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            let (concept, terminology) = try self.teacherConcept(context, visit)
            return try self.termEditor(visit, concept: concept, terminology: terminology)
        }
        router.post("/teacher/terms/:id") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            let (concept, terminology) = try self.teacherConcept(context, visit)
            let submission = TermForm.read(try self.form(request), languages: terminology.languages, visit, editing: concept)
            guard submission.addingRowIn == nil, let draft = submission.draft else {
                return try self.termEditor(visit, concept: concept, terminology: terminology, submission: submission)
            }
            _ = try await visit.app.replaceConcept(concept.id.uuidString, with: draft)
            self.publishTermChange(concept.id, app: visit.app, previousCategory: concept.categoryID)
            return Response.redirect(to: "/teacher/terminologies/\(terminology.id.uuidString.lowercased())")
        }
        router.post("/teacher/terms/:id/delete") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            let (concept, terminology) = try self.teacherConcept(context, visit)
            let removed = try await visit.app.deleteTerm(concept.id.uuidString)
            self.publishTermRemoval(removed, categoryID: concept.categoryID, app: visit.app)
            return Response.redirect(to: "/teacher/terminologies/\(terminology.id.uuidString.lowercased())")
        }
        addExchangeRoutes(to: router)
        addProposalRoutes(to: router)
    }

    func savedNotice(_ visit: Visit) -> String {
        String(localized: "Saved.", bundle: .module, locale: visit.language.locale, comment: "A teacher's change was saved.")
    }

    /// The teacher's terminology the path's `:id` names (a student's own terms are not the teacher's to edit).
    func teacherTerminology(_ context: WebContext, _ visit: Visit) throws -> Terminology {
        let terminology = try visibleTerminology(try uuid(context, "id", visit), visit)
        guard isCourse(terminology) else { throw notFound(visit) }
        return terminology
    }

    func teacherCategory(_ context: WebContext, _ visit: Visit) throws -> TerminologyKit.Category {
        let id = try uuid(context, "id", visit)
        guard let category = try visit.app.read({ try $0.category(id: id) }) else { throw notFound(visit) }
        let terminology = try visibleTerminology(category.terminologyID, visit)
        guard isCourse(terminology) else { throw notFound(visit) }
        return category
    }

    func teacherConcept(_ context: WebContext, _ visit: Visit) throws -> (Concept, Terminology) {
        let id = try uuid(context, "id", visit)
        guard let concept = try visit.app.read({ try $0.concept(id: id) }) else { throw notFound(visit) }
        let terminology = try visibleTerminology(concept.terminologyID, visit)
        guard isCourse(terminology) else { throw notFound(visit) }
        return (concept, terminology)
    }

    func teacherPage(_ visit: Visit, notice: String?) async throws -> Response {
        let locale = visit.language.locale
        let terminologies = try visit.app.read { try $0.terminologies() }.filter(isCourse)
        let box = SuggestionBox(store: store)
        let pending: Int = terminologies.reduce(0) { $0 + ((try? box.suggestions(for: $1.id, status: .pending).count) ?? 0) }
        return Page.response(visit, title: String(localized: "Teach", bundle: .module, locale: locale, comment: "Title of the teacher's page."), notice: notice) { html in
            html.element("section", ["aria-labelledby": "class-heading"]) {
                html.element("h2", ["id": "class-heading"], text: String(localized: "The class", bundle: .module, locale: locale, comment: "Heading: the class code."))
                html.element("p") {
                    html.text(String(localized: "Class code:", bundle: .module, locale: locale, comment: "Before the class code.") + " ")
                    html.element("strong", ["id": "class-code"], text: credentials.classCode)
                }
                Page.buttonForm(html, visit, action: "/teacher/class-code", label: String(
                    localized: "Make a new class code", bundle: .module, locale: locale, comment: "Button: rotate the class code."), id: "rotate-class-code", kind: "secondary")
                html.element("p") {
                    html.element("a", ["href": "/teacher/proposals", "id": "proposals-link"], text: String(
                        localized: "Proposals waiting: \(pending)", bundle: .module, locale: locale, comment: "Link to the proposals; how many are pending."))
                    html.text(" · ")
                    html.element("a", ["href": "/teacher/hardest", "id": "hardest-link"], text: String(
                        localized: "Hardest terms", bundle: .module, locale: locale, comment: "Link to the hardest-terms view."))
                }
            }
            html.element("section", ["aria-labelledby": "terminologies-heading"]) {
                html.element("h2", ["id": "terminologies-heading"], text: String(localized: "Terminologies", bundle: .module, locale: locale, comment: "Heading of the teacher's terminology list."))
                html.element("ul", ["class": "rows", "id": "teacher-terminologies"]) {
                    for terminology in terminologies {
                        html.element("li") {
                            html.element("a", ["href": "/teacher/terminologies/\(terminology.id.uuidString.lowercased())"], text: terminology.title)
                            if !terminology.course.code.isEmpty { html.element("span", ["class": "muted"], text: " · " + terminology.course.code) }
                        }
                    }
                }
            }
            html.element("section", ["aria-labelledby": "create-heading"]) {
                html.element("h2", ["id": "create-heading"], text: String(localized: "New terminology", bundle: .module, locale: locale, comment: "Heading of the create form."))
                html.element("form", ["method": "post", "action": "/teacher/terminologies", "id": "create-terminology-form"]) {
                    Page.csrfField(html, visit)
                    terminologyFields(html, visit, terminology: nil)
                    html.element("div", ["class": "field"]) {
                        html.element("label", ["for": "terminology-languages"], text: String(
                            localized: "Languages (codes, first the source: fi,en,tr)", bundle: .module, locale: locale, comment: "Label of the languages field."))
                        html.void("input", ["type": "text", "name": "languages", "id": "terminology-languages", "required": "", "value": "fi,en,tr"])
                    }
                    html.element("button", ["type": "submit", "id": "create-terminology-submit"], text: String(
                        localized: "Create", bundle: .module, locale: locale, comment: "Button: create a terminology."))
                }
            }
            importForm(html, visit)
        }
    }

    func terminologyFields(_ html: HTMLWriter, _ visit: Visit, terminology: Terminology?) {
        let locale = visit.language.locale
        let fields: [(String, String, String, Bool)] = [
            ("title", "terminology-title", String(localized: "Title", bundle: .module, locale: locale, comment: "Label: a terminology's title."), true),
            ("course-code", "terminology-course-code", String(localized: "Course code", bundle: .module, locale: locale, comment: "Label: the course code."), false),
            ("course-name", "terminology-course-name", String(localized: "Course name", bundle: .module, locale: locale, comment: "Label: the course name."), false),
            ("author", "terminology-author", String(localized: "Author", bundle: .module, locale: locale, comment: "Label: the terminology's author."), false),
        ]
        let values = [terminology?.title, terminology?.course.code, terminology?.course.name, terminology?.author]
        for (index, (name, id, label, required)) in fields.enumerated() {
            html.element("div", ["class": "field"]) {
                html.element("label", ["for": id], text: label)
                html.void("input", ["type": "text", "name": name, "id": id, "value": values[index] ?? "", "required": required ? "" : nil])
            }
        }
        html.element("div", ["class": "field"]) {
            html.element("label", ["for": "terminology-description"], text: String(
                localized: "Description", bundle: .module, locale: locale, comment: "Label: a terminology's description."))
            html.element("textarea", ["name": "description", "id": "terminology-description", "rows": "2"], text: terminology?.description ?? "")
        }
    }

    /// A terminology's editor; `adding` is a refused (or grown) add-term form to show again as it was sent.
    func terminologyEditor(_ visit: Visit, id: UUID, notice: String?, adding: TermForm.Submission? = nil) async throws -> Response {
        let locale = visit.language.locale
        let terminology = try visibleTerminology(id, visit)
        guard isCourse(terminology) else { throw notFound(visit) }
        let categories = try visit.app.read { try $0.categories(of: terminology.id) }
        let terms = try await visit.app.termList(terminology: terminology.id.uuidString)
        let tid = terminology.id.uuidString.lowercased()
        return Page.response(visit, title: terminology.title, status: TermForm.status(adding), notice: notice) { html in
            html.element("section", ["aria-labelledby": "details-heading"]) {
                html.element("h2", ["id": "details-heading"], text: String(localized: "Details", bundle: .module, locale: locale, comment: "Heading: a terminology's metadata."))
                html.element("form", ["method": "post", "action": "/teacher/terminologies/\(tid)", "id": "terminology-form"]) {
                    Page.csrfField(html, visit)
                    terminologyFields(html, visit, terminology: terminology)
                    html.element("button", ["type": "submit", "id": "terminology-save"], text: String(localized: "Save", bundle: .module, locale: locale, comment: "Button: save changes."))
                }
                html.element("p") {
                    html.text(String(localized: "Export:", bundle: .module, locale: locale, comment: "Before the export links.") + " ")
                    for format in Self.exportFormats {
                        html.element("a", ["href": "/teacher/terminologies/\(tid)/export/\(format.name)", "id": "export-\(format.name)", "download": ""], text: format.label)
                        html.text(" ")
                    }
                }
            }
            html.element("section", ["aria-labelledby": "categories-heading"]) {
                html.element("h2", ["id": "categories-heading"], text: String(localized: "Categories", bundle: .module, locale: locale, comment: "Heading: the categories."))
                html.element("ul", ["class": "rows", "id": "editor-categories"]) {
                    for category in categories {
                        let cid = category.id.uuidString.lowercased()
                        html.element("li") {
                            html.element("form", ["method": "post", "action": "/teacher/categories/\(cid)", "class": "inline"]) {
                                Page.csrfField(html, visit)
                                html.element("label", ["for": "category-name-\(cid)", "class": "muted"], text: String(
                                    localized: "Name", bundle: .module, locale: locale, comment: "Label: a category's name.") + " ")
                                html.void("input", ["type": "text", "name": "name", "id": "category-name-\(cid)", "value": category.name, "required": ""])
                                html.element("button", ["type": "submit", "class": "secondary", "id": "rename-category-\(cid)"], text: String(localized: "Rename", bundle: .module, locale: locale, comment: "Button: rename a category."))
                            }
                            html.text(" ")
                            html.element("form", ["method": "post", "action": "/teacher/categories/\(cid)/delete", "class": "inline", "data-confirm": String(
                                localized: "Delete the category? Its terms stay in the terminology.", bundle: .module, locale: locale, comment: "Confirmation before deleting a category.")]) {
                                Page.csrfField(html, visit)
                                html.element("button", ["type": "submit", "class": "secondary", "id": "delete-category-\(cid)"], text: String(
                                    localized: "Delete", bundle: .module, locale: locale, comment: "Button: delete."))
                            }
                        }
                    }
                }
                html.element("form", ["method": "post", "action": "/teacher/terminologies/\(tid)/categories", "id": "add-category-form"]) {
                    Page.csrfField(html, visit)
                    html.element("div", ["class": "field"]) {
                        html.element("label", ["for": "new-category"], text: String(localized: "New category", bundle: .module, locale: locale, comment: "Label: a new category's name."))
                        html.void("input", ["type": "text", "name": "name", "id": "new-category", "required": ""])
                    }
                    html.element("button", ["type": "submit", "id": "add-category-submit"], text: String(localized: "Add the category", bundle: .module, locale: locale, comment: "Button: add a category."))
                }
            }
            html.element("section", ["aria-labelledby": "terms-heading"]) {
                html.element("h2", ["id": "terms-heading"], text: String(localized: "Terms", bundle: .module, locale: locale, comment: "Heading: the terms."))
                let addLabel = String(localized: "Add the term", bundle: .module, locale: locale, comment: "Button: add a term.")
                html.element("form", ["method": "post", "action": "/teacher/terminologies/\(tid)/terms", "id": "add-term-form"]) {
                    Page.csrfField(html, visit)
                    TermForm.defaultButton(html, label: addLabel)
                    TermForm.fields(
                        html, visit, languages: terminology.languages, categories: categories, values: adding?.values ?? TermForm.Values(),
                        errors: adding?.errors ?? [:], idPrefix: "add")
                    html.element("button", ["type": "submit", "id": "add-term-submit"], text: addLabel)
                }
                html.element("ul", ["class": "rows terms", "id": "editor-terms", "data-live-terminology": tid]) {
                    for term in terms {
                        html.element("li", ["id": "term-\(term.id.uuidString.lowercased())"]) {
                            html.element("a", ["href": "/teacher/terms/\(term.id.uuidString.lowercased())", "class": "term-text", "lang": term.language.rawValue], text: term.term)
                            synonyms(html, term, term.language)
                            for translation in term.translations {
                                html.element("span", ["lang": translation.language.rawValue], text: " · " + translation.text)
                                synonyms(html, term, translation.language)
                            }
                            if let category = term.categoryName { html.element("span", ["class": "muted"], text: " · " + category) }
                        }
                    }
                }
            }
            html.element("form", ["method": "post", "action": "/teacher/terminologies/\(tid)/delete", "data-confirm": String(
                localized: "Delete the terminology with all its terms and every student's progress on them?", bundle: .module, locale: locale,
                comment: "Confirmation before deleting a terminology.")]) {
                Page.csrfField(html, visit)
                html.element("button", ["type": "submit", "class": "secondary", "id": "delete-terminology"], text: String(
                    localized: "Delete the terminology", bundle: .module, locale: locale, comment: "Button: delete a terminology."))
            }
        }
    }

    /// A course concept's editor; `submission` is a refused (or grown) form to show again as it was sent.
    func termEditor(_ visit: Visit, concept: Concept, terminology: Terminology, submission: TermForm.Submission? = nil) throws -> Response {
        let locale = visit.language.locale
        let categories = try visit.app.read { try $0.categories(of: terminology.id) }
        let values = submission?.values ?? TermForm.Values(concept)
        let main = terminology.languages.first { concept.displayTerm(in: $0) != nil }
        let cid = concept.id.uuidString.lowercased()
        let title = main.flatMap { concept.displayTerm(in: $0)?.text } ?? terminology.title
        return Page.response(visit, title: title, status: TermForm.status(submission)) { html in
            let saveLabel = String(localized: "Save", bundle: .module, locale: locale, comment: "Button: save changes.")
            html.element("form", ["method": "post", "action": "/teacher/terms/\(cid)", "id": "edit-term-form"]) {
                Page.csrfField(html, visit)
                TermForm.defaultButton(html, label: saveLabel)
                TermForm.fields(
                    html, visit, languages: terminology.languages, categories: categories, values: values, errors: submission?.errors ?? [:],
                    idPrefix: "edit")
                html.element("button", ["type": "submit", "id": "edit-term-submit"], text: saveLabel)
            }
            html.element("form", ["method": "post", "action": "/teacher/terms/\(cid)/delete", "data-confirm": String(
                localized: "Delete the term and every student's progress on it?", bundle: .module, locale: locale, comment: "Confirmation before deleting a term.")]) {
                Page.csrfField(html, visit)
                html.element("button", ["type": "submit", "class": "secondary", "id": "delete-term"], text: String(localized: "Delete", bundle: .module, locale: locale, comment: "Button: delete."))
            }
        }
    }
}
#endif
