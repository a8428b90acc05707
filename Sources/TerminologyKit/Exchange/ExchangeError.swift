import Foundation
import Localization
import StringResources

/// Why a terminology file could not be imported, exported or merged: one clear line, a stable kind, and the
/// position in the file where there is one.
///
/// `description` is `file:line:column: error: message`; for `.invalidEntries` each bad entry follows on its own
/// line. An import that throws this has written nothing.
public struct ExchangeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure it is: a command picks its exit code from it, a UI its message.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The file is not well-formed in its format (broken XML, an unterminated CSV quote, invalid JSON).
        case malformedFile
        /// The file is well-formed but not a terminology in its format (XML that is not TBX, JSON that is not a bundle).
        case notATerminology
        /// A bundle from a newer Sanasto, or a format version this one does not read.
        case unsupportedVersion
        /// A language code of the whole file that is not a valid BCP 47 tag.
        case unknownLanguage
        /// Entries of the file are wrong (listed in `issues`); without the partial option nothing is imported.
        case invalidEntries
        /// The file does not say something the import needs (a headerless CSV's languages).
        case missingInformation
        /// The terminology is in the library already: merge the update instead of importing it again.
        case alreadyInLibrary
        /// The terminology, conflict or suggestion asked for is not in the library.
        case notFound
        /// The file cannot be read or written.
        case unreadable
        /// The operation does not apply (exporting suggestions from a terminology that has none to give).
        case notApplicable
    }

    /// What a technical detail says, for an app that tells its user in their language (`message` is English).
    public enum Detail: Hashable, Sendable {
        /// The XML reader's error of this kind (a TBX file).
        case xml(XMLError.Kind)
        /// A quoted CSV field that is not closed.
        case unclosedQuote
        /// Text after a quoted CSV field's closing quote.
        case textAfterQuote
        /// A bundle that is not valid JSON.
        case invalidJSON
        /// Bytes that are not valid in the file's encoding.
        case invalidEncoding
    }

    /// What kind of failure it is.
    public var kind: Kind
    /// The file's path or name, when known.
    public var file: String?
    /// The format being read or written, when known.
    public var format: ExchangeFormat?
    /// Where in the file.
    public var position: ExchangePosition?
    /// What is wrong, one sentence without a trailing period, as a value an app looks up in its user's language:
    /// its key is the English sentence with a specifier for each name or value it quotes.
    public var localizableMessage: String.LocalizationValue
    /// What is wrong, one sentence without a trailing period, in English.
    public var message: String { localizableMessage.moduleText() }
    /// The bad entries, for `.invalidEntries`.
    public var issues: [ExchangeIssue]
    /// What kind of reader's error `message` quotes (XML, CSV, JSON, encodings), for an app that says it in another
    /// language without the reader's English message; nil for the exchange formats' own messages.
    public var detail: Detail?

    public init(
        _ kind: Kind, _ message: String.LocalizationValue, file: String? = nil, format: ExchangeFormat? = nil, position: ExchangePosition? = nil,
        issues: [ExchangeIssue] = [], detail: Detail? = nil
    ) {
        self.kind = kind
        self.detail = detail
        self.localizableMessage = message
        self.file = file
        self.format = format
        self.position = position
        self.issues = issues
    }

    /// This error with its file set, when it has none yet.
    func inFile(_ name: String?) -> ExchangeError {
        var copy = self
        if copy.file == nil { copy.file = name }
        return copy
    }

    /// `file:line:column: error: message`, then one line per bad entry.
    public var description: String {
        var text = file ?? "<input>"
        if let position { text += ":\(position.line):\(position.column)" }
        text += ": error: "
        if let context = position?.context { text += context + ": " }
        text += message
        for issue in issues { text += "\n" + (file.map { "\($0):" } ?? "") + issue.description }
        return text
    }
}
