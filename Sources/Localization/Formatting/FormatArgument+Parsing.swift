import StringResources

/// Converting words as a user types them (`42`, `0x1F`, `3.5`, `Anna`) into the typed arguments a format reads.
///
/// Shared by the `xcstrings printf` and `xcstrings preview` commands: each word becomes the type its argument
/// position takes (`%lld` → integer, `%f` → floating point, `%@` → string, `%c` → character).
extension FormatArgument {
    /// Converts a word to the type a specifier reads; `nil` when it does not convert.
    ///
    /// Integers accept decimal (signed or unsigned 64-bit) and `0x` hexadecimal; floating point accepts what
    /// `Double(_:)` reads; a character must be one character; strings (and an unknown type) take the word as is.
    public static func parsing(_ word: String, to type: FormatArgumentType?) -> FormatArgument? {
        switch type {
        case .signedInteger, .unsignedInteger, .pointer:
            if let value = Int64(word) { return .int(value) }
            if let value = UInt64(word) { return .uint(value) }
            let lower = word.lowercased()
            if lower.hasPrefix("0x"), let value = UInt64(lower.dropFirst(2), radix: 16) { return .uint(value) }
            return nil
        case .floatingPoint:
            return Double(word).map(Self.double)
        case .character:
            guard word.count == 1, let character = word.first else { return nil }
            return .character(character)
        case .object, .cString, nil:
            return .string(word)
        }
    }

    /// "a" or "an", whichever reads right before the type's description (`an unsigned integer`).
    public static func article(for type: FormatArgumentType) -> String {
        switch type {
        case .unsignedInteger, .object: "an"
        default: "a"
        }
    }
}
