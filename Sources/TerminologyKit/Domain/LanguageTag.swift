import Foundation
import Localization

/// A validated BCP 47 language tag (RFC 5646) in its canonical case: `fi`, `en-GB`, `sr-Latn-RS`.
///
/// Validation is strict about the syntax (subtag lengths and order, no repeated variant or extension) and checks
/// the subtags that ISO registers: the language against ISO 639 (private-use `qaa`–`qtz` allowed), the script
/// against ISO 15924 and the region against ISO 3166 / UN M.49. `_` is accepted in place of `-`, so that Apple's
/// and POSIX's `fi_FI` are read as `fi-FI`. Grandfathered tags (`i-klingon`) and private-use-only tags are refused.
public struct LanguageTag: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The canonical text: language lowercased, script in title case, region uppercased, the rest lowercased.
    public let rawValue: String

    /// The primary language subtag (`fi` in `fi-FI`).
    public var language: String {
        rawValue.split(separator: "-", maxSplits: 1).first.map(String.init) ?? rawValue
    }

    /// Validates `text` and returns its canonical form.
    public init(_ text: String) throws(LanguageTagError) {
        rawValue = try Self.canonicalize(text)
    }

    /// Validates `rawValue`; nil when it is not a valid tag.
    public init?(rawValue: String) {
        guard let canonical = try? Self.canonicalize(rawValue) else { return nil }
        self.rawValue = canonical
    }

    /// A tag known to be canonical (the library's own constants).
    init(unchecked canonical: String) {
        rawValue = canonical
    }

    /// The tag for `text` read back from storage: validated once per distinct text, then taken from a cache, since
    /// a library holds a handful of languages and reads them on every row.
    static func stored(_ text: String) -> LanguageTag? {
        if let known = storedTags.withLock({ $0[text] }) { return known }
        guard let tag = LanguageTag(rawValue: text) else { return nil }
        storedTags.withLock { cache in
            if cache.count > 1024 { cache.removeAll() }
            cache[text] = tag
        }
        return tag
    }

    private static let storedTags = LockedDictionary()

    /// Finnish, `fi`.
    public static let finnish = LanguageTag(unchecked: "fi")
    /// English, `en`.
    public static let english = LanguageTag(unchecked: "en")
    /// Turkish, `tr`.
    public static let turkish = LanguageTag(unchecked: "tr")

    public var description: String { rawValue }

    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension LanguageTag: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try LanguageTag(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// The cache behind `LanguageTag.stored`.
final class LockedDictionary: @unchecked Sendable {
    private var values: [String: LanguageTag] = [:]
    private let lock = NSLock()

    func withLock<T>(_ body: (inout [String: LanguageTag]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&values)
    }
}

/// Why a text is not a valid language tag, with the 1-based column of the offending subtag.
public struct LanguageTagError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text that was given.
    public var tag: String
    /// The 1-based column (in characters) where the offending subtag starts.
    public var column: Int
    /// What is wrong, as a value an app looks up in its user's language (the key is the English sentence).
    public var localizableReason: String.LocalizationValue
    /// What is wrong, in English.
    public var reason: String { localizableReason.moduleText() }
    /// What is wrong, for a message that quotes it: rendered in the message's language.
    public var localizedReason: LocalizedStringResource { LocalizedStringResource(localizableReason) }

    public var description: String { "invalid language tag '\(tag)' at column \(column): \(reason)" }
}

extension LanguageTag {
    private enum Part { case language, extlang, script, region, variant, extensionSingleton, done }

    static func canonicalize(_ text: String) throws(LanguageTagError) -> String {
        func fail(_ column: Int, _ reason: String.LocalizationValue) -> LanguageTagError {
            LanguageTagError(tag: text, column: column, localizableReason: reason)
        }
        guard !text.isEmpty else { throw fail(1, "the tag is empty") }
        guard text.unicodeScalars.allSatisfy({ $0.isASCII && ($0 == "-" || $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }) else {
            let offset = text.unicodeScalars.firstIndex { !($0.isASCII && ($0 == "-" || $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))) }
            let column = offset.map { text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: $0) + 1 } ?? 1
            throw fail(column, "only ASCII letters, digits and '-' may appear in a language tag")
        }
        // Split keeping each subtag's column; an empty subtag (`fi--FI`, a trailing `-`) is an error.
        var subtags: [(text: String, column: Int)] = []
        var current = ""
        var start = 1
        for (index, character) in text.enumerated() {
            if character == "-" || character == "_" {
                guard !current.isEmpty else { throw fail(index + 1, "empty subtag") }
                subtags.append((current.lowercased(), start))
                current = ""
                start = index + 2
            } else {
                current.append(character)
            }
        }
        guard !current.isEmpty else { throw fail(text.count, "the tag ends with a separator") }
        subtags.append((current.lowercased(), start))

        let isAlpha = { (s: String) in s.allSatisfy { $0.isASCII && $0.isLetter } }
        let isDigit = { (s: String) in s.allSatisfy { $0.isASCII && $0.isNumber } }
        let first = subtags[0]
        if first.text == "x" { throw fail(1, "a private-use tag has no language") }
        if first.text == "i" { throw fail(1, "grandfathered tags are not supported") }
        guard isAlpha(first.text), (2...3).contains(first.text.count) else {
            throw fail(1, "the language subtag '\(first.text)' must be 2 or 3 letters (ISO 639)")
        }
        guard Self.isKnownLanguage(first.text) else { throw fail(1, "unknown language '\(first.text)'") }

        var output = [first.text]
        var part = Part.extlang
        var extlangCount = 0
        var variants: Set<String> = []
        var singletons: Set<String> = []
        var index = 1
        while index < subtags.count {
            let (subtag, column) = subtags[index]
            index += 1
            if subtag.count == 1 {
                // An extension (`-u-…`, `-t-…`) or private use (`-x-…`): one or more subtags follow.
                let isPrivate = subtag == "x"
                guard isPrivate || (subtag.first.map { $0.isLetter || $0.isNumber } ?? false) else {
                    throw fail(column, "'\(subtag)' is not a singleton")
                }
                guard singletons.insert(subtag).inserted else { throw fail(column, "repeated extension '\(subtag)'") }
                output.append(subtag)
                var count = 0
                while index < subtags.count {
                    let (next, nextColumn) = subtags[index]
                    if !isPrivate && next.count == 1 { break }
                    let shortest: Int = isPrivate ? 1 : 2
                    guard (shortest...8).contains(next.count) else {
                        throw fail(nextColumn, "'\(next)' must be \(shortest) to 8 letters or digits")
                    }
                    output.append(next)
                    count += 1
                    index += 1
                }
                guard count > 0 else { throw fail(column, "'\(subtag)' must be followed by at least one subtag") }
                part = .extensionSingleton
                continue
            }
            guard part != .extensionSingleton else {
                throw fail(column, "'\(subtag)' cannot follow an extension; extensions come last")
            }
            if part == .extlang, subtag.count == 3, isAlpha(subtag), extlangCount < 3, first.text.count <= 3 {
                // An extended language subtag (`zh-yue`): accepted only as the ISO 639 language it names.
                guard Self.isKnownLanguage(subtag) else { throw fail(column, "unknown extended language '\(subtag)'") }
                extlangCount += 1
                output.append(subtag)
                continue
            }
            if (part == .extlang || part == .script), subtag.count == 4, isAlpha(subtag) {
                let script = subtag.prefix(1).uppercased() + subtag.dropFirst()
                guard Locale.Script(script).isISOScript else { throw fail(column, "unknown script '\(script)'") }
                output.append(script)
                part = .region
                continue
            }
            if part != .variant, (subtag.count == 2 && isAlpha(subtag)) || (subtag.count == 3 && isDigit(subtag)) {
                let region = subtag.uppercased()
                guard Locale.Region(region).isISORegion else { throw fail(column, "unknown region '\(region)'") }
                output.append(region)
                part = .variant
                continue
            }
            let isVariant = (5...8).contains(subtag.count)
                || (subtag.count == 4 && subtag.first.map { $0.isASCII && $0.isNumber } == true)
            guard isVariant else {
                throw fail(column, "'\(subtag)' is not a script, region or variant subtag here")
            }
            guard variants.insert(subtag).inserted else { throw fail(column, "repeated variant '\(subtag)'") }
            output.append(subtag)
            part = .variant
        }
        return output.joined(separator: "-")
    }

    /// Whether ISO 639 knows `code`, or it is in the private-use range `qaa`–`qtz`.
    static func isKnownLanguage(_ code: String) -> Bool {
        if code.count == 3, code >= "qaa", code <= "qtz" { return true }
        return Locale.LanguageCode(code).isISOLanguage
    }
}
