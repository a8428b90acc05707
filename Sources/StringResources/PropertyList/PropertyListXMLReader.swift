import Foundation

/// Reads the XML property-list subset with a small, safe tokenizer of its own.
///
/// Elements, attributes, text, CDATA, comments and processing instructions are understood; the
/// DOCTYPE is skipped without being loaded. Only the five predefined entities and numeric character
/// references are expanded: any other entity reference, and any entity declaration, is an error, so
/// external entities are never loaded and entity bombs never expand.
struct PropertyListXMLReader {
    /// The deepest nesting of arrays and dictionaries accepted (deeper input is an error, not a stack overflow).
    static let maximumDepth = 512

    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    func error(_ message: String, at offset: Int, kind: ResourceError.Kind = .malformedPropertyList) -> ResourceError {
        ResourceError(kind, position: SourcePosition(offset: offset, in: bytes), message: message)
    }

    /// Reads the whole document: prolog, the root (`<plist>` or a bare value), and what may follow it.
    mutating func readDocument() throws(ResourceError) -> PropertyList {
        try skipMisc()
        guard index < bytes.count else { throw error("the document has no root element", at: index) }
        let start = index
        let tag = try readStartTag()
        let value: PropertyList
        if tag.name == "plist" {
            guard !tag.selfClosing else { throw error("<plist> is empty", at: start) }
            try skipMisc()
            let valueStart = index
            guard let inner = try readStartTagIfPresent() else { throw error("<plist> holds no value", at: valueStart) }
            value = try readValue(inner, at: valueStart, depth: 0)
            try skipMisc()
            try readEndTag("plist")
        } else {
            value = try readValue(tag, at: start, depth: 0)
        }
        try skipMisc()
        if index < bytes.count { throw error("unexpected content after the root element", at: index) }
        return value
    }

    // MARK: Values

    private mutating func readValue(_ tag: StartTag, at start: Int, depth: Int) throws(ResourceError) -> PropertyList {
        guard depth < Self.maximumDepth else { throw error("property list nested too deeply", at: start, kind: .limitExceeded) }
        switch tag.name {
        case "true", "false":
            if !tag.selfClosing { _ = try readText(); try readEndTag(tag.name) }
            return .boolean(tag.name == "true")
        case "string":
            return .string(tag.selfClosing ? "" : try readTextElement("string"))
        case "integer":
            let text = tag.selfClosing ? "" : try readTextElement("integer")
            guard let value = Self.integer(text) else { throw error("'\(text)' is not an integer in the range of Int", at: start) }
            return .integer(value)
        case "real":
            let text = (tag.selfClosing ? "" : try readTextElement("real")).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let value = Self.real(text) else { throw error("'\(text)' is not a real number", at: start) }
            return .real(value)
        case "date":
            let text = tag.selfClosing ? "" : try readTextElement("date")
            guard let value = Self.date(text) else { throw error("'\(text)' is not an ISO 8601 date", at: start) }
            return .date(value)
        case "data":
            let text = tag.selfClosing ? "" : try readTextElement("data")
            let compact = text.filter { !$0.isWhitespace }
            guard let value = Data(base64Encoded: compact) else { throw error("<data> is not valid base64", at: start) }
            return .data(value)
        case "array":
            var items: [PropertyList] = []
            if tag.selfClosing { return .array(items) }
            while true {
                try skipMisc()
                let itemStart = index
                guard let item = try readStartTagIfPresent() else { break }
                items.append(try readValue(item, at: itemStart, depth: depth + 1))
            }
            try readEndTag("array")
            return .array(items)
        case "dict":
            var dictionary = PropertyListDictionary()
            if tag.selfClosing { return .dictionary(dictionary) }
            var seen: [ExactStringKey: Int] = [:]
            while true {
                try skipMisc()
                let keyStart = index
                guard let keyTag = try readStartTagIfPresent() else { break }
                guard keyTag.name == "key" else {
                    throw error("expected <key> in <dict>, found <\(keyTag.name)>", at: keyStart)
                }
                let key = keyTag.selfClosing ? "" : try readTextElement("key")
                try skipMisc()
                let valueStart = index
                // `<key>a</key><key>b</key>`: the first key's value was left out (a `<key>` is no value).
                guard let valueTag = try readStartTagIfPresent(), valueTag.name != "key" else {
                    throw error("key '\(key)' has no value", at: valueStart)
                }
                let value = try readValue(valueTag, at: valueStart, depth: depth + 1)
                let entry = PropertyListDictionary.Entry(key: key, value: value, keyOffset: keyStart, valueOffset: valueStart)
                if let existing = seen[ExactStringKey(key)] {
                    dictionary.entries[existing] = entry
                } else {
                    seen[ExactStringKey(key)] = dictionary.entries.count
                    dictionary.entries.append(entry)
                }
            }
            try readEndTag("dict")
            return .dictionary(dictionary)
        default:
            throw error("unknown property-list element <\(tag.name)>", at: start)
        }
    }

    static func integer(_ text: String) -> Int? {
        var body = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        var negative = false
        if body.hasPrefix("-") { negative = true; body = body.dropFirst() } else if body.hasPrefix("+") { body = body.dropFirst() }
        let magnitude: UInt64?
        if body.hasPrefix("0x") || body.hasPrefix("0X") {
            magnitude = UInt64(body.dropFirst(2), radix: 16)
        } else {
            magnitude = UInt64(body)
        }
        guard let magnitude else { return nil }
        if negative {
            guard magnitude <= UInt64(Int.max) + 1 else { return nil }
            return magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
        }
        return Int(exactly: magnitude)
    }

    static func real(_ text: String) -> Double? {
        switch text.lowercased() {
        case "nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: return Double(text)
        }
    }

    static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    // MARK: Tokens

    struct StartTag {
        var name: String
        var selfClosing: Bool
    }

    /// Skips whitespace, comments, processing instructions and the DOCTYPE.
    private mutating func skipMisc() throws(ResourceError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if matches("<!--") {
                try skipComment()
            } else if matches("<?") {
                try skipProcessingInstruction()
            } else if matches("<!DOCTYPE") {
                try skipDoctype()
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(ResourceError) {
        let start = index
        guard let end = find("-->", from: index + 4) else { throw error("unterminated comment", at: start) }
        index = end + 3
    }

    /// Skips `<?…?>` (the XML declaration or another processing instruction) at the current position.
    private mutating func skipProcessingInstruction() throws(ResourceError) {
        let start = index
        guard let end = find("?>", from: index + 2) else { throw error("unterminated processing instruction", at: start) }
        index = end + 2
    }

    /// Skips `<!DOCTYPE …>` without loading anything; an internal subset may hold no entity declarations.
    private mutating func skipDoctype() throws(ResourceError) {
        let start = index
        index += 9
        var inSubset = false
        var quote: UInt8? = nil
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if inSubset && matches("<!ENTITY") {
                throw error("entity declarations are not allowed in property lists", at: index)
            } else if inSubset && matches("<!--") {
                try skipComment()
                continue
            } else if byte == 0x5B {
                inSubset = true
            } else if byte == 0x5D {
                inSubset = false
            } else if byte == 0x3E && !inSubset {
                index += 1
                return
            }
            index += 1
        }
        throw error("unterminated DOCTYPE", at: start)
    }

    /// Reads a start tag at the current position (which must be `<`).
    private mutating func readStartTag() throws(ResourceError) -> StartTag {
        let start = index
        guard index < bytes.count, bytes[index] == 0x3C else { throw error("expected an element", at: index) }
        index += 1
        let name = readName()
        guard !name.isEmpty else { throw error("expected an element name", at: index) }
        // Attributes are read (so that quoted '>' is handled) and ignored.
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error("unterminated start tag <\(name)>", at: start) }
            let byte = bytes[index]
            if byte == 0x3E { index += 1; return StartTag(name: name, selfClosing: false) }
            if byte == 0x2F {
                guard index + 1 < bytes.count, bytes[index + 1] == 0x3E else { throw error("expected '>' after '/'", at: index + 1) }
                index += 2
                return StartTag(name: name, selfClosing: true)
            }
            let attributeName = readName()
            guard !attributeName.isEmpty else { throw error("unexpected character in start tag <\(name)>", at: index) }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == 0x3D else { throw error("expected '=' after attribute \(attributeName)", at: index) }
            index += 1
            skipWhitespace()
            guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else {
                throw error("expected a quoted attribute value", at: index)
            }
            let quote = bytes[index]
            let valueStart = index
            index += 1
            while index < bytes.count && bytes[index] != quote {
                if bytes[index] == 0x3C { throw error("'<' in an attribute value", at: index) }
                if bytes[index] == 0x26 { _ = try readReference() } else { index += 1 }
            }
            guard index < bytes.count else { throw error("unterminated attribute value", at: valueStart) }
            index += 1
        }
    }

    /// Reads a start tag if one comes next; returns `nil` at an end tag (left unread).
    private mutating func readStartTagIfPresent() throws(ResourceError) -> StartTag? {
        guard index < bytes.count else { throw error("unexpected end of document", at: index) }
        guard bytes[index] == 0x3C else { throw error("unexpected text", at: index) }
        if matches("</") { return nil }
        return try readStartTag()
    }

    private mutating func readEndTag(_ name: String) throws(ResourceError) {
        let start = index
        guard matches("</") else {
            throw index < bytes.count ? error("expected </\(name)>", at: index) : error("unexpected end of document, expected </\(name)>", at: index)
        }
        index += 2
        let found = readName()
        skipWhitespace()
        guard found == name, index < bytes.count, bytes[index] == 0x3E else {
            throw error("expected </\(name)>, found </\(found)>", at: start)
        }
        index += 1
    }

    /// Reads an element's text content (text, references, CDATA, comments) and its end tag.
    private mutating func readTextElement(_ name: String) throws(ResourceError) -> String {
        let text = try readText()
        try readEndTag(name)
        return text
    }

    /// Reads character data up to the next tag that is not a comment or CDATA section.
    private mutating func readText() throws(ResourceError) -> String {
        var output: [UInt8] = []
        // Plain bytes are copied a run at a time; a text that is one plain run becomes the string directly.
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x3C || byte == 0x26 || byte == 0x0D else {
                index += 1
                continue
            }
            if byte == 0x3C, matches("</") {
                if output.isEmpty { return String(decoding: bytes[runStart..<index], as: UTF8.self) }
                output.append(contentsOf: bytes[runStart..<index])
                return String(decoding: output, as: UTF8.self)
            }
            output.append(contentsOf: bytes[runStart..<index])
            if byte == 0x3C {
                if matches("<![CDATA[") {
                    let start = index
                    guard let end = find("]]>", from: index + 9) else { throw error("unterminated CDATA section", at: start) }
                    output.append(contentsOf: bytes[(index + 9)..<end])
                    index = end + 3
                } else if matches("<!--") {
                    try skipComment()
                } else if matches("<?") {
                    try skipProcessingInstruction()
                } else {
                    throw error("unexpected element inside text", at: index)
                }
            } else if byte == 0x26 {
                let scalar = try readReference()
                UTF8.encode(scalar) { output.append($0) }
            } else {
                // XML end-of-line handling: \r\n and a lone \r become \n.
                output.append(0x0A)
                index += 1
                if index < bytes.count && bytes[index] == 0x0A { index += 1 }
            }
            runStart = index
        }
        throw error("unexpected end of document inside text", at: index)
    }

    /// Reads `&…;` at the current position: a predefined entity or a character reference.
    private mutating func readReference() throws(ResourceError) -> Unicode.Scalar {
        let start = index
        index += 1
        var name: [UInt8] = []
        while index < bytes.count && bytes[index] != 0x3B && name.count < 16 {
            name.append(bytes[index])
            index += 1
        }
        guard index < bytes.count, bytes[index] == 0x3B else { throw error("unterminated entity reference", at: start) }
        index += 1
        let text = String(decoding: name, as: UTF8.self)
        switch text {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            var value: UInt32?
            if text.hasPrefix("#x") { value = UInt32(text.dropFirst(2), radix: 16) }
            else if text.hasPrefix("#") { value = UInt32(text.dropFirst(), radix: 10) }
            else { throw error("unknown entity '&\(text);' (only the predefined entities are allowed)", at: start) }
            guard let value, value != 0, let scalar = Unicode.Scalar(value) else {
                throw error("invalid character reference '&\(text);'", at: start)
            }
            return scalar
        }
    }

    // MARK: Helpers

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isNameByte = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x5F || byte == 0x2D || byte == 0x2E || byte == 0x3A || byte >= 0x80
            guard isNameByte else { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index += 1
        }
    }

    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { buffer in
            for offset in 0..<count where bytes[index + offset] != buffer[offset] { return false }
            return true
        }
    }

    private func find(_ literal: StaticString, from start: Int) -> Int? {
        literal.withUTF8Buffer { buffer -> Int? in
            let count = buffer.count
            guard count > 0, bytes.count >= count else { return nil }
            var position = start
            while position + count <= bytes.count {
                if bytes[position] == buffer[0] {
                    var matched = true
                    for offset in 1..<count where bytes[position + offset] != buffer[offset] { matched = false; break }
                    if matched { return position }
                }
                position += 1
            }
            return nil
        }
    }
}
