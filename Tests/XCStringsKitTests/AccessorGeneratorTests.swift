import Foundation
import StringResources
import Testing
import _SanastoTestSupport
@testable import XCStringsKit

/// A catalog whose keys have English values (plain strings), read from JSON built here.
private func catalog(_ values: [(key: String, value: String?)], extra: [String: String] = [:]) throws -> StringCatalog {
    let entries = values.map { key, value in
        let localizations = value.map { #""localizations": {"en": {"stringUnit": {"state": "translated", "value": \#(json($0))}}}"# } ?? ""
        let more = extra[key].map { (localizations.isEmpty ? "" : ", ") + $0 } ?? ""
        return "\(json(key)): {\(localizations)\(more)}"
    }
    return try StringCatalog(text: #"{"sourceLanguage": "en", "version": "1.0", "strings": {\#(entries.joined(separator: ", "))}}"#)
}

private func json(_ text: String) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed), as: UTF8.self)
}

@Suite struct AccessorNameTests {
    @Test(arguments: [
        ("term(s) in category", "termsInCategory"),
        ("Add Term", "addTerm"),
        ("settings.title", "settingsTitle"),
        ("onboarding.welcome_message", "onboardingWelcomeMessage"),
        ("%lld terms in %@", "termsIn"),
        ("%1$@ shared %2$lld terms", "sharedTerms"),
        ("Found %#@terms@", "foundTerms"),
        ("URL of %@", "urlOf"),
        ("URLSession failed", "urlSessionFailed"),
        ("iPhone only", "iPhoneOnly"),
        ("Don't save", "dontSave"),
        ("Don’t save", "dontSave"),
        ("2FA code", "_2FACode"),
        ("%@", "string"),
        ("", "string"),
        ("—", "string"),
        ("🙂 Smile", "smile"),
        ("Lisää termi", "lisääTermi"),
        ("Öğrenci ekle", "öğrenciEkle"),
        ("设置", "设置"),
        ("default", "default"),
        ("init", "init_"),
        ("self", "self_"),
        ("Type", "type"),
        ("100% sure", "_100Sure"),
        ("Progress: %d%% in %.1f hours", "progressInHours"),
        ("Thanks to Sheila and my family; thanks to my friends in Seattle and around the globe", "thanksToSheilaAndMyFamilyThanksToMyFriends"),
        ("Supercalifragilisticexpialidocious supercalifragilisticexpialidocious supercalifragilistic", "supercalifragilisticexpialidocious"),
    ])
    func memberNames(_ key: String, _ name: String) {
        // A key that takes no arguments is plain text: the `% s` of `100% sure` is no specifier.
        let takesArguments = key.contains("%") && key != "100% sure"
        #expect(AccessorName.member(fromKey: key, takesArguments: takesArguments) == name)
    }

    @Test(arguments: [
        ("default", "`default`"), ("class", "`class`"), ("in", "`in`"), ("termsInCategory", "termsInCategory"),
    ])
    func keywordsAreEscaped(_ name: String, _ declared: String) {
        #expect(AccessorName.declared(name) == declared)
    }

    @Test(arguments: [
        ("Localizable", "Localizable", "localizable"),
        ("InfoPlist", "InfoPlist", "infoPlist"),
        ("my-strings", "MyStrings", "myStrings"),
        ("2024 Strings", "_2024Strings", "_2024Strings"),
        ("Self", "Self_", "self_"),
    ])
    func tableNames(_ table: String, _ type: String, _ member: String) {
        #expect(AccessorName.type(fromTable: table) == type)
        #expect(AccessorName.member(fromTable: table) == member)
    }

    /// Names that collide keep their base in the order of their keys' bytes, whatever order the keys come in.
    @Test func collisionsAreResolvedByKeyOrder() {
        let keys = ["Delete…", "delete", "Delete", "delete2"]
        let names = keys.map { AccessorName.member(fromKey: $0, takesArguments: false) }
        #expect(names == ["delete", "delete", "delete", "delete2"])
        let unique = AccessorGenerator.uniqueNames(names, keys: keys)
        #expect(unique == ["delete3", "delete4", "delete", "delete2"])
        let reversed = AccessorGenerator.uniqueNames(names.reversed(), keys: keys.reversed())
        #expect(reversed == unique.reversed())
    }
}

@Suite struct AccessorSignatureTests {
    struct Case: Sendable, CustomStringConvertible {
        var value: String
        var types: [String]
        var description: String { value }
    }

    @Test(arguments: [
        Case(value: "%lld terms", types: ["Int"]),
        Case(value: "%ld, %d, %hd, %hhd, %qd, %zd", types: ["Int", "Int32", "Int16", "Int8", "Int", "Int"]),
        Case(value: "%llu %u %x %lx %o", types: ["UInt", "UInt32", "UInt32", "UInt", "UInt32"]),
        Case(value: "%@ has %lld", types: ["String", "Int"]),
        Case(value: "%lf %f %.2f %e %g", types: ["Double", "Double", "Double", "Double", "Double"]),
        Case(value: "%2$@ %1$lld", types: ["Int", "String"]),
        Case(value: "%1$@ %1$@ %2$lld", types: ["String", "Int"]),
        Case(value: "100%% sure", types: []),
        Case(value: "Test 50% off", types: []),
        Case(value: "Test %", types: []),
        Case(value: "No arguments", types: []),
    ])
    func typesFromSpecifiers(_ c: Case) throws {
        let catalog = try catalog([("key", c.value)])
        let entry = try #require(catalog.strings["key"])
        let signature = try AccessorSignature.of(key: "key", entry: entry, sourceLanguage: "en")
        #expect(signature.arguments.map(\.type) == c.types)
        #expect(signature.arguments.map(\.position) == Array(stride(from: 1, through: c.types.count, by: 1)))
    }

    @Test(arguments: [
        ("%s", "takes a C string"),
        ("%p", "takes a pointer"),
        ("%2$@", "argument 1 is never used"),
        ("%1$@ %1$lld", "argument 1 is used both as %1$@ (String) and as %1$lld (Int)"),
        ("%*d", "reads its width or precision from an argument"),
        ("%#@missing@", "has no format specifier"),
        ("%k %@", "is not a valid format specifier"),
        ("Test %c", "takes a character"),
    ])
    func refusals(_ value: String, _ message: String) throws {
        let catalog = try catalog([("key", value)])
        let entry = try #require(catalog.strings["key"])
        #expect {
            try AccessorSignature.of(key: "key", entry: entry, sourceLanguage: "en")
        } throws: { error in
            (error as? AccessorSignature.Refusal)?.message.contains(message) == true
        }
    }

    /// Substitutions take their arguments from `argNum` and their types from `formatSpecifier`; a plural form that
    /// leaves the number out, and device variations, still give every argument.
    @Test func substitutionsAndVariations() throws {
        let text = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "course.summary": {"localizations": {"en": {
                "stringUnit": {"state": "translated", "value": "%1$@: %2$#@categories@, %3$#@terms@"},
                "substitutions": {
                  "categories": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                    "one": {"stringUnit": {"state": "translated", "value": "one category"}},
                    "other": {"stringUnit": {"state": "translated", "value": "%arg categories"}}}}},
                  "terms": {"argNum": 3, "formatSpecifier": "lf", "variations": {"plural": {
                    "other": {"stringUnit": {"state": "translated", "value": "%arg terms"}}}}}}}}},
              "device": {"localizations": {"en": {"variations": {"device": {
                "mac": {"stringUnit": {"state": "translated", "value": "Click %@"}},
                "other": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "Tap %@ once"}},
                  "other": {"stringUnit": {"state": "translated", "value": "Tap %@ %lld times"}}}}}}}}}},
              "no.source": {"localizations": {"fi": {"stringUnit": {"state": "translated", "value": "%lld kertaa"}}}},
              "%lld times": {}}}
            """
        let catalog = try StringCatalog(text: text)
        func types(_ key: String) throws -> [String] {
            let entry = try #require(catalog.strings[key])
            return try AccessorSignature.of(key: key, entry: entry, sourceLanguage: "en").arguments.map(\.type)
        }
        #expect(try types("course.summary") == ["String", "Int", "Double"])
        #expect(try types("device") == ["String", "Int"])
        // Without an English value the key is the format.
        #expect(try types("no.source") == [])
        #expect(try types("%lld times") == ["Int"])
        let entry = try #require(catalog.strings["course.summary"])
        let signature = try AccessorSignature.of(key: "course.summary", entry: entry, sourceLanguage: "en")
        #expect(TableAccessors.parameterNames(signature) == ["arg1", "categories", "terms"])
    }
}

@Suite struct AccessorGeneratorTests {
    static let fixture = TestPaths.fixtures(of: "XCStringsKitTests").appendingPathComponent("generate")

    /// The generated source of a fixture catalog with collisions, keywords, positions, substitutions, escapes and
    /// keys that get no accessor.
    @Test func generatesTheSnapshot() throws {
        let input = try AccessorGenerator.Input.read(Self.fixture.appendingPathComponent("Accessors.xcstrings").path)
        let output = try AccessorGenerator().generate([input])
        try Snapshot.expect(output.source, matches: Self.fixture.appendingPathComponent("Accessors.swift.txt"))
        #expect(output.accessorCount == 11)
        let findings = output.findings.map { DiagnosticPrinter().line($0) }
        #expect(findings == [
            "\(input.path):161:5: warning: no accessor for \"Pointer %p\": '%p' takes a pointer, which a LocalizedStringResource cannot carry (strings › Pointer %p)",
            "\(input.path):181:5: warning: no accessor for \"Skips %2$@\": argument 1 is never used, so the arguments after it cannot be placed (strings › Skips %2$@)",
        ])
    }

    @Test(arguments: AccessorGenerator.ResourceBundle.allCases)
    func bundleAndAccessLevel(_ bundle: AccessorGenerator.ResourceBundle) throws {
        let input = AccessorGenerator.Input(path: "Localizable.xcstrings", table: "Localizable", catalog: try catalog([("Hello", "Hello")]))
        let source = try AccessorGenerator(bundle: bundle, accessLevel: .public).generate([input]).source
        let expression = bundle == .main ? "bundle: .main" : "bundle: .atURL(Bundle.module.bundleURL)"
        #expect(source.contains("LocalizedStringResource(\"Hello\", defaultValue: \"Hello\", table: \"Localizable\", \(expression))"))
        #expect(source.contains("public struct Localizable: Sendable {"))
        #expect(source.contains("public var hello: LocalizedStringResource {"))
        #expect(source.contains("public static let localizable = Localizable()"))
    }

    /// The output depends only on the catalogs: the same bytes every time, and for a catalog whose keys are in another
    /// order, the same names.
    @Test func isStable() throws {
        let keys: [(key: String, value: String?)] = [("Delete", "Delete"), ("Delete…", "Delete…"), ("delete", "delete"), ("%lld items", "%lld items")]
        let forward = AccessorGenerator.Input(path: "A.xcstrings", table: "A", catalog: try catalog(keys))
        let backward = AccessorGenerator.Input(path: "A.xcstrings", table: "A", catalog: try catalog(keys.reversed()))
        let first = try AccessorGenerator().generate([forward]).source
        #expect(try AccessorGenerator().generate([forward]).source == first)
        func names(_ source: String) -> Set<String> {
            Set(source.split(separator: "\n").filter { $0.contains(" var ") || $0.contains(" func ") }.map { String($0.trimmingCharacters(in: .whitespaces)) })
        }
        #expect(names(try AccessorGenerator().generate([backward]).source) == names(first))
        #expect(first.contains("var delete: LocalizedStringResource {\n            LocalizedStringResource(\"Delete\""))
        #expect(first.contains("var delete2: LocalizedStringResource {\n            LocalizedStringResource(\"Delete…\""))
        #expect(first.contains("var delete3: LocalizedStringResource {\n            LocalizedStringResource(\"delete\""))
    }

    @Test func sameTableTwiceIsRefused() throws {
        let one = AccessorGenerator.Input(path: "a/Localizable.xcstrings", table: "Localizable", catalog: try catalog([("A", "A")]))
        let two = AccessorGenerator.Input(path: "b/Localizable.xcstrings", table: "Localizable", catalog: try catalog([("B", "B")]))
        #expect(throws: XCStringsError.invalidRequest("a/Localizable.xcstrings and b/Localizable.xcstrings are both the table 'Localizable'; generate them into separate files")) {
            try AccessorGenerator().generate([one, two])
        }
    }

    /// The file is written only when its text changes, so that a build running this again rebuilds nothing.
    @Test func writesOnlyWhenChanged() throws {
        let folder = try TemporaryFolder(["Localizable.xcstrings": #"{"sourceLanguage": "en", "version": "1.0", "strings": {"Hi": {}}}"#])
        let output = folder.appending("Generated/Strings.swift").path
        let catalog = folder.appending("Localizable.xcstrings").path
        #expect(try AccessorGenerator().generate(catalogs: [catalog], output: output).wasWritten)
        let written = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        #expect(try AccessorGenerator().generate(catalogs: [catalog], output: output).wasWritten == false)
        #expect(try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date == written)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("var hi: LocalizedStringResource"))
    }

    @Test func malformedCatalogIsReportedWithItsPosition() throws {
        let folder = try TemporaryFolder(["Broken.xcstrings": "{\"sourceLanguage\": \"en\",\n  \"strings\": [}"])
        let path = folder.appending("Broken.xcstrings").path
        #expect {
            try AccessorGenerator().generate(catalogs: [path], output: folder.appending("Out.swift").path)
        } throws: { error in
            guard let error = error as? XCStringsError, error.kind == .malformedInput else { return false }
            return error.errors.first?.location.position?.line == 2
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appending("Out.swift").path))
    }

    /// The generated code of the fixture compiles against the built Localization module (`swiftc -typecheck`); the
    /// example target GeneratedAccessorsExample compiles the plugin's output and runs it (XCStringsToolTests).
    @Test(.enabled(if: !TypeCheck.isApplePlatform, "on Apple platforms the generated code uses Foundation's types; the example target compiles it"))
    func generatedCodeTypeChecks() throws {
        let input = try AccessorGenerator.Input.read(Self.fixture.appendingPathComponent("Accessors.xcstrings").path)
        let folder = try TemporaryFolder()
        let source = try AccessorGenerator(bundle: .module, accessLevel: .public).generate([input]).source
        // `Bundle.module` is SwiftPM's; a stand-in lets the file type-check on its own.
        let file = try folder.write(Data((source + "\nextension Bundle { static var module: Bundle { .main } }\n").utf8), to: "Strings.swift")
        let use = try folder.write(Data("""
            import Localization
            let resources: [LocalizedStringResource] = [
                .accessors.termsInCategory(3), .accessors.default, .accessors.sharedTerms("Aino", 2),
                .accessors.courseSummary("Biologia", 1, 2), .accessors.delete2, .accessors.progressInHours(1, 2.5),
            ]
            """.utf8), to: "Use.swift")
        let result = try TypeCheck.run([file.path, use.path])
        #expect(result.exitCode == 0, "\(result.standardError)")
    }
}

/// `swiftc -typecheck` against the modules this test run was built with.
enum TypeCheck {
    static var isApplePlatform: Bool {
        #if canImport(Darwin)
        true
        #else
        false
        #endif
    }

    static func run(_ files: [String]) throws -> ToolRunner.Output {
        let modules = TestPaths.productsDirectory.appendingPathComponent("Modules")
        try #require(FileManager.default.fileExists(atPath: modules.appendingPathComponent("Localization.swiftmodule").path),
                     "no Localization.swiftmodule in \(modules.path)")
        let swiftc = try #require(ToolRunner.installed("swiftc"), "swiftc is not on PATH")
        return try swiftc.run(["-typecheck", "-swift-version", "6", "-I", modules.path, "-module-name", "Generated"] + files)
    }
}

/// The catalogs of peer projects (`../shared/fixtures`): xcstrings-tool's fixtures, whose `!` files must get no
/// accessor, and real apps' catalogs; the accessors of all of them compile together.
@Suite(.enabled(if: TestPaths.hasShared, "../shared is absent: the generator's conformance suite is skipped"))
struct AccessorGeneratorConformanceTests {
    static var catalogs: [String] {
        CatalogFixtures.all.filter { $0.hasPrefix(TestPaths.sharedFixtures.path) }
    }

    @Test func peerCatalogsGenerateAndCompile() throws {
        var inputs: [AccessorGenerator.Input] = []
        var refusedFiles: [String] = []
        for (index, path) in Self.catalogs.enumerated() {
            var input = try AccessorGenerator.Input.read(path)
            // Several peers call their table Localizable; each gets its own name so that all compile in one file.
            input.table = "Peer\(index)\(input.table)"
            let output = try AccessorGenerator().generate([input])
            let name = URL(fileURLWithPath: path).lastPathComponent
            if name.hasPrefix("!") {
                #expect(output.accessorCount == 0, "\(name)")
                #expect(output.findings.count == 1, "\(name)")
                refusedFiles.append(name)
            } else {
                #expect(output.findings.isEmpty, "\(name): \(output.findings.map(\.description))")
                #expect(output.accessorCount == input.catalog.strings.count { $0.value.extractionState != .stale && $0.value.generatesSymbol != false }, "\(name)")
                inputs.append(input)
            }
        }
        #expect(refusedFiles.count == 3)
        guard !TypeCheck.isApplePlatform else { return }
        let folder = try TemporaryFolder()
        let source = try AccessorGenerator().generate(inputs).source
        let file = try folder.write(Data(source.utf8), to: "Peers.swift")
        let result = try TypeCheck.run([file.path])
        #expect(result.exitCode == 0, "\(result.standardError.prefix(2000))")
    }

    /// xcstrings-tool's format specifier fixture, typed as its names say.
    @Test func formatSpecifiersAreTyped() throws {
        let path = TestPaths.sharedFixtures.appendingPathComponent("strings/xcstrings-tool/fixtures/FormatSpecifiers.xcstrings").path
        let source = try AccessorGenerator().generate([try AccessorGenerator.Input.read(path)]).source
        for declaration in [
            "func at(_ arg1: String)", "func d(_ arg1: Int32)", "func dLength(_ arg1: Int)", "func f(_ arg1: Double)",
            "func fPrecision(_ arg1: Double)", "func i(_ arg1: Int32)", "func o(_ arg1: UInt32)", "func u(_ arg1: UInt32)",
            "func x(_ arg1: UInt32)", "var percentage:", "var percentageEscaped:", "var percentageSpaceO:",
            "var percentageEscapedSpaceO:",
        ] {
            #expect(source.contains("internal \(declaration)"), "\(declaration)")
        }
    }
}
