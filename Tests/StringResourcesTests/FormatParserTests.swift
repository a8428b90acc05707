@testable import StringResources
import Testing

/// The allocation-light parser: argument types replayed from segments, positions past the inline
/// table, literals split by `%%`, and diagnostics that need the offset of a first use.
@Suite struct FormatParserTests {
    static let typeCases: [(String, [Int: FormatArgumentType])] = [
        // Sequential `*` amounts take positions before their value, explicit ones their own.
        ("%*d %@", [1: .signedInteger, 2: .signedInteger, 3: .object]),
        ("%1$*2$.*3$f", [1: .floatingPoint, 2: .signedInteger, 3: .signedInteger]),
        // A sequential amount in front of an explicit value takes the next sequential position.
        ("%3$*f", [1: .signedInteger, 3: .floatingPoint]),
        // Positions past 8 live outside the inline table.
        ("%9$@ %10$d %12$f %1$@ %2$@ %3$@ %4$@ %5$@ %6$@ %7$@ %8$@ %11$u",
         [1: .object, 2: .object, 3: .object, 4: .object, 5: .object, 6: .object, 7: .object, 8: .object,
          9: .object, 10: .signedInteger, 11: .unsignedInteger, 12: .floatingPoint]),
        ("%9999$d", [9999: .signedInteger]),
        // The first use wins when two uses conflict.
        ("%1$@ %1$d", [1: .object]),
        // Variables take positions but no types.
        ("%#@a@ %d %#@b@ %x", [2: .signedInteger, 4: .unsignedInteger]),
    ]

    @Test(arguments: typeCases)
    func argumentTypesAreReplayedFromSegments(_ text: String, _ expected: [Int: FormatArgumentType]) {
        #expect(FormatString(parsing: text).argumentTypes == expected)
    }

    static let literalCases: [(String, [FormatSegment])] = [
        ("100%% sure", [.literal("100% sure")]),
        ("%%", [.literal("%")]),
        ("%%%%", [.literal("%%")]),
        ("a%%b%dc%%", [.literal("a%b"), .specifier(FormatSpecifier(conversion: .d, argumentPosition: 1, offset: 4, text: "%d")), .literal("c%")]),
        ("%%%d", [.literal("%"), .specifier(FormatSpecifier(conversion: .d, argumentPosition: 1, offset: 2, text: "%d"))]),
        ("", []),
        ("no specifiers at all, and longer than fifteen bytes", [.literal("no specifiers at all, and longer than fifteen bytes")]),
        ("ääkköset %@ ööö", [
            .literal("ääkköset "), .specifier(FormatSpecifier(conversion: .object, argumentPosition: 1, offset: 12, text: "%@")),
            .literal(" ööö"),
        ]),
    ]

    @Test(arguments: literalCases)
    func literalsAreJoinedAcrossPercentEscapes(_ text: String, _ expected: [FormatSegment]) {
        let format = FormatString(parsing: text)
        #expect(format.segments == expected)
        #expect(format.diagnostics.isEmpty)
    }

    static let conflictCases: [(String, FormatDiagnostic.Kind, Int)] = [
        // The amount and the value of one specifier read the same position: the first use is that specifier.
        ("x %1$*1$f", .typeConflict(position: 1, first: .signedInteger, firstOffset: 2, second: .floatingPoint), 2),
        // A conflict past the inline table points at the first use.
        ("%10$@ and %10$d", .typeConflict(position: 10, first: .object, firstOffset: 0, second: .signedInteger), 10),
        // The first use is an amount of an earlier specifier.
        ("%*d %1$@", .typeConflict(position: 1, first: .signedInteger, firstOffset: 0, second: .object), 4),
    ]

    @Test(arguments: conflictCases)
    func conflictsPointAtTheFirstUse(_ text: String, _ kind: FormatDiagnostic.Kind, _ offset: Int) {
        let diagnostics = FormatString(parsing: text).diagnostics.filter { if case .typeConflict = $0.kind { true } else { false } }
        #expect(diagnostics.map(\.kind) == [kind])
        #expect(diagnostics.map(\.offset) == [offset])
    }

    static let unusedCases: [(String, [FormatDiagnostic.Kind], [Int])] = [
        // A position read only by a variable is used.
        ("%2$#@a@ %1$d", [], []),
        ("%3$#@a@ %1$d", [.unusedPosition(2)], [0]),
        // The warning points at the first use of a higher position, in offset order.
        ("%1$d %12$@ %10$@", [.unusedPosition(2), .unusedPosition(3), .unusedPosition(4), .unusedPosition(5),
                              .unusedPosition(6), .unusedPosition(7), .unusedPosition(8), .unusedPosition(9),
                              .unusedPosition(11)], [5, 5, 5, 5, 5, 5, 5, 5, 5]),
    ]

    @Test(arguments: unusedCases)
    func unusedPositionsAreFoundPastTheInlineTable(_ text: String, _ kinds: [FormatDiagnostic.Kind], _ offsets: [Int]) {
        let unused = FormatString(parsing: text).diagnostics.filter { if case .unusedPosition = $0.kind { true } else { false } }
        #expect(unused.map(\.kind) == kinds)
        #expect(unused.map(\.offset) == offsets)
    }

    @Test(arguments: FormatSpecifier.Conversion.allCases)
    func plainSpecifiersKeepTheirText(_ conversion: FormatSpecifier.Conversion) {
        let text = "%" + String(conversion.rawValue)
        let specifier = FormatString(parsing: "(" + text + ")").specifiers.first
        #expect(specifier?.text == text)
        #expect(specifier?.conversion == conversion)
        #expect(FormatSpecifier(conversion: conversion).text == text)
    }

    @Test(arguments: [1, 2, 7, 8, 9, 10, 64, 9999])
    func positionTableKeepsEachPositionApart(_ position: Int) {
        var table = FormatPositionTable()
        #expect(table[position] == 0)
        table[position] = 5
        table[position + 1] = 7
        #expect(table[position] == 5)
        #expect(table[position + 1] == 7)
        #expect(table[position - 1] == 0)
        table[position] = 0
        #expect(table[position] == 0)
        #expect(table[position + 1] == 7)
    }

    @Test func positionTableIgnoresPositionsBelowOne() {
        var table = FormatPositionTable()
        table[0] = 3
        table[-4] = 3
        #expect(table[0] == 0)
        #expect(table[-4] == 0)
    }

    @Test(arguments: FormatArgumentType.allCases)
    func tableCodesRoundTrip(_ type: FormatArgumentType) {
        #expect(type.tableCode != 0)
        #expect(FormatArgumentType(tableCode: type.tableCode) == type)
    }

    @Test func compatibilityIsSymmetric() {
        for first in FormatArgumentType.allCases {
            for second in FormatArgumentType.allCases {
                #expect(first.isCompatible(with: second) == (first == second || first.isInteger && second.isInteger))
                #expect(first.isCompatible(with: second) == second.isCompatible(with: first))
            }
        }
    }
}
