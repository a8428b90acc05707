import Foundation
import Testing
@testable import StringResources

@Suite struct StringsDictionaryTests {
    static let header = PropertyListTests.header

    /// Wraps entries (already indented by one tab) in a plist document.
    static func document(_ body: String) -> String {
        header + "<dict>\n" + body + "</dict>\n</plist>\n"
    }

    static let sample = document("""
    \t<key>apples</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@apple_count@ in %#@baskets@</string>
    \t\t<key>apple_count</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>ld</string>
    \t\t\t<key>zero</key>
    \t\t\t<string>No apples</string>
    \t\t\t<key>one</key>
    \t\t\t<string>One apple</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%ld apples</string>
    \t\t\t<key>x-note</key>
    \t\t\t<string>kept</string>
    \t\t</dict>
    \t\t<key>baskets</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>one</key>
    \t\t\t<string>a basket</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d baskets</string>
    \t\t</dict>
    \t</dict>
    \t<key>device</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@device@</string>
    \t\t<key>device</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringDeviceSpecificRuleType</string>
    \t\t\t<key>iphone</key>
    \t\t\t<string>Tap</string>
    \t\t\t<key>mac</key>
    \t\t\t<string>Click</string>
    \t\t\t<key>other</key>
    \t\t\t<string>Press</string>
    \t\t</dict>
    \t</dict>
    \t<key>title</key>
    \t<dict>
    \t\t<key>NSStringVariableWidthRuleType</key>
    \t\t<dict>
    \t\t\t<key>20</key>
    \t\t\t<string>Short</string>
    \t\t\t<key>50</key>
    \t\t\t<string>A longer title</string>
    \t\t</dict>
    \t</dict>
    \t<key>plain</key>
    \t<string>Just a string</string>

    """)

    @Test func readsTheModel() throws {
        let dictionary = try StringsDictionary(parsing: Data(Self.sample.utf8))
        #expect(dictionary.keys == ["apples", "device", "title", "plain"])
        let apples = try #require(dictionary["apples"])
        #expect(apples.formatKey == "%#@apple_count@ in %#@baskets@")
        #expect(apples.variables.map(\.name) == ["apple_count", "baskets"])
        let count = try #require(apples.variable("apple_count"))
        #expect(count.ruleType == .plural)
        #expect(count.valueType == "ld")
        #expect(count.forms == [StringsDictForm("zero", "No apples"), StringsDictForm("one", "One apple"), StringsDictForm("other", "%ld apples")])
        #expect(count.unknownKeys.map(\.key) == ["x-note"])
        let device = try #require(dictionary["device"]?.variable("device"))
        #expect(device.ruleType == .deviceSpecific)
        #expect(device.valueType == nil)
        #expect(device.forms.map(\.name) == ["iphone", "mac", "other"])
        #expect(dictionary["title"]?.content == .widthVariants([StringsDictForm("20", "Short"), StringsDictForm("50", "A longer title")]))
        #expect(dictionary["plain"]?.content == .plain("Just a string"))
    }

    @Test func writesXcodeLayoutByteForByte() throws {
        let dictionary = try StringsDictionary(parsing: Data(Self.sample.utf8))
        #expect(String(decoding: dictionary.serialized(), as: UTF8.self) == Self.sample)
    }

    @Test func roundTripsThroughTheWriter() throws {
        let dictionary = try StringsDictionary(parsing: Data(Self.sample.utf8))
        #expect(try StringsDictionary(parsing: dictionary.serialized()) == dictionary)
    }

    @Test func readsBinaryStringsdict() throws {
        let object: [String: Any] = [
            "k": [
                "NSStringLocalizedFormatKey": "%#@n@",
                "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "one": "1 thing", "other": "%d things"],
            ] as [String: Any],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let dictionary = try StringsDictionary(parsing: data)
        #expect(dictionary["k"]?.variable("n")?.form("other") == "%d things")
        #expect(dictionary["k"]?.formatKey == "%#@n@")
    }

    @Test func buildsAndWritesFromTheModel() throws {
        let dictionary = StringsDictionary(entries: [
            StringsDictEntry(key: "files", formatKey: "%#@files@", variables: [
                StringsDictVariable(name: "files", ruleType: .plural, valueType: "d", forms: [StringsDictForm("one", "%d file"), StringsDictForm("other", "%d files")]),
            ]),
        ])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sanasto-stringsdict-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Localizable.stringsdict")
        try dictionary.write(to: url, createFolders: true)
        #expect(try StringsDictionary(contentsOf: url) == dictionary)
    }

    static func entry(_ key: String, _ body: String) -> String {
        document("\t<key>\(key)</key>\n\t<dict>\n\(body)\t</dict>\n")
    }

    static func variable(_ name: String, _ body: String) -> String {
        "\t\t<key>\(name)</key>\n\t\t<dict>\n\(body)\t\t</dict>\n"
    }

    static let pluralHead = "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n"
    static let format = "\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@apple_count@</string>\n"

    // Line numbers: the header takes lines 1–3, "<dict>" is line 4, the entry key line 5, "<dict>" line 6,
    // so the entry's first inner line is 7.
    @Test(arguments: [
        // (document, line, column, key path, message fragment)
        (entry("apples", format + variable("apple_count", pluralHead + "\t\t\t<key>one</key>\n\t\t\t<string>1</string>\n")),
         9, 3, ["apples", "apple_count"], "has no 'other' form"),
        (entry("apples", format + variable("apple_count", pluralHead + "\t\t\t<key>other</key>\n\t\t\t<integer>1</integer>\n")),
         16, 4, ["apples", "apple_count", "other"], "must be a <string>"),
        (entry("apples", format + variable("apple_counts", pluralHead + "\t\t\t<key>other</key>\n\t\t\t<string>x</string>\n")),
         8, 3, ["apples", "NSStringLocalizedFormatKey"], "'apple_count' is referenced as %#@apple_count@ but not defined"),
        (entry("apples", format + variable("apple_count", pluralHead + "\t\t\t<key>other</key>\n\t\t\t<string>%#@nested@</string>\n")),
         16, 4, ["apples", "apple_count", "other"], "'nested' is referenced"),
        (entry("apples", variable("apple_count", pluralHead + "\t\t\t<key>other</key>\n\t\t\t<string>x</string>\n")),
         5, 2, ["apples"], "missing NSStringLocalizedFormatKey"),
        (entry("apples", "\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<array/>\n"),
         8, 3, ["apples", "NSStringLocalizedFormatKey"], "must be a <string>, found <array>"),
        (entry("apples", format + "\t\t<key>apple_count</key>\n\t\t<string>x</string>\n"),
         10, 3, ["apples", "apple_count"], "must be a <dict>, found <string>"),
        (entry("apples", format + variable("apple_count", "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringGenderRuleType</string>\n")),
         12, 4, ["apples", "apple_count", "NSStringFormatSpecTypeKey"], "unknown rule type"),
        (entry("apples", format + variable("apple_count", "\t\t\t<key>other</key>\n\t\t\t<string>x</string>\n")),
         9, 3, ["apples", "apple_count"], "has no NSStringFormatSpecTypeKey"),
        (entry("apples", format + variable("apple_count", "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>s</string>\n\t\t\t<key>other</key>\n\t\t\t<string>x</string>\n")),
         14, 4, ["apples", "apple_count", "NSStringFormatValueTypeKey"], "must be a number conversion"),
        (entry("apples", format + variable("apple_count", "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>other</key>\n\t\t\t<string>x</string>\n")),
         9, 3, ["apples", "apple_count"], "has no NSStringFormatValueTypeKey"),
        (entry("apples", "\t\t<key>NSStringVariableWidthRuleType</key>\n\t\t<dict/>\n" + format),
         7, 3, ["apples", "NSStringVariableWidthRuleType"], "both NSStringLocalizedFormatKey and NSStringVariableWidthRuleType"),
        (entry("apples", "\t\t<key>NSStringVariableWidthRuleType</key>\n\t\t<dict>\n\t\t\t<key>20</key>\n\t\t\t<true/>\n\t\t</dict>\n"),
         10, 4, ["apples", "NSStringVariableWidthRuleType", "20"], "must be a <string>"),
        (entry("apples", "\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%@ %2$#@apple_count@ %1$d</string>\n" + variable("apple_count", pluralHead + "\t\t\t<key>other</key>\n\t\t\t<string>x</string>\n")),
         8, 3, ["apples", "NSStringLocalizedFormatKey"], "argument 1 is used as an object by %@ and as an integer by %1$d"),
        (entry("apples", format + variable("apple_count", pluralHead + "\t\t\t<key>NSStringVariableWidthRuleType</key>\n\t\t\t<dict/>\n\t\t\t<key>other</key>\n\t\t\t<string>x</string>\n")),
         15, 4, ["apples", "apple_count", "NSStringVariableWidthRuleType"], "has both NSStringFormatSpecTypeKey NSStringPluralRuleType and NSStringVariableWidthRuleType"),
        (document("\t<key>n</key>\n\t<integer>3</integer>\n"), 6, 2, ["n"], "must be a <dict> or a <string>"),
    ])
    func reportsStructureErrors(document: String, line: Int, column: Int, keyPath: [String], message: String) {
        expectStringsDictError(document, line: line, column: column, keyPath: keyPath, message: message)
    }

    static func plural(_ name: String, valueType: String, _ forms: [(String, String)]) -> String {
        variable(name, "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
            + "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>\(valueType)</string>\n"
            + forms.map { "\t\t\t<key>\($0.0)</key>\n\t\t\t<string>\($0.1)</string>\n" }.joined())
    }

    static func formatEntry(_ key: String, _ format: String, _ variables: String...) -> String {
        "\t<key>\(key)</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>\(format)</string>\n"
            + variables.joined() + "\t</dict>\n"
    }

    @Test(arguments: [
        // (value type, the forms' text) — read as Apple reads them: `@` is an NSNumber, a leading `%` (as Xcode
        // writes intent definitions' tables) is the conversion after it.
        ("@", "%2$@ coins"), ("%ld", "%ld items"), ("%d", "%d items"), ("ld", "%ld items"), (".2f", "%.2f km"),
    ])
    func acceptsThePluralValueTypesAppleReads(valueType: String, form: String) throws {
        let text = Self.document(Self.formatEntry("k", "%#@n@", Self.plural("n", valueType: valueType, [("one", form), ("other", form)])))
        let dictionary = try StringsDictionary(parsing: Data(text.utf8))
        #expect(dictionary["k"]?.variable("n")?.valueType == valueType)
    }

    @Test func oneBadEntryCostsItselfOnlyAndEveryErrorIsReported() throws {
        let good = Self.plural("n", valueType: "ld", [("one", "%ld file"), ("other", "%ld files")])
        let text = Self.document(
            Self.formatEntry("first", "%#@n@", good)
                + Self.formatEntry("noOther", "%#@n@", Self.plural("n", valueType: "ld", [("one", "%ld file")]))
                + "\t<key>plain</key>\n\t<string>Plain</string>\n"
                // Two bad variables in one entry: both are reported.
                + Self.formatEntry("twoBad", "%#@a@ %#@b@",
                                   Self.variable("a", "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringGenderRuleType</string>\n"),
                                   Self.plural("b", valueType: "s", [("other", "x")]))
                + Self.formatEntry("undefined", "%#@missing@")
                + Self.formatEntry("last", "%#@n@", good))
        var errors: [ResourceError] = []
        let dictionary = try StringsDictionary(parsing: Data(text.utf8), file: "Localizable.stringsdict", skippingInvalidEntries: &errors)
        #expect(dictionary.keys == ["first", "plain", "last"])
        #expect(errors.map(\.keyPath) == [
            ["noOther", "n"], ["twoBad", "a", "NSStringFormatSpecTypeKey"], ["twoBad", "b", "NSStringFormatValueTypeKey"],
            ["undefined", "NSStringLocalizedFormatKey"],
        ])
        #expect(errors.allSatisfy { $0.file == "Localizable.stringsdict" && $0.position != nil && $0.kind == .schema })
        #expect(errors.map(\.position?.line) == errors.map(\.position?.line).sorted { ($0 ?? 0) < ($1 ?? 0) })
        // The strict reader throws the first.
        #expect(throws: errors[0]) { try StringsDictionary(parsing: Data(text.utf8), file: "Localizable.stringsdict") }
    }

    @Test func rejectsANonDictionaryRoot() {
        #expect(throws: ResourceError.self) { try StringsDictionary(parsing: Data("<plist><array/></plist>".utf8)) }
    }
}
