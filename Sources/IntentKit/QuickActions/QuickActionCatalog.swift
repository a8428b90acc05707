import Foundation
import StringResources

/// Reads `UIApplicationShortcutItems` from an Info.plist.
///
/// The property list is read with StringResources' `PropertyList` (XML or binary), so an error in an XML
/// Info.plist names the line and column of the element concerned.
public enum QuickActionCatalog {
    /// The Info.plist key.
    public static let key = "UIApplicationShortcutItems"

    /// The quick actions of an Info.plist (XML or binary); none when the key is absent.
    ///
    /// - Parameter file: the path used in errors.
    public static func items(fromInfoPlist data: Data, file: String? = nil) throws(QuickActionError) -> [QuickActionItem] {
        let root: PropertyList
        do {
            root = try PropertyList(parsing: data, file: file)
        } catch {
            throw QuickActionError(message: "not a property list: \(error.message)", file: file, position: error.position)
        }
        let locator = PositionLocator(data: data)
        guard case .dictionary(let dictionary) = root else {
            throw QuickActionError(message: "the property list's root is not a dictionary (found <\(root.typeName)>)", file: file)
        }
        return try items(from: dictionary) { message, offset throws(QuickActionError) in
            throw QuickActionError(message: message, file: file, position: locator.position(offset))
        }
    }

    /// The quick actions of an Info.plist file.
    public static func items(contentsOf url: URL) throws(QuickActionError) -> [QuickActionItem] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw QuickActionError(message: "cannot read the file: \(error.localizedDescription)", file: url.relativePath)
        }
        return try items(fromInfoPlist: data, file: url.relativePath)
    }

    /// The quick actions of an already parsed Info.plist dictionary.
    public static func items(fromInfoDictionary dictionary: PropertyListDictionary) throws(QuickActionError) -> [QuickActionItem] {
        try items(from: dictionary) { message, _ throws(QuickActionError) in throw QuickActionError(message: message) }
    }

    /// The quick actions of an Info.plist dictionary as Foundation's `PropertyListSerialization` returns it.
    public static func items(fromInfoDictionary dictionary: [String: Any]) throws(QuickActionError) -> [QuickActionItem] {
        guard let converted = PropertyList(foundationObject: dictionary)?.dictionaryValue else {
            throw QuickActionError(message: "the dictionary holds values that are not property-list values")
        }
        return try items(fromInfoDictionary: converted)
    }

    private static func items(
        from dictionary: PropertyListDictionary,
        fail: (String, Int?) throws(QuickActionError) -> Never
    ) throws(QuickActionError) -> [QuickActionItem] {
        guard let entry = dictionary.entry(key) else { return [] }
        guard case .array(let array) = entry.value else {
            try fail("\(key) is not an array (found <\(entry.value.typeName)>)", entry.valueOffset ?? entry.keyOffset)
        }
        var items: [QuickActionItem] = []
        for (index, element) in array.enumerated() {
            guard case .dictionary(let item) = element else {
                try fail("\(key)[\(index)] is not a dictionary (found <\(element.typeName)>)", entry.valueOffset)
            }
            let itemOffset = item.entries.first?.keyOffset ?? entry.valueOffset
            func string(_ name: String) throws(QuickActionError) -> String? {
                guard let field = item.entry(name) else { return nil }
                guard case .string(let value) = field.value else {
                    try fail("\(key)[\(index)].\(name) is not a string (found <\(field.value.typeName)>)", field.valueOffset)
                }
                return value
            }
            guard let type = try string("UIApplicationShortcutItemType"), !type.isEmpty else {
                try fail("\(key)[\(index)] has no UIApplicationShortcutItemType", item.entry("UIApplicationShortcutItemType")?.valueOffset ?? itemOffset)
            }
            guard let title = try string("UIApplicationShortcutItemTitle") else {
                try fail("\(key)[\(index)] (\(type)) has no UIApplicationShortcutItemTitle", itemOffset)
            }
            var userInfo: [String: String] = [:]
            if let info = item.entry("UIApplicationShortcutItemUserInfo") {
                guard case .dictionary(let values) = info.value else {
                    try fail("\(key)[\(index)].UIApplicationShortcutItemUserInfo is not a dictionary (found <\(info.value.typeName)>)", info.valueOffset)
                }
                for field in values.entries { userInfo[field.key] = field.value.quickActionText }
            }
            items.append(QuickActionItem(
                type: type,
                titleKey: title,
                subtitleKey: try string("UIApplicationShortcutItemSubtitle"),
                iconSymbolName: try string("UIApplicationShortcutItemIconSymbolName"),
                iconType: try string("UIApplicationShortcutItemIconType"),
                userInfo: userInfo
            ))
        }
        return items
    }
}

/// Turns byte offsets of an XML property list into line and column, only when an error is raised.
private struct PositionLocator {
    let data: Data

    func position(_ offset: Int?) -> SourcePosition? {
        guard let offset, let bytes = utf8Bytes() else { return nil }
        return SourcePosition(offset: offset, in: bytes)
    }

    /// The UTF-8 text the reader's offsets refer to: without BOM, UTF-16 transcoded; nil for a binary list.
    private func utf8Bytes() -> [UInt8]? {
        let raw = [UInt8](data)
        if raw.starts(with: Array("bplist".utf8)) { return nil }
        if raw.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(raw.dropFirst(3)) }
        if raw.starts(with: [0xFF, 0xFE]) { return String(data: Data(raw.dropFirst(2)), encoding: .utf16LittleEndian).map { Array($0.utf8) } }
        if raw.starts(with: [0xFE, 0xFF]) { return String(data: Data(raw.dropFirst(2)), encoding: .utf16BigEndian).map { Array($0.utf8) } }
        if raw.count >= 2, raw[0] == 0, raw[1] != 0 { return String(data: data, encoding: .utf16BigEndian).map { Array($0.utf8) } }
        if raw.count >= 2, raw[0] != 0, raw[1] == 0 { return String(data: data, encoding: .utf16LittleEndian).map { Array($0.utf8) } }
        return raw
    }
}

extension PropertyList {
    /// The value as user-info text: strings as they are, numbers and booleans as written in XML.
    var quickActionText: String {
        switch self {
        case .string(let value): value
        case .integer(let value): String(value)
        case .real(let value): value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .boolean(let value): value ? "true" : "false"
        case .date(let value): ISO8601DateFormatter().string(from: value)
        case .data(let value): value.base64EncodedString()
        case .array(let values): values.map(\.quickActionText).joined(separator: ",")
        case .dictionary(let values): values.entries.map { "\($0.key)=\($0.value.quickActionText)" }.joined(separator: ",")
        }
    }

    /// Converts a Foundation property-list object (`NSString`, `NSNumber`, arrays, dictionaries…).
    init?(foundationObject object: Any) {
        switch object {
        case let value as String: self = .string(value)
        case let value as Bool where type(of: object) == Bool.self: self = .boolean(value)
        case let value as Int: self = .integer(value)
        case let value as Double: self = .real(value)
        case let value as Date: self = .date(value)
        case let value as Data: self = .data(value)
        case let values as [Any]:
            var converted: [PropertyList] = []
            for value in values {
                guard let element = PropertyList(foundationObject: value) else { return nil }
                converted.append(element)
            }
            self = .array(converted)
        case let values as [String: Any]:
            var entries: [PropertyListDictionary.Entry] = []
            for key in values.keys.sorted() {
                guard let value = values[key], let element = PropertyList(foundationObject: value) else { return nil }
                entries.append(PropertyListDictionary.Entry(key: key, value: element))
            }
            self = .dictionary(PropertyListDictionary(entries))
        default: return nil
        }
    }
}
