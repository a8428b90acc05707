/// What a check knows of each locale, made when the locale is first met and found again for every localization.
///
/// Most entries list their locales in the same order, so each locale is looked for where the previous one was
/// followed, and compared rather than hashed; only an entry in another order searches the list.
struct ValidationLocaleStates<State> {
    /// The locales met so far, in the order they were met.
    private(set) var locales: [String] = []
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
        } else if let found = locales.firstIndex(of: locale) {
            position = found
        } else {
            locales.append(locale)
            states.append(make(locale))
            position = locales.count - 1
        }
        guess = position + 1
        return position
    }
}
