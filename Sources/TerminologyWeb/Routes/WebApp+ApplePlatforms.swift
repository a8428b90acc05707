// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import IntentKit
import StringResources
import TerminologyKit

/// The Apple surfaces on the web: the manifest's shortcuts (the app's quick actions), quick actions through the
/// router, App Intents over HTTP, the command box's phrases, the course focus, the term-of-the-day widget, and the
/// live updates' event stream.
extension WebApp {
    func addApplePlatformRoutes(to router: Router<WebContext>) {
        router.get("/manifest.webmanifest") { request, context in
            let visit = try context.requireVisit()
            return try self.manifest(visit)
        }
        router.get("/quick-action/:type") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            let type = try context.parameters.require("type")
            let app = visit.app
            let action = try await MainActor.run { () throws -> AppAction? in
                try app.handleQuickAction(type: type)
                return app.router.take()
            }
            return Response.redirect(to: self.path(for: action, visit))
        }
        router.post("/intents/:name") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            guard let type = SanastoIntents.type(named: try context.parameters.require("name")) else { throw self.notFound(visit) }
            let values = try self.intentValues(request, visit)
            let confirms = ["1", "yes", "true"].contains(request.uri.queryParameters["confirm"] ?? "")
            return try await self.runIntent(type, values: values, confirms: confirms, visit: visit)
        }
        router.post("/say") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            return try await self.say(try self.form(request), visit: visit)
        }
        router.get("/focus") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            return try await self.focusPage(visit, notice: nil)
        }
        router.post("/focus") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            let course = (try self.form(request)["course"] ?? "").trimmingCharacters(in: .whitespaces)
            if course.isEmpty { try await visit.app.clearFocus() } else { _ = try await visit.app.setFocus(course) }
            return try await self.focusPage(visit, notice: self.savedNotice(visit))
        }
        router.get("/today") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            return try await self.todayCard(visit, card: try await visit.app.termOfTheDay(), dialog: nil)
        }
        router.post("/today/toggle") { request, context in
            let visit = try self.visit(context, request, atLeast: .student)
            let pressed = try await visit.app.toggleTermOfTheDay()
            return try await self.todayCard(visit, card: pressed?.card, dialog: pressed?.dialog)
        }
        router.get("/events") { request, context in
            _ = try self.visit(context, request, atLeast: .student)
            let last = HTTPField.Name("Last-Event-ID").flatMap { request.headers[$0] }
            return Response.eventStream(self.events.subscribe(lastEventID: last), heartbeat: .seconds(15), retry: .seconds(3))
        }
    }

    /// Where an action the router holds opens the app: the page of that screen.
    func path(for action: AppAction?, _ visit: Visit) -> String {
        switch action {
        case .addTerm?: visit.device.role == .teacher ? "/teacher" : "/terms/new"
        case .search?: "/search"
        case .study?: "/study"
        case .openCategory(let id)?: "/categories/\(id.uuidString.lowercased())"
        case nil: "/"
        }
    }

    // MARK: The manifest

    /// The Web App Manifest in the request's language: the app's quick actions (Info.plist, titled from the
    /// InfoPlist catalog) as its `shortcuts`, each opening `/quick-action/<type>`, which goes through the router.
    func manifest(_ visit: Visit) throws -> Response {
        let actions = try visit.app.quickActions()
        let name = visit.app.localizer.string("CFBundleDisplayName", table: "InfoPlist", defaultValue: SanastoShortcuts.applicationName, language: visit.language.identifier)
        let shortcuts: [JSONValue] = actions.map { action in
            var members: [(String, JSONValue)] = [
                ("name", .string(action.title)), ("short_name", .string(action.title)),
            ]
            if let subtitle = action.subtitle { members.append(("description", .string(subtitle))) }
            members.append(("url", .string("/quick-action/" + action.item.type)))
            members.append(("icons", .array([.object([
                ("src", .string(WebAssets.iconPath(forSymbol: action.item.iconSymbolName))), ("sizes", .string("any")),
                ("type", .string("image/svg+xml")),
            ])])))
            return .object(members)
        }
        let manifest: JSONValue = .object([
            ("name", .string(name)), ("short_name", .string(name)), ("lang", .string(visit.language.identifier)), ("dir", .string("ltr")),
            ("id", .string("/")), ("start_url", .string("/")), ("scope", .string("/")), ("display", .string("standalone")),
            ("background_color", .string("#ffffff")), ("theme_color", .string("#1f4e79")),
            ("icons", .array([.object([("src", .string("/assets/icons/app.svg")), ("sizes", .string("any")), ("type", .string("image/svg+xml"))])])),
            ("shortcuts", .array(shortcuts)),
        ])
        return Response(
            status: .ok,
            headers: [.contentType: "application/manifest+json; charset=utf-8", .cacheControl: "no-cache", .vary: "Accept-Language, Cookie",
                      .contentLanguage: visit.language.identifier],
            body: ResponseBody(string: JSONWriter.text(manifest, style: .pretty) + "\n"))
    }

    // MARK: Intents

    /// The JSON object of a request's body as parameter values (strings, numbers and booleans as text).
    func intentValues(_ request: Request, _ visit: Visit) throws -> [String: String] {
        guard !request.body.isEmpty else { return [:] }
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: request.body.bytes, maximumDepth: 8)
        } catch {
            throw HTTPError(.badRequest, message: "\(error)")
        }
        guard let members = document.root.objectMembers else {
            throw HTTPError(.badRequest, message: String(
                localized: "The body must be a JSON object of parameter values.", bundle: .module, locale: visit.language.locale,
                comment: "POST /intents with a body that is not a JSON object."))
        }
        var values: [String: String] = [:]
        for member in members {
            switch member.value.kind {
            case .string(let text): values[member.key] = text
            case .number(let text): values[member.key] = text
            case .bool(let flag): values[member.key] = flag ? "true" : "false"
            case .null: continue
            default:
                throw HTTPError(.badRequest, message: String(
                    localized: "The value of “\(member.key)” must be a string, a number or a boolean.", bundle: .module,
                    locale: visit.language.locale, comment: "POST /intents with a nested value."))
            }
        }
        return values
    }

    /// Whether the device may run `intent`: changing the course (adding a term to a category) is the teacher's.
    func checkIntentRole(_ intent: any AppIntent, _ visit: Visit) throws {
        if intent is AddTermIntent, visit.device.role != .teacher {
            throw HTTPError(.forbidden, message: String(
                localized: "Only the teacher adds terms to the course; add your own on My terms, or propose one.", bundle: .module,
                locale: visit.language.locale, comment: "A student ran the add-term intent."))
        }
    }

    /// Runs an intent of `type` with `values` through the app's runner: 200 with the dialog and value; 422 with the
    /// prompt (and choices) of the first missing value, or for a value that is not one of a parameter's; 409 with the
    /// dialog of a confirmation not given (`?confirm=yes` gives it).
    func runIntent<Intent: AppIntent>(_ type: Intent.Type, values: [String: String], confirms: Bool, visit: Visit) async throws -> Response {
        let intent = Intent()
        try checkIntentRole(intent, visit)
        let environment = visit.app.environment
        let locale = visit.language.locale
        let parameters = intent.intentParameters
        for (name, text) in values.sorted(by: { $0.key < $1.key }) {
            guard let parameter = parameters.first(where: { $0.name == name }) else {
                return ErrorPage.json(.object([
                    ("error", .string(String(localized: "“\(name)” is not a parameter of this intent; it takes \(parameters.map(\.name).joined(separator: ", ")).",
                                             bundle: .module, locale: locale, comment: "POST /intents with an unknown parameter; the list is the parameters."))),
                    ("parameter", .string(name)), ("parameters", .array(parameters.map { .string($0.name) })),
                ]), status: .unprocessableContent)
            }
            let set = await visit.app.perform { () async -> Bool in
                if await parameter.setValue(fromStorage: [text], environment: environment) { return true }
                return await parameter.setValue(fromText: text, environment: environment)
            }
            guard set else {
                let choices = await visit.app.perform { await parameter.choices(environment: environment) }
                return ErrorPage.json(.object([
                    ("error", .string(String(localized: "“\(text)” is not a value for \(environment.render(parameter.title)).", bundle: .module, locale: locale,
                                             comment: "POST /intents with a value a parameter cannot take."))),
                    ("parameter", .string(name)), ("title", .string(environment.render(parameter.title))),
                    ("choices", Self.choicesJSON(choices)),
                ]), status: .unprocessableContent)
            }
        }
        let prompter = WebPrompter(confirms: confirms)
        let result: IntentRunResult
        do {
            result = try await visit.app.run(intent, prompter: prompter)
        } catch IntentRunError.cancelled {
            if let request = prompter.request { return Self.missingValueJSON(request) }
            if let confirmation = prompter.confirmation {
                return ErrorPage.json(.object([("confirmation", .string(confirmation)), ("confirm", .string("?confirm=yes"))]), status: .conflict)
            }
            throw visit.app.appError(IntentRunError.cancelled)
        } catch let error as IntentRunError {
            if let request = prompter.request { return Self.missingValueJSON(request) }
            throw visit.app.appError(error)
        }
        return try await resultResponse(result, intent: intent, visit: visit)
    }

    static func choicesJSON(_ choices: [IntentChoice]) -> JSONValue {
        .array(choices.map { .object([("title", .string($0.title)), ("value", .string($0.storage.first ?? $0.title))]) })
    }

    static func missingValueJSON(_ request: IntentValueRequest) -> Response {
        var members: [(String, JSONValue)] = [
            ("missing", .string(request.parameterName)), ("title", .string(request.title)), ("prompt", .string(request.prompt)),
        ]
        if !request.choices.isEmpty { members.append(("choices", choicesJSON(request.choices))) }
        return ErrorPage.json(.object(members), status: .unprocessableContent)
    }

    /// An intent's result as JSON: its dialog, its value, and the page it opens (a foreground intent's router action),
    /// streamed into the response's bytes (a search's terms are not built as values first).
    func resultResponse(_ result: IntentRunResult, intent: any AppIntent, visit: Visit) async throws -> Response {
        let app = visit.app
        // Only an intent that may run in the foreground (or whose result opens one) leaves an action in the router: a
        // background intent's call does not wait for the main actor (two thread hops a call).
        let mayOpen = !type(of: intent).supportedModes.subtracting(.background).isEmpty || result.openedIntentResult != nil
        let action = mayOpen ? await MainActor.run { app.router.take() } : nil
        var writer = JSONWriter(style: .compact, capacity: 8192)
        writer.openObject()
        writer.writeKey("dialog")
        writer.writeValue(result.dialog ?? result.openedIntentResult?.dialog)
        writer.writeKey("value")
        switch result.value {
        case let concepts as [ConceptEntity]: AppJSON.write(concepts, into: &writer)
        case let value: writer.writeValue(Self.json(of: value))
        }
        if let action {
            writer.writeKey("open")
            writer.writeValue(path(for: action, visit))
        }
        writer.closeObject()
        if intent is AddTermIntent, let added = result.value as? ConceptEntity { publishTermChange(added.id, app: visit.app) }
        return ErrorPage.json(bytes: writer.bytes)
    }

    static func json(of value: (any Sendable)?) -> JSONValue {
        switch value {
        case nil: .null
        case let concept as ConceptEntity: AppJSON.concept(concept)
        case let concepts as [ConceptEntity]: .array(concepts.map(AppJSON.concept))
        case let text as String: .string(text)
        case let number as Int: .number(number)
        case let flag as Bool: .bool(flag)
        case let value?: .string(String(describing: value))
        }
    }

    // MARK: The command box

    /// Runs what the command box says: matches the App Shortcut phrases in the page's language, asks in the page for
    /// what is missing (one question at a time, as Siri does), asks a confirmation, then shows the dialog (or opens
    /// the page a foreground intent opens).
    func say(_ form: URLEncodedForm, visit: Visit) async throws -> Response {
        let locale = visit.language.locale
        let utterance = (form["utterance"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        var values: [String: String] = [:]
        for (name, value) in form where name.hasPrefix("value-") && !value.isEmpty { values[String(name.dropFirst(6))] = value }
        let title = String(localized: "Say what to do", bundle: .module, locale: locale, comment: "Label of the command box, which runs the app's phrases.")
        let matched: MatchedPhrase
        do {
            matched = try await visit.app.match(utterance, values: values)
        } catch let error as AppError {
            return Page.response(visit, title: title, status: .unprocessableContent) { html in
                html.element("p", ["class": "error", "id": "say-error", "role": "alert"], text: ErrorPage.message(of: error, locale: locale))
            }
        }
        try checkIntentRole(matched.intent, visit)
        let prompter = WebPrompter(confirms: form["confirm"] == "yes")
        let result: IntentRunResult
        do {
            result = try await visit.app.run(matched.intent, prompter: prompter)
        } catch let error as IntentRunError {
            if let request = prompter.request {
                return sayQuestion(visit, title: matched.title, utterance: utterance, values: values, request: request)
            }
            if let confirmation = prompter.confirmation {
                return sayConfirmation(visit, title: matched.title, utterance: utterance, values: values, dialog: confirmation)
            }
            throw visit.app.appError(error)
        }
        let app = visit.app
        let action = await MainActor.run { app.router.take() }
        if matched.intent is AddTermIntent, let added = result.value as? ConceptEntity { publishTermChange(added.id, app: visit.app) }
        if let action { return Response.redirect(to: path(for: action, visit)) }
        return Page.response(visit, title: matched.title) { html in
            html.element("p", ["class": "notice", "id": "say-dialog", "role": "status"], text: result.dialog ?? savedNotice(visit))
            if let concepts = result.value as? [ConceptEntity] {
                termList(html, concepts, attributes: ["class": "rows terms", "id": "say-results"])
            }
        }
    }

    private func sayHiddenFields(_ html: HTMLWriter, _ visit: Visit, utterance: String, values: [String: String]) {
        Page.csrfField(html, visit)
        html.void("input", ["type": "hidden", "name": "utterance", "value": utterance])
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            html.void("input", ["type": "hidden", "name": "value-\(name)", "value": value])
        }
    }

    func sayQuestion(_ visit: Visit, title: String, utterance: String, values: [String: String], request: IntentValueRequest) -> Response {
        let locale = visit.language.locale
        return Page.response(visit, title: title) { html in
            html.element("form", ["method": "post", "action": "/say", "id": "say-question-form"]) {
                sayHiddenFields(html, visit, utterance: utterance, values: values)
                html.element("div", ["class": "field"]) {
                    let id = "say-value"
                    html.element("label", ["for": id, "id": "say-prompt"], text: request.prompt)
                    if request.choices.isEmpty {
                        html.void("input", ["type": "text", "name": "value-\(request.parameterName)", "id": id, "required": "", "autofocus": ""])
                    } else {
                        html.element("select", ["name": "value-\(request.parameterName)", "id": id]) {
                            for choice in request.choices {
                                // The title, as a person would say it: what phrase matching reads a value from.
                                html.element("option", ["value": choice.title], text: choice.title)
                            }
                        }
                    }
                }
                html.element("button", ["type": "submit", "id": "say-answer"], text: String(
                    localized: "Continue", bundle: .module, locale: locale, comment: "Button: answer the command box's question."))
            }
        }
    }

    func sayConfirmation(_ visit: Visit, title: String, utterance: String, values: [String: String], dialog: String) -> Response {
        let locale = visit.language.locale
        return Page.response(visit, title: title) { html in
            html.element("form", ["method": "post", "action": "/say", "id": "say-confirm-form"]) {
                sayHiddenFields(html, visit, utterance: utterance, values: values)
                html.void("input", ["type": "hidden", "name": "confirm", "value": "yes"])
                html.element("p", ["id": "say-confirmation"], text: dialog)
                html.element("button", ["type": "submit", "id": "say-confirm"], text: String(
                    localized: "Yes", bundle: .module, locale: locale, comment: "Button: confirm what the command box asks."))
            }
            html.element("p") { html.element("a", ["href": "/", "id": "say-cancel"], text: String(localized: "No", bundle: .module, locale: locale, comment: "Link: do not confirm.")) }
        }
    }

    // MARK: Focus and today

    func focusPage(_ visit: Visit, notice: String?) async throws -> Response {
        let locale = visit.language.locale
        let courses = try visit.app.read { try $0.courses() }
        let focused = await visit.app.focusedCourse()
        return Page.response(visit, title: String(localized: "Course focus", bundle: .module, locale: locale, comment: "Title of the focus page."), notice: notice) { html in
            html.element("p", text: String(
                localized: "While a course is in focus, this device's lists, search, study and term of the day show only that course.",
                bundle: .module, locale: locale, comment: "Explanation of the course focus."))
            html.element("form", ["method": "post", "action": "/focus", "id": "focus-form"]) {
                Page.csrfField(html, visit)
                html.element("div", ["class": "field"]) {
                    html.element("label", ["for": "focus-course"], text: String(localized: "Course", bundle: .module, locale: locale, comment: "Label of the focus menu."))
                    html.element("select", ["name": "course", "id": "focus-course"]) {
                        html.element("option", ["value": "", "selected": focused == nil ? "" : nil], text: String(
                            localized: "Every course", bundle: .module, locale: locale, comment: "The focus menu's choice for no focus."))
                        for course in courses {
                            html.element("option", ["value": course.code, "selected": focused?.code == course.code ? "" : nil],
                                         text: course.name.isEmpty ? course.code : "\(course.name) (\(course.code))")
                        }
                    }
                }
                html.element("button", ["type": "submit", "id": "focus-submit"], text: String(localized: "Save", bundle: .module, locale: locale, comment: "Button: save changes."))
            }
        }
    }

    /// The term-of-the-day card: a small page of its own (no navigation), so that it can be embedded as a widget.
    func todayCard(_ visit: Visit, card: TermOfTheDayCard?, dialog: String?) async throws -> Response {
        let locale = visit.language.locale
        let html = HTMLWriter()
        let heading = card?.heading ?? String(localized: "Term of the day", bundle: .module, locale: locale, comment: "Navigation link.")
        html.raw("<!DOCTYPE html>")
        html.element("html", ["lang": visit.language.identifier]) {
            html.element("head") {
                html.void("meta", ["charset": "utf-8"])
                html.void("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
                html.element("title", text: heading + " · Sanasto")
                html.void("link", ["rel": "stylesheet", "href": "/assets/sanasto.css"])
            }
            html.element("body", ["data-role": visit.device.role.rawValue]) {
                html.element("main", ["id": "main"]) {
                    html.element("section", ["class": "card", "id": "today-card", "aria-labelledby": "today-heading"]) {
                        html.element("h1", ["id": "today-heading"], text: heading)
                        guard let card else {
                            html.element("p", ["id": "today-empty"], text: String(
                                localized: "No term of the day: the course (or the course in focus) has no terms.", bundle: .module, locale: locale,
                                comment: "The term of the day of an empty course."))
                            return
                        }
                        let concept = card.concept
                        html.element("p", ["class": "muted"], text: concept.terminologyTitle)
                        html.element("p", ["class": "term", "id": "today-term", "lang": concept.language.rawValue], text: concept.term)
                        for translation in concept.translations {
                            html.element("p", ["lang": translation.language.rawValue], text: translation.text)
                        }
                        if let definition = concept.definition { html.element("p", ["class": "subtitle"], text: definition) }
                        if let dialog { html.element("p", ["class": "notice", "id": "today-dialog", "role": "status"], text: dialog) }
                        html.element("form", ["method": "post", "action": "/today/toggle", "id": "today-toggle-form"]) {
                            Page.csrfField(html, visit)
                            html.element("button", ["type": "submit", "id": "today-toggle", "role": "switch", "aria-checked": concept.isLearned ? "true" : "false"],
                                         text: (concept.isLearned ? "☑ " : "☐ ") + card.toggleLabel)
                        }
                        html.element("p") { html.element("a", ["href": "/", "target": "_top"], text: "Sanasto") }
                    }
                }
            }
        }
        return Response.html(html.output)
    }
}
#endif
