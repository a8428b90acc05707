import Foundation
import Testing
import StringResources
@testable import Localization

/// Catalogs compiled to `.lproj` folders (`.strings` + `.stringsdict`, as `xcstringstool compile` writes them) and
/// read back through the `Localizer`, device variations included.
@Suite struct CompiledCatalogTests {
    /// Compiles `catalog` into a new temporary folder as table `table`.
    static func compiled(_ catalog: StringCatalog, table: String = "Localizable") throws -> TemporaryFolder {
        let folder = try TemporaryFolder([:])
        try CatalogCompilation(catalog: catalog).write(to: folder.url, tableName: table)
        return folder
    }

    static let terminology = Result { try compiled(StringCatalog(contentsOf: packageRoot.appendingPathComponent("Examples/Terminology/Localizable.xcstrings"))) }

    @Test(arguments: [
        (DeviceClass.mac, "en", "Click a term to see its definition"),
        (.other, "en", "Tap a term to see its definition"),
        (.mac, "fi", "Napsauta termiä nähdäksesi sen määritelmän"),
        (.other, "fi", "Napauta termiä nähdäksesi sen määritelmän"),
        (.mac, "tr", "Tanımını görmek için bir terime tıklayın"),
        (.other, "tr", "Tanımını görmek için bir terime dokunun"),
        // Devices the catalog does not name take `other`.
        (.iphone, "fi", "Napauta termiä nähdäksesi sen määritelmän"),
    ])
    func terminologyDeviceVariation(_ device: DeviceClass, _ language: String, _ expected: String) throws {
        let folder = try Self.terminology.get()
        // The compiled files really hold the device entry, and it parses.
        let dictionary = try StringsDictionary(contentsOf: folder.url.appendingPathComponent("\(language).lproj/Localizable.stringsdict"))
        #expect(dictionary["Tap a term to see its definition"]?.deviceVariants != nil)
        let log = IssueLog()
        let localizer = Localizer(folder: folder.url, preferredLanguages: [language], device: device, issueHandler: log.handler)
        #expect(localizer.string("Tap a term to see its definition") == expected)
        #expect(log.issues.isEmpty, "\(log.issues)")
    }

    @Test(arguments: [("en", 0, "No terms in this category"), ("fi", 1, "Kategoriassa on yksi termi"), ("tr", 40, "Kategoride 40 terim var")])
    func otherEntriesOfTheCompiledTableStillWork(_ language: String, _ count: Int, _ expected: String) throws {
        let folder = try Self.terminology.get()
        let log = IssueLog()
        let localizer = Localizer(folder: folder.url, preferredLanguages: [language], device: .mac, issueHandler: log.handler)
        #expect(localizer.string("term(s) in category", count) == expected)
        #expect(log.issues.isEmpty, "\(log.issues)")
    }

    /// A plural per device: both devices compile to a variable named `arg1`, with different forms.
    static let pluralPerDevice = #"""
    { "sourceLanguage" : "en", "strings" : { "synced" : { "localizations" : { "en" : { "variations" : { "device" : {
      "mac" : { "variations" : { "plural" : {
        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld term synced to this Mac" } },
        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld terms synced to this Mac" } } } } },
      "other" : { "variations" : { "plural" : {
        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld term synced" } },
        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld terms synced" } } } } },
      "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Synced" } } } } } } } }, "version" : "1.0" }
    """#

    @Test(arguments: [
        (DeviceClass.mac, 1, "1 term synced to this Mac"),
        (.mac, 5, "5 terms synced to this Mac"),
        (.other, 1, "1 term synced"),
        (.iphone, 5, "5 terms synced"),
        (.ipad, 5, "Synced"),
    ])
    func aPluralPerDevice(_ device: DeviceClass, _ count: Int, _ expected: String) throws {
        let folder = try Self.compiled(StringCatalog(text: Self.pluralPerDevice))
        let log = IssueLog()
        let localizer = Localizer(folder: folder.url, preferredLanguages: ["en"], device: device, issueHandler: log.handler)
        #expect(localizer.string("synced", count) == expected)
    }
}
