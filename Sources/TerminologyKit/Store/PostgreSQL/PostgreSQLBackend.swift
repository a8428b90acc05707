#if canImport(CPostgreSQL)
import Foundation

/// A library in a schema of a PostgreSQL database, for a school-wide server: the same schema and behaviour as an
/// SQLite library, through libpq.
///
/// The location is a libpq URL: `postgres://ada@db.school.fi:5432/sanasto`, `postgresql://…?sslmode=require`,
/// or a Unix socket's folder, `postgres:///sanasto?host=/run/postgresql`. Any libpq parameter may follow
/// (`sslmode`, `connect_timeout`, `application_name`, …); Sanasto adds `schema=NAME` for a library in its own
/// schema (created when missing; by default the first schema of the search path, normally `public`). The database
/// must exist and be UTF8 (`createdb --encoding=UTF8 --template=template0 sanasto`). A password may be in the URL,
/// in `PGPASSWORD` or in `~/.pgpass`; no message, log or description ever shows it.
public struct PostgreSQLBackend: DatabaseBackend, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// How long a writer waits for another connection's write lock before failing with `.busy`.
    public var busyTimeout: Duration
    private let connectionString: PostgreSQLConnectionString

    /// A backend for the database at `url`; throws `StoreError` (`.invalid`) when `url` is not a PostgreSQL URL.
    /// Nothing is connected until the store opens.
    public init(url: String, busyTimeout: Duration = .seconds(5)) throws {
        connectionString = try PostgreSQLConnectionString(url)
        self.busyTimeout = busyTimeout
    }

    init(connectionString: PostgreSQLConnectionString, busyTimeout: Duration = .seconds(5)) {
        self.connectionString = connectionString
        self.busyTimeout = busyTimeout
    }

    /// The URL without its password.
    public var location: String { connectionString.redacted }

    /// The schema named by the URL's `schema` parameter, or nil for the search path's first.
    public var schema: String? { connectionString.schema }

    /// Connects to the server.
    public func connect() throws -> any DatabaseConnection {
        let milliseconds = busyTimeout.components.seconds * 1000 + busyTimeout.components.attoseconds / 1_000_000_000_000_000
        return try PostgreSQLConnection(connectionString: connectionString, lockTimeoutMilliseconds: max(1, milliseconds))
    }

    /// This backend with `key=value` added to its URL (a libpq parameter or `schema`).
    public func adding(parameter key: String, value: String) throws -> PostgreSQLBackend {
        PostgreSQLBackend(connectionString: try connectionString.adding(key, value), busyTimeout: busyTimeout)
    }

    public var description: String { location }
    public var debugDescription: String { "PostgreSQLBackend(\(location))" }
    public var customMirror: Mirror { Mirror(self, children: ["location": location, "busyTimeout": busyTimeout], displayStyle: .struct) }
}
#endif
