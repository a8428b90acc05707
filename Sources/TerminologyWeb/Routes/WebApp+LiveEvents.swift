// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import StringResources
import TerminologyKit

/// What the teacher changes goes out to every open page as a Server-Sent Event (`GET /events`): terms added,
/// changed, moved and deleted; categories renamed and deleted; terminologies renamed and deleted. Each event carries
/// what a page needs to show the change in its own language, so that pages never reload.
extension WebApp {
    /// Tells open pages that a term of the course was added or changed (they show it without a reload).
    ///
    /// The term goes out as each page language shows it (`terms.fi`, `terms.en`, `terms.tr`: which of its texts is the
    /// term and which are translations depends on the reader's language), and once more as `term` in the language of
    /// whoever changed it. A term in a category also carries the category's line in each language (`subtitles.fi`:
    /// "Kategoriassa on 4 termiä"), for the pages that show it. A term that left `previousCategory` for another (or
    /// for none) names it, with its new line (`previousSubtitles`), so that its page drops the term.
    func publishTermChange(_ conceptID: UUID, app: TerminologyApp, previousCategory: UUID? = nil) {
        guard let concept = try? app.read({ try $0.concept(id: conceptID) }),
              let entity = try? app.conceptEntities(ids: [conceptID]).first else { return }
        var terms: [(String, JSONValue)] = []
        for identifier in AppLanguage.localizations {
            guard let reader = reader(identifier, like: app),
                  let shown = try? reader.conceptEntities(ids: [conceptID]).first else { continue }
            terms.append((identifier, Self.liveTerm(shown)))
        }
        var members: [(String, JSONValue)] = [
            ("term", Self.liveTerm(entity)), ("terms", .object(terms)), ("category", .string(concept.categoryID?.uuidString.lowercased())),
            ("subtitles", concept.categoryID.map { categorySubtitles($0, terminologyID: concept.terminologyID, app: app) } ?? .null),
            ("terminology", .string(concept.terminologyID.uuidString.lowercased())),
        ]
        if let previousCategory, previousCategory != concept.categoryID {
            members.append(("previousCategory", .string(previousCategory.uuidString.lowercased())))
            members.append(("previousSubtitles", categorySubtitles(previousCategory, terminologyID: concept.terminologyID, app: app)))
        }
        publish("term", .object(members))
    }

    /// Tells open pages that the teacher deleted a term: lists drop it, its category's line counts one less.
    func publishTermRemoval(_ removed: ConceptEntity, categoryID: UUID?, app: TerminologyApp) {
        publish("term-removed", .object([
            ("id", .string(removed.id.uuidString.lowercased())), ("term", AppJSON.concept(removed)),
            ("category", .string(categoryID?.uuidString.lowercased())),
            ("subtitles", categoryID.map { categorySubtitles($0, terminologyID: removed.terminologyID, app: app) } ?? .null),
            ("terminology", .string(removed.terminologyID.uuidString.lowercased())),
        ]))
    }

    /// Tells open pages that the teacher added a category: the course page lists it at its place, with its line in
    /// the page's language (`subtitles.fi`: "Ei termejä tässä kategoriassa").
    func publishCategoryAddition(_ category: TerminologyKit.Category, app: TerminologyApp) {
        let position = (try? app.read { try $0.categories(of: category.terminologyID) }.firstIndex { $0.id == category.id }) ?? nil
        publish("category-added", .object([
            ("id", .string(category.id.uuidString.lowercased())), ("name", .string(category.name)),
            ("terminology", .string(category.terminologyID.uuidString.lowercased())),
            ("position", .number(position)),
            ("subtitles", categorySubtitles(category.id, terminologyID: category.terminologyID, app: app)),
        ]))
    }

    /// Tells open pages that the teacher renamed a category: its row on the course page and its own page's heading
    /// show the new name.
    func publishCategoryRename(_ category: TerminologyKit.Category, to name: String) {
        publish("category", .object([
            ("id", .string(category.id.uuidString.lowercased())), ("name", .string(name)),
            ("terminology", .string(category.terminologyID.uuidString.lowercased())),
        ]))
    }

    /// Tells open pages that the teacher deleted a category: its row leaves the course page, and a page that shows it
    /// says so in its language (`notices.fi`). Its terms stay in the terminology, out of every category.
    func publishCategoryRemoval(_ category: TerminologyKit.Category) {
        let name = category.name
        publish("category-removed", .object([
            ("id", .string(category.id.uuidString.lowercased())), ("name", .string(name)),
            ("terminology", .string(category.terminologyID.uuidString.lowercased())),
            ("notices", inEachLanguage { locale in
                String(localized: "The teacher deleted the category “\(name)”. Its terms stay in the course.", bundle: .module, locale: locale,
                       comment: "Shown on an open page when the teacher deletes the category it shows; the argument is the category's name.")
            }),
        ]))
    }

    /// Tells open pages that the teacher renamed a terminology: its heading on the course page shows the new title.
    func publishTerminologyRename(_ terminology: Terminology) {
        publish("terminology", .object([
            ("id", .string(terminology.id.uuidString.lowercased())), ("title", .string(terminology.title)),
        ]))
    }

    /// Tells open pages that the teacher deleted a terminology: its section leaves the course page, and a page that
    /// shows any of it (a category, a study card) says so in its language.
    func publishTerminologyRemoval(_ terminology: Terminology) {
        let title = terminology.title
        publish("terminology-removed", .object([
            ("id", .string(terminology.id.uuidString.lowercased())), ("title", .string(title)),
            ("notices", inEachLanguage { locale in
                String(localized: "The teacher deleted the terminology “\(title)”.", bundle: .module, locale: locale,
                       comment: "Shown on an open page when the teacher deletes the terminology it shows; the argument is its title.")
            }),
        ]))
    }

    /// A text in each page language, as an object by language identifier.
    private func inEachLanguage(_ text: (Locale) -> String) -> JSONValue {
        .object(AppLanguage.localizations.compactMap { identifier in
            (try? AppLanguage.named(identifier)).map { (identifier, JSONValue.string(text($0.locale))) }
        })
    }

    /// The app in the page language `identifier`, for the same learner (the changer's app itself in its language).
    private func reader(_ identifier: String, like app: TerminologyApp) -> TerminologyApp? {
        guard let language = try? AppLanguage.named(identifier) else { return nil }
        return identifier == app.language.identifier ? app : TerminologyApp(store: store, language: language, learner: app.learner, router: app.router)
    }

    /// A category's line ("Kategoriassa on 4 termiä") in each page language, as it is now.
    private func categorySubtitles(_ categoryID: UUID, terminologyID: UUID, app: TerminologyApp) -> JSONValue {
        guard let count = try? app.read({
            try $0.conceptCount(in: .terminology(terminologyID), category: .category(categoryID), includeDeprecated: false)
        }) else { return .null }
        return .object(AppLanguage.localizations.compactMap { identifier in
            reader(identifier, like: app).map { (identifier, JSONValue.string($0.categorySubtitle(count))) }
        })
    }

    private func publish(_ event: String, _ data: JSONValue) {
        let number = eventCounter.withLock { counter -> Int in
            counter += 1
            return counter
        }
        events.publish(ServerSentEvent(event: event, data: JSONWriter.text(data, style: .compact), id: "\(eventEpoch)-\(number)"))
    }
}
#endif
