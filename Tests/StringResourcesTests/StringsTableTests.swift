import Foundation
import Testing
@testable import StringResources

@Suite struct StringsTableTests {
    private func parse(_ text: String) throws -> StringsTable {
        try StringsTable(parsing: Data(text.utf8))
    }

    @Test(arguments: [
        // (source, key, value)
        (#""a" = "b";"#, "a", "b"),
        (#""a"="b";"#, "a", "b"),
        ("  \"a\"\n=\n\"b\"\n;", "a", "b"),
        (#"'a' = 'b';"#, "a", "b"),
        (#"key = value;"#, "key", "value"),
        (#"my.key_1/x:y-z$ = "v";"#, "my.key_1/x:y-z$", "v"),
        (#""self";"#, "self", "self"),
        (#"word;"#, "word", "word"),
        (#""n" = "a\nb";"#, "n", "a\nb"),
        (#""t" = "a\tb\rc";"#, "t", "a\tb\rc"),
        (#""q" = "say \"hi\" \'x\'";"#, "q", "say \"hi\" 'x'"),
        (#""s" = "back\\slash";"#, "s", "back\\slash"),
        (#""u" = "\U0041\U00e9\U41\Ub";"#, "u", "AéA\u{0B}"),
        (#""p" = "\UD83D\UDE00";"#, "p", "😀"),
        (#""o" = "\101\60\0";"#, "o", "A0\u{0}"),
        // From \200 on, octal escapes are NeXTSTEP bytes: \200 is U+00A0, \244 U+2044, \376 undefined.
        (#""o" = "\200\201\244\376";"#, "o", "\u{A0}\u{C0}\u{2044}\u{0}"),
        (#""c" = "\a\b\f\v";"#, "c", "\u{07}\u{08}\u{0C}\u{0B}"),
        ("\"m\" = \"one\\\ntwo\";", "m", "one\ntwo"),
        ("\"m\" = \"one\\\r\ntwo\";", "m", "one\r\ntwo"),
        ("\"raw\" = \"line\nbreak\";", "raw", "line\nbreak"),
        (#""ü" = "😀 /* not a comment */ // nor this";"#, "ü", "😀 /* not a comment */ // nor this"),
        ("\u{FEFF}\"bom\" = \"x\";", "bom", "x"),
        // Two byte-order marks, as Transifex writes them, are read as one.
        ("\u{FEFF}\u{FEFF}\"bom\" = \"x\";", "bom", "x"),
    ])
    func parsesEntry(source: String, key: String, value: String) throws {
        let table = try parse(source)
        #expect(table.entries.count == 1)
        #expect(table.entries.first?.key == key)
        #expect(table.entries.first?.value == value)
        #expect(table[key] == value)
    }

    @Test func keepsCommentsWithTheFollowingEntry() throws {
        let table = try parse("""
        /* Header
           comment */

        /* First */
        "a" = "1";
        "b" = "2"; // trailing goes to the next entry
        "c" = "3";
        // line one
        // line two
        "d" = "4";
        // detached

        // attached
        "e" = "5";
        /* block */ // then line
        "f" = "6";
        """)
        #expect(table.headerComment == "Header\n   comment")
        #expect(table.entries.map(\.comment) == ["First", nil, "trailing goes to the next entry", "line one\nline two", "attached", "then line"])
        #expect(table.entries.map(\.position) == [
            SourcePosition(line: 5, column: 1), SourcePosition(line: 6, column: 1), SourcePosition(line: 7, column: 1),
            SourcePosition(line: 10, column: 1), SourcePosition(line: 14, column: 1), SourcePosition(line: 16, column: 1),
        ])
    }

    @Test func readsTheOldStylePropertyListDictionaryForm() throws {
        let table = try parse("/* Header */\n\n{\n  /* A */\n  a = \"1\";\n  \"b\" = two;\n}\n// end\n")
        #expect(table.headerComment == "Header")
        #expect(table.entries.map(\.key) == ["a", "b"])
        #expect(table.entries.map(\.value) == ["1", "two"])
        #expect(table.entries.first?.comment == "A")
        #expect(table.entries.first?.position == SourcePosition(line: 5, column: 3))
        #expect(table.trailingComments == ["end"])
        #expect(try parse("{}").entries.isEmpty)
    }

    @Test(arguments: [
        ("{\n\"a\" = \"1\";\n", 1, 1, "no closing '}'"),
        ("{ \"a\" = \"1\"; } \"b\" = \"2\";", 1, 16, "after the dictionary's closing '}'"),
        ("\"a\" = \"1\"; }", 1, 12, "expected a key"),
    ])
    func reportsOldStyleDictionaryErrors(source: String, line: Int, column: Int, message: String) {
        #expect {
            try parse(source)
        } throws: { error in
            guard let error = error as? ResourceError else { return false }
            return error.position == SourcePosition(line: line, column: column) && error.message.contains(message)
        }
    }

    @Test func keepsDetachedAndTrailingCommentsAndWritesThemBack() throws {
        let source = """
        /* Header */

        "a" = "1";

        // MARK: - Settings

        /* Settings title */
        "b" = "2";
        /* one */ /* two */
        "c" = "3";

        // the end
        /* really */

        """
        let table = try parse(source)
        #expect(table.headerComment == "Header")
        #expect(table.entries.map(\.detachedComments) == [[], ["MARK: - Settings"], ["one"]])
        #expect(table.entries.map(\.comment) == [nil, "Settings title", "two"])
        #expect(table.trailingComments == ["the end", "really"])
        let written = table.text
        #expect(written == """
        /* Header */

        "a" = "1";

        /* MARK: - Settings */

        /* Settings title */
        "b" = "2";

        /* one */

        /* two */
        "c" = "3";

        /* the end */

        /* really */

        """)
        #expect(try parse(written) == table)
        // A repeated key keeps the headings of both occurrences, in place of the first.
        let repeated = try parse("// A\n\n\"k\" = \"1\";\n\n// B\n\n\"k\" = \"2\";\n")
        #expect(repeated.headerComment == "A")
        #expect(repeated.entries.map(\.detachedComments) == [["B"]])
    }

    @Test(arguments: [
        ("/* c */\n\"a\" = \"b\";", nil, "c"),
        ("/* h */\n\n\"a\" = \"b\";", "h", nil),
        ("/* h */\n  \n/* c */\n\"a\" = \"b\";", "h", "c"),
        ("// h1\n// h2\n\n// c\n\"a\" = \"b\";", "h1\nh2", "c"),
        ("\"a\" = \"b\";", nil, nil),
        ("/* h */\r\n\r\n/* c */\r\n\"a\" = \"b\";", "h", "c"),
    ] as [(String, String?, String?)])
    func separatesTheHeaderCommentFromTheFirstEntrysComment(source: String, header: String?, comment: String?) throws {
        let table = try parse(source)
        #expect(table.headerComment == header)
        #expect(table.entries.first?.comment == comment)
    }

    @Test func positionsCountCRLFAndLoneCRAsOneLineBreak() throws {
        let table = try parse("\"a\" = \"1\";\r\n\"b\" = \"2\";\r  \"c\" = \"3\";\n\r\n\"d\" = \"x\";")
        #expect(table.entries.map(\.position) == [
            SourcePosition(line: 1, column: 1), SourcePosition(line: 2, column: 1),
            SourcePosition(line: 3, column: 3), SourcePosition(line: 5, column: 1),
        ])
    }

    @Test func duplicateKeysAreReportedAndTheLastValueWins() throws {
        let table = try parse("\"a\" = \"1\";\n\"b\" = \"2\";\n  \"a\" = \"3\";\n")
        #expect(table.keys == ["a", "b"])
        #expect(table["a"] == "3")
        #expect(table.diagnostics.count == 1)
        let diagnostic = try #require(table.diagnostics.first)
        #expect(diagnostic.kind == .duplicateKey)
        #expect(diagnostic.key == "a")
        #expect(diagnostic.position == SourcePosition(line: 3, column: 3))
        #expect(diagnostic.previousPosition == SourcePosition(line: 1, column: 1))
        #expect(diagnostic.description == "<input>:3:3: warning: duplicate key \"a\" (first defined at 1:1); the last value wins")
    }

    @Test(arguments: [
        // (source, value, escaped characters, their columns)
        (#""a" = "x\qy";"#, "xqy", ["q"], [9]),
        (#""a" = "\%d \é\😀";"#, "%d é😀", ["%", "é", "😀"], [8, 12, 14]),
        (#""a" = "\x41\?";"#, "x41?", ["x", "?"], [8, 12]),
        (#""a" = "\u00e9";"#, "u00e9", ["u"], [8]),
    ] as [(String, String, [Character], [Int])])
    func unknownEscapesKeepTheCharacterWithAWarning(source: String, value: String, characters: [Character], columns: [Int]) throws {
        let table = try StringsTable(parsing: Data(("\"first\" = \"1\";\n" + source).utf8), file: "Localizable.strings")
        #expect(table["a"] == value)
        #expect(table.diagnostics.map(\.kind) == characters.map { .unknownEscape($0) })
        #expect(table.diagnostics.map(\.position) == columns.map { SourcePosition(line: 2, column: $0) })
        #expect(table.diagnostics.allSatisfy { $0.key == "a" && $0.file == "Localizable.strings" })
        let first = try #require(table.diagnostics.first)
        #expect(first.description == "Localizable.strings:2:\(columns[0]): warning: unknown escape '\\\(characters[0])' in \"a\" was read as '\(characters[0])', as on Apple platforms")
    }

    @Test(arguments: [
        // (source, line, column, message fragment)
        ("\"a\" = \"b", 1, 7, "unterminated string"),
        ("\"a\" = \"b\";\n\"c", 2, 1, "unterminated string"),
        ("\"a\" \"b\";", 1, 5, "expected '=' or ';'"),
        // A ';' missing at the end of a line is reported there, where it has to be typed.
        ("\"a\" = \"b\"\n\"c\" = \"d\";", 1, 10, "expected ';'"),
        ("\"a\" = \"Näkemiin\" // bye\n\"c\" = \"d\";", 1, 17, "expected ';'"),
        ("\"a\" = \"b\"", 1, 10, "expected ';'"),
        ("\"a\" = \"b\"\r\"c\" = \"d\";", 1, 10, "expected ';'"),
        ("\"a\"\n\"c\" = \"d\";", 1, 4, "expected '=' or ';'"),
        ("\"a\" = ;", 1, 7, "expected a value"),
        ("\"a\" =", 1, 6, "expected a value"),
        ("\"a\"", 1, 4, "expected '=' or ';'"),
        ("= \"b\";", 1, 1, "expected a key"),
        ("\"a\" = \"x\\UG1\";", 1, 9, "1 to 4 hexadecimal digits"),
        ("\"a\" = \"\\UD83D\";", 1, 8, "high surrogate"),
        ("\"a\" = \"\\UDE00\";", 1, 8, "lone low surrogate"),
        ("\"a\" = \"\\UD83D\\U0041\";", 1, 14, "not a low surrogate"),
        ("\"a\" = \"\\777\";", 1, 8, "octal escape out of range"),
        ("/* open\n\"a\" = \"b\";", 1, 1, "unterminated comment"),
        ("\"a\" = \"b\";\n\"ä\" = \"\u{00}\u{01}\" ? ;", 2, 12, "expected ';'"),
    ])
    func reportsErrorsWithPositions(source: String, line: Int, column: Int, message: String) {
        #expect {
            try StringsTable(parsing: Data(source.utf8), file: "Localizable.strings")
        } throws: { error in
            guard let error = error as? ResourceError else { return false }
            return error.position == SourcePosition(line: line, column: column) && error.message.contains(message)
                && error.file == "Localizable.strings"
        }
    }

    @Test(arguments: [
        ([0x22, 0x61, 0x22, 0x20, 0x3D, 0x20, 0x22, 0xC3, 0x28, 0x22, 0x3B] as [UInt8], 1, 8, "invalid UTF-8"),
        ([0x0A, 0x22, 0xFF, 0x22, 0x3B] as [UInt8], 2, 2, "invalid UTF-8"),
        ([0xFF, 0xFE, 0x22, 0x00, 0x00, 0xDC, 0x22, 0x00] as [UInt8], 1, 2, "unpaired surrogate"),
        ([0xFE, 0xFF, 0x00, 0x22, 0x00] as [UInt8], 1, 2, "odd number of bytes"),
    ])
    func rejectsInvalidEncodings(bytes: [UInt8], line: Int, column: Int, message: String) {
        #expect {
            try StringsTable(parsing: Data(bytes))
        } throws: { error in
            guard let error = error as? ResourceError else { return false }
            return error.position == SourcePosition(line: line, column: column) && error.message.contains(message)
        }
    }

    @Test(arguments: [
        // (source, keys read, each error as "line:column message fragment")
        ("\"a\" = \"1\";\n\"b\" = \"x \"y\" z\";\n\"c\" = \"3\";", ["a", "c"], ["2:11 expected ';'"]),
        ("\"a\" = \"1\"\n\"b\" = \"2\";\n\"c\" = \"3\"\n\"d\" = \"4\";", ["b", "d"], ["1:10 expected ';'", "3:10 expected ';'"]),
        ("\"a\" = \"1\";\n?\n\"c\" = \"3\";", ["a", "c"], ["2:1 expected a key"]),
        ("\"a\" = \"1\";\n\"b\" \"2\";\n\"c\" = \"3\";\n\"d\" = ;\n\"e\";", ["a", "c", "e"], ["2:5 expected '=' or ';'", "4:7 expected a value"]),
        ("\"a\" = \"1\";\n\"b\" = \"open", ["a"], ["2:7 unterminated string"]),
        ("\"a\" = \"1\";\n/* open\n\"b\" = \"2\";", ["a"], ["2:1 unterminated comment"]),
        ("\"a\" = \"1\";\n\"b\" = \"\\777\";\n\"c\" = \"3\";", ["a", "c"], ["2:8 octal escape out of range"]),
        // An invisible character where a key starts is named, so that the message says what to delete.
        ("\"a\" = \"1\";\n\u{FEFF}\"b\" = \"2\";\n\"c\" = \"3\";", ["a", "c"], ["2:1 unexpected U+FEFF (byte-order mark)"]),
        ("\"a\" = \"1\";\n\u{200B}\"b\" = \"2\";", ["a"], ["2:1 unexpected U+200B (zero width space)"]),
        ("\u{01}\"a\" = \"1\";\n\"b\" = \"2\";", ["b"], ["1:1 unexpected control character U+0001"]),
    ])
    func readsEveryEntryItCanAndReportsEveryError(source: String, keys: [String], errors: [String]) throws {
        var found: [ResourceError] = []
        let table = try StringsTable(parsing: Data(source.utf8), file: "Localizable.strings", skippingInvalidEntries: &found)
        #expect(table.keys == keys)
        #expect(found.count == errors.count, "\(found)")
        for (error, expected) in zip(found, errors) {
            let (place, fragment) = (expected.prefix { $0 != " " }, expected.drop { $0 != " " }.dropFirst())
            #expect("\(error.position?.line ?? 0):\(error.position?.column ?? 0)" == place, "\(error)")
            #expect(error.message.contains(fragment), "\(error)")
            #expect(error.file == "Localizable.strings")
        }
        // The strict reader stops at the first of them.
        let first = try #require(found.first)
        #expect(throws: first) { try StringsTable(parsing: Data(source.utf8), file: "Localizable.strings") }
    }

    @Test func propertyListFormSkipsANonStringValueAndReadsTheOthers() throws {
        let xml = "<plist version=\"1.0\">\n<dict>\n\t<key>n</key>\n\t<integer>1</integer>\n\t<key>s</key>\n\t<string>x</string>\n</dict>\n</plist>"
        var errors: [ResourceError] = []
        let table = try StringsTable(parsing: Data(xml.utf8), file: "InfoPlist.strings", skippingInvalidEntries: &errors)
        #expect(table.dictionary == ["s": "x"])
        #expect(errors.map(\.keyPath) == [["n"]])
        #expect(errors.first?.file == "InfoPlist.strings")
    }

    static let sample = "/* Greeting */\n\"hello\" = \"Hei, %@! 😀\";\n\"plain\" = \"Ääkköset\";\n"

    @Test(arguments: [
        ("UTF-16LE with BOM", [0xFF, 0xFE] as [UInt8], true),
        ("UTF-16BE with BOM", [0xFE, 0xFF] as [UInt8], false),
        ("UTF-16LE without BOM", [] as [UInt8], true),
        ("UTF-16BE without BOM", [] as [UInt8], false),
        // Transifex writes UTF-16 files that start with two byte-order marks.
        ("UTF-16LE with two BOMs", [0xFF, 0xFE, 0xFF, 0xFE] as [UInt8], true),
        ("UTF-16BE with two BOMs", [0xFE, 0xFF, 0xFE, 0xFF] as [UInt8], false),
    ])
    func readsUTF16(label: String, bom: [UInt8], littleEndian: Bool) throws {
        var bytes = bom
        for unit in Self.sample.utf16 {
            if littleEndian { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] } else { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        }
        let table = try StringsTable(parsing: Data(bytes))
        #expect(table == (try parse(Self.sample)), "\(label)")
        #expect(table.entries.map(\.position) == [SourcePosition(line: 2, column: 1), SourcePosition(line: 3, column: 1)])
    }

    @Test func writesXcodeLayout() {
        let table = StringsTable(entries: [
            StringsEntry(key: "greeting", value: "Hello, \"%@\"\n\\ \t\r\u{01}\u{7F}", comment: "Shown on launch"),
            StringsEntry(key: "no \"comment\"", value: "Ä"),
            StringsEntry(key: "c", value: "d", comment: "evil */ comment"),
        ])
        let expected = """
        /* Shown on launch */
        "greeting" = "Hello, \\"%@\\"\\n\\\\ \\t\\r\\U0001\\U007F";

        "no \\"comment\\"" = "Ä";

        /* evil * / comment */
        "c" = "d";

        """
        #expect(table.text == expected)
        #expect(table.serialized() == Data(expected.utf8))
    }

    @Test(arguments: [StringsEncoding.utf8, .utf16LittleEndian, .utf16BigEndian])
    func roundTrips(encoding: StringsEncoding) throws {
        let source = """
        /* File header */

        // A
        "k1" = "v\\n1 \\"q\\" \\U00e9 \\UD83D\\UDE00 \\101";
        unquoted = also;
        "self";
        /* multi
           line */
        "k\\t2" = "tab\\there";
        "ctl" = "\\a\\b";
        """
        let table = try parse(source)
        let data = table.serialized(encoding: encoding)
        switch encoding {
        case .utf8: #expect(data.starts(with: Data("/* File header */\n\n/* A */\n".utf8)))
        case .utf16LittleEndian: #expect(Array(data.prefix(2)) == [0xFF, 0xFE])
        case .utf16BigEndian: #expect(Array(data.prefix(2)) == [0xFE, 0xFF])
        }
        let again = try StringsTable(parsing: data)
        #expect(again == table)
        #expect(again.headerComment == "File header")
        #expect(again.entries.count == 5)
        #expect(again.serialized(encoding: encoding) == data)
    }

    @Test func readsXMLPropertyListForm() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>b</key>
        \t<string>B &amp; &lt;b&gt;</string>
        \t<key>a</key>
        \t<string>A</string>
        </dict>
        </plist>
        """
        let table = try StringsTable(parsing: Data(xml.utf8))
        #expect(table.keys == ["b", "a"])
        #expect(table["b"] == "B & <b>")
        #expect(table.entries.first?.position == SourcePosition(line: 5, column: 2))
    }

    @Test func rejectsNonStringValuesInPropertyListForm() {
        let xml = "<plist version=\"1.0\">\n<dict>\n\t<key>n</key>\n\t<integer>1</integer>\n</dict>\n</plist>"
        #expect {
            try StringsTable(parsing: Data(xml.utf8))
        } throws: { error in
            guard let error = error as? ResourceError else { return false }
            return error.position == SourcePosition(line: 4, column: 2) && error.keyPath == ["n"]
        }
    }

    @Test func readsBinaryPropertyListForm() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["a": "1", "ä": "ü 😀"], format: .binary, options: 0)
        let table = try StringsTable(parsing: data)
        #expect(table.dictionary == ["a": "1", "ä": "ü 😀"])
    }

    @Test func writesAtomicallyToAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sanasto-strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("en.lproj/Localizable.strings")
        let table = StringsTable(entries: [StringsEntry(key: "a", value: "b", comment: "c")])
        try table.write(to: url, createFolders: true)
        #expect(try StringsTable(contentsOf: url) == table)
    }

    // MARK: - Keys spelled differently

    /// `é` as U+00E9 and as `e` + U+0301 are different keys on Apple platforms (NSString compares code units).
    @Test func keepsBothSpellingsOfAKey() throws {
        let (composed, decomposed) = (ConversionFixtures.composedE, ConversionFixtures.decomposedE)
        let table = try StringsTable(parsing: Data("\"\(composed)\" = \"1\";\n\"\(decomposed)\" = \"2\";\n".utf8))
        #expect(table.entries.map { Array($0.key.unicodeScalars) } == [Array(composed.unicodeScalars), Array(decomposed.unicodeScalars)])
        #expect(table.entries.map(\.value) == ["1", "2"])
        #expect(table.diagnostics.isEmpty)
    }

    @Test func theSameSpellingTwiceIsADuplicate() throws {
        let composed = ConversionFixtures.composedE
        let table = try StringsTable(parsing: Data("\"\(composed)\" = \"1\";\n\"\(composed)\" = \"2\";\n".utf8))
        #expect(table.entries.map(\.value) == ["2"])
        let diagnostic = try #require(table.diagnostics.first)
        #expect(table.diagnostics.count == 1)
        #expect(diagnostic.kind == .duplicateKey)
        #expect(diagnostic.key == composed)
        #expect(diagnostic.location.position == SourcePosition(line: 2, column: 1))
        #expect(diagnostic.previousPosition == SourcePosition(line: 1, column: 1))
    }
}
