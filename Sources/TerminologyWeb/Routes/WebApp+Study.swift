// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import TerminologyKit

/// Studying with FSRS: the CLI's `StudySession` across requests — a card, a typed answer or a reveal, the four
/// ratings, and the plural-correct summary.
extension WebApp {
    func addStudyRoutes(to router: Router<WebContext>) {
        router.get("/study") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            let asked = request.uri.queryParameters["terminology"].flatMap(UUID.init(uuidString:))
            if let entry = self.studySessions.entry(for: visit.device.id), entry.session.current != nil,
               asked == nil || asked == entry.terminologyID {
                return self.studyPage(visit, entry)
            }
            let terminology: Terminology
            if let asked {
                terminology = try self.visibleTerminology(asked, visit)
            } else {
                let all = try await self.visibleTerminologies(visit)
                guard let first = all.first(where: self.isCourse) ?? all.first else {
                    return self.nothingToStudy(visit)
                }
                terminology = first
            }
            let session = try await visit.app.studySession(terminology: terminology.id.uuidString, limit: 20)
            guard session.current != nil else { return self.nothingToStudy(visit) }
            let entry = self.studySessions.start(session, terminologyID: terminology.id, for: visit.device.id)
            return self.studyPage(visit, entry)
        }
        router.post("/study/answer") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            let form = try self.form(request)
            guard let entry = self.studySessions.entry(for: visit.device.id) else { return Response.redirect(to: "/study") }
            self.studySessions.withEntry(entry) { entry in
                // An answer for another card (a second tab, the back button) is not this card's answer.
                guard let current = entry.session.current, form["card"] == current.card.conceptID.uuidString.lowercased() else { return }
                let typed = form["reveal"] != nil ? "" : (form["answer"] ?? "")
                entry.typed = typed
                entry.answer = entry.session.check(typed)
            }
            return self.studyPage(visit, entry)
        }
        router.post("/study/rate") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            let form = try self.form(request)
            guard let entry = self.studySessions.entry(for: visit.device.id) else { return Response.redirect(to: "/study") }
            guard let rating = form["rating"].flatMap(Int.init).flatMap(Rating.init(rawValue:)) else {
                throw HTTPError(.unprocessableContent, message: String(
                    localized: "Choose one of the four ratings.", bundle: .module, locale: visit.language.locale, comment: "A study rating that is not 1–4."))
            }
            try self.studySessions.withEntry(entry) { entry in
                guard let current = entry.session.current, form["card"] == current.card.conceptID.uuidString.lowercased() else { return }
                try entry.session.rate(rating)
                entry.typed = nil
                entry.answer = nil
            }
            return self.studyPage(visit, entry)
        }
        router.post("/study/stop") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            guard let entry = self.studySessions.entry(for: visit.device.id) else { return Response.redirect(to: "/study") }
            self.studySessions.withEntry(entry) { $0.session.stop() }
            return self.studyPage(visit, entry)
        }
    }

    func nothingToStudy(_ visit: Visit) -> Response {
        Page.response(visit, title: studyTitle(visit)) { html in
            html.element("p", ["id": "study-nothing"], text: visit.app.nothingToStudy)
        }
    }

    func studyTitle(_ visit: Visit) -> String {
        String(localized: "Study", bundle: .module, locale: visit.language.locale, comment: "Title of the study page.")
    }

    static func ratingTitle(_ rating: Rating, locale: Locale) -> String {
        switch rating {
        case .again: String(localized: "Again", bundle: .module, locale: locale, comment: "Study rating 1: forgotten.")
        case .hard: String(localized: "rating.hard", defaultValue: "Hard", bundle: .module, locale: locale, comment: "Study rating 2: recalled with difficulty.")
        case .good: String(localized: "Good", bundle: .module, locale: locale, comment: "Study rating 3: recalled.")
        case .easy: String(localized: "rating.easy", defaultValue: "Easy", bundle: .module, locale: locale, comment: "Study rating 4: recalled at once.")
        }
    }

    func studyPage(_ visit: Visit, _ entry: StudySessions.Entry) -> Response {
        let locale = visit.language.locale
        // The summary (a plural-correct sentence) only once the session has ended: a card's page does not show it.
        let (prompt, answer, typed, summary, direction) = studySessions.withEntry(entry) { entry in
            let current = entry.session.current
            return (current, entry.answer, entry.typed, current == nil ? entry.session.summary : "", entry.session.direction)
        }
        return Page.response(visit, title: studyTitle(visit)) { html in
            guard let prompt else {
                html.element("p", ["id": "study-summary", "role": "status"], text: summary)
                html.element("p") {
                    html.element("a", ["href": "/study", "id": "study-again"], text: String(
                        localized: "Study again", bundle: .module, locale: locale, comment: "Link after a study session's summary."))
                }
                return
            }
            let card = prompt.card.conceptID.uuidString.lowercased()
            html.element("section", ["class": "card", "id": "study-card", "aria-labelledby": "study-prompt", "data-live-terminology": prompt.concept.terminologyID.uuidString.lowercased()]) {
                let position: Int = prompt.position, count: Int = prompt.count
                html.element("p", ["class": "muted", "id": "study-position"], text: String(
                    localized: "Card \(position) of \(count)", bundle: .module, locale: locale, comment: "Which card of the session is shown."))
                html.element("p", ["class": "term", "id": "study-prompt", "lang": direction.from.rawValue], text: prompt.prompt)
                if let answer {
                    let verdict: String
                    switch answer {
                    case .correct: verdict = String(localized: "Right!", bundle: .module, locale: locale, comment: "Study: the typed answer was right.")
                    case .incorrect:
                        verdict = String(localized: "Not quite — you wrote “\(typed ?? "")”.", bundle: .module, locale: locale, comment: "Study: a wrong answer; the argument is what was typed.")
                    case .revealed: verdict = String(localized: "The answer:", bundle: .module, locale: locale, comment: "Study: the answer was revealed.")
                    }
                    html.element("p", ["id": "study-verdict", "role": "status", "class": answer == .correct ? "notice" : nil], text: verdict)
                    html.element("p", ["class": "term", "id": "study-answer-text", "lang": direction.to.rawValue], text: prompt.answers.joined(separator: ", "))
                    if let definition = prompt.concept.definition { html.element("p", ["class": "subtitle"], text: definition) }
                    html.element("form", ["method": "post", "action": "/study/rate", "id": "study-rate-form"]) {
                        Page.csrfField(html, visit)
                        html.void("input", ["type": "hidden", "name": "card", "value": card])
                        html.element("fieldset") {
                            html.element("legend", text: String(localized: "How well did you know it?", bundle: .module, locale: locale, comment: "Legend of the four ratings."))
                            html.element("div", ["class": "ratings"]) {
                                for rating in Rating.allCases {
                                    let id = "rate-\(String(describing: rating))"
                                    html.element("button", [
                                        "type": "submit", "name": "rating", "value": "\(rating.rawValue)", "id": id,
                                        "class": rating == answer.suggestedRating ? nil : "secondary",
                                        "autofocus": rating == answer.suggestedRating ? "" : nil,
                                    ], text: "\(rating.rawValue) · " + Self.ratingTitle(rating, locale: locale))
                                }
                            }
                        }
                    }
                } else {
                    html.element("form", ["method": "post", "action": "/study/answer", "id": "study-answer-form"]) {
                        Page.csrfField(html, visit)
                        html.void("input", ["type": "hidden", "name": "card", "value": card])
                        html.element("div", ["class": "field"]) {
                            html.element("label", ["for": "study-answer"], text: String(
                                localized: "Your answer (\(direction.to.rawValue))", bundle: .module, locale: locale, comment: "Study: label of the answer field; the language code."))
                            html.void("input", ["type": "text", "name": "answer", "id": "study-answer", "autocomplete": "off", "autofocus": "", "lang": direction.to.rawValue])
                        }
                        html.element("button", ["type": "submit", "id": "study-check"], text: String(localized: "Check", bundle: .module, locale: locale, comment: "Study: check the typed answer."))
                        html.text(" ")
                        html.element("button", ["type": "submit", "name": "reveal", "value": "1", "id": "study-reveal", "class": "secondary"], text: String(
                            localized: "Show the answer", bundle: .module, locale: locale, comment: "Study: reveal the answer."))
                    }
                }
            }
            Page.buttonForm(html, visit, action: "/study/stop", label: String(
                localized: "End the session", bundle: .module, locale: locale, comment: "Study: stop early and see the summary."), id: "study-stop", kind: "secondary")
        }
    }
}
#endif
