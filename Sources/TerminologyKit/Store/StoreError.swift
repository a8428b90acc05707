import Foundation
import Localization

/// Why a store operation failed: what was being done, on which library, and the reason in plain words.
///
/// Every error the store and its backends throw is this type, so a command can print `description` as its one
/// line and pick its exit code from `reason`:
/// `/home/ada/.local/share/sanasto/library.sqlite: cannot open library: not a Sanasto library (…)`.
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reason, by kind.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// The file or database is not a Sanasto library (another application's database, not SQLite at all).
        case notALibrary(String)
        /// The library was written by a newer Sanasto; it is left untouched.
        case newerLibrary(version: Int, supported: Int)
        /// A terminology, category or concept that does not exist.
        case notFound(String)
        /// A value the library cannot hold (an empty title, a language the terminology does not have).
        case invalid(String)
        /// The operation conflicts with what is stored (a duplicate name, a category that still has concepts).
        case conflict(String)
        /// Another process held the library longer than the busy timeout.
        case busy(String)
        /// The stored data is not what this version wrote (a damaged file or a manual edit).
        case damaged(String)
        /// Misuse of the API (a nested transaction, a transaction used after it ended).
        case misuse(String)
        /// Any other database failure, with the backend's code and message.
        case database(code: Int, message: String)
        /// A database server's failure that no other reason covers, with its SQLSTATE (PostgreSQL's five-character
        /// code) and message: the server cannot be reached, the connection was lost, a statement failed unexpectedly.
        case server(sqlState: String, message: String)

        public var description: String {
            switch self {
            case .notALibrary(let detail): "not a Sanasto library (\(detail))"
            case .newerLibrary(let version, let supported):
                "the library was written by a newer version of Sanasto (schema version \(version); this version reads up to \(supported)); it was not changed"
            case .notFound(let what): what
            case .invalid(let what): what
            case .conflict(let what): what
            case .busy(let what): what
            case .damaged(let what): "the library holds data this version did not write: \(what)"
            case .misuse(let what): what
            case .database(let code, let message): "\(message) (code \(code))"
            case .server(let sqlState, let message): "\(message) (SQLSTATE \(sqlState))"
            }
        }
    }

    /// What was being done, as a verb phrase: `add concept`, `open library`.
    public var operation: String
    /// The library: a file path, or a server and database.
    public var location: String
    /// Why it failed.
    public var reason: Reason
    /// What `reason` says about a value the store refused or did not find, as a value an app looks up in its
    /// user's language (its key is the English sentence with a specifier for each value it quotes); nil where the
    /// detail is technical (a damaged file, the database's own message).
    public var localizableDetail: String.LocalizationValue?

    public init(operation: String, location: String, reason: Reason) {
        self.operation = operation
        self.location = location
        self.reason = reason
    }

    /// An error whose reason's detail is a sentence of this package's catalog.
    init(operation: String, location: String, reason: (String) -> Reason, detail: String.LocalizationValue) {
        self.init(operation: operation, location: location, reason: reason(detail.moduleText()))
        localizableDetail = detail
    }

    /// `location: cannot operation: reason`.
    public var description: String {
        location.isEmpty ? "cannot \(operation): \(reason)" : "\(location): cannot \(operation): \(reason)"
    }

    /// An error without operation and location yet; the store fills them in where it catches it.
    static func bare(_ reason: Reason) -> StoreError { StoreError(operation: "", location: "", reason: reason) }
    // The detail sentences below are the catalog's keys; their names differ from `Reason`'s cases so that
    // `xcstrings extract` sees a localizable parameter, not the cases' `String`.
    /// A value the store refused (`Reason.invalid`).
    static func refused(_ message: String.LocalizationValue) -> StoreError {
        StoreError(operation: "", location: "", reason: Reason.invalid, detail: message)
    }
    /// Something the store was asked for that does not exist (`Reason.notFound`).
    static func missing(_ message: String.LocalizationValue) -> StoreError {
        StoreError(operation: "", location: "", reason: Reason.notFound, detail: message)
    }
    /// A change that conflicts with what is stored (`Reason.conflict`).
    static func conflicting(_ message: String.LocalizationValue) -> StoreError {
        StoreError(operation: "", location: "", reason: Reason.conflict, detail: message)
    }
    static func damaged(_ message: String) -> StoreError { bare(.damaged(message)) }
    static func misuse(_ message: String) -> StoreError { bare(.misuse(message)) }

    /// This error with the operation and location set where they are still empty.
    func filling(operation: String, location: String) -> StoreError {
        var copy = self
        if copy.operation.isEmpty { copy.operation = operation }
        if copy.location.isEmpty { copy.location = location }
        return copy
    }
}
