import Foundation
import Localization
import PluralRules
import StringResources
import Testing
import _SanastoTestSupport
@testable import XCStringsKit

/// Compiling a catalog changes nothing users see: every key of every catalog at hand, in every language, with the
/// CLDR sample numbers of each plural argument, renders the same from the catalog and from the `.lproj` tables
/// `compile` writes — as our preview and lint read both, and as Apple's `String.localizedStringWithFormat` reads
/// the compiled ones.
@Suite struct CatalogCompilationEquivalenceTests {
    /// The catalogs: the example app's, this suite's own, and the peer fixtures when `../shared` is present.
    static var catalogs: [URL] {
        var urls = ["AppShortcuts", "InfoPlist", "Localizable"].map {
            TestPaths.packageRoot.appendingPathComponent("Examples/Terminology/\($0).xcstrings")
        }
        let shared = TestPaths.sharedFixtures.appendingPathComponent("strings")
        for folder in ["xcstrings-tool/fixtures", "xcstrings-tool/plugin-tests", "netnewswire", "swift-localized-strings"] {
            let url = shared.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            // Files named `!…` are the fixtures a catalog reader must refuse.
            urls += names.sorted().filter { $0.hasSuffix(".xcstrings") && !$0.hasPrefix("!") }.map { url.appendingPathComponent($0) }
        }
        return urls
    }

    /// Catalogs written for this suite: a plural whose count is not the first argument, substitutions whose forms
    /// read other arguments, an object plural.
    static let ownCatalogs: [(String, String)] = [
        ("CountNotFirst", #"""
        { "sourceLanguage" : "en", "strings" : {
          "%@ and %lld other packages" : { "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%@ and %lld other package" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ and %lld other packages" } } } } },
            "fi" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%@ ja %lld muu paketti" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ ja %lld muuta pakettia" } } } } } } },
          "%@ has %lld files in %lld folders" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ has %#@files@ in %#@folders@" },
              "substitutions" : {
                "files" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } },
                "folders" : { "argNum" : 3, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg folder" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg folders (%1$@)" } } } } } } },
            "ru" : { "stringUnit" : { "state" : "translated", "value" : "У %1$@ %#@files@ в %#@folders@" },
              "substitutions" : {
                "files" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg файл" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg файла" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg файлов" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg файла" } } } } },
                "folders" : { "argNum" : 3, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg папке" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg папках" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg папках" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg папках" } } } } } } } } },
          "%lld km in %@" : { "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld km in %@" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld kms in %@" } } } } } } },
          "coins" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@coins@" },
              "substitutions" : { "coins" : { "argNum" : 1, "formatSpecifier" : "@", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ coin" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ coins" } } } } } } } } }
        }, "version" : "1.0" }
        """#),
    ]

    static var cases: [String] {
        catalogs.map(\.path) + ownCatalogs.map { "own:" + $0.0 }
    }

    @Test(arguments: cases)
    func everyKeyRendersTheSameFromTheCatalogAndFromItsCompiledTables(_ source: String) throws {
        let folder = try TemporaryFolder([:])
        let catalogFolder = folder.appending("catalog")
        let compiledFolder = folder.appending("compiled")
        try FileManager.default.createDirectory(at: catalogFolder, withIntermediateDirectories: true)
        let text: Data
        if source.hasPrefix("own:") {
            text = Data((Self.ownCatalogs.first { "own:" + $0.0 == source }?.1 ?? "").utf8)
        } else {
            text = try Data(contentsOf: URL(fileURLWithPath: source))
        }
        let catalog = try StringCatalog(bytes: Array(text))
        try text.write(to: catalogFolder.appendingPathComponent("Localizable.xcstrings"))
        let compilation = CatalogCompilation(catalog: catalog)
        try compilation.write(to: compiledFolder, tableName: "Localizable")
        // Keys whose structure a .stringsdict cannot hold are left out and noted; they cannot agree.
        let uncompiled = Set(compilation.notes.compactMap(\.key))

        let fromCatalog = try KeyPreviewRenderer(path: catalogFolder.path, developmentLanguage: catalog.sourceLanguage)
        var languages = Set([catalog.sourceLanguage])
        for entry in catalog.strings.values { languages.formUnion(entry.localizations.keys) }
        var compared = 0
        for language in languages.sorted() {
            let catalogLocalizer = Localizer(folder: catalogFolder, developmentLanguage: catalog.sourceLanguage, preferredLanguages: [language], device: .other)
            let compiledLocalizer = Localizer(folder: compiledFolder, developmentLanguage: catalog.sourceLanguage, preferredLanguages: [language], device: .other)
            let rules = PluralRules(locale: language)
            for key in catalog.strings.keys where !uncompiled.contains(key) {
                for arguments in Self.sampleArguments(fromCatalog.signature(of: key), rules: rules) {
                    let expected = catalogLocalizer.result(key, arguments: arguments)
                    let actual = compiledLocalizer.result(key, arguments: arguments)
                    #expect(actual.string == expected.string, "\(source) \(language) '\(key)' \(arguments)")
                    compared += 1
                }
            }
        }
        #expect(compared > 0)
    }

    /// One argument list per sample number of the first plural argument (others held), strings and characters as
    /// placeholders of their position.
    static func sampleArguments(_ signature: KeyPreviewSignature, rules: PluralRules) -> [[FormatArgument]] {
        let held = KeyPreviewSamples.heldNumber(rules: rules)
        var base: [FormatArgument] = []
        for position in stride(from: 1, through: signature.argumentCount, by: 1) {
            switch signature.types[position] {
            case .floatingPoint: base.append(.double(Double(held) + 0.5))
            case .character: base.append(.character("c"))
            case .object where signature.pluralPositions.contains(position): base.append(.decimal(Decimal(held)))
            case .object, .cString: base.append(.string("s\(position)"))
            case .signedInteger, .unsignedInteger, .pointer, .none: base.append(.int(Int64(held)))
            }
        }
        guard let varied = signature.pluralPositions.first, varied <= base.count else { return [base] }
        let type = signature.types[varied] ?? .signedInteger
        return KeyPreviewSamples.numbers(rules: rules, hasZeroForm: true, type: type == .object ? .floatingPoint : type).map { number in
            var arguments = base
            switch type {
            case .floatingPoint: arguments[varied - 1] = .double(Double(number) ?? 0)
            case .object: arguments[varied - 1] = .decimal(Decimal(string: number) ?? 0)
            default: arguments[varied - 1] = Int64(number).map { FormatArgument.int($0) } ?? .double(Double(number) ?? 0)
            }
            return arguments
        }
    }
}
