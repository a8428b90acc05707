import Foundation
import QRCode
import Testing
import _SanastoTestSupport

/// The examples of QRCode's "Getting started" article, as written, with what their comments say asserted.
@Suite struct QRCodeGettingStartedTests {
    @Test func makeAndRender() throws {
        let code = try QRCode(encoding: "HELLO WORLD")
        code.version.number            // 1
        code.size                      // 21 modules on each side (17 + 4 × version)
        code.errorCorrectionLevel      // M, the default
        code[0, 0]                     // true: the finder pattern's dark corner

        #expect(code.version.number == 1)
        #expect(code.size == 21)
        #expect(code.errorCorrectionLevel == .medium)
        #expect("\(code.errorCorrectionLevel)" == "M")
        #expect(code[0, 0])

        let folder = try TemporaryFolder()
        let svg = try WorkingDirectory.run(in: folder.url) {
            // A terminal: two module rows per line, in Unicode half blocks.
            print(code.terminalText())                     // dark text on a light background
            print(code.terminalText(inverted: true))       // light text on a dark background

            // A web page: a standalone SVG document with an accessible name.
            let svg = code.svg(moduleSize: 6, title: "Join the class")

            // An image file: a binary PBM (1 bit) or PGM (8 bit) image, each module scale × scale pixels.
            try code.pbm(scale: 8).write(to: URL(fileURLWithPath: "join.pbm"))
            return svg
        }
        // 21 modules and 4 on each side for the quiet zone, each two rows a line.
        let lines = code.terminalText().split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        #expect(lines.count == (21 + 8 + 1) / 2)
        #expect(code.terminalText() != code.terminalText(inverted: true))
        #expect(svg.hasPrefix("<svg") && svg.contains("<title>Join the class</title>"))
        let pbm = try Data(contentsOf: folder.appending("join.pbm"))
        // netpbm's binary 1-bit form: the header, then one bit per pixel, rows padded to whole bytes.
        let header = "P4\n\(29 * 8) \(29 * 8)\n"
        #expect(pbm.starts(with: Data(header.utf8)))
        #expect(pbm.count == header.utf8.count + 29 * 8 * (29 * 8 / 8))
    }

    @Test func levelVersionAndSegments() throws {
        let sturdy = try QRCode(encoding: "K7Q2-9F", errorCorrection: .high)
        let fixed = try QRCode(encoding: "K7Q2-9F", version: QRCode.Version(5))

        let segments = [try QRCode.Segment.numeric("0123456789"), QRCode.Segment.byte("-fi")]
        let mixed = try QRCode(segments: segments, errorCorrection: .quartile)

        #expect(sturdy.errorCorrectionLevel == .high)
        #expect(fixed.version.number == 5 && fixed.size == 37)
        #expect(mixed.errorCorrectionLevel == .quartile && mixed.version.number == 1)
    }

    @Test func dataThatDoesNotFit() throws {
        do {
            _ = try QRCode(encoding: String(repeating: "x", count: 100), version: QRCode.Version(1))
        } catch {
            // "the data needs … bits, but a version-1 QR code at error correction level M holds at most 128 bits
            //  (16 bytes); allow a larger version or a lower level"
            print(error)
        }

        let error = #expect(throws: QRCodeError.self) {
            try QRCode(encoding: String(repeating: "x", count: 100), version: QRCode.Version(1))
        }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.hasPrefix("the data needs "))
        #expect(message.hasSuffix(
            ", but a version-1 QR code at error correction level M holds at most 128 bits (16 bytes); allow a larger version or a lower level"),
            "\(message)")
    }
}
