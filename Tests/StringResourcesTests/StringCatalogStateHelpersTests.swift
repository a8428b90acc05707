import Testing
@testable import StringResources

/// The cheap state tests the lint checks use agree with comparing the raw values as `String` does.
@Suite struct StringCatalogStateHelpersTests {
    @Test(arguments: ["translated", "new", "needs_review", "stale", "machine_translated", "Translated", "translate", "translatedd", ""])
    func isTranslatedIsEquality(rawValue: String) {
        let state = CatalogStringUnit.State(rawValue: rawValue)
        #expect(state.isTranslated == (state == .translated))
    }

    @Test(arguments: ["stale", "manual", "extracted_with_value", "migrated", "Stale", "stal", "stales", ""])
    func isStaleIsEquality(rawValue: String) {
        let state = CatalogEntry.ExtractionState(rawValue: rawValue)
        #expect(state.isStale == (state == .stale))
    }

    /// A localization has variations or substitutions exactly when either getter says so (unknown fields alone do
    /// not count, though they make a box).
    @Test(arguments: [
        (CatalogLocalization("a"), false),
        (CatalogLocalization(variations: CatalogVariations(plural: ["other": CatalogLocalization("b")])), true),
        (CatalogLocalization(substitutions: ["n": CatalogSubstitution(argNum: 1, formatSpecifier: "lld")]), true),
        (CatalogLocalization(unknownFields: [JSONMember(key: "future", value: JSONValue(.number("1")))]), false),
        (CatalogLocalization(variations: CatalogVariations(device: ["mac": CatalogLocalization("c")]), unknownFields: [JSONMember(key: "x", value: JSONValue(.number("2")))]), true),
    ])
    func hasVariationsOrSubstitutions(localization: CatalogLocalization, expected: Bool) {
        #expect(localization.hasVariationsOrSubstitutions == expected)
        #expect(localization.hasVariationsOrSubstitutions == (localization.variations != nil || localization.substitutions != nil))
    }
}
