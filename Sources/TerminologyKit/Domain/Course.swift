/// The course a terminology is written for: its code (`BIO-101`) and name (`Solubiologia`).
///
/// The code is what a focus filter and the per-course lists compare; an empty code means no course.
public struct Course: Hashable, Codable, Sendable {
    /// The course code, compared exactly.
    public var code: String
    /// The course's name, shown to people.
    public var name: String

    public init(code: String, name: String = "") {
        self.code = code
        self.name = name
    }

    /// No course.
    public static let none = Course(code: "", name: "")
}
