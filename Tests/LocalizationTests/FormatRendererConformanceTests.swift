import Foundation
import Localization
import StringResources
import Testing

/// The cases of `../shared/fixtures/format/apple-foundation-test-expectations.json`: what Apple's own
/// test suites assert `String(format:)` prints.
enum AppleFormatFixture {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/fixtures/format/apple-foundation-test-expectations.json")

    static var exists: Bool { FileManager.default.fileExists(atPath: url.path) }

    static func load() -> [[String: Any]]? {
        guard let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return object["cases"] as? [[String: Any]]
    }
}

// Runs only where ../shared exists (CI always has it).
@Suite(.enabled(if: AppleFormatFixture.exists, "../shared/fixtures/format is absent"))
struct FormatRendererConformanceTests {
    static func argument(_ pair: [Any]) -> FormatArgument? {
        guard pair.count == 2, let type = pair[0] as? String else { return nil }
        switch type {
        case "Int", "UInt8", "NSNumber":
            return (pair[1] as? NSNumber).map { .int($0.int64Value) }
        case "Double":
            return (pair[1] as? NSNumber).map { .double($0.doubleValue) }
        case "NSString":
            return (pair[1] as? String).map { .string($0) }
        default:
            return nil // NSAttributedString: no typed equivalent
        }
    }

    @Test func appleExpectations() throws {
        let cases = try #require(AppleFormatFixture.load())
        var checked = 0
        for testCase in cases {
            guard let format = testCase["format"] as? String, let expected = testCase["expected"] as? String,
                  let pairs = testCase["args"] as? [[Any]] else { continue }
            let arguments = pairs.compactMap(Self.argument)
            guard arguments.count == pairs.count else { continue }
            let locale: FormatLocale?
            switch testCase["locale"] {
            case let identifier as String:
                locale = identifier == "current" ? FormatLocale(Locale.current) : FormatLocale(identifier: identifier)
            case let dictionary as [String: String]:
                // A dictionary "locale" only sets the decimal separator, without grouping.
                locale = FormatLocale(identifier: "dictionary", symbols: NumberSymbols(
                    decimalSeparator: dictionary["NSDecimalSeparator"] ?? ".", primaryGroupingSize: 0))
            default:
                locale = nil
            }
            let result = FormatRenderer().render(FormatString(parsing: format), arguments: arguments, locale: locale)
            #expect(result.string == expected, "\(format) \(testCase["locale"] ?? "nil")")
            #expect(result.issues.isEmpty, "\(format): \(result.issues)")
            checked += 1
        }
        #expect(checked >= 14)
    }
}
