import Foundation
import Testing
@testable import StringResources

/// Top-level `NSStringDeviceSpecificRuleType` entries, as `xcstringstool compile` writes a catalog's `variations.device`.
@Suite struct StringsDictDeviceVariantTests {
    static func document(_ body: String) -> String { StringsDictionaryTests.document(body) }

    /// One entry whose dictionary is `body` (lines indented by two tabs).
    static func entry(_ key: String, _ body: String) -> String { StringsDictionaryTests.entry(key, body) }

    /// `<key>NSStringDeviceSpecificRuleType</key>` and a dictionary holding `devices` (lines indented by three tabs).
    static func deviceRule(_ devices: String) -> String {
        "\t\t<key>NSStringDeviceSpecificRuleType</key>\n\t\t<dict>\n\(devices)\t\t</dict>\n"
    }

    static func string(_ device: String, _ value: String) -> String {
        "\t\t\t<key>\(device)</key>\n\t\t\t<string>\(value)</string>\n"
    }

    /// A device holding a nested dictionary (lines indented by four tabs).
    static func nested(_ device: String, _ body: String) -> String {
        "\t\t\t<key>\(device)</key>\n\t\t\t<dict>\n\(body)\t\t\t</dict>\n"
    }

    /// A nested whole-value plural as `xcstringstool compile` writes it, forms given as (category, text).
    static func nestedPlural(_ forms: [(String, String)], formatKey: String = "%1$#@arg1@", valueType: String = "lld") -> String {
        var text = "\t\t\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t\t\t<string>\(formatKey)</string>\n"
        text += "\t\t\t\t<key>arg1</key>\n\t\t\t\t<dict>\n"
        text += "\t\t\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t\t\t<string>NSStringPluralRuleType</string>\n"
        text += "\t\t\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t\t\t<string>\(valueType)</string>\n"
        for (name, value) in forms { text += "\t\t\t\t\t<key>\(name)</key>\n\t\t\t\t\t<string>\(value)</string>\n" }
        return text + "\t\t\t\t</dict>\n"
    }

    static func pluralVariable(_ forms: [(String, String)], valueType: String = "lld") -> StringsDictVariable {
        StringsDictVariable(name: "arg1", ruleType: .plural, valueType: valueType, forms: forms.map { StringsDictForm($0.0, $0.1) })
    }

    static let comment = "\t\t<key>Comment</key>\n\t\t<string>Shown under the list</string>\n"

    // MARK: Reading

    @Test(arguments: [
        // (document, expected content, expected unknown keys of the entry)
        (entry("hint", deviceRule(string("mac", "Click a term") + string("other", "Tap a term"))),
         StringsDictEntry.Content.deviceVariants([.init("mac", "Click a term"), .init("other", "Tap a term")]), [String]()),
        (entry("hint", deviceRule(string("iphone", "Tap") + string("ipad", "Tap or click") + string("applevision", "Look and tap")
                                  + string("applewatch", "Tap") + string("appletv", "Press") + string("ipod", "Tap")
                                  + string("mac", "Click") + string("other", "Use"))),
         .deviceVariants([.init("iphone", "Tap"), .init("ipad", "Tap or click"), .init("applevision", "Look and tap"),
                          .init("applewatch", "Tap"), .init("appletv", "Press"), .init("ipod", "Tap"),
                          .init("mac", "Click"), .init("other", "Use")]), []),
        (entry("count", deviceRule(nested("mac", nestedPlural([("one", "%lld term on this Mac"), ("other", "%lld terms on this Mac")])) + string("other", "Terms"))
                        + comment),
         .deviceVariants([
            .init("mac", .format(formatKey: "%1$#@arg1@", variables: [pluralVariable([("one", "%lld term on this Mac"), ("other", "%lld terms on this Mac")])])),
            .init("other", "Terms"),
         ]), ["Comment"]),
        // A device name outside Apple's list is kept as written.
        (entry("hint", deviceRule(string("carplay", "Say it") + string("other", "Tap"))),
         .deviceVariants([.init("carplay", "Say it"), .init("other", "Tap")]), []),
        // Keys of a nested dictionary that are not variables are kept with it.
        (entry("hint", deviceRule(nested("mac", "\t\t\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t\t\t<string>Click %@</string>\n\t\t\t\t<key>x-note</key>\n\t\t\t\t<string>kept</string>\n"))),
         .deviceVariants([.init("mac", .format(formatKey: "Click %@", variables: [], unknownKeys: [.init(key: "x-note", value: .string("kept"))]))]), []),
    ])
    func readsTopLevelDeviceEntries(document: String, content: StringsDictEntry.Content, unknownKeys: [String]) throws {
        let dictionary = try StringsDictionary(parsing: Data(document.utf8))
        let entry = try #require(dictionary.entries.first)
        #expect(entry.content == content)
        #expect(entry.unknownKeys.map(\.key) == unknownKeys)
        #expect(entry.formatKey == nil)
        #expect(entry.deviceVariants?.map(\.device) == content.devices)
    }

    @Test(arguments: [
        ("iphone", true), ("ipod", true), ("ipad", true), ("mac", true), ("applewatch", true), ("appletv", true),
        ("applevision", true), ("other", true), ("carplay", false), ("iPhone", false), ("", false),
    ])
    func knowsApplesDeviceNames(device: String, isKnown: Bool) {
        #expect(StringsDictDeviceVariant(device, "x").isKnownDevice == isKnown)
    }

    @Test func readsABinaryDeviceEntry() throws {
        let object: [String: Any] = [
            "hint": ["NSStringDeviceSpecificRuleType": [
                "mac": "Click",
                "iphone": [
                    "NSStringLocalizedFormatKey": "%#@n@",
                    "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "one": "%d tap", "other": "%d taps"],
                ] as [String: Any],
            ] as [String: Any]],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let variants = try #require(try StringsDictionary(parsing: data)["hint"]?.deviceVariants)
        #expect(variants.first { $0.device == "mac" }?.value == .string("Click"))
        let iphone = try #require(variants.first { $0.device == "iphone" })
        #expect(iphone.formatKey == "%#@n@")
        #expect(iphone.variables.first?.form("other") == "%d taps")
    }

    // MARK: Writing

    static let xcodeWritten = document("""
    \t<key>Tap a term to see its definition</key>
    \t<dict>
    \t\t<key>NSStringDeviceSpecificRuleType</key>
    \t\t<dict>
    \t\t\t<key>mac</key>
    \t\t\t<string>Click a term to see its definition</string>
    \t\t\t<key>other</key>
    \t\t\t<string>Tap a term to see its definition</string>
    \t\t</dict>
    \t\t<key>Comment</key>
    \t\t<string>Hint under the list</string>
    \t</dict>
    \t<key>terms</key>
    \t<dict>
    \t\t<key>NSStringDeviceSpecificRuleType</key>
    \t\t<dict>
    \t\t\t<key>iphone</key>
    \t\t\t<dict>
    \t\t\t\t<key>NSStringLocalizedFormatKey</key>
    \t\t\t\t<string>%1$#@arg1@</string>
    \t\t\t\t<key>arg1</key>
    \t\t\t\t<dict>
    \t\t\t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t\t\t<string>lld</string>
    \t\t\t\t\t<key>one</key>
    \t\t\t\t\t<string>%lld term</string>
    \t\t\t\t\t<key>other</key>
    \t\t\t\t\t<string>%lld terms</string>
    \t\t\t\t</dict>
    \t\t\t</dict>
    \t\t\t<key>other</key>
    \t\t\t<string>Terms</string>
    \t\t</dict>
    \t</dict>

    """)

    static let xcodeWrittenModel = StringsDictionary(entries: [
        StringsDictEntry(key: "Tap a term to see its definition", content: .deviceVariants([
            .init("mac", "Click a term to see its definition"), .init("other", "Tap a term to see its definition"),
        ]), unknownKeys: [.init(key: "Comment", value: .string("Hint under the list"))]),
        StringsDictEntry(key: "terms", content: .deviceVariants([
            .init("iphone", .format(formatKey: "%1$#@arg1@", variables: [pluralVariable([("one", "%lld term"), ("other", "%lld terms")])])),
            .init("other", "Terms"),
        ])),
    ])

    @Test func readsWhatXcodeWrites() throws {
        #expect(try StringsDictionary(parsing: Data(Self.xcodeWritten.utf8)) == Self.xcodeWrittenModel)
    }

    @Test func writesXcodeLayoutByteForByte() {
        #expect(String(decoding: Self.xcodeWrittenModel.serialized(), as: UTF8.self) == Self.xcodeWritten)
    }

    @Test(arguments: [
        xcodeWritten,
        entry("hint", deviceRule(string("carplay", "Say it") + string("other", "Tap"))),
        entry("hint", deviceRule(nested("mac", "\t\t\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t\t\t<string>Click %@</string>\n\t\t\t\t<key>x-note</key>\n\t\t\t\t<string>kept</string>\n"))),
        entry("count", deviceRule(nested("ipad", nestedPlural([("zero", "None"), ("one", "One"), ("other", "%2$d of %1$lld")], formatKey: "%1$#@arg1@"))) + comment),
    ])
    func roundTripsThroughTheWriter(document: String) throws {
        let dictionary = try StringsDictionary(parsing: Data(document.utf8))
        #expect(String(decoding: dictionary.serialized(), as: UTF8.self) == document)
        #expect(try StringsDictionary(parsing: dictionary.serialized()) == dictionary)
    }

    @Test func writesAndReadsAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sanasto-device-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Localizable.stringsdict")
        try Self.xcodeWrittenModel.write(to: url, createFolders: true)
        #expect(try StringsDictionary(contentsOf: url) == Self.xcodeWrittenModel)
    }

    // MARK: Compilation

    @Test func compiledDeviceVariationsParseAsDeviceEntries() throws {
        let catalog = try StringCatalog(text: #"""
        { "sourceLanguage" : "en", "strings" : { "hint" : { "comment" : "Under the list", "localizations" : {
          "en" : { "variations" : { "device" : {
            "iphone" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "Tap %lld term" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap %lld terms" } } } } },
            "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click a term" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap a term" } } } } } } } }, "version" : "1.0" }
        """#)
        let compiled = CatalogCompilation(catalog: catalog)
        let english = try #require(compiled.languages.first)
        let entry = try #require(try StringsDictionary(parsing: english.stringsdictData)["hint"])
        #expect(entry.content == StringsDictEntry.Content.deviceVariants([
            StringsDictDeviceVariant("iphone", .format(formatKey: "%1$#@arg1@", variables: [Self.pluralVariable([("one", "Tap %lld term"), ("other", "Tap %lld terms")])])),
            StringsDictDeviceVariant("mac", "Click a term"),
            StringsDictDeviceVariant("other", "Tap a term"),
        ]))
        // The comment goes to the .strings fallback; a Comment key in the .stringsdict only when asked for.
        #expect(entry.unknownKeys.isEmpty)
        #expect(english.strings.entries.first { $0.key == "hint" }?.value == "Tap a term")
        #expect(english.strings.entries.first { $0.key == "hint" }?.comment == "Under the list")
        let commented = try #require(CatalogCompilation(catalog: catalog, options: .init(includesStringsdictComments: true)).languages.first)
        #expect(try StringsDictionary(parsing: commented.stringsdictData)["hint"]?.unknownKeys
            == [PropertyListDictionary.Entry(key: "Comment", value: .string("Under the list"))])
    }

    // MARK: Errors

    // Line numbers: the entry's first inner line is 7; the rule's devices start on line 9; a nested
    // dictionary's first inner line is 11.
    @Test(arguments: [
        // (document, line, column, key path, message fragment)
        (entry("k", "\t\t<key>NSStringDeviceSpecificRuleType</key>\n\t\t<string>Tap</string>\n"),
         8, 3, ["k", "NSStringDeviceSpecificRuleType"], "must be a <dict> of devices, found <string>"),
        (entry("k", "\t\t<key>NSStringDeviceSpecificRuleType</key>\n\t\t<dict/>\n"),
         8, 3, ["k", "NSStringDeviceSpecificRuleType"], "has no devices"),
        (entry("k", "\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%@</string>\n" + deviceRule(string("other", "x"))),
         9, 3, ["k", "NSStringDeviceSpecificRuleType"], "both NSStringLocalizedFormatKey and NSStringDeviceSpecificRuleType"),
        (entry("k", "\t\t<key>NSStringVariableWidthRuleType</key>\n\t\t<dict/>\n" + deviceRule(string("other", "x"))),
         9, 3, ["k", "NSStringDeviceSpecificRuleType"], "both NSStringVariableWidthRuleType and NSStringDeviceSpecificRuleType"),
        (entry("k", deviceRule("\t\t\t<key>mac</key>\n\t\t\t<integer>1</integer>\n")),
         10, 4, ["k", "NSStringDeviceSpecificRuleType", "mac"], "device 'mac' must be a <string> or a <dict>, found <integer>"),
        (entry("k", deviceRule(nested("mac", "\t\t\t\t<key>arg1</key>\n\t\t\t\t<string>x</string>\n"))),
         9, 4, ["k", "NSStringDeviceSpecificRuleType", "mac"], "device 'mac' has no NSStringLocalizedFormatKey"),
        (entry("k", deviceRule(nested("mac", "\t\t\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t\t\t<true/>\n"))),
         12, 5, ["k", "NSStringDeviceSpecificRuleType", "mac", "NSStringLocalizedFormatKey"], "must be a <string>, found <boolean>"),
        (entry("k", deviceRule(nested("mac", nestedPlural([("one", "%lld term")])))),
         13, 5, ["k", "NSStringDeviceSpecificRuleType", "mac", "arg1"], "has no 'other' form"),
        (entry("k", deviceRule(nested("mac", nestedPlural([("other", "%lld terms")], formatKey: "%#@missing@")))),
         12, 5, ["k", "NSStringDeviceSpecificRuleType", "mac", "NSStringLocalizedFormatKey"], "'missing' is referenced as %#@missing@ but not defined"),
        (entry("k", deviceRule(nested("mac", nestedPlural([("other", "%lld terms")], valueType: "s")))),
         18, 6, ["k", "NSStringDeviceSpecificRuleType", "mac", "arg1", "NSStringFormatValueTypeKey"], "must be a number conversion"),
        (entry("k", deviceRule(nested("mac", "\t\t\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t\t\t<string>x</string>\n" + deviceRule(string("other", "y"))))),
         13, 3, ["k", "NSStringDeviceSpecificRuleType", "mac", "NSStringDeviceSpecificRuleType"], "nests NSStringDeviceSpecificRuleType"),
    ])
    func reportsStructureErrors(document: String, line: Int, column: Int, keyPath: [String], message: String) {
        expectStringsDictError(document, line: line, column: column, keyPath: keyPath, message: message)
    }
}

extension StringsDictEntry.Content {
    /// The device names of a device entry, in order (for checks).
    fileprivate var devices: [String]? {
        if case .deviceVariants(let variants) = self { return variants.map(\.device) }
        return nil
    }
}
