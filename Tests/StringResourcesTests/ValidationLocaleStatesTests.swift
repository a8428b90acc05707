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
