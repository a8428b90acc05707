import PluralRules
import StringResources
import Testing
@testable import Localization
@testable import XCStringsKit
import _SanastoTestSupport

/// The argument types and plural positions read from a value.
@Suite struct KeyPreviewSignatureTests {
    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var entry: LocalizedEntry
        var types: [Int: FormatArgumentType]
        var plural: [Int]
        var zero: Set<Int> = []
    }

    static let cases: [Case] = [
        Case(description: "plain text", entry: LocalizedEntry(format: "Add Term"), types: [:], plural: []),
        Case(description: "string argument", entry: LocalizedEntry(format: "Shared by %@"), types: [1: .object], plural: []),
        Case(description: "positional", entry: LocalizedEntry(format: "%2$@ has %1$lld"), types: [1: .signedInteger, 2: .object], plural: []),
        Case(
            description: "catalog plural with zero",
            entry: LocalizedEntry(value: .plural([
                .zero: .text("No terms"), .one: .text("Kategoriassa on yksi termi"), .other: .text("Kategoriassa on %lld termiä"),
            ])),
            types: [1: .signedInteger], plural: [1], zero: [1]),
        Case(
            description: "plural forms without specifiers still read a number",
            entry: LocalizedEntry(value: .plural([.one: .text("One term"), .other: .text("Many terms")])),
            types: [1: .signedInteger], plural: [1]),
        Case(
            description: "substitutions with argNum",
            entry: LocalizedEntry(
                value: .text("%1$@: %2$#@categories@, %3$#@terms@"),
                variables: [
                    "categories": LocalizedVariable(argumentNumber: 2, formatSpecifier: "lld", forms: .plural([.one: .text("%arg category"), .other: .text("%arg categories")])),
                    "terms": LocalizedVariable(argumentNumber: 3, formatSpecifier: "lld", forms: .plural([.zero: .text("no terms"), .other: .text("%arg terms")])),
                ]),
            types: [1: .object, 2: .signedInteger, 3: .signedInteger], plural: [2, 3], zero: [3]),
        Case(
            description: "stringsdict variable then a string",
            entry: LocalizedEntry(
                value: .text("%#@files@ in %@"),
                variables: ["files": LocalizedVariable(formatSpecifier: "d", forms: .plural([.one: .text("%d file"), .other: .text("%d files")]))]),
            types: [1: .signedInteger, 2: .object], plural: [1]),
        Case(
            description: "variable without a value type takes its forms' type",
            entry: LocalizedEntry(
                value: .text("%#@distance@"),
                variables: ["distance": LocalizedVariable(forms: .plural([.one: .text("%.1f kilometre"), .other: .text("%.1f kilometres")]))]),
            types: [1: .floatingPoint], plural: [1]),
        Case(
            description: "plural inside a device variation",
            entry: LocalizedEntry(value: .device([
                .mac: .plural([.one: .text("Click %lld term"), .other: .text("Click %lld terms")]),
                .other: .text("Tap %lld terms"),
            ])),
            types: [1: .signedInteger], plural: [1]),
    ]

    @Test(arguments: cases)
    func signature(_ testCase: Case) {
        let signature = KeyPreviewSignature(testCase.entry)
        #expect(signature.types == testCase.types)
        #expect(signature.pluralPositions == testCase.plural)
        #expect(signature.zeroFormPositions == testCase.zero)
        #expect(signature.argumentCount == (testCase.types.keys.max() ?? 0))
    }

    @Test func specifierTextsAreAsWritten() {
        let signature = KeyPreviewSignature(LocalizedEntry(format: "%2$@ has %1$lld"))
        #expect(signature.specifierTexts == [1: "%1$lld", 2: "%2$@"])
    }

    @Test func variableCyclesEnd() {
        let entry = LocalizedEntry(
            value: .text("%#@a@"),
            variables: [
                "a": LocalizedVariable(formatSpecifier: "d", forms: .plural([.other: .text("%#@b@")])),
                "b": LocalizedVariable(formatSpecifier: "d", forms: .plural([.other: .text("%#@a@")])),
            ])
        #expect(KeyPreviewSignature(entry).types == [1: .signedInteger])
    }
}
