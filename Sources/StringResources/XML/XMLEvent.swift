/// One thing a pull parser reports, as a value: what `XMLPullParser.nextEvent()` returns.
///
/// The parser's `next()` returns only the kind and keeps the content in the parser until the next call, which is
/// faster for readers that look at a few names and texts; this enum is for readers that want values.
public enum XMLEvent: Hashable, Sendable {
    /// A start tag (a self-closing tag gives a start and an end).
    case startElement(XMLName, attributes: [XMLAttribute])
    /// An end tag.
    case endElement(XMLName)
    /// Character data inside the root element, references expanded and line ends normalized to `\n`.
    case text(String)
    /// A CDATA section's content.
    case cdata(String)
    /// A comment's content.
    case comment(String)
    /// A processing instruction (not the XML declaration, which the parser reads itself).
    case processingInstruction(target: String, data: String)
    /// The document type declaration, never loaded: its name and external identifiers.
    case documentType(name: String, publicID: String?, systemID: String?)
    /// The end of the document; every later call returns it again.
    case endDocument
}

/// The kind of the event a pull parser is at.
public enum XMLEventKind: Hashable, Sendable {
    case startElement
    case endElement
    case text
    case cdata
    case comment
    case processingInstruction
    case documentType
    case endDocument
}
