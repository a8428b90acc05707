// Only where Foundation lacks LocalizedStringResource (see LocalizedStringResource.swift for the condition).
#if !canImport(Darwin)
/// How the resource that holds a ``LocalizableArgument`` is being rendered: its language and a way to render
/// nested resources the same way.
public struct LocalizableArgumentContext: Sendable {
    /// The language the resource is rendered in; `nil` when it follows the user's preferences or is not
    /// localized.
    public var language: String?
    /// Renders a nested resource as the outer one is rendered (same localizer or lookup, same language).
    public var render: @Sendable (LocalizedStringResource) -> String

    /// Creates a context rendering in `language` with `render`.
    public init(language: String?, render: @escaping @Sendable (LocalizedStringResource) -> String) {
        self.language = language
        self.render = render
    }

    /// No language and no lookup: nested resources show their default value (or key) with their arguments
    /// (``LocalizedStringResource/defaultString``).
    public static let unlocalized = LocalizableArgumentContext(language: nil) { $0.defaultString }

    /// A context resolving nested resources in `language` (or the user's preferences when `nil`) with the
    /// outer resource's `localizer`.
    ///
    /// A nested resource whose source is `.main` (the default) is looked up with `localizer`; one naming another
    /// source keeps it, unless `replacingSources` (the outer resource was resolved with an explicit localizer,
    /// which then replaces every source, as it replaces the outer one's).
    public static func resolving(
        with localizer: Localizer, replacingSources: Bool, language: String?
    ) -> LocalizableArgumentContext {
        LocalizableArgumentContext(language: language) { nested in
            let replaces = replacingSources || nested.bundle == .main
            return nested.string(with: replaces ? localizer : nil, language: language)
        }
    }
}
#endif
