import Foundation
import Testing
@testable import Localization

@Suite struct LocalizedResourceTests {
    @Test func interpolationKeysLikeApple() {
        let text = "kissa"
        let count = 3
        let ratio = 0.5
        let resource: LocalizedResource = "Eklendi: \(text)"
        #expect(resource.key == "Eklendi: %@")
        #expect(resource.arguments == [.string("kissa")])
        let value: LocalizedResource.Value = "\(count) of \(ratio) at 100% for \(UInt(7)) \(Int32(2)) \(Float(1.5)) \(true)"
        #expect(value.key == "%lld of %lf at 100%% for %llu %d %f %@")
        #expect(value.arguments == [.int(3), .double(0.5), .uint(7), .int(2), .double(1.5), .string("true")])
        let formatted: LocalizedResource.Value = "\(ratio, specifier: "%.1f")"
        #expect(formatted.key == "%.1f")
    }

    @Test func plainLiteralKeepsItsFormat() {
        let resource: LocalizedResource = "Done"
        #expect(resource.key == "Done")
        #expect(resource.arguments.isEmpty)
        #expect(resource.table == nil)
    }

    @Test func resolvesThroughAGivenLocalizer() throws {
        let folder = try TemporaryFolder([
            "Localizable.xcstrings": catalogJSON(key: "Eklendi: %@", [("en", "translated", "Added: %@"), ("tr", "translated", "Eklendi: %@"), ("fi", "translated", "Lisätty: %@")]),
        ])
        let localizer = Localizer(folder: folder.url, preferredLanguages: ["fi"])
        let text = "kissa"
        let resource = LocalizedResource("Eklendi: \(text)", comment: "Toast after adding a term", source: .localizer(localizer))
        #expect(resource.resolved().string == "Lisätty: kissa")
        #expect(resource.resolved(language: "tr").string == "Eklendi: kissa")
        #expect(String(localizedResource: resource) == "Lisätty: kissa")
        #expect("\(resource)" == "Lisätty: kissa")
        #expect(localizer.string(LocalizedResource("Eklendi: \(text)"), language: "en") == "Added: kissa")
        let viaFolder = LocalizedResource("Eklendi: \(text)", source: .folder(folder.url), language: "en")
        #expect(viaFolder.resolved().string == "Added: kissa")
    }

    @Test func defaultValueWhenMissing() {
        let localizer = Localizer(folder: URL(fileURLWithPath: "/nonexistent"), preferredLanguages: ["fi"])
        let resource = LocalizedResource("greeting.key", defaultValue: "Hello, \("Aino")!", source: .localizer(localizer))
        let result = resource.resolved()
        #expect(result.string == "Hello, Aino!")
        #expect(result.issues.map(\.kind) == [.missingKey])
    }

    @Test func equality() {
        #expect(LocalizedResource("a", table: "T") == LocalizedResource("a", table: "T"))
        #expect(LocalizedResource("a", table: "T") != LocalizedResource("a", table: "U"))
        #expect(LocalizedResource("a", source: .folder(URL(fileURLWithPath: "/x"))) != LocalizedResource("a"))
    }
}
