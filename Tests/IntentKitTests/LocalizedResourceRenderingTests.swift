import Foundation
import IntentKit
import Localization
import Testing

@Suite struct IntentResourceRenderingTests {
    @Test func interpolationBuildsTheFormatKey() {
        let text = "Süt al"
        let count = 3
        let dialog: LocalizedResource = "Eklendi: \(text) (\(count)) 100%"
        #expect(dialog.key == "Eklendi: %@ (%lld) 100%%")
        #expect(dialog.arguments == [.string("Süt al"), .int(3)])
        #expect(dialog.defaultString == "Eklendi: Süt al (3) 100%")
    }

    @Test(arguments: [
        ("tr", "Eklendi: Süt al"),
        ("tr-TR", "Eklendi: Süt al"),
        ("fi", "Lisätty: Süt al"),
        ("en", "Added: Süt al"),
        ("de", "Added: Süt al"),
    ])
    func rendersFromTheTableWithFallback(locale: String, expected: String) {
        let text = "Süt al"
        let dialog: LocalizedResource = "Added: \(text)"
        #expect(dialog.render(TaskAppStrings.lookup, locale: locale) == expected)
    }

    @Test(arguments: [
        ("%2$@ %1$@", "b a"),
        ("%@ and %@", "a and b"),
        ("%lld%%", "7%"),
        ("%1$lld × %1$lld", "7 × 7"),
        ("%@ %@ %@", "a b %@"),
    ])
    func substitutesPositionsAndPercent(format: String, expected: String) {
        let arguments: [FormatArgument] = format.contains("lld") ? [.int(7)] : [.string("a"), .string("b")]
        let lookup = InMemoryStringLookup(tables: ["T": ["xx": ["k": format]]])
        let text = LocalizedResource(LocalizedResource.Value("k", arguments: arguments), table: "T")
        #expect(text.render(lookup, locale: "xx") == expected)
    }

    @Test func nestedEnumNamesRenderInTheSameLocale() {
        let priority = Priority.low
        let text: LocalizedResource = "Priority: \(priority)"
        let lookup = InMemoryStringLookup(tables: ["Localizable": ["tr": ["Priority: %@": "Öncelik: %@", "Low": "Düşük"]]])
        #expect(text.render(lookup, locale: "tr") == "Öncelik: Düşük")
    }

    @Test func verbatimTextIsNeverLookedUp() {
        let lookup = InMemoryStringLookup(tables: ["Localizable": ["tr": ["Low": "Düşük"]]])
        #expect(LocalizedResource.verbatim("Low").render(lookup, locale: "tr") == "Low")
        #expect(LocalizedResource("Low").render(lookup, locale: "tr") == "Düşük")
    }
}

@Suite struct IntentLanguageTests {
    @Test(arguments: [
        ("İZMİR", "tr", "izmir"),
        ("IĞDIR", "tr", "ıgdır"),
        ("Iğdır", "en", "igdır"),
        ("İzmir", "en", "izmir"),
        ("Düşük!!", "tr", "dusuk"),
        ("  Sanasto’ya,   görev ekle. ", "tr", "sanasto'ya gorev ekle"),
        ("Lisää tehtävä Sanasto-sovellukseen", "fi", "lisaa tehtava sanasto-sovellukseen"),
    ])
    func folds(text: String, locale: String, expected: String) {
        #expect(IntentLanguage.fold(text, locale: locale) == expected)
    }
}

@Suite struct LocalizedResourceInIntentsTests {
    @Test func aLocalizedResourceRendersThroughTheLookupWithItsKeyTableAndArguments() {
        let count = 3
        let name = "Süt al"
        let resource: LocalizedResource = "Added \(count) × \(name)"
        let text = resource
        #expect(text.key == "Added %lld × %@")
        #expect(text.table == nil)  // nil is Localizable: the lookup below reads that table
        #expect(text.arguments == [.int(3), .string("Süt al")])
        let lookup = InMemoryStringLookup(tables: ["Localizable": ["tr": ["Added %lld × %@": "%2$@ × %1$lld eklendi"]]])
        #expect(text.render(lookup, locale: "tr") == "Süt al × 3 eklendi")
        #expect(text.render(lookup, locale: "en") == "Added 3 × Süt al")
    }

    @Test func tableAndDefaultValueAreKept() {
        let resource = LocalizedResource("intents.intentA.title", defaultValue: "Do Thing A", table: "InfoPlist")
        let text = resource
        #expect(text.table == "InfoPlist")
        #expect(text.render(InMemoryStringLookup(), locale: "fi") == "Do Thing A")
    }
}

/// Enum cases and entities interpolated into a `LocalizedResource` render their localized names in the language
/// the resource is rendered in, through an `IntentStringLookup` or Localization's own resolution.
@Suite struct IntentValueInterpolationTests {
    /// A folder with `tr` and `fi` `Localizable.strings`, written once per run.
    static let folder: URL = {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("intentkit-interpolation-\(ProcessInfo.processInfo.processIdentifier)")
        let files = [
            "tr.lproj/Localizable.strings": "\"Priority: %@\" = \"Öncelik: %@\";\n\"Low\" = \"Düşük\";\n",
            "fi.lproj/Localizable.strings": "\"Priority: %@\" = \"Tärkeys: %@\";\n\"Low\" = \"Matala\";\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        return root
    }()

    @Test(arguments: [("tr", "Öncelik: Düşük"), ("fi", "Tärkeys: Matala"), ("en", "Priority: Low")])
    func enumNamesRenderThroughALocalizer(locale: String, expected: String) {
        let localizer = Localizer(folder: Self.folder, developmentLanguage: "en", preferredLanguages: ["en"])
        let priority = Priority.low
        let text: LocalizedResource = "Priority: \(priority)"
        #expect(text.key == "Priority: %@")
        #expect(text.arguments == [.string("Low")])
        #expect(text.render(in: IntentEnvironment(lookup: localizer, locale: locale)) == expected)
        #expect(text.resolved(with: localizer, language: locale).string == expected)
    }

    @Test func entitiesRenderAsTheirTitles() {
        let entity = TaskEntity(TaskItem(id: "t1", title: "Süt al", priority: .low, created: 1))
        let text: LocalizedResource = "Completed: \(entity)"
        #expect(text.key == "Completed: %@")
        #expect(text.arguments == [.string("Süt al")])
        let lookup = InMemoryStringLookup(tables: ["Localizable": ["tr": ["Completed: %@": "Tamamlandı: %@", "Süt al": "x"]]])
        #expect(text.render(lookup, locale: "tr") == "Tamamlandı: Süt al")
    }

    @Test func aCaseWithoutADisplayNameShowsItsRawValue() {
        enum Size: String, IntentEnum {
            case small, large
            static let typeDisplayName: LocalizedResource = "Size"
            static let caseDisplayNames: [Size: LocalizedResource] = [.small: "Small"]
        }
        let lookup = InMemoryStringLookup(tables: ["Localizable": ["fi": ["Size: %@": "Koko: %@", "Small": "Pieni"]]])
        #expect(("Size: \(Size.small)" as LocalizedResource).render(lookup, locale: "fi") == "Koko: Pieni")
        #expect(("Size: \(Size.large)" as LocalizedResource).render(lookup, locale: "fi") == "Koko: large")
    }
}
