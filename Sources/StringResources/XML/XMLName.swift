/// An element or attribute name with its namespace resolved: `tbx:term` → (`urn:iso:std:iso:30042:ed-2`, `term`).
///
/// Two names are equal when their namespace and local name are; the prefix is how the document spelled it and
/// does not take part in equality.
public struct XMLName: Hashable, Sendable, CustomStringConvertible {
    /// The part after the colon (or the whole name when there is none).
    public var localName: String
    /// The namespace the prefix (or the default namespace) resolves to; empty when the name has none.
    public var namespaceURI: String
    /// The prefix as written, empty when there is none.
    public var prefix: String

    /// Creates a name.
    public init(localName: String, namespaceURI: String = "", prefix: String = "") {
        self.localName = localName
        self.namespaceURI = namespaceURI
        self.prefix = prefix
    }

    /// The name as written: `prefix:localName`, or `localName`.
    public var qualifiedName: String { prefix.isEmpty ? localName : prefix + ":" + localName }

    /// `{namespace}localName`, or `localName` when it has no namespace (James Clark's notation).
    public var description: String { namespaceURI.isEmpty ? localName : "{\(namespaceURI)}\(localName)" }

    /// Whether namespace and local name are equal (the prefix is ignored).
    public static func == (lhs: XMLName, rhs: XMLName) -> Bool {
        lhs.localName == rhs.localName && lhs.namespaceURI == rhs.namespaceURI
    }

    /// Hashes namespace and local name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(localName)
        hasher.combine(namespaceURI)
    }

    /// The namespace `xml:` is bound to in every document.
    public static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    /// The namespace of `xmlns` attributes.
    public static let xmlnsNamespace = "http://www.w3.org/2000/xmlns/"
}

/// One attribute of an element: its resolved name and its value, entity references expanded and white space
/// normalized as XML 1.0 says (tabs and line breaks become spaces).
public struct XMLAttribute: Hashable, Sendable {
    /// The attribute's name; an unprefixed attribute has no namespace.
    public var name: XMLName
    /// Its value.
    public var value: String

    /// Creates an attribute.
    public init(name: XMLName, value: String) {
        self.name = name
        self.value = value
    }
}
