/// An XLIFF 1.2 document, as Xcode's `-exportLocalizations` writes it into an `.xcloc` and reads it back.
///
/// One ``XLIFFFile`` per source file (for String Catalogs: per catalog), each with its translation units. The model
/// holds what Xcode's profile of XLIFF carries: file attributes, the tool in the header, and per unit its id, source,
/// target with its state, and notes. Units and files remember where they were read, for messages.
public struct XLIFFDocument: Hashable, Sendable {
    /// The XLIFF 1.2 namespace.
    public static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    /// The files, in document order.
    public var files: [XLIFFFile]

    /// Creates a document.
    public init(files: [XLIFFFile] = []) {
        self.files = files
    }
}
