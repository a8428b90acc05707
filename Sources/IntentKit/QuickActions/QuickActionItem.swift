import Foundation

/// A home-screen quick action declared in Info.plist's `UIApplicationShortcutItems` — what UIKit's
/// `UIApplicationShortcutItem` is to an app (`item.type` names the action).
///
/// UIKit does not exist off Apple platforms, so the portable name differs from Apple's.
public struct QuickActionItem: Sendable, Hashable {
    /// `UIApplicationShortcutItemType` (`com.your.app.actionA`).
    public var type: String
    /// `UIApplicationShortcutItemTitle`: a key in the `InfoPlist` table (or the title itself).
    public var titleKey: String
    /// `UIApplicationShortcutItemSubtitle`, also a key in the `InfoPlist` table.
    public var subtitleKey: String?
    /// `UIApplicationShortcutItemIconSymbolName`: an SF Symbol name.
    public var iconSymbolName: String?
    /// `UIApplicationShortcutItemIconType` (`UIApplicationShortcutIconTypeAdd`).
    public var iconType: String?
    /// `UIApplicationShortcutItemUserInfo`; non-string values are kept as their text.
    public var userInfo: [String: String]

    /// Creates an item.
    public init(
        type: String, titleKey: String, subtitleKey: String? = nil,
        iconSymbolName: String? = nil, iconType: String? = nil, userInfo: [String: String] = [:]
    ) {
        self.type = type
        self.titleKey = titleKey
        self.subtitleKey = subtitleKey
        self.iconSymbolName = iconSymbolName
        self.iconType = iconType
        self.userInfo = userInfo
    }

    /// The table titles are localized from.
    public static let table = "InfoPlist"

    /// The title localized from the `InfoPlist` table (the key itself when missing), through the environment's
    /// localizer: its language chain for the locale, then the development language.
    public func title(in environment: IntentEnvironment) -> String {
        environment.localizer.result(titleKey, table: Self.table, language: environment.locale).string
    }

    /// The subtitle localized from the `InfoPlist` table.
    public func subtitle(in environment: IntentEnvironment) -> String? {
        guard let subtitleKey else { return nil }
        return environment.localizer.result(subtitleKey, table: Self.table, language: environment.locale).string
    }
}
