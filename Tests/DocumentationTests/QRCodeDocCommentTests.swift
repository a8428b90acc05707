import QRCode
import Testing

/// The `///` example of `QRCode`, as written.
@Suite struct QRCodeDocCommentTests {
    @Test func qrCode() throws {
        let code = try QRCode(encoding: "http://192.168.1.23:8080/join?code=K7Q2-9F")
        print(code.terminalText(inverted: true))  // on a terminal with light text on a dark background
        let page = code.svg(title: "Join the class")

        #expect(code.terminalText(inverted: true) != code.terminalText())
        #expect(page.contains("<title>Join the class</title>"))
        #expect(code.version.number == 3)
    }
}
