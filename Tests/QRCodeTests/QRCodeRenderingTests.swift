import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import QRCode

@Suite("QRCode rendering")
struct QRCodeRenderingTests {
    static let code: QRCode = {
        do { return try QRCode(encoding: "HELLO WORLD", errorCorrection: .quartile) } catch { fatalError("\(error)") }
    }()

    @Test("terminal text: two rows a line in half blocks, the quiet zone around", arguments: [(4, false), (4, true), (0, false), (1, true)])
    func terminal(_ quietZone: Int, _ inverted: Bool) {
        let code = Self.code
        let text = code.terminalText(quietZone: quietZone, inverted: inverted)
        let span = code.size + 2 * quietZone
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(text.hasSuffix("\n"))
        #expect(lines.count == (span + 1) / 2)
        #expect(lines.allSatisfy { $0.unicodeScalars.count == span })
        #expect(Set(text.unicodeScalars).isSubset(of: ["\u{2580}", "\u{2584}", "\u{2588}", " ", "\n"]))
        // Read the text back: ink is a dark module unless inverted.
        let image = TerminalImage(text, ink: 1, paper: 0)
        for row in 0..<span {
            for column in 0..<span {
                let ink = image.pixels[row][column] == 1
                let dark = code[row - quietZone, column - quietZone]
                #expect(ink == (inverted ? !dark : dark), "\(row),\(column)")
            }
        }
        // The half row below the last line of the quiet zone carries no ink in either polarity.
        #expect(image.pixels[span].allSatisfy { $0 == 0 })
        if quietZone >= 2 {
            #expect(lines[0].allSatisfy { $0 == (inverted ? "\u{2588}" : " ") })
        }
    }

    @Test("SVG: one path of the dark modules in a viewBox of modules, crisp, titled")
    func svg() throws {
        let code = Self.code
        let svg = code.svg(moduleSize: 5, quietZone: 4, title: "Join <class> & \"learn\"", foreground: "#123", background: "white")
        let document = try SVGDocument(svg)
        #expect(document.elements == ["svg", "title", "rect", "path"])
        #expect(document.attributes["svg"]?["viewBox"] == "0 0 29 29")
        #expect(document.attributes["svg"]?["width"] == "145")
        #expect(document.attributes["svg"]?["shape-rendering"] == "crispEdges")
        #expect(document.attributes["svg"]?["role"] == "img")
        #expect(document.attributes["svg"]?["aria-label"] == "Join <class> & \"learn\"")
        #expect(document.title == "Join <class> & \"learn\"")
        #expect(document.attributes["path"]?["fill"] == "#123")
        #expect(document.attributes["rect"]?["fill"] == "white")
        // The path's rectangles cover exactly the dark modules, offset by the quiet zone.
        let cells = try Self.cells(of: document.attributes["path"]?["d"] ?? "")
        var expected = Set<[Int]>()
        for row in 0..<code.size {
            for column in 0..<code.size where code[row, column] { expected.insert([row + 4, column + 4]) }
        }
        #expect(cells == expected)
    }

    @Test("SVG without a background has no rectangle")
    func transparentSVG() throws {
        let document = try SVGDocument(Self.code.svg(background: nil))
        #expect(document.elements == ["svg", "title", "path"])
        #expect(document.title == "QR code")
    }

    /// The modules an SVG path of `M x y h w v 1 h -w z` rectangles covers, as [row, column].
    static func cells(of path: String) throws -> Set<[Int]> {
        var cells = Set<[Int]>()
        let scanner = Scanner(string: path)
        while !scanner.isAtEnd {
            guard scanner.scanString("M") != nil, let x = scanner.scanInt(), let y = scanner.scanInt(),
                scanner.scanString("h") != nil, let width = scanner.scanInt(), scanner.scanString("v1h-") != nil,
                scanner.scanInt() == width, scanner.scanString("z") != nil
            else { throw CocoaError(.coderReadCorrupt) }
            for column in x..<(x + width) { cells.insert([y, column]) }
        }
        return cells
    }

    @Test("PBM: P4, one bit a pixel, 1 dark, scaled, with the quiet zone", arguments: [1, 3])
    func pbm(_ scale: Int) throws {
        let code = Self.code
        let data = code.pbm(scale: scale, quietZone: 4)
        let pixels = 29 * scale
        let header = "P4\n\(pixels) \(pixels)\n"
        #expect(data.starts(with: Data(header.utf8)))
        let rowBytes = (pixels + 7) / 8
        #expect(data.count == header.utf8.count + rowBytes * pixels)
        let body = [UInt8](data.dropFirst(header.utf8.count))
        for y in 0..<pixels {
            for x in 0..<pixels {
                let bit = body[y * rowBytes + x / 8] >> (7 - UInt8(x % 8)) & 1
                #expect((bit == 1) == code[y / scale - 4, x / scale - 4])
            }
            // Padding bits at the end of each row are 0.
            if pixels % 8 != 0 { #expect(body[y * rowBytes + rowBytes - 1] & (0xFF >> UInt8(pixels % 8)) == 0) }
        }
    }

    @Test("PGM: P5, 0 dark and 255 light, scaled, with the quiet zone", arguments: [(1, 4), (4, 2)])
    func pgm(_ scale: Int, _ quietZone: Int) throws {
        let code = Self.code
        let data = code.pgm(scale: scale, quietZone: quietZone)
        let pixels = (21 + 2 * quietZone) * scale
        let header = "P5\n\(pixels) \(pixels)\n255\n"
        #expect(data.starts(with: Data(header.utf8)))
        let body = [UInt8](data.dropFirst(header.utf8.count))
        #expect(body.count == pixels * pixels)
        for y in 0..<pixels {
            for x in 0..<pixels {
                #expect(body[y * pixels + x] == (code[y / scale - quietZone, x / scale - quietZone] ? 0 : 255))
            }
        }
    }
}

/// The elements, attributes and title text of a small SVG document, read with Foundation's XMLParser.
final class SVGDocument: NSObject, XMLParserDelegate {
    private(set) var elements: [String] = []
    private(set) var attributes: [String: [String: String]] = [:]
    private(set) var title = ""
    private var inTitle = false

    init(_ text: String) throws {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
        elements.append(name)
        self.attributes[name] = attributes
        inTitle = name == "title"
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        inTitle = false
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inTitle { title += string }
    }
}
