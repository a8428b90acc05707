extension XMLPullParser {
    /// Byte classes: 0 ordinary in text; 1 needs a look (`<`, `&`, `>`, CR, a control character, 0xEF which starts
    /// U+FFFE and U+FFFF).
    static let textClass: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in 0..<0x20 where byte != 0x09 && byte != 0x0A { table[byte] = 1 }
        for byte in [UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: ">"), 0xEF] { table[Int(byte)] = 1 }
        return table
    }()

    /// Name characters: 2 may start a name, 1 only continue one; bytes of non-ASCII characters may do both.
    static let nameClass: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = 2 }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = 2 }
        table[Int(UInt8(ascii: "_"))] = 2
        table[Int(UInt8(ascii: ":"))] = 2
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = 1 }
        table[Int(UInt8(ascii: "-"))] = 1
        table[Int(UInt8(ascii: "."))] = 1
        for byte in 0x80...0xFF { table[byte] = 2 }
        return table
    }()

    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// Advances to the next event and returns its kind.
    public func next() throws(XMLError) -> XMLEventKind {
        if !started { try start() }
        cachedText = nil
        if pendingEnd {
            pendingEnd = false
            popElement()
            eventKind = .endElement
            return .endElement
        }
        if finished { return .endDocument }
        while true {
            tokenStart = index
            if index >= buffer.count {
                if try refill() { continue }
                return try endOfInput()
            }
            eventStart = index
            if buffer[index] == UInt8(ascii: "<") {
                if let kind = try readMarkup() {
                    eventKind = kind
                    return kind
                }
            } else if try readText() {
                eventKind = .text
                return .text
            }
        }
    }

    private func endOfInput() throws(XMLError) -> XMLEventKind {
        eventStart = buffer.count
        switch state {
        case .prolog:
            throw fail(.unexpectedEnd, at: buffer.count, "the document has no root element")
        case .root:
            let open = stack.last.map { "<\($0.name.qualifiedName)>" } ?? "the root element"
            throw fail(.unexpectedEnd, at: buffer.count, "the document ends before \(open) is closed")
        case .epilog:
            finished = true
            eventKind = .endDocument
            currentName = XMLName(localName: "")
            return .endDocument
        }
    }

    func popElement() {
        guard let element = stack.popLast() else { return }
        bindings.removeLast(element.bindingCount)
        currentName = element.name
        if stack.isEmpty { state = .epilog }
    }

    // MARK: Text

    /// Reads character data up to the next `<`. False when it was white space outside the root element.
    private func readText() throws(XMLError) -> Bool {
        textUsesScratch = false
        scratch.removeAll(keepingCapacity: true)
        // Offsets relative to tokenStart: they survive the buffer being compacted by a refill.
        var scan = 0
        var plain = 0
        scanning: while true {
            let stop: Int = buffer.withUnsafeBufferPointer { bytes in
                Self.textClass.withUnsafeBufferPointer { table in
                    var at = tokenStart + scan
                    let end = bytes.count
                    while at < end && table[Int(bytes[at])] == 0 { at += 1 }
                    return at - tokenStart
                }
            }
            scan = stop
            if tokenStart + scan >= buffer.count {
                if try refill() { continue }
                break scanning
            }
            let at = tokenStart + scan
            let current = buffer[at]
            switch current {
            case UInt8(ascii: "<"):
                break scanning
            case UInt8(ascii: "&"):
                textUsesScratch = true
                scratch.append(contentsOf: buffer[(tokenStart + plain)..<at])
                scan = try readReference(at: scan, into: &scratch)
                plain = scan
            case 0x0D:
                textUsesScratch = true
                scratch.append(contentsOf: buffer[(tokenStart + plain)..<at])
                scratch.append(0x0A)
                scan += 1
                if try byte(scan) == 0x0A { scan += 1 }
                plain = scan
            case UInt8(ascii: ">"):
                if scan >= 2, buffer[at - 1] == UInt8(ascii: "]"), buffer[at - 2] == UInt8(ascii: "]") {
                    throw fail(.malformed, at: at - 2, "']]>' is not allowed in text (write ']]&gt;')")
                }
                scan += 1
            case 0xEF:
                try ensure(scan, 3)
                if tokenStart + scan + 2 < buffer.count, buffer[tokenStart + scan + 1] == 0xBF,
                   buffer[tokenStart + scan + 2] == 0xBE || buffer[tokenStart + scan + 2] == 0xBF {
                    throw fail(.invalidCharacter, at: tokenStart + scan, "the noncharacter U+FFF\(buffer[tokenStart + scan + 2] == 0xBE ? "E" : "F") is not allowed in XML")
                }
                scan += 1
            default:
                throw fail(.invalidCharacter, at: at, "the control character U+\(Self.hex4(UInt32(current))) is not allowed in XML")
            }
        }
        if textUsesScratch {
            scratch.append(contentsOf: buffer[(tokenStart + plain)..<(tokenStart + scan)])
        } else {
            textStart = tokenStart
            textEnd = tokenStart + scan
        }
        index = tokenStart + scan
        guard state == .root else {
            // Outside the root element only white space may appear.
            let isBlank = isWhitespace
            if !isBlank {
                let offset = buffer[tokenStart..<index].firstIndex { !Self.isSpace($0) } ?? tokenStart
                let where_ = state == .prolog ? "before the root element" : "after the root element"
                throw fail(.malformed, at: offset, "text is not allowed \(where_)")
            }
            return false
        }
        return true
    }

    /// Expands the reference at `relative` (which holds `&`) into `output`; returns the offset after its `;`.
    func readReference(at relative: Int, into output: inout [UInt8]) throws(XMLError) -> Int {
        var end = relative + 1
        while true {
            guard let byte = try byte(end) else {
                throw fail(.unexpectedEnd, at: tokenStart + relative, "the document ends inside a reference")
            }
            if byte == UInt8(ascii: ";") { break }
            let isReferenceByte = byte == UInt8(ascii: "#") || Self.nameClass[Int(byte)] != 0
            if !isReferenceByte || end - relative > 40 {
                throw fail(.malformed, at: tokenStart + relative, "'&' must start a reference such as &amp; (write '&amp;' for a literal '&')")
            }
            end += 1
        }
        let start = tokenStart + relative + 1
        let body = Array(buffer[start..<(tokenStart + end)])
        let scalar: UInt32
        if body.first == UInt8(ascii: "#") {
            var value: UInt32 = 0
            var digits = body.dropFirst()
            let radix: UInt32
            if digits.first == UInt8(ascii: "x") {
                radix = 16
                digits = digits.dropFirst()
            } else {
                radix = 10
            }
            guard !digits.isEmpty else {
                throw fail(.malformed, at: tokenStart + relative, "a character reference needs digits")
            }
            for digit in digits {
                let number: UInt32
                switch digit {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): number = UInt32(digit - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: number = UInt32(digit - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: number = UInt32(digit - UInt8(ascii: "A") + 10)
                default:
                    throw fail(.malformed, at: tokenStart + relative, "'\(String(decoding: body, as: UTF8.self))' is not a character reference")
                }
                value = value * radix + number
                if value > 0x10FFFF { break }
            }
            guard Self.isXMLCharacter(value) else {
                throw fail(.invalidCharacter, at: tokenStart + relative, "&\(String(decoding: body, as: UTF8.self)); refers to a character XML does not allow")
            }
            scalar = value
        } else {
            switch String(decoding: body, as: UTF8.self) {
            case "lt": scalar = 0x3C
            case "gt": scalar = 0x3E
            case "amp": scalar = 0x26
            case "apos": scalar = 0x27
            case "quot": scalar = 0x22
            case let name:
                throw fail(.undefinedEntity, at: tokenStart + relative, "entity '&\(name);' is not defined (only &lt; &gt; &amp; &apos; &quot; and character references are)")
            }
        }
        Self.appendUTF8(scalar, to: &output)
        return end + 1
    }

    static func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    }

    static func appendUTF8(_ value: UInt32, to output: inout [UInt8]) {
        if value < 0x80 {
            output.append(UInt8(value))
        } else if value < 0x800 {
            output.append(UInt8(0xC0 | value >> 6))
            output.append(UInt8(0x80 | value & 0x3F))
        } else if value < 0x10000 {
            output.append(UInt8(0xE0 | value >> 12))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        } else {
            output.append(UInt8(0xF0 | value >> 18))
            output.append(UInt8(0x80 | value >> 12 & 0x3F))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        }
    }

    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    // MARK: Markup

    /// Reads the markup at `index` (a `<`); nil when it produced no event (the XML declaration).
    private func readMarkup() throws(XMLError) -> XMLEventKind? {
        guard let second = try byte(1) else {
            throw fail(.unexpectedEnd, at: tokenStart, "the document ends inside markup")
        }
        switch second {
        case UInt8(ascii: "/"):
            try readEndTag()
            return .endElement
        case UInt8(ascii: "?"):
            return try readProcessingInstruction()
        case UInt8(ascii: "!"):
            if try matches(2, "--") { return try readComment() }
            if try matches(2, "[CDATA[") { return try readCDATA() }
            if try matches(2, "DOCTYPE") { return try readDocumentType() }
            throw fail(.malformed, at: tokenStart, "'<!' must start a comment, a CDATA section or the DOCTYPE")
        default:
            try readStartTag()
            return .startElement
        }
    }

    /// Whether the bytes at `tokenStart + relative` are `literal` (reading more input when needed).
    func matches(_ relative: Int, _ literal: String) throws(XMLError) -> Bool {
        let bytes = Array(literal.utf8)
        guard try ensure(relative, bytes.count) else { return false }
        let start = tokenStart + relative
        for (offset, byte) in bytes.enumerated() where buffer[start + offset] != byte { return false }
        return true
    }

    /// The offset (relative to tokenStart) of the first `literal` at or after `relative`; nil at the end of input.
    func find(_ literal: [UInt8], from relative: Int) throws(XMLError) -> Int? {
        var scan = relative
        guard let first = literal.first else { return relative }
        while true {
            let found: Int? = buffer.withUnsafeBufferPointer { bytes in
                var at = tokenStart + scan
                let end = bytes.count - literal.count + 1
                while at < end {
                    if bytes[at] == first {
                        var same = true
                        for offset in 1..<literal.count where bytes[at + offset] != literal[offset] {
                            same = false
                            break
                        }
                        if same { return at - tokenStart }
                    }
                    at += 1
                }
                return nil
            }
            if let found { return found }
            scan = max(relative, buffer.count - tokenStart - literal.count + 1)
            guard try refill() else { return nil }
        }
    }

    /// The offset of the `>` that ends the tag starting at tokenStart, skipping `>` inside quoted values.
    private func findTagEnd() throws(XMLError) -> Int {
        var scan = 1
        var quote: UInt8 = 0
        while true {
            let found: Int? = buffer.withUnsafeBufferPointer { bytes in
                var at = tokenStart + scan
                while at < bytes.count {
                    let byte = bytes[at]
                    if quote != 0 {
                        if byte == quote { quote = 0 }
                    } else if byte == UInt8(ascii: ">") {
                        return at - tokenStart
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: "<") {
                        return -(at - tokenStart) - 1
                    }
                    at += 1
                }
                scan = at - tokenStart
                return nil
            }
            if let found {
                if found < 0 {
                    throw fail(.malformed, at: tokenStart + (-found - 1), "'<' is not allowed inside a tag (is a '>' missing?)")
                }
                return found
            }
            guard try refill() else {
                throw fail(.unexpectedEnd, at: tokenStart, "the document ends inside a tag")
            }
        }
    }

    // MARK: Tags

    private func readStartTag() throws(XMLError) {
        if state == .epilog {
            throw fail(.malformed, at: tokenStart, "a document has one root element; this is a second one")
        }
        let end = try findTagEnd()
        // The whole tag is in the buffer from here on: absolute indices are stable.
        let tagEnd = tokenStart + end
        var at = tokenStart + 1
        let nameStart = at
        at = try scanName(from: at, limit: tagEnd, what: "an element name")
        let nameEnd = at
        var raw: [(nameStart: Int, nameEnd: Int, value: String)] = []
        var selfClosing = false
        while true {
            let hadSpace = at < tagEnd && Self.isSpace(buffer[at])
            while at < tagEnd && Self.isSpace(buffer[at]) { at += 1 }
            if at == tagEnd { break }
            if buffer[at] == UInt8(ascii: "/") {
                guard at + 1 == tagEnd else {
                    throw fail(.malformed, at: at, "'/' must be followed by '>' to end an empty element")
                }
                selfClosing = true
                break
            }
            guard hadSpace else { throw fail(.malformed, at: at, "attributes must be separated by white space") }
            let attributeStart = at
            at = try scanName(from: at, limit: tagEnd, what: "an attribute name")
            let attributeEnd = at
            while at < tagEnd && Self.isSpace(buffer[at]) { at += 1 }
            guard at < tagEnd, buffer[at] == UInt8(ascii: "=") else {
                throw fail(.malformed, at: at, "attribute '\(string(attributeStart, attributeEnd))' needs a value (name=\"value\")")
            }
            at += 1
            while at < tagEnd && Self.isSpace(buffer[at]) { at += 1 }
            guard at < tagEnd, buffer[at] == UInt8(ascii: "\"") || buffer[at] == UInt8(ascii: "'") else {
                throw fail(.malformed, at: at, "the value of attribute '\(string(attributeStart, attributeEnd))' must be quoted")
            }
            let quote = buffer[at]
            at += 1
            let valueStart = at
            while at < tagEnd && buffer[at] != quote { at += 1 }
            guard at < tagEnd else { throw fail(.malformed, at: valueStart - 1, "an attribute value is not closed") }
            let value = try attributeValue(valueStart, at)
            at += 1
            raw.append((attributeStart, attributeEnd, value))
            if raw.count > options.maximumAttributes {
                throw fail(.tooLarge, at: attributeStart, "an element has more than \(options.maximumAttributes) attributes")
            }
        }
        if stack.count >= options.maximumDepth {
            throw fail(.tooDeep, at: tokenStart, "elements are nested more than \(options.maximumDepth) deep")
        }
        // Namespace declarations first: they apply to the element's own name and attributes.
        var bindingCount = 0
        var attributes: [(entry: XMLNameTable.Entry, nameStart: Int, value: String)] = []
        attributes.reserveCapacity(raw.count)
        for item in raw {
            let entry = internEntry(item.nameStart, item.nameEnd)
            if entry.qualifiedName == "xmlns" {
                bindings.append(("", item.value))
                bindingCount += 1
            } else if entry.prefix == "xmlns" {
                if item.value.isEmpty {
                    throw fail(.malformed, at: item.nameStart, "namespace prefix '\(entry.localName)' cannot be bound to an empty name")
                }
                if entry.localName == "xmlns" || (entry.localName == "xml") != (item.value == XMLName.xmlNamespace) {
                    throw fail(.malformed, at: item.nameStart, "prefix '\(entry.localName)' cannot be bound to '\(item.value)'")
                }
                bindings.append((entry.localName, item.value))
                bindingCount += 1
            } else {
                attributes.append((entry, item.nameStart, item.value))
            }
        }
        let elementEntryIndex = buffer.withUnsafeBufferPointer { names.intern(UnsafeBufferPointer(rebasing: $0[nameStart..<nameEnd])) }
        let elementEntry = elementEntryIndex.map { names.entries[$0] } ?? entry(string(nameStart, nameEnd))
        let elementName: XMLName
        do {
            elementName = XMLName(
                localName: elementEntry.localName, namespaceURI: try resolve(elementEntry.prefix, forElement: true),
                prefix: elementEntry.prefix)
        } catch {
            bindings.removeLast(bindingCount)
            throw fail(.undeclaredPrefix, at: nameStart, "namespace prefix '\(elementEntry.prefix)' is not declared")
        }
        currentAttributes.removeAll(keepingCapacity: true)
        for item in attributes {
            let namespace: String
            if item.entry.prefix.isEmpty {
                namespace = ""
            } else {
                do {
                    namespace = try resolve(item.entry.prefix, forElement: false)
                } catch {
                    bindings.removeLast(bindingCount)
                    throw fail(.undeclaredPrefix, at: item.nameStart, "namespace prefix '\(item.entry.prefix)' is not declared")
                }
            }
            let attributeName = XMLName(localName: item.entry.localName, namespaceURI: namespace, prefix: item.entry.prefix)
            if currentAttributes.contains(where: { $0.name == attributeName }) {
                bindings.removeLast(bindingCount)
                throw fail(.duplicateAttribute, at: item.nameStart, "attribute '\(item.entry.qualifiedName)' appears twice")
            }
            currentAttributes.append(XMLAttribute(name: attributeName, value: item.value))
        }
        var seen = Set<String>()
        for item in raw where !seen.insert(string(item.nameStart, item.nameEnd)).inserted {
            bindings.removeLast(bindingCount)
            throw fail(.duplicateAttribute, at: item.nameStart, "attribute '\(string(item.nameStart, item.nameEnd))' appears twice")
        }
        stack.append(OpenElement(name: elementName, nameEntry: elementEntryIndex, bindingCount: bindingCount))
        currentName = elementName
        state = .root
        pendingEnd = selfClosing
        index = tagEnd + 1
    }

    private func readEndTag() throws(XMLError) {
        let end = try findTagEnd()
        let tagEnd = tokenStart + end
        let nameStart = tokenStart + 2
        let nameEnd = try scanName(from: nameStart, limit: tagEnd, what: "an element name")
        var at = nameEnd
        while at < tagEnd && Self.isSpace(buffer[at]) { at += 1 }
        guard at == tagEnd else { throw fail(.malformed, at: at, "an end tag holds only the element's name") }
        guard let open = stack.last else {
            throw fail(.malformed, at: tokenStart, "end tag </\(string(nameStart, nameEnd))> closes no element")
        }
        let entry = buffer.withUnsafeBufferPointer { names.intern(UnsafeBufferPointer(rebasing: $0[nameStart..<nameEnd])) }
        let same: Bool
        if let entry, let openEntry = open.nameEntry {
            same = entry == openEntry
        } else {
            same = string(nameStart, nameEnd) == open.name.qualifiedName
        }
        guard same else {
            throw fail(.mismatchedTag, at: tokenStart, "end tag </\(string(nameStart, nameEnd))> does not match start tag <\(open.name.qualifiedName)>")
        }
        popElement()
        index = tagEnd + 1
    }

    /// Scans a name from `start`; returns where it ends. Throws when there is none or it is malformed.
    private func scanName(from start: Int, limit: Int, what: String) throws(XMLError) -> Int {
        var at = start
        var colons = 0
        let ok: Bool = Self.nameClass.withUnsafeBufferPointer { table in
            guard at < limit, table[Int(buffer[at])] == 2 else { return false }
            while at < limit {
                let kind = table[Int(buffer[at])]
                if kind == 0 { break }
                if buffer[at] == UInt8(ascii: ":") { colons += 1 }
                at += 1
            }
            return true
        }
        guard ok else {
            let found = start < limit ? "'\(Self.describe(buffer[start]))'" : "nothing"
            throw fail(.malformed, at: start, "expected \(what), found \(found)")
        }
        if colons > 1 || buffer[start] == UInt8(ascii: ":") || buffer[at - 1] == UInt8(ascii: ":") {
            throw fail(.malformed, at: start, "'\(string(start, at))' is not a valid name with namespaces")
        }
        if at - start > 4096 { throw fail(.tooLarge, at: start, "a name is longer than 4096 bytes") }
        return at
    }

    private func internEntry(_ start: Int, _ end: Int) -> XMLNameTable.Entry {
        let index = buffer.withUnsafeBufferPointer { names.intern(UnsafeBufferPointer(rebasing: $0[start..<end])) }
        return index.map { names.entries[$0] } ?? entry(string(start, end))
    }

    private func entry(_ qualified: String) -> XMLNameTable.Entry {
        let split = XMLNameTable.split(qualified)
        return XMLNameTable.Entry(prefix: split.prefix, localName: split.local, qualifiedName: qualified)
    }

    private struct Unbound: Error {}

    private func resolve(_ prefix: String, forElement: Bool) throws(Unbound) -> String {
        if prefix == "xml" { return XMLName.xmlNamespace }
        for binding in bindings.reversed() where binding.prefix == prefix { return binding.uri }
        if prefix.isEmpty { return "" }
        throw Unbound()
    }

    /// An attribute value from the buffer: references expanded, white space normalized, `<` refused.
    private func attributeValue(_ start: Int, _ end: Int) throws(XMLError) -> String {
        var simple = true
        for at in start..<end {
            let byte = buffer[at]
            if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte < 0x20 || byte == 0xEF {
                simple = false
                break
            }
        }
        if simple { return string(start, end) }
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var at = start
        while at < end {
            let byte = buffer[at]
            switch byte {
            case UInt8(ascii: "<"):
                throw fail(.malformed, at: at, "'<' is not allowed in an attribute value (write '&lt;')")
            case UInt8(ascii: "&"):
                var expanded: [UInt8] = []
                let after = try readReference(at: at - tokenStart, into: &expanded)
                guard tokenStart + after <= end + 1 else {
                    throw fail(.malformed, at: at, "a reference in an attribute value is not closed by ';'")
                }
                output.append(contentsOf: expanded)
                at = tokenStart + after
            case 0x09, 0x0A:
                output.append(0x20)
                at += 1
            case 0x0D:
                output.append(0x20)
                at += 1
                if at < end, buffer[at] == 0x0A { at += 1 }
            case 0xEF where at + 2 < end && buffer[at + 1] == 0xBF && (buffer[at + 2] == 0xBE || buffer[at + 2] == 0xBF):
                throw fail(.invalidCharacter, at: at, "a noncharacter (U+FFFE or U+FFFF) is not allowed in XML")
            default:
                if byte < 0x20 {
                    throw fail(.invalidCharacter, at: at, "the control character U+\(Self.hex4(UInt32(byte))) is not allowed in XML")
                }
                output.append(byte)
                at += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    func string(_ start: Int, _ end: Int) -> String {
        buffer.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    static func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "0x" + String(byte, radix: 16, uppercase: true)
    }

    // MARK: Comments, CDATA, processing instructions

    private func readComment() throws(XMLError) -> XMLEventKind {
        guard let close = try find(Array("--".utf8), from: 4) else {
            throw fail(.unexpectedEnd, at: tokenStart, "the document ends inside a comment")
        }
        guard try byte(close + 2) == UInt8(ascii: ">") else {
            throw fail(.malformed, at: tokenStart + close, "'--' is not allowed inside a comment")
        }
        try setContent(from: 4, to: close, what: "a comment")
        index = tokenStart + close + 3
        return .comment
    }

    private func readCDATA() throws(XMLError) -> XMLEventKind {
        guard state == .root else {
            throw fail(.malformed, at: tokenStart, "a CDATA section is only allowed inside the root element")
        }
        guard let close = try find(Array("]]>".utf8), from: 9) else {
            throw fail(.unexpectedEnd, at: tokenStart, "the document ends inside a CDATA section")
        }
        try setContent(from: 9, to: close, what: "a CDATA section")
        index = tokenStart + close + 3
        return .cdata
    }

    private func readProcessingInstruction() throws(XMLError) -> XMLEventKind? {
        guard let close = try find(Array("?>".utf8), from: 2) else {
            throw fail(.unexpectedEnd, at: tokenStart, "the document ends inside a processing instruction")
        }
        let start = tokenStart + 2
        let targetEnd = try scanName(from: start, limit: tokenStart + close, what: "a processing instruction target")
        let targetName = string(start, targetEnd)
        if targetName.lowercased() == "xml" {
            guard tokenStart == positionOrigin, baseLine == 1, baseColumn == 1, !sawDocumentType, state == .prolog, eventKind == .endDocument else {
                throw fail(.malformed, at: tokenStart, "the XML declaration is only allowed at the very start of the document")
            }
            try readDeclaration(start: targetEnd, end: tokenStart + close)
            index = tokenStart + close + 2
            return nil
        }
        if targetName.contains(":") {
            throw fail(.malformed, at: start, "a processing instruction target cannot contain ':'")
        }
        var dataStart = targetEnd - tokenStart
        if dataStart < close {
            guard Self.isSpace(buffer[targetEnd]) else {
                throw fail(.malformed, at: targetEnd, "white space must separate a processing instruction's target from its data")
            }
            while dataStart < close && Self.isSpace(buffer[tokenStart + dataStart]) { dataStart += 1 }
        }
        currentTarget = targetName
        try setContent(from: dataStart, to: close, what: "a processing instruction")
        index = tokenStart + close + 2
        return .processingInstruction
    }

    /// Checks `<?xml version="1.0" encoding="…" standalone="…"?>`.
    private func readDeclaration(start: Int, end: Int) throws(XMLError) {
        let text = string(start, end)
        var pairs: [(String, String)] = []
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if rest.isEmpty { break }
            guard let equals = rest.firstIndex(of: "=") else {
                throw fail(.malformed, at: start, "the XML declaration is malformed")
            }
            let key = rest[..<equals].trimmingCharacters(in: .whitespaces)
            var value = rest[rest.index(after: equals)...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            guard let quote = value.first, quote == "\"" || quote == "'" else {
                throw fail(.malformed, at: start, "the XML declaration's values must be quoted")
            }
            value = value.dropFirst()
            guard let close = value.firstIndex(of: quote) else { throw fail(.malformed, at: start, "the XML declaration is malformed") }
            pairs.append((key, String(value[..<close])))
            rest = value[value.index(after: close)...]
        }
        guard let version = pairs.first, version.0 == "version" else {
            throw fail(.malformed, at: start, "the XML declaration must start with its version")
        }
        guard version.1.hasPrefix("1."), version.1.count > 2, version.1.dropFirst(2).allSatisfy(\.isASCIIDigit) else {
            throw fail(.malformed, at: start, "XML version '\(version.1)' is not supported")
        }
        for (key, value) in pairs.dropFirst() {
            switch key {
            case "encoding":
                let named = StreamingTextDecoder.Encoding(label: value, assumingUTF16: encoding)
                let isUTF16 = encoding == .utf16BigEndian || encoding == .utf16LittleEndian
                if isUTF16 && named != .utf16BigEndian && named != .utf16LittleEndian {
                    throw fail(.unsupportedEncoding, at: start, "the document is in UTF-16 but its XML declaration says \(value)")
                }
            case "standalone":
                guard value == "yes" || value == "no" else { throw fail(.malformed, at: start, "standalone must be 'yes' or 'no'") }
            default:
                throw fail(.malformed, at: start, "'\(key)' does not belong in the XML declaration")
            }
        }
    }

    /// Sets the current text to `tokenStart + from ..< tokenStart + to`, checking characters and normalizing CR.
    private func setContent(from: Int, to: Int, what: String) throws(XMLError) {
        let start = tokenStart + from, end = tokenStart + to
        var needsCopy = false
        for at in start..<end {
            let byte = buffer[at]
            if byte == 0x0D { needsCopy = true }
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                throw fail(.invalidCharacter, at: at, "the control character U+\(Self.hex4(UInt32(byte))) is not allowed in XML")
            }
            if byte == 0xEF, at + 2 < end, buffer[at + 1] == 0xBF, buffer[at + 2] == 0xBE || buffer[at + 2] == 0xBF {
                throw fail(.invalidCharacter, at: at, "a noncharacter (U+FFFE or U+FFFF) is not allowed in XML")
            }
        }
        if needsCopy {
            textUsesScratch = true
            scratch.removeAll(keepingCapacity: true)
            var at = start
            while at < end {
                if buffer[at] == 0x0D {
                    scratch.append(0x0A)
                    if at + 1 < end, buffer[at + 1] == 0x0A { at += 1 }
                } else {
                    scratch.append(buffer[at])
                }
                at += 1
            }
        } else {
            textUsesScratch = false
            textStart = start
            textEnd = end
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
