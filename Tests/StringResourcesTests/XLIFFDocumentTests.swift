import Foundation
import StringResources
import Testing
import _SanastoTestSupport

@Suite struct XLIFFDocumentTests {
    static let fixtures = TestPaths.fixtures(of: "StringResourcesTests").appendingPathComponent("xliff")

    /// A document in Xcode's layout, with groups, inline markup, CDATA, notes and references, read as Xcode means it.
    @Test func readsXcodesLayout() throws {
        let document = try XLIFFDocument(contentsOf: Self.fixtures.appendingPathComponent("Xcode.xliff"))
        #expect(document.files.map(\.original) == ["Terminology/InfoPlist.xcstrings", "Terminology/Localizable.xcstrings"])
        let file = document.files[1]
        #expect(file.sourceLanguage == "en" && file.targetLanguage == "fi" && file.datatype == "plaintext")
        #expect(file.tool == XLIFFFile.Tool(id: "com.apple.dt.xcode", name: "Xcode", version: "16.2", buildNumber: "16C5032a"))
        #expect(file.position?.line == 15)
        #expect(file.units == [
            XLIFFUnit(id: "%lld terms|==|plural.one", source: "%lld term", target: "%lld termi", state: .needsReviewL10n,
                      notes: [XLIFFUnit.Note("How many terms a category has", from: "auto-generated")]),
            XLIFFUnit(id: "%lld terms|==|plural.other", source: "%lld terms", notes: [XLIFFUnit.Note("")]),
            XLIFFUnit(id: "Line\twith\nbreaks", source: "First <b> & \"quoted\"\r\nsecond",
                      target: "Ensimmäinen <b> & ”lainattu” <cdata> ", state: .translated, stateQualifier: "leveraged-mt",
                      notes: [XLIFFUnit.Note("First"), XLIFFUnit.Note("Second", from: "developer")]),
            XLIFFUnit(id: "Empty", source: "", target: "", state: .new),
        ])
        #expect(file.units.map { $0.position?.line } == [20, 25, 30, 39])
    }

    /// What the writer writes, byte for byte: Xcode's layout.
    @Test func writesXcodesLayout() throws {
        let document = XLIFFDocument(files: [XLIFFFile(
            original: "App/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "fi",
            tool: XLIFFFile.Tool(id: "org.sanasto.xcstrings", name: "xcstrings", version: "0.1.0"),
            units: [
                XLIFFUnit(id: "<key> & \"q\"\tTAB\nLF\rCR", source: "a <b> & \"c\"\r\nd", target: "e", state: .translated, notes: [XLIFFUnit.Note("")]),
                XLIFFUnit(id: "m|==|plural.one", source: "%lld m", target: "%lld m", state: .translated, stateQualifier: "leveraged-mt",
                          notes: [XLIFFUnit.Note("Generated", from: "auto-generated")]),
                XLIFFUnit(id: "untranslated", source: "x", notes: [XLIFFUnit.Note("")]),
            ])])
        let text = String(decoding: document.encoded(), as: UTF8.self)
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
              <file original="App/Localizable.xcstrings" source-language="en" target-language="fi" datatype="plaintext">
                <header>
                  <tool tool-id="org.sanasto.xcstrings" tool-name="xcstrings" tool-version="0.1.0"/>
                </header>
                <body>
                  <trans-unit id="&lt;key&gt; &amp; &quot;q&quot;&#9;TAB&#10;LF&#13;CR" xml:space="preserve">
                    <source>a &lt;b&gt; &amp; "c"&#13;
            d</source>
                    <target state="translated">e</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="m|==|plural.one" xml:space="preserve">
                    <source>%lld m</source>
                    <target state="translated" state-qualifier="leveraged-mt">%lld m</target>
                    <note from="auto-generated">Generated</note>
                  </trans-unit>
                  <trans-unit id="untranslated" xml:space="preserve">
                    <source>x</source>
                    <note/>
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """)
        #expect(try XLIFFDocument(bytes: document.encoded()) == document)
    }

    /// Random texts of every character XML 1.0 can hold come back exactly.
    @Test func randomTextsRoundTrip() throws {
        var random = SeededGenerator(seed: 0x1_1FF)
        let alphabet: [Unicode.Scalar] = ["a", " ", "\t", "\n", "\r", "<", ">", "&", "\"", "'", "]", "%", "|", "=", "é", "€", "🙂", "\u{2028}", "\u{FEFF}", "\u{85}"]
        func text() -> String {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0..<24, using: &random) { scalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)]) }
            return String(scalars)
        }
        var units: [XLIFFUnit] = []
        for index in 0..<300 {
            units.append(XLIFFUnit(id: "\(index)" + text(), source: text(), target: Bool.random(using: &random) ? text() : nil,
                                   state: .translated, notes: [XLIFFUnit.Note(text(), from: Bool.random(using: &random) ? text() : nil)]))
        }
        for index in units.indices where units[index].target == nil { units[index].state = nil }
        let document = XLIFFDocument(files: [XLIFFFile(original: text() + ".xcstrings", sourceLanguage: "en", targetLanguage: "fi", units: units)])
        #expect(try XLIFFDocument(bytes: document.encoded()) == document)
    }

    struct Broken: Sendable, CustomStringConvertible {
        var name: String
        var text: String
        var line: Int
        var message: String
        var description: String { name }
    }

    @Test(arguments: [
        Broken(name: "not XLIFF", text: "<?xml version=\"1.0\"?>\n<plist/>", line: 2, message: "not an XLIFF 1.2 document: the root element is <plist>"),
        Broken(name: "XLIFF 2", text: "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\"/>", line: 1, message: "XLIFF 2 is not supported"),
        Broken(name: "no original", text: "<xliff version=\"1.2\">\n<file source-language=\"en\"/></xliff>", line: 2, message: "<file> has no original attribute"),
        Broken(name: "no source language", text: "<xliff version=\"1.2\"><file original=\"a\"/></xliff>", line: 1, message: "has no source-language attribute"),
        Broken(name: "unit without id", text: "<xliff><file original=\"a\" source-language=\"en\"><body>\n\n<trans-unit><source>x</source></trans-unit></body></file></xliff>", line: 3, message: "<trans-unit> has no id attribute"),
        Broken(name: "duplicate id", text: "<xliff><file original=\"a\" source-language=\"en\"><body><trans-unit id=\"k\"/>\n<trans-unit id=\"k\"/></body></file></xliff>", line: 2, message: "a second <trans-unit id=\"k\">"),
        Broken(name: "placeholder", text: "<xliff><file original=\"a\" source-language=\"en\"><body><trans-unit id=\"k\"><source>a</source>\n<target>b <x id=\"1\"/></target></trans-unit></body></file></xliff>", line: 2, message: "the inline placeholder <x/>"),
        Broken(name: "unclosed", text: "<xliff><file original=\"a\" source-language=\"en\">\n<body>", line: 2, message: "the document ends before <body> is closed"),
        Broken(name: "entity declaration", text: "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [<!ENTITY boom \"boom\">]>\n<xliff/>", line: 2, message: "entity declarations are refused"),
        Broken(name: "empty", text: "", line: 1, message: "the document has no root element"),
    ])
    func brokenDocumentsAreRefusedWithTheirPosition(_ broken: Broken) {
        #expect {
            try XLIFFDocument(bytes: Array(broken.text.utf8))
        } throws: { error in
            guard let error = error as? ResourceError else { return false }
            return error.location.position?.line == broken.line && error.message.contains(broken.message)
        }
    }

    @Test func fileErrorsNameTheFile() throws {
        let folder = try TemporaryFolder(["fi.xliff": "<xliff><file original=\"a\"/></xliff>"])
        #expect {
            try XLIFFDocument(contentsOf: folder.appending("fi.xliff"))
        } throws: { error in
            (error as? ResourceError)?.location.file == folder.appending("fi.xliff").path
        }
    }
}
