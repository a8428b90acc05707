import Foundation
import Testing
import _SanastoTestSupport

@testable import QRCode

/// Decoding conformance: what we encode, Debian's `zbarimg` (zbar-tools) reads back exactly.
///
/// Skipped, saying so, where zbarimg is not installed; `.ci/run` installs it so CI always runs it.
@Suite("QR codes decoded by zbarimg")
struct ZbarConformanceTests {
    static let zbarimg = ToolRunner.installed("zbarimg")

    static let texts: [String] = [
        "http://192.168.1.23:8080/join?code=K7Q2-9F",
        "HTTP://192.168.1.23:8080/JOIN?CODE=K7Q2-9F",
        "01234567",
        "HELLO WORLD",
        "a",
        "1",
        "Kategoriassa on 40 termiä",
        "Ei termejä tässä kategoriassa",
        "Sanasto'ya terim ekle",
        "Kategoride 40 terim var: ğüşıöç İĞÜŞÖÇ",
        "Hyvää päivää! Öljyä ja äänestystä, 2025 äänellä.",
        "mixed 1234567890123 DIGITS AND CAPS 42 then lower ääkköset",
        "emoji 🙂 and CJK 日本語",
        String(repeating: "0123456789", count: 300),
        String(repeating: "THE QUICK BROWN FOX 12345 ", count: 60),
        String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 20),
        String(repeating: "Yüksek sürümlü bir kod için uzun Türkçe metin; ", count: 12),
    ]

    static let cases: [(String, QRCode.ErrorCorrectionLevel)] = texts.flatMap { text in
        QRCode.ErrorCorrectionLevel.allCases.map { (text, $0) }
    }

    @Test("zbarimg reads back the text", arguments: cases)
    func decodesText(_ text: String, _ level: QRCode.ErrorCorrectionLevel) throws {
        guard let zbarimg = Self.zbarimg else {
            print("skipped: zbarimg is not installed (apt-get install -y zbar-tools)")
            return
        }
        let code: QRCode
        do {
            code = try QRCode(encoding: text, errorCorrection: level)
        } catch {
            // Only the longest texts may not fit at the stronger levels; they must say why.
            #expect(text.utf8.count > 1000, "\(error)")
            return
        }
        let decoded = try Self.decode(code.pgm(scale: 3, quietZone: 4), with: zbarimg)
        #expect(decoded == text, "version \(code.version)-\(level) mask \(code.mask)")
    }

    @Test("every mask decodes", arguments: QRCode.Mask.allCases)
    func decodesEveryMask(_ mask: QRCode.Mask) throws {
        guard let zbarimg = Self.zbarimg else {
            print("skipped: zbarimg is not installed (apt-get install -y zbar-tools)")
            return
        }
        for text in ["http://192.168.1.23:8080/join?code=K7Q2-9F", "Öljyä 123 ÄÄNI", String(repeating: "versio seitsemän ", count: 8)] {
            let code = try QRCode(encoding: text, errorCorrection: .quartile, mask: mask)
            #expect(code.mask == mask)
            #expect(try Self.decode(code.pgm(scale: 2), with: zbarimg) == text)
        }
    }

    @Test("every version decodes", arguments: QRCode.Version.all)
    func decodesEveryVersion(_ version: QRCode.Version) throws {
        guard let zbarimg = Self.zbarimg else {
            print("skipped: zbarimg is not installed (apt-get install -y zbar-tools)")
            return
        }
        // Fill most of the version so that every block and the interleaving carry data.
        let level = QRCode.ErrorCorrectionLevel.allCases[version.number % 4]
        let capacity = VersionTable.dataCodewords(version, level) - 3
        let text = String((0..<capacity).map { index in Character(Unicode.Scalar(UInt8(0x61 + (index * 7 + version.number) % 26))) })
        let code = try QRCode(encoding: text, errorCorrection: level, version: version)
        #expect(try Self.decode(code.pgm(scale: 2), with: zbarimg) == text, "version \(version)-\(level)")
    }

    @Test("the terminal rendering scans, in both polarities")
    func decodesTerminalText() throws {
        guard let zbarimg = Self.zbarimg else {
            print("skipped: zbarimg is not installed (apt-get install -y zbar-tools)")
            return
        }
        let text = "http://192.168.1.23:8080/join?code=K7Q2-9F"
        let code = try QRCode(encoding: text)
        for inverted in [false, true] {
            // What a terminal shows: ink in the foreground colour, the rest in the background colour.
            let (ink, paper): (UInt8, UInt8) = inverted ? (255, 0) : (0, 255)
            let image = TerminalImage(code.terminalText(inverted: inverted), ink: ink, paper: paper)
            #expect(try Self.decode(image.pgm(scale: 3), with: zbarimg) == text, "inverted: \(inverted)")
        }
    }

    /// The text zbarimg reads from a PGM image, without the line feed it adds.
    static func decode(_ pgm: Data, with zbarimg: ToolRunner) throws -> String? {
        let folder = try TemporaryFolder()
        let file = try folder.write(pgm, to: "code.pgm")
        let result = try zbarimg.run(["--raw", "-q", file.path])
        guard result.exitCode == 0 else { return nil }
        var text = result.standardOutput
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}

/// A terminal's half-block text turned back into pixels, for scanning what the terminal would show.
struct TerminalImage {
    /// Grey levels row by row.
    var pixels: [[UInt8]]

    init(_ text: String, ink: UInt8, paper: UInt8) {
        var rows: [[UInt8]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            var top: [UInt8] = [], bottom: [UInt8] = []
            for scalar in line.unicodeScalars {
                switch scalar {
                case "\u{2588}": top.append(ink); bottom.append(ink)
                case "\u{2580}": top.append(ink); bottom.append(paper)
                case "\u{2584}": top.append(paper); bottom.append(ink)
                default: top.append(paper); bottom.append(paper)
                }
            }
            rows.append(top)
            rows.append(bottom)
        }
        pixels = rows
    }

    /// The image as a binary PGM, each pixel `scale` × `scale`, with a margin of paper around it.
    func pgm(scale: Int) -> Data {
        let width = (pixels.first?.count ?? 0) * scale, height = pixels.count * scale
        var data = Data("P5\n\(width) \(height)\n255\n".utf8)
        for row in pixels {
            let line = row.flatMap { [UInt8](repeating: $0, count: scale) }
            for _ in 0..<scale { data.append(contentsOf: line) }
        }
        return data
    }
}
