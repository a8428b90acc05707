import Foundation

extension XLIFFDocument {
    /// Reads an XLIFF 1.2 document from its bytes (UTF-8, UTF-16 or Latin-1, as the XML declaration says).
    ///
    /// Reads what Xcode's profile of XLIFF carries (``XLIFFDocument``), units inside `<group>`s included, and skips
    /// what it does not use (`<alt-trans>`, `<context-group>`, other elements and namespaces). The XML is read by
    /// ``XMLPullParser``: a DOCTYPE that declares entities is refused and nothing is ever fetched.
    ///
    /// - Throws: ``ResourceError`` with the line and column of malformed XML, of a root that is not XLIFF 1.2, of a
    ///   `<file>` without `original` or `source-language`, of a `<trans-unit>` without `id` or with an id already
    ///   used in its file, and of an inline placeholder (`<x/>`, `<bx/>`, `<ex/>`) whose text a String Catalog
    ///   cannot hold.
    public init(bytes: [UInt8]) throws(ResourceError) {
        self = try XLIFFReader(parser: XMLPullParser(bytes: bytes)).document()
    }

    /// Reads the XLIFF file at `url`; errors name the file.
    public init(contentsOf url: URL) throws(ResourceError) {
        self = try ResourceFile.parse(url) { bytes throws(ResourceError) in try XLIFFDocument(bytes: bytes) }
    }
}

/// Builds an ``XLIFFDocument`` from pull-parser events.
struct XLIFFReader {
    let parser: XMLPullParser

    /// The XLIFF 2 namespace, refused with a message that says so.
    static let version2Namespace = "urn:oasis:names:tc:xliff:document:2.0"

    /// The next event; the parser's errors are the package's `malformedXML` errors.
    private func next() throws(ResourceError) -> XMLEventKind {
        do {
            return try parser.next()
        } catch {
            throw error.resourceError
        }
    }

    private func skip() throws(ResourceError) {
        do {
            try parser.skipElement()
        } catch {
            throw error.resourceError
        }
    }

    /// A document that is well-formed XML but not the XLIFF this reader reads, at the current event.
    private func failure(_ message: String) -> ResourceError {
        ResourceError(.schema, position: parser.position, message: message)
    }

    private func isXLIFF(_ namespace: String) -> Bool {
        namespace == XLIFFDocument.namespace || namespace.isEmpty
    }

    func document() throws(ResourceError) -> XLIFFDocument {
        var kind = try next()
        while kind != .startElement {
            if kind == .endDocument { throw failure("the document has no root element") }
            kind = try next()
        }
        if parser.namespaceURI == Self.version2Namespace || parser.attribute("version")?.hasPrefix("2") == true {
            throw failure("XLIFF 2 is not supported; export XLIFF 1.2 (what Xcode writes)")
        }
        guard parser.localName == "xliff", isXLIFF(parser.namespaceURI) else {
            throw failure("not an XLIFF 1.2 document: the root element is <\(parser.name.qualifiedName)>")
        }
        var document = XLIFFDocument()
        while true {
            switch try next() {
            case .startElement:
                if parser.localName == "file", isXLIFF(parser.namespaceURI) {
                    document.files.append(try file())
                } else {
                    try skip()
                }
            case .endElement, .endDocument:
                return document
            default:
                continue
            }
        }
    }

    private func file() throws(ResourceError) -> XLIFFFile {
        let position = parser.position
        guard let original = parser.attribute("original") else { throw failure("<file> has no original attribute") }
        guard let sourceLanguage = parser.attribute("source-language") else {
            throw failure("<file original=\"\(original)\"> has no source-language attribute")
        }
        var file = XLIFFFile(
            original: original, sourceLanguage: sourceLanguage, targetLanguage: parser.attribute("target-language"),
            datatype: parser.attribute("datatype") ?? "plaintext", position: position)
        var ids: Set<String> = []
        while true {
            switch try next() {
            case .startElement where isXLIFF(parser.namespaceURI) && parser.localName == "header":
                file.tool = try header()
            case .startElement where isXLIFF(parser.namespaceURI) && parser.localName == "body":
                try body(into: &file, ids: &ids)
            case .startElement:
                try skip()
            case .endElement, .endDocument:
                return file
            default:
                continue
            }
        }
    }

    private func header() throws(ResourceError) -> XLIFFFile.Tool? {
        var tool: XLIFFFile.Tool?
        while true {
            switch try next() {
            case .startElement where isXLIFF(parser.namespaceURI) && parser.localName == "tool":
                if tool == nil, let id = parser.attribute("tool-id") {
                    tool = XLIFFFile.Tool(
                        id: id, name: parser.attribute("tool-name") ?? id, version: parser.attribute("tool-version"),
                        buildNumber: parser.attribute("build-num"))
                }
                try skip()
            case .startElement:
                try skip()
            case .endElement, .endDocument:
                return tool
            default:
                continue
            }
        }
    }

    /// The units of a `<body>` or `<group>`, groups read through.
    private func body(into file: inout XLIFFFile, ids: inout Set<String>) throws(ResourceError) {
        while true {
            switch try next() {
            case .startElement where isXLIFF(parser.namespaceURI) && parser.localName == "trans-unit":
                let position = parser.position
                guard let id = parser.attribute("id") else { throw failure("<trans-unit> has no id attribute") }
                guard ids.insert(id).inserted else {
                    throw failure("a second <trans-unit id=\"\(id)\"> in <file original=\"\(file.original)\">")
                }
                var unit = try self.unit(id: id)
                unit.position = position
                file.units.append(unit)
            case .startElement where isXLIFF(parser.namespaceURI) && parser.localName == "group":
                try body(into: &file, ids: &ids)
            case .startElement:
                try skip()
            case .endElement, .endDocument:
                return
            default:
                continue
            }
        }
    }

    private func unit(id: String) throws(ResourceError) -> XLIFFUnit {
        var unit = XLIFFUnit(id: id, source: nil)
        while true {
            switch try next() {
            case .startElement where isXLIFF(parser.namespaceURI):
                switch parser.localName {
                case "source":
                    unit.source = try text()
                case "target":
                    unit.state = parser.attribute("state").map(XLIFFUnit.State.init(rawValue:))
                    unit.stateQualifier = parser.attribute("state-qualifier")
                    unit.target = try text()
                case "note":
                    let from = parser.attribute("from")
                    unit.notes.append(XLIFFUnit.Note(try text(), from: from))
                default:
                    try skip()
                }
            case .startElement:
                try skip()
            case .endElement, .endDocument:
                return unit
            default:
                continue
            }
        }
    }

    /// The character data of the element the parser is at, through inline elements (`<g>`, `<ph>`, `<mrk>`…, whose
    /// text is the string's); a placeholder without text (`<x/>`, `<bx/>`, `<ex/>`) is refused.
    private func text() throws(ResourceError) -> String {
        let depth = parser.depth
        var text = ""
        while true {
            switch try next() {
            case .text, .cdata:
                text += parser.text
            case .startElement:
                let name = parser.localName
                if name == "x" || name == "bx" || name == "ex" {
                    throw failure("the inline placeholder <\(name)/> has no text a String Catalog can hold; write the text it stands for")
                }
            case .endElement where parser.depth < depth:
                return text
            case .endDocument:
                return text
            default:
                continue
            }
        }
    }
}
