#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call: which one, and the `errno` it left.
public struct SystemError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The call that failed (`bind`, `listen`, `epoll_wait`).
    public var operation: String
    /// The `errno` value.
    public var code: Int32

    /// The failure of `operation` with `errno` `code`.
    public init(_ operation: String, code: Int32) {
        self.operation = operation
        self.code = code
    }

    /// The error of the call that just failed.
    static func last(_ operation: String) -> SystemError { SystemError(operation, code: errno) }

    public var description: String { "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))" }
}
