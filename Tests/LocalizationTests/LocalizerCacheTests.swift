import Foundation
import Testing
@testable import Localization

/// The lookup cache and prepared formats: cached results must be what a fresh lookup gives.
@Suite struct LocalizerCacheTests {
    /// A `.strings` table with `count` keys, every third one a format.
    static func manyKeys(_ count: Int) throws -> TemporaryFolder {
        var lines: [String] = []
        for index in 0..<count {
            lines.append(index % 3 == 0 ? #""k\#(index)" = "%lld × \#(index)";"# : #""k\#(index)" = "arvo \#(index)";"#)
        }
        return try TemporaryFolder(["fi.lproj/Localizable.strings": lines.joined(separator: "\n")])
    }

    static func expected(_ index: Int, _ count: Int) -> String {
        index % 3 == 0 ? "\(count) × \(index)" : "arvo \(index)"
    }

    @Test(arguments: [1, 15, 17, 300])
    func cachedLookupsMatchFreshOnes(_ keyCount: Int) throws {
        let folder = try Self.manyKeys(keyCount)
        let localizer = Localizer(folder: folder.url, developmentLanguage: "fi", preferredLanguages: ["fi"])
        for round in 0..<3 {
            for index in 0..<keyCount {
                // Keys built at run time (heap strings), not literals.
                let key = "k" + String(index)
                #expect(localizer.string(key, round) == Self.expected(index, round))
                #expect(localizer.string(key, round, table: "Localizable") == Self.expected(index, round))
            }
        }
    }

    @Test("shared(for:) is one localizer per bundle folder, found again by the same bundle and by another of the folder")
    func sharedLocalizersArePerBundleFolder() throws {
        let folder = try Self.manyKeys(3)
        let bundle = try #require(Bundle(path: folder.url.path))
        let first = Localizer.shared(for: bundle)
        #expect(Localizer.shared(for: bundle) === first)
        let again = try #require(Bundle(path: folder.url.path))
        #expect(Localizer.shared(for: again) === first)
        let other = try Self.manyKeys(3)
        #expect(Localizer.shared(for: try #require(Bundle(path: other.url.path))) !== first)
    }

    @Test func concurrentReadsWhileTheCacheGrows() async throws {
        let folder = try Self.manyKeys(500)
        let localizer = Localizer(folder: folder.url, developmentLanguage: "fi", preferredLanguages: ["fi"])
        let failures = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var failures = 0
                    for step in 0..<1500 {
                        let index = (step * 7 + task * 131) % 500
                        if localizer.string("k\(index)", 3) != Self.expected(index, 3) { failures += 1 }
                        // A key held in a variable (distinct missing keys), not an interpolation keyed `missing %lld`.
                        let missing = "missing \(index % 40)"
                        if localizer.string(missing) != missing { failures += 1 }
                    }
                    return failures
                }
            }
            var total = 0
            for await failures in group { total += failures }
            return total
        }
        #expect(failures == 0)
    }

    @Test func defaultValueOfACachedMissingKey() {
        let localizer = Localizer(folder: URL(fileURLWithPath: "/nonexistent/sanasto"), preferredLanguages: ["fi"])
        #expect(localizer.string("Items: %lld", 3) == "Items: 3")
        #expect(localizer.string("Items: %lld", 3, defaultValue: "%lld kohdetta") == "3 kohdetta")
        #expect(localizer.string("Items: %lld", 4) == "Items: 4")
        #expect(localizer.localizedFormat("Items: %lld", defaultValue: "%lld kohdetta").language == nil)
    }

    @Test func issuesAreReportedOnEveryCachedLookup() throws {
        let log = IssueLog()
        let folder = try TemporaryFolder([
            "en.lproj/Localizable.strings": #""only English" = "Only English";"#,
        ])
        let localizer = Localizer(
            folder: folder.url, developmentLanguage: "en", preferredLanguages: ["fi", "en"], issueHandler: log.handler)
        for _ in 0..<3 {
            #expect(localizer.string("only English") == "Only English")
            #expect(localizer.string("nowhere") == "nowhere")
        }
        #expect(log.issues.filter { $0.kind == .missingKey }.count == 3)
        // A result from the cache carries the lookup's issues each time.
        let other = localizer.with(preferredLanguages: ["fi"])
        #expect(other.result("nowhere").issues.map(\.kind) == [.missingKey])
        #expect(other.result("nowhere").issues.map(\.kind) == [.missingKey])
        let quiet = Localizer(folder: folder.url, developmentLanguage: "en", preferredLanguages: ["fi"])
        #expect(quiet.string("nowhere") == "nowhere")
        #expect(quiet.result("nowhere").issues.map(\.kind) == [.missingKey])
    }

    @Test func unicodeNormalizationOfKeys() throws {
        let folder = try TemporaryFolder(["fi.lproj/Localizable.strings": "\"Kahvil\u{E4}\" = \"Caf\u{E9}\";"])
        let localizer = Localizer(folder: folder.url, developmentLanguage: "fi", preferredLanguages: ["fi"])
        let composed = "Kahvil\u{E4}"
        let decomposed = "Kahvila\u{308}"
        #expect(composed == decomposed)
        for _ in 0..<2 {
            #expect(localizer.string(composed) == "Caf\u{E9}")
            #expect(localizer.string(decomposed) == "Caf\u{E9}")
        }
    }

    @Test func keyHashIsTheSameForEqualSpellings() {
        let literal = "term(s) in category"
        let built = ["term(s)", "in", "category"].joined(separator: " ")
        #expect(Localizer.LookupCache.hash(literal) == Localizer.LookupCache.hash(built))
        #expect(Localizer.LookupCache.hash("a") != Localizer.LookupCache.hash("b"))
        #expect(Localizer.LookupCache.hash("") == Localizer.LookupCache.hash(String()))
    }

    @Test func changingAFormatAfterCreationIsHonoured() {
        var format = LocalizedFormat(
            key: "k", entry: LocalizedEntry(format: "%lld items"), language: "en", locale: "en", device: .other)
        #expect(format(1000) == "1,000 items")
        format.locale = "fi"
        #expect(format(1000) == "1\u{A0}000 items")
        format.entry = LocalizedEntry(value: .plural([.one: .text("%lld kohde"), .other: .text("%lld kohdetta")]))
        #expect(format(1) == "1 kohde")
        #expect(format(1000) == "1\u{A0}000 kohdetta")
        // Russian rules: 21 is `one`.
        format.entry = LocalizedEntry(value: .plural([.one: .text("%lld файл"), .other: .text("%lld файлов")]))
        format.language = "ru"
        #expect(format(21) == "21 файл")
        #expect(format(25) == "25 файлов")
        #expect(format.entry == LocalizedEntry(value: .plural([.one: .text("%lld файл"), .other: .text("%lld файлов")])))
    }
}
