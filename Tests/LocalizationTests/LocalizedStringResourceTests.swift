// Tests of Localization's LocalizedStringResource, String.LocalizationValue and String(localized:): declared only where Foundation lacks them.
#if !canImport(Darwin)
import Foundation
import Testing
@testable import Localization

/// A class of this test bundle, for `BundleDescription.forClass`.
private final class BundleMarker {}

@Suite struct LocalizedStringResourceTests {
    static func catalogFolder() throws -> TemporaryFolder {
        try TemporaryFolder([
            "Localizable.xcstrings": catalogJSON(key: "Eklendi: %@", [
                ("en", "translated", "Added: %@"), ("tr", "translated", "Eklendi: %@"), ("fi", "translated", "Lisätty: %@"),
            ]),
        ])
    }

    @Test func interpolationKeysLikeApple() {
        let text = "kissa"
        let count = 3
        let ratio = 0.5
        let resource: LocalizedStringResource = "Eklendi: \(text)"
        #expect(resource.key == "Eklendi: %@")
        #expect(resource.defaultValue.arguments == [.string("kissa")])
        let value: String.LocalizationValue = "\(count) of \(ratio) at 100% for \(UInt(7)) \(Int32(2)) \(Float(1.5)) \(true)"
        #expect(value.key == "%lld of %lf at 100%% for %llu %d %f %@")
        #expect(value.arguments == [.int(3), .double(0.5), .uint(7), .int(2), .double(1.5), .string("true")])
        let formatted: String.LocalizationValue = "\(ratio, specifier: "%.1f")"
        #expect(formatted.key == "%.1f")
        #expect(formatted.arguments == [.double(0.5)])
    }

    @Test func objectsAndFormatStylesAreObjects() {
        let url = URL(fileURLWithPath: "/tmp/a")
        let value: String.LocalizationValue = "Open \(url) with \(42, format: .number.grouping(.never))"
        #expect(value.key == "Open %@ with %@")
        #expect(value.arguments == [.string(url.description), .string("42")])
    }

    @Test func plainLiteralKeepsItsFormat() {
        let resource: LocalizedStringResource = "Done 100%"
        #expect(resource.key == "Done 100%")
        #expect(resource.defaultValue.arguments.isEmpty)
        #expect(resource.table == nil)
        #expect(resource.bundle == .main)
        #expect(resource.locale == .current)
    }

    @Test func resolvesThroughAGivenLocalizer() throws {
        let folder = try Self.catalogFolder()
        let localizer = Localizer(folder: folder.url, preferredLanguages: ["fi"])
        let text = "kissa"
        let resource = LocalizedStringResource("Eklendi: \(text)", bundle: .localizer(localizer), comment: "Toast after adding a term")
        #expect(resource.comment == "Toast after adding a term")
        #expect(resource.resolved().string == "Lisätty: kissa")
        #expect(resource.resolved(language: "tr").string == "Eklendi: kissa")
        #expect(String(localized: resource) == "Lisätty: kissa")
        #expect("\(resource)" == "Lisätty: kissa")
        #expect(localizer.string(LocalizedStringResource("Eklendi: \(text)"), language: "en") == "Added: kissa")
    }

    @Test(arguments: ["en", "tr", "fi"])
    func theLocaleChoosesTheLocalization(_ language: String) throws {
        let folder = try Self.catalogFolder()
        let expected = ["en": "Added: kissa", "tr": "Eklendi: kissa", "fi": "Lisätty: kissa"][language]
        let resource = LocalizedStringResource(
            "Eklendi: \("kissa")", locale: Locale(identifier: language), bundle: .folder(folder.url))
        #expect(resource.locale.identifier == language)
        #expect(String(localized: resource) == expected)
        let viaURL = LocalizedStringResource("Eklendi: \("kissa")", locale: Locale(identifier: language), bundle: .atURL(folder.url))
        #expect(String(localized: viaURL) == expected)
    }

    @Test func bundleDescriptions() {
        #expect(LocalizedStringResource.BundleDescription.atURL(URL(fileURLWithPath: "/x/../y")) == .atURL(URL(fileURLWithPath: "/y")))
        #expect(LocalizedStringResource.BundleDescription.forClass(BundleMarker.self) == .forClass(BundleMarker.self))
        #expect(LocalizedStringResource.BundleDescription.forClass(BundleMarker.self) != .main)
        // A class of a test bundle is in the main bundle on Linux (no frameworks): its keys fall back.
        let resource = LocalizedStringResource("sanasto.test.absent-key", defaultValue: "Oletus", bundle: .forClass(BundleMarker.self))
        #expect(String(localized: resource) == "Oletus")
        let module = LocalizedStringResource(
            "term(s) in category", defaultValue: "\(40) terms", table: "Bundled", locale: Locale(identifier: "fi"),
            bundle: .atURL(Bundle.module.bundleURL))
        #expect(String(localized: module) == "Kategoriassa on 40 termiä")
    }

    @Test func defaultValueWhenMissing() {
        let localizer = Localizer(folder: URL(fileURLWithPath: "/nonexistent"), preferredLanguages: ["fi"])
        let resource = LocalizedStringResource("greeting.key", defaultValue: "Hello, \("Aino")!", bundle: .localizer(localizer))
        let result = resource.resolved()
        #expect(result.string == "Hello, Aino!")
        #expect(result.issues.map(\.kind) == [.missingKey])
        #expect(resource.defaultString == "Hello, Aino!")
    }

    @Test func equality() {
        #expect(LocalizedStringResource("a", table: "T") == LocalizedStringResource("a", table: "T"))
        #expect(LocalizedStringResource("a", table: "T") != LocalizedStringResource("a", table: "U"))
        #expect(LocalizedStringResource("a", bundle: .folder(URL(fileURLWithPath: "/x"))) != LocalizedStringResource("a"))
        #expect(LocalizedStringResource("a", locale: Locale(identifier: "fi")) != LocalizedStringResource("a"))
        #expect(LocalizedStringResource("k", defaultValue: "\(1)") != LocalizedStringResource("k", defaultValue: "\(2)"))
    }
}

/// `String(localized:)` in its three shapes, against the test bundle's `Bundled` catalog.
@Suite struct StringLocalizedTests {
    @Test(arguments: [(0, "Ei termejä tässä kategoriassa"), (1, "Kategoriassa on yksi termi"), (1000, "Kategoriassa on 1\u{A0}000 termiä")])
    func keyAndDefaultValue(count: Int, expected: String) {
        let text = String(
            localized: "term(s) in category", defaultValue: "\(count) terms", table: "Bundled", bundle: .module,
            locale: Locale(identifier: "fi"), comment: "The category's subtitle")
        #expect(text == expected)
    }

    @Test func keyAndValueWithInterpolation() throws {
        let folder = try LocalizedStringResourceTests.catalogFolder()
        let bundle = try #require(Bundle(path: folder.url.path))
        let name = "kissa"
        #expect(String(localized: "Eklendi: \(name)", bundle: bundle, locale: Locale(identifier: "fi")) == "Lisätty: kissa")
        // Missing everywhere: the value itself, filled in.
        #expect(String(localized: "Poistettu: \(name) (\(3))", bundle: bundle, locale: Locale(identifier: "fi")) == "Poistettu: kissa (3)")
    }
}

/// The reproduced defect: `localizer.string("Shared by \(who)")` looked up `Shared by Anna`. It looks up
/// `Shared by %@`, as Apple's `String(localized: "Shared by \(who)")` does, and fills it in.
@Suite struct LocalizerInterpolationTests {
    static let localizer = Localizer(
        strings: ["Localizable": [
            "fi": ["Shared by %@": "Jakanut %@", "%lld of %lld terms learned": "%1$lld/%2$lld termiä opittu", "Shared by Anna": "WRONG"],
        ]],
        developmentLanguage: "en", preferredLanguages: ["fi"])

    @Test func interpolationLooksUpTheFormat() {
        let who = "Anna"
        #expect(Self.localizer.string("Shared by \(who)") == "Jakanut Anna")
        #expect(Self.localizer.string("Shared by \(who)", language: "en") == "Shared by Anna")
        let learned = 12, total = 40
        #expect(Self.localizer.string("\(learned) of \(total) terms learned") == "12/40 termiä opittu")
    }

    @Test func theExplicitFormatAPIKeepsItsKey() {
        // A key held in a variable, and an explicit format with its arguments: NSLocalizedString's shape.
        let key = "Shared by Anna"
        #expect(Self.localizer.string(key) == "WRONG")
        #expect(Self.localizer.string("Shared by %@", "Anna") == "Jakanut Anna")
        #expect(String(localizedFormat: Self.localizer.localizedFormat("Shared by %@"), "Anna") == "Jakanut Anna")
    }
}

/// `NSLocalizedString` and `String.localizedStringWithFormat` as the first seed writes them, on a platform whose
/// Foundation crashes on a `.stringsdict` key.
@Suite struct NSLocalizedStringTests {
    /// A bundle whose catalog names its source language, so that a lookup finds a value whatever the system's
    /// preferred languages are.
    static let seedCatalog = fixtures.appendingPathComponent("SeedCatalog")

    @Test(arguments: [0, 1, 40, 1000])
    func formatThenFillAsTheBundlesLocalizer(count: Int) throws {
        let bundle = try #require(Bundle(path: Self.seedCatalog.path))
        let format = NSLocalizedString("term(s) in category", tableName: nil, bundle: bundle, comment: "")
        #expect(format != "term(s) in category")
        // The same entry, language and plural rules as the bundle's localizer (which follows the system's
        // preferences, so the language itself is not fixed here; the example executable test fixes it).
        #expect(String.localizedStringWithFormat(format, count) == Localizer.shared(for: bundle).string("term(s) in category", count))
    }

    @Test func fillsWithTheRegisteredEntry() throws {
        let bundle = try #require(Bundle(path: Self.seedCatalog.path))
        let format = NSLocalizedString("term(s) in category", bundle: bundle, comment: "")
        // Whatever the system's language, the entry's plural forms are used (never the `other` form for 1).
        let zero = String.localizedStringWithFormat(format, 0)
        let one = String.localizedStringWithFormat(format, 1)
        let many = String.localizedStringWithFormat(format, 40)
        #expect(Set([zero, one, many]).count == 3)
        #expect(!one.contains("%") && !many.contains("%"))
        #expect(many.contains("40"))
    }

    @Test func aPlainFormatIsFilledWithoutAnEntry() {
        #expect(String.localizedStringWithFormat("%@ has %lld terms", "Biologia", 3) == "Biologia has 3 terms")
        #expect(String.localizedStringWithFormat("%d%%", Int32(7)) == "7%")
        let missing = NSLocalizedString("sanasto.test.absent-key", value: "Oletus", comment: "")
        #expect(missing == "Oletus")
    }
}
#endif
