import PluralRules
import Testing
@testable import Localization

/// The seed entry as a model: `%#@terms@` with zero, one and other forms.
let seedEntries: [String: LocalizedEntry] = [
    "fi": LocalizedEntry(value: .text("%#@terms@"), variables: [
        "terms": LocalizedVariable(formatSpecifier: "lld", forms: .plural([
            .zero: .text("Ei termejä tässä kategoriassa"),
            .one: .text("Kategoriassa on yksi termi"),
            .other: .text("Kategoriassa on %lld termiä"),
        ])),
    ]),
    "en": LocalizedEntry(value: .text("%#@terms@"), variables: [
        "terms": LocalizedVariable(formatSpecifier: "lld", forms: .plural([
            .zero: .text("No terms in this category"),
            .one: .text("There is one term in this category"),
            .other: .text("There are %lld terms in this category"),
        ])),
    ]),
]

/// What the seed entry must print, by language and count.
let seedExpectations: [(language: String, count: Int, expected: String)] = [
    ("fi", 0, "Ei termejä tässä kategoriassa"),
    ("fi", 1, "Kategoriassa on yksi termi"),
    ("fi", 2, "Kategoriassa on 2 termiä"),
    ("fi", 40, "Kategoriassa on 40 termiä"),
    ("fi", 1000, "Kategoriassa on 1\u{A0}000 termiä"),
    ("en", 0, "No terms in this category"),
    ("en", 1, "There is one term in this category"),
    ("en", 2, "There are 2 terms in this category"),
    ("en", 40, "There are 40 terms in this category"),
    ("en", 1000, "There are 1,000 terms in this category"),
]

private func format(_ entry: LocalizedEntry, language: String = "en", device: DeviceClass = .other) -> LocalizedFormat {
    LocalizedFormat(key: "k", entry: entry, language: language, locale: language, device: device)
}

private func plural(_ forms: [PluralCategory: String]) -> LocalizedVariants {
    .plural(forms.mapValues { .text($0) })
}

@Suite struct LocalizedFormatTests {
    @Test(arguments: seedExpectations)
    func seedEntry(_ language: String, _ count: Int, _ expected: String) throws {
        let entry = try #require(seedEntries[language])
        let result = format(entry, language: language).result([.int(Int64(count))])
        #expect(result.string == expected)
        #expect(result.issues.isEmpty)
        #expect(String(localizedFormat: format(entry, language: language), count) == expected)
        #expect(format(entry, language: language)(count) == expected)
    }

    @Test(arguments: [
        // Without a zero form English 0 is `other`; with one (even where CLDR has no zero) it takes 0.
        (["one": "%d file", "other": "%d files"], 0, "0 files"),
        (["zero": "no files", "one": "%d file", "other": "%d files"], 0, "no files"),
        (["zero": "no files", "one": "%d file", "other": "%d files"], 1, "1 file"),
        (["zero": "no files", "one": "%d file", "other": "%d files"], 10, "10 files"),
    ] as [([String: String], Int, String)])
    func explicitZero(_ forms: [String: String], _ count: Int, _ expected: String) {
        let variants = plural(Dictionary(uniqueKeysWithValues: forms.map { (PluralCategory(rawValue: $0.key)!, $0.value) }))
        let entry = LocalizedEntry(value: .text("%#@files@"), variables: ["files": LocalizedVariable(forms: variants)])
        #expect(format(entry)(count) == expected)
    }

    @Test func missingFormFallsBackToOther() {
        // Russian 3 is `few`; the entry has no `few` form.
        let entry = LocalizedEntry(value: .text("%#@n@"), variables: [
            "n": LocalizedVariable(forms: plural([.one: "%d файл", .other: "%d файлов"])),
        ])
        let result = format(entry, language: "ru").result([3])
        #expect(result.string == "3 файлов")
        #expect(result.issues.map(\.kind) == [.missingPluralForm("few")])
    }

    @Test(arguments: [
        (DeviceClass.mac, "Click"), (.iphone, "Tap"), (.ipod, "Tap"), (.ipad, "Press"), (.other, "Press"),
        (.applewatch, "Press"),
    ])
    func deviceVariation(_ device: DeviceClass, _ expected: String) {
        let entry = LocalizedEntry(value: .device([.iphone: .text("Tap"), .mac: .text("Click"), .other: .text("Press")]))
        #expect(format(entry, device: device)() == expected)
    }

    @Test func deviceVariationNestingPlural() {
        let entry = LocalizedEntry(value: .device([
            .mac: plural([.one: "Click %lld item", .other: "Click %lld items"]),
            .other: plural([.one: "Tap %lld item", .other: "Tap %lld items"]),
        ]))
        #expect(format(entry, device: .mac)(1) == "Click 1 item")
        #expect(format(entry, device: .iphone)(3) == "Tap 3 items")
    }

    @Test(arguments: [
        (nil, "Greetings and Salutations!"), (0, "Hi!"), (1, "Hi!"), (10, "Hi!"), (20, "Hello!"), (25, "Hello!"),
        (70, "Greetings and Salutations!"), (500, "Greetings and Salutations!"),
    ] as [(Int?, String)])
    func widthVariation(_ width: Int?, _ expected: String) {
        let entry = LocalizedEntry(value: .width([1: .text("Hi!"), 20: .text("Hello!"), 70: .text("Greetings and Salutations!")]))
        var looked = format(entry)
        if let width { looked = looked.fittingWidth(width) }
        #expect(looked() == expected)
        #expect(looked.format == expected)
    }

    @Test func widthVariable() {
        // A width variable reads no argument (its position has none).
        let entry = LocalizedEntry(value: .text("%1$@, %2$#@greeting@"), variables: [
            "greeting": LocalizedVariable(forms: .width([5: .text("hi"), 30: .text("good morning")])),
        ])
        #expect(format(entry).fittingWidth(10).result(["Aino"]) == LocalizedResult(string: "Aino, hi"))
        #expect(format(entry)("Aino") == "Aino, good morning")
    }

    @Test func nestedVariables() {
        let entry = LocalizedEntry(value: .text("%#@files@"), variables: [
            "files": LocalizedVariable(forms: plural([.one: "%lld file in %2$#@folders@", .other: "%lld files in %2$#@folders@"])),
            "folders": LocalizedVariable(formatSpecifier: "lld", forms: plural([.one: "%arg folder", .other: "%arg folders"])),
        ])
        let result = format(entry).result([3, 1])
        #expect(result.string == "3 files in 1 folder")
        #expect(result.issues.isEmpty)
    }

    @Test func unpositionedNestingAfterOtherArguments() {
        // In a form, unpositioned specifiers and variables read on from the variable's own argument.
        let entry = LocalizedEntry(value: .text("%@: %#@files@"), variables: [
            "files": LocalizedVariable(forms: plural([.one: "%lld file in %#@folders@", .other: "%lld files in %#@folders@"])),
            "folders": LocalizedVariable(formatSpecifier: "lld", forms: plural([.one: "%arg folder", .other: "%arg folders"])),
        ])
        let result = format(entry).result(["Docs", 3, 1])
        #expect(result.string == "Docs: 3 files in 1 folder")
        #expect(result.issues.isEmpty)
    }

    @Test(arguments: ["%1#@count@", "%1$#@count@", "%#@count@"])
    func variablePositionWithoutDollar(_ key: String) {
        // DuckDuckGo's files write `%1#@count@`, which Apple reads as `%1$#@count@`.
        let entry = LocalizedEntry(value: .text("100%% sure: " + key), variables: [
            "count": LocalizedVariable(forms: plural([.one: "%d other", .other: "%d others"])),
        ])
        #expect(format(entry)(5) == "100% sure: 5 others")
    }

    @Test func cycleIsReported() {
        let entry = LocalizedEntry(value: .text("%#@a@"), variables: [
            "a": LocalizedVariable(forms: plural([.other: "a %1$#@b@"])),
            "b": LocalizedVariable(forms: plural([.other: "b %1$#@a@"])),
        ])
        let result = format(entry).result([5])
        #expect(result.string == "a b %1$#@a@")
        #expect(result.issues.map(\.kind) == [.variableCycle(["a", "b", "a"])])
    }

    @Test func tooDeepIsReported() {
        var variables: [String: LocalizedVariable] = [:]
        for level in 0..<20 {
            variables["v\(level)"] = LocalizedVariable(forms: plural([.other: "\(level) %1$#@v\(level + 1)@"]))
        }
        let entry = LocalizedEntry(value: .text("%#@v0@"), variables: variables)
        let result = format(entry).result([1])
        #expect(result.issues.contains { $0.kind == .nestingTooDeep(limit: EntryRenderer.depthLimit) })
        #expect(result.string.hasPrefix("0 1 2 3 4 5 6 7 "))
    }

    @Test func unknownVariableStaysVisible() {
        let entry = LocalizedEntry(value: .text("%#@nope@ left"))
        let result = format(entry).result([1])
        #expect(result.string == "%#@nope@ left")
        #expect(result.issues.map(\.kind) == [.unknownVariable("nope")])
    }

    @Test func positionalVariable() {
        let entry = LocalizedEntry(value: .text("%2$#@terms@ / %1$@"), variables: [
            "terms": LocalizedVariable(forms: plural([.one: "yksi termi", .other: "%lld termiä"])),
        ])
        #expect(format(entry, language: "fi")("Kemia", 1000) == "1\u{A0}000 termiä / Kemia")
        #expect(format(entry, language: "fi")("Kemia", 1) == "yksi termi / Kemia")
    }

    @Test func formWithGlobalPositions() {
        // DuckDuckGo's shape: the variable reads argument 1, its form also reads arguments 2 and 3.
        let entry = LocalizedEntry(value: .text("%1$#@count@"), variables: [
            "count": LocalizedVariable(formatSpecifier: "d", forms: plural([
                .zero: "*%2$@ and %3$@* tried", .one: "*%2$@, %3$@* and *1 other* tried",
                .other: "*%2$@, %3$@* and *%d others* tried",
            ])),
        ])
        #expect(format(entry)(5, "A", "B") == "*A, B* and *5 others* tried")
        #expect(format(entry)(0, "A", "B") == "*A and B* tried")
    }

    @Test(arguments: [
        ("fi", 1, "Kemia: 3 kategoriaa, 1 termi"),
        ("fi", 1000, "Kemia: 3 kategoriaa, 1\u{A0}000 termiä"),
        ("en", 1000, "Kemia: 3 kategoriaa, 1,000 termiä"),
    ] as [(String, Int, String)])
    func substitutionsWithArg(_ language: String, _ terms: Int, _ expected: String) {
        let entry = LocalizedEntry(value: .text("%1$@: %2$#@categories@, %3$#@terms@"), variables: [
            "categories": LocalizedVariable(argumentNumber: 2, formatSpecifier: "lld", forms: plural([.one: "%arg kategoria", .other: "%arg kategoriaa"])),
            "terms": LocalizedVariable(argumentNumber: 3, formatSpecifier: "lld", forms: plural([.one: "%arg termi", .other: "%arg termiä"])),
        ])
        #expect(format(entry, language: language)("Kemia", 3, terms) == expected)
    }

    @Test func topLevelPluralVariation() {
        let entry = LocalizedEntry(value: plural([.one: "%@ has %lld term", .other: "%@ has %lld terms"]))
        // The plural reads the first numeric argument its `other` form reads (as Xcode compiles a whole-value
        // plural), so a name before the count does not take its place…
        #expect(EntryRenderer.firstArgumentPosition(in: [.other: .text("%2$lld of %1$@")]) == 2)
        #expect(EntryRenderer.firstArgumentPosition(in: [.other: .text("%1$@ of %2$lld")]) == 2)
        // …and a form with no numeric specifier reads its first argument.
        #expect(EntryRenderer.firstArgumentPosition(in: [.other: .text("%2$@ of %1$@")]) == 2)
        let simple = LocalizedEntry(value: plural([.one: "%lld term", .other: "%lld terms"]))
        #expect(format(simple)(1) == "1 term")
        #expect(format(simple)(7) == "7 terms")
        let named = format(entry).result(["Kemia", 1])
        #expect(named.string == "Kemia has 1 term")
        #expect(named.issues.isEmpty)
        // A string where the count belongs is still reported, never read as a number.
        #expect(format(entry).result(["Kemia", "yksi"]).issues.contains { $0.kind == .argumentNotNumeric(position: 2) })
    }

    @Test(arguments: [(1.0, "1 item"), (1.5, "1.5 items"), (0.0, "0 items")] as [(Double, String)])
    func floatingPointPlural(_ value: Double, _ expected: String) {
        let entry = LocalizedEntry(value: .text("%#@n@"), variables: [
            "n": LocalizedVariable(forms: plural([.one: "%g item", .other: "%g items"])),
        ])
        #expect(format(entry)(value) == expected)
    }

    @Test func missingArgumentIsReported() {
        let entry = LocalizedEntry(format: "%@ and %@")
        let result = format(entry).result(["one"])
        // The renderer's issue reaches the caller with its kind: argument 2 is missing.
        let mismatch = result.issues.compactMap { issue -> FormatIssue.Kind? in
            if case .argumentMismatch(let formatIssue, let format) = issue.kind, format == "%@ and %@" { return formatIssue.kind }
            return nil
        }
        #expect(mismatch == [.missingArgument(position: 2)])
        #expect(result.string.hasPrefix("one and "))
    }
}

/// A substitution's `argNum` is read from the catalog as any integer; a huge one (bad data)
/// overflowed `start - 1 + position` while renumbering the variable's forms and crashed the process.
extension LocalizedFormatTests {
    @Test(arguments: [Int.max, Int.max - 1, 1_000_000_000_000])
    func hugeArgumentNumberDoesNotCrash(_ number: Int) {
        let entry = LocalizedEntry(value: .text("%#@items@"), variables: [
            "items": LocalizedVariable(argumentNumber: number, formatSpecifier: "lld", forms: .plural([
                .one: .text("%lld and %lld item"),
                .other: .text("%lld and %lld items"),
            ])),
        ])
        let format = LocalizedFormat(key: "k", entry: entry, language: "en", locale: "en", device: .other)
        let result = format.result([.int(2), .int(3)])
        // No such argument: the plural falls back to `other`, whose specifiers are renumbered from the variable's
        // argument (capped at the largest position a format can have) and stay visible; each is reported.
        #expect(result.string == "%10000$lld and %10001$lld items")
        #expect(result.issues.first?.kind == .argumentNotNumeric(position: number))
        let mismatches = result.issues.dropFirst().map { issue -> String in
            guard case .argumentMismatch(let formatIssue, let format) = issue.kind else { return "\(issue.kind)" }
            return "\(formatIssue.kind): \(formatIssue.message) in '\(format)'"
        }
        #expect(mismatches == [
            "invalidSpecifier: column 1: argument position 10000 is larger than 9999 in '%lld and %lld items'",
            "invalidSpecifier: column 16: argument position 10001 is larger than 9999 in '%lld and %lld items'",
        ])
    }
}

/// A floating-point plural argument whose Swift description uses an exponent (`1.5e-05`, `1e+22`)
/// was not understood: the plural fell back to `other` with an "argument not numeric" issue.
extension LocalizedFormatTests {
    static let frenchEntry = LocalizedEntry(value: .text("%#@v@"), variables: [
        "v": LocalizedVariable(formatSpecifier: "f", forms: .plural([
            .one: .text("one"),
            .many: .text("many"),
            .other: .text("other"),
        ])),
    ])

    @Test(arguments: [
        // French: i = 0 or 1 is `one`; 0.000015 has i = 0.
        (0.000015, "one"),
        (1.5, "one"),
        (2.5, "other"),
        // 10²² is a multiple of a million: `many`.
        (1e22, "many"),
    ])
    func frenchPluralOfDouble(value: Double, expected: String) {
        let format = LocalizedFormat(key: "k", entry: Self.frenchEntry, language: "fr", locale: "fr", device: .other)
        let result = format.result([.double(value)])
        #expect(result.string == expected)
        #expect(result.issues.isEmpty)
    }
}
