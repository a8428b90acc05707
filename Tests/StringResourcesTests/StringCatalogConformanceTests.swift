import Foundation
import Testing
@testable import StringResources
import _SanastoTestSupport

/// The peer fixtures in `../shared/fixtures/strings`, read in place.
enum SharedCatalogFixtures {
    static let folder = TestPaths.sharedFixtures.appendingPathComponent("strings")

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: folder.path) }

    /// Every Xcode-written catalog (the xcstrings-tool `!` files included: valid catalogs that later
    /// validation rejects), relative to `folder`.
    static let xcodeWritten = [
        "netnewswire/Shared-Localizable.xcstrings",
        "netnewswire/ActivityLog-Localizable.xcstrings",
        "swift-localized-strings/Localizable.xcstrings",
        "xcstrings-tool/fixtures/!MismatchingArgumentType.xcstrings",
        "xcstrings-tool/fixtures/!MissingArgument.xcstrings",
        "xcstrings-tool/fixtures/!UnsupportedFormatSpecifiers.xcstrings",
        "xcstrings-tool/fixtures/FormatSpecifiers.xcstrings",
        "xcstrings-tool/fixtures/Localizable.xcstrings",
        "xcstrings-tool/fixtures/Multiline.xcstrings",
        "xcstrings-tool/fixtures/Positional.xcstrings",
        "xcstrings-tool/fixtures/Simple.xcstrings",
        "xcstrings-tool/fixtures/Substitution.xcstrings",
        "xcstrings-tool/fixtures/Variations.xcstrings",
        "xcstrings-tool/plugin-tests/FeatureOne.xcstrings",
        "xcstrings-tool/plugin-tests/Localizable.xcstrings",
    ]
}

// Skipped with a message where ../shared is absent (CI always has it).
@Suite(.enabled(if: SharedCatalogFixtures.isAvailable, "../shared/fixtures is absent"))
struct StringCatalogConformanceTests {
    @Test(arguments: SharedCatalogFixtures.xcodeWritten)
    func parseThenWriteGivesIdenticalBytes(path: String) throws {
        let url = SharedCatalogFixtures.folder.appendingPathComponent(path)
        let bytes = try [UInt8](Data(contentsOf: url))
        let catalog = try StringCatalog(bytes: bytes)
        let written = catalog.encoded()
        if written != bytes {
            let firstDifference = zip(written, bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(written.count, bytes.count)
            let position = SourcePosition(offset: firstDifference, in: bytes)
            Issue.record("\(path) differs at \(position) (written \(written.count) bytes, original \(bytes.count))")
        }
    }

    @Test func everyCatalogInTheFixturesIsCovered() throws {
        let enumerator = FileManager.default.enumerator(atPath: SharedCatalogFixtures.folder.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".xcstrings") { found.append(path) }
        }
        #expect(Set(found) == Set(SharedCatalogFixtures.xcodeWritten))
    }

    @Test func parsedModelAgreesWithFoundation() throws {
        for path in SharedCatalogFixtures.xcodeWritten {
            let url = SharedCatalogFixtures.folder.appendingPathComponent(path)
            let data = try Data(contentsOf: url)
            let catalog = try StringCatalog(bytes: [UInt8](data))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let strings = try #require(object["strings"] as? [String: Any])
            #expect(Set(catalog.strings.keys) == Set(strings.keys), "\(path)")
            #expect(catalog.sourceLanguage == object["sourceLanguage"] as? String)
            for (key, entry) in catalog.strings {
                let foundationEntry = try #require(strings[key] as? [String: Any])
                #expect(entry.comment == foundationEntry["comment"] as? String, "\(path) \(key)")
                let localizations = foundationEntry["localizations"] as? [String: Any] ?? [:]
                #expect(Set(entry.localizations.keys) == Set(localizations.keys), "\(path) \(key)")
            }
        }
    }
}

/// The xcstrings-tool catalogs whose names start with `!` are valid JSON and valid catalogs (they
/// parse and round-trip above); what makes them wrong is their format strings, so it is `xcstrings
/// lint` (``Validation``) that must reject each with an error at the value's position.
// Skipped with a message where ../shared is absent (CI always has it).
@Suite(.enabled(if: SharedCatalogFixtures.isAvailable, "../shared/fixtures is absent"))
struct XCStringsToolRejectedCatalogTests {
    /// What the format parser (which lint builds on) sees in each file's one value today.
    @Test(arguments: [
        ("!MismatchingArgumentType.xcstrings", Severity.error, "argument 1 is used as object here but as signed integer"),
        ("!MissingArgument.xcstrings", .warning, "argument 1 is never used"),
    ])
    func theFormatParserSeesTheProblem(name: String, severity: Severity, message: String) throws {
        let url = SharedCatalogFixtures.folder.appendingPathComponent("xcstrings-tool/fixtures/\(name)")
        let value = try #require(try StringCatalog(contentsOf: url).strings["Key"]?.localizations["en"]?.stringUnit?.value)
        let diagnostics = FormatString(parsing: value).diagnostics
        #expect(diagnostics.contains { $0.severity == severity && $0.message.contains(message) }, "\(diagnostics)")
    }

    /// (file, the severity that rejects it — a warning rejects under `lint --strict` — and a fragment of the message).
    @Test(arguments: [
        ("!MismatchingArgumentType.xcstrings", Severity.error, "argument 1 is used as object here but as signed integer"),
        ("!MissingArgument.xcstrings", .error, "argument 1 is never used"),
        ("!UnsupportedFormatSpecifiers.xcstrings", .warning, "uses '%c', which String(localized:) cannot fill"),
    ])
    func lintRejectsTheFileWithAClearError(name: String, severity: Severity, message: String) throws {
        let url = SharedCatalogFixtures.folder.appendingPathComponent("xcstrings-tool/fixtures/\(name)")
        // The catalog itself is well formed: rejection is not a parse error.
        let catalog = try StringCatalog(contentsOf: url)
        #expect(catalog.strings.keys == ["Key"])
        let report = Validation().validate(files: [url.path])
        #expect(!report.findings.contains { $0.rule == .parseError })
        #expect(report.fails(strict: true), "\(name) is not rejected: \(report.findings.map(\.description))")
        #expect(report.fails(strict: false) == (severity == .error))
        let rejecting = report.findings.filter { $0.severity == severity }
        #expect(!rejecting.isEmpty)
        for finding in rejecting {
            #expect(finding.file == url.path)
            #expect(finding.position != nil, "\(finding)")
            #expect(finding.keyPath.starts(with: ["strings", "Key"]), "\(finding)")
        }
        #expect(rejecting.contains { $0.message.contains(message) }, "\(rejecting.map(\.description))")
    }
}
