import Foundation

/// A type a parameter can hold: String, Int, Double, Bool, Date, URL, `IntentEnum`s, `IntentEntity`s,
/// and optionals and arrays of these.
public protocol IntentValueType: Sendable {
    /// The kind of value.
    static var intentValueKind: IntentValueKind { get }
    /// Whether a missing value is acceptable (true for optionals).
    static var isOptionalIntentValue: Bool { get }
    /// The value stored as strings (one per element; none for nil).
    var intentStorage: [String] { get }
    /// Rebuilds a value from `intentStorage`.
    static func intentValue(fromStorage storage: [String], environment: IntentEnvironment) async -> Self?
    /// Parses a user's answer.
    static func intentValue(fromText text: String, environment: IntentEnvironment) async -> Self?
    /// The values a prompt offers, suggested ones first (empty for free-form kinds).
    static func intentChoices(environment: IntentEnvironment) async -> [IntentChoice]
    /// The value as the user reads it.
    func intentDisplayText(environment: IntentEnvironment) -> String
    /// What a required parameter reads as before it was resolved (`""`, `0`, `false`, an enum's first case, an
    /// empty array), so that reading it early never crashes; nil when the type has no such value (entities).
    static var intentPlaceholderValue: Self? { get }
}

/// A value that is one item (not an optional or array).
public protocol IntentScalarValue: IntentValueType {
    /// Rebuilds the value from one stored string.
    static func intentValue(fromStorageString string: String, environment: IntentEnvironment) async -> Self?
}

extension IntentValueType {
    /// False: only optionals accept a missing value.
    public static var isOptionalIntentValue: Bool { false }
    /// None by default.
    public static var intentPlaceholderValue: Self? { nil }
    /// No choices by default.
    public static func intentChoices(environment: IntentEnvironment) async -> [IntentChoice] { [] }
}

extension IntentScalarValue {
    /// Rebuilds the value from its single stored string.
    public static func intentValue(fromStorage storage: [String], environment: IntentEnvironment) async -> Self? {
        guard storage.count == 1, let first = storage.first else { return nil }
        return await intentValue(fromStorageString: first, environment: environment)
    }

    /// Rebuilds the value from one stored string (by default, like text).
    public static func intentValue(fromStorageString string: String, environment: IntentEnvironment) async -> Self? {
        await intentValue(fromText: string, environment: environment)
    }
}

extension String: IntentScalarValue {
    /// Read before resolution: `""`.
    public static var intentPlaceholderValue: String? { "" }
    /// `.string`.
    public static var intentValueKind: IntentValueKind { .string }
    /// The string itself.
    public var intentStorage: [String] { [self] }
    /// The text, trimmed; nil when empty.
    public static func intentValue(fromText text: String, environment: IntentEnvironment) async -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
    /// The string itself.
    public func intentDisplayText(environment: IntentEnvironment) -> String { self }
}

extension Int: IntentScalarValue {
    /// Read before resolution: `0`.
    public static var intentPlaceholderValue: Int? { 0 }
    /// `.integer`.
    public static var intentValueKind: IntentValueKind { .integer }
    /// The decimal digits.
    public var intentStorage: [String] { [String(self)] }
    /// A decimal integer.
    public static func intentValue(fromText text: String, environment: IntentEnvironment) async -> Int? {
        Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    /// The decimal digits.
    public func intentDisplayText(environment: IntentEnvironment) -> String { String(self) }
}

extension Double: IntentScalarValue {
    /// Read before resolution: `0`.
    public static var intentPlaceholderValue: Double? { 0 }
    /// `.double`.
    public static var intentValueKind: IntentValueKind { .double }
    /// The number as Swift prints it.
    public var intentStorage: [String] { [String(self)] }
    /// A finite decimal number; a comma is accepted as the decimal separator.
    public static func intentValue(fromText text: String, environment: IntentEnvironment) async -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        // Finite numbers only: `Double(_:)` also reads `nan`, `inf` and overflows to infinity.
        let value = Double(trimmed) ?? Double(trimmed.replacingOccurrences(of: ",", with: "."))
        return value.flatMap { $0.isFinite ? $0 : nil }
    }
    /// The number as Swift prints it.
    public func intentDisplayText(environment: IntentEnvironment) -> String { String(self) }
}

extension Bool: IntentScalarValue {
    /// Read before resolution: `false`.
    public static var intentPlaceholderValue: Bool? { false }
    /// `.boolean`.
    public static var intentValueKind: IntentValueKind { .boolean }
    /// `true` or `false`.
    public var intentStorage: [String] { [String(self)] }
    /// Yes/no words in English, Finnish and Turkish, and `true`/`false`/`1`/`0`.
    public static func intentValue(fromText text: String, environment: IntentEnvironment) async -> Bool? {
        let folded = IntentLanguage.fold(text, locale: environment.locale)
        if ["true", "yes", "y", "1", "on", "kylla", "joo", "evet", "dogru"].contains(folded) { return true }
        if ["false", "no", "n", "0", "off", "ei", "hayır", "hayir", "yanlıs", "yanlis"].contains(folded) { return false }
        return nil
    }
    /// `true` or `false`.
    public func intentDisplayText(environment: IntentEnvironment) -> String { String(self) }
}

extension Date: IntentScalarValue {
    /// Read before resolution: `Date(timeIntervalSince1970: 0)`.
    public static var intentPlaceholderValue: Date? { Date(timeIntervalSince1970: 0) }
    /// `.date`.
    public static var intentValueKind: IntentValueKind { .date }
    /// Seconds since the reference date, exactly.
    public var intentStorage: [String] { [String(timeIntervalSinceReferenceDate)] }
    /// Seconds since the reference date, or text as a user would type it.
    public static func intentValue(fromStorageString string: String, environment: IntentEnvironment) async -> Date? {
        if let seconds = Double(string) { return Date(timeIntervalSinceReferenceDate: seconds) }
        return await intentValue(fromText: string, environment: environment)
    }
    /// An ISO 8601 date-time or a `yyyy-MM-dd` date (UTC midnight).
    public static func intentValue(fromText text: String, environment: IntentEnvironment) async -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let date = try? Date(trimmed, strategy: .iso8601) { return date }
        return try? Date(trimmed, strategy: Date.ISO8601FormatStyle().year().month().day())
    }
    /// ISO 8601.
    public func intentDisplayText(environment: IntentEnvironment) -> String { formatted(.iso8601) }
}

extension URL: IntentScalarValue {
    /// Read before resolution: `URL(string: "about:blank")`.
    public static var intentPlaceholderValue: URL? { URL(string: "about:blank") }
    /// `.url`.
    public static var intentValueKind: IntentValueKind { .url }
    /// The absolute string.
    public var intentStorage: [String] { [absoluteString] }
    /// A URL with a scheme.
    public static func intentValue(fromText text: String, environment: IntentEnvironment) async -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: trimmed), url.scheme != nil else { return nil }
        return url
    }
    /// The absolute string.
    public func intentDisplayText(environment: IntentEnvironment) -> String { absoluteString }
}

extension Optional: IntentValueType where Wrapped: IntentValueType {
    /// The wrapped kind.
    public static var intentValueKind: IntentValueKind { Wrapped.intentValueKind }
    /// True.
    public static var isOptionalIntentValue: Bool { true }
    /// The wrapped value's storage, or none.
    public var intentStorage: [String] { self?.intentStorage ?? [] }
    /// Nil for no storage, else the wrapped value (nil when it cannot be rebuilt).
    public static func intentValue(fromStorage storage: [String], environment: IntentEnvironment) async -> Wrapped?? {
        if storage.isEmpty { return .some(nil) }
        guard let value = await Wrapped.intentValue(fromStorage: storage, environment: environment) else { return nil }
        return .some(value)
    }
    /// The wrapped value parsed from `text`.
    public static func intentValue(fromText text: String, environment: IntentEnvironment) async -> Wrapped?? {
        guard let value = await Wrapped.intentValue(fromText: text, environment: environment) else { return nil }
        return .some(value)
    }
    /// The wrapped type's choices.
    public static func intentChoices(environment: IntentEnvironment) async -> [IntentChoice] {
        await Wrapped.intentChoices(environment: environment)
    }
    /// The wrapped value's text, or empty.
    public func intentDisplayText(environment: IntentEnvironment) -> String {
        self?.intentDisplayText(environment: environment) ?? ""
    }
}

extension Array: IntentValueType where Element: IntentScalarValue {
    /// Read before resolution: empty.
    public static var intentPlaceholderValue: [Element]? { [] }
    /// The element kind.
    public static var intentValueKind: IntentValueKind { Element.intentValueKind }
    /// One stored string per element.
    public var intentStorage: [String] { flatMap(\.intentStorage) }
    /// Every element rebuilt (unrebuildable ones, such as deleted entities, skipped).
    public static func intentValue(fromStorage storage: [String], environment: IntentEnvironment) async -> [Element]? {
        var result: [Element] = []
        for item in storage {
            if let value = await Element.intentValue(fromStorage: [item], environment: environment) { result.append(value) }
        }
        return result
    }
    /// Items separated by commas or semicolons; nil when any item does not parse.
    public static func intentValue(fromText text: String, environment: IntentEnvironment) async -> [Element]? {
        var result: [Element] = []
        for part in text.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            let item = part.trimmingCharacters(in: .whitespaces)
            if item.isEmpty { continue }
            guard let value = await Element.intentValue(fromText: item, environment: environment) else { return nil }
            result.append(value)
        }
        return result.isEmpty ? nil : result
    }
    /// The element type's choices.
    public static func intentChoices(environment: IntentEnvironment) async -> [IntentChoice] {
        await Element.intentChoices(environment: environment)
    }
    /// The elements' texts joined with commas.
    public func intentDisplayText(environment: IntentEnvironment) -> String {
        map { $0.intentDisplayText(environment: environment) }.joined(separator: ", ")
    }
}
