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
        appendEscaped(text)
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
        output += "</"
        output += name
        output += ">"
    }

    /// An element with attributes whose content is `text`, escaped.
    public func element(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], text content: String) {
        open(name, attributes)
        appendEscaped(content)
        output += "</"
        output += name
        output += ">"
    }

    /// A void element (`input`, `meta`, `link`, `br`): no content, no end tag.
    public func void(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
        open(name, attributes)
    }

    // Pages are written piece by piece into one string: no interpolated temporaries (most of a page's cost was
    // building and copying them).
    private func open(_ name: String, _ attributes: KeyValuePairs<String, String?>) {
        output += "<"
        output += name
        for (key, value) in attributes {
            guard let value else { continue }
            output += " "
            output += key
            if !value.isEmpty {
                output += "=\""
                appendEscaped(value)
                output += "\""
            }
        }
        output += ">"
    }

    /// Appends `text` with `&`, `<`, `>`, `"` and `'` written as character references.
    private func appendEscaped(_ text: String) {
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let reference: String
            switch utf8[index] {
            case 0x26: reference = "&amp;"
            case 0x3C: reference = "&lt;"
            case 0x3E: reference = "&gt;"
            case 0x22: reference = "&quot;"
            case 0x27: reference = "&#39;"
            default:
                utf8.formIndex(after: &index)
                continue
            }
            // Sliced through the UTF-8 view: the five are ASCII, so `start` and `index` are on scalar boundaries, and
            // a String subscript would round them to character boundaries (a combining mark after a quote would
            // take the quote back in, unescaped).
            if start != index { output.append(contentsOf: Substring(utf8[start..<index])) }
            output += reference
            utf8.formIndex(after: &index)
            start = index
        }
        if start == utf8.startIndex {
            output += text
        } else if start != utf8.endIndex {
            output.append(contentsOf: Substring(utf8[start..<utf8.endIndex]))
        }
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references (safe in text and quoted attributes).
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
        let writer = HTMLWriter()
        writer.appendEscaped(text)
        return writer.output
    }
}
