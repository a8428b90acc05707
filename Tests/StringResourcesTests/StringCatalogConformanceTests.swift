import Foundation
import Testing
@testable import StringResources

/// The peer fixtures in `../shared/fixtures/strings`, read in place.
enum SharedCatalogFixtures {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/strings")

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
        ("!MismatchingArgumentType.xcstrings", FormatDiagnostic.Severity.error, "argument 1 is used as object here but as signed integer"),
        ("!MissingArgument.xcstrings", .warning, "argument 1 is never used"),
    ])
    func theFormatParserSeesTheProblem(name: String, severity: FormatDiagnostic.Severity, message: String) throws {
        let url = SharedCatalogFixtures.folder.appendingPathComponent("xcstrings-tool/fixtures/\(name)")
        let value = try #require(try StringCatalog(contentsOf: url).strings["Key"]?.localizations["en"]?.stringUnit?.value)
        let diagnostics = FormatString(parsing: value).diagnostics
        #expect(diagnostics.contains { $0.severity == severity && $0.message.contains(message) }, "\(diagnostics)")
    }

    /// (file, whether lint rejects it today, a fragment of the message that says why).
    @Test(arguments: [
        ("!MismatchingArgumentType.xcstrings", true, "argument 1 is used as object here but as signed integer"),
        // Known gaps of Validation (not of the catalog reader): FormatString reports "argument 1 is
        // never used" as a warning, but the lint's format check skips that diagnostic; `%c` is a valid
        // printf conversion that nothing in Sanasto refuses. When Validation rejects these, the known
        // issue below stops being recorded and this test fails: set the flag to true then.
        ("!MissingArgument.xcstrings", false, "argument 1"),
        ("!UnsupportedFormatSpecifiers.xcstrings", false, "%c"),
    ])
    func lintRejectsTheFileWithAClearError(name: String, rejectedToday: Bool, message: String) throws {
        let url = SharedCatalogFixtures.folder.appendingPathComponent("xcstrings-tool/fixtures/\(name)")
        // The catalog itself is well formed: rejection is not a parse error.
        let catalog = try StringCatalog(contentsOf: url)
        #expect(catalog.strings.keys == ["Key"])
        let findings = Validation().validate(files: [url.path]).findings
        #expect(!findings.contains { $0.rule == .parseError })
        let check = {
            let errors = findings.filter { $0.severity == .error }
            #expect(!errors.isEmpty, "\(name) is not rejected: \(findings.map(\.description))")
            for error in errors {
                #expect(error.file == url.path)
                #expect(error.position != nil, "\(error)")
                #expect(error.keyPath.starts(with: ["strings", "Key"]), "\(error)")
            }
            #expect(errors.contains { $0.message.contains(message) }, "\(errors.map(\.description))")
        }
        if rejectedToday {
            check()
        } else {
            withKnownIssue("Validation does not reject \(name) yet") { check() }
        }
    }
}
