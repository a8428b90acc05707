// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import TerminologyKit

/// The frame of every page: `<html lang>`, the head (styles, script, manifest, the CSRF token for scripts), a skip
/// link, the navigation for the device's role, the language menu, the command box, and the page's content.
enum Page {
    /// A complete page.
    static func response(
        _ visit: Visit, title: String, status: HTTPResponse.Status = .ok, notice: String? = nil, _ content: (HTMLWriter) -> Void
    ) -> Response {
        let html = write(visit, title: title, notice: notice, content)
        return Response(status: status, headers: [.contentType: "text/html; charset=utf-8"], body: ResponseBody(bytes: html.bytes))
    }

    static func render(_ visit: Visit, title: String, notice: String? = nil, _ content: (HTMLWriter) -> Void) -> String {
        write(visit, title: title, notice: notice, content).output
    }

    private static func write(_ visit: Visit, title: String, notice: String?, _ content: (HTMLWriter) -> Void) -> HTMLWriter {
        let frame = Self.frame(visit)
        let html = HTMLWriter()
        for part in frame.parts {
            html.raw(bytes: part.literal)
            switch part.slot {
            case .csrf?: html.text(visit.device.csrfToken)
            case .title?: html.text(title)
            case .content?:
                if let notice { html.element("p", ["class": "notice", "role": "status", "id": "notice"], text: notice) }
                content(html)
            case nil: break
            }
        }
        return html
    }

    /// The markup around a page's content for one language and role, with slots for what differs per request: the
    /// device's CSRF token, the title and the content. Rendered once and kept (the frame's texts, its navigation and
    /// the language menu were most of a page's cost); the slots are filled and escaped per request.
    struct Frame {
        enum Slot: CaseIterable {
            case csrf, title, content

            /// What stands for the slot while the frame is rendered: a control character that no text of the frame
            /// holds and escaping leaves alone.
            var marker: String {
                switch self {
                case .csrf: "\u{1}csrf\u{1}"
                case .title: "\u{1}title\u{1}"
                case .content: "\u{1}content\u{1}"
                }
            }
        }

        struct Part {
            var literal: [UInt8]
            var slot: Slot?
        }

        var parts: [Part]

        /// The frame `markup` describes, cut at its markers.
        init(markup: String) {
            var parts: [Part] = []
            var rest = Substring(markup)
            while case let (slot, range)? = Slot.allCases.compactMap({ slot in rest.range(of: slot.marker).map { (slot, $0) } })
                .min(by: { $0.1.lowerBound < $1.1.lowerBound }) {
                parts.append(Part(literal: Array(rest[..<range.lowerBound].utf8), slot: slot))
                rest = rest[range.upperBound...]
            }
            parts.append(Part(literal: Array(rest.utf8), slot: nil))
            self.parts = parts
        }
    }

    private static let frames = Locked([String: Frame]())

    static func frame(_ visit: Visit) -> Frame {
        let key = visit.language.identifier + "/" + visit.device.role.rawValue
        if let known = frames.withLock({ $0[key] }) { return known }
        var template = visit
        template.device.csrfToken = Frame.Slot.csrf.marker
        let frame = Frame(markup: renderFrame(template))
        frames.withLock { $0[key] = frame }
        return frame
    }

    /// The whole frame, its slots written as their markers.
    private static func renderFrame(_ visit: Visit) -> String {
        let locale = visit.language.locale
        let title = Frame.Slot.title.marker
        let html = HTMLWriter()
        html.raw("<!DOCTYPE html>")
        html.element("html", ["lang": visit.language.identifier]) {
            html.element("head") {
                html.void("meta", ["charset": "utf-8"])
                html.void("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
                html.void("meta", ["name": "csrf-token", "content": visit.device.csrfToken])
                html.element("title", text: title + " · Sanasto")
                html.void("link", ["rel": "stylesheet", "href": "/assets/sanasto.css"])
                html.void("link", ["rel": "manifest", "href": "/manifest.webmanifest"])
                html.void("link", ["rel": "icon", "href": "/assets/icons/app.svg", "type": "image/svg+xml"])
                html.element("script", ["src": "/assets/sanasto.js", "defer": ""])
            }
            let liveLabel = String(
                localized: "New or changed term", bundle: .module, locale: locale, comment: "Announced when the teacher adds or edits a term while the page is open.")
            let removedLabel = String(
                localized: "Term removed", bundle: .module, locale: locale, comment: "Announced when the teacher deletes a term while the page is open.")
            html.element("body", ["data-role": visit.device.role.rawValue, "data-live-label": liveLabel, "data-live-removed-label": removedLabel]) {
                html.element("a", ["class": "skip", "href": "#main"], text: String(
                    localized: "Skip to content", bundle: .module, locale: locale, comment: "The first link of every page, for keyboard users."))
                html.element("header", ["class": "site"]) {
                    html.element("a", ["class": "brand", "href": "/"], text: "Sanasto")
                    navigation(html, visit)
                    languageMenu(html, visit)
                }
                if visit.device.role != .visitor { commandBox(html, visit) }
                html.element("main", ["id": "main", "tabindex": "-1"]) {
                    html.element("h1", text: title)
                    html.raw(Frame.Slot.content.marker)
                }
                html.element("div", ["id": "live", "class": "live", "role": "status", "aria-live": "polite"])
            }
        }
        return html.output
    }

    /// A hidden field with the device's CSRF token: every form that changes something carries it.
    static func csrfField(_ html: HTMLWriter, _ visit: Visit) {
        html.void("input", ["type": "hidden", "name": "csrf", "value": visit.device.csrfToken])
    }

    /// A form that posts to `action` with the CSRF field and one button (a link-like action that changes state).
    static func buttonForm(_ html: HTMLWriter, _ visit: Visit, action: String, label: String, id: String? = nil, fields: [(String, String)] = [], kind: String = "") {
        html.element("form", ["method": "post", "action": action, "class": "inline"]) {
            csrfField(html, visit)
            for (name, value) in fields { html.void("input", ["type": "hidden", "name": name, "value": value]) }
            html.element("button", ["type": "submit", "id": id, "class": kind.isEmpty ? nil : kind], text: label)
        }
    }

    private static func navigation(_ html: HTMLWriter, _ visit: Visit) {
        let locale = visit.language.locale
        var links: [(String, String, String)] = []
        switch visit.device.role {
        case .visitor:
            links = [
                ("/join", "nav-join", String(localized: "Join the class", bundle: .module, locale: locale, comment: "Navigation link.")),
                ("/sign-in", "nav-sign-in", String(localized: "Teacher sign-in", bundle: .module, locale: locale, comment: "Navigation link.")),
            ]
        case .student, .teacher:
            links = [
                ("/", "nav-course", String(localized: "Course", bundle: .module, locale: locale, comment: "Navigation link: the course's categories.")),
                ("/search", "nav-search", String(localized: "Search", bundle: .module, locale: locale, comment: "Navigation link.")),
                ("/study", "nav-study", String(localized: "Study", bundle: .module, locale: locale, comment: "Navigation link.")),
                ("/today", "nav-today", String(localized: "Term of the day", bundle: .module, locale: locale, comment: "Navigation link.")),
                ("/focus", "nav-focus", String(localized: "Focus", bundle: .module, locale: locale, comment: "Navigation link: the course focus.")),
            ]
            if visit.device.role == .teacher {
                links.append(("/teacher", "nav-teacher", String(localized: "Teach", bundle: .module, locale: locale, comment: "Navigation link: the teacher's pages.")))
                links.append(("/teacher/proposals", "nav-proposals", String(localized: "Proposals", bundle: .module, locale: locale, comment: "Navigation link.")))
            } else {
                // The teacher's terms are the course's; only a student has terms of their own.
                links.append(("/terms/new", "nav-add-term", String(localized: "My terms", bundle: .module, locale: locale, comment: "Navigation link: the student's own terms.")))
                links.append(("/propose", "nav-propose", String(localized: "Propose a term", bundle: .module, locale: locale, comment: "Navigation link.")))
            }
        }
        html.element("nav", ["aria-label": String(localized: "Main", bundle: .module, locale: locale, comment: "The main navigation's accessible name.")]) {
            html.element("ul") {
                for (href, id, label) in links {
                    html.element("li") { html.element("a", ["href": href, "id": id], text: label) }
                }
            }
        }
        if visit.device.role != .visitor {
            buttonForm(html, visit, action: "/sign-out", label: String(
                localized: "Sign out", bundle: .module, locale: locale, comment: "Button: forget this device's sign-in."), id: "sign-out")
        }
    }

    private static func languageMenu(_ html: HTMLWriter, _ visit: Visit) {
        let locale = visit.language.locale
        html.element("form", ["method": "post", "action": "/language", "class": "language", "id": "language-form"]) {
            csrfField(html, visit)
            html.element("label", ["for": "language-select"], text: String(
                localized: "Language", bundle: .module, locale: locale, comment: "Label of the language menu."))
            html.element("select", ["name": "lang", "id": "language-select"]) {
                for (code, name) in [("en", "English"), ("fi", "Suomi"), ("tr", "Türkçe")] {
                    html.element("option", ["value": code, "lang": code, "selected": code == visit.language.identifier ? "" : nil], text: name)
                }
            }
            html.element("button", ["type": "submit", "id": "language-submit"], text: String(
                localized: "Change", bundle: .module, locale: locale, comment: "Button of the language menu."))
        }
    }

    /// The command box's example: the app's first phrase in the page's language (computed once per language; the
    /// phrases are the app's, and do not change while it runs).
    private static let placeholders = Locked([String: String]())

    private static func placeholder(_ visit: Visit) -> String {
        let language = visit.language.identifier
        if let known = placeholders.withLock({ $0[language] }) { return known }
        let phrase = visit.app.phrases().first ?? ""
        placeholders.withLock { $0[language] = phrase }
        return phrase
    }

    private static func commandBox(_ html: HTMLWriter, _ visit: Visit) {
        let locale = visit.language.locale
        html.element("form", ["method": "post", "action": "/say", "class": "command", "id": "command-form", "role": "search"]) {
            csrfField(html, visit)
            html.element("label", ["for": "command-box"], text: String(
                localized: "Say what to do", bundle: .module, locale: locale, comment: "Label of the command box, which runs the app's phrases."))
            html.void("input", [
                "type": "text", "name": "utterance", "id": "command-box", "autocomplete": "off",
                "placeholder": placeholder(visit),
            ])
            html.element("button", ["type": "submit", "id": "command-submit"], text: String(
                localized: "Run", bundle: .module, locale: locale, comment: "Button of the command box."))
        }
    }
}
#endif
