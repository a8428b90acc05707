/// What a check knows of each locale, made when the locale is first met and found again for every localization.
///
/// Most entries list their locales in the same order, so each locale is looked for where the previous one was
/// followed, and compared rather than hashed. An entry that lacks some locales (or lists them in another order)
/// misses that guess: the locale is then found by its ``fingerprint(_:)`` among the others' (integers compared,
/// not strings, most of which differ), and confirmed by comparing the strings.
struct ValidationLocaleStates<State> {
    /// The locales met so far, in the order they were met.
    private(set) var locales: [String] = []
    /// Each locale's ``fingerprint(_:)``, at its position in ``locales``.
    private var fingerprints: [UInt64] = []
    /// Each locale's state, at the locale's position in ``locales``.
    var states: [State] = []
    /// Where the next locale of the entry is expected.
    private var guess = 0

    /// Starts the localizations of another entry: its first locale is expected first.
    mutating func startEntry() {
        guess = 0
    }

    /// The position in ``states`` of `locale`'s state; `make` makes it when the locale is met first.
    mutating func position(of locale: String, make: (String) -> State) -> Int {
        let position: Int
        if guess < locales.count, locales[guess] == locale {
            position = guess
        } else {
            let fingerprint = Self.fingerprint(locale)
            var found: Int?
            for index in fingerprints.indices where fingerprints[index] == fingerprint && locales[index] == locale {
                found = index
                break
            }
            // Equal strings may differ in bytes (canonical equivalence): a locale whose fingerprint matches none
            // is looked for by string before it is taken for a new one.
            if found == nil { found = locales.firstIndex(of: locale) }
            if let found {
                position = found
            } else {
                locales.append(locale)
                fingerprints.append(fingerprint)
                states.append(make(locale))
                position = locales.count - 1
            }
        }
        guess = position + 1
        return position
    }

    /// A number that is the same for identical strings: the UTF-8 length and first seven bytes. Locale
    /// identifiers that differ mostly differ there (`de`, `fr`, `pt-BR`, `zh-Hans`).
    static func fingerprint(_ locale: String) -> UInt64 {
        // From the contiguous bytes (a small string's are copied out at once): the view's iterator cost more.
        let bytes = locale.utf8.withContiguousStorageIfAvailable { bytes -> UInt64 in
            var value = UInt64(truncatingIfNeeded: bytes.count & 0xFF)
            for index in 0..<Swift.min(7, bytes.count) { value |= UInt64(bytes[index]) << (8 * UInt64(index + 1)) }
            return value
        }
        if let bytes { return bytes }
        var value = UInt64(truncatingIfNeeded: locale.utf8.count & 0xFF)
        for (index, byte) in locale.utf8.prefix(7).enumerated() { value |= UInt64(byte) << (8 * UInt64(index + 1)) }
        return value
    }
}
