import Foundation

/// An error in a resource file: what kind of error, where it is, and what is wrong.
///
/// Printed by ``DiagnosticPrinter`` as `file:line:column: error: message (key › path)`, the form editors and CI
/// annotate. ``kind`` tells errors apart without matching their messages.
public struct ResourceError: Error, Hashable, Sendable, CustomStringConvertible, DiagnosticConvertible, DiagnosticLocatable {
    /// What kind of error it is: stable, for callers and tests to switch over.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The file or folder does not exist (or a table named is in none of the folders).
        case notFound
        /// The file or folder exists but cannot be read.
        case unreadable
        /// The file is not of a kind the reader handles (not a `.xcstrings`, `.strings` or `.stringsdict`).
        case unsupportedFile
        /// The bytes are not valid UTF-8 or UTF-16.
        case encoding
        /// The text is not JSON (a missing comma, an unterminated string).
        case malformedJSON
        /// The text is not a `.strings` file (a missing `;`, an unterminated comment).
        case malformedStrings
        /// The property list (XML or binary) is malformed.
        case malformedPropertyList
        /// An XML document (XLIFF, TBX) is not well-formed, or uses what the XML reader refuses (entity
        /// declarations, external entities).
        case malformedXML
        /// The document is well formed but not what its format requires (a catalog's `stringUnit` without a
        /// `value`, a `.stringsdict` variable without `NSStringFormatSpecTypeKey`, a baseline without findings).
        case schema
        /// A format string cannot be used (an unknown conversion, `%n`).
        case formatString
        /// The input exceeds a limit that protects against hostile files (nesting depth, size, value count).
        case limitExceeded
        /// A name in the document cannot be used where it must go (a language that cannot name a folder).
        case invalidName
    }

    /// What kind of error it is.
    public var kind: Kind
    /// Where the error is.
    public var location: DiagnosticLocation
    /// What is wrong, as one sentence without a trailing period.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, file: String? = nil, position: SourcePosition? = nil, keyPath: [String] = [], message: String) {
        self.kind = kind
        self.location = DiagnosticLocation(file: file, position: position, keyPath: keyPath)
        self.message = message
    }

    /// The error for a file that could not be read: ``Kind/notFound`` when it does not exist, else
    /// ``Kind/unreadable``, with the system's reason.
    public static func cannotRead(_ path: String, _ error: any Error) -> ResourceError {
        let exists = FileManager.default.fileExists(atPath: path)
        return ResourceError(exists ? .unreadable : .notFound, file: path, message: "cannot read the file: \(error.localizedDescription)")
    }

    /// This error with its file set (parsers raise errors before they know the file name).
    public func inFile(_ path: String?) -> ResourceError {
        var copy = self
        copy.location.file = path
        return copy
    }

    /// The error as a diagnostic of severity error.
    public var diagnostic: Diagnostic { Diagnostic(.error, message, location: location) }

    /// The error as `file:line:column: error: message`, followed by its key path when it has one.
    public var description: String { diagnostic.description }
}
