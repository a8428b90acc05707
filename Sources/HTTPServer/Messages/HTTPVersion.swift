/// An HTTP version: `HTTP/1.1` is major 1, minor 1.
public struct HTTPVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major version (1).
    public var major: Int
    /// The minor version (0 or 1).
    public var minor: Int

    /// The version `major`.`minor`.
    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    public static let http1_0 = HTTPVersion(major: 1, minor: 0)
    public static let http1_1 = HTTPVersion(major: 1, minor: 1)

    public static func < (lhs: HTTPVersion, rhs: HTTPVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { "HTTP/\(major).\(minor)" }
}
