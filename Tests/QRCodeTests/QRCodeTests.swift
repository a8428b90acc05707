import Foundation
import Testing
import _SanastoTestSupport

@testable import QRCode

@Suite("QRCode")
struct QRCodeTests {
    /// The matrix of a fixture file (`#` dark, `.` light; `#` lines starting with "# " are comments).
    static func fixtureMatrix(_ name: String) throws -> String {
        let file = TestPaths.fixtures(of: "QRCodeTests").appendingPathComponent(name)
        let text = try String(contentsOf: file, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("# ") }.joined(separator: "\n")
    }

    @Test("known symbols, module for module (the mask chosen by the penalty rules)", arguments: [
        ("HELLO WORLD", QRCode.ErrorCorrectionLevel.quartile, 0, "HELLO-WORLD-1-Q.txt"),
        ("01234567", .medium, 2, "01234567-1-M.txt"),
    ])
    func knownSymbols(_ text: String, _ level: QRCode.ErrorCorrectionLevel, _ mask: Int, _ fixture: String) throws {
        let code = try QRCode(encoding: text, errorCorrection: level)
        #expect(code.version == .minimum && code.size == 21)
        #expect(code.errorCorrectionLevel == level)
        #expect(code.mask.rawValue == mask)
        #expect(code.modules.description == (try Self.fixtureMatrix(fixture)))
    }

    @Test("the chosen mask has the lowest penalty of the eight", arguments: [
        "HELLO WORLD", "http://192.168.1.23:8080/join?code=K7Q2-9F", "Kategoriassa on 40 termiä",
        String(repeating: "Uzun metin ", count: 30),
    ])
    func lowestPenalty(_ text: String) throws {
        let chosen = try QRCode(encoding: text)
        func score(_ code: QRCode) -> Int { MaskPenalty.score(code.modules) }
        let best = score(chosen)
        for mask in QRCode.Mask.allCases {
            let other = try QRCode(encoding: text, mask: mask)
            #expect(other.version == chosen.version)
            #expect(score(other) >= best, "mask \(mask)")
            // On a tie the first mask wins.
            if score(other) == best { #expect(mask >= chosen.mask) }
        }
    }

    @Test("the smallest version that fits, per level", arguments: [
        ("http://192.168.1.23:8080/join?code=K7Q2-9F", QRCode.ErrorCorrectionLevel.low, 3),
        ("http://192.168.1.23:8080/join?code=K7Q2-9F", .medium, 3),
        ("http://192.168.1.23:8080/join?code=K7Q2-9F", .quartile, 4),
        ("http://192.168.1.23:8080/join?code=K7Q2-9F", .high, 5),
        ("", .medium, 1),
        (String(repeating: "9", count: 7089), .low, 40),
    ])
    func smallestVersion(_ text: String, _ level: QRCode.ErrorCorrectionLevel, _ version: Int) throws {
        #expect(try QRCode(encoding: text, errorCorrection: level).version.number == version)
    }

    @Test("function patterns in every version", arguments: QRCode.Version.all)
    func functionPatterns(_ version: QRCode.Version) throws {
        let code = try QRCode(encoding: "x", version: version)
        let size = code.size
        #expect(size == 17 + 4 * version.number)
        // Finder patterns: ring 0–1 dark, 2 light, 3 dark, separator light.
        for (top, left) in [(0, 0), (0, size - 7), (size - 7, 0)] {
            for dy in -1...7 {
                for dx in -1...7 {
                    let ring = max(abs(dx - 3), abs(dy - 3))
                    #expect(code[top + dy, left + dx] == (ring != 2 && ring < 4), "finder at \(top),\(left)")
                }
            }
        }
        for index in 8..<(size - 8) {
            #expect(code[6, index] == index.isMultiple(of: 2), "timing row at \(index)")
            #expect(code[index, 6] == index.isMultiple(of: 2), "timing column at \(index)")
        }
        #expect(code[size - 8, 8], "the dark module")
        let positions = VersionTable.alignmentPositions(version)
        for row in positions {
            for column in positions where !(row < 10 && column < 10) && !(row < 10 && column > size - 10) && !(row > size - 10 && column < 10) {
                #expect(code[row, column] && !code[row - 1, column] && !code[row + 1, column + 1] && code[row - 2, column + 2],
                        "alignment pattern at \(row),\(column)")
            }
        }
    }

    @Test("text that is not ASCII is announced as UTF-8 (ECI 26); ASCII and raw bytes are not")
    func eci() throws {
        let finnish = try EncodingPlan(optimizing: Array("termiä".utf8), eci: QRCode.utf8ECIAssignment, level: .medium, requested: nil)
        #expect(finnish.dataCodewords(level: .medium).prefix(2) == [0b0111_0001, 0b1010_0100])
        // The public initializer makes the same decision from the text.
        let withECI = try QRCode(encoding: "termiä", mask: QRCode.Mask.allCases[0])
        let explicit = try QRCode(segments: [.byte("termiä")], eciAssignment: 26, mask: QRCode.Mask.allCases[0])
        #expect(withECI == explicit)
        let ascii = try QRCode(encoding: "termi", mask: QRCode.Mask.allCases[0])
        #expect(ascii == (try QRCode(segments: [.byte("termi")], mask: QRCode.Mask.allCases[0])))
        let bytes = try QRCode(encoding: Array("termiä".utf8), mask: QRCode.Mask.allCases[0])
        #expect(bytes == (try QRCode(segments: [.byte("termiä")], mask: QRCode.Mask.allCases[0])))
    }

    @Test("too much data is an error that says what fits", arguments: QRCode.ErrorCorrectionLevel.allCases)
    func tooLong(_ level: QRCode.ErrorCorrectionLevel) {
        // 3000 bytes: too many for version 40-L.
        let text = String(repeating: "ä", count: 1500)
        #expect {
            try QRCode(encoding: text, errorCorrection: level)
        } throws: { error in
            guard case let .dataTooLong(bits, capacity, errorLevel, version) = error as? QRCodeError else { return false }
            let message = "\(error)"
            return bits == 12 + 4 + 16 + 3000 * 8 && capacity == VersionTable.dataCodewords(.maximum, level) * 8
                && errorLevel == level && version == nil && message.contains("version 40")
                && message.contains("level \(level)") && message.contains("\(capacity / 8) bytes")
        }
    }

    @Test("megabytes of data are refused at once, with a lower bound of the bits they need")
    func farTooLong() {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 4_000_000)
        #expect(throws: QRCodeError.dataTooLong(bits: 4 + 14 + 13_333_334, capacityBits: 2956 * 8, level: .low, version: nil)) {
            try QRCode(encoding: bytes, errorCorrection: .low)
        }
    }

    @Test("a requested version too small is an error naming it")
    func requestedVersionTooSmall() throws {
        let version = try #require(QRCode.Version(2))
        #expect(throws: QRCodeError.dataTooLong(bits: 4 + 8 + 40 * 8, capacityBits: 16 * 8, level: .high, version: version)) {
            try QRCode(encoding: String(repeating: "x", count: 40), errorCorrection: .high, version: version)
        }
        let message = "\(QRCodeError.dataTooLong(bits: 332, capacityBits: 128, level: .high, version: version))"
        #expect(message == "the data needs 332 bits (42 bytes), but a version-2 QR code at error correction level H holds at most 128 bits (16 bytes); allow a larger version or a lower level")
    }

    @Test("segments refuse characters their mode cannot encode", arguments: [
        (QRCode.Mode.numeric, "12a4", 2, "'a' at offset 2 cannot be encoded in numeric mode"),
        (.alphanumeric, "AbC", 1, "'b' at offset 1 cannot be encoded in alphanumeric mode"),
        (.alphanumeric, "Ä", 0, "byte 0xC3 at offset 0 cannot be encoded in alphanumeric mode"),
    ])
    func invalidSegment(_ mode: QRCode.Mode, _ text: String, _ offset: Int, _ message: String) {
        #expect {
            try QRCode.Segment(mode: mode, bytes: Array(text.utf8))
        } throws: { error in
            guard case .invalidCharacter(mode, offset, _) = error as? QRCodeError else { return false }
            return "\(error)" == message
        }
    }

    @Test("an ECI assignment outside 0...999999 is refused")
    func invalidECI() {
        #expect(throws: QRCodeError.invalidECIAssignment(1_000_000)) {
            try QRCode(segments: [.byte("x")], eciAssignment: 1_000_000)
        }
    }

    @Test("versions, levels and masks by number and letter")
    func values() {
        #expect(QRCode.Version(0) == nil && QRCode.Version(41) == nil && QRCode.Version(40)?.size == 177)
        #expect(QRCode.Mask(rawValue: 8) == nil && QRCode.Mask(rawValue: 7)?.rawValue == 7)
        #expect(QRCode.ErrorCorrectionLevel(letter: "q") == .quartile && QRCode.ErrorCorrectionLevel(letter: "X") == nil)
        #expect(QRCode.ErrorCorrectionLevel.allCases.map(\.description) == ["L", "M", "Q", "H"])
    }
}
