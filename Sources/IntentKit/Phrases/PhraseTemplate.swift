/// A phrase split into text and `${name}` placeholders (`${applicationName}`, `${priority}`).
public struct PhraseTemplate: Sendable, Hashable {
    /// One part of a phrase.
    public enum Part: Sendable, Hashable {
        /// Literal text.
        case text(String)
        /// A `${name}` placeholder.
        case placeholder(String)
    }

    /// The name of the application placeholder.
    public static let applicationName = "applicationName"

    /// The parts in order.
    public var parts: [Part]

    /// Splits `phrase`; an unterminated `${` stays text.
    public init(_ phrase: String) {
        var parts: [Part] = []
        var text = ""
        var index = phrase.startIndex
        while index < phrase.endIndex {
            if phrase[index] == "$",
               phrase.index(after: index) < phrase.endIndex,
               phrase[phrase.index(after: index)] == "{",
               let close = phrase[index...].firstIndex(of: "}") {
                let name = phrase[phrase.index(index, offsetBy: 2)..<close]
                if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    if !text.isEmpty { parts.append(.text(text)); text = "" }
                    parts.append(.placeholder(String(name)))
                    index = phrase.index(after: close)
                    continue
                }
            }
            text.append(phrase[index])
            index = phrase.index(after: index)
        }
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
    }

    /// The placeholder names in order (with repeats).
    public var placeholders: [String] {
        parts.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }

    /// The parameter placeholders (every placeholder except `applicationName`).
    public var parameterPlaceholders: [String] {
        placeholders.filter { $0 != Self.applicationName }
    }

    /// Replaces each `${name}` in `text` with `replacement(name)`, leaving it when that is nil.
    public static func replacePlaceholders(in text: String, _ replacement: (String) -> String?) -> String {
        PhraseTemplate(text).parts.map { part in
            switch part {
            case .text(let value): value
            case .placeholder(let name): replacement(name) ?? "${\(name)}"
            }
        }.joined()
    }
}
