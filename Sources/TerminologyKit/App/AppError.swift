import Foundation

/// A failure the app shows its user: one localized line, a kind a command picks its exit code from, and the
/// position in a file where there is one.
///
/// Use cases throw it with the message already in the user's language; a store or exchange error that reaches
/// the app is turned into one (``init(_:language:)``). Whatever throws it has written nothing.
public struct AppError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure it is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The request itself is wrong (an unknown language, a missing argument, an option that does not apply).
        case usage
        /// A terminology, category, term or course named by the user does not exist.
        case notFound
        /// A value or file the user gave cannot be used (an empty title, a malformed file).
        case invalidData
        /// The request conflicts with what the library holds (a duplicate name, a category that is not empty).
        case conflict
        /// The library file is not a Sanasto library.
        case notALibrary
        /// The library was written by a newer Sanasto.
        case newerLibrary
        /// The library holds data this version did not write.
        case damaged
        /// Another process kept the library busy.
        case busy
        /// A file to read does not exist or cannot be read.
        case cannotRead
        /// A file cannot be written.
        case cannotWrite
        /// What was asked needs something this build or this terminal does not have.
        case unavailable
        /// The user cancelled.
        case cancelled
        /// Anything else (a database failure).
        case failed
    }

    /// The kind.
    public var kind: Kind
    /// The message in the user's language: one line, ending with a period.
    public var message: String
    /// The file concerned, when there is one.
    public var file: String?
    /// The 1-based line and column in `file`, when known.
    public var line: Int?
    /// The 1-based column on `line`, when known.
    public var column: Int?
    /// What failed, when ``message`` tells the user what to type at the command line: another front end (a web
    /// page) words it its own way from this.
    public var cause: Cause?

    /// A failure whose command-line wording names a `sanasto` command or option.
    public enum Cause: Hashable, Sendable {
        /// The terminology (its title) has one language, and studying needs two.
        case studyNeedsTwoLanguages(terminology: String)
        /// Several terminologies (their titles) fit, and the request named none.
        case severalTerminologies(count: Int, titles: String)
        /// The course in focus (its code) has no terminologies.
        case focusedCourseIsEmpty(course: String)
        /// The library has no terminologies at all.
        case libraryIsEmpty
        /// A terminology was given no language.
        case terminologyNeedsLanguage
        /// An imported terminology is in the library already (the format's detail, in English).
        case alreadyInLibrary(detail: String)
        /// Entries of an imported file are wrong (how many, and the first one's problem); nothing was imported.
        case invalidEntries(count: Int, first: String)
        /// Several terminologies have a category of that name.
        case severalCategories(name: String)
        /// A definition was given for a language (its code) the term has no text in.
        case definitionWithoutTerm(language: String)
        /// A new term was given neither a category nor a terminology.
        case termNeedsPlace
    }

    /// An error with a message already localized.
    public init(_ kind: Kind, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil, cause: Cause? = nil) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.cause = cause
    }

    /// `file:line:column`, `file:line` or `file`; nil without a file.
    public var location: String? {
        guard var location = file else { return nil }
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return location
    }

    /// `file:line:column: message`, or the message alone.
    public var description: String {
        guard let location else { return message }
        return "\(location): \(message)"
    }
}
