@testable import StringResources
import Testing

/// The format check's lean reading of a localization: each leaf's uses, first uses, types and the arguments
/// substitutions' forms read agree with what ``ValidationArgumentUse`` reads from a full ``FormatString``.
@Suite struct ValidationFormatLeavesTests {
    /// Values of a localization's own string unit, with the localization's substitutions (name, argNum, formatSpecifier).
    static let values: [(String, [(String, Int?, String?)])] = [
        ("plain", []),
        ("100% accurate", []),
        ("%@", []),
        ("file%@", []),
        ("%lld of %d", []),
        ("%2$@ %1$lld %2$@", []),
        ("%hhd %hd %ld %u %x %f", []),
        ("%*d %@", []),
        ("%1$*2$.*3$f", []),
        ("%.*s %d %c", []),
        ("%1$@ %1$d", []),
        ("%#@files@", [("files", 1, "lld")]),
        ("%#@files@ in %@", [("files", 2, "d")]),
        ("%1$#@files@ in %2$@", [("files", nil, "@")]),
        ("%@ and %#@files@", [("files", nil, "lld")]),
        ("%#@files@ and %#@folders@", [("files", 2, "lld"), ("folders", 1, "f")]),
        ("%#@undefined@ %d", []),
        ("%#@bad@", [("bad", nil, "x y")]),
        ("%#@files@", [("files", nil, nil)]),
    ]

    @Test(arguments: values)
    func usesAreThoseOfTheFullParse(_ value: String, _ definitions: [(String, Int?, String?)]) {
        let substitutions = Self.substitutions(definitions, form: nil)
        let leaves = CatalogLocalization(stringUnit: CatalogStringUnit(value: value), substitutions: substitutions).stringUnitLeaves
        var scan = ValidationFormatLeaves()
        scan.read(leaves[...], substitutions: substitutions)
        let format = FormatString(parsing: value, allowsSubstitutionArgument: false)
        #expect(scan.leaves.count == 1)
        #expect(scan.isFormat(0) == ValidationArgumentUse.isFormat(format))
        #expect(scan.leaves[0].hasDiagnostics == !format.diagnostics.isEmpty)
        scan.readUses(of: 0)
        let expected = ValidationArgumentUse.sortedUses(of: format, substitutions: substitutions)
        #expect(scan.uses.map(\.position) == expected.map(\.position))
        #expect(scan.uses.map(\.type) == expected.map(\.use.type))
        #expect(scan.uses.map(\.integerBits) == expected.map(\.use.integerBits))
        #expect(scan.uses.map { scan.argumentUse($0, in: value) } == expected.map(\.use))
        let types = format.argumentTypes
        for position in 1...4 {
            #expect(scan.firstType(at: position, in: 0) == types[position], "argument \(position)")
            #expect(scan.firstUse(of: position, in: 0) == Self.firstUse(of: position, in: format), "argument \(position)")
        }
    }

    /// Forms of a substitution `n` (argNum, formatSpecifier) referenced by `%#@n@ …`, with the arguments they read.
    static let forms: [(String, Int?, String, [Int])] = [
        // `%arg` is the substitution's own argument; a form's unpositioned specifiers read from it on.
        ("%#@n@", 1, "%arg files", []),
        ("%#@n@", 1, "%lld files", [1]),
        ("%#@n@ %@", 1, "%lld files in %@", [1, 2]),
        ("%@ %#@n@", nil, "%lld files", [2]),
        ("%2$#@n@ %1$@", nil, "%arg files in %1$@", [1]),
        ("%#@n@", 3, "%d of %3$@ and %@", [3, 4]),
    ]

    @Test(arguments: forms)
    func formsReadFromTheirSubstitutionsArgument(_ value: String, _ argNum: Int?, _ form: String, _ expected: [Int]) {
        let substitutions = Self.substitutions([("n", argNum, "lld")], form: form)
        let leaves = CatalogLocalization(stringUnit: CatalogStringUnit(value: value), substitutions: substitutions).stringUnitLeaves
        var scan = ValidationFormatLeaves()
        scan.read(leaves[...], substitutions: substitutions)
        scan.readForms(leaves[...])
        #expect(scan.leaves.map(\.isForm) == [false, true])
        #expect(scan.forms.map(\.name) == ["n"])
        #expect(scan.leaves[1].form == 0)
        let start = scan.forms.first?.start ?? 0
        let variable = FormatString(parsing: value).variables[0]
        #expect(start == ValidationArgumentUse.argument(of: variable, substitutions: substitutions))
        let full = ValidationArgumentUse.formUses(of: FormatString(parsing: form), start: start)
        #expect(scan.formUses.map(\.position) == expected)
        #expect(Set(scan.formUses.map(\.position)) == Set(full.keys))
        for position in expected { #expect(scan.formsRead(position, referencedBy: 0)) }
        #expect(!scan.formsRead(99, referencedBy: 0))
    }

    @Test func readingAnotherLocalizationStartsAfresh() {
        var scan = ValidationFormatLeaves()
        let first = CatalogLocalization(stringUnit: CatalogStringUnit(value: "%#@n@ %@"), substitutions: Self.substitutions([("n", 1, "lld")], form: "%d"))
        scan.read(first.stringUnitLeaves[...], substitutions: first.substitutions)
        scan.readForms(first.stringUnitLeaves[...])
        let second = CatalogLocalization(stringUnit: CatalogStringUnit(value: "%d"))
        scan.read(second.stringUnitLeaves[...], substitutions: nil)
        #expect(scan.leaves.count == 1)
        #expect(scan.tokens.count == 1)
        #expect(scan.variables.isEmpty && scan.forms.isEmpty && scan.formUses.isEmpty && !scan.hasSubstitutions)
        scan.readUses(of: 0)
        #expect(scan.uses.map(\.position) == [1])
    }

    /// Where the full parse has argument `position` first: its first specifier, else any first use.
    private static func firstUse(of position: Int, in format: FormatString) -> Int? {
        if let specifier = format.specifiers.first(where: { $0.argumentPosition == position }) { return specifier.offset }
        var found: Int?
        FormatParser.forEachUse(segments: format.segments, variables: format.variables) { used, _, offset in
            guard used == position else { return true }
            found = offset
            return false
        }
        return found
    }

    private static func substitutions(_ definitions: [(String, Int?, String?)], form: String?) -> CatalogDictionary<CatalogSubstitution>? {
        guard !definitions.isEmpty else { return nil }
        let variations = form.map { form in
            CatalogVariations(plural: ["other": CatalogLocalization(stringUnit: CatalogStringUnit(value: form))])
        }
        return CatalogDictionary(definitions.map { definition in
            (key: definition.0, value: CatalogSubstitution(argNum: definition.1, formatSpecifier: definition.2, variations: variations))
        })
    }
}
