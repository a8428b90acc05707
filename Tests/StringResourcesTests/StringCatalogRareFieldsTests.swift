import Testing
@testable import StringResources

/// The out-of-line box of a localization's and a string unit's rarely present fields: the nodes keep value
/// semantics and compare by content, whether a field is set by an initializer, a setter or the reader.
@Suite struct StringCatalogRareFieldsTests {
    static let member = JSONMember(key: "future", value: JSONValue(.number("1")))
    static let variations = CatalogVariations(plural: ["one": CatalogLocalization("a"), "other": CatalogLocalization("b")])
    static let substitutions: CatalogDictionary<CatalogSubstitution> = ["n": CatalogSubstitution(argNum: 1, formatSpecifier: "lld")]

    /// Which field a case sets.
    enum Field: String, CaseIterable, CustomTestStringConvertible {
        case variations, substitutions, unknownFields
        var testDescription: String { rawValue }
    }

    static func setting(_ field: Field, on localization: inout CatalogLocalization) {
        switch field {
        case .variations: localization.variations = variations
        case .substitutions: localization.substitutions = substitutions
        case .unknownFields: localization.unknownFields = [member]
        }
    }

    static func initialized(with field: Field) -> CatalogLocalization {
        switch field {
        case .variations: CatalogLocalization(variations: variations)
        case .substitutions: CatalogLocalization(substitutions: substitutions)
        case .unknownFields: CatalogLocalization(unknownFields: [member])
        }
    }

    @Test func makeGivesNoBoxWhenNothingIsSet() {
        #expect(StringCatalogRareFields.make() == nil)
        #expect(StringCatalogRareFields.make(unknownFields: []) == nil)
        #expect(StringCatalogRareFields.make(variations: Self.variations) != nil)
        #expect(StringCatalogRareFields.make(substitutions: Self.substitutions) != nil)
        #expect(StringCatalogRareFields.make(unknownFields: [Self.member]) != nil)
    }

    @Test(arguments: Field.allCases)
    func settingAFieldEqualsInitializingIt(_ field: Field) {
        var set = CatalogLocalization("x")
        Self.setting(field, on: &set)
        var initialized = Self.initialized(with: field)
        initialized.stringUnit = CatalogStringUnit(value: "x")
        #expect(set == initialized)
        #expect(set.hashValue == initialized.hashValue)
        #expect(set.variations == (field == .variations ? Self.variations : nil))
        #expect(set.substitutions == (field == .substitutions ? Self.substitutions : nil))
        #expect(set.unknownFields == (field == .unknownFields ? [Self.member] : []))
    }

    @Test(arguments: Field.allCases)
    func aCopyKeepsItsValueWhenTheOriginalChanges(_ field: Field) {
        var original = Self.initialized(with: field)
        let copy = original
        original.variations = nil
        original.substitutions = nil
        original.unknownFields = []
        #expect(copy == Self.initialized(with: field))
        #expect(original == CatalogLocalization())
        #expect(original.hashValue == CatalogLocalization().hashValue)
        #expect(copy != original)
    }

    @Test(arguments: Field.allCases)
    func settingOneFieldKeepsTheOthers(_ field: Field) {
        var localization = CatalogLocalization(variations: Self.variations, substitutions: Self.substitutions, unknownFields: [Self.member])
        switch field {
        case .variations: localization.variations = nil
        case .substitutions: localization.substitutions = nil
        case .unknownFields: localization.unknownFields = []
        }
        #expect((localization.variations != nil) == (field != .variations))
        #expect((localization.substitutions != nil) == (field != .substitutions))
        #expect(localization.unknownFields.isEmpty == (field == .unknownFields))
    }

    @Test(arguments: [
        (#"{"stringUnit":{"state":"translated","value":"a"}}"#, CatalogLocalization("a")),
        (#"{"stringUnit":{"state":"translated","value":"a","z":1}}"#,
         CatalogLocalization(stringUnit: CatalogStringUnit(value: "a", unknownFields: [JSONMember(key: "z", value: JSONValue(.number("1")))]))),
        (#"{"future":1}"#, CatalogLocalization(unknownFields: [member])),
        (#"{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"a"}},"other":{"stringUnit":{"state":"translated","value":"b"}}}}}"#,
         CatalogLocalization(variations: variations)),
    ])
    func aReadLocalizationEqualsOneMadeInCode(json: String, expected: CatalogLocalization) throws {
        let text = #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"fi":"# + json + "}}}}"
        let read = try #require(try StringCatalog(text: text).strings["k"]?.localizations["fi"])
        #expect(read == expected)
        #expect(read.hashValue == expected.hashValue)
        #expect(read.sourceOffset != nil)
    }

    @Test(arguments: [[], [member], [member, JSONMember(key: "other", value: JSONValue(.null))]])
    func aStringUnitsUnknownFieldsRoundTrip(_ fields: [JSONMember]) {
        var unit = CatalogStringUnit(value: "v")
        unit.unknownFields = fields
        #expect(unit.unknownFields == fields)
        #expect(unit == CatalogStringUnit(value: "v", unknownFields: fields))
        #expect(unit.hashValue == CatalogStringUnit(value: "v", unknownFields: fields).hashValue)
        #expect((unit.rare == nil) == fields.isEmpty)
    }
}
