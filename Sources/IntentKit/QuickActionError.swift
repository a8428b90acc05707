import Foundation

/// Why quick actions could not be read.
public struct QuickActionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, with the item index when it concerns one item.
    public var message: String

    /// A readable message.
    public var description: String { "error: \(message)" }
}
