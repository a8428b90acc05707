import StringResources
import Testing
@testable import XCStringsKit

@Suite struct XLIFFUnitIDTests {
    typealias Step = CatalogStringUnitLeaf.Step

    @Test(arguments: [
        ("term(s)", [], "term(s)"),
        ("term(s)", [.plural("one")], "term(s)|==|plural.one"),
        ("Tap", [.device("iphone")], "Tap|==|device.iphone"),
        ("chained", [.device("iphone"), .plural("other")], "chained|==|device.iphone.plural.other"),
        ("multi", [.substitution("BIRDS"), .plural("one")], "multi|==|substitutions.BIRDS.plural.one"),
        ("sub", [.substitution("DOT.NAME"), .plural("few")], "sub|==|substitutions.@DOT.NAME@.plural.few"),
        ("name_é", [.substitution("é"), .plural("other")], "name_é|==|substitutions.é.plural.other"),
        ("varied|==|key", [.plural("one")], "varied|==|key|==|plural.one"),
    ] as [(String, [Step], String)])
    func spellsXcodesIDs(_ key: String, _ path: [Step], _ id: String) {
        #expect(XLIFFUnitID.make(key: key, path: path) == id)
        if !path.isEmpty {
            let suffix = id[id.index(id.startIndex, offsetBy: key.count + 4)...]
            #expect(XLIFFUnitID.path(fromSuffix: suffix) == path)
        }
    }

    @Test(arguments: [
        "word", "unknown.x", "plural", "plural.", "plural.some", "device.phone", "plural.one.", "substitutions.X",
        "substitutions..plural.one", "substitutions.@@.plural.one", "substitutions.@A.plural.one",
        "plural.one.plural.other", "device.mac.device.ipad", "plural.one.substitutions.X.plural.one", "",
    ])
    func rejectsWhatIsNoPath(_ suffix: String) {
        #expect(XLIFFUnitID.path(fromSuffix: Substring(suffix)) == nil)
    }

    @Test func readsEveryWay() {
        let readings = XLIFFUnitID.readings(of: "varied|==|key|==|plural.one")
        #expect(readings.map(\.key) == ["varied|==|key|==|plural.one", "varied|==|key"])
        #expect(readings.map(\.path) == [[], [.plural("one")]])
        #expect(XLIFFUnitID.readings(of: "literal|==|text").map(\.key) == ["literal|==|text"])
    }
}

@Suite struct XLIFFTextTests {
    static let substitutions: CatalogDictionary<CatalogSubstitution> = [
        "BIRDS": CatalogSubstitution(argNum: 1, formatSpecifier: "lld"),
        "YARDS": CatalogSubstitution(argNum: 2, formatSpecifier: "lf"),
        "DOT.NAME": CatalogSubstitution(argNum: 3, formatSpecifier: "@"),
    ]

    @Test(arguments: [
        ("Birds %#@BIRDS@ yards %#@YARDS@", nil, "Birds %1$#@BIRDS@ yards %2$#@YARDS@"),
        ("Yards %2$#@YARDS@ birds %1$#@BIRDS@", nil, "Yards %2$#@YARDS@ birds %1$#@BIRDS@"),
        ("en %#@DOT.NAME@", nil, "en %3$#@DOT.NAME@"),
        ("%#@UNKNOWN@ stays", nil, "%#@UNKNOWN@ stays"),
        ("%arg birds", "BIRDS", "%1$lld birds"),
        ("%arg yards, 100%%arg", "YARDS", "%2$lf yards, 100%%arg"),
        ("%lld birds", "BIRDS", "%lld birds"),
        ("no specifiers", nil, "no specifiers"),
    ] as [(String, String?, String)])
    func exportsAsXcodeWritesThem(_ value: String, _ substitution: String?, _ xliff: String) {
        #expect(XLIFFText.exported(value, substitutions: Self.substitutions, in: substitution) == xliff)
        #expect(XLIFFText.exported(value, substitutions: nil, in: substitution) == value)
    }

    @Test(arguments: [
        ("Birds %1$#@BIRDS@ yards %2$#@YARDS@", nil, "Birds %#@BIRDS@ yards %#@YARDS@"),
        ("Yards %2$#@YARDS@ birds %1$#@BIRDS@", nil, "Yards %#@YARDS@ birds %#@BIRDS@"),
        // A position that is not the substitution's argNum is the translator's, and stays.
        ("Birds %2$#@BIRDS@", nil, "Birds %2$#@BIRDS@"),
        ("%1$lld lintua", "BIRDS", "%arg lintua"),
        ("%1$lld lintua, %2$@", "BIRDS", "%arg lintua, %2$@"),
        ("%2$lld lintua", "BIRDS", "%2$lld lintua"),
    ] as [(String, String?, String)])
    func importsBack(_ xliff: String, _ substitution: String?, _ value: String) {
        #expect(XLIFFText.imported(xliff, substitutions: Self.substitutions, in: substitution) == value)
    }
}

@Suite struct XLIFFStateMappingTests {
    @Test(arguments: [
        (CatalogStringUnit.State.translated, "translated", nil),
        (.needsReview, "needs-review-l10n", nil),
        (.new, "new", nil),
        (.machineTranslated, "translated", "leveraged-mt"),
        (.stale, "x-stale", nil),
        (CatalogStringUnit.State(rawValue: "reviewed_by_robot"), "x-reviewed_by_robot", nil),
    ] as [(CatalogStringUnit.State, String, String?)])
    func roundTrips(_ state: CatalogStringUnit.State, _ xliff: String, _ qualifier: String?) {
        let exported = XLIFFStateMapping.exported(state)
        #expect(exported.state?.rawValue == xliff)
        #expect(exported.qualifier == qualifier)
        #expect(XLIFFStateMapping.imported(exported.state, qualifier: exported.qualifier) == state)
    }

    @Test(arguments: [
        ("translated", nil, CatalogStringUnit.State.translated),
        ("final", nil, .translated),
        ("signed-off", nil, .translated),
        ("translated", "mt-suggestion", .machineTranslated),
        ("needs-review-translation", nil, .needsReview),
        ("needs-review-adaptation", nil, .needsReview),
        ("needs-l10n", nil, .needsReview),
        ("needs-adaptation", nil, .needsReview),
        ("new", nil, .new),
        ("needs-translation", nil, .new),
    ] as [(String, String?, CatalogStringUnit.State)])
    func importsEveryXLIFFState(_ xliff: String, _ qualifier: String?, _ state: CatalogStringUnit.State) {
        #expect(XLIFFStateMapping.imported(XLIFFUnit.State(rawValue: xliff), qualifier: qualifier) == state)
    }

    @Test func targetWithoutStateIsTranslatedAndUnknownStatesAreRefused() {
        #expect(XLIFFStateMapping.imported(nil, qualifier: nil) == .translated)
        #expect(XLIFFStateMapping.imported(XLIFFUnit.State(rawValue: "vendor-state"), qualifier: nil) == nil)
        #expect(XLIFFStateMapping.imported(XLIFFUnit.State(rawValue: "x-"), qualifier: nil) == nil)
    }
}
