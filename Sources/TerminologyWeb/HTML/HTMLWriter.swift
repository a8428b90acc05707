/// The one way the web pages write HTML: elements with attributes and text, every text and attribute value escaped.
///
/// ```swift
/// let html = HTMLWriter()
/// html.element("li", ["id": "term-12", "class": "term"]) { html.text(term) }   // "<script>" shows as text
/// ```
/// Only `raw(_:)` writes markup as given; pages use it for nothing but constant strings of their own.
public final class HTMLWriter {
    /// The HTML written so far, as UTF-8: a response's body as it is.
    // Bytes, not a String: appending to an array is a copy, and a page is built of a few hundred pieces (appending to
    // a String and turning it into bytes at the end was most of a page's cost).
    public private(set) var bytes: [UInt8] = []

    /// The HTML written so far.
    public var output: String { String(decoding: bytes, as: UTF8.self) }

    /// An empty document.
    public init() {
        bytes.reserveCapacity(4096)
    }

    /// `text`, escaped.
    public func text(_ text: String) {
        appendEscaped(text)
    }

    /// Markup exactly as given: constant markup of the pages only, never user text.
    public func raw(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// Markup exactly as given, as UTF-8 (a kept piece of a page).
    func raw(bytes markup: [UInt8]) {
        bytes.append(contentsOf: markup)
    }

    /// An element with `attributes` (nil values are left out, empty ones written as boolean attributes) and the
    /// content `body` writes.
    public func element(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], _ body: () -> Void = {}) {
        open(name, attributes)
        body()
        close(name)
    }

    /// An element with attributes whose content is `text`, escaped.
    public func element(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], text content: String) {
        open(name, attributes)
        appendEscaped(content)
        close(name)
    }

    /// A void element (`input`, `meta`, `link`, `br`): no content, no end tag.
    public func void(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
        open(name, attributes)
    }

    private func open(_ name: String, _ attributes: KeyValuePairs<String, String?>) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(contentsOf: name.utf8)
        for (key, value) in attributes {
            guard let value else { continue }
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: key.utf8)
            if !value.isEmpty {
                bytes.append(UInt8(ascii: "="))
                bytes.append(UInt8(ascii: "\""))
                appendEscaped(value)
                bytes.append(UInt8(ascii: "\""))
            }
        }
        bytes.append(UInt8(ascii: ">"))
    }

    private func close(_ name: String) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(UInt8(ascii: "/"))
        bytes.append(contentsOf: name.utf8)
        bytes.append(UInt8(ascii: ">"))
    }

    /// Appends `text` with `&`, `<`, `>`, `"` and `'` written as character references.
    private func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for position in utf8.indices {
                let reference: StaticString
                switch utf8[position] {
                case UInt8(ascii: "&"): reference = "&amp;"
                case UInt8(ascii: "<"): reference = "&lt;"
                case UInt8(ascii: ">"): reference = "&gt;"
                case UInt8(ascii: "\""): reference = "&quot;"
                case UInt8(ascii: "'"): reference = "&#39;"
                default: continue
                }
                if runStart < position { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position])) }
                bytes.append(contentsOf: UnsafeBufferPointer(start: reference.utf8Start, count: reference.utf8CodeUnitCount))
                runStart = position + 1
            }
            if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
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
