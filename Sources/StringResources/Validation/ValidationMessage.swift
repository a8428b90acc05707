import Foundation

/// Builds a finding's message (or any short text) from parts into one byte buffer, made into a `String` once.
///
/// A lint may report tens of thousands of findings; `String` interpolation and `String.append` grow and
/// re-check the string for every part, which cost more than the checks themselves. Appending bytes is a copy.
struct ValidationMessage: ~Copyable {
    private var buffer: DiagnosticTextBuffer

    /// An empty message with room for `capacity` bytes.
    init(capacity: Int = 128) {
        buffer = DiagnosticTextBuffer(capacity: capacity)
    }

    /// Appends `text`.
    mutating func append(_ text: String) {
        buffer.write(text)
    }

    /// Appends `text`.
    mutating func append(_ text: Substring) {
        buffer.write(text)
    }

    /// Appends a literal.
    mutating func append(_ literal: StaticString) {
        buffer.putLiteral(literal)
    }

    /// Appends `number` in decimal.
    mutating func append(_ number: Int) {
        buffer.putNumber(number)
    }

    /// Appends ` (plural:one › device:mac)`, a leaf's variation path as messages show it, or nothing for the
    /// localization's own string.
    mutating func appendPlace(_ path: [CatalogStringUnitLeaf.Step]) {
        guard !path.isEmpty else { return }
        append(" (")
        appendSteps(path)
        append(")")
    }

    /// Appends `plural:one › device:mac`.
    mutating func appendSteps(_ path: [CatalogStringUnitLeaf.Step]) {
        for (index, step) in path.enumerated() {
            if index > 0 { buffer.write(" › ") }
            switch step {
            case .plural(let name): append("plural:"); append(name)
            case .device(let name): append("device:"); append(name)
            case .substitution(let name): append("substitution:"); append(name)
            }
        }
    }

    /// Appends `the "fi" value of "key"` and the leaf's place, the subject of most findings about one value.
    mutating func appendValueSubject(locale: String, key: String, path: [CatalogStringUnitLeaf.Step], noun: String = "value") {
        append("the \"")
        append(locale)
        append("\" ")
        append(noun)
        append(" of \"")
        append(key)
        append("\"")
        appendPlace(path)
    }

    /// The message.
    var text: String { buffer.text() }

    /// The key path of a leaf's member: `strings › key › localizations › locale`, the leaf's steps, then `suffix`.
    static func keyPath(key: String, locale: String, path: [CatalogStringUnitLeaf.Step], suffix: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(4 + 3 * path.count + suffix.count)
        result.append("strings")
        result.append(key)
        result.append("localizations")
        result.append(locale)
        for step in path {
            switch step {
            case .plural(let category): result.append("variations"); result.append("plural"); result.append(category)
            case .device(let device): result.append("variations"); result.append("device"); result.append(device)
            case .substitution(let name): result.append("substitutions"); result.append(name)
            }
        }
        result.append(contentsOf: suffix)
        return result
    }

    /// Whether `text` holds the byte `byte` (a `%`, say), found a word at a time.
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ buffer -> Bool in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return false }
            return memchr(base, Int32(byte), buffer.count) != nil
        }) { return found }
        return text.utf8.contains(byte)
    }
}
