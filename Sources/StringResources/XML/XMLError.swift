/// Why an XML document could not be read: a stable kind, where (line and column), and what is wrong.
///
/// Printed as `line:column: message`; `resourceError` gives the package's `file:line:column: error:` form.
public struct XMLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is, for callers that react to some kinds (a UI, an exit code, a test).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The text is not well-formed XML (a missing `>`, an unquoted attribute, text after the root element).
        case malformed
        /// The input ended inside markup or before the root element was closed.
        case unexpectedEnd
        /// A character XML 1.0 does not allow (a control character, U+FFFE, a bad character reference).
        case invalidCharacter
        /// Bytes that are not valid in the document's encoding (broken UTF-8 or UTF-16).
        case invalidEncoding
        /// An encoding this reader does not read (UTF-32, EBCDIC, a legacy code page).
        case unsupportedEncoding
        /// An end tag that does not close the element that is open.
        case mismatchedTag
        /// A namespace prefix used without a declaration in scope.
        case undeclaredPrefix
        /// The same attribute twice on one element.
        case duplicateAttribute
        /// A reference to an entity other than the five XML predefines (`&lt;` `&gt;` `&amp;` `&apos;` `&quot;`).
        case undefinedEntity
        /// A DOCTYPE that declares entities or uses parameter entities: refused, so that nothing expands.
        case entityDeclaration
        /// An entity declared with a SYSTEM or PUBLIC identifier: refused, so that nothing is ever fetched.
        case externalEntity
        /// Elements nested deeper than the parser's limit.
        case tooDeep
        /// A single name, text run, comment or attribute value larger than the parser's limit.
        case tooLarge
        /// The bytes could not be read from their source (a file that went away).
        case unreadable
    }

    /// The kind of problem.
    public var kind: Kind
    /// Where it is, 1-based line and column (columns count Unicode scalars).
    public var position: SourcePosition
    /// What is wrong, as one sentence without a trailing period.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, at position: SourcePosition, _ message: String) {
        self.kind = kind
        self.position = position
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }

    /// The error as the package's resource diagnostic (add the file with `inFile`).
    public var resourceError: ResourceError {
        let resourceKind: ResourceError.Kind
        switch kind {
        case .invalidEncoding, .unsupportedEncoding: resourceKind = .encoding
        case .tooDeep, .tooLarge: resourceKind = .limitExceeded
        case .unreadable: resourceKind = .unreadable
        default: resourceKind = .malformedXML
        }
        return ResourceError(resourceKind, position: position, message: message)
    }
}

extension XMLError: DiagnosticConvertible {
    /// The error as a diagnostic (through `resourceError`).
    public var diagnostic: Diagnostic { resourceError.diagnostic }
}
