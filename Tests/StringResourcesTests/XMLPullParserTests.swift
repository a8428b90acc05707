import Foundation
import StringResources
import _SanastoTestSupport
import Testing

@Suite struct XMLPullParserTests {
    /// The events of a document in a compact form: `<{ns}name a=v>`, `</name>`, `"text"`, `[cdata]`, `#comment`,
    /// `?target data`, `!DOCTYPE name`.
    static func events(_ parser: XMLPullParser, keepWhitespace: Bool = false) throws -> [String] {
        var result: [String] = []
        while true {
            switch try parser.next() {
            case .startElement:
                let attributes = parser.attributes.map { " \($0.name)=\($0.value)" }.joined()
                result.append("<\(parser.name)\(attributes)>")
            case .endElement: result.append("</\(parser.name)>")
            case .text:
                if keepWhitespace || !parser.isWhitespace { result.append("\"\(parser.text)\"") }
            case .cdata: result.append("[\(parser.text)]")
            case .comment: result.append("#\(parser.text)")
            case .processingInstruction: result.append("?\(parser.target) \(parser.text)")
            case .documentType: result.append("!DOCTYPE \(parser.documentType.name)")
            case .endDocument: return result
            }
        }
    }

    static func events(_ text: String) throws -> [String] { try events(XMLPullParser(string: text)) }

    struct WellFormed: Sendable, CustomTestStringConvertible {
        var name: String
        var xml: String
        var events: [String]
        var testDescription: String { name }
    }

    static let wellFormed: [WellFormed] = [
        WellFormed(name: "one element", xml: "<a/>", events: ["<a>", "</a>"]),
        WellFormed(name: "declaration and text", xml: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a>hei</a>\n", events: ["<a>", "\"hei\"", "</a>"]),
        WellFormed(name: "attributes both quotes", xml: "<a x='1' y=\"2\"/>", events: ["<a x=1 y=2>", "</a>"]),
        WellFormed(name: "predefined entities", xml: "<a t=\"&lt;&amp;&quot;\">&lt;b&gt; &amp; &apos;</a>", events: ["<a t=<&\">", "\"<b> & '\"", "</a>"]),
        WellFormed(name: "character references", xml: "<a>&#65;&#x42;&#x1F600;&#228;</a>", events: ["<a>", "\"AB😀ä\"", "</a>"]),
        WellFormed(name: "CDATA kept apart", xml: "<a>x<![CDATA[<b>&amp;]]>y</a>", events: ["<a>", "\"x\"", "[<b>&amp;]", "\"y\"", "</a>"]),
        WellFormed(name: "comment and PI", xml: "<!--before--><a><?php echo 1 ?><!-- in --></a>", events: ["#before", "<a>", "?php echo 1 ", "# in ", "</a>"]),
        WellFormed(name: "default namespace", xml: "<tbx xmlns=\"urn:iso:std:iso:30042:ed-2\"><text/></tbx>",
                   events: ["<{urn:iso:std:iso:30042:ed-2}tbx>", "<{urn:iso:std:iso:30042:ed-2}text>", "</{urn:iso:std:iso:30042:ed-2}text>", "</{urn:iso:std:iso:30042:ed-2}tbx>"]),
        WellFormed(name: "prefixes and xml:lang", xml: "<b:a xmlns:b=\"urn:b\" xml:lang=\"fi\"><c b:x=\"1\"/></b:a>",
                   events: ["<{urn:b}a {http://www.w3.org/XML/1998/namespace}lang=fi>", "<c {urn:b}x=1>", "</c>", "</{urn:b}a>"]),
        WellFormed(name: "undeclaring the default namespace", xml: "<a xmlns=\"urn:x\"><b xmlns=\"\"/></a>", events: ["<{urn:x}a>", "<b>", "</b>", "</{urn:x}a>"]),
        WellFormed(name: "line ends normalized", xml: "<a t=\"1\r\n2\">x\r\ny\rz</a>", events: ["<a t=1 2>", "\"x\ny\nz\"", "</a>"]),
        WellFormed(name: "attribute whitespace becomes spaces", xml: "<a t=\"1\t2\n3&#10;4\"/>", events: ["<a t=1 2 3\n4>", "</a>"]),
        WellFormed(name: "doctype with external subset is not loaded", xml: "<!DOCTYPE martif SYSTEM \"TBXcoreStructV02.dtd\"><martif/>", events: ["!DOCTYPE martif", "<martif>", "</martif>"]),
        WellFormed(name: "doctype with harmless internal subset", xml: "<!DOCTYPE a [<!ELEMENT a (#PCDATA)><!-- <!ENTITY x 'no'> --><!ATTLIST a b CDATA \"]>\">]><a/>", events: ["!DOCTYPE a", "<a>", "</a>"]),
        WellFormed(name: "non-ASCII names and text", xml: "<kieli-ä>sää</kieli-ä>", events: ["<kieli-ä>", "\"sää\"", "</kieli-ä>"]),
        WellFormed(name: "tags with attributes after text", xml: "<r>text<a x=\"1\" y='2'>t&amp;u</a><b z=\"&lt;&#65;\"/>tail</r>",
                   events: ["<r>", "\"text\"", "<a x=1 y=2>", "\"t&u\"", "</a>", "<b z=<A>", "</b>", "\"tail\"", "</r>"]),
        WellFormed(name: "greater-than in text and attributes", xml: "<a b=\"x>y\">1 > 0</a>", events: ["<a b=x>y>", "\"1 > 0\"", "</a>"]),
    ]

    @Test(arguments: wellFormed)
    func readsWellFormedDocuments(_ item: WellFormed) throws {
        #expect(try Self.events(item.xml) == item.events)
    }

    @Test(arguments: wellFormed, [1, 2, 3, 7, 64])
    func streamingInAnyChunkSizeGivesTheSameEvents(_ item: WellFormed, _ chunkSize: Int) throws {
        var bytes = Array(item.xml.utf8)[...]
        let parser = XMLPullParser {
            guard !bytes.isEmpty else { return nil }
            let chunk = Array(bytes.prefix(chunkSize))
            bytes = bytes.dropFirst(chunkSize)
            return chunk
        }
        #expect(try Self.events(parser) == item.events)
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        var name: String
        var xml: String
        var kind: XMLError.Kind
        var position: String
        var message: String
        var testDescription: String { name }
    }

    static let malformed: [Malformed] = [
        Malformed(name: "empty document", xml: "", kind: .unexpectedEnd, position: "1:1", message: "no root element"),
        Malformed(name: "unclosed root", xml: "<a>\n  <b></b>", kind: .unexpectedEnd, position: "2:10", message: "before <a> is closed"),
        Malformed(name: "mismatched end tag", xml: "<a>\n<b></c></a>", kind: .mismatchedTag, position: "2:4", message: "</c> does not match start tag <b>"),
        Malformed(name: "unquoted attribute", xml: "<a x=1/>", kind: .malformed, position: "1:6", message: "must be quoted"),
        Malformed(name: "attribute without value", xml: "<a x/>", kind: .malformed, position: "1:5", message: "needs a value"),
        Malformed(name: "duplicate attribute", xml: "<a x=\"1\" x=\"2\"/>", kind: .duplicateAttribute, position: "1:10", message: "appears twice"),
        Malformed(name: "duplicate after namespace resolution", xml: "<a xmlns:p=\"u\" xmlns:q=\"u\" p:x=\"1\" q:x=\"2\"/>", kind: .duplicateAttribute, position: "1:36", message: "'q:x' appears twice"),
        Malformed(name: "undeclared prefix", xml: "<p:a/>", kind: .undeclaredPrefix, position: "1:2", message: "'p' is not declared"),
        Malformed(name: "undefined entity", xml: "<a>&nbsp;</a>", kind: .undefinedEntity, position: "1:4", message: "'&nbsp;' is not defined"),
        Malformed(name: "bare ampersand", xml: "<a>salt & pepper</a>", kind: .malformed, position: "1:9", message: "'&' must start a reference"),
        Malformed(name: "bad character reference", xml: "<a>&#0;</a>", kind: .invalidCharacter, position: "1:4", message: "does not allow"),
        Malformed(name: "control character", xml: "<a>x\u{1}</a>", kind: .invalidCharacter, position: "1:5", message: "U+0001"),
        Malformed(name: "text after the root", xml: "<a/>\nx", kind: .malformed, position: "2:1", message: "after the root element"),
        Malformed(name: "second root", xml: "<a/><b/>", kind: .malformed, position: "1:5", message: "one root element"),
        Malformed(name: "double hyphen in a comment", xml: "<a><!-- a -- b --></a>", kind: .malformed, position: "1:11", message: "'--' is not allowed"),
        Malformed(name: "CDATA end in text", xml: "<a>]]></a>", kind: .malformed, position: "1:4", message: "']]>' is not allowed"),
        Malformed(name: "late XML declaration", xml: "<a/>\n<?xml version=\"1.0\"?>", kind: .malformed, position: "2:1", message: "very start"),
        Malformed(name: "less-than in attribute", xml: "<a b=\"<\"/>", kind: .malformed, position: "1:7", message: "'<' is not allowed in an attribute value"),
        Malformed(name: "unsupported version", xml: "<?xml version=\"2.0\"?><a/>", kind: .malformed, position: "1:6", message: "version '2.0'"),
        Malformed(name: "unknown encoding", xml: "<?xml version=\"1.0\" encoding=\"KOI8-R\"?><a/>", kind: .unsupportedEncoding, position: "1:1", message: "'KOI8-R' is not supported"),
        Malformed(name: "tag left open at the end", xml: "<a><b", kind: .unexpectedEnd, position: "1:4", message: "inside a tag"),
        Malformed(name: "name starting with a digit", xml: "<1a/>", kind: .malformed, position: "1:2", message: "expected an element name"),
    ]

    @Test(arguments: malformed)
    func refusesMalformedDocumentsWithTheirPosition(_ item: Malformed) throws {
        do {
            _ = try Self.events(item.xml)
            Issue.record("expected \(item.kind)")
        } catch let error as XMLError {
            #expect(error.kind == item.kind, "\(error)")
            #expect(error.position.description == item.position, "\(error)")
            #expect(error.message.contains(item.message), "\(error)")
        }
    }

    struct Hostile: Sendable, CustomTestStringConvertible {
        var name: String
        var xml: String
        var kind: XMLError.Kind
        var testDescription: String { name }
    }

    static let hostile: [Hostile] = [
        Hostile(name: "billion laughs", xml: """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
            <lolz>&lol2;</lolz>
            """, kind: .entityDeclaration),
        Hostile(name: "external entity to a local file", xml: """
            <!DOCTYPE a [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><a>&xxe;</a>
            """, kind: .externalEntity),
        Hostile(name: "external entity over the network", xml: """
            <!DOCTYPE a [<!ENTITY xxe PUBLIC "-//x//y" "http://127.0.0.1:9/evil.dtd">]><a>&xxe;</a>
            """, kind: .externalEntity),
        Hostile(name: "parameter entity", xml: "<!DOCTYPE a [<!ENTITY % p SYSTEM \"http://127.0.0.1:9/p\"> %p;]><a/>", kind: .externalEntity),
        Hostile(name: "parameter entity reference", xml: "<!DOCTYPE a [ %p; ]><a/>", kind: .entityDeclaration),
        Hostile(name: "entity used without declaration", xml: "<a>&xxe;</a>", kind: .undefinedEntity),
        Hostile(name: "deep nesting", xml: String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300), kind: .tooDeep),
    ]

    @Test(arguments: hostile)
    func refusesHostileDocuments(_ item: Hostile) throws {
        #expect(throws: XMLError.self) { _ = try Self.events(item.xml) }
        do { _ = try Self.events(item.xml) } catch let error as XMLError { #expect(error.kind == item.kind, "\(error)") }
    }

    /// A file cut short is reported as cut short where it ends, not as unreadable: the parser does not ask a file
    /// that has ended for more (its handle is closed by then).
    @Test(arguments: [("<tbx xml:lang=\"fi\"><text>", 26), ("<a><b>text", 11), ("<a x=\"1", 1)])
    func aTruncatedFileEndsWhereItEnds(_ xml: String, column: Int) throws {
        let folder = try TemporaryFolder([:])
        let url = try folder.write(Data(xml.utf8), to: "cut.xml")
        let parser = try XMLPullParser(contentsOf: url)
        do {
            _ = try Self.events(parser)
            Issue.record("a truncated file was read")
        } catch let error as XMLError {
            #expect(error.kind == .unexpectedEnd, "\(error)")
            #expect(error.position.column == column, "\(error)")
        }
    }

    @Test func depthLimitIsConfigurable() throws {
        let xml = String(repeating: "<a>", count: 10) + String(repeating: "</a>", count: 10)
        #expect(try Self.events(XMLPullParser(string: xml, options: .init(maximumDepth: 10))).count == 20)
        #expect(throws: XMLError.self) { try Self.events(XMLPullParser(string: xml, options: .init(maximumDepth: 9))) }
    }

    @Test func tokenLengthIsBounded() throws {
        let xml = "<a>" + String(repeating: "x", count: 5000) + "</a>"
        var bytes = Array(xml.utf8)[...]
        let parser = XMLPullParser(options: .init(maximumTokenLength: 1000, chunkSize: 100)) {
            guard !bytes.isEmpty else { return nil }
            defer { bytes = bytes.dropFirst(100) }
            return Array(bytes.prefix(100))
        }
        do {
            _ = try Self.events(parser)
            Issue.record("expected tooLarge")
        } catch let error as XMLError {
            #expect(error.kind == .tooLarge)
        }
    }

    struct Encoded: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var encoding: StreamingTextDecoder.Encoding
        var testDescription: String { name }
    }

    static let document = "<?xml version=\"1.0\" encoding=\"ENC\"?>\n<sana kieli=\"fi\">sää 😀</sana>"

    static func utf16(_ text: String, littleEndian: Bool, bom: Bool) -> [UInt8] {
        var bytes: [UInt8] = bom ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
        for unit in text.utf16 {
            bytes += littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        return bytes
    }

    static let encoded: [Encoded] = [
        Encoded(name: "UTF-8", bytes: Array(document.replacingOccurrences(of: "ENC", with: "UTF-8").utf8), encoding: .utf8),
        Encoded(name: "UTF-8 with BOM", bytes: [0xEF, 0xBB, 0xBF] + Array(document.replacingOccurrences(of: "ENC", with: "utf-8").utf8), encoding: .utf8),
        Encoded(name: "UTF-16LE with BOM", bytes: utf16(document.replacingOccurrences(of: "ENC", with: "UTF-16"), littleEndian: true, bom: true), encoding: .utf16LittleEndian),
        Encoded(name: "UTF-16BE with BOM", bytes: utf16(document.replacingOccurrences(of: "ENC", with: "UTF-16"), littleEndian: false, bom: true), encoding: .utf16BigEndian),
        Encoded(name: "UTF-16LE without BOM", bytes: utf16(document.replacingOccurrences(of: "ENC", with: "UTF-16LE"), littleEndian: true, bom: false), encoding: .utf16LittleEndian),
    ]

    @Test(arguments: encoded, [0, 3])
    func readsEveryUnicodeEncoding(_ item: Encoded, _ chunkSize: Int) throws {
        let parser: XMLPullParser
        if chunkSize == 0 {
            parser = XMLPullParser(bytes: item.bytes)
        } else {
            var bytes = item.bytes[...]
            parser = XMLPullParser {
                guard !bytes.isEmpty else { return nil }
                defer { bytes = bytes.dropFirst(chunkSize) }
                return Array(bytes.prefix(chunkSize))
            }
        }
        #expect(try Self.events(parser) == ["<sana kieli=fi>", "\"sää 😀\"", "</sana>"])
        #expect(parser.encoding == item.encoding)
    }

    @Test func readsLatin1WhenDeclared() throws {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>s".utf8) + [0xE4, 0xE4] + Array("</a>".utf8)
        #expect(try Self.events(XMLPullParser(bytes: bytes)) == ["<a>", "\"sää\"", "</a>"])
    }

    struct BadBytes: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var kind: XMLError.Kind
        var position: String
        var testDescription: String { name }
    }

    static let badBytes: [BadBytes] = [
        BadBytes(name: "invalid UTF-8", bytes: Array("<a>\nok ".utf8) + [0xC3, 0x28] + Array("</a>".utf8), kind: .invalidEncoding, position: "2:4"),
        BadBytes(name: "overlong UTF-8", bytes: Array("<a>".utf8) + [0xC0, 0xAF] + Array("</a>".utf8), kind: .invalidEncoding, position: "1:4"),
        BadBytes(name: "encoded surrogate", bytes: Array("<a>".utf8) + [0xED, 0xA0, 0x80] + Array("</a>".utf8), kind: .invalidEncoding, position: "1:4"),
        BadBytes(name: "UTF-16 unpaired surrogate", bytes: [0xFF, 0xFE] + utf16("<a>x", littleEndian: true, bom: false) + [0x00, 0xD8] + utf16("</a>", littleEndian: true, bom: false), kind: .invalidEncoding, position: "1:5"),
        BadBytes(name: "UTF-32", bytes: [0x3C, 0, 0, 0, 0x61, 0, 0, 0], kind: .unsupportedEncoding, position: "1:1"),
        BadBytes(name: "BOM contradicts declaration", bytes: [0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>".utf8), kind: .unsupportedEncoding, position: "1:1"),
        BadBytes(name: "noncharacter U+FFFE", bytes: Array("<a>".utf8) + [0xEF, 0xBF, 0xBE] + Array("</a>".utf8), kind: .invalidCharacter, position: "1:4"),
    ]

    @Test(arguments: badBytes, [0, 2])
    func refusesBytesThatAreNotText(_ item: BadBytes, _ chunkSize: Int) throws {
        let parser: XMLPullParser
        if chunkSize == 0 {
            parser = XMLPullParser(bytes: item.bytes)
        } else {
            var bytes = item.bytes[...]
            parser = XMLPullParser {
                guard !bytes.isEmpty else { return nil }
                defer { bytes = bytes.dropFirst(chunkSize) }
                return Array(bytes.prefix(chunkSize))
            }
        }
        do {
            _ = try Self.events(parser)
            Issue.record("expected \(item.kind)")
        } catch let error as XMLError {
            #expect(error.kind == item.kind, "\(error)")
            #expect(error.position.description == item.position, "\(error)")
        }
    }

    @Test func positionsAreCountedAcrossChunks() throws {
        let xml = "<a>\n" + String(repeating: "<b>sää</b>\n", count: 200) + "<c>\n  <d/>\n</x></a>"
        var bytes = Array(xml.utf8)[...]
        let parser = XMLPullParser(options: .init(chunkSize: 1)) {
            guard !bytes.isEmpty else { return nil }
            defer { bytes = bytes.dropFirst(13) }
            return Array(bytes.prefix(13))
        }
        do {
            _ = try Self.events(parser)
            Issue.record("expected a mismatched tag")
        } catch let error as XMLError {
            #expect(error.position == SourcePosition(line: 204, column: 1), "\(error)")
        }
    }

    @Test func eventPositionsAndHelpers() throws {
        let parser = XMLPullParser(string: "<r>\n  <term>foto<hi>syn</hi>teesi</term>\n  <skip><x>1</x></skip><after/>\n</r>")
        #expect(try parser.next() == .startElement)
        #expect(try parser.next() == .text)
        #expect(try parser.next() == .startElement)
        #expect(parser.name.localName == "term")
        #expect(parser.position == SourcePosition(line: 2, column: 3))
        #expect(parser.depth == 2)
        #expect(try parser.readElementText() == "fotosynteesi")
        #expect(parser.eventKind == .endElement && parser.name.localName == "term")
        _ = try parser.next()
        #expect(try parser.next() == .startElement)
        try parser.skipElement()
        #expect(try parser.nextEvent() == .startElement(XMLName(localName: "after"), attributes: []))
        #expect(parser.error("no body").description == "3:24: no body")
    }

    @Test func largeDocumentStreamsInBoundedMemory() throws {
        // 20,000 elements through 4 KiB chunks: the buffer never holds more than a chunk and a token.
        var produced = 0
        var sentHeader = false
        var sentFooter = false
        let parser = XMLPullParser(options: .init(chunkSize: 4096)) {
            if !sentHeader { sentHeader = true; return Array("<body>".utf8) }
            if produced < 20_000 {
                produced += 100
                return Array(String(repeating: "<entry id=\"x\">text &amp; more</entry>", count: 100).utf8)
            }
            if !sentFooter { sentFooter = true; return Array("</body>".utf8) }
            return nil
        }
        var entries = 0
        while try parser.next() != .endDocument {
            if parser.eventKind == .startElement, parser.name.localName == "entry" { entries += 1 }
        }
        #expect(entries == 20_000)
    }

    @Test(arguments: 0..<40)
    func lineCountingByWordsAgreesWithCountingByBytes(_ seed: Int) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        let pieces: [[UInt8]] = [Array("a".utf8), Array("sää".utf8), [0x0A], [0x0D], [0x0D, 0x0A], Array("😀".utf8), Array("  ".utf8)]
        var bytes: [UInt8] = []
        let crFree = seed % 2 == 0
        for _ in 0..<(Int(next() % 200) + 1) {
            let piece = pieces[Int(next() % UInt64(pieces.count))]
            if crFree, piece.contains(0x0D) { continue }
            bytes += piece
        }
        bytes.withUnsafeBufferPointer { buffer in
            let split = Int(next() % UInt64(bytes.count + 1))
            var fast = SourcePositionCounter()
            fast.advance(over: UnsafeBufferPointer(rebasing: buffer[..<split]))
            fast.advance(over: UnsafeBufferPointer(rebasing: buffer[split...]))
            var slow = SourcePositionCounter()
            for byte in buffer { slow.advance(over: byte) }
            #expect(fast == slow, "\(bytes) split at \(split)")
            #expect(slow.position == SourcePosition(offset: bytes.count, in: bytes))
        }
    }
}
