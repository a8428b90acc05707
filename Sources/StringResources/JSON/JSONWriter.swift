/// Writes JSON: String Catalogs byte for byte as Xcode writes them, and every machine-readable output of the
/// tools.
///
/// The one JSON writer of the package. Three styles:
/// - ``Style/xcode``: two-space indent, `"key" : value`, object keys in Xcode's order (Foundation's
///   `localizedStandardCompare`), an empty object or array as its bracket, a blank line and the closing
///   bracket, no newline at the end.
/// - ``Style/pretty``: two-space indent, `"key": value`, keys in the order given, `{}` and `[]` for empty
///   containers; an array or object whose ``JSONValue/layout`` is ``JSONValue/Layout/singleLine`` is written on
///   one line (`{"a": 1, "b": [2, 3]}`), as a row of a table.
/// - ``Style/compact``: no whitespace at all, keys in the order given (one document per line).
///
/// Every style escapes `"`, `\` and the control characters below U+0020 (`\n`, `\r`, `\t`, `\b`, `\f`, else
/// `\u00XX`) and writes `/` and every other character as it is, in UTF-8, as Xcode does.
public struct JSONWriter {
    /// How the text is laid out.
    public enum Style: Sendable, Hashable {
        /// As Xcode writes String Catalogs.
        case xcode
        /// Indented for people, keys in the order given.
        case pretty
        /// On one line without spaces.
        case compact
    }

    /// The bytes written so far.
    public var bytes: [UInt8] { buffer.array }
    /// Where the bytes go; shared only between copies of a writer, and copied before either writes (see
    /// ``makeUnique()``).
    var buffer: JSONBuffer<UInt8>
    /// The layout.
    public let style: Style
    let keyOrder = JSONKeyOrder()
    /// Whether what is streamed next (see ``JSONStream``) follows a value in its container and needs a comma first.
    var needsSeparator = false

    /// Creates a writer, reserving room for about `capacity` bytes.
    public init(style: Style = .xcode, capacity: Int = 0) {
        self.style = style
        buffer = JSONBuffer(capacity: capacity)
    }

    /// Gives this writer a buffer of its own when a copy of it shares the buffer: every public way of writing
    /// calls it once, so that the internal writing below it appends without checking.
    mutating func makeUnique() {
        buffer.makeUnique()
    }

    /// The Xcode-style UTF-8 text of `value`.
    public static func xcodeFormatted(_ value: JSONValue) -> [UInt8] {
        var writer = JSONWriter(capacity: 4096)
        writer.write(value, indent: 0)
        return writer.bytes
    }

    /// The text of `value` in `style`, without a line break at the end.
    public static func text(_ value: JSONValue, style: Style = .pretty) -> String {
        var writer = JSONWriter(style: style, capacity: 1024)
        writer.write(value, indent: 0)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Appends `value`, its nested lines indented `indent` levels deeper than the current line.
    public mutating func write(_ value: JSONValue, indent: Int) {
        makeUnique()
        writeValue(value, indent: indent)
    }

    /// ``write(_:indent:)`` for a writer known to own its buffer.
    mutating func writeValue(_ value: JSONValue, indent: Int) {
        switch style {
        case .xcode: writeXcode(value, indent: indent)
        case .pretty: writePretty(value, indent: indent)
        case .compact: writeInline(value, spaced: false)
        }
    }

    private mutating func writeScalar(_ value: JSONValue) {
        switch value.kind {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let text): buffer.append(text)
        case .string(let text): emitString(text)
        case .array, .object: break
        }
    }

    private mutating func writeXcode(_ value: JSONValue, indent: Int) {
        switch value.kind {
        case .array(let elements):
            guard !elements.isEmpty else { writeEmpty(open: "[", close: "]", indent: indent); return }
            buffer.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { buffer.append(UInt8(ascii: ",")) }
                newline(indent: indent + 1)
                writeXcode(element, indent: indent + 1)
            }
            newline(indent: indent)
            buffer.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { writeEmpty(open: "{", close: "}", indent: indent); return }
            buffer.append(UInt8(ascii: "{"))
            let order = keyOrder.order(members.map(\.key))
            for (position, memberIndex) in order.enumerated() {
                if position > 0 { buffer.append(UInt8(ascii: ",")) }
                newline(indent: indent + 1)
                emitString(members[memberIndex].key)
                append(" : ")
                writeXcode(members[memberIndex].value, indent: indent + 1)
            }
            newline(indent: indent)
            buffer.append(UInt8(ascii: "}"))
        default:
            writeScalar(value)
        }
    }

    private mutating func writePretty(_ value: JSONValue, indent: Int) {
        if value.layout == .singleLine { return writeInline(value, spaced: true) }
        switch value.kind {
        case .array(let elements):
            guard !elements.isEmpty else { return append("[]") }
            buffer.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { buffer.append(UInt8(ascii: ",")) }
                newline(indent: indent + 1)
                writePretty(element, indent: indent + 1)
            }
            newline(indent: indent)
            buffer.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return append("{}") }
            buffer.append(UInt8(ascii: "{"))
            for (position, member) in members.enumerated() {
                if position > 0 { buffer.append(UInt8(ascii: ",")) }
                newline(indent: indent + 1)
                emitString(member.key)
                append(": ")
                writePretty(member.value, indent: indent + 1)
            }
            newline(indent: indent)
            buffer.append(UInt8(ascii: "}"))
        default:
            writeScalar(value)
        }
    }

    /// Writes a value as the compact style does, whatever the writer's style.
    mutating func writeInlineCompact(_ value: JSONValue) { writeInline(value, spaced: false) }

    /// Writes a value on one line: `{"a": 1, "b": [2]}` when `spaced`, `{"a":1,"b":[2]}` otherwise.
    private mutating func writeInline(_ value: JSONValue, spaced: Bool) {
        switch value.kind {
        case .array(let elements):
            buffer.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { spaced ? append(", ") : buffer.append(UInt8(ascii: ",")) }
                writeInline(element, spaced: spaced)
            }
            buffer.append(UInt8(ascii: "]"))
        case .object(let members):
            buffer.append(UInt8(ascii: "{"))
            for (position, member) in members.enumerated() {
                if position > 0 { spaced ? append(", ") : buffer.append(UInt8(ascii: ",")) }
                emitString(member.key)
                spaced ? append(": ") : buffer.append(UInt8(ascii: ":"))
                writeInline(member.value, spaced: spaced)
            }
            buffer.append(UInt8(ascii: "}"))
        default:
            writeScalar(value)
        }
    }

    /// Appends an empty object or array: the opening bracket, a blank line, the closing bracket.
    mutating func writeEmpty(open: Unicode.Scalar, close: Unicode.Scalar, indent: Int) {
        buffer.append(UInt8(ascii: open))
        buffer.append(0x0A)
        newline(indent: indent)
        buffer.append(UInt8(ascii: close))
    }

    /// Appends a line break and `indent` levels of two spaces.
    @inline(__always)
    mutating func newline(indent: Int) {
        let count = 1 + 2 * indent
        let lines = JSONWriter.indentation
        if count <= lines.utf8CodeUnitCount {
            buffer.append(lines.utf8Start, count: count)
            return
        }
        buffer.append(0x0A)
        for _ in 0..<indent {
            buffer.append(0x20)
            buffer.append(0x20)
        }
    }

    /// A line break and 32 levels of indentation, to copy from.
    private static var indentation: StaticString {
        "\n                                                                "
    }

    /// Appends ASCII text as is.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        buffer.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends a quoted string, escaping `"`, `\` and control characters as Xcode does.
    public mutating func writeString(_ text: String) {
        makeUnique()
        emitString(text)
    }

    /// ``writeString(_:)`` for a writer known to own its buffer.
    @inline(__always)
    mutating func emitString(_ text: String) {
        var text = text
        text.withUTF8 { emitString(utf8: $0) }
    }

    /// Appends the quoted string of UTF-8 `utf8`, escaped as ``writeString(_:)`` escapes.
    mutating func writeString(utf8: UnsafeBufferPointer<UInt8>) {
        makeUnique()
        emitString(utf8: utf8)
    }

    /// ``writeString(utf8:)`` for a writer known to own its buffer.
    mutating func emitString(utf8: UnsafeBufferPointer<UInt8>) {
        buffer.append(UInt8(ascii: "\""))
        var runStart = 0
        var position = 0
        while position < utf8.count {
            // Eight bytes at a time to the next byte that needs an escape.
            if utf8.count - position >= 8 {
                let word = UInt64(littleEndian: UnsafeRawPointer(utf8.baseAddress.unsafelyUnwrapped + position).loadUnaligned(as: UInt64.self))
                let ones: UInt64 = 0x0101_0101_0101_0101
                let quotes = word ^ (ones &* 0x22)
                let backslashes = word ^ (ones &* 0x5C)
                // A control byte is below 0x20 (its high bit clear): bytes of 0x80 and more are never flagged.
                let stops = ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes | (word &- ones &* 0x20) & ~word)
                    & (ones &* 0x80)
                if stops == 0 {
                    position += 8
                    continue
                }
                position += stops.trailingZeroBitCount >> 3
            }
            let byte = utf8[position]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            if runStart < position {
                buffer.append(UnsafeBufferPointer(rebasing: utf8[runStart..<position]))
            }
            position += 1
            runStart = position
            buffer.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
            case 0x0A: buffer.append(UInt8(ascii: "n"))
            case 0x0D: buffer.append(UInt8(ascii: "r"))
            case 0x09: buffer.append(UInt8(ascii: "t"))
            case 0x08: buffer.append(UInt8(ascii: "b"))
            case 0x0C: buffer.append(UInt8(ascii: "f"))
            default:
                let digits: StaticString = "0123456789abcdef"
                append("u00")
                buffer.append(digits.utf8Start[Int(byte >> 4)])
                buffer.append(digits.utf8Start[Int(byte & 0x0F)])
            }
        }
        if runStart < utf8.count {
            buffer.append(UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        buffer.append(UInt8(ascii: "\""))
    }
}
