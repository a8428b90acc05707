import Foundation
import StringResources
import Testing
@testable import Localization

/// Loading a catalog for the preferred languages only gives the strings loading all of it gives, for every key
/// and language of every catalog at hand.
@Suite struct LocalizerLoadingTests {
    /// The catalogs: the example app's, this target's own, and (where `../shared` is) the peer fixtures'.
    static var catalogs: [URL] {
        var found: [URL] = [
            packageRoot.appendingPathComponent("Examples/Terminology/Localizable.xcstrings"),
            packageRoot.appendingPathComponent("Examples/Terminology/AppShortcuts.xcstrings"),
            packageRoot.appendingPathComponent("Examples/Terminology/InfoPlist.xcstrings"),
        ]
        for root in [fixtures, sharedFixtures] {
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = files?.nextObject() as? URL {
                if url.pathExtension == "xcstrings", (try? StringCatalog(contentsOf: url)) != nil { found.append(url) }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// A folder holding `catalog` as `Localizable.xcstrings`.
    static func folder(with catalog: URL) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        _ = try folder.write(try Data(contentsOf: catalog), to: "Localizable.xcstrings")
        return folder
    }

    /// What a lookup shows and reports, for comparing two localizers.
    static func rendering(_ localizer: Localizer, _ key: String, _ count: Int) -> LocalizedResult {
        localizer.result(key, arguments: [.int(Int64(count)), .string("Anna"), .int(Int64(count))])
    }

    @Test(arguments: catalogs)
    func lazyLoadingGivesTheStringsEagerLoadingGives(catalog: URL) throws {
        let folder = try Self.folder(with: catalog)
        let keys = try StringCatalog(contentsOf: catalog).strings.keys
        // Loading everything first is today's eager path; a fresh localizer loads its own languages only.
        let languages = Localizer(folder: folder.url, preferredLanguages: ["en"]).localizations()
        #expect(!languages.isEmpty)
        for language in languages + ["zz"] {
            let eager = Localizer(folder: folder.url, preferredLanguages: [language, "de"])
            _ = eager.localizations()
            let lazy = Localizer(folder: folder.url, preferredLanguages: [language, "de"])
            for key in keys {
                for count in [1, 22] {
                    let (lazyResult, eagerResult) = (Self.rendering(lazy, key, count), Self.rendering(eager, key, count))
                    #expect(lazyResult.string == eagerResult.string && lazyResult.issues == eagerResult.issues, "\(key) in \(language)")
                }
            }
            #expect(lazy.localizations() == languages)
        }
        // One language alone, as IntentKit asks, and an explicit language: each loaded when first asked for.
        let eager = Localizer(folder: folder.url, preferredLanguages: ["en"])
        _ = eager.localizations()
        let lazy = Localizer(folder: folder.url, preferredLanguages: ["en"])
        let explicit = Localizer(folder: folder.url, preferredLanguages: ["en"])
        for language in languages {
            for key in keys {
                #expect(lazy.localizedString(forKey: key, table: "Localizable", locale: language)
                        == eager.localizedString(forKey: key, table: "Localizable", locale: language))
                #expect(explicit.localizedFormat(key, language: language).entry == eager.localizedFormat(key, language: language).entry)
            }
        }
    }

    static let catalogWithUnshownLanguage = """
    {"sourceLanguage":"en","strings":{"Hello":{"localizations":{
      "de":{"stringUnit":{"state":"new","value":"Hallo"}},
      "en":{"stringUnit":{"state":"translated","value":"Hello"}},
      "fr":{"stringUnit":{"state":"translated","value":"Bonjour"}}}}},"version":"1.0"}
    """

    /// A language whose every value is still `new` is not available: the next preference decides, whether the
    /// catalog was read for those preferences or for others first.
    @Test func aLanguageWithoutShownValuesIsNotChosen() throws {
        let folder = try TemporaryFolder(["Localizable.xcstrings": Self.catalogWithUnshownLanguage])
        #expect(Localizer(folder: folder.url, preferredLanguages: ["de", "fr"]).string("Hello") == "Bonjour")
        let reused = Localizer(folder: folder.url, preferredLanguages: ["en"])
        #expect(reused.string("Hello") == "Hello")
        #expect(reused.string("Hello", language: "de") == "Hello")
        #expect(reused.localizations() == ["en", "fr"])
    }

    /// Malformed JSON inside a language the localizer skips is not seen at run time (lint reports it); outside
    /// the localizations, or in a language it reads, the catalog is reported as malformed.
    @Test func syntaxErrorsAreReportedWhereTheLocalizerReads() throws {
        let skipped = #"{"sourceLanguage":"en","strings":{"Hi":{"localizations":{"de":{"stringUnit":{"value":01}},"en":{"stringUnit":{"state":"translated","value":"Hi!"}}}}},"version":"1.0"}"#
        let log = IssueLog()
        let folder = try TemporaryFolder(["Localizable.xcstrings": skipped])
        let localizer = Localizer(folder: folder.url, preferredLanguages: ["en"], issueHandler: log.handler)
        #expect(localizer.string("Hi") == "Hi!")
        #expect(!log.issues.contains { if case .malformedFile = $0.kind { true } else { false } })
        // Asking for German reads it, and finds the error.
        #expect(localizer.string("Hi", language: "de") == "Hi!")
        #expect(log.issues.contains { if case .malformedFile = $0.kind { true } else { false } })

        let broken = #"{"sourceLanguage":"en","strings":{"Hi":{"comment":01,"localizations":{}}},"version":"1.0"}"#
        let brokenLog = IssueLog()
        let brokenFolder = try TemporaryFolder(["Localizable.xcstrings": broken])
        #expect(Localizer(folder: brokenFolder.url, preferredLanguages: ["en"], issueHandler: brokenLog.handler).string("Hi") == "Hi")
        #expect(brokenLog.issues.contains { if case .malformedFile = $0.kind { true } else { false } })
    }
}
