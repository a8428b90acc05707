import Foundation

/// A streaming XML 1.0 reader with namespaces: call `next()` and look at the event it is at.
///
/// It reads bytes (UTF-8, UTF-16 in either byte order, ISO-8859-1 or US-ASCII, with or without a byte order
/// mark) a chunk at a time, so a document of any size is read in bounded memory, and never builds a tree.
/// Elements come with their names resolved against the namespace declarations in scope; character data comes with
/// the five predefined entities and character references expanded, CDATA as its own event, line ends normalized.
///
/// It is safe on hostile input: a DOCTYPE that declares entities is refused (`.entityDeclaration`), as is any
/// external entity (`.externalEntity`), so nothing is ever expanded beyond the document or fetched; a DOCTYPE's
/// external subset (`<!DOCTYPE martif SYSTEM "TBXcoreStructV02.dtd">`) is noted and never loaded, so its default
/// attribute values do not apply. Nesting, names, text runs and attribute counts are bounded by `Options`.
/// Every error is an `XMLError` with its kind and line:column.
///
/// ```swift
/// let parser = try XMLPullParser(contentsOf: url)
/// while try parser.next() != .endDocument {
///     if parser.eventKind == .startElement, parser.name.localName == "term" {
///         print(try parser.readElementText())
///     }
/// }
/// ```
public final class XMLPullParser {
    /// Limits that keep hostile documents from exhausting memory or the stack.
    public struct Options: Hashable, Sendable {
        /// The deepest nesting of elements accepted.
        public var maximumDepth: Int
        /// The largest single token (a text run, a start tag with its attributes, a comment) in bytes.
        public var maximumTokenLength: Int
        /// The most attributes one element may have.
        public var maximumAttributes: Int
        /// How many bytes a streaming parser reads at a time.
        public var chunkSize: Int

        /// Creates options; the defaults suit documents of any size whose single texts stay under 64 MiB.
        public init(maximumDepth: Int = 256, maximumTokenLength: Int = 64 << 20, maximumAttributes: Int = 1024, chunkSize: Int = 256 << 10) {
            self.maximumDepth = maximumDepth
            self.maximumTokenLength = maximumTokenLength
            self.maximumAttributes = maximumAttributes
            self.chunkSize = chunkSize
        }
    }

    enum DocumentState { case prolog, root, epilog }

    /// An open element: its name by name-table entry (written out in `qualified` when the table was full),
    /// its resolved namespace, and how many namespace bindings it declared.
    struct OpenElement {
        var entry: Int?
        var qualified: String
        var namespaceURI: String
        var bindingCount: Int
    }

    /// A start tag's attribute, its name kept the same way.
    struct RawAttribute {
        var entry: Int?
        var qualified: String
        var namespaceURI: String
        var value: String
    }

    /// A start tag's attribute as scanned, before namespaces are resolved.
    struct PendingAttribute {
        var entry: Int?
        var written: String
        var nameStart: Int
        var nameEnd: Int
        var value: String
    }

    let options: Options

    // MARK: Input

    /// Decoded UTF-8 text; `tokenStart` and everything after it are kept until the next event.
    @exclusivity(unchecked) var buffer: [UInt8] = []
    /// Where the next token starts.
    @exclusivity(unchecked) var index = 0
    /// Where the current token starts; bytes before it may be dropped when more input is read.
    @exclusivity(unchecked) var tokenStart = 0
    /// The position of `buffer[positionOrigin]`.
    var base = SourcePositionCounter()
    /// Bytes before it (a byte order mark) are not columns.
    @exclusivity(unchecked) var positionOrigin = 0
    /// How many decoded bytes were dropped from the front of the buffer so far.
    @exclusivity(unchecked) var droppedCount = 0
    /// The last position computed, so that the next one (usually later) is counted from there.
    var checkpoint = (index: 0, counter: SourcePositionCounter())
    var reader: (() throws -> [UInt8]?)?
    var decoder: StreamingTextDecoder?
    var inputEnded = true
    var pendingInputError: XMLError?
    var started = false
    var wholeInput: [UInt8]?

    /// The encoding the document turned out to be in.
    public internal(set) var encoding: StreamingTextDecoder.Encoding = .utf8

    // MARK: Event state

    /// The kind of event the parser is at (`.endDocument` before the first `next()` too).
    @exclusivity(unchecked) public internal(set) var eventKind: XMLEventKind = .endDocument
    @exclusivity(unchecked) var state = DocumentState.prolog
    @exclusivity(unchecked) var finished = false
    @exclusivity(unchecked) var stack: [OpenElement] = []
    @exclusivity(unchecked) var bindings: [(prefix: String, uri: String)] = []
    @exclusivity(unchecked) var names = XMLNameTable()
    @exclusivity(unchecked) var pendingEnd = false
    @exclusivity(unchecked) var currentEntry: Int?
    @exclusivity(unchecked) var currentQualified = ""
    @exclusivity(unchecked) var currentNamespace = ""
    @exclusivity(unchecked) var currentAttributes: [RawAttribute] = []
    @exclusivity(unchecked) var pendingAttributes: [PendingAttribute] = []
    @exclusivity(unchecked) var textStart = 0
    @exclusivity(unchecked) var textEnd = 0
    @exclusivity(unchecked) var textUsesScratch = false
    @exclusivity(unchecked) var scratch: [UInt8] = []
    @exclusivity(unchecked) var cachedText: String?
    var currentTarget = ""
    var currentDocumentType: (name: String, publicID: String?, systemID: String?) = ("", nil, nil)
    var sawDocumentType = false
    @exclusivity(unchecked) var eventStart = 0

    // MARK: Creating

    /// A parser over a whole document in memory, in any of the encodings it reads.
    public init(bytes: [UInt8], options: Options = Options()) {
        self.options = options
        wholeInput = bytes
    }

    /// A parser over a whole document in memory.
    public convenience init(data: Data, options: Options = Options()) {
        self.init(bytes: [UInt8](data), options: options)
    }

    /// A parser over a UTF-8 string.
    public convenience init(string: String, options: Options = Options()) {
        self.init(bytes: Array(string.utf8), options: options)
    }

    /// A parser that reads its document from `nextChunk`, which returns the next bytes, or nil at the end.
    public init(options: Options = Options(), reading nextChunk: @escaping () throws -> [UInt8]?) {
        self.options = options
        reader = nextChunk
        inputEnded = false
    }

    /// A parser that streams the file at `url`, `options.chunkSize` bytes at a time.
    public convenience init(contentsOf url: URL, options: Options = Options()) throws {
        let handle = try FileHandle(forReadingFrom: url)
        let size = max(4096, options.chunkSize)
        self.init(options: options) {
            guard let data = try handle.read(upToCount: size), !data.isEmpty else {
                try? handle.close()
                return nil
            }
            return [UInt8](data)
        }
    }

    // MARK: The current event

    /// The element's name, at a start or end element.
    public var name: XMLName {
        XMLName(localName: localName, namespaceURI: currentNamespace, prefix: prefix(currentEntry, currentQualified))
    }

    /// The element's local name, without building the whole `name` (what a reader that looks at every element
    /// asks for).
    public var localName: String { localName(currentEntry, currentQualified) }

    /// The element's namespace.
    public var namespaceURI: String { currentNamespace }

    /// A small number for the element's qualified name (prefix and local name as written), the same at every
    /// start and end element spelled that way in this document; nil for names beyond the parser's name table
    /// (thousands of distinct names). A reader that looks at every element keeps what a name means to it in a
    /// table indexed by this number instead of comparing strings; `localName` tells it the first time.
    public var nameID: Int? { currentEntry }

    /// The element's attributes (namespace declarations left out), at a start element.
    public var attributes: [XMLAttribute] {
        guard eventKind == .startElement else { return [] }
        return currentAttributes.map {
            XMLAttribute(
                name: XMLName(localName: localName($0.entry, $0.qualified), namespaceURI: $0.namespaceURI, prefix: prefix($0.entry, $0.qualified)),
                value: $0.value)
        }
    }

    /// The value of the attribute `localName` in `namespace` (none by default) of the start element, or nil.
    public func attribute(_ localName: String, namespace: String = "") -> String? {
        guard eventKind == .startElement else { return nil }
        for attribute in currentAttributes where attribute.namespaceURI == namespace && self.localName(attribute.entry, attribute.qualified) == localName {
            return attribute.value
        }
        return nil
    }

    func localName(_ entry: Int?, _ qualified: String) -> String {
        entry.map { names.entries[$0].localName } ?? XMLNameTable.split(qualified).local
    }

    func prefix(_ entry: Int?, _ qualified: String) -> String {
        entry.map { names.entries[$0].prefix } ?? XMLNameTable.split(qualified).prefix
    }

    /// Whether an attribute name declares a namespace (`xmlns`, `xmlns:p`), from the name table when interned.
    func declaration(_ entry: Int?, _ qualified: String) -> XMLNameTable.Declaration {
        entry.map { names.entries[$0].declaration } ?? XMLNameTable.declaration(qualified)
    }

    func qualifiedName(_ entry: Int?, _ qualified: String) -> String {
        entry.map { names.entries[$0].qualifiedName } ?? qualified
    }

    /// The `xml:lang` attribute of the start element, or nil.
    public var languageAttribute: String? { attribute("lang", namespace: XMLName.xmlNamespace) }

    /// The content of a text, CDATA section or comment, or a processing instruction's data.
    public var text: String {
        if let cachedText { return cachedText }
        let value: String
        if textUsesScratch {
            value = String(decoding: scratch, as: UTF8.self)
        } else {
            value = buffer.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[textStart..<textEnd]), as: UTF8.self) }
        }
        cachedText = value
        return value
    }

    /// Whether the text is only XML white space (space, tab, line feed, carriage return).
    public var isWhitespace: Bool {
        func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            bytes.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
        }
        if textUsesScratch { return scratch.withUnsafeBufferPointer(check) }
        return buffer.withUnsafeBufferPointer { check(UnsafeBufferPointer(rebasing: $0[textStart..<textEnd])) }
    }

    /// A processing instruction's target.
    public var target: String { currentTarget }

    /// The document type declaration's name and external identifiers, at `.documentType`.
    public var documentType: (name: String, publicID: String?, systemID: String?) { currentDocumentType }

    /// How many elements are open: after a start element it counts that element, after an end element not.
    public var depth: Int { pendingEnd ? stack.count : stack.count }

    /// Where the current event starts.
    public var position: SourcePosition { position(atIndex: eventStart) }

    /// An error of `kind` at the current event, for readers that find the document well-formed but wrong
    /// (a TBX file without a body): the same type and position as the parser's own errors.
    public func error(_ message: String, kind: XMLError.Kind = .malformed) -> XMLError {
        XMLError(kind, at: position, message)
    }

    /// The current event as a value.
    public var event: XMLEvent {
        switch eventKind {
        case .startElement: .startElement(name, attributes: attributes)
        case .endElement: .endElement(name)
        case .text: .text(text)
        case .cdata: .cdata(text)
        case .comment: .comment(text)
        case .processingInstruction: .processingInstruction(target: currentTarget, data: text)
        case .documentType: .documentType(name: currentDocumentType.name, publicID: currentDocumentType.publicID, systemID: currentDocumentType.systemID)
        case .endDocument: .endDocument
        }
    }

    /// Advances to the next event and returns it as a value.
    public func nextEvent() throws(XMLError) -> XMLEvent {
        _ = try next()
        return event
    }

    // MARK: Reading ahead

    /// At a start element: reads through its end tag and returns its character data — text and CDATA, also
    /// inside child elements (inline markup such as TBX's `<hi>`); comments and processing instructions are left
    /// out. The parser is left at the element's end.
    public func readElementText() throws(XMLError) -> String {
        guard eventKind == .startElement else { return "" }
        let startDepth = stack.count
        var result = ""
        while true {
            switch try next() {
            case .text, .cdata: result += text
            case .endElement where stack.count < startDepth: return result
            case .endDocument: return result
            default: continue
            }
        }
    }

    /// At a start element: skips everything up to and including its end tag.
    public func skipElement() throws(XMLError) {
        guard eventKind == .startElement else { return }
        let startDepth = stack.count
        while true {
            let kind = try next()
            if (kind == .endElement && stack.count < startDepth) || kind == .endDocument { return }
        }
    }

    // MARK: Positions

    /// The byte offset of the current event in the decoded UTF-8 text (a BOM not counted): cheap to keep,
    /// and turned into a line and column by `position(ofOffset:)` when a message needs one.
    public var eventOffset: Int { droppedCount + eventStart - positionOrigin }

    /// The line and column of a byte offset that `eventOffset` gave. Exact for offsets in the current or a recent
    /// event; an offset whose bytes were already dropped (more than a chunk back) gives the oldest position kept.
    public func position(ofOffset offset: Int) -> SourcePosition {
        position(atIndex: offset - droppedCount + positionOrigin)
    }

    /// The line and column of `buffer[bufferIndex]`, counted from the last position asked for when it is
    /// before it (positions are asked for in document order, so the whole document is counted about once).
    func position(atIndex bufferIndex: Int) -> SourcePosition {
        let target = min(max(bufferIndex, positionOrigin), buffer.count)
        var state = checkpoint
        if !(checkpoint.index <= target && checkpoint.index >= positionOrigin) { state = (positionOrigin, base) }
        buffer.withUnsafeBufferPointer { bytes in
            state.counter.advance(over: UnsafeBufferPointer(rebasing: bytes[state.index..<target]))
        }
        checkpoint = (target, state.counter)
        return state.counter.position
    }

    func fail(_ kind: XMLError.Kind, at bufferIndex: Int, _ message: String) -> XMLError {
        XMLError(kind, at: position(atIndex: bufferIndex), message)
    }
}
