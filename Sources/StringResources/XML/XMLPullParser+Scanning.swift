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
            let open = stack.last.map { "<\(qualifiedName($0.entry, $0.qualified))>" } ?? "the root element"
            throw fail(.unexpectedEnd, at: buffer.count, "the document ends before \(open) is closed")
        case .epilog:
            finished = true
            eventKind = .endDocument
            currentEntry = nil
            currentQualified = ""
            currentNamespace = ""
            return .endDocument
        }
    }

    func popElement() {
        guard let element = stack.popLast() else { return }
        bindings.removeLast(element.bindingCount)
        currentEntry = element.entry
        currentQualified = element.qualified
        currentNamespace = element.namespaceURI
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
        // Load the reference (at most 42 bytes up to its `;`) before reading it through a pointer.
        var probe = relative + 1
        var endedInside = false
        while probe - relative <= 41 {
            guard let byte = try byte(probe) else {
                endedInside = true
                break
            }
            if byte == UInt8(ascii: ";") || !(byte == UInt8(ascii: "#") || Self.nameClass[Int(byte)] != 0) { break }
            probe += 1
        }
        let limit = min(buffer.count, tokenStart + probe + 1)
        let start = tokenStart + relative
        switch buffer.withUnsafeBufferPointer({ Self.parseReference($0, at: start, limit: limit) }) {
        case .scalar(let value, let next):
            Self.appendUTF8(value, to: &output)
            return next - tokenStart
        case .failure(let kind, let message):
            if endedInside {
                throw fail(.unexpectedEnd, at: start, "the document ends inside a reference")
            }
            throw fail(kind, at: start, message)
        }
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
        // findTagEnd may read more input, which moves tokenStart: add it afterwards.
        let end = try findTagEnd()
        let tagEnd = tokenStart + end
        let nameStart = tokenStart + 1
        // The whole tag is in the buffer: it is scanned through one pointer, with no refill and no per-byte
        // exclusivity check.
        var problem: (kind: XMLError.Kind, at: Int, message: String)?
        var elementEntry: Int?
        var elementQualified = ""
        var selfClosing = false
        // Attribute names are interned and kept as spans: a String is made for a name only when the table is full
        // or a message needs it. The array is the parser's, reused from tag to tag.
        pendingAttributes.removeAll(keepingCapacity: true)
        buffer.withUnsafeBufferPointer { bytes in
            func name(from start: Int, _ what: String) -> Int? {
                switch Self.scanName(bytes, from: start, limit: tagEnd, what: what) {
                case .end(let end): return end
                case .failure(let kind, let message):
                    problem = (kind, start, message)
                    return nil
                }
            }
            func text(_ start: Int, _ end: Int) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            }
            guard let nameEnd = name(from: nameStart, "an element name") else { return }
            let nameBytes = UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd])
            elementEntry = names.intern(nameBytes)
            if elementEntry == nil { elementQualified = String(decoding: nameBytes, as: UTF8.self) }
            var at = nameEnd
            while true {
                let hadSpace = at < tagEnd && Self.isSpace(bytes[at])
                while at < tagEnd && Self.isSpace(bytes[at]) { at += 1 }
                if at == tagEnd { return }
                if bytes[at] == UInt8(ascii: "/") {
                    guard at + 1 == tagEnd else {
                        problem = (.malformed, at, "'/' must be followed by '>' to end an empty element")
                        return
                    }
                    selfClosing = true
                    return
                }
                guard hadSpace else {
                    problem = (.malformed, at, "attributes must be separated by white space")
                    return
                }
                let attributeStart = at
                guard let attributeEnd = name(from: at, "an attribute name") else { return }
                at = attributeEnd
                while at < tagEnd && Self.isSpace(bytes[at]) { at += 1 }
                guard at < tagEnd, bytes[at] == UInt8(ascii: "=") else {
                    problem = (.malformed, at, "attribute '\(text(attributeStart, attributeEnd))' needs a value (name=\"value\")")
                    return
                }
                at += 1
                while at < tagEnd && Self.isSpace(bytes[at]) { at += 1 }
                guard at < tagEnd, bytes[at] == UInt8(ascii: "\"") || bytes[at] == UInt8(ascii: "'") else {
                    problem = (.malformed, at, "the value of attribute '\(text(attributeStart, attributeEnd))' must be quoted")
                    return
                }
                let quote = bytes[at]
                at += 1
                let valueStart = at
                while at < tagEnd && bytes[at] != quote { at += 1 }
                guard at < tagEnd else {
                    problem = (.malformed, valueStart - 1, "an attribute value is not closed")
                    return
                }
                let value: String
                switch Self.attributeValue(bytes, valueStart, at) {
                case .value(let text): value = text
                case .failure(let kind, let offset, let message):
                    problem = (kind, offset, message)
                    return
                }
                at += 1
                let entryIndex = names.intern(UnsafeBufferPointer(rebasing: bytes[attributeStart..<attributeEnd]))
                // The same name twice, as written (namespaces are compared after resolution): one entry is one
                // spelling, so interned names compare by entry.
                let length = attributeEnd - attributeStart
                for other in pendingAttributes {
                    let same: Bool
                    if let entryIndex, let otherEntry = other.entry {
                        same = entryIndex == otherEntry
                    } else {
                        same = other.nameEnd - other.nameStart == length
                            && (0..<length).allSatisfy { bytes[other.nameStart + $0] == bytes[attributeStart + $0] }
                    }
                    if same {
                        problem = (.duplicateAttribute, attributeStart, "attribute '\(text(attributeStart, attributeEnd))' appears twice")
                        return
                    }
                }
                pendingAttributes.append(PendingAttribute(
                    entry: entryIndex, written: entryIndex == nil ? text(attributeStart, attributeEnd) : "",
                    nameStart: attributeStart, nameEnd: attributeEnd, value: value))
                if pendingAttributes.count > options.maximumAttributes {
                    problem = (.tooLarge, attributeStart, "an element has more than \(options.maximumAttributes) attributes")
                    return
                }
            }
        }
        if let problem { throw fail(problem.kind, at: problem.at, problem.message) }
        if stack.count >= options.maximumDepth {
            throw fail(.tooDeep, at: tokenStart, "elements are nested more than \(options.maximumDepth) deep")
        }
        // Namespace declarations first: they apply to the element's own name and attributes.
        var bindingCount = 0
        var declarationCount = 0
        for item in pendingAttributes {
            switch declaration(item.entry, item.written) {
            case .none:
                continue
            case .defaultNamespace:
                bindings.append(("", item.value))
                bindingCount += 1
            case .prefixedNamespace:
                let local = localName(item.entry, item.written)
                if item.value.isEmpty {
                    bindings.removeLast(bindingCount)
                    throw fail(.malformed, at: item.nameStart, "namespace prefix '\(local)' cannot be bound to an empty name")
                }
                if local == "xmlns" || (local == "xml") != (item.value == XMLName.xmlNamespace) {
                    bindings.removeLast(bindingCount)
                    throw fail(.malformed, at: item.nameStart, "prefix '\(local)' cannot be bound to '\(item.value)'")
                }
                bindings.append((local, item.value))
                bindingCount += 1
            }
            declarationCount += 1
        }
        let elementPrefix = prefix(elementEntry, elementQualified)
        guard let namespace = resolve(elementPrefix) else {
            bindings.removeLast(bindingCount)
            throw fail(.undeclaredPrefix, at: nameStart, "namespace prefix '\(elementPrefix)' is not declared")
        }
        currentAttributes.removeAll(keepingCapacity: true)
        if declarationCount < pendingAttributes.count {
            for item in pendingAttributes where declaration(item.entry, item.written) == .none {
                let prefix = self.prefix(item.entry, item.written)
                var attributeNamespace = ""
                if !prefix.isEmpty {
                    guard let resolved = resolve(prefix) else {
                        bindings.removeLast(bindingCount)
                        throw fail(.undeclaredPrefix, at: item.nameStart, "namespace prefix '\(prefix)' is not declared")
                    }
                    attributeNamespace = resolved
                    let local = localName(item.entry, item.written)
                    if currentAttributes.contains(where: { $0.namespaceURI == resolved && localName($0.entry, $0.qualified) == local }) {
                        bindings.removeLast(bindingCount)
                        throw fail(.duplicateAttribute, at: item.nameStart, "attribute '\(qualifiedName(item.entry, item.written))' appears twice")
                    }
                }
                currentAttributes.append(RawAttribute(entry: item.entry, qualified: item.written, namespaceURI: attributeNamespace, value: item.value))
            }
        }
        stack.append(OpenElement(entry: elementEntry, qualified: elementQualified, namespaceURI: namespace, bindingCount: bindingCount))
        currentEntry = elementEntry
        currentQualified = elementQualified
        currentNamespace = namespace
        state = .root
        pendingEnd = selfClosing
        index = tagEnd + 1
    }

    private func readEndTag() throws(XMLError) {
        let end = try findTagEnd()
        let tagEnd = tokenStart + end
        let nameStart = tokenStart + 2
        var problem: (kind: XMLError.Kind, at: Int, message: String)?
        var entryIndex: Int?
        var written = ""
        buffer.withUnsafeBufferPointer { bytes in
            switch Self.scanName(bytes, from: nameStart, limit: tagEnd, what: "an element name") {
            case .failure(let kind, let message):
                problem = (kind, nameStart, message)
            case .end(let nameEnd):
                var at = nameEnd
                while at < tagEnd && Self.isSpace(bytes[at]) { at += 1 }
                guard at == tagEnd else {
                    problem = (.malformed, at, "an end tag holds only the element's name")
                    return
                }
                let nameBytes = UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd])
                entryIndex = names.intern(nameBytes)
                if entryIndex == nil || stack.last?.entry == nil || entryIndex != stack.last?.entry {
                    written = String(decoding: nameBytes, as: UTF8.self)
                }
            }
        }
        if let problem { throw fail(problem.kind, at: problem.at, problem.message) }
        guard let open = stack.last else {
            throw fail(.malformed, at: tokenStart, "end tag </\(written)> closes no element")
        }
        let openName = qualifiedName(open.entry, open.qualified)
        let same = entryIndex != nil && entryIndex == open.entry ? true : written == openName
        guard same else {
            throw fail(.mismatchedTag, at: tokenStart, "end tag </\(written)> does not match start tag <\(openName)>")
        }
        popElement()
        index = tagEnd + 1
    }

    enum NameScan {
        case end(Int)
        case failure(XMLError.Kind, String)
    }

    /// Scans a name from `start`: where it ends, or what is wrong with it.
    static func scanName(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int, what: String) -> NameScan {
        var at = start
        var colons = 0
        nameClass.withUnsafeBufferPointer { table in
            guard at < limit, table[Int(bytes[at])] == 2 else { return }
            while at < limit {
                let byte = bytes[at]
                if table[Int(byte)] == 0 { break }
                if byte == UInt8(ascii: ":") { colons += 1 }
                at += 1
            }
        }
        guard at > start else {
            let found = start < limit ? "'\(describe(bytes[start]))'" : "nothing"
            return .failure(.malformed, "expected \(what), found \(found)")
        }
        if colons > 1 || bytes[start] == UInt8(ascii: ":") || bytes[at - 1] == UInt8(ascii: ":") {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
            return .failure(.malformed, "'\(text)' is not a valid name with namespaces")
        }
        if at - start > 4096 { return .failure(.tooLarge, "a name is longer than 4096 bytes") }
        return .end(at)
    }

    /// Scans a name at `start` in the buffer; throws when there is none or it is malformed.
    func scanName(from start: Int, limit: Int, what: String) throws(XMLError) -> Int {
        switch buffer.withUnsafeBufferPointer({ Self.scanName($0, from: start, limit: limit, what: what) }) {
        case .end(let end): return end
        case .failure(let kind, let message): throw fail(kind, at: start, message)
        }
    }

    func entry(_ qualified: String) -> XMLNameTable.Entry {
        let split = XMLNameTable.split(qualified)
        return XMLNameTable.Entry(prefix: split.prefix, localName: split.local, qualifiedName: qualified, declaration: XMLNameTable.declaration(qualified))
    }

    /// The namespace `prefix` is bound to in scope (the default namespace for an empty prefix); nil when unbound.
    private func resolve(_ prefix: String) -> String? {
        if prefix == "xml" { return XMLName.xmlNamespace }
        for binding in bindings.reversed() where binding.prefix == prefix { return binding.uri }
        return prefix.isEmpty ? "" : nil
    }

    enum AttributeValue {
        case value(String)
        case failure(XMLError.Kind, Int, String)
    }

    /// An attribute value: references expanded, white space normalized, `<` and forbidden characters refused.
    static func attributeValue(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> AttributeValue {
        var simple = true
        for at in start..<end {
            let byte = bytes[at]
            if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte < 0x20 || byte == 0xEF {
                simple = false
                break
            }
        }
        if simple { return .value(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) }
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var at = start
        while at < end {
            let byte = bytes[at]
            switch byte {
            case UInt8(ascii: "<"):
                return .failure(.malformed, at, "'<' is not allowed in an attribute value (write '&lt;')")
            case UInt8(ascii: "&"):
                switch parseReference(bytes, at: at, limit: end) {
                case .scalar(let value, let next):
                    appendUTF8(value, to: &output)
                    at = next
                case .failure(let kind, let message):
                    return .failure(kind, at, message)
                }
            case 0x09, 0x0A:
                output.append(0x20)
                at += 1
            case 0x0D:
                output.append(0x20)
                at += 1
                if at < end, bytes[at] == 0x0A { at += 1 }
            case 0xEF where at + 2 < end && bytes[at + 1] == 0xBF && (bytes[at + 2] == 0xBE || bytes[at + 2] == 0xBF):
                return .failure(.invalidCharacter, at, "a noncharacter (U+FFFE or U+FFFF) is not allowed in XML")
            default:
                if byte < 0x20 {
                    return .failure(.invalidCharacter, at, "the control character U+\(hex4(UInt32(byte))) is not allowed in XML")
                }
                output.append(byte)
                at += 1
            }
        }
        return .value(String(decoding: output, as: UTF8.self))
    }

    enum Reference {
        case scalar(UInt32, next: Int)
        case failure(XMLError.Kind, String)
    }

    /// The reference at `bytes[start]` (an `&`), which must end with `;` before `limit`.
    static func parseReference(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, limit: Int) -> Reference {
        var end = start + 1
        while end < limit && bytes[end] != UInt8(ascii: ";") {
            let byte = bytes[end]
            guard byte == UInt8(ascii: "#") || nameClass[Int(byte)] != 0, end - start <= 40 else {
                return .failure(.malformed, "'&' must start a reference such as &amp; (write '&amp;' for a literal '&')")
            }
            end += 1
        }
        guard end < limit else {
            return .failure(.malformed, "'&' must start a reference such as &amp; (write '&amp;' for a literal '&')")
        }
        let body = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])
        let text = String(decoding: body, as: UTF8.self)
        if body.first == UInt8(ascii: "#") {
            var digits = Substring(text.dropFirst())
            var radix: UInt32 = 10
            if digits.first == "x" {
                radix = 16
                digits = digits.dropFirst()
            }
            guard !digits.isEmpty else { return .failure(.malformed, "a character reference needs digits") }
            var value: UInt32 = 0
            for digit in digits.utf8 {
                let number: UInt32
                switch digit {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): number = UInt32(digit - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: number = UInt32(digit - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: number = UInt32(digit - UInt8(ascii: "A") + 10)
                default: return .failure(.malformed, "'\(text)' is not a character reference")
                }
                value = value * radix + number
                if value > 0x10FFFF { break }
            }
            guard isXMLCharacter(value) else { return .failure(.invalidCharacter, "&\(text); refers to a character XML does not allow") }
            return .scalar(value, next: end + 1)
        }
        switch text {
        case "lt": return .scalar(0x3C, next: end + 1)
        case "gt": return .scalar(0x3E, next: end + 1)
        case "amp": return .scalar(0x26, next: end + 1)
        case "apos": return .scalar(0x27, next: end + 1)
        case "quot": return .scalar(0x22, next: end + 1)
        default:
            return .failure(.undefinedEntity, "entity '&\(text);' is not defined (only &lt; &gt; &amp; &apos; &quot; and character references are)")
        }
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
            guard tokenStart == positionOrigin, base.position == SourcePosition(line: 1, column: 1), !sawDocumentType, state == .prolog, eventKind == .endDocument else {
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
