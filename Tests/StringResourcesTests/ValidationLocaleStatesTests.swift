import Testing
@testable import StringResources

@Suite struct ValidationLocaleStatesTests {
    /// Entries (their locales in order) → each localization's position, and how many states were made: a locale is
    /// made once, whatever order later entries list it in.
    @Test(arguments: [
        ([["en", "fi", "tr"]], [[0, 1, 2]], 3),
        ([["en", "fi", "tr"], ["en", "fi", "tr"]], [[0, 1, 2], [0, 1, 2]], 3),
        ([["en", "fi", "tr"], ["tr", "en"]], [[0, 1, 2], [2, 0]], 3),
        ([["en", "fi"], ["en", "de", "fi"]], [[0, 1], [0, 2, 1]], 3),
        ([["fi"], ["fi", "fi"]], [[0], [0, 0]], 1),
        ([[], ["en"]], [[], [0]], 1),
        // Entries that lack some locales miss the guess and find the locale by its fingerprint.
        ([["ar", "en", "fr"], ["en", "fi"], ["ar", "fi", "fr"]], [[0, 1, 2], [1, 3], [0, 3, 2]], 4),
        // The same length and first seven bytes: the fingerprints agree, the strings decide.
        ([["zh-Hant-HK", "zh-Hant-TW"], ["zh-Hant-TW"], ["zh-Hant-HK"]], [[0, 1], [1], [0]], 2),
        // Canonically equivalent spellings are one locale, as `==` has it, though their bytes differ.
        ([["en", "caf\u{E9}"], ["cafe\u{301}"]], [[0, 1], [1]], 2),
    ])
    func positionsAreStableAcrossEntries(entries: [[String]], positions: [[Int]], made: Int) {
        var states = ValidationLocaleStates<String>()
        var makes = 0
        var found: [[Int]] = []
        for entry in entries {
            states.startEntry()
            found.append(entry.map { locale in
                states.position(of: locale) { makes += 1; return "state of \($0)" }
            })
        }
        #expect(found == positions)
        #expect(makes == made)
        #expect(states.states.count == made)
        for (position, locale) in states.locales.enumerated() {
            #expect(states.states[position] == "state of \(locale)")
        }
    }

    /// Identical strings have one fingerprint; locales that differ in length or in their first seven bytes have
    /// different ones.
    @Test(arguments: [
        ("de", "de", true),
        ("de", "fr", false),
        ("pt", "pt-BR", false),
        ("zh-Hans", "zh-Hant", false),
        ("zh-Hant-HK", "zh-Hant-TW", true),
        ("", "", true),
        ("", "a", false),
        ("\u{E9}", "\u{E9}", true),
    ])
    func fingerprints(first: String, second: String, same: Bool) {
        #expect((ValidationLocaleStates<Int>.fingerprint(first) == ValidationLocaleStates<Int>.fingerprint(second)) == same)
    }

    /// A state changed through its position is the one found for the locale later.
    @Test func aStateKeepsItsChanges() {
        var states = ValidationLocaleStates<Int>()
        let fi = states.position(of: "fi") { _ in 0 }
        states.states[fi] = 7
        states.startEntry()
        _ = states.position(of: "en") { _ in 1 }
        #expect(states.states[states.position(of: "fi") { _ in -1 }] == 7)
    }
}
