import Testing
@testable import StringResources

@Suite struct ValidationVariationsWalkerTests {
    private static func forms(_ names: [String], nested: [String: CatalogVariations] = [:]) -> CatalogDictionary<CatalogLocalization> {
        CatalogDictionary(names.map { name in
            (name, nested[name].map { CatalogLocalization(variations: $0) } ?? CatalogLocalization("\(name) text"))
        })
    }

    /// Every `variations` object in document order, outermost first, the localization's own before the substitutions'.
    @Test(arguments: [
        (CatalogLocalization("plain"), [String]()),
        (CatalogLocalization(variations: CatalogVariations(plural: forms(["one", "other"]))), ["[] plural"]),
        (CatalogLocalization(variations: CatalogVariations(
            plural: forms(["one", "other"], nested: ["other": CatalogVariations(device: forms(["mac", "other"]))]),
            device: forms(["iphone", "other"], nested: ["iphone": CatalogVariations(plural: forms(["one"]))]))),
         ["[] plural device", "[plural:other] device", "[device:iphone] plural"]),
        (CatalogLocalization(
            stringUnit: CatalogStringUnit(value: "%#@a@ %#@b@"), variations: CatalogVariations(device: forms(["mac"])),
            substitutions: CatalogDictionary([
                ("a", CatalogSubstitution(formatSpecifier: "lld", variations: CatalogVariations(plural: forms(["other"])))),
                ("none", CatalogSubstitution(formatSpecifier: "lld")),
                ("b", CatalogSubstitution(variations: CatalogVariations(
                    plural: forms(["one"], nested: ["one": CatalogVariations(plural: forms(["few"]))])))),
            ])),
         ["[] device", "[substitution:a] plural", "[substitution:b] plural", "[substitution:b › plural:one] plural"]),
    ])
    func visitsEveryVariationsInOrder(localization: CatalogLocalization, expected: [String]) {
        var visits: [String] = []
        [localization].withUnsafeBufferPointer { localizations in
            ValidationVariationsWalker.forEach(in: localizations, at: 0) { visit in
                let kinds = (visit.hasPlural ? " plural" : "") + (visit.hasDevice ? " device" : "")
                #expect(visit.hasPlural == (visit.plural != nil))
                visits.append("[\(visit.path.map(\.description).joined(separator: " › "))]" + kinds)
            }
        }
        #expect(visits == expected)
    }
}
