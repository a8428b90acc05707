// Only where AppIntents is absent (see TerminologyApp.swift).
#if !canImport(AppIntents)
import Foundation
import IntentKit

/// A home-screen quick action as the user sees it.
public struct QuickAction: Hashable, Sendable {
    /// The Info.plist item.
    public var item: QuickActionItem
    /// Its title and subtitle in the user's language (from the `InfoPlist` catalog).
    public var title: String
    public var subtitle: String?
    /// Where it opens the app.
    public var action: AppAction?
}

extension TerminologyApp {
    /// The app's quick actions, as its Info.plist declares them, titled in the user's language.
    public func quickActions() throws -> [QuickAction] {
        let items: [QuickActionItem]
        do {
            items = try TerminologyResources.quickActionItems()
        } catch {
            throw AppError(.damaged, "\(error)")
        }
        return items.map { item in
            QuickAction(
                item: item, title: item.title(in: environment), subtitle: item.subtitle(in: environment),
                action: AppAction(rawValue: String(item.type.dropFirst(AppAction.quickActionTypePrefix.count))))
        }
    }

    /// Handles a quick action of type `type` exactly as the app does when the home screen sends one: the router
    /// makes its action pending, for the screen to take once.
    ///
    /// - Throws: ``AppError`` `.usage` for a type the Info.plist does not declare, naming those it does.
    @MainActor
    @discardableResult
    public func handleQuickAction(type: String) throws -> QuickAction {
        let actions = try quickActions()
        guard let quickAction = actions.first(where: { $0.item.type == type }) else {
            throw AppError(.usage, String(
                localized: "There is no quick action “\(type)”; the quick actions are \(actions.map(\.item.type).joined(separator: ", ")).",
                bundle: .module, locale: language.locale, comment: "An unknown quick-action type; the list is the declared types."))
        }
        guard router.handle(quickAction.item) else {
            throw AppError(.failed, "The router does not know the quick action \(type).")
        }
        return quickAction
    }

    /// The app's Desktop Entry, run as `executable`, named in every language the app has.
    public func desktopEntry(executable: String) throws -> DesktopEntry {
        DesktopEntry(
            items: try quickActions().map(\.item), executable: executable, localizer: localizer,
            languages: AppLanguage.localizations, bundle: Bundle.module)
    }
}
#endif
