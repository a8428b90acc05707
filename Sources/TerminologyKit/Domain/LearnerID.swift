/// Whose study progress a card belongs to.
///
/// A library on one person's machine has one learner, `.local`; a class server keeps one per student.
public struct LearnerID: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The learner's id: `local`, or a class server's student id.
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The owner of a personal library.
    public static let local = LearnerID("local")

    public var description: String { rawValue }
}
