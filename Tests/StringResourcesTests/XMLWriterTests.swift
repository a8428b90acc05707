import Foundation
import StringResources
import Testing

@Suite struct XMLWriterTests {
    @Test func indentsElementContentAndKeepsTextOnOneLine() {
        var writer = XMLWriter()
        writer.writeDeclaration()
        writer.startElement("tbx", attributes: [("xmlns", "urn:x"), ("type", "TBX-Basic")])
        writer.startElement("text")
        writer.element("term", text: "solu")
        writer.startElement("empty")
        writer.endElement()
        writer.startElement("note")
        writer.text("foto")
        writer.element("hi", text: "syn")
        writer.text("teesi")
        writer.endElement()
        writer.finish()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <tbx xmlns="urn:x" type="TBX-Basic">
              <text>
                <term>solu</term>
                <empty/>
                <note>foto<hi>syn</hi>teesi</note>
              </text>
            </tbx>

            """)
    }

    static let texts = [
        "plain", "a < b & c > d", "\"quoted\" 'single'", "line\nbreak", "carriage\r\nreturn\rlone", "tab\there",
        "sää ja çiçek 😀", "]]> in text", "  leading and trailing  ", "&amp; literally",
    ]

    @Test(arguments: texts)
    func textAndAttributesReadBackExactly(_ text: String) throws {
        var writer = XMLWriter()
        writer.startElement("a", attributes: [("value", text)])
        writer.text(text)
        writer.finish()
        let parser = XMLPullParser(bytes: writer.bytes)
        #expect(try parser.next() == .startElement)
        #expect(parser.attribute("value") == text)
        #expect(try parser.readElementText() == text)
    }

    @Test func charactersXMLCannotHoldBecomeReplacementCharacters() throws {
        var writer = XMLWriter()
        writer.element("a", attributes: [("v", "x\u{1}y")], text: "x\u{0}y\u{FFFE}z")
        writer.comment("a -- b-")
        writer.finish()
        let parser = XMLPullParser(bytes: writer.bytes)
        #expect(try parser.next() == .startElement)
        #expect(parser.attribute("v") == "x\u{FFFD}y")
        #expect(try parser.readElementText() == "x\u{FFFD}y\u{FFFD}z")
        #expect(try parser.next() == .comment)
        #expect(parser.text == "a - - b- ")
    }

    @Test func takeBytesHandsOverWhatIsWritten() {
        var writer = XMLWriter(indentation: "")
        writer.startElement("a")
        writer.element("b", text: "1")
        let first = writer.takeBytes()
        writer.finish()
        #expect(String(decoding: first + writer.bytes, as: UTF8.self) == "<a><b>1</b></a>\n")
    }
}
