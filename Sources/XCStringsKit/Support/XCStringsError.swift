import StringResources

/// Why an `xcstrings` operation could not be done, in kinds the tool turns into exit codes.
public struct XCStringsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure it is.
    public enum Kind: Hashable, Sendable {
        /// The request itself is wrong (a file of the wrong kind, options that contradict each other): exit 64.
        case invalidRequest
        /// An input does not exist or cannot be read: exit 66.
        case inputNotFound
        /// An input could not be parsed (``XCStringsError/errors`` says where): exit 65.
        case malformedInput
        /// An output could not be written: exit 73.
        case cannotWrite
    }

    /// What kind of failure it is.
    public var kind: Kind
    /// One line saying what went wrong (for malformed input, the errors' lines).
    public var message: String
    /// The parse errors of malformed input, each printed as a diagnostic.
    public var errors: [ResourceError]

    /// Creates a failure.
    public init(_ kind: Kind, _ message: String, errors: [ResourceError] = []) {
        self.kind = kind
        self.message = message
        self.errors = errors
    }

    /// A request that cannot be done as asked.
    public static func invalidRequest(_ message: String) -> XCStringsError { XCStringsError(.invalidRequest, message) }
    /// A missing or unreadable input.
    public static func inputNotFound(_ message: String) -> XCStringsError { XCStringsError(.inputNotFound, message) }
    /// An output that could not be written.
    public static func cannotWrite(_ message: String) -> XCStringsError { XCStringsError(.cannotWrite, message) }

    /// Inputs that could not be parsed.
    public static func malformed(_ errors: [ResourceError]) -> XCStringsError {
        XCStringsError(.malformedInput, errors.map { DisplayPath.relative($0.description) }.joined(separator: "\n"), errors: errors)
    }

    /// The message.
    public var description: String { message }
}
