import Testing
@testable import StringResources

@Suite struct ValidationFindingRunsTests {
    static func finding(_ file: String, _ line: Int, _ message: String = "m") -> ValidationFinding {
        ValidationFinding(severity: .warning, rule: .emptyValue, file: file, position: SourcePosition(line: line, column: 1), message: message)
    }

    @Test(arguments: [
        // Runs in order, out of order, single findings between them, empty runs.
        [[finding("a", 1), finding("a", 5)], [finding("b", 1)]],
        [[finding("b", 1)], [finding("a", 1), finding("a", 5)]],
        [[finding("a", 3)], [], [finding("a", 2), finding("a", 9)]],
        [[finding("a", 1), finding("a", 1, "n")], [finding("a", 1, "l")]],
        [[], [finding("a", 1)]],
    ])
    func givesWhatSortingEverythingGives(_ runs: [[ValidationFinding]]) {
        var collected = ValidationFindingRuns()
        for (index, run) in runs.enumerated() {
            if index % 2 == 1 && run.count == 1, let only = run.first { collected.append(only) } else { collected.append(sorted: run) }
        }
        #expect(collected.sorted() == ValidationFinding.sorted(runs.flatMap { $0 }))
    }
}
