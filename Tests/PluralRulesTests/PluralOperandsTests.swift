import Foundation
import PluralRules
import Testing

@Suite struct PluralOperandsTests {
    /// input → i, v, w, f, t, c, whether i has more than 18 digits.
    struct Case: CustomStringConvertible, Sendable {
        var input: String
        var i: UInt64, v: Int, w: Int, f: UInt64, t: UInt64, c: Int
        var isLarge = false
        var description: String { input }
    }

    static let parsed: [Case] = [
        Case(input: "0", i: 0, v: 0, w: 0, f: 0, t: 0, c: 0),
        Case(input: "1", i: 1, v: 0, w: 0, f: 0, t: 0, c: 0),
        Case(input: "1.50", i: 1, v: 2, w: 1, f: 50, t: 5, c: 0),
        Case(input: "-0.0", i: 0, v: 1, w: 0, f: 0, t: 0, c: 0),
        Case(input: "-0", i: 0, v: 0, w: 0, f: 0, t: 0, c: 0),
        Case(input: "0.00", i: 0, v: 2, w: 0, f: 0, t: 0, c: 0),
        Case(input: "+7", i: 7, v: 0, w: 0, f: 0, t: 0, c: 0),
        Case(input: "-1234.567", i: 1234, v: 3, w: 3, f: 567, t: 567, c: 0),
        Case(input: "0.0203000", i: 0, v: 7, w: 4, f: 203000, t: 203, c: 0),
        Case(input: "1c6", i: 1_000_000, v: 0, w: 0, f: 0, t: 0, c: 6),
        Case(input: "1.2e3", i: 1200, v: 0, w: 0, f: 0, t: 0, c: 3),
        Case(input: "1.2345c3", i: 1234, v: 1, w: 1, f: 5, t: 5, c: 3),
        Case(input: "1.0000001c6", i: 1_000_000, v: 1, w: 1, f: 1, t: 1, c: 6),
        Case(input: "1.1E6", i: 1_100_000, v: 0, w: 0, f: 0, t: 0, c: 6),
        Case(input: "999999999999999999", i: 999_999_999_999_999_999, v: 0, w: 0, f: 0, t: 0, c: 0),
        Case(input: "1000000000000000000", i: 0, v: 0, w: 0, f: 0, t: 0, c: 0, isLarge: true),
        Case(input: "0001", i: 1, v: 0, w: 0, f: 0, t: 0, c: 0),
        Case(input: "1234567890123456789012345678901234567890", i: 345_678_901_234_567_890, v: 0, w: 0, f: 0, t: 0, c: 0, isLarge: true),
        Case(input: "-1234567890123456789012345678901234567891.5", i: 345_678_901_234_567_891, v: 1, w: 1, f: 5, t: 5, c: 0, isLarge: true),
        Case(input: "1e30", i: 0, v: 0, w: 0, f: 0, t: 0, c: 30, isLarge: true),
        Case(input: "5.000", i: 5, v: 3, w: 0, f: 0, t: 0, c: 0),
        Case(input: "0c3", i: 0, v: 0, w: 0, f: 0, t: 0, c: 3),
        Case(input: "0.0c6", i: 0, v: 0, w: 0, f: 0, t: 0, c: 6),
        Case(input: "1e0", i: 1, v: 0, w: 0, f: 0, t: 0, c: 0),
        Case(input: "1.50c1", i: 15, v: 1, w: 0, f: 0, t: 0, c: 1),
        Case(input: "12.345c2", i: 1234, v: 1, w: 1, f: 5, t: 5, c: 2),
        Case(input: "0.5c1", i: 5, v: 0, w: 0, f: 0, t: 0, c: 1),
        Case(input: "1c+3", i: 1000, v: 0, w: 0, f: 0, t: 0, c: 3),
        Case(input: "-00.10", i: 0, v: 2, w: 1, f: 10, t: 1, c: 0),
        Case(input: "123456789012345678.9", i: 123_456_789_012_345_678, v: 1, w: 1, f: 9, t: 9, c: 0),
        Case(input: "1234567890123456789.9", i: 234_567_890_123_456_789, v: 1, w: 1, f: 9, t: 9, c: 0, isLarge: true),
    ]

    @Test(arguments: parsed)
    func parsing(_ expected: Case) throws {
        let operands = try PluralOperands(parsing: expected.input)
        #expect(operands.i == expected.i)
        #expect(operands.v == expected.v)
        #expect(operands.w == expected.w)
        #expect(operands.f == expected.f)
        #expect(operands.t == expected.t)
        #expect(operands.c == expected.c)
        #expect(operands.e == expected.c)
        #expect(operands.isIntegerPartLarge == expected.isLarge)
    }

    @Test func thirtyFractionDigitsAreKeptWithoutRounding() throws {
        let operands = try PluralOperands(parsing: "0.123456789012345678901234567890")
        #expect(operands.i == 0)
        #expect(operands.v == 30)
        #expect(operands.w == 29)
        #expect(operands.f == 345_678_901_234_567_890)
        #expect(operands.isFractionLarge)
        #expect(operands.t == 234_567_890_123_456_789)
        #expect(operands.isTrimmedFractionLarge)
        #expect(!operands.isInteger)
        // A fraction that is all zeros stays an integer however long it is.
        let zeros = try PluralOperands(parsing: "5." + String(repeating: "0", count: 40))
        #expect(zeros.isInteger && zeros.v == 40 && zeros.w == 0 && zeros.f == 0 && !zeros.isFractionLarge)
    }

    @Test func n() throws {
        #expect(try PluralOperands(parsing: "1.50").n == 1.5)
        #expect(try PluralOperands(parsing: "1.2e3").n == 1200)
        #expect(try PluralOperands(parsing: "-0.0").n == 0)
        #expect(PluralOperands(-42).n == 42)
        let huge = try PluralOperands(parsing: "1" + String(repeating: "0", count: 39)).n
        #expect(abs(huge - 1e39) / 1e39 < 1e-12)
    }

    /// (input, column, message)
    static let malformed: [(String, Int, String)] = [
        ("", 1, "empty number"),
        ("1.2.3", 4, "unexpected '.'"),
        ("abc", 1, "unexpected 'a'"),
        ("1.", 3, "expected a digit after '.'"),
        (".5", 1, "unexpected '.'"),
        ("1e", 3, "expected a digit in the exponent"),
        ("1e-3", 3, "unexpected '-'"),
        ("1,5", 2, "unexpected ','"),
        (" 1", 1, "unexpected ' '"),
        ("1 ", 2, "unexpected ' '"),
        ("-", 2, "expected a digit"),
        ("--1", 2, "unexpected '-'"),
        ("12x", 3, "unexpected 'x'"),
        ("1ä2", 2, "unexpected 'ä'"),
        ("ää1x", 1, "unexpected 'ä'"),
        ("１", 1, "unexpected '１'"),
        ("1c6.5", 4, "unexpected '.'"),
    ]

    @Test(arguments: malformed)
    func malformedNumbersNameTheColumn(_ input: String, _ column: Int, _ message: String) {
        #expect(throws: PluralOperandsError(column: column, message: message)) {
            try PluralOperands(parsing: input)
        }
    }

    @Test func errorDescription() {
        #expect(PluralOperandsError(column: 4, message: "unexpected '.'").description == "column 4: unexpected '.'")
    }

    @Test func integersOfEveryWidthDropTheSign() {
        #expect(PluralOperands(Int8(-5)) == PluralOperands(UInt8(5)))
        #expect(PluralOperands(-1) == (try? PluralOperands(parsing: "1")))
        #expect(PluralOperands(Int.min).i == 223_372_036_854_775_808)
        #expect(PluralOperands(Int.min).isIntegerPartLarge)  // 19 digits
        #expect(PluralOperands(Int64(999_999_999_999_999_999)).isIntegerPartLarge == false)
        #expect(PluralOperands(UInt64.max).i == 446_744_073_709_551_615)
        #expect(PluralOperands(UInt64.max).isIntegerPartLarge)
        #expect(PluralOperands(UInt64.max) == (try? PluralOperands(parsing: "18446744073709551615")))
        #expect(PluralOperands(0) == (try? PluralOperands(parsing: "-0")))
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func integersBeyondSixtyFourBits() throws {
        let big = Int128(UInt64.max) * 1000 + 21
        let operands = PluralOperands(-big)
        #expect(operands == (try PluralOperands(parsing: "18446744073709551615021")))
        #expect(operands.i == 744_073_709_551_615_021)
        #expect(operands.isIntegerPartLarge)
        #expect(PluralOperands(UInt128(7)) == PluralOperands(7))
    }

    @Test func decimal() throws {
        #expect(PluralOperands(Decimal(string: "1.5") ?? 0) == (try PluralOperands(parsing: "1.5")))
        #expect(PluralOperands(Decimal(15) / 10) == (try PluralOperands(parsing: "1.5")))
        #expect(PluralOperands(Decimal(-3)) == PluralOperands(3))
        #expect(PluralOperands(Decimal(string: "0.001") ?? 0) == (try PluralOperands(parsing: "0.001")))
        #expect(PluralOperands(Decimal(1_000_000)) == PluralOperands(1_000_000))
        #expect(PluralOperands(Decimal.nan) == PluralOperands(0))
        // Beyond 18 digits the last 18 are kept and the value says it is larger.
        let big = PluralOperands(Decimal(string: "12345678901234567890123456789012345678") ?? 0)
        #expect(big.isIntegerPartLarge && big.i == 123_456_789_012_345_678 && big.v == 0)
        let huge = PluralOperands(Decimal(sign: .minus, exponent: 100, significand: 1))
        #expect(huge.isIntegerPartLarge && huge.i == 0 && huge.v == 0)
        let tiny = PluralOperands(Decimal(sign: .plus, exponent: -30, significand: 1))
        #expect(tiny.i == 0 && tiny.v == 30 && tiny.w == 30 && tiny.f == 1 && tiny.t == 1 && !tiny.isInteger)
    }

    @Test(arguments: [
        (1.5, 2, "1.50"), (1.0, 0, "1"), (-0.0, 1, "0.0"), (2.25, 1, "2.2"), (1e6, 0, "1000000"), (0.1, 3, "0.100"),
    ])
    func double(_ value: Double, _ digits: Int, _ text: String) throws {
        #expect(PluralOperands(value, fractionDigits: digits) == (try PluralOperands(parsing: text)))
    }

    @Test func nonFiniteDoublesAreZero() {
        #expect(PluralOperands(Double.nan, fractionDigits: 2) == PluralOperands(0))
        #expect(PluralOperands(-Double.infinity, fractionDigits: 0) == PluralOperands(0))
    }
}
