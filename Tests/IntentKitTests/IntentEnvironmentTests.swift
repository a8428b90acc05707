// Tests of IntentKit's App Intents vocabulary and engine: declared only where AppIntents is absent.
#if !canImport(AppIntents)
import Foundation
import IntentKit
import Localization
import Testing
import _SanastoTestSupport

/// Everything IntentKit shows is rendered by Localization's one renderer, through the environment's localizer.
@Suite struct IntentEnvironmentTests {
    @Test func interpolationBuildsTheFormatKey() {
        let text = "Süt al"
        let count = 3
        let dialog: IntentDialog = "Eklendi: \(text) (\(count)) 100%"
        #expect(dialog.full.key == "Eklendi: %@ (%lld) 100%%")
        #expect(dialog.full.defaultValue.arguments == [.string("Süt al"), .int(3)])
        #expect(TaskAppStrings.environment("xx").render(dialog) == "Eklendi: Süt al (3) 100%")
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
        let dialog: IntentDialog = "Added: \(text)"
        #expect(TaskAppStrings.environment(locale).render(dialog) == expected)
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
        let localizer = Localizer(strings: ["T": ["xx": ["k": format]]])
        let text = LocalizedStringResource("k", defaultValue: String.LocalizationValue(format: "k", arguments: arguments), table: "T")
        #expect(IntentEnvironment(localizer: localizer, locale: "xx").render(text) == expected)
    }

    @Test func nestedEnumNamesRenderInTheSameLocale() {
        let priority = Priority.low
        let text: LocalizedStringResource = "Priority: \(priority)"
        let localizer = Localizer(strings: ["Localizable": ["tr": ["Priority: %@": "Öncelik: %@", "Low": "Düşük"]]])
        #expect(IntentEnvironment(localizer: localizer, locale: "tr").render(text) == "Öncelik: Düşük")
    }

    @Test func verbatimTextIsNeverLookedUp() {
        let environment = IntentEnvironment(localizer: Localizer(strings: ["Localizable": ["tr": ["Low": "Düşük"]]]), locale: "tr")
        let name = "Low"
        #expect(environment.render(.verbatim("Low")) == "Low")
        #expect(environment.render("\(name)" as LocalizedStringResource) == "Low")
        #expect(environment.render("Low" as LocalizedStringResource) == "Düşük")
    }

    @Test func aResourceOfAnotherBundleIsLookedUpThereInTheSameLocale() throws {
        let folder = try TemporaryFolder(["tr.lproj/Other.strings": "\"Low\" = \"Alçak\";\n"])
        let environment = IntentEnvironment(localizer: Localizer(strings: ["Localizable": ["tr": ["Low": "Düşük"]]]), locale: "tr")
        #expect(environment.render(LocalizedStringResource("Low", table: "Other", bundle: .folder(folder.url))) == "Alçak")
    }

    @Test func aResourceRendersThroughTheLocalizerWithItsKeyTableAndArguments() {
        let count = 3
        let name = "Süt al"
        let text: LocalizedStringResource = "Added \(count) × \(name)"
        #expect(text.key == "Added %lld × %@")
        #expect(text.table == nil)  // nil is Localizable: the localizer below reads that table
        #expect(text.defaultValue.arguments == [.int(3), .string("Süt al")])
        let localizer = Localizer(strings: ["Localizable": ["tr": ["Added %lld × %@": "%2$@ × %1$lld eklendi"]]], developmentLanguage: "en")
        #expect(IntentEnvironment(localizer: localizer, locale: "tr").render(text) == "Süt al × 3 eklendi")
        #expect(IntentEnvironment(localizer: localizer, locale: "en").render(text) == "Added 3 × Süt al")
    }

    @Test func tableAndDefaultValueAreKept() {
        let text = LocalizedStringResource("intents.intentA.title", defaultValue: "Do Thing A", table: "InfoPlist")
        #expect(text.table == "InfoPlist")
        #expect(IntentEnvironment(localizer: Localizer(strings: [:]), locale: "fi").render(text) == "Do Thing A")
    }

    @Test(arguments: [
        ("fi", "Lisätty 1\u{A0}234 termiä (12,5 %)"),
        ("en", "Added 1,234 terms (12.5%)"),
        ("tr", "1.234 terim eklendi (%12,5)"),
    ])
    func numbersUseTheLocalesDigitsAndSeparators(locale: String, expected: String) {
        let localizer = Localizer(strings: ["Localizable": [
            "fi": ["Added %lld terms (%.1f%%)": "Lisätty %lld termiä (%.1f %%)"],
            "en": ["Added %lld terms (%.1f%%)": "Added %lld terms (%.1f%%)"],
            "tr": ["Added %lld terms (%.1f%%)": "%lld terim eklendi (%%%.1f)"],
        ]])
        let text = LocalizedStringResource(String.LocalizationValue(format: "Added %lld terms (%.1f%%)", arguments: [.int(1234), .double(12.5)]))
        #expect(IntentEnvironment(localizer: localizer, locale: locale).render(text) == expected)
    }

    @Test func widthPrecisionAndPositionsFollowPrintf() {
        let log = Recorder<LocalizationIssue>()
        let text = LocalizedStringResource(String.LocalizationValue(format: "%2$@: %1$05.1f", arguments: [.double(3.14159), .string("pi")]))
        let environment = IntentEnvironment(localizer: Localizer(strings: [:], developmentLanguage: "en", issueHandler: log.handler), locale: "en")
        // With a locale (as String(localized:) formats), `%05.1f` pads with spaces, as Foundation's ICU path does.
        #expect(environment.render(text) == "pi:   3.1")
        #expect(text.defaultString == "pi: 003.1")
        #expect(log.values.map(\.kind) == [.missingKey])
    }

    /// An issue met while rendering reaches the localizer's issue handler, as any lookup's does.
    @Test func aMistypedArgumentStaysVisibleAndIsReportedToTheIssueHandler() {
        let log = Recorder<LocalizationIssue>()
        let localizer = Localizer(strings: ["Localizable": ["tr": ["k": "Eklendi: %lld"]]], issueHandler: log.handler)
        let text = LocalizedStringResource("k", defaultValue: String.LocalizationValue(format: "k", arguments: [.string("Süt")]))
        #expect(IntentEnvironment(localizer: localizer, locale: "tr").render(text) == "Eklendi: %lld")
        #expect(log.values.count == 1)
        #expect(log.values.first.map { if case .argumentMismatch = $0.kind { true } else { false } } == true)
        #expect(log.values.first?.key == "k")
    }
}

/// A dialog whose catalog entry varies by plural shows the locale's form — through the same renderer as
/// Localization's, so plural forms without a `%` (`one` spelled out) are chosen too.
@Suite struct IntentDialogPluralTests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Added %lld terms" : {
          "localizations" : {
            "fi" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "Lisättiin yksi termi" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Lisättiin %lld termiä" } }
            } } },
            "tr" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld terim eklendi" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld terim eklendi" } }
            } } }
          }
        },
        "Delete %lld items?" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "Delete this item?" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Delete these items?" } }
            } } },
            "fi" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "Poistetaanko tämä kohde?" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Poistetaanko nämä kohteet?" } }
            } } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    static func localizer() throws -> (TemporaryFolder, Localizer) {
        let folder = try TemporaryFolder(["Localizable.xcstrings": catalog])
        return (folder, Localizer(folder: folder.url, preferredLanguages: ["en"]))
    }

    @Test(arguments: [
        ("fi", 1, "Lisättiin yksi termi"), ("fi", 5, "Lisättiin 5 termiä"), ("fi-FI", 1000, "Lisättiin 1\u{A0}000 termiä"),
        ("tr", 1000, "1.000 terim eklendi"), ("en", 1, "Added 1 terms"),
    ])
    func dialogPicksThePluralForm(locale: String, count: Int, expected: String) throws {
        let (folder, localizer) = try Self.localizer()
        let dialog: IntentDialog = "Added \(count) terms"
        #expect(IntentEnvironment(localizer: localizer, locale: locale).render(dialog) == expected)
        _ = folder
    }

    /// The reproduced defect: plural forms without a `%` rendered `other` for 1 through IntentKit (a second renderer
    /// took the text as written when it had no `%`).
    @Test(arguments: [("en", 1, "Delete this item?"), ("en", 2, "Delete these items?"), ("fi", 1, "Poistetaanko tämä kohde?"),
                      ("fi", 0, "Poistetaanko nämä kohteet?")])
    func aConfirmationWithoutSpecifiersInItsFormsChoosesTheForm(locale: String, count: Int, expected: String) async throws {
        let (folder, localizer) = try Self.localizer()
        struct DeleteIntent: AppIntent {
            static let title: LocalizedStringResource = "Delete"
            @Parameter(title: "Count") var count: Int
            func perform() async throws -> some IntentResult {
                try await requestConfirmation(dialog: "Delete \(count) items?")
                return .result()
            }
        }
        let prompter = ScriptedPrompter(confirmations: [true])
        let intent = DeleteIntent()
        intent.count = count
        _ = try await IntentRunner(environment: IntentEnvironment(localizer: localizer, locale: locale), prompter: prompter).run(intent)
        #expect(prompter.askedConfirmations == [expected])
        _ = folder
    }
}

/// Enum cases and entities interpolated into a localized string render their localized names in the language the
/// string is rendered in.
@Suite struct AppValueInterpolationTests {
    static func folder() throws -> TemporaryFolder {
        try TemporaryFolder([
            "tr.lproj/Localizable.strings": "\"Priority: %@\" = \"Öncelik: %@\";\n\"Low\" = \"Düşük\";\n",
            "fi.lproj/Localizable.strings": "\"Priority: %@\" = \"Tärkeys: %@\";\n\"Low\" = \"Matala\";\n",
        ])
    }

    @Test(arguments: [("tr", "Öncelik: Düşük"), ("fi", "Tärkeys: Matala"), ("en", "Priority: Low")])
    func enumNamesRenderThroughALocalizer(locale: String, expected: String) throws {
        let folder = try Self.folder()
        let localizer = Localizer(folder: folder.url, developmentLanguage: "en", preferredLanguages: ["en"])
        let priority = Priority.low
        let text: LocalizedStringResource = "Priority: \(priority)"
        #expect(text.key == "Priority: %@")
        #expect(text.defaultValue.arguments == [.string("Low")])
        #expect(IntentEnvironment(localizer: localizer, locale: locale).render(text) == expected)
        #expect(text.resolved(with: localizer, language: locale).string == expected)
    }

    @Test func entitiesRenderAsTheirTitles() {
        let entity = TaskEntity(TaskItem(id: "t1", title: "Süt al", priority: .low, created: 1))
        let text: LocalizedStringResource = "Completed: \(entity)"
        #expect(text.key == "Completed: %@")
        #expect(text.defaultValue.arguments == [.string("Süt al")])
        let localizer = Localizer(strings: ["Localizable": ["tr": ["Completed: %@": "Tamamlandı: %@", "Süt al": "x"]]])
        #expect(IntentEnvironment(localizer: localizer, locale: "tr").render(text) == "Tamamlandı: Süt al")
    }

    @Test func aCaseWithoutADisplayNameShowsItsRawValue() {
        enum Size: String, AppEnum {
            case small, large
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
            static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [.small: "Small"]
        }
        let environment = IntentEnvironment(localizer: Localizer(strings: ["Localizable": ["fi": ["Size: %@": "Koko: %@", "Small": "Pieni"]]]), locale: "fi")
        #expect(environment.render("Size: \(Size.small)" as LocalizedStringResource) == "Koko: Pieni")
        #expect(environment.render("Size: \(Size.large)" as IntentDialog) == "Koko: large")
    }
}
#endif
