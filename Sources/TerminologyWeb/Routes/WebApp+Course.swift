// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import StringResources
import TerminologyKit

/// Reading the course: its categories with the seed's plural lines, a category's terms, and search.
extension WebApp {
    func addStudentRoutes(to router: Router<WebContext>) {
        addEntryRoutes(to: router)
        addCourseRoutes(to: router)
        addStudyRoutes(to: router)
        addOwnTermRoutes(to: router)
    }

    func addCourseRoutes(to router: Router<WebContext>) {
        router.get("/") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            return try await self.coursePage(visit)
        }
        router.get("/categories/:id") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            let id = try self.uuid(context, "id", visit)
            return try await self.categoryPage(visit, categoryID: id)
        }
        router.get("/search") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            return try await self.searchPage(visit, query: request.uri.queryParameters["q"] ?? "")
        }
        router.get("/search.json") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            let query = request.uri.queryParameters["q"] ?? ""
            let results = try await self.search(visit, query)
            return ErrorPage.json(.object([
                ("query", .string(query)), ("summary", .string(Self.foundLine(results.count, visit))),
                // AppJSON's search results, each term with its synonyms (which the page shows as the list does).
                ("results", .array(results.map { result in
                    .object([
                        ("match", .string(String(describing: result.match))), ("matchedTerm", .string(result.matchedTerm)),
                        ("matchedLanguage", .string(result.matchedLanguage?.rawValue)), ("term", Self.liveTerm(result.concept)),
                    ])
                })),
            ]))
        }
    }

    func coursePage(_ visit: Visit) async throws -> Response {
        let locale = visit.language.locale
        let sections = try await visit.app.categoryList().filter { isVisible($0.terminology, to: visit.device) }
        let focus = await visit.app.focusedCourse()
        return Page.response(visit, title: String(localized: "Course", bundle: .module, locale: locale, comment: "Title of the course page.")) { html in
            if let focus {
                html.element("p", ["class": "muted", "id": "focus-line"], text: String(
                    localized: "Showing only the course \(focus.code).", bundle: .module, locale: locale, comment: "The course focus is on."))
            }
            if sections.isEmpty {
                html.element("p", ["id": "course-empty"], text: String(
                    localized: "The course has no terminologies yet.", bundle: .module, locale: locale, comment: "The course page of an empty library."))
            }
            for section in sections {
                html.element("section", ["aria-labelledby": "terminology-\(section.terminology.id.uuidString.lowercased())"]) {
                    html.element("h2", ["id": "terminology-\(section.terminology.id.uuidString.lowercased())"], text: section.terminology.title)
                    html.element("ul", ["class": "rows categories", "data-terminology": section.terminology.id.uuidString.lowercased()]) {
                        for row in section.rows {
                            let id = row.category.id.uuidString.lowercased()
                            html.element("li", ["id": "category-\(id)"]) {
                                html.element("a", ["href": "/categories/\(id)", "class": "category-name"], text: row.category.name)
                                html.element("div", ["class": "subtitle category-subtitle"], text: row.subtitle)
                            }
                        }
                    }
                }
            }
        }
    }

    func categoryPage(_ visit: Visit, categoryID: UUID) async throws -> Response {
        guard let category = try visit.app.read({ try $0.category(id: categoryID) }) else { throw notFound(visit) }
        let terminology = try visibleTerminology(category.terminologyID, visit)
        let terms = try await visit.app.termList(category: category.id.uuidString)
        let subtitle = visit.app.categorySubtitle(terms.count)
        return Page.response(visit, title: category.name) { html in
            html.element("p", ["class": "muted"]) {
                html.text(terminology.title + " · ")
                html.element("span", ["id": "category-subtitle"], text: subtitle)
            }
            termList(html, terms, attributes: [
                "class": "rows terms", "id": "term-list", "data-live-category": category.id.uuidString.lowercased(),
                "data-terminology": terminology.id.uuidString.lowercased(),
            ])
        }
    }

    /// A list of terms, each `<li id="term-…">` with its translations and definition.
    func termList(_ html: HTMLWriter, _ terms: [ConceptEntity], attributes: KeyValuePairs<String, String?>) {
        html.element("ul", attributes) {
            for term in terms { termItem(html, term) }
        }
    }

    /// A term's line in a list; `editLink` makes its text a link to its editor (the student's own terms). Each
    /// language's synonyms follow its term (` / kloroplasti`), as the live updates' script writes them too.
    func termItem(_ html: HTMLWriter, _ term: ConceptEntity, editLink: String? = nil) {
        html.element("li", ["id": "term-\(term.id.uuidString.lowercased())"]) {
            if let editLink {
                html.element("a", ["href": editLink, "class": "term-text", "lang": term.language.rawValue], text: term.term)
            } else {
                html.element("strong", ["class": "term-text", "lang": term.language.rawValue], text: term.term)
            }
            synonyms(html, term, term.language)
            for translation in term.translations {
                html.element("span", ["lang": translation.language.rawValue], text: " · " + translation.text)
                synonyms(html, term, translation.language)
            }
            if let definition = term.definition { html.element("div", ["class": "subtitle"], text: definition) }
        }
    }

    /// The synonyms of `term` in `language`, after its term in that language.
    func synonyms(_ html: HTMLWriter, _ term: ConceptEntity, _ language: LanguageTag) {
        for synonym in term.synonyms where synonym.language == language {
            html.element("span", ["class": "synonym", "lang": language.rawValue], text: " / " + synonym.text)
        }
    }

    /// A term as the live updates send it: the app's JSON of it with its synonyms.
    static func liveTerm(_ term: ConceptEntity) -> JSONValue {
        var members = AppJSON.concept(term).objectMembers.map { $0.map { ($0.key, $0.value) } } ?? []
        members.append(("synonyms", .array(term.synonyms.map {
            .object([("language", .string($0.language.rawValue)), ("term", .string($0.text))])
        })))
        return .object(members)
    }

    func search(_ visit: Visit, _ query: String) async throws -> [SearchResult] {
        guard !query.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        // Other students' own terms are in the library too: ask for more, show only what this device may see.
        let found = try await visit.app.search(query, limit: 100)
        var visible: [UUID: Bool] = [:]
        var results: [SearchResult] = []
        for result in found where results.count < 30 {
            let id = result.concept.terminologyID
            if visible[id] == nil {
                visible[id] = (try? visit.app.read { try $0.terminology(id: id) }).flatMap { $0 }.map { isVisible($0, to: visit.device) } ?? false
            }
            if visible[id] == true { results.append(result) }
        }
        return results
    }

    /// "Found 3 terms", plural-correct, as the search intent says it.
    static func foundLine(_ count: Int, _ visit: Visit) -> String { visit.app.searchSummary(count) }

    func searchPage(_ visit: Visit, query: String) async throws -> Response {
        let locale = visit.language.locale
        let results = try await search(visit, query)
        return Page.response(visit, title: String(localized: "Search", bundle: .module, locale: locale, comment: "Title of the search page.")) { html in
            html.element("form", ["method": "get", "action": "/search", "role": "search", "id": "search-form"]) {
                html.element("div", ["class": "field"]) {
                    html.element("label", ["for": "search-input"], text: String(
                        localized: "Search terms in every language", bundle: .module, locale: locale, comment: "Label of the search field."))
                    html.void("input", ["type": "search", "name": "q", "id": "search-input", "value": query, "autocomplete": "off"])
                }
                html.element("button", ["type": "submit", "id": "search-submit"], text: String(
                    localized: "Search", bundle: .module, locale: locale, comment: "Button of the search form."))
            }
            html.element("p", ["id": "search-summary", "role": "status", "aria-live": "polite"], text: query.isEmpty ? "" : Self.foundLine(results.count, visit))
            termList(html, results.map(\.concept), attributes: ["class": "rows terms", "id": "search-results"])
        }
    }
}
#endif
