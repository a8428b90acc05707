import _SanastoTestSupport
import Foundation
import Testing
@testable import StringResources

@Suite struct PropertyListTests {
    static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

    @Test func readsEveryXMLValueType() throws {
        let xml = Self.header + """
        <!-- a comment -->
        <?processing instruction?>
        <dict>
        \t<key>s</key><string>a &lt;&gt;&amp;&quot;&apos; &#65;&#x1F600; <![CDATA[<raw> & ]]>z<!-- c --></string>
        \t<key>empty</key><string/>
        \t<key>i</key><integer>-42</integer>
        \t<key>hex</key><integer>0x10</integer>
        \t<key>r</key><real>1.5</real>
        \t<key>t</key><true/>
        \t<key>f</key><false/>
        \t<key>d</key><date>2024-02-03T04:05:06Z</date>
        \t<key>data</key><data>
        \tAAEC
        \t</data>
        \t<key>a</key><array><string>x</string><integer>1</integer></array>
        \t<key>ea</key><array/>
        \t<key>ed</key><dict/>
        </dict>
        </plist>
        """
        let value = try PropertyList(parsing: Data(xml.utf8))
        let dictionary = try #require(value.dictionaryValue)
        #expect(dictionary.keys == ["s", "empty", "i", "hex", "r", "t", "f", "d", "data", "a", "ea", "ed"])
        #expect(dictionary["s"] == .string("a <>&\"' A😀 <raw> & z"))
        #expect(dictionary["empty"] == .string(""))
        #expect(dictionary["i"] == .integer(-42))
        #expect(dictionary["hex"] == .integer(16))
        #expect(dictionary["r"] == .real(1.5))
        #expect(dictionary["t"] == .boolean(true))
        #expect(dictionary["f"] == .boolean(false))
        #expect(dictionary["d"] == .date(Date(timeIntervalSince1970: 1_706_933_106)))
        #expect(dictionary["data"] == .data(Data([0, 1, 2])))
        #expect(dictionary["a"] == .array([.string("x"), .integer(1)]))
        #expect(dictionary["ea"] == .array([]))
        #expect(dictionary["ed"] == .dictionary(PropertyListDictionary()))
        #expect(dictionary.entry("i")?.keyOffset != nil)
    }

    @Test func readsUTF16XML() throws {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist><string>ä</string></plist>"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in xml.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try PropertyList(parsing: Data(bytes)) == .string("ä"))
    }

    @Test(arguments: [
        // (document, line, column, message fragment)
        ("<plist>\n<dict>\n\t<key>a</key>\n\t<string>&foo;</string>\n</dict>\n</plist>", 4, 10, "unknown entity"),
        ("<plist><dict><key>a</key></dict></plist>", 1, 26, "has no value"),
        ("<plist><dict><string>a</string></dict></plist>", 1, 14, "expected <key>"),
        ("<plist>\n<dict>\n<key>a</key>\n<string>b</strong>\n</dict></plist>", 4, 10, "expected </string>"),
        ("<plist><integer>x1</integer></plist>", 1, 8, "not an integer"),
        ("<plist><real>abc</real></plist>", 1, 8, "not a real"),
        ("<plist><date>yesterday</date></plist>", 1, 8, "ISO 8601"),
        ("<plist><data>!!!</data></plist>", 1, 8, "base64"),
        ("<plist><foo/></plist>", 1, 8, "unknown property-list element"),
        // A value left out between two keys: the second <key> is not an "unknown element".
        ("<plist><dict>\n<key>a</key>\n<key>b</key>\n<string>c</string>\n</dict></plist>", 3, 1, "key 'a' has no value"),
        ("<plist><string>a</string>", 1, 26, "expected </plist>"),
        ("<plist><string>a", 1, 17, "unexpected end"),
        ("<plist><string>a</string></plist><plist/>", 1, 34, "after the root"),
        ("<plist>\n  <!-- never closed", 2, 3, "unterminated comment"),
        ("<plist><string>&#0;</string></plist>", 1, 16, "invalid character reference"),
        ("<plist><string><![CDATA[x</string></plist>", 1, 16, "unterminated CDATA"),
        ("", 1, 1, "no root element"),
        ("<!DOCTYPE plist [\n  <!ENTITY x SYSTEM \"file:///etc/passwd\">\n]>\n<plist><string>&x;</string></plist>", 2, 3, "entity declarations are not allowed"),
        // An external DTD is never fetched, so its entities stay unknown; parameter entities are declarations too.
        ("<!DOCTYPE plist SYSTEM \"file:///etc/passwd\">\n<plist><string>&xxe;</string></plist>", 2, 16, "unknown entity '&xxe;'"),
        ("<!DOCTYPE plist [ <!ENTITY % p SYSTEM \"file:///etc/passwd\"> %p; ]>\n<plist/>", 1, 19, "entity declarations are not allowed"),
        // Raw control characters are not XML; Python's and Apple's parsers refuse them, and so must we.
        ("<plist><string>a\u{01}b</string></plist>", 1, 17, "control character U+0001 is not allowed in XML"),
        ("<plist><dict>\n<key>k\u{1B}</key><string>x</string></dict></plist>", 2, 7, "control character U+001B"),
        ("<plist><string><![CDATA[x\u{08}]]></string></plist>", 1, 26, "control character U+0008"),
    ])
    func reportsXMLErrorsWithPositions(document: String, line: Int, column: Int, message: String) {
        #expect {
            try PropertyList(parsing: Data(document.utf8), file: "x.plist")
        } throws: { error in
            guard let error = error as? ResourceError else { return false }
            return error.position == SourcePosition(line: line, column: column) && error.message.contains(message) && error.file == "x.plist"
        }
    }

    @Test func billionLaughsFailsFast() {
        var document = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            document += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        document += "]>\n<plist><string>&lol9;</string></plist>\n"
        // The error is at the first declaration (3:2), so nothing was expanded: that, not a clock, shows it is fast.
        #expect {
            try PropertyList(parsing: Data(document.utf8))
        } throws: { error in
            guard let error = error as? ResourceError else { return false }
            return error.position == SourcePosition(line: 3, column: 2) && error.message.contains("entity declarations are not allowed")
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = 10_000
        let document = "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</plist>"
        #expect {
            try PropertyList(parsing: Data(document.utf8))
        } throws: { error in
            (error as? ResourceError)?.message.contains("nested too deeply") == true
        }
    }

    static var sampleObject: [String: Any] { [
        "string": "ascii",
        "unicode": "Ääkköset 😀",
        "int": 42,
        "negative": -7,
        "big": 1 << 40,
        "real": 2.5,
        "bool": true,
        "data": Data([1, 2, 3]),
        "date": Date(timeIntervalSinceReferenceDate: 1000),
        "array": ["a", 1] as [Any],
        "nested": ["k": "v"],
    ] }

    @Test func readsBinaryPropertyLists() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: Self.sampleObject, format: .binary, options: 0)
        let dictionary = try #require(try PropertyList(parsing: data).dictionaryValue)
        #expect(Set(dictionary.keys) == Set(Self.sampleObject.keys))
        #expect(dictionary["string"] == .string("ascii"))
        #expect(dictionary["unicode"] == .string("Ääkköset 😀"))
        #expect(dictionary["int"] == .integer(42))
        #expect(dictionary["negative"] == .integer(-7))
        #expect(dictionary["big"] == .integer(1 << 40))
        #expect(dictionary["real"] == .real(2.5))
        #expect(dictionary["bool"] == .boolean(true))
        #expect(dictionary["data"] == .data(Data([1, 2, 3])))
        #expect(dictionary["date"] == .date(Date(timeIntervalSinceReferenceDate: 1000)))
        #expect(dictionary["array"] == .array([.string("a"), .integer(1)]))
        #expect(dictionary["nested"] == .dictionary(PropertyListDictionary(pairs: ["k": .string("v")])))
    }

    @Test func everyTruncationOfABinaryPropertyListIsAnError() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: Self.sampleObject, format: .binary, options: 0)
        for length in 0..<data.count {
            #expect(throws: ResourceError.self, "length \(length)") { try PropertyList(parsing: data.prefix(length)) }
        }
    }

    @Test func corruptedBinaryPropertyListsNeverCrash() throws {
        let original = Array(try PropertyListSerialization.data(fromPropertyList: Self.sampleObject, format: .binary, options: 0))
        var generator = SeededGenerator(seed: 7)
        var failures = 0
        for _ in 0..<2_000 {
            var bytes = original
            for _ in 0..<3 {
                let index = Int(generator.next() % UInt64(bytes.count - 8)) + 8
                bytes[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            do { _ = try PropertyList(parsing: Data(bytes)) } catch { failures += 1 }
        }
        #expect(failures > 0)
    }

    /// A one-element array that contains itself: `bplist00`, object 0 = array [ref 0].
    @Test func cyclicBinaryReferencesAreAnError() {
        var bytes = Array("bplist00".utf8)
        bytes += [0xA1, 0x00] // object 0 at offset 8: array of one, referring to object 0
        let offsetTable = bytes.count
        bytes += [0x08]
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] // trailer: unused ×6, offset size 1, ref size 1
        bytes += [0, 0, 0, 0, 0, 0, 0, 1] // one object
        bytes += [0, 0, 0, 0, 0, 0, 0, 0] // top object 0
        bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(offsetTable)]
        #expect {
            try PropertyList(parsing: Data(bytes))
        } throws: { error in
            (error as? ResourceError)?.message.contains("contains itself") == true
        }
    }

    @Test func writesXcodeXMLLayout() throws {
        let value = PropertyList.dictionary(PropertyListDictionary(pairs: [
            "b": .string("x < y & z > \"q\""),
            "a": .array([.integer(1), .boolean(true), .boolean(false), .real(0.5)]),
            "e": .dictionary(PropertyListDictionary()),
            "n": .dictionary(PropertyListDictionary(pairs: ["k": .string("")])),
        ]))
        let expected = Self.header + """
        <dict>
        \t<key>b</key>
        \t<string>x &lt; y &amp; z &gt; "q"</string>
        \t<key>a</key>
        \t<array>
        \t\t<integer>1</integer>
        \t\t<true/>
        \t\t<false/>
        \t\t<real>0.5</real>
        \t</array>
        \t<key>e</key>
        \t<dict/>
        \t<key>n</key>
        \t<dict>
        \t\t<key>k</key>
        \t\t<string></string>
        \t</dict>
        </dict>
        </plist>

        """
        let data = value.xmlSerialized()
        #expect(String(decoding: data, as: UTF8.self) == expected)
        #expect(try PropertyList(parsing: data) == value)
    }

    @Test(arguments: [
        PropertyList.string("line\r\nbreak\rand ]]> &amp;"),
        // Control characters XML cannot hold as text are written as character references.
        .string("bell\u{07} escape\u{1B} tab\t"),
        .data(Data((0..<200).map { UInt8($0) })),
        .date(Date(timeIntervalSince1970: 0)),
        .real(-1e300), .real(.infinity), .integer(Int.min), .integer(Int.max),
        .array([.array([]), .dictionary(PropertyListDictionary(pairs: ["": .string(" ")]))]),
    ])
    func xmlRoundTrips(value: PropertyList) throws {
        #expect(try PropertyList(parsing: value.xmlSerialized()) == value)
    }

    // MARK: - Shared references, real bits, distinct spellings

    /// A binary property list of `depth` arrays, each `[next, next]`, ending in `true`: 2^depth values once every
    /// shared reference is followed.
    static func doublingList(depth: Int) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in 0..<depth {
            offsets.append(bytes.count)
            bytes += [0xA2, UInt8(object + 1), UInt8(object + 1)]
        }
        offsets.append(bytes.count)
        bytes.append(0x09)
        let tableOffset = bytes.count
        bytes += offsets.map { UInt8($0) }
        func eight(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + eight(depth + 1) + eight(0) + eight(tableOffset)
        return bytes
    }

    /// A file whose shared references expand to 2^20 values fails fast with a limit error instead of hanging.
    @Test func sharedReferencesThatExplodeExceedTheLimit() {
        let error = #expect(throws: ResourceError.self) { try PropertyList(parsing: Data(Self.doublingList(depth: 20))) }
        #expect(error?.kind == .limitExceeded)
        #expect(error?.message == "malformed binary property list: shared references expand to too many values")
    }

    @Test func aFewSharedReferencesAreRead() throws {
        // 2^3 leaves: legitimate sharing still reads.
        let value = try PropertyList(parsing: Data(Self.doublingList(depth: 3)))
        let leaf = PropertyList.array([.boolean(true), .boolean(true)])
        let middle = PropertyList.array([leaf, leaf])
        #expect(value == .array([middle, middle]))
    }

    /// `<real>` values survive XML write → read bit for bit (`==` alone cannot tell -0.0 from 0.0).
    @Test(arguments: [-0.0, 0.0, -1.0, 1e15, 0.1, -2.5e-300, Double.greatestFiniteMagnitude])
    func realKeepsItsBits(_ value: Double) throws {
        let written = PropertyList.real(value).xmlSerialized()
        guard case .real(let read) = try PropertyList(parsing: written) else {
            Issue.record("not a real: \(String(decoding: written, as: UTF8.self))")
            return
        }
        #expect(read.bitPattern == value.bitPattern, "\(String(decoding: written, as: UTF8.self))")
    }

    /// Canonically equivalent keys spelled differently are different keys, as NSString compares them.
    @Test func xmlDictionaryKeepsBothSpellingsOfAKey() throws {
        let (composed, decomposed) = (ConversionFixtures.composedE, ConversionFixtures.decomposedE)
        let xml = "<plist><dict><key>\(composed)</key><string>1</string><key>\(decomposed)</key><string>2</string></dict></plist>"
        let entries = try #require(try PropertyList(parsing: Data(xml.utf8)).dictionaryValue?.entries)
        #expect(entries.map { Array($0.key.unicodeScalars) } == [Array(composed.unicodeScalars), Array(decomposed.unicodeScalars)])
        #expect(entries.map(\.value) == [.string("1"), .string("2")])
    }
}
