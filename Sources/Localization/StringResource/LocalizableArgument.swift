// Only where Foundation lacks LocalizedStringResource (see LocalizedStringResource.swift for the condition).
#if !canImport(Darwin)
/// A value interpolated into a ``LocalizedStringResource`` that renders itself in the language the resource is
/// rendered in, when it is rendered.
///
/// A plain argument (a string, a number) is fixed when the resource is created. A localizable argument is not:
/// a nested resource, an enum case shown by its localized name or an entity shown by its localized title is
/// rendered by whatever renders the outer resource — the same localizer or lookup, the same language — as
/// Apple renders a `LocalizedStringResource` interpolated into another one.
///
/// ```swift
/// let status: LocalizedStringResource = "Done"
/// let toast: LocalizedStringResource = "Task: \(status)"   // "Tehtävä: Valmis" when resolved in Finnish
/// ```
///
/// A resource keeps, at the argument's position in ``String/LocalizationValue/arguments``, the argument rendered in
/// ``LocalizableArgumentContext/unlocalized`` (what a reader that ignores localizable arguments sees); the
/// argument itself is kept in ``String/LocalizationValue/localizableArguments`` and replaces that value whenever the
/// resource is rendered (``LocalizedStringResource/arguments(in:)``).
public protocol LocalizableArgument: Sendable, Equatable {
    /// The argument for a resource being rendered in `context`.
    func formatArgument(in context: LocalizableArgumentContext) -> FormatArgument
}

extension LocalizableArgument {
    /// Whether `other` is an argument of the same type equal to this one.
    func isEqual(to other: any LocalizableArgument) -> Bool {
        (other as? Self) == self
    }
}
#endif
