import Foundation

/// A small leveled logger, shaped like swift-log's `Logger` so that moving to it is mechanical.
///
/// The server logs what it did (listening, shutting down, a handler's error type, a refused request's
/// status) and never header values, cookies, bodies or query strings. `Logger.silent` logs nothing.
public struct Logger: Sendable {
    /// How important a message is.
    public enum Level: Int, Sendable, Comparable, CustomStringConvertible {
        case trace, debug, info, notice, warning, error, critical

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String {
            switch self {
            case .trace: "trace"
            case .debug: "debug"
            case .info: "info"
            case .notice: "notice"
            case .warning: "warning"
            case .error: "error"
            case .critical: "critical"
            }
        }
    }

    /// One message, as a handler receives it.
    public struct Record: Sendable {
        /// The logger's label.
        public var label: String
        /// The message's level.
        public var level: Level
        /// The message.
        public var message: String
        /// Facts about the message (never secrets).
        public var metadata: [String: String]
    }

    /// Where records go.
    public typealias Handler = @Sendable (Record) -> Void

    /// The logger's name, printed with each record.
    public var label: String
    /// The least important level that is logged.
    public var logLevel: Level
    private let handler: Handler?

    /// A logger sending records at `logLevel` or above to `handler`.
    public init(label: String, logLevel: Level = .info, handler: @escaping Handler) {
        self.label = label
        self.logLevel = logLevel
        self.handler = handler
    }

    /// A logger writing `time level label: message key=value` lines to standard error.
    public static func standardError(label: String, logLevel: Level = .info) -> Logger {
        Logger(label: label, logLevel: logLevel) { record in
            var line = "\(ISO8601DateFormatter().string(from: Date())) \(record.level) \(record.label): \(record.message)"
            for (key, value) in record.metadata.sorted(by: { $0.key < $1.key }) { line += " \(key)=\(value)" }
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    /// A logger that logs nothing.
    public static let silent = Logger(label: "silent", logLevel: .critical, handlerOrNil: nil)

    private init(label: String, logLevel: Level, handlerOrNil: Handler?) {
        self.label = label
        self.logLevel = logLevel
        self.handler = handlerOrNil
    }

    /// Whether a message at `level` would be logged (so that callers can skip building it).
    public func isEnabled(_ level: Level) -> Bool { handler != nil && level >= logLevel }

    /// Logs `message` at `level`.
    public func log(level: Level, _ message: @autoclosure () -> String, metadata: @autoclosure () -> [String: String] = [:]) {
        guard let handler, level >= logLevel else { return }
        handler(Record(label: label, level: level, message: message(), metadata: metadata()))
    }

    /// Logs `message` at `.trace`.
    public func trace(_ message: @autoclosure () -> String, metadata: @autoclosure () -> [String: String] = [:]) {
        log(level: .trace, message(), metadata: metadata())
    }
    /// Logs `message` at `.debug`.
    public func debug(_ message: @autoclosure () -> String, metadata: @autoclosure () -> [String: String] = [:]) {
        log(level: .debug, message(), metadata: metadata())
    }
    /// Logs `message` at `.info`.
    public func info(_ message: @autoclosure () -> String, metadata: @autoclosure () -> [String: String] = [:]) {
        log(level: .info, message(), metadata: metadata())
    }
    /// Logs `message` at `.notice`.
    public func notice(_ message: @autoclosure () -> String, metadata: @autoclosure () -> [String: String] = [:]) {
        log(level: .notice, message(), metadata: metadata())
    }
    /// Logs `message` at `.warning`.
    public func warning(_ message: @autoclosure () -> String, metadata: @autoclosure () -> [String: String] = [:]) {
        log(level: .warning, message(), metadata: metadata())
    }
    /// Logs `message` at `.error`.
    public func error(_ message: @autoclosure () -> String, metadata: @autoclosure () -> [String: String] = [:]) {
        log(level: .error, message(), metadata: metadata())
    }
}
