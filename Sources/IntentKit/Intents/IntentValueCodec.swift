// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Foundation
import Localization

/// How each intent value type is stored, parsed, offered and shown — package-internal, so that no public member is
/// added to `String`, `Int` or the app's enums and entities.
///
/// Values are handled by their type (`Any.Type`, from `IntentParameter<Value>`): scalars by identity, enums and
/// entities through their protocols, optionals and arrays through their wrapped and element types.
package enum IntentValueCodec {
    /// What an optional value holds: `nil` when `value` is not an optional, `.some(nil)` for `nil`.
    static func unwrapOptional(_ value: Any) -> Any?? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return nil }
        return .some(mirror.children.first?.value)
    }

    /// The kind of value a type holds.
    package static func kind(of type: Any.Type) -> IntentValueKind {
        if let optional = type as? any IntentOptionalValueType.Type { return kind(of: optional.wrappedIntentType) }
        if let array = type as? any IntentArrayValueType.Type { return kind(of: array.elementIntentType) }
        if type is any AppEnum.Type { return .enumeration }
        if type is any AppEntity.Type { return .entity }
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(Int.self): return .integer
        case ObjectIdentifier(Double.self): return .double
        case ObjectIdentifier(Bool.self): return .boolean
        case ObjectIdentifier(Date.self): return .date
        case ObjectIdentifier(URL.self): return .url
        default: return .string
        }
    }

    /// Whether a missing value is acceptable (optionals).
    package static func isOptional(_ type: Any.Type) -> Bool {
        type is any IntentOptionalValueType.Type
    }

    /// What a required parameter reads as before it was resolved (`""`, `0`, `false`, the reference date,
    /// `about:blank`, an enum's first case, an empty array), so that reading it early never crashes; `nil` for
    /// entities, which have no such value.
    package static func placeholder(for type: Any.Type) -> Any? {
        if let optional = type as? any IntentOptionalValueType.Type { return optional.noneValue }
        if let array = type as? any IntentArrayValueType.Type { return array.makeArray([]) }
        if let enumType = type as? any AppEnum.Type { return enumType.firstCase }
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): return ""
        case ObjectIdentifier(Int.self): return 0
        case ObjectIdentifier(Double.self): return 0.0
        case ObjectIdentifier(Bool.self): return false
        case ObjectIdentifier(Date.self): return Date(timeIntervalSince1970: 0)
        case ObjectIdentifier(URL.self): return URL(string: "about:blank")
        default: return nil
        }
    }

    // MARK: Storage

    /// The value stored as strings: one per element, none for `nil`.
    package static func storage(of value: Any) -> [String] {
        if let wrapped = unwrapOptional(value) { return wrapped.map(storage(of:)) ?? [] }
        if let array = value as? [Any] { return array.flatMap(storage(of:)) }
        switch value {
        case let value as any AppEnum: return [value.intentStorageString]
        case let value as any AppEntity: return [value.intentStorageString]
        case let value as String: return [value]
        case let value as Int: return [String(value)]
        case let value as Double: return [String(value)]
        case let value as Bool: return [String(value)]
        case let value as Date: return [String(value.timeIntervalSinceReferenceDate)]
        case let value as URL: return [value.absoluteString]
        default: return [String(describing: value)]
        }
    }

    /// Rebuilds a value of `type` from its storage; `nil` when it cannot be rebuilt (an entity that is gone). An
    /// optional with no storage is `nil` of that optional type.
    package static func value(fromStorage storage: [String], as type: Any.Type, environment: IntentEnvironment) async -> Any? {
        if let optional = type as? any IntentOptionalValueType.Type {
            if storage.isEmpty { return optional.noneValue }
            return await value(fromStorage: storage, as: optional.wrappedIntentType, environment: environment)
        }
        if let array = type as? any IntentArrayValueType.Type {
            var elements: [Any] = []
            // Elements that cannot be rebuilt (deleted entities) are skipped.
            for item in storage {
                if let element = await value(fromStorage: [item], as: array.elementIntentType, environment: environment) {
                    elements.append(element)
                }
            }
            return array.makeArray(elements)
        }
        guard storage.count == 1, let string = storage.first else { return nil }
        if let enumType = type as? any AppEnum.Type { return enumType.intentValue(fromStorageString: string) }
        if let entityType = type as? any AppEntity.Type {
            return await entityType.intentValue(fromStorageString: string)
        }
        if ObjectIdentifier(type) == ObjectIdentifier(Date.self), let seconds = Double(string) {
            return Date(timeIntervalSinceReferenceDate: seconds)
        }
        return await value(fromText: string, as: type, environment: environment)
    }

    // MARK: Text

    /// Parses a user's answer into a value of `type`; `nil` when it does not parse.
    ///
    /// Text is trimmed; integers are decimal; a decimal number may use a comma and must be finite; yes/no in
    /// English, Finnish and Turkish; dates ISO 8601 or `yyyy-MM-dd`; URLs need a scheme; enum cases by their
    /// localized names and synonyms; entities by their title; arrays are items separated by commas or semicolons.
    package static func value(fromText text: String, as type: Any.Type, environment: IntentEnvironment) async -> Any? {
        if let optional = type as? any IntentOptionalValueType.Type {
            return await value(fromText: text, as: optional.wrappedIntentType, environment: environment)
        }
        if let array = type as? any IntentArrayValueType.Type {
            var elements: [Any] = []
            for part in text.split(whereSeparator: { $0 == "," || $0 == ";" }) {
                let item = part.trimmingCharacters(in: .whitespaces)
                if item.isEmpty { continue }
                guard let element = await value(fromText: item, as: array.elementIntentType, environment: environment) else {
                    return nil
                }
                elements.append(element)
            }
            return elements.isEmpty ? nil : array.makeArray(elements)
        }
        if let enumType = type as? any AppEnum.Type { return enumType.intentValue(fromText: text, environment: environment) }
        if let entityType = type as? any AppEntity.Type {
            return await entityType.intentValue(fromText: text, environment: environment)
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self):
            return trimmed.isEmpty ? nil : trimmed
        case ObjectIdentifier(Int.self):
            return Int(trimmed)
        case ObjectIdentifier(Double.self):
            // Finite numbers only: `Double(_:)` also reads `nan`, `inf` and overflows to infinity.
            let number = Double(trimmed) ?? Double(trimmed.replacingOccurrences(of: ",", with: "."))
            return number.flatMap { $0.isFinite ? $0 : nil }
        case ObjectIdentifier(Bool.self):
            let folded = IntentLanguage.fold(text, locale: environment.locale)
            if ["true", "yes", "y", "1", "on", "kylla", "joo", "evet", "dogru"].contains(folded) { return true }
            if ["false", "no", "n", "0", "off", "ei", "hayır", "hayir", "yanlıs", "yanlis"].contains(folded) { return false }
            return nil
        case ObjectIdentifier(Date.self):
            if let date = try? Date(trimmed, strategy: .iso8601) { return date }
            return try? Date(trimmed, strategy: Date.ISO8601FormatStyle().year().month().day())
        case ObjectIdentifier(URL.self):
            guard let url = URL(string: trimmed), url.scheme != nil else { return nil }
            return url
        default:
            return nil
        }
    }

    // MARK: Showing

    /// The value as the user reads it (an enum's localized name, an entity's title).
    package static func displayText(of value: Any, environment: IntentEnvironment) -> String {
        if let wrapped = unwrapOptional(value) { return wrapped.map { displayText(of: $0, environment: environment) } ?? "" }
        if let array = value as? [Any] { return array.map { displayText(of: $0, environment: environment) }.joined(separator: ", ") }
        switch value {
        case let value as any AppEnum: return value.intentDisplayText(environment: environment)
        case let value as any AppEntity: return value.intentDisplayText(environment: environment)
        case let value as Date: return value.formatted(.iso8601)
        case let value as URL: return value.absoluteString
        default: return String(describing: value)
        }
    }

    /// The values a prompt offers for `type`: an enum's cases in order, an entity's suggested entities first; none
    /// for free-form kinds.
    package static func choices(for type: Any.Type, environment: IntentEnvironment) async -> [IntentChoice] {
        if let optional = type as? any IntentOptionalValueType.Type {
            return await choices(for: optional.wrappedIntentType, environment: environment)
        }
        if let array = type as? any IntentArrayValueType.Type {
            return await choices(for: array.elementIntentType, environment: environment)
        }
        if let enumType = type as? any AppEnum.Type { return enumType.intentChoices(environment: environment) }
        if let entityType = type as? any AppEntity.Type { return await entityType.intentChoices(environment: environment) }
        return []
    }

    /// The slot an App Shortcut phrase can have for `type`: enums and entities (and optionals and arrays of them)
    /// only, as Apple allows.
    package static func phraseSlot(for type: Any.Type, environment: IntentEnvironment) -> PhraseSlot? {
        if let optional = type as? any IntentOptionalValueType.Type {
            return phraseSlot(for: optional.wrappedIntentType, environment: environment)
        }
        if let array = type as? any IntentArrayValueType.Type {
            return phraseSlot(for: array.elementIntentType, environment: environment)
        }
        if let enumType = type as? any AppEnum.Type { return enumType.enumPhraseSlot(environment: environment) }
        if let entityType = type as? any AppEntity.Type { return entityType.entityPhraseSlot(environment: environment) }
        return nil
    }
}
#endif
