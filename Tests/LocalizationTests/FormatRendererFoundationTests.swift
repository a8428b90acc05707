import Foundation
import Localization
import StringResources
import Testing

/// Compares our rendering with Foundation's `String(format:locale:arguments:)` on this machine, live,
/// for formats where Foundation is known to be well-behaved (no `%'`, no `%s`, no variables).
@Suite struct FormatRendererFoundationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var format: String
        var arguments: [FormatArgument]
        var testDescription: String { "\(format) \(arguments)" }
    }

    static let locales: [String?] = [nil, "fi", "de", "en", "en_GB", "ar-EG", "hi-IN", "en-IN", "tr", "uk", "fr", "es", "pl", "de-CH", "fa"]

    static let cases: [Case] = [
        Case(format: "%d", arguments: [1234567]),
        Case(format: "%d|%d|%d|%d|%d", arguments: [0, 999, 1000, 12345, -12345678]),
        Case(format: "%i %ld %lld %qd", arguments: [-7, 1_234_567_890_123, -9_000_000_000_000, 42]),
        Case(format: "%u|%lu", arguments: [.uint(12_345_678), .uint(4_000_000_000)]),
        Case(format: "%5d|%-5d|%05d|%+d|% d|%.5d|%8.5d", arguments: [12, 12, -12, 1234, 1234, 42, 1234]),
        Case(format: "%010d|%+010d|%-+8d|", arguments: [1_234_567, 1_234_567, 12]),
        Case(format: "%x|%o|%X|%#x|%#o|%#X|%08x|%-6x|", arguments: [1_234_567, 1_234_567, 1_234_567, 255, 8, 0, 255, 255]),
        Case(format: "%lx %llX %lo", arguments: [.int(-1), .int(1 << 40), .int(1 << 40)]),
        Case(format: "%hhd|%hd|%hhu|%hu|%d|%u", arguments: [300, 70000, 300, 70000, .int(Int64(Int32.max) + 1), .int(4_000)]),
        Case(format: "%f|%.2f|%e|%g|%g", arguments: [1234567.891, -1234.5, 12345.678, 0.0001234, 1234567.0]),
        Case(format: "%10.2f|%-10.1f|%010.2f|%+.1f|%.1f", arguments: [1234.5, 1234.5, -1234.5, 3.25, 0.05]),
        Case(format: "%E|%G|%F|%.0f|%#.0f|%.3e", arguments: [12345.678, 1e-10, 2.5, 2.5, 2.5, 0.0]),
        Case(format: "%g|%g|%g|%.3g|%#g|%g|%G", arguments: [100000.0, 1000000.0, 1234567.0, 1234.5, 1.5, 0.5, 1e20]),
        Case(format: "%g|%.10g|%.1g|%.0g|%g", arguments: [-0.0, .double(1.0 / 3.0), 0.25, 7.5, 123456.0]),
        Case(format: "%f|%f|%e|%5.1f|%-5.1f|", arguments: [.double(.infinity), .double(-.infinity), .double(.infinity), 1.25, -1.25]),
        Case(format: "%a|%A|%.2a", arguments: [1.5, -0.1, 3.0]),
        Case(format: "%@ has %d items", arguments: ["Kategoria", 1234]),
        Case(format: "%2$@: %1$d, %1$x", arguments: [4096, "Luku"]),
        Case(format: "Hello, %@!%%%ld", arguments: ["world", 42]),
        Case(format: "%*d|%-*d|%.*f|%*.*f|", arguments: [5, 42, 5, 42, 2, 3.14159, 8, 3, 2.5]),
        Case(format: "%c|%3c|%-3c|", arguments: [65, 66, 67]),
        Case(format: "%5@|%-5@|%.2@|", arguments: ["ab", "ab", "abcdef"]),
        Case(format: "%p|%p", arguments: [0x1234, 0]),
        Case(format: "%d%%", arguments: [50]),
        Case(format: "%.2f %% %.0e", arguments: [0.125, 15000.0]),
        Case(format: "%.0f|%.0f|%.0f|%.0f|%.3f|%.1f", arguments: [0.5, 1.5, 2.5, 9.5, 999.9996, 0.96]),
        Case(format: "%.2f|%e|%g|%g", arguments: [1e-7, .double(.leastNonzeroMagnitude), 1.7976931348623157e308, 2.2250738585072014e-308]),
        Case(format: "%f", arguments: [1.7976931348623157e308]),
        Case(format: "%.3g|%.2e|%g|%g|%.15g", arguments: [999999.5, 9.995, 0.00009999, 0.0001, 0.1]),
        Case(format: "%12.3e|%-12g|%012.3f|%+e", arguments: [1234.5, 0.5, -3.5, 0.0]),
        Case(format: "%.20f|%.17g", arguments: [0.1, 0.1]),
        // A precision turns the `0` flag off for integers; a zero-padded `%g` pads with zeros after the sign.
        Case(format: "%08.2d|%#013.0hhd|%011.0lli|% 010.8li|%+08.2lld|%09.8d|", arguments: [42, 255, -42, 42, -98765, 255]),
        Case(format: "%010g|%+010g|%012g|%08.3G|%06.9G|%-010g|", arguments: [1234.5, 1234.5, -0.5, 1234567.891, 1e20, 2.5]),

    ]

    static var allCombinations: [(Case, String?)] {
        cases.flatMap { testCase in locales.map { (testCase, $0) } }
    }

    static func foundationArgument(_ argument: FormatArgument) -> any CVarArg {
        switch argument {
        case .int(let value): return Int(value)
        case .uint(let value): return UInt(value)
        case .double(let value): return value
        case .string(let value): return value
        case .character(let value): return Int(value.unicodeScalars.first?.value ?? 0)
        case .decimal(let value): return NSDecimalNumber(decimal: value).doubleValue
        }
    }

    @Test(arguments: ["1", "1.001", "-1234.5", "123456789.25", "0.0001", "1000000"], [nil, "en", "fi", "de", "ar"])
    func decimalPrintsAsNSDecimalNumberDescribesItself(_ text: String, _ localeIdentifier: String?) throws {
        // `%@` of an NSDecimalNumber is its description in the locale: the locale's decimal separator, no grouping.
        let number = NSDecimalNumber(string: text, locale: Locale(identifier: "en_US_POSIX"))
        let expected = number.description(withLocale: localeIdentifier.map(Locale.init(identifier:)))
        let result = FormatRenderer().render(
            FormatString(parsing: "%@"), arguments: [.decimal(number.decimalValue)],
            locale: localeIdentifier.map(FormatLocale.init(identifier:)))
        #expect(result.string == expected)
    }

    @Test(arguments: allCombinations)
    func matchesFoundation(_ testCase: Case, _ localeIdentifier: String?) {
        let foundationLocale = localeIdentifier.map(Locale.init(identifier:))
        let expected = String(format: testCase.format, locale: foundationLocale, arguments: testCase.arguments.map(Self.foundationArgument))
        let format = FormatString(parsing: testCase.format)
        let result = FormatRenderer().render(format, arguments: testCase.arguments, locale: localeIdentifier.map(FormatLocale.init(identifier:)))
        #expect(result.string == expected, "\(localeIdentifier ?? "no locale"): \(testCase.format)")
    }
}
