import StringResources

/// Parsed format strings by text, so that rendering a looked-up entry again does not parse it again.
///
/// Bounded by the policy of the localizer's lookup cache (``Localizer/LookupCache``): at most ``limit`` formats are
/// kept and later ones are parsed each time, so that a burst of one-off texts never evicts the formats in use.
enum FormatStringCache {
    static let limit = Localizer.LookupCache.missingKeyAllowance
    private static let formats = Locked([String: FormatString]())

    /// The parsed format of `text` (with `%1#@name@` read as `%1$#@name@`).
    static func format(_ text: String) -> FormatString {
        if let format = formats.withLock({ $0[text] }) { return format }
        let format = FormatString(parsing: EntryRenderer.normalizingVariablePositions(text))
        formats.withLock { formats in
            if formats.count < limit { formats[text] = format }
        }
        return format
    }
}
