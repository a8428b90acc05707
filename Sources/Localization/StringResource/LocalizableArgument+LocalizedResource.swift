/// A nested resource is rendered in the outer resource's language, by the outer resource's renderer, as `%@`.
extension LocalizedResource: LocalizableArgument {
    /// The resource rendered by `context` (`.string`).
    public func formatArgument(in context: LocalizableArgumentContext) -> FormatArgument {
        .string(context.render(self))
    }
}
