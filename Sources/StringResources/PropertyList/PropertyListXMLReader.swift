import Foundation

/// Reads the XML property-list subset with a small, safe tokenizer of its own.
///
/// Elements, attributes, text, CDATA, comments and processing instructions are understood; the
/// DOCTYPE is skipped without being loaded. Only the five predefined entities and numeric character
/// references are expanded: any other entity reference, and any entity declaration, is an error, so
/// external entities are never loaded and entity bombs never expand.
///
/// The bytes are read through one buffer pointer; element names are recognized by their bytes (no string is
/// made for a tag), and a text that is one plain run becomes its string in one step.
struct PropertyListXMLReader {
    /// The deepest nesting of arrays and dictionaries accepted (deeper input is an error, not a stack overflow).
    static let maximumDepth = 512

    /// Dictionaries with more entries than this find repeated keys through a hash table; smaller ones search.
    static let hashedDictionaryLimit = 16

    let bytes: [UInt8]
    var index = 0
    /// `bytes` while ``readDocument()`` or the body of ``reading(_:_:)`` runs.
    private var input = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private init(bytes: [UInt8], input: UnsafeBufferPointer<UInt8>) {
        self.init(bytes: bytes)
        self.input = input
    }

    /// Calls `body` with a reader of `bytes`, for a reader that walks the tokens itself (the reader's buffer
    /// pointer is valid during the call only).
    static func reading<R>(_ bytes: [UInt8], _ body: (inout PropertyListXMLReader) throws(ResourceError) -> R) throws(ResourceError) -> R {
        let result: Result<R, ResourceError> = bytes.withUnsafeBufferPointer { buffer in
            var reader = PropertyListXMLReader(bytes: bytes, input: buffer)
            return Result { () throws(ResourceError) -> R in try body(&reader) }
        }
        return try result.get()
    }

    func error(_ message: String, at offset: Int, kind: ResourceError.Kind = .malformedPropertyList) -> ResourceError {
        ResourceError(kind, position: SourcePosition(offset: offset, in: bytes), message: message)
    }

    /// Reads the whole document into a tree: prolog, the root (`<plist>` or a bare value), and what may follow it.
    mutating func readDocument() throws(ResourceError) -> PropertyList {
        let bytes = self.bytes
        var result = Result<PropertyList, ResourceError>.failure(error("the document has no root element", at: index))
        bytes.withUnsafeBufferPointer { buffer in
            input = buffer
            result = Result { () throws(ResourceError) -> PropertyList in
                let root = try readRootStart()
                let value = try readValue(root.tag, at: root.offset, depth: 0)
                try readRootEnd(root)
                return value
            }
            input = UnsafeBufferPointer(start: nil, count: 0)
        }
        return try result.get()
    }

    // MARK: Document

    /// The root value's start tag, as ``readRootStart()`` found it.
    struct RootStart {
        var tag: StartTag
        /// Where the root value's start tag is.
        var offset: Int
        /// Whether the value is inside `<plist>`.
        var inPlist: Bool
    }

    /// Reads the prolog and the root value's start tag: the value inside `<plist>`, or a bare root value.
    mutating func readRootStart() throws(ResourceError) -> RootStart {
        try skipMisc()
        guard index < input.count else { throw error("the document has no root element", at: index) }
        let start = index
        let tag = try readStartTag()
        guard tag.element == .plist else { return RootStart(tag: tag, offset: start, inPlist: false) }
        guard !tag.selfClosing else { throw error("<plist> is empty", at: start) }
        try skipMisc()
        let valueStart = index
        guard let inner = try readStartTagIfPresent() else { throw error("<plist> holds no value", at: valueStart) }
        return RootStart(tag: inner, offset: valueStart, inPlist: true)
    }

    /// Reads what follows the root value: `</plist>` if it was opened, then nothing but misc.
    mutating func readRootEnd(_ root: RootStart) throws(ResourceError) {
        if root.inPlist {
            try skipMisc()
            try readEndTag(.plist)
        }
        try skipMisc()
        if index < input.count { throw error("unexpected content after the root element", at: index) }
    }

    /// A key of a dictionary, with the start tag of its value (read; the value itself is not).
    struct DictionaryKey {
        var text: Text
        /// Where the `<key>` element starts.
        var offset: Int
        var valueTag: StartTag
        /// Where the value's start tag starts.
        var valueOffset: Int
    }

    /// Reads the next key of a dictionary (whose start tag was read and does not close itself) and the start tag
    /// of its value; at `</dict>`, reads that and returns `nil`.
    mutating func nextKey() throws(ResourceError) -> DictionaryKey? {
        try skipMisc()
        let keyStart = index
        guard let keyTag = try readStartTagIfPresent() else {
            try readEndTag(.dict)
            return nil
        }
        guard keyTag.element == .key else {
            throw error("expected <key> in <dict>, found <\(name(of: keyTag))>", at: keyStart)
        }
        let key = keyTag.selfClosing ? Text.plain(index..<index) : try readTextElement(.key)
        try skipMisc()
        let valueStart = index
        // `<key>a</key><key>b</key>`: the first key's value was left out (a `<key>` is no value).
        guard let valueTag = try readStartTagIfPresent(), valueTag.element != .key else {
            throw error("key '\(string(key))' has no value", at: valueStart)
        }
        return DictionaryKey(text: key, offset: keyStart, valueTag: valueTag, valueOffset: valueStart)
    }

    /// Reads the text of a `<string>` whose start tag was read, and its end tag.
    mutating func readString(_ tag: StartTag) throws(ResourceError) -> Text {
        tag.selfClosing ? .plain(index..<index) : try readTextElement(.string)
    }

    /// Reads the value whose start tag is at `offset` (again), as a tree.
    mutating func readValue(at offset: Int, depth: Int) throws(ResourceError) -> PropertyList {
        index = offset
        let tag = try readStartTag()
        return try readValue(tag, at: offset, depth: depth)
    }

    /// Character data as read: the run of the input that is the text itself (when no reference, CDATA section,
    /// comment or carriage return is in it), or else the text decoded.
    enum Text {
        case plain(Range<Int>)
        case decoded(String)
    }

    /// The text as a string.
    func string(_ text: Text) -> String {
        switch text {
        case .plain(let range): String(decoding: UnsafeBufferPointer(rebasing: input[range]), as: UTF8.self)
        case .decoded(let string): string
        }
    }

    /// Whether the text is `literal`, compared without making a string.
    func text(_ text: Text, is literal: StaticString) -> Bool {
        switch text {
        case .plain(let range): isLiteral(literal, at: range)
        case .decoded(let string): string.utf8.elementsEqual(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        }
    }

    /// The text's length in UTF-8 bytes.
    func utf8Count(_ text: Text) -> Int {
        switch text {
        case .plain(let range): range.count
        case .decoded(let string): string.utf8.count
        }
    }

    // MARK: Values

    mutating func readValue(_ tag: StartTag, at start: Int, depth: Int) throws(ResourceError) -> PropertyList {
        guard depth < Self.maximumDepth else { throw error("property list nested too deeply", at: start, kind: .limitExceeded) }
        switch tag.element {
        case .string:
            return .string(string(try readString(tag)))
        case .dict:
            return .dictionary(try readDictionary(tag, depth: depth))
        case .true, .false:
            if !tag.selfClosing { _ = try readTextElement(tag.element) }
            return .boolean(tag.element == .true)
        case .integer:
            let text = tag.selfClosing ? "" : string(try readTextElement(.integer))
            guard let value = Self.integer(text) else { throw error("'\(text)' is not an integer in the range of Int", at: start) }
            return .integer(value)
        case .real:
            let text = (tag.selfClosing ? "" : string(try readTextElement(.real))).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let value = Self.real(text) else { throw error("'\(text)' is not a real number", at: start) }
            return .real(value)
        case .date:
            let text = tag.selfClosing ? "" : string(try readTextElement(.date))
            guard let value = Self.date(text) else { throw error("'\(text)' is not an ISO 8601 date", at: start) }
            return .date(value)
        case .data:
            let text = tag.selfClosing ? "" : string(try readTextElement(.data))
            let compact = text.filter { !$0.isWhitespace }
            guard let value = Data(base64Encoded: compact) else { throw error("<data> is not valid base64", at: start) }
            return .data(value)
        case .array:
            var items: [PropertyList] = []
            if tag.selfClosing { return .array(items) }
            while true {
                try skipMisc()
                let itemStart = index
                guard let item = try readStartTagIfPresent() else { break }
                items.append(try readValue(item, at: itemStart, depth: depth + 1))
            }
            try readEndTag(.array)
            return .array(items)
        case .plist, .key, .other:
            throw error("unknown property-list element <\(name(of: tag))>", at: start)
        }
    }

    private mutating func readDictionary(_ tag: StartTag, depth: Int) throws(ResourceError) -> PropertyListDictionary {
        var dictionary = PropertyListDictionary()
        if tag.selfClosing { return dictionary }
        // Positions of keys, made once the dictionary is large; smaller ones are searched.
        var seen: [ExactStringKey: Int]?
        while let item = try nextKey() {
            let key = string(item.text)
            let value = try readValue(item.valueTag, at: item.valueOffset, depth: depth + 1)
            let entry = PropertyListDictionary.Entry(key: key, value: value, keyOffset: item.offset, valueOffset: item.valueOffset)
            let existing: Int?
            if seen != nil {
                existing = seen?[ExactStringKey(key)]
            } else {
                let exact = ExactStringKey(key)
                existing = dictionary.entries.firstIndex { ExactStringKey($0.key) == exact }
            }
            if let existing {
                dictionary.entries[existing] = entry
                continue
            }
            dictionary.entries.append(entry)
            if seen != nil {
                seen?[ExactStringKey(key)] = dictionary.entries.count - 1
            } else if dictionary.entries.count > Self.hashedDictionaryLimit {
                var positions: [ExactStringKey: Int] = [:]
                positions.reserveCapacity(dictionary.entries.count * 2)
                for (position, entry) in dictionary.entries.enumerated() { positions[ExactStringKey(entry.key)] = position }
                seen = positions
            }
        }
        return dictionary
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

    /// The elements of the property-list format, recognized by their bytes.
    enum Element: Equatable {
        case plist, dict, key, string, array, integer, real, `true`, `false`, date, data, other

        /// The element's name as written.
        var name: StaticString {
            switch self {
            case .plist: "plist"
            case .dict: "dict"
            case .key: "key"
            case .string: "string"
            case .array: "array"
            case .integer: "integer"
            case .real: "real"
            case .true: "true"
            case .false: "false"
            case .date: "date"
            case .data: "data"
            case .other: ""
            }
        }
    }

    struct StartTag {
        var element: Element
        /// Where the name is in the bytes.
        var name: Range<Int>
        var selfClosing: Bool
    }

    /// The name of a tag as written.
    private func name(of tag: StartTag) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: input[tag.name]), as: UTF8.self)
    }

    /// The element whose name is at `range`.
    private func element(at range: Range<Int>) -> Element {
        let first = input[range.lowerBound]
        let candidate: Element
        switch (range.count, first) {
        case (3, UInt8(ascii: "k")): candidate = .key
        case (6, UInt8(ascii: "s")): candidate = .string
        case (4, UInt8(ascii: "d")):
            candidate = input[range.lowerBound + 1] == UInt8(ascii: "i") ? .dict : input[range.lowerBound + 3] == UInt8(ascii: "e") ? .date : .data
        case (5, UInt8(ascii: "p")): candidate = .plist
        case (5, UInt8(ascii: "a")): candidate = .array
        case (7, UInt8(ascii: "i")): candidate = .integer
        case (4, UInt8(ascii: "r")): candidate = .real
        case (4, UInt8(ascii: "t")): candidate = .true
        case (5, UInt8(ascii: "f")): candidate = .false
        default: return .other
        }
        return isName(candidate, at: range) ? candidate : .other
    }

    /// Whether the bytes at `range` are `element`'s name.
    private func isName(_ element: Element, at range: Range<Int>) -> Bool {
        range.count > 0 && isLiteral(element.name, at: range)
    }

    /// Whether the bytes at `range` are `literal`.
    private func isLiteral(_ literal: StaticString, at range: Range<Int>) -> Bool {
        guard literal.utf8CodeUnitCount == range.count, range.upperBound <= input.count else { return false }
        guard let base = input.baseAddress, range.count > 0 else { return range.isEmpty }
        return memcmp(base + range.lowerBound, literal.utf8Start, range.count) == 0
    }

    /// Skips whitespace, comments, processing instructions and the DOCTYPE.
    private mutating func skipMisc() throws(ResourceError) {
        while index < input.count {
            let byte = input[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte != 0x3C {
                return
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
        while index < input.count {
            let byte = input[index]
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
        guard index < input.count, input[index] == 0x3C else { throw error("expected an element", at: index) }
        index += 1
        // The three tags of nearly every line, `<key>`, `<string>` and `<dict>`, compared eight bytes at once.
        if let word = word(at: index) {
            if word & 0xFFFF_FFFF == 0x3E79_656B {
                index += 4
                return StartTag(element: .key, name: (index - 4)..<(index - 1), selfClosing: false)
            }
            if word & 0xFF_FFFF_FFFF_FFFF == 0x3E_676E_6972_7473 {
                index += 7
                return StartTag(element: .string, name: (index - 7)..<(index - 1), selfClosing: false)
            }
            if word & 0xFF_FFFF_FFFF == 0x3E_7463_6964 {
                index += 5
                return StartTag(element: .dict, name: (index - 5)..<(index - 1), selfClosing: false)
            }
        }
        let nameRange = readName()
        guard !nameRange.isEmpty else { throw error("expected an element name", at: index) }
        let element = element(at: nameRange)
        // Attributes are read (so that quoted '>' is handled) and ignored.
        while true {
            skipWhitespace()
            guard index < input.count else {
                throw error("unterminated start tag <\(name(of: StartTag(element: element, name: nameRange, selfClosing: false)))>", at: start)
            }
            let byte = input[index]
            if byte == 0x3E { index += 1; return StartTag(element: element, name: nameRange, selfClosing: false) }
            if byte == 0x2F {
                guard index + 1 < input.count, input[index + 1] == 0x3E else { throw error("expected '>' after '/'", at: index + 1) }
                index += 2
                return StartTag(element: element, name: nameRange, selfClosing: true)
            }
            let attributeRange = readName()
            guard !attributeRange.isEmpty else {
                throw error("unexpected character in start tag <\(name(of: StartTag(element: element, name: nameRange, selfClosing: false)))>", at: index)
            }
            skipWhitespace()
            guard index < input.count, input[index] == 0x3D else {
                let attributeName = String(decoding: UnsafeBufferPointer(rebasing: input[attributeRange]), as: UTF8.self)
                throw error("expected '=' after attribute \(attributeName)", at: index)
            }
            index += 1
            skipWhitespace()
            guard index < input.count, input[index] == 0x22 || input[index] == 0x27 else {
                throw error("expected a quoted attribute value", at: index)
            }
            let quote = input[index]
            let valueStart = index
            index += 1
            while index < input.count && input[index] != quote {
                if input[index] == 0x3C { throw error("'<' in an attribute value", at: index) }
                if input[index] == 0x26 { _ = try readReference() } else { index += 1 }
            }
            guard index < input.count else { throw error("unterminated attribute value", at: valueStart) }
            index += 1
        }
    }

    /// Reads a start tag if one comes next; returns `nil` at an end tag (left unread).
    private mutating func readStartTagIfPresent() throws(ResourceError) -> StartTag? {
        guard index < input.count else { throw error("unexpected end of document", at: index) }
        guard input[index] == 0x3C else { throw error("unexpected text", at: index) }
        if index + 1 < input.count, input[index + 1] == 0x2F { return nil }
        return try readStartTag()
    }

    private mutating func readEndTag(_ element: Element) throws(ResourceError) {
        // `</key>`, `</string>` and `</dict>` as written, compared eight bytes at once.
        if index < input.count, input[index] == 0x3C, let word = word(at: index + 1) {
            switch element {
            case .key where word & 0xFF_FFFF_FFFF == 0x3E_7965_6B2F: index += 6; return
            case .string where word == 0x3E67_6E69_7274_732F: index += 9; return
            case .dict where word & 0xFFFF_FFFF_FFFF == 0x3E74_6369_642F: index += 7; return
            default: break
            }
        }
        let start = index
        var expected: String { "\(element.name)" }
        guard matches("</") else {
            throw index < input.count ? error("expected </\(expected)>", at: index) : error("unexpected end of document, expected </\(expected)>", at: index)
        }
        index += 2
        let found = readName()
        skipWhitespace()
        guard isName(element, at: found), index < input.count, input[index] == 0x3E else {
            let foundName = String(decoding: UnsafeBufferPointer(rebasing: input[found]), as: UTF8.self)
            throw error("expected </\(expected)>, found </\(foundName)>", at: start)
        }
        index += 1
    }

    /// Reads an element's text content (text, references, CDATA, comments) and its end tag.
    private mutating func readTextElement(_ element: Element) throws(ResourceError) -> Text {
        let text = try readText()
        try readEndTag(element)
        return text
    }

    /// Reads character data up to the next tag that is not a comment or CDATA section.
    private mutating func readText() throws(ResourceError) -> Text {
        // Plain bytes are copied a run at a time; a text that is one plain run is given as where it is.
        var runStart = index
        var output: [UInt8] = []
        let count = input.count
        while index < count {
            // Eight bytes at a time up to the first that needs a look ('<', '&' or a control character).
            if let word = word(at: index) {
                let stops = Self.textStops(word)
                if stops == 0 {
                    index += 8
                    continue
                }
                index += stops.trailingZeroBitCount >> 3
            }
            let byte = input[index]
            // A raw control character makes the XML malformed (Apple's and Python's parsers refuse it).
            guard byte == 0x3C || byte == 0x26 || byte < 0x20 && (byte == 0x0D || Self.isForbiddenControl(byte)) else {
                index += 1
                continue
            }
            if byte == 0x3C, index + 1 < count, input[index + 1] == 0x2F {
                if output.isEmpty { return .plain(runStart..<index) }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<index]))
                return .decoded(String(decoding: output, as: UTF8.self))
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<index]))
            if byte == 0x3C {
                if matches("<![CDATA[") {
                    let start = index
                    guard let end = find("]]>", from: index + 9) else { throw error("unterminated CDATA section", at: start) }
                    if let control = input[(index + 9)..<end].firstIndex(where: Self.isForbiddenControl) {
                        throw controlCharacterError(at: control)
                    }
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: input[(index + 9)..<end]))
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
            } else if byte == 0x0D {
                // XML end-of-line handling: \r\n and a lone \r become \n.
                output.append(0x0A)
                index += 1
                if index < count && input[index] == 0x0A { index += 1 }
            } else {
                throw controlCharacterError(at: index)
            }
            runStart = index
        }
        throw error("unexpected end of document inside text", at: index)
    }

    /// Reads `&…;` at the current position: a predefined entity or a character reference.
    private mutating func readReference() throws(ResourceError) -> Unicode.Scalar {
        let start = index
        index += 1
        let nameStart = index
        while index < input.count && input[index] != 0x3B && index - nameStart < 16 {
            index += 1
        }
        guard index < input.count, input[index] == 0x3B else { throw error("unterminated entity reference", at: start) }
        let name = UnsafeBufferPointer(rebasing: input[nameStart..<index])
        index += 1
        switch (name.count, name.first) {
        case (2, UInt8(ascii: "l")) where name[1] == UInt8(ascii: "t"): return "<"
        case (2, UInt8(ascii: "g")) where name[1] == UInt8(ascii: "t"): return ">"
        case (3, UInt8(ascii: "a")) where name[1] == UInt8(ascii: "m") && name[2] == UInt8(ascii: "p"): return "&"
        case (4, UInt8(ascii: "q")) where name[1] == UInt8(ascii: "u") && name[2] == UInt8(ascii: "o") && name[3] == UInt8(ascii: "t"): return "\""
        case (4, UInt8(ascii: "a")) where name[1] == UInt8(ascii: "p") && name[2] == UInt8(ascii: "o") && name[3] == UInt8(ascii: "s"): return "'"
        default: break
        }
        let text = String(decoding: name, as: UTF8.self)
        var value: UInt32?
        if text.hasPrefix("#x") { value = UInt32(text.dropFirst(2), radix: 16) }
        else if text.hasPrefix("#") { value = UInt32(text.dropFirst(), radix: 10) }
        else { throw error("unknown entity '&\(text);' (only the predefined entities are allowed)", at: start) }
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else {
            throw error("invalid character reference '&\(text);'", at: start)
        }
        return scalar
    }

    // MARK: Helpers

    /// The eight bytes at `offset` as a little-endian word, when there are eight.
    @inline(__always)
    private func word(at offset: Int) -> UInt64? {
        guard offset + 8 <= input.count, let base = input.baseAddress else { return nil }
        return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The high bit of each byte of `word` that is '<', '&' or below U+0020 set, and perhaps of bytes above such a
    /// byte (so the lowest bit set marks the first such byte, and zero means none).
    @inline(__always)
    static func textStops(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lessThan = word ^ (ones &* 0x3C)
        let ampersand = word ^ (ones &* 0x26)
        // A byte is zero, or below 0x20, where subtracting borrows into its high bit while the byte's own is clear.
        let zeros = ((lessThan &- ones) & ~lessThan) | ((ampersand &- ones) & ~ampersand) | ((word &- ones &* 0x20) & ~word)
        return zeros & (ones &* 0x80)
    }

    /// Whether `byte` is a control character XML 1.0 does not allow in a document (all below U+0020 but tab,
    /// line feed and carriage return), which Apple's and Python's property-list parsers refuse.
    static func isForbiddenControl(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
    }

    private func controlCharacterError(at offset: Int) -> ResourceError {
        let hex = String(bytes[offset], radix: 16, uppercase: true)
        return error("control character U+\(hex.count < 2 ? "000" : "00")\(hex) is not allowed in XML; Apple's property-list parser rejects the whole file for it", at: offset)
    }

    /// Reads a name at the current position and returns where it is.
    private mutating func readName() -> Range<Int> {
        let start = index
        while index < input.count {
            let byte = input[index]
            let isNameByte = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x5F || byte == 0x2D || byte == 0x2E || byte == 0x3A || byte >= 0x80
            guard isNameByte else { break }
            index += 1
        }
        return start..<index
    }

    private mutating func skipWhitespace() {
        while index < input.count, input[index] == 0x20 || input[index] == 0x09 || input[index] == 0x0A || input[index] == 0x0D {
            index += 1
        }
    }

    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= input.count else { return false }
        let expected = literal.utf8Start
        for offset in 0..<count where input[index + offset] != expected[offset] { return false }
        return true
    }

    private func find(_ literal: StaticString, from start: Int) -> Int? {
        let count = literal.utf8CodeUnitCount
        let expected = literal.utf8Start
        guard count > 0, input.count >= count else { return nil }
        var position = start
        while position + count <= input.count {
            if input[position] == expected[0] {
                var matched = true
                for offset in 1..<count where input[position + offset] != expected[offset] { matched = false; break }
                if matched { return position }
            }
            position += 1
        }
        return nil
    }
}
