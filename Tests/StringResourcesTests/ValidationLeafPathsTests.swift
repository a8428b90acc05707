import Testing
@testable import StringResources

@Suite struct ValidationLeafPathsTests {
    @Test(arguments: [
        [[CatalogStringUnitLeaf.Step.plural("one")], [.plural("other")], [.plural("one")]],
        [[.substitution("n"), .plural("few")], [.substitution("n"), .plural("few")], [.substitution("m"), .plural("few")]],
        [[.device("mac"), .plural("one")], [.device("mac")], []],
        (0..<20).map { [.substitution("s\($0)"), .plural("other")] } + [[.substitution("s0"), .plural("other")]],
    ])
    func makesEachPathFromItsSteps(_ wanted: [[CatalogStringUnitLeaf.Step]]) {
        var paths = ValidationLeafPaths()
        for steps in wanted {
            var node = ValidationLeafPaths.root
            for step in steps { node = paths.child(of: node, step) }
            #expect(paths.path(node) == steps)
        }
    }

    @Test func findsARecentPathAgain() {
        var paths = ValidationLeafPaths()
        let one = paths.child(of: ValidationLeafPaths.root, .plural("one"))
        let other = paths.child(of: ValidationLeafPaths.root, .plural("other"))
        #expect(paths.child(of: ValidationLeafPaths.root, .plural("one")) == one)
        #expect(paths.child(of: ValidationLeafPaths.root, .plural("other")) == other)
        #expect(one != other)
    }
}
