/// The one way the web pages write HTML: elements with attributes and text, every text and attribute value escaped.
///
/// ```swift
/// let html = HTMLWriter()
/// html.element("li", ["id": "term-12", "class": "term"]) { html.text(term) }   // "<script>" shows as text
/// ```
/// Only `raw(_:)` writes markup as given; pages use it for nothing but constant strings of their own.
public final class HTMLWriter {
    /// The HTML written so far.
    public private(set) var output = ""

    /// An empty document.
    public init() {
        output.reserveCapacity(4096)
    }

    /// `text`, escaped.
    public func text(_ text: String) {
        output += Self.escape(text)
    }

    /// Markup exactly as given: constant markup of the pages only, never user text.
    public func raw(_ markup: String) {
        output += markup
    }

    /// An element with `attributes` (nil values are left out, empty ones written as boolean attributes) and the
    /// content `body` writes.
    public func element(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], _ body: () -> Void = {}) {
        open(name, attributes)
        body()
        output += "</\(name)>"
    }

    /// An element with attributes whose content is `text`, escaped.
    public func element(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], text content: String) {
        element(name, attributes) { text(content) }
    }

    /// A void element (`input`, `meta`, `link`, `br`): no content, no end tag.
    public func void(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
        open(name, attributes)
    }

    private func open(_ name: String, _ attributes: KeyValuePairs<String, String?>) {
        output += "<" + name
        for (key, value) in attributes {
            guard let value else { continue }
            output += value.isEmpty ? " \(key)" : " \(key)=\"\(Self.escape(value))\""
        }
        output += ">"
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references (safe in text and quoted attributes).
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
