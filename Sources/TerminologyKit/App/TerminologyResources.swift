import Foundation
import IntentKit

/// The app's resources: its String Catalogs and the Info.plist that declares its quick actions.
public enum TerminologyResources {
    /// The bundle holding `Localizable`, `InfoPlist` and `AppShortcuts` catalogs and `App/Info.plist`.
    public static var bundle: Bundle { .module }

    /// The app's Info.plist (its quick actions, display name and localizations).
    public static var infoPlistURL: URL? {
        Bundle.module.url(forResource: "Info", withExtension: "plist", subdirectory: "App")
            ?? Bundle.module.resourceURL?.appendingPathComponent("App/Info.plist")
    }

    /// The home-screen quick actions Info.plist declares, in order (read once).
    public static func quickActionItems() throws -> [QuickActionItem] {
        try quickActions.get()
    }

    private static let quickActions: Result<[QuickActionItem], QuickActionError> = {
        guard let url = infoPlistURL else { return .failure(QuickActionError(message: "the app's Info.plist is missing from its resources")) }
        return Result { () throws(QuickActionError) in try QuickActionCatalog.items(contentsOf: url) }
    }()
}
