// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import TerminologyKit

/// The students' proposals (accepted through the suggestion box, as an imported suggestion file would be) and the
/// opt-in, anonymous view of the hardest terms.
extension WebApp {
    static let hardestTermsKey = "web.hardestTerms"

    func addProposalRoutes(to router: Router<WebContext>) {
        router.get("/teacher/proposals") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            return try self.proposalsPage(visit, notice: nil)
        }
        router.post("/teacher/proposals/:id/:decision") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            let id = try self.uuid(context, "id", visit)
            let box = SuggestionBox(store: self.store)
            let locale = visit.language.locale
            guard let suggestion = try visit.app.read({ try $0.suggestion(id: id) }) else { throw self.notFound(visit) }
            let notice: String
            do {
                switch context.parameters.get("decision") {
                case "accept":
                    let concept = try box.accept(id)
                    self.publishTermChange(concept.id, app: visit.app)
                    notice = String(localized: "Accepted into the course.", bundle: .module, locale: locale, comment: "The teacher accepted a proposal.")
                case "reject":
                    try box.reject(id)
                    notice = String(localized: "Rejected.", bundle: .module, locale: locale, comment: "The teacher rejected a proposal.")
                default:
                    throw self.notFound(visit)
                }
            } catch let error as HTTPError {
                throw error
            } catch {
                throw visit.app.exchange?.appError(for: error, language: visit.language) ?? visit.app.appError(error)
            }
            _ = suggestion
            return try self.proposalsPage(visit, notice: notice)
        }
        router.get("/teacher/hardest") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            return try self.hardestPage(visit)
        }
        router.post("/teacher/hardest") { request, context in
            let visit = try self.visit(context, request, atLeast: .teacher)
            let on = try self.form(request)["enabled"] == "1"
            try visit.app.write { try $0.setSetting(on ? "on" : nil, for: Self.hardestTermsKey) }
            return try self.hardestPage(visit)
        }
        router.post("/settings/share") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            var device = visit.device
            device.sharesDifficulty = try self.form(request)["share"] == "1"
            try self.save(device, visit)
            return Response.redirect(to: "/terms/new")
        }
    }

    func proposalsPage(_ visit: Visit, notice: String?) throws -> Response {
        let locale = visit.language.locale
        let terminologies = try visit.app.read { try $0.terminologies() }.filter(isCourse)
        let pending = try visit.app.read { reader in
            try terminologies.flatMap { terminology in try reader.suggestions(for: terminology.id, status: .pending).map { (terminology, $0) } }
        }
        return Page.response(visit, title: String(localized: "Proposals", bundle: .module, locale: locale, comment: "Title of the proposals page."), notice: notice) { html in
            if pending.isEmpty {
                html.element("p", ["id": "proposals-empty"], text: String(
                    localized: "No proposals are waiting.", bundle: .module, locale: locale, comment: "The proposals page with none pending."))
            }
            html.element("ul", ["class": "rows", "id": "proposals"]) {
                for (terminology, suggestion) in pending {
                    let sid = suggestion.id.uuidString.lowercased()
                    html.element("li", ["id": "proposal-\(sid)"]) {
                        let texts = terminology.languages.compactMap { suggestion.concept.displayTerm(in: $0)?.text }
                        html.element("strong", ["class": "proposal-term"], text: texts.joined(separator: " · "))
                        html.element("div", ["class": "subtitle"]) {
                            html.text(String(localized: "From \(suggestion.suggestedBy), for \(terminology.title)", bundle: .module, locale: locale,
                                             comment: "Who proposed a term, and for which terminology."))
                            if let category = suggestion.categoryName { html.text(" · " + category) }
                        }
                        ConceptDetails.write(html, suggestion.concept, languages: terminology.languages, visit, id: "proposal-details-\(sid)")
                        Page.buttonForm(html, visit, action: "/teacher/proposals/\(sid)/accept", label: String(
                            localized: "Accept", bundle: .module, locale: locale, comment: "Button: accept a proposal."), id: "accept-\(sid)")
                        html.text(" ")
                        Page.buttonForm(html, visit, action: "/teacher/proposals/\(sid)/reject", label: String(
                            localized: "Reject", bundle: .module, locale: locale, comment: "Button: reject a proposal."), id: "reject-\(sid)", kind: "secondary")
                    }
                }
            }
        }
    }

    /// One row of the hardest terms: how often the sharing students forgot a term.
    struct HardTerm {
        var term: String
        var reviews: Int
        var forgotten: Int
        var learners: Int
    }

    /// The terms the students who share their results forgot most often (a share of their reviews), with no names.
    func hardestTerms(_ visit: Visit, limit: Int = 15) throws -> (rows: [HardTerm], sharing: Int) {
        let sharing = Set(devices.joinedDevices.filter { $0.role == .student && $0.sharesDifficulty }.map(\.learner))
        guard !sharing.isEmpty else { return ([], 0) }
        let language = visit.language.languageTag
        var rows: [HardTerm] = []
        try visit.app.read { reader in
            for terminology in try reader.terminologies() where isCourse(terminology) {
                let shown = terminology.languages.contains(language) ? language : terminology.languages.first ?? language
                let names = try reader.displayTerms(of: terminology.id, in: shown)
                var byConcept: [UUID: (reviews: Int, forgotten: Int, learners: Set<LearnerID>)] = [:]
                for log in try reader.reviewLogs(ofTerminology: terminology.id) where sharing.contains(log.learner) {
                    var entry = byConcept[log.conceptID] ?? (0, 0, [])
                    entry.reviews += 1
                    if log.entry.rating == .again { entry.forgotten += 1 }
                    entry.learners.insert(log.learner)
                    byConcept[log.conceptID] = entry
                }
                // A term fewer sharing students studied than the minimum would tell how those few did: left out.
                for (id, entry) in byConcept where entry.forgotten > 0 && entry.learners.count >= options.hardestTermsMinimumStudents {
                    rows.append(HardTerm(term: names[id] ?? "?", reviews: entry.reviews, forgotten: entry.forgotten, learners: entry.learners.count))
                }
            }
        }
        rows.sort { lhs, rhs in
            let left = Double(lhs.forgotten) / Double(lhs.reviews), right = Double(rhs.forgotten) / Double(rhs.reviews)
            return left != right ? left > right : lhs.forgotten > rhs.forgotten
        }
        return (Array(rows.prefix(limit)), sharing.count)
    }

    func hardestPage(_ visit: Visit) throws -> Response {
        let locale = visit.language.locale
        let enabled = try visit.app.read { try $0.setting(Self.hardestTermsKey) } == "on"
        return Page.response(visit, title: String(localized: "Hardest terms", bundle: .module, locale: locale, comment: "Title of the hardest-terms page.")) { html in
            html.element("p", text: String(
                localized: "Only students who chose to share their results are counted, and no names are shown.", bundle: .module,
                locale: locale, comment: "Explanation of the hardest-terms view."))
            let minimum: Int = options.hardestTermsMinimumStudents
            html.element("p", ["id": "hardest-minimum"], text: String(
                localized: "A term is shown once at least \(minimum) sharing students have studied it.", bundle: .module, locale: locale,
                comment: "The hardest-terms view leaves out terms too few students studied; the minimum number of students."))
            Page.buttonForm(html, visit, action: "/teacher/hardest", label: enabled
                ? String(localized: "Turn the view off", bundle: .module, locale: locale, comment: "Button: hide the hardest terms.")
                : String(localized: "Turn the view on", bundle: .module, locale: locale, comment: "Button: show the hardest terms."),
                id: "hardest-toggle", fields: [("enabled", enabled ? "0" : "1")], kind: "secondary")
            guard enabled, let (rows, sharing) = try? hardestTerms(visit) else { return }
            let sharingCount: Int = sharing
            html.element("p", ["id": "hardest-sharing"], text: String(
                localized: "Students sharing: \(sharingCount)", bundle: .module, locale: locale, comment: "How many students share their results."))
            html.element("table", ["id": "hardest-terms"]) {
                html.element("thead") {
                    html.element("tr") {
                        for heading in [
                            String(localized: "Term", bundle: .module, locale: locale, comment: "Hardest terms: column heading."),
                            String(localized: "Forgotten", bundle: .module, locale: locale, comment: "Hardest terms: column heading (how many reviews were Again)."),
                            String(localized: "Reviews", bundle: .module, locale: locale, comment: "Hardest terms: column heading."),
                            String(localized: "Students", bundle: .module, locale: locale, comment: "Hardest terms: column heading."),
                        ] { html.element("th", ["scope": "col"], text: heading) }
                    }
                }
                html.element("tbody") {
                    for row in rows {
                        html.element("tr") {
                            html.element("td", text: row.term)
                            html.element("td", text: visit.language.number(row.forgotten))
                            html.element("td", text: visit.language.number(row.reviews))
                            html.element("td", text: visit.language.number(row.learners))
                        }
                    }
                }
            }
        }
    }
}
#endif
