import Foundation

/// Reads `UIApplicationShortcutItems` from an Info.plist.
public enum QuickActionCatalog {
    /// The Info.plist key.
    public static let key = "UIApplicationShortcutItems"

    /// The quick actions of an Info.plist (XML or binary); none when the key is absent.
    public static func items(fromInfoPlist data: Data) throws(QuickActionError) -> [QuickActionItem] {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw QuickActionError(message: "not a property list: \(error.localizedDescription)")
        }
        guard let dictionary = root as? [String: Any] else {
            throw QuickActionError(message: "the property list's root is not a dictionary")
        }
        return try items(fromInfoDictionary: dictionary)
    }

    /// The quick actions of an already parsed Info.plist dictionary.
    public static func items(fromInfoDictionary dictionary: [String: Any]) throws(QuickActionError) -> [QuickActionItem] {
        guard let raw = dictionary[key] else { return [] }
        guard let array = raw as? [Any] else { throw QuickActionError(message: "\(key) is not an array") }
        var items: [QuickActionItem] = []
        for (index, element) in array.enumerated() {
            guard let entry = element as? [String: Any] else {
                throw QuickActionError(message: "\(key)[\(index)] is not a dictionary")
            }
            guard let type = entry["UIApplicationShortcutItemType"] as? String, !type.isEmpty else {
                throw QuickActionError(message: "\(key)[\(index)] has no UIApplicationShortcutItemType")
            }
            guard let title = entry["UIApplicationShortcutItemTitle"] as? String else {
                throw QuickActionError(message: "\(key)[\(index)] (\(type)) has no UIApplicationShortcutItemTitle")
            }
            var userInfo: [String: String] = [:]
            if let info = entry["UIApplicationShortcutItemUserInfo"] as? [String: Any] {
                for (name, value) in info { userInfo[name] = value as? String ?? "\(value)" }
            }
            items.append(QuickActionItem(
                type: type,
                titleKey: title,
                subtitleKey: entry["UIApplicationShortcutItemSubtitle"] as? String,
                iconSymbolName: entry["UIApplicationShortcutItemIconSymbolName"] as? String,
                iconType: entry["UIApplicationShortcutItemIconType"] as? String,
                userInfo: userInfo
            ))
        }
        return items
    }
}
