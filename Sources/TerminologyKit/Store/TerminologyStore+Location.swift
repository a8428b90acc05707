import Foundation
import Localization

extension TerminologyStore {
    /// Opens the library at `location`, on the backend its form names (see `backend(for:)`).
    ///
    /// ```swift
    /// let store = try TerminologyStore(location: "postgres://sanasto@db.school.fi/sanasto")
    /// ```
    public convenience init(location: String, scheduler: FSRSScheduler = .default) throws {
        try self.init(backend: try Self.backend(for: location), scheduler: scheduler)
    }

    /// The backend for a library location: a `postgres://` or `postgresql://` URL is a PostgreSQL database (where
    /// the package is built with libpq: Linux); a
    /// `file:` URL or a plain path (relative to `currentDirectory`) is an SQLite file. Any other `scheme://` is
    /// refused with a `StoreError` (`.invalid`) that names it without its password.
    public static func backend(
        for location: String, currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) throws -> any DatabaseBackend {
        let trimmed = location.trimmingCharacters(in: .whitespaces)
        func refuse(_ message: String.LocalizationValue) -> StoreError {
            StoreError(operation: "open library", location: URLRedaction.withoutPassword(trimmed), reason: StoreError.Reason.invalid, detail: message)
        }
        guard !trimmed.isEmpty else { throw refuse("the library location is empty") }
        let lowercased = trimmed.lowercased()
        if lowercased.hasPrefix("postgres://") || lowercased.hasPrefix("postgresql://") {
            #if canImport(CPostgreSQL)
            return try PostgreSQLBackend(url: trimmed)
            #else
            throw refuse("this build of Sanasto has no PostgreSQL backend (it is built where libpq is, on Linux)")
            #endif
        }
        if lowercased.hasPrefix("file:") {
            guard let url = URL(string: trimmed), url.isFileURL, url.host == nil || url.host == "" || url.host == "localhost",
                  url.query == nil, !url.path.isEmpty
            else { throw refuse("not a file URL of a local file (file:///path/to/library.sqlite)") }
            return SQLiteBackend(url: url.standardizedFileURL)
        }
        if let schemeEnd = trimmed.range(of: "://"),
           trimmed[..<schemeEnd.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) {
            let scheme = trimmed[..<schemeEnd.lowerBound]
            throw refuse("\(scheme):// is not a library location; give a file path, a file: URL or a postgres:// URL")
        }
        let file = trimmed.hasPrefix("/") ? URL(fileURLWithPath: trimmed) : currentDirectory.appendingPathComponent(trimmed)
        return SQLiteBackend(url: file.standardizedFileURL)
    }
}
