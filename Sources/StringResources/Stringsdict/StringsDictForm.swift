/// One form of a variable: a plural category (`one`), a device (`ipad`) or a width (`"20"`), and its string.
public struct StringsDictForm: Hashable, Sendable {
    /// The form's key as the file spells it: `zero` … `other`, `iphone` … `other`, or a width such as `"20"`.
    public var name: String
    /// The string for that form.
    public var value: String

    /// Creates a form.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
