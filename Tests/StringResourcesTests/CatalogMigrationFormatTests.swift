import Testing
@testable import StringResources

/// The format rewrites that migration and compilation share.
@Suite struct CatalogMigrationFormatTests {
    @Test(arguments: [
        ("%d files", 1, "d", "%arg files"),
        ("%1$d files", 1, "d", "%arg files"),
        ("%2$d of %1$d", 1, "d", "%2$d of %arg"),
        ("%3$ld groups", 3, "ld", "%arg groups"),
        ("%ld files", 1, "d", "%ld files"),
        ("%5d files", 1, "d", "%5d files"),
        ("100%% of %d", 1, "d", "100%% of %arg"),
        ("%@ and %d", 2, "d", "%@ and %arg"),
        ("%#@x@ and %d", 1, "d", "%#@x@ and %arg"),
        ("Keine Dateien", 1, "d", "Keine Dateien"),
        ("Tiedostoja: %lld – ok", 4, "lld", "Tiedostoja: %arg – ok"),
    ])
    func theVariablesOwnSpecifierBecomesArg(form: String, argument: Int, valueType: String, expected: String) {
        #expect(CatalogMigrationFormat.substitutingArgument(in: form, argument: argument, valueType: valueType) == expected)
    }

    @Test func withoutAValueTypeNothingIsRewritten() {
        #expect(CatalogMigrationFormat.substitutingArgument(in: "%d", argument: 1, valueType: nil) == "%d")
    }

    @Test(arguments: [
        ("%arg files", "lld", "%lld files"),
        ("%arg%arg", "d", "%d%d"),
        ("%%arg stays", "d", "%%arg stays"),
        ("%ar and %a", "d", "%ar and %a"),
        ("ääk %arg", ".2f", "ääk %.2f"),
        ("no arguments", "d", "no arguments"),
    ])
    func argIsSpelledWithTheFormatSpecifier(form: String, specifier: String, expected: String) {
        #expect(CatalogMigrationFormat.expandingArgument(in: form, specifier: specifier) == expected)
    }

    @Test(arguments: [
        ("%#@files@", "files"),
        ("%1$#@files@", "files"),
        ("%1#@count@", "count"),
        ("%#@files@ ", nil),
        ("You have %#@files@", nil),
        ("%#@files@%#@folders@", nil),
        ("%d", nil),
        ("", nil),
    ] as [(String, String?)])
    func aVariableIsTheWholeValueOnlyWhenNothingElseIsThere(formatKey: String, expected: String?) {
        #expect(CatalogMigrationFormat.wholeValueVariable(formatKey) == expected)
    }

    @Test(arguments: [
        (["%@ shared %lld terms"], 2, "lld"),
        (["one term", "%2$@ has %1$d terms"], 1, "d"),
        (["%.1f km"], 1, "f"),
        (["%5ld items"], 1, "ld"),
        (["%@ — %.2f — %u"], 3, "u"),
    ])
    func thePluralIsChosenByTheFirstIntegerArgument(forms: [String], argument: Int, valueType: String) throws {
        let found = try #require(CatalogMigrationFormat.countingArgument(in: forms))
        #expect(found.argument == argument)
        #expect(found.valueType == valueType)
    }

    @Test func formsWithoutANumberHaveNoCountingArgument() {
        #expect(CatalogMigrationFormat.countingArgument(in: ["%@", "nothing"]) == nil)
    }

    @Test(arguments: [
        ("%#@b@ %#@a@", "%2$#@b@ %1$#@a@"),
        ("%#@a@ %#@b@", "%#@a@ %#@b@"),
        ("%2$#@b@ %1$#@a@", "%2$#@b@ %1$#@a@"),
        ("%@ %#@a@", "%@ %1$#@a@"),
    ])
    func substitutionReferencesGetPositionsWhereTheirOrderDisagrees(value: String, expected: String) {
        let substitutions: CatalogDictionary<CatalogSubstitution> = [
            "a": CatalogSubstitution(argNum: 1, formatSpecifier: "d"),
            "b": CatalogSubstitution(argNum: 2, formatSpecifier: "d"),
        ]
        #expect(CatalogCompilationBuilder.positioned(value, substitutions) == expected)
    }
}
