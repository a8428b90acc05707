/// A finding's message as its check made it: a finished text, or the parts of one of the sentences a lint of a
/// large catalog reports by the ten thousand, written into a report's text without a `String` of their own.
///
/// The parts refer to the finding's own ``ValidationFinding/key`` and ``ValidationFinding/locale``, which the
/// finding turns the message into text before it changes.
enum ValidationFindingMessage: Sendable {
    /// The message as written.
    case text(String)
    /// `"key" has no "locale" translation`.
    case missingTranslation
    /// `the "locale" translation of "key" (plural:one)` then the ending: a string unit's state or empty value.
    case translation(path: [CatalogStringUnitLeaf.Step], ending: Ending)

    /// How a ``translation(path:ending:)`` sentence ends.
    enum Ending: UInt8, Sendable {
        case isNew, needsReview, isStale, isEmpty

        /// The words after the subject.
        var text: StaticString {
            switch self {
            case .isNew: " is new (not translated yet)"
            case .needsReview: " needs review"
            case .isStale: " is stale"
            case .isEmpty: " is empty"
            }
        }
    }

    /// The message as text, about `key` in `locale`.
    func text(key: String?, locale: String?) -> String {
        if case .text(let text) = self { return text }
        var message = ValidationMessage(capacity: 96 + (key?.utf8.count ?? 0))
        write { part in
            switch part {
            case .literal(let literal): message.append(literal)
            case .text(let text): message.append(text)
            case .key: message.append(key ?? "")
            case .locale: message.append(locale ?? "")
            case .path(let path): message.appendPlace(path)
            }
        }
        return message.text
    }

    /// Writes the message into `buffer` as one line (see ``DiagnosticTextBuffer/writeOneLine(_:)``).
    @inline(__always)
    func writeOneLine(key: String?, locale: String?, to buffer: inout DiagnosticTextBuffer) {
        if case .text(let text) = self { return buffer.writeOneLine(text) }
        write { part in
            switch part {
            case .literal(let literal): buffer.putLiteral(literal)
            case .text(let text): buffer.writeOneLine(text)
            // Written from the arguments as they are (a part holding a copy would retain it).
            case .key: if let key { buffer.writeOneLine(key) }
            case .locale: if let locale { buffer.writeOneLine(locale) }
            case .path(let path):
                guard !path.isEmpty else { return }
                buffer.putLiteral(" (")
                for (index, step) in path.enumerated() {
                    if index > 0 { buffer.putLiteral(" › ") }
                    switch step {
                    case .plural(let name): buffer.putLiteral("plural:"); buffer.writeOneLine(name)
                    case .device(let name): buffer.putLiteral("device:"); buffer.writeOneLine(name)
                    case .substitution(let name): buffer.putLiteral("substitution:"); buffer.writeOneLine(name)
                    }
                }
                buffer.put(UInt8(ascii: ")"))
            }
        }
    }

    /// One part of a message: literal words, a text, the key or locale (empty when `nil`), or a leaf's place.
    private enum Part {
        case literal(StaticString)
        case text(String)
        case key
        case locale
        case path([CatalogStringUnitLeaf.Step])
    }

    /// Calls `body` with the parts of a sentence (not of a ``text(_:)``), in order.
    @inline(__always)
    private func write(_ body: (Part) -> Void) {
        switch self {
        case .text(let text):
            body(.text(text))
        case .missingTranslation:
            body(.literal("\""))
            body(.key)
            body(.literal("\" has no \""))
            body(.locale)
            body(.literal("\" translation"))
        case .translation(let path, let ending):
            body(.literal("the \""))
            body(.locale)
            body(.literal("\" translation of \""))
            body(.key)
            body(.literal("\""))
            body(.path(path))
            body(.literal(ending.text))
        }
    }

    /// Whether two messages about the same key and locale have the same text, told without making it when
    /// both are the same sentence.
    func hasSameText(as other: ValidationFindingMessage, key: String?, locale: String?, otherKey: String?, otherLocale: String?) -> Bool {
        switch (self, other) {
        case (.text(let left), .text(let right)): return left == right
        case (.missingTranslation, .missingTranslation) where key == otherKey && locale == otherLocale: return true
        case (.translation(let leftPath, let leftEnding), .translation(let rightPath, let rightEnding))
            where key == otherKey && locale == otherLocale && leftEnding == rightEnding && leftPath == rightPath:
            return true
        default:
            return text(key: key, locale: locale) == other.text(key: otherKey, locale: otherLocale)
        }
    }
}
