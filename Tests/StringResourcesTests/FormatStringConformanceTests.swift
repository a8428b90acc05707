import Foundation
import StringResources
import Testing

/// SwiftGen's placeholder-type cases from `../shared/fixtures/format/swiftgen-placeholder-types.json`.
///
/// SwiftGen compacts positions and calls `%d %i %o %u %x` all `int`; we compare by position, mapping our
/// types onto SwiftGen's names. Skipped (with this message) when `../shared` is absent.
/// The SwiftGen fixture, or `nil` when `../shared` is absent.
enum SwiftGenPlaceholderFixture {
    static let fixtureURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/fixtures/format/swiftgen-placeholder-types.json")

    struct Fixture: Decodable {
        struct Case: Decodable { var format: String; var expected: [String] }
        struct ErrorCase: Decodable { var format: String; var error: String }
        var cases: [Case]
        var error_cases: [ErrorCase]
    }

    static let fixture: Fixture? = (try? Data(contentsOf: fixtureURL)).flatMap { try? JSONDecoder().decode(Fixture.self, from: $0) }
}

// Runs only where ../shared exists (CI always has it).
@Suite(.enabled(if: SwiftGenPlaceholderFixture.fixture != nil, "../shared/fixtures/format is absent"))
struct FormatStringConformanceTests {

    static func swiftGenName(_ type: FormatArgumentType) -> String {
        switch type {
        case .object: "object"
        case .signedInteger, .unsignedInteger: "int"
        case .floatingPoint: "float"
        case .character: "char"
        case .cString: "cString"
        case .pointer: "pointer"
        }
    }

    @Test func placeholderTypes() throws {
        let fixture = try #require(SwiftGenPlaceholderFixture.fixture)
        #expect(fixture.cases.count > 10)
        for testCase in fixture.cases {
            let format = FormatString(parsing: testCase.format)
            let types = format.argumentTypes.sorted { $0.key < $1.key }.map { Self.swiftGenName($0.value) }
            #expect(types == testCase.expected, "\(testCase.format)")
            #expect(!format.diagnostics.contains { if case .typeConflict = $0.kind { true } else { false } }, "\(testCase.format)")
        }
    }

    @Test func rejectedFormats() throws {
        let fixture = try #require(SwiftGenPlaceholderFixture.fixture)
        for testCase in fixture.error_cases {
            let format = FormatString(parsing: testCase.format)
            #expect(format.diagnostics.contains { if case .typeConflict = $0.kind { true } else { false } }, "\(testCase.format): \(testCase.error)")
            #expect(throws: ResourceError.self) { try FormatString.validate(testCase.format) }
        }
    }
}
