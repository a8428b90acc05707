/// A parsed JSON text: its bytes and a flat, compact index of every value in it.
///
/// Parsing scans the UTF-8 bytes once and records each value as a 12-byte node (its kind, its
/// byte range and, for arrays and objects, where its subtree ends); strings are decoded only when
/// asked for. `root` turns the index into an ordered ``JSONValue`` tree; faster readers such as
/// ``StringCatalog`` walk the index directly.
public struct JSONDocument: Sendable {
    /// The deepest nesting of arrays and objects accepted by default.
    public static let defaultMaximumDepth = 512

    /// The UTF-8 text the document was parsed from.
    public let bytes: [UInt8]
    /// The index: node 0 is the root; an object's members follow it as key, value, key, value…
    let nodes: JSONBuffer<JSONNode>

    /// Parses UTF-8 JSON text.
    ///
    /// - Throws: ``ResourceError`` with the line and column of the first error.
    public init(bytes: [UInt8], maximumDepth: Int = JSONDocument.defaultMaximumDepth) throws {
        try self.init(bytes: bytes, maximumDepth: maximumDepth, localizationFilter: nil)
    }

    /// Parses a String Catalog's text, indexing only the localizations `localizationFilter` accepts (see
    /// ``JSONParser/localizationFilter``).
    ///
    /// With `marksInvalidUTF8` a string whose UTF-8 is not well-formed does not fail the parse but is marked: the
    /// reader gets `nil` for it from ``JSONDocumentView/validatedString(_:)`` and reports it where it is.
    init(bytes: [UInt8], maximumDepth: Int = JSONDocument.defaultMaximumDepth,
         localizationFilter: ((UnsafeBufferPointer<UInt8>) -> Bool)?, marksInvalidUTF8: Bool = false) throws {
        self.bytes = bytes
        var parser = JSONParser(maximumDepth: maximumDepth)
        parser.localizationFilter = localizationFilter
        parser.marksInvalidUTF8 = marksInvalidUTF8
        do {
            self.nodes = try bytes.withUnsafeBufferPointer { try parser.parse($0) }
        } catch let failure as JSONParser.Failure {
            throw ResourceError(
                failure.kind,
                position: SourcePosition(offset: failure.offset, in: bytes),
                keyPath: failure.keyPath,
                message: failure.message
            )
        }
    }

    /// Parses UTF-8 JSON text given as a string.
    public init(text: String, maximumDepth: Int = JSONDocument.defaultMaximumDepth) throws {
        try self.init(bytes: Array(text.utf8), maximumDepth: maximumDepth)
    }

    /// The whole document as an ordered value tree.
    public var root: JSONValue { value(at: 0) }

    /// The line and column of a byte offset in the document.
    public func position(ofOffset offset: Int) -> SourcePosition {
        SourcePosition(offset: offset, in: bytes)
    }

    // MARK: - Walking the index (internal)

    /// The byte offset where node `index` starts.
    func offset(_ index: Int) -> Int { Int(nodes[index].start) }

    /// The kind of node `index`.
    func kind(_ index: Int) -> JSONNode.Kind { nodes[index].kind }

    /// The index of the node after node `index` and its subtree.
    func next(_ index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .array || node.kind == .object ? Int(node.end) : index + 1
    }

    /// The number of elements of an array or members of an object.
    func count(_ index: Int) -> Int { Int(nodes[index].count) }

    /// Calls `body` with the key node and value node of each member of object `index`.
    func forEachMember(of index: Int, _ body: (_ key: Int, _ value: Int) throws -> Void) rethrows {
        try withView { try $0.forEachMember(of: index, body) }
    }

    /// Calls `body` with each element node of array `index`.
    func forEachElement(of index: Int, _ body: (Int) throws -> Void) rethrows {
        var child = index + 1
        for _ in 0..<nodes[index].count {
            try body(child)
            child = next(child)
        }
    }

    /// The decoded text of string node `index`.
    func string(_ index: Int) -> String {
        let node = nodes[index]
        let start = Int(node.start) + 1
        let end = Int(node.end)
        return bytes.withUnsafeBufferPointer { buffer in
            let slice = UnsafeBufferPointer(rebasing: buffer[start..<end])
            if node.kind == .string {
                return String(decoding: slice, as: UTF8.self)
            }
            return JSONParser.unescape(slice)
        }
    }

    /// Whether string node `index` equals `text` (compares bytes, no decoding when it has no escapes).
    func stringEquals(_ index: Int, _ text: StaticString) -> Bool {
        let node = nodes[index]
        guard node.kind == .string else { return node.kind == .escapedString && string(index) == text.description }
        let length = Int(node.end - node.start) - 1
        guard length == text.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress.map { $0 + Int(node.start) + 1 }
            guard let base else { return length == 0 }
            return memcmpEqual(base, text.utf8Start, length)
        }
    }

    /// Whether string nodes `first` and `second` hold the same text, scalar for scalar (bytes are compared
    /// where neither has escapes).
    func stringsEqual(_ first: Int, _ second: Int) -> Bool {
        let a = nodes[first]
        let b = nodes[second]
        guard a.kind == .string, b.kind == .string else { return string(first).utf8.elementsEqual(string(second).utf8) }
        let length = Int(a.end - a.start)
        guard length == Int(b.end - b.start) else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            return memcmpEqual(base + Int(a.start), base + Int(b.start), length)
        }
    }

    /// Calls `body` with the bytes of string node `index` when it has no escapes (`nil` otherwise).
    @inline(__always)
    func withPlainStringBytes<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let node = nodes[index]
        guard node.kind == .string else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[Int(node.start) + 1..<Int(node.end)]))
        }
    }

    /// The source text of a number node.
    func numberText(_ index: Int) -> String {
        let node = nodes[index]
        return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[Int(node.start)..<Int(node.end)]), as: UTF8.self)
        }
    }

    /// Node `index` and its subtree as an ordered value tree.
    func value(at index: Int) -> JSONValue {
        let node = nodes[index]
        let offset = Int(node.start)
        switch node.kind {
        case .null: return JSONValue(.null, offset: offset)
        case .false: return JSONValue(.bool(false), offset: offset)
        case .true: return JSONValue(.bool(true), offset: offset)
        case .number: return JSONValue(.number(numberText(index)), offset: offset)
        case .string, .escapedString: return JSONValue(.string(string(index)), offset: offset)
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(Int(node.count))
            forEachElement(of: index) { elements.append(value(at: $0)) }
            return JSONValue(.array(elements), offset: offset)
        case .object:
            var members: [JSONMember] = []
            members.reserveCapacity(Int(node.count))
            forEachMember(of: index) { key, value in
                members.append(JSONMember(key: string(key), value: self.value(at: value)))
            }
            return JSONValue(.object(members), offset: offset)
        }
    }

    /// The keys of the objects that lead from the root to node `target`, array indices as numbers.
    func keyPath(to target: Int) -> [String] {
        var path: [String] = []
        var index = 0
        while index != target {
            let node = nodes[index]
            var found = false
            if node.kind == .object {
                var child = index + 1
                for _ in 0..<node.count {
                    let value = child + 1
                    let after = next(value)
                    if target == child { return path }
                    if target >= value && target < after {
                        path.append(string(child))
                        index = value
                        found = true
                        break
                    }
                    child = after
                }
            } else if node.kind == .array {
                var child = index + 1
                for position in 0..<Int(node.count) {
                    let after = next(child)
                    if target >= child && target < after {
                        path.append(String(position))
                        index = child
                        found = true
                        break
                    }
                    child = after
                }
            }
            if !found { return path }
        }
        return path
    }
}

@inline(__always)
private func memcmpEqual(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var index = 0
    while index < count {
        if lhs[index] != rhs[index] { return false }
        index += 1
    }
    return true
}

/// One value in a ``JSONDocument``'s index: 12 bytes.
struct JSONNode: Sendable {
    /// The kind of a node.
    enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, escapedString, array, object
    }

    /// The byte offset of the value's first byte (a string's opening quote).
    var start: UInt32
    /// Scalars: the byte offset after the value (a string's closing quote). Arrays and objects:
    /// the node index after the subtree.
    var end: UInt32
    /// The kind in the low 3 bits; arrays: the element count, objects: the member count, strings: their
    /// flags (``nonASCIIFlag``, ``invalidUTF8Flag``), above them.
    private var packed: UInt32

    /// A string's flag: it holds bytes above 0x7F.
    static let nonASCIIFlag: UInt32 = 1
    /// A string's flag: its UTF-8 is not well-formed (only where the parser marks it instead of failing).
    static let invalidUTF8Flag: UInt32 = 2

    init(kind: Kind, start: UInt32, end: UInt32, count: UInt32) {
        self.start = start
        self.end = end
        self.packed = count << 3 | UInt32(kind.rawValue)
    }

    /// Every 3-bit value is a kind (the enum has eight cases), so the bits are the kind as they are.
    @inline(__always)
    var kind: Kind { unsafeBitCast(UInt8(truncatingIfNeeded: packed & 7), to: Kind.self) }

    var count: UInt32 {
        get { packed >> 3 }
        set { packed = newValue << 3 | (packed & 7) }
    }
}

extension JSONDocument {
    /// Calls `body` with a view of the index and bytes as raw buffers, for readers that walk many nodes.
    func withView<Result>(_ body: (JSONDocumentView) throws -> Result) rethrows -> Result {
        try nodes.withUnsafeBufferPointer { nodes in
            try bytes.withUnsafeBufferPointer { bytes in
                try body(JSONDocumentView(document: self, nodes: nodes, bytes: bytes))
            }
        }
    }
}

/// A ``JSONDocument``'s index and bytes as raw buffers (valid only inside ``JSONDocument/withView(_:)``): the
/// same walking operations without an array access or a buffer request per call.
struct JSONDocumentView {
    /// The document, for what is rare (positions, key paths, value trees of unknown fields).
    let document: JSONDocument
    let nodes: UnsafeBufferPointer<JSONNode>
    let bytes: UnsafeBufferPointer<UInt8>

    @inline(__always) func offset(_ index: Int) -> Int { Int(nodes[index].start) }

    @inline(__always) func kind(_ index: Int) -> JSONNode.Kind { nodes[index].kind }

    @inline(__always) func count(_ index: Int) -> Int { Int(nodes[index].count) }

    @inline(__always)
    func next(_ index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .array || node.kind == .object ? Int(node.end) : index + 1
    }

    @inline(__always)
    func forEachMember(of index: Int, _ body: (_ key: Int, _ value: Int) throws -> Void) rethrows {
        var child = index + 1
        for _ in 0..<nodes[index].count {
            let value = child + 1
            try body(child, value)
            child = next(value)
        }
    }

    /// The key and value nodes of each member of object `index`, for a `for` loop: unlike a closure, the loop
    /// leaves the reader's local values where they are (a captured one is copied out, and destroyed, at the end).
    @inline(__always)
    func members(of index: Int) -> JSONMembers {
        JSONMembers(nodes: nodes, child: index + 1, remaining: Int(nodes[index].count))
    }

    /// The decoded text of string node `index`.
    @inline(__always)
    func string(_ index: Int) -> String {
        let node = nodes[index]
        let content = UnsafeBufferPointer(rebasing: bytes[Int(node.start) + 1..<Int(node.end)])
        return node.kind == .string ? String(decoding: content, as: UTF8.self) : JSONParser.unescape(content)
    }

    /// The text of string node `index`, or `nil` when its UTF-8 is not well-formed (marked so by the parser):
    /// the parser checked it, so the bytes are copied without checking them again.
    @inline(__always)
    func validatedString(_ index: Int) -> String? {
        let node = nodes[index]
        let flags = node.count
        guard flags & JSONNode.invalidUTF8Flag == 0 else { return nil }
        let content = UnsafeBufferPointer(rebasing: bytes[Int(node.start) + 1..<Int(node.end)])
        if node.kind == .string { return JSONParser.string(validUTF8: content, isASCII: flags & JSONNode.nonASCIIFlag == 0) }
        return JSONParser.unescapeValidated(content)
    }

    /// Whether string node `index` was marked by the parser as not well-formed UTF-8.
    @inline(__always)
    func hasInvalidUTF8(_ index: Int) -> Bool { nodes[index].count & JSONNode.invalidUTF8Flag != 0 }

    /// The offset in the document of the first byte of string node `index` that is not well-formed UTF-8.
    func invalidUTF8Offset(_ index: Int) -> Int? {
        let node = nodes[index]
        let content = UnsafeBufferPointer(rebasing: bytes[Int(node.start) + 1..<Int(node.end)])
        return JSONParser.firstInvalidUTF8(content).map { Int(node.start) + 1 + $0 }
    }

    /// Whether string node `index` equals `text`, comparing bytes (decoding only a string with escapes).
    @inline(__always)
    func stringEquals(_ index: Int, _ text: StaticString) -> Bool {
        let node = nodes[index]
        let length = Int(node.end - node.start) - 1
        guard node.kind == .string else { return node.kind == .escapedString && string(index) == text.description }
        guard length == text.utf8CodeUnitCount else { return false }
        guard let base = bytes.baseAddress else { return length == 0 }
        let start = base + Int(node.start) + 1
        var position = 0
        // Eight bytes at a time, then the rest.
        while length - position >= 8 {
            let lhs = UnsafeRawPointer(start + position).loadUnaligned(as: UInt64.self)
            let rhs = UnsafeRawPointer(text.utf8Start + position).loadUnaligned(as: UInt64.self)
            if lhs != rhs { return false }
            position += 8
        }
        while position < length {
            if start[position] != text.utf8Start[position] { return false }
            position += 1
        }
        return true
    }

    /// The source text of a number node.
    func numberText(_ index: Int) -> String {
        let node = nodes[index]
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(node.start)..<Int(node.end)]), as: UTF8.self)
    }

    /// Calls `body` with the bytes of string node `index` when it has no escapes (`nil` otherwise).
    @inline(__always)
    func withPlainStringBytes<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let node = nodes[index]
        guard node.kind == .string else { return nil }
        return body(UnsafeBufferPointer(rebasing: bytes[Int(node.start) + 1..<Int(node.end)]))
    }

    func value(at index: Int) -> JSONValue { document.value(at: index) }

    func keyPath(to target: Int) -> [String] { document.keyPath(to: target) }

    func position(ofOffset offset: Int) -> SourcePosition { document.position(ofOffset: offset) }

    func stringsEqual(_ first: Int, _ second: Int) -> Bool { document.stringsEqual(first, second) }
}

/// The members of one object of a ``JSONDocumentView``, as (key node, value node) pairs in document order.
struct JSONMembers: Sequence, IteratorProtocol {
    let nodes: UnsafeBufferPointer<JSONNode>
    var child: Int
    var remaining: Int

    @inline(__always)
    mutating func next() -> (key: Int, value: Int)? {
        guard remaining > 0 else { return nil }
        remaining &-= 1
        let key = child
        let value = key &+ 1
        let node = nodes[value]
        child = node.kind == .array || node.kind == .object ? Int(node.end) : value &+ 1
        return (key, value)
    }
}
