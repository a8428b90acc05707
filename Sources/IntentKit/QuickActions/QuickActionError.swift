import Foundation
import StringResources

/// Why quick actions could not be read: what is wrong and, for an XML Info.plist, where.
public struct QuickActionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, with the item index when it concerns one item.
    public var message: String
    /// The Info.plist's path, when it was read from a file.
    public var file: String?
    /// The line and column of the offending element (XML property lists only).
    public var position: SourcePosition?

    /// Creates an error.
    public init(message: String, file: String? = nil, position: SourcePosition? = nil) {
        self.message = message
        self.file = file
        self.position = position
    }

    /// `file:line:column: error: message` (`<input>` without a file, no position for binary property lists).
    public var description: String {
        guard file != nil || position != nil else { return "error: \(message)" }
        var text = file ?? "<input>"
        if let position { text += ":\(position.line):\(position.column)" }
        return text + ": error: \(message)"
    }
}
