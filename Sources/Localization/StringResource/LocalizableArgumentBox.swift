// Only where Foundation lacks LocalizedStringResource (see LocalizedStringResource.swift for the condition).
#if !canImport(Darwin)
/// A ``LocalizableArgument`` of any type, comparable with `==` (two boxes are equal when they hold equal
/// arguments of the same type); it hashes by the argument's type only.
public struct LocalizableArgumentBox: Sendable, Hashable {
    /// The argument.
    public var base: any LocalizableArgument

    /// Boxes `base`.
    public init(_ base: some LocalizableArgument) {
        self.base = base
    }

    /// The argument for a resource being rendered in `context`.
    public func formatArgument(in context: LocalizableArgumentContext) -> FormatArgument {
        base.formatArgument(in: context)
    }

    /// Whether both boxes hold equal arguments of the same type.
    public static func == (lhs: LocalizableArgumentBox, rhs: LocalizableArgumentBox) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    /// Hashes the argument's type only (arguments need not be hashable).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
    }
}
#endif
