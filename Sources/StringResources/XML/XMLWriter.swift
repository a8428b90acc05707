/// Writes well-formed XML into bytes, escaping what must be escaped, indenting element-only content.
///
/// Text and attribute values are escaped (`&`, `<`, `>`, `"`; a carriage return as `&#13;` and, in attributes,
/// tabs and line feeds as references, so that a reader gets back exactly what was written). Characters XML 1.0
/// cannot hold at all (C0 controls other than tab, line feed and carriage return; U+FFFE, U+FFFF) are written as
/// U+FFFD. Names are written as given: callers pass valid XML names.
///
/// An element whose content is only text stays on one line; once text is written into an element, its later
/// children are not indented (mixed content keeps its spacing). `takeBytes()` hands over what is written so far,
/// so a large document can be written to a file piece by piece.
public struct XMLWriter {
    /// The bytes written and not yet taken.
    public private(set) var bytes: [UInt8] = []
    /// One level of indentation; empty writes everything on one line.
    public let indentation: String

    private struct Open {
        var name: String
        var hasChildren = false
        var hasText = false
    }

    private var stack: [Open] = []
    private var isStartTagOpen = false
    private var wroteAnything = false

    /// Creates a writer indenting by `indentation` per level.
    public init(indentation: String = "  ", capacity: Int = 0) {
        self.indentation = indentation
        bytes.reserveCapacity(capacity)
    }

    /// How many elements are open.
    public var depth: Int { stack.count }

    /// Writes `<?xml version="1.0" encoding="UTF-8"?>`.
    public mutating func writeDeclaration() {
        append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        wroteAnything = true
    }

    /// Opens an element with `attributes` in the order given.
    public mutating func startElement(_ name: String, attributes: [(name: String, value: String)] = []) {
        beginChild()
        bytes.append(UInt8(ascii: "<"))
        bytes.append(contentsOf: name.utf8)
        for attribute in attributes {
            bytes.append(0x20)
            bytes.append(contentsOf: attribute.name.utf8)
            append("=\"")
            escape(attribute.value, inAttribute: true)
            bytes.append(UInt8(ascii: "\""))
        }
        isStartTagOpen = true
        stack.append(Open(name: name))
    }

    /// Closes the innermost open element (as `<name/>` when it is empty).
    public mutating func endElement() {
        guard let open = stack.popLast() else { return }
        if isStartTagOpen {
            append("/>")
            isStartTagOpen = false
            return
        }
        if open.hasChildren && !open.hasText { newline(level: stack.count) }
        append("</")
        bytes.append(contentsOf: open.name.utf8)
        bytes.append(UInt8(ascii: ">"))
    }

    /// Writes escaped character data into the innermost open element.
    public mutating func text(_ text: String) {
        guard !text.isEmpty else { return }
        closeStartTag()
        if !stack.isEmpty { stack[stack.count - 1].hasText = true }
        escape(text, inAttribute: false)
    }

    /// Writes `<name attributes>text</name>` on one line.
    public mutating func element(_ name: String, attributes: [(name: String, value: String)] = [], text: String) {
        startElement(name, attributes: attributes)
        self.text(text)
        endElement()
    }

    /// Writes a comment (a `--` inside it is written `- -`, which XML requires).
    public mutating func comment(_ text: String) {
        beginChild()
        append("<!--")
        var content = text
        while content.contains("--") { content = content.replacingOccurrences(of: "--", with: "- -") }
        if content.hasSuffix("-") { content += " " }
        escapeInvalidOnly(content)
        append("-->")
    }

    /// Writes a processing instruction.
    public mutating func processingInstruction(target: String, data: String) {
        beginChild()
        append("<?")
        bytes.append(contentsOf: target.utf8)
        if !data.isEmpty {
            bytes.append(0x20)
            escapeInvalidOnly(data.replacingOccurrences(of: "?>", with: "? >"))
        }
        append("?>")
    }

    /// Closes every open element and ends the document with a line break.
    public mutating func finish() {
        while !stack.isEmpty { endElement() }
        bytes.append(0x0A)
    }

    /// The bytes written so far, removing them from the writer.
    public mutating func takeBytes() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    // MARK: - Helpers

    private mutating func beginChild() {
        closeStartTag()
        if stack.isEmpty {
            if wroteAnything { bytes.append(0x0A) }
        } else {
            stack[stack.count - 1].hasChildren = true
            if !stack[stack.count - 1].hasText { newline(level: stack.count) }
        }
        wroteAnything = true
    }

    private mutating func closeStartTag() {
        if isStartTagOpen {
            bytes.append(UInt8(ascii: ">"))
            isStartTagOpen = false
        }
    }

    private mutating func newline(level: Int) {
        guard !indentation.isEmpty else { return }
        bytes.append(0x0A)
        for _ in 0..<level { bytes.append(contentsOf: indentation.utf8) }
    }

    @inline(__always)
    private mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func escape(_ text: String, inAttribute: Bool) {
        var text = text
        text.withUTF8 { utf8 in
            var run = 0
            var index = 0
            let count = utf8.count
            while index < count {
                let byte = utf8[index]
                let replacement: StaticString?
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = inAttribute ? "&quot;" : nil
                case 0x0D: replacement = "&#13;"
                case 0x0A: replacement = inAttribute ? "&#10;" : nil
                case 0x09: replacement = inAttribute ? "&#9;" : nil
                case 0x00..<0x20: replacement = "\u{FFFD}"
                case 0xEF where index + 2 < count && utf8[index + 1] == 0xBF && (utf8[index + 2] == 0xBE || utf8[index + 2] == 0xBF):
                    replacement = "\u{FFFD}"
                default: replacement = nil
                }
                guard let replacement else {
                    index += 1
                    continue
                }
                if run < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index])) }
                append(replacement)
                index += byte == 0xEF ? 3 : 1
                run = index
            }
            if run < count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<count])) }
        }
    }

    private mutating func escapeInvalidOnly(_ text: String) {
        for scalar in text.unicodeScalars { appendValid(scalar) }
    }

    private mutating func appendValid(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        let allowed = value == 0x09 || value == 0x0A || value == 0x0D || (value >= 0x20 && value != 0xFFFE && value != 0xFFFF)
        XMLPullParser.appendUTF8(allowed ? value : 0xFFFD, to: &bytes)
    }
}
