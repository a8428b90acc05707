import Foundation

/// The byte scanner behind ``JSONDocument``: strict RFC 8259 JSON over UTF-8, no String building.
struct JSONParser {
    /// A syntax error at a byte offset (turned into a ``ResourceError`` with a position by the caller).
    struct Failure: Error {
        var offset: Int
        var message: String
        /// The keys (and array indices) of the containers open at the error.
        var keyPath: [String] = []
        /// What kind of error: JSON syntax unless the bytes are not UTF-8 or a limit was exceeded.
        var kind: ResourceError.Kind {
            if message == "invalid UTF-8" { return .encoding }
            if message.hasPrefix("arrays and objects nested deeper") || message.hasPrefix("more than ")
                || message.hasPrefix("the document is larger") { return .limitExceeded }
            return .malformedJSON
        }
    }

    let maximumDepth: Int
    /// For a String Catalog read for some languages only: whether the value of a member of an entry's
    /// `localizations` (`strings › key › localizations › language`) is indexed, given the member's key as written.
    /// A value not indexed is skipped by matching brackets, without checking what is inside, and stands in the
    /// index as one `null` node spanning its bytes. It is asked once per distinct name (the parser keeps its
    /// answers: a catalog repeats the same few names in every entry).
    var localizationFilter: ((UnsafeBufferPointer<UInt8>) -> Bool)?
    /// The names the filter was asked about, its answers by their positions, and the position of the name of the
    /// previous member of the `localizations` being parsed (-1 at its first).
    private var filterNames = ByteNameTable()
    private var filterAnswers: [Bool] = []
    private var filterPrevious = -1
    /// Whether a string whose UTF-8 is not well-formed is marked (``JSONNode/hasInvalidUTF8``) instead of failing
    /// the parse: a String Catalog reader reports it on the entry holding it, at its byte, and reads the others.
    /// Either way the UTF-8 of every string is checked here, once, as it is scanned, so that the reader makes its
    /// `String`s without checking it again.
    var marksInvalidUTF8 = false
    private var nodes = JSONBuffer<JSONNode>(capacity: 0)
    private var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var index = 0

    init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
    }

    mutating func parse(_ buffer: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONBuffer<JSONNode> {
        guard buffer.count < Int(UInt32.max) else {
            throw Failure(offset: 0, message: "the document is larger than 4 GB")
        }
        bytes = buffer
        // Pretty-printed catalogs hold about one value per 20 bytes.
        nodes = JSONBuffer(capacity: buffer.count / 20 + 16)
        index = 0
        if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { index = 3 }
        skipWhitespace()
        do {
            try parseValue(depth: 0, path: localizationFilter == nil ? .other : .root)
        } catch {
            var failure = error
            failure.keyPath = partialKeyPath()
            throw failure
        }
        skipWhitespace()
        if index < bytes.count {
            throw Failure(offset: index, message: "unexpected data after the JSON value")
        }
        let result = nodes
        nodes = JSONBuffer(capacity: 0)
        return result
    }

    /// The key path of the value being parsed when an error stopped the parser: for each open
    /// object the key whose value was being read, for each open array the element's index.
    private func partialKeyPath() -> [String] {
        var path: [String] = []
        let openContainers = JSONParser.openContainers(nodes)
        for (depth, container) in openContainers.enumerated() {
            let nested = depth + 1 < openContainers.count ? openContainers[depth + 1] : nil
            let isObject = nodes[container].kind == .object
            var child = container + 1
            var position = 0
            var lastKey: Int?
            while child < nodes.count, child != nested {
                if isObject && position % 2 == 0 { lastKey = child }
                let node = nodes[child]
                child = node.kind == .array || node.kind == .object ? Int(node.end) : child + 1
                position += 1
            }
            if isObject {
                guard let lastKey, nested != nil || position % 2 == 1 else { break }
                let node = nodes[lastKey]
                let content = UnsafeBufferPointer(rebasing: bytes[Int(node.start) + 1..<Int(node.end)])
                path.append(node.kind == .string ? String(decoding: content, as: UTF8.self) : JSONParser.unescape(content))
            } else {
                guard nested != nil else { break }
                path.append(String(position))
            }
        }
        return path
    }

    /// The node indices of the arrays and objects still open when the parser stopped, outermost first: those
    /// whose `end` is not set yet (a closed one's is the node count after it, never 0). Found from the index
    /// after an error instead of kept on a stack: a push and a pop per container cost more than this scan.
    static func openContainers(_ nodes: JSONBuffer<JSONNode>) -> [Int] {
        nodes.withUnsafeBufferPointer { nodes in
            nodes.indices.filter { (nodes[$0].kind == .object || nodes[$0].kind == .array) && nodes[$0].end == 0 }
        }
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        // Most tokens follow a single space or none; pretty-printed indentation (after a line break) is skipped
        // eight bytes at a time.
        while index < bytes.count {
            let byte = bytes[index]
            if byte > 0x20 { return }
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index &+= 1
            while bytes.count &- index >= 8 {
                let spaces = JSONParser.word(bytes, at: index) ^ JSONParser.repeated(0x20)
                if spaces != 0 {
                    index &+= spaces.trailingZeroBitCount &>> 3
                    break
                }
                index &+= 8
            }
        }
    }

    // MARK: Word-at-a-time scanning

    /// Eight bytes from `offset` as one little-endian word (the caller made sure they are there).
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        // The caller checked `bytes.count - offset >= 8`, so the base address exists.
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self))
    }

    /// `byte` in each of a word's eight bytes.
    @inline(__always)
    static func repeated(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }

    /// The high bit of every byte of `word` that ends a plain run of string content: `"`, `\`, a control
    /// character or a non-ASCII byte. Only the lowest flagged byte is exact (a borrow may flag bytes above it),
    /// which is the one the scanner uses.
    @inline(__always)
    static func stringStops(_ word: UInt64) -> UInt64 {
        let ones = repeated(0x01)
        let quotes = word ^ repeated(0x22)
        let backslashes = word ^ repeated(0x5C)
        let hasQuote = (quotes &- ones) & ~quotes
        let hasBackslash = (backslashes &- ones) & ~backslashes
        let hasControl = (word &- repeated(0x20)) & ~word
        return (hasQuote | hasBackslash | hasControl | word) & repeated(0x80)
    }

    /// Where a value is in a String Catalog, for ``localizationFilter``: the root, `strings`, an entry, an
    /// entry's `localizations`, or anywhere else.
    enum CatalogPath {
        case other, root, strings, entry, localizations
    }

    private mutating func parseValue(depth: Int, path: CatalogPath = .other) throws(Failure) {
        guard index < bytes.count else {
            throw Failure(offset: index, message: "unexpected end of input, expected a value")
        }
        switch bytes[index] {
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "{"): try parseObject(depth: depth + 1, path: path)
        case UInt8(ascii: "["): try parseArray(depth: depth + 1)
        case UInt8(ascii: "t"): try parseLiteral("true", kind: .true)
        case UInt8(ascii: "f"): try parseLiteral("false", kind: .false)
        case UInt8(ascii: "n"): try parseLiteral("null", kind: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
        default:
            throw Failure(offset: index, message: "expected a value")
        }
    }

    private mutating func parseLiteral(_ word: StaticString, kind: JSONNode.Kind) throws(Failure) {
        let start = index
        let length = word.utf8CodeUnitCount
        guard bytes.count - index >= length else { throw Failure(offset: start, message: "expected a value") }
        for offset in 0..<length where bytes[index + offset] != word.utf8Start[offset] {
            throw Failure(offset: start, message: "expected a value")
        }
        index += length
        nodes.append(JSONNode(kind: kind, start: UInt32(start), end: UInt32(index), count: 0))
    }

    private mutating func parseNumber() throws(Failure) {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw Failure(offset: index, message: "invalid number: expected a digit")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw Failure(offset: index, message: "invalid number: leading zero")
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw Failure(offset: index, message: "invalid number: expected a digit after '.'")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw Failure(offset: index, message: "invalid number: expected a digit in the exponent")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        nodes.append(JSONNode(kind: .number, start: UInt32(start), end: UInt32(index), count: 0))
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    private mutating func parseString() throws(Failure) {
        let start = index
        index &+= 1
        var escaped = false
        var flags: UInt32 = 0
        let count = bytes.count
        while true {
            // Plain ASCII, eight bytes at a time, then byte by byte near the end of the text; in a local, which
            // stays in a register (the stored `index` was written back on every step).
            var position = index
            while count &- position >= 8 {
                let stops = JSONParser.stringStops(JSONParser.word(bytes, at: position))
                if stops != 0 {
                    position &+= stops.trailingZeroBitCount &>> 3
                    break
                }
                position &+= 8
            }
            while position < count {
                let byte = bytes[position]
                if byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                    position &+= 1
                } else {
                    break
                }
            }
            index = position
            guard index < count else {
                throw Failure(offset: start, message: "unterminated string")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                break
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
                try skipEscape()
            } else if byte < 0x20 {
                if byte == 0x0A || byte == 0x0D {
                    throw Failure(offset: start, message: "unterminated string")
                }
                throw Failure(offset: index, message: "control character U+\(hex4(UInt32(byte))) must be escaped in a string")
            } else {
                flags |= JSONNode.nonASCIIFlag
                if !skipUTF8Sequences() {
                    guard marksInvalidUTF8 else { throw Failure(offset: index, message: "invalid UTF-8") }
                    // The reader reports the first bad byte (found again then); the scan goes on past this one.
                    flags |= JSONNode.invalidUTF8Flag
                    index &+= 1
                }
            }
        }
        nodes.append(JSONNode(kind: escaped ? .escapedString : .string, start: UInt32(start), end: UInt32(index), count: flags))
        index &+= 1
    }

    /// Validates the multi-byte UTF-8 sequences starting at `index` and moves past them (text in a non-Latin
    /// script is one run of them); false, with `index` at it, at a byte that does not start a well-formed one.
    @inline(__always)
    private mutating func skipUTF8Sequences() -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        var position = index
        defer { index = position }
        repeat {
            let lead = base[position]
            let available = count &- position
            if lead & 0xE0 == 0xC0 {
                // Two bytes: U+0080…U+07FF.
                guard lead >= 0xC2, available >= 2, base[position &+ 1] & 0xC0 == 0x80 else { return false }
                position &+= 2
            } else if lead & 0xF0 == 0xE0 {
                // Three bytes: no overlong forms (E0 80…9F) and no surrogates (ED A0…BF).
                guard available >= 3 else { return false }
                let second = base[position &+ 1]
                let third = base[position &+ 2]
                let lowerBound: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
                let upperBound: UInt8 = lead == 0xED ? 0x9F : 0xBF
                guard second >= lowerBound, second <= upperBound, third & 0xC0 == 0x80 else { return false }
                position &+= 3
            } else {
                guard let length = JSONParser.utf8SequenceLength(bytes, at: position) else { return false }
                position &+= length
            }
        } while position < count && base[position] >= 0x80
        return true
    }

    /// Validates one escape at `index` (a backslash) and moves past it.
    private mutating func skipEscape() throws(Failure) {
        let start = index
        index += 1
        guard index < bytes.count else { throw Failure(offset: start, message: "unterminated string") }
        switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 1
        case UInt8(ascii: "u"):
            index += 1
            let unit = try hexUnit(escapeStart: start)
            if unit >= 0xDC00 && unit <= 0xDFFF {
                throw Failure(offset: start, message: "invalid \\u escape: lone low surrogate")
            }
            if unit >= 0xD800 && unit <= 0xDBFF {
                guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw Failure(offset: start, message: "invalid \\u escape: high surrogate without a low surrogate")
                }
                let second = index
                index += 2
                let low = try hexUnit(escapeStart: second)
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw Failure(offset: start, message: "invalid \\u escape: high surrogate without a low surrogate")
                }
            }
        default:
            let scalar = bytes[index] < 0x80 ? String(UnicodeScalar(bytes[index])) : "…"
            throw Failure(offset: start, message: "invalid escape '\\\(scalar)' in a string")
        }
    }

    private mutating func hexUnit(escapeStart: Int) throws(Failure) -> UInt32 {
        guard bytes.count - index >= 4 else {
            throw Failure(offset: escapeStart, message: "invalid \\u escape: expected 4 hexadecimal digits")
        }
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = JSONParser.hexValue(bytes[index]) else {
                throw Failure(offset: escapeStart, message: "invalid \\u escape: expected 4 hexadecimal digits")
            }
            unit = unit << 4 | digit
            index += 1
        }
        return unit
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The message for `[1, ]` and `{"a" : 1, }`, which JavaScript accepts and JSON does not.
    static let trailingCommaMessage = "a ',' before the closing bracket is not allowed in JSON; remove it"

    /// Where a missing `,` is reported: right after the value that ends at `end` when the next token
    /// is on a later line (where the comma was forgotten), else at that next token.
    private func missingCommaOffset(after end: Int) -> Int {
        bytes[end..<index].contains { $0 == 0x0A || $0 == 0x0D } ? end : index
    }

    private mutating func parseArray(depth: Int) throws(Failure) {
        guard depth <= maximumDepth else {
            throw Failure(offset: index, message: "arrays and objects nested deeper than \(maximumDepth) levels")
        }
        let nodeIndex = nodes.count
        nodes.append(JSONNode(kind: .array, start: UInt32(index), end: 0, count: 0))
        index += 1
        skipWhitespace()
        var count: UInt32 = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
        } else {
            var commaOffset = index
            while true {
                if count > 0, index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    throw Failure(offset: commaOffset, message: Self.trailingCommaMessage)
                }
                try parseValue(depth: depth)
                count += 1
                if count >= 1 << 29 { throw Failure(offset: index, message: "more than 536870911 values in one array or object") }
                let valueEnd = index
                skipWhitespace()
                guard index < bytes.count else { throw Failure(offset: index, message: "expected ',' or ']'") }
                if bytes[index] == UInt8(ascii: ",") {
                    commaOffset = index
                    index += 1
                    skipWhitespace()
                } else if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    break
                } else {
                    throw Failure(offset: missingCommaOffset(after: valueEnd), message: "expected ',' or ']'")
                }
            }
        }
        nodes[nodeIndex].end = UInt32(nodes.count)
        nodes[nodeIndex].count = count
    }

    private mutating func parseObject(depth: Int, path: CatalogPath = .other) throws(Failure) {
        guard depth <= maximumDepth else {
            throw Failure(offset: index, message: "arrays and objects nested deeper than \(maximumDepth) levels")
        }
        let nodeIndex = nodes.count
        nodes.append(JSONNode(kind: .object, start: UInt32(index), end: 0, count: 0))
        index += 1
        skipWhitespace()
        if path == .localizations { filterPrevious = -1 }
        var count: UInt32 = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
        } else {
            var commaOffset = index
            while true {
                if count > 0, index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    throw Failure(offset: commaOffset, message: Self.trailingCommaMessage)
                }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw Failure(offset: index, message: count == 0 ? "expected a string key or '}'" : "expected a string key")
                }
                try parseString()
                if bytes.count &- index >= 4, bytes[index] == 0x20, bytes[index &+ 1] == UInt8(ascii: ":"),
                   bytes[index &+ 2] == 0x20, bytes[index &+ 3] > 0x20 {
                    // Xcode's layout, `"key" : value`, in one step.
                    index &+= 3
                } else {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                        throw Failure(offset: index, message: "expected ':' after an object key")
                    }
                    index += 1
                    skipWhitespace()
                }
                if path == .other {
                    try parseValue(depth: depth)
                } else {
                    try parseCatalogMember(depth: depth, path: path, key: nodes[nodes.count - 1])
                }
                count += 1
                if count >= 1 << 29 { throw Failure(offset: index, message: "more than 536870911 values in one array or object") }
                let valueEnd = index
                skipWhitespace()
                guard index < bytes.count else { throw Failure(offset: index, message: "expected ',' or '}'") }
                if bytes[index] == UInt8(ascii: ",") {
                    commaOffset = index
                    index += 1
                    skipWhitespace()
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    break
                } else {
                    throw Failure(offset: missingCommaOffset(after: valueEnd), message: "expected ',' or '}'")
                }
            }
        }
        nodes[nodeIndex].end = UInt32(nodes.count)
        nodes[nodeIndex].count = count
    }

    /// Parses the value of a member whose key is `key`, inside an object at `path` of a String Catalog.
    private mutating func parseCatalogMember(depth: Int, path: CatalogPath, key: JSONNode) throws(Failure) {
        let name = UnsafeBufferPointer(rebasing: bytes[Int(key.start) + 1..<Int(key.end)])
        switch path {
        case .root:
            try parseValue(depth: depth, path: key.kind == .string && name.elementsEqual("strings".utf8) ? .strings : .other)
        case .strings:
            try parseValue(depth: depth, path: .entry)
        case .entry:
            try parseValue(depth: depth, path: key.kind == .string && name.elementsEqual("localizations".utf8) ? .localizations : .other)
        case .localizations:
            if key.kind == .escapedString || isIndexed(localization: name) {
                try parseValue(depth: depth)
            } else {
                let start = index
                try skipValue()
                nodes.append(JSONNode(kind: .null, start: UInt32(start), end: UInt32(index), count: 0))
            }
        case .other:
            try parseValue(depth: depth)
        }
    }

    /// The filter's answer for a localization's language name as written (no escapes), asked once per name.
    @inline(__always)
    private mutating func isIndexed(localization name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let filter = localizationFilter else { return true }
        let match = filterNames.position(of: name, after: filterPrevious)
        filterPrevious = match.position
        if match.isNew { filterAnswers.append(filter(name)) }
        return filterAnswers[match.position]
    }

    /// Moves past one value without indexing it: a string to its closing quote, an array or object to its
    /// matching bracket (strings inside skipped whole), a number or literal as parsed. Brackets are counted,
    /// not matched by kind, and what is inside is not checked.
    private mutating func skipValue() throws(Failure) {
        guard index < bytes.count else { throw Failure(offset: index, message: "unexpected end of input, expected a value") }
        let first = bytes[index]
        if first == UInt8(ascii: "\"") {
            try skipStringFast()
            return
        }
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
            try parseValue(depth: 0)
            nodes.removeLast()
            return
        }
        // The loop runs over most of the file when one language is indexed: blocks of 64 bytes at a time.
        index = try JSONParser.skipContainer(bytes.baseAddress.unsafelyUnwrapped, count: bytes.count, from: index, maximumDepth: maximumDepth)
    }

    /// Moves past a string (at its opening quote) to after its closing quote, honouring backslash escapes.
    @inline(__always)
    private mutating func skipStringFast() throws(Failure) {
        let start = index
        index &+= 1
        while true {
            while bytes.count - index >= 8 {
                let word = JSONParser.word(bytes, at: index)
                let stops = JSONParser.zeroBytes(word ^ JSONParser.repeated(0x22)) | JSONParser.zeroBytes(word ^ JSONParser.repeated(0x5C))
                if stops != 0 {
                    index &+= stops.trailingZeroBitCount &>> 3
                    break
                }
                index &+= 8
            }
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index &+= 1 }
            guard index < bytes.count else { throw Failure(offset: start, message: "unterminated string") }
            if bytes[index] == UInt8(ascii: "\"") {
                index &+= 1
                return
            }
            index &+= 2
        }
    }

    /// The high bit of each zero byte of `word` (exact for the lowest one; a borrow may flag bytes above it).
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- repeated(0x01)) & ~word & repeated(0x80)
    }

    /// The offset of the first byte of `bytes` that is not part of well-formed UTF-8 (no overlong forms, no
    /// surrogates, nothing above U+10FFFF), or `nil` when all of it is.
    static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard let length = utf8SequenceLength(bytes, at: index) else { return index }
            index += length
        }
        return nil
    }

    /// The length of the well-formed multi-byte UTF-8 sequence at `index` (no overlong forms, no surrogates,
    /// nothing above U+10FFFF), or `nil` when there is none there.
    static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let length: Int
        var lowerBound: UInt8 = 0x80
        var upperBound: UInt8 = 0xBF
        switch bytes[index] {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lowerBound = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upperBound = 0x9F
        case 0xF0: length = 4; lowerBound = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upperBound = 0x8F
        default: return nil
        }
        guard bytes.count - index >= length else { return nil }
        let second = bytes[index + 1]
        guard second >= lowerBound && second <= upperBound else { return nil }
        for offset in 2..<max(length, 2) where bytes[index + offset] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    /// The text of bytes the parser found to be well-formed UTF-8, copied once and not checked again.
    @inline(__always)
    static func string(validUTF8 content: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        #if compiler(>=6.2)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return String(copying: unsafe UTF8Span(unchecked: Span(_unsafeElements: content), isKnownASCII: isASCII))
        }
        #endif
        return String(decoding: content, as: UTF8.self)
    }

    /// Decodes the escapes of a string's content (already validated by the parser): the runs between escapes
    /// copied whole, into the string's own storage (never longer than the escaped text).
    static func unescape(_ content: UnsafeBufferPointer<UInt8>) -> String {
        guard let source = content.baseAddress, !content.isEmpty else { return "" }
        return String(unsafeUninitializedCapacity: content.count) { output in
            guard let target = output.baseAddress else { return 0 }
            return decodeEscapes(source, count: content.count, into: target)
        }
    }

    /// ``unescape(_:)`` for content the parser found to be well-formed UTF-8 with well-formed escapes (surrogates
    /// in pairs), as a reader's ``JSONDocumentView/validatedString(_:)`` has it: the decoded bytes are then
    /// well-formed too, and the string is made from them without checking them again.
    static func unescapeValidated(_ content: UnsafeBufferPointer<UInt8>) -> String {
        guard let source = content.baseAddress, !content.isEmpty else { return "" }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: content.count) { output in
            guard let target = output.baseAddress else { return "" }
            let written = decodeEscapes(source, count: content.count, into: target)
            return string(validUTF8: UnsafeBufferPointer(start: target, count: written), isASCII: false)
        }
    }

    /// Decodes the escapes of `count` bytes of string content at `source` into `target` (room for `count` bytes);
    /// the number of bytes written.
    private static func decodeEscapes(_ source: UnsafePointer<UInt8>, count: Int, into target: UnsafeMutablePointer<UInt8>) -> Int {
        func hex(at position: Int) -> UInt32 {
            var unit: UInt32 = 0
            for offset in 0..<4 where position + offset < count {
                unit = unit << 4 | (hexValue(source[position + offset]) ?? 0)
            }
            return unit
        }
        var index = 0
        var written = 0
        while index < count {
            // The run up to the next backslash, in one copy.
            var end = index
            while end < count && source[end] != UInt8(ascii: "\\") { end &+= 1 }
            if end > index {
                (target + written).update(from: source + index, count: end &- index)
                written &+= end &- index
            }
            index = end
            guard index + 1 < count else {
                if index < count {
                    target[written] = source[index]
                    written &+= 1
                }
                break
            }
            let escape = source[index + 1]
            index &+= 2
            var byte: UInt8
            switch escape {
            case UInt8(ascii: "b"): byte = 0x08
            case UInt8(ascii: "f"): byte = 0x0C
            case UInt8(ascii: "n"): byte = 0x0A
            case UInt8(ascii: "r"): byte = 0x0D
            case UInt8(ascii: "t"): byte = 0x09
            case UInt8(ascii: "u"):
                var scalar = hex(at: index)
                index += 4
                if scalar >= 0xD800 && scalar <= 0xDBFF, index + 6 <= count {
                    let low = hex(at: index + 2)
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low &- 0xDC00)
                    index += 6
                }
                if let unicode = Unicode.Scalar(scalar) {
                    UTF8.encode(unicode) { unit in
                        target[written] = unit
                        written &+= 1
                    }
                }
                continue
            default: byte = escape
            }
            target[written] = byte
            written &+= 1
        }
        return written
    }
}
