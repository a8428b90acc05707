import Foundation
import StringResources
import Testing
import _SanastoTestSupport
@testable import XCStringsKit

@Suite struct XLIFFImporterTests {
    static let matrixPath = CatalogFixtures.xliff.appendingPathComponent("Matrix.xcstrings").path

    /// The exported document of the matrix in `locale`, with `edit` applied to its units.
    static func document(_ locale: String, _ edit: (inout [XLIFFUnit]) -> Void) throws -> (XLIFFDocument, XLIFFExporter.Catalog) {
        let catalog = try CatalogFixtures.read(matrixPath)
        var (document, _) = try XLIFFExporter().document([catalog], locale: locale)
        edit(&document.files[0].units)
        return (document, catalog)
    }

    static func importing(_ locale: String, partial: Bool = false, _ edit: (inout [XLIFFUnit]) -> Void) throws -> XLIFFImporter.Result {
        let (document, catalog) = try document(locale, edit)
        let results = try XLIFFImporter(isPartial: partial).plan(document, from: "\(locale).xliff", into: [catalog])
        return try #require(results.first)
    }

    static func setTarget(_ id: String, _ target: String?, state: String? = nil, qualifier: String? = nil, in units: inout [XLIFFUnit]) {
        guard let index = units.firstIndex(where: { $0.id == id }) else {
            Issue.record("no unit \(id)")
            return
        }
        units[index].target = target
        units[index].state = state.map(XLIFFUnit.State.init(rawValue:))
        units[index].stateQualifier = qualifier
    }

    static func unit(_ result: XLIFFImporter.Result, _ key: String, _ locale: String, _ path: [String] = []) -> CatalogStringUnit? {
        var localization = result.catalog.strings[key]?.localizations[locale]
        var steps = path[...]
        while let kind = steps.first {
            steps = steps.dropFirst()
            guard let name = steps.first else { return nil }
            steps = steps.dropFirst()
            switch kind {
            case "plural": localization = localization?.variations?.plural?[name]
            case "device": localization = localization?.variations?.device?[name]
            default: localization = localization?.substitutions?[name].map { CatalogLocalization(variations: $0.variations) }
            }
        }
        return localization?.stringUnit
    }

    @Test func changedTargetsAreApplied() throws {
        let result = try Self.importing("fr") { units in
            Self.setTarget("simple", "Sauvegarder", state: "translated", in: &units)
            Self.setTarget("state_new", "Nouveau", state: "translated", in: &units)
            Self.setTarget("plural|==|plural.one", "%lld mot", state: "needs-review-translation", in: &units)
            Self.setTarget("device|==|device.mac", "Cliquez ici", in: &units)
            Self.setTarget("state_machine", "Machine revue", state: "signed-off", in: &units)
        }
        #expect(result.isChanged && result.isWritten)
        #expect(result.appliedCount == 5)
        #expect(result.errors.isEmpty && result.warnings.isEmpty)
        #expect(Self.unit(result, "simple", "fr") == CatalogStringUnit(state: .translated, value: "Sauvegarder"))
        #expect(Self.unit(result, "state_new", "fr") == CatalogStringUnit(state: .translated, value: "Nouveau"))
        #expect(Self.unit(result, "plural", "fr", ["plural", "one"]) == CatalogStringUnit(state: .needsReview, value: "%lld mot"))
        // A target without a state is a translation, as Xcode reads it.
        #expect(Self.unit(result, "device", "fr", ["device", "mac"]) == CatalogStringUnit(state: .translated, value: "Cliquez ici"))
        #expect(Self.unit(result, "state_machine", "fr") == CatalogStringUnit(state: .translated, value: "Machine revue"))
    }

    @Test func aChangedStateAloneIsApplied() throws {
        let result = try Self.importing("fr") { units in
            Self.setTarget("state_review", "Revoir", state: "translated", in: &units)
            Self.setTarget("simple", "Enregistrer", state: "needs-review-l10n", in: &units)
            // The same text and no state: nothing to change.
            Self.setTarget("device|==|device.iphone", "Touchez", in: &units)
        }
        #expect(result.appliedCount == 2)
        #expect(result.unchangedCount > 0)
        #expect(Self.unit(result, "state_review", "fr")?.state == .translated)
        #expect(Self.unit(result, "simple", "fr")?.state == .needsReview)
        #expect(Self.unit(result, "device", "fr", ["device", "iphone"])?.state == .translated)
    }

    /// A language the catalog lacks: units export wrote without targets create its strings, plural variations and
    /// substitutions (from the source's metadata).
    @Test func newLanguageIsCreated() throws {
        let result = try Self.importing("uk") { units in
            Self.setTarget("simple", "Зберегти", in: &units)
            for (category, text) in [("one", "%lld файл"), ("few", "%lld файли"), ("many", "%lld файлів"), ("other", "%lld файлу")] {
                Self.setTarget("source_only_plural|==|plural.\(category)", text, in: &units)
            }
            Self.setTarget("substitution", "%2$#@YARDS@: %1$#@BIRDS@", in: &units)
            Self.setTarget("substitution|==|substitutions.BIRDS.plural.one", "%1$lld птах", in: &units)
        }
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.appliedCount == 7)
        #expect(Self.unit(result, "simple", "uk")?.value == "Зберегти")
        #expect(Set(result.catalog.strings["source_only_plural"]?.localizations["uk"]?.variations?.plural?.keys ?? []) == ["one", "few", "many", "other"])
        // Positions Xcode wrote for the substitutions are the catalog's argNums, so the catalog gets `%#@name@`.
        #expect(Self.unit(result, "substitution", "uk")?.value == "%#@YARDS@: %#@BIRDS@")
        let substitutions = try #require(result.catalog.strings["substitution"]?.localizations["uk"]?.substitutions)
        #expect(substitutions["BIRDS"]?.argNum == 1 && substitutions["BIRDS"]?.formatSpecifier == "lld")
        #expect(Self.unit(result, "substitution", "uk", ["substitutions", "BIRDS", "plural", "one"]) == CatalogStringUnit(state: .translated, value: "%arg птах"))
        // The forms not translated yet are the source's, in state new.
        #expect(Self.unit(result, "substitution", "uk", ["substitutions", "YARDS", "plural", "other"]) == CatalogStringUnit(state: .new, value: "%arg yards"))
    }

    @Test func mismatchedSpecifiersAreRefusedAndNothingIsWritten() throws {
        let result = try Self.importing("fr") { units in
            Self.setTarget("simple", "Sauvegarder", in: &units)
            Self.setTarget("Key used as value %@", "Clé %lld", in: &units)
            Self.setTarget("varied_source_simple_target", "jours", in: &units)
            Self.setTarget("substitution", "%2$#@YARDS@ : %3$@", in: &units)
            Self.setTarget("plural|==|plural.one", "un terme", in: &units)
        }
        #expect(result.errors.map(\.message) == [
            "unit \"Key used as value %@\": the target formats argument 1 as %lld (signed integer) but the source as %@ (object)",
            "unit \"substitution\": the target uses argument 3 (%3$@), which the source does not have",
            "unit \"varied_source_simple_target\": the target does not use argument 1 (%lld) of the source",
        ])
        #expect(result.errors.allSatisfy { $0.location?.file == "fr.xliff" })
        #expect(result.isChanged == false || result.isWritten == false)
        #expect(!result.isWritten)
        #expect(result.catalog == (try CatalogFixtures.read(Self.matrixPath)).catalog)
    }

    @Test func partialImportAppliesWhatItCan() throws {
        let result = try Self.importing("fr", partial: true) { units in
            Self.setTarget("simple", "Sauvegarder", in: &units)
            Self.setTarget("Key used as value %@", "Clé %lld", in: &units)
        }
        #expect(result.errors.count == 1)
        #expect(result.isWritten)
        #expect(Self.unit(result, "simple", "fr")?.value == "Sauvegarder")
        #expect(Self.unit(result, "Key used as value %@", "fr") == nil)
    }

    @Test func unitsThatCannotApplyAreSkippedWithAWarning() throws {
        let result = try Self.importing("fr") { units in
            units.append(XLIFFUnit(id: "removed since", source: "Gone", target: "Parti"))
            units.append(XLIFFUnit(id: "dont_translate", source: "Sanasto", target: "Sanasto FR"))
            Self.setTarget("simple", "Sauvegarder", in: &units)
            if let index = units.firstIndex(where: { $0.id == "simple" }) { units[index].source = "Save as" }
        }
        #expect(result.warnings.map(\.message) == [
            "unit \"removed since\": the catalog has no such key (any more); skipped",
            "unit \"simple\": its source changed since the export (now \"Save\"); its translation is skipped",
            "unit \"dont_translate\": \"dont_translate\" is marked \"Don't translate\"; skipped",
        ])
        #expect(result.errors.isEmpty)
        #expect(!result.isChanged)
    }

    @Test func refusals() throws {
        let result = try Self.importing("fr") { units in
            Self.setTarget("simple", "Sauvegarder", state: "vendor-approved", in: &units)
            // A plain string that would also vary by plural, and a plural that would get a plain value.
            units.append(XLIFFUnit(id: "varied_source_simple_target|==|plural.one", source: "%lld day", target: "%lld jour"))
            units.append(XLIFFUnit(id: "plural", source: "%lld terms", target: "%lld termes"))
        }
        #expect(result.warnings.map(\.message) == ["unit \"simple\": the state \"vendor-approved\" is not an XLIFF 1.2 state; imported as translated"])
        #expect(result.errors.map(\.message) == [
            "unit \"plural\": the translation varies here; an unvaried string would hide its variations",
            "unit \"varied_source_simple_target|==|plural.one\": the translation is an unvaried string; it does not vary by plural here",
        ])
        #expect(!result.isWritten)
    }

    /// A unit is found by the id export writes for it; an id two keys share, or one export did not write that reads
    /// as two keys, is refused.
    @Test func idsAreFoundAsExportWroteThemAndAmbiguousOnesAreRefused() throws {
        let text = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "count": {"localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}}}},
              "count|==|plural.one": {"extractionState": "stale", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "x"}}}},
              "name": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Name"}}}},
              "name|==|device.mac": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Mac"}}}},
              "a": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "A"}}}},
              "a|==|plural.one": {"localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "one"}},
                "other": {"stringUnit": {"state": "translated", "value": "other"}}}}}}}}}
            """#
        let catalog = XLIFFExporter.Catalog(path: "C.xcstrings", original: "C.xcstrings", catalog: try StringCatalog(text: text), bytes: Array(text.utf8))
        var exported = try XLIFFExporter().document([catalog], locale: "fi").document
        Self.setTarget("name|==|device.mac", "Mac FI", in: &exported.files[0].units)
        // The live key's plural form, not the stale key.
        Self.setTarget("count|==|plural.one", "%lld kohde", in: &exported.files[0].units)
        exported.files[0].units.append(XLIFFUnit(id: "a|==|plural.one", source: "one", target: "yksi"))
        let result = try #require(try XLIFFImporter(isPartial: true).plan(exported, from: "fi.xliff", into: [catalog]).first)
        #expect(Self.unit(result, "count", "fi", ["plural", "one"])?.value == "%lld kohde")
        #expect(result.catalog.strings["count|==|plural.one"]?.localizations["fi"] == nil)
        // The literal key export wrote is found as such, not as "name" on a Mac.
        #expect(Self.unit(result, "name|==|device.mac", "fi")?.value == "Mac FI")
        #expect(result.catalog.strings["name"]?.localizations["fi"] == nil)
        #expect(result.errors.map(\.message) == [
            "unit \"a|==|plural.one\": the id reads as \"a|==|plural.one\" and \"a\" › plural.one; rename one of the keys",
        ])
    }

    @Test func filesAreMatchedToTheirCatalogs() throws {
        let a = XLIFFExporter.Catalog(path: "/p/App/Localizable.xcstrings", original: "App/Localizable.xcstrings", catalog: StringCatalog(sourceLanguage: "en"), bytes: [])
        let b = XLIFFExporter.Catalog(path: "/p/Kit/Localizable.xcstrings", original: "Kit/Localizable.xcstrings", catalog: StringCatalog(sourceLanguage: "en"), bytes: [])
        let c = XLIFFExporter.Catalog(path: "/p/Kit/InfoPlist.xcstrings", original: "Kit/InfoPlist.xcstrings", catalog: StringCatalog(sourceLanguage: "en"), bytes: [])
        #expect(XLIFFImporter.catalogIndex(for: "Kit/Localizable.xcstrings", in: [a, b, c]) == 1)
        #expect(XLIFFImporter.catalogIndex(for: "Project/Kit/Localizable.xcstrings", in: [a, b, c]) == nil)
        #expect(XLIFFImporter.catalogIndex(for: "Localizable.xcstrings", in: [a, b, c]) == nil)
        #expect(XLIFFImporter.catalogIndex(for: "Elsewhere/InfoPlist.xcstrings", in: [a, b, c]) == 2)
        let document = XLIFFDocument(files: [XLIFFFile(original: "Nowhere.xcstrings", sourceLanguage: "en", targetLanguage: "fi")])
        #expect(throws: XCStringsError.self) { try XLIFFImporter().plan(document, from: "fi.xliff", into: [a, b]) }
        let source = XLIFFDocument(files: [XLIFFFile(original: "App/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "en")])
        #expect(throws: XCStringsError.self) { try XLIFFImporter().plan(source, from: "en.xliff", into: [a]) }
        let noTarget = XLIFFDocument(files: [XLIFFFile(original: "App/Localizable.xcstrings", sourceLanguage: "en")])
        #expect(throws: XCStringsError.self) { try XLIFFImporter().plan(noTarget, from: "x.xliff", into: [a]) }
    }

    /// An import applied, exported again and imported again changes nothing more.
    @Test func importIsIdempotent() throws {
        let (document, catalog) = try Self.document("fr") { units in
            Self.setTarget("simple", "Sauvegarder", in: &units)
            Self.setTarget("only_other|==|plural.one", "%lld seconde", in: &units)
            Self.setTarget("substitution", "%1$#@BIRDS@ et %2$#@YARDS@", in: &units)
        }
        let first = try #require(try XLIFFImporter().plan(document, from: "fr.xliff", into: [catalog]).first)
        #expect(first.appliedCount == 3)
        var updated = catalog
        updated.catalog = first.catalog
        let again = try #require(try XLIFFImporter().plan(document, from: "fr.xliff", into: [updated]).first)
        #expect(!again.isChanged)
        let reexported = try XLIFFExporter().document([updated], locale: "fr").document
        let units = Dictionary(reexported.files[0].units.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(units["substitution"]?.target == "%1$#@BIRDS@ et %2$#@YARDS@")
        #expect(units["only_other|==|plural.one"]?.target == "%lld seconde")
    }
}
