import Foundation
import Testing
import _SanastoTestSupport

@testable import QRCode

/// Cross-check with another implementation: for the same segments, version, level and mask, PyPI's
/// `segno` must draw the same modules, module for module.
///
/// Skipped, saying so, where python3 or segno is not installed (`pip install segno`); zbarimg decoding
/// (``ZbarConformanceTests``) is the criterion, this pins the exact layout.
@Suite("QR code matrices beside segno's")
struct SegnoCrossCheckTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var content: String
        var mode: QRCode.Mode
        /// Whether the data is UTF-8 announced by ECI 26 (byte mode only).
        var utf8ECI: Bool
        var version: QRCode.Version
        var level: QRCode.ErrorCorrectionLevel
        var mask: QRCode.Mask

        var testDescription: String { "\(version.number)-\(level) mask \(mask) \(mode)\(utf8ECI ? " ECI" : "") \(content.prefix(20))" }

        func encode() throws -> QRCode {
            let segment: QRCode.Segment
            switch mode {
            case .numeric: segment = try .numeric(content)
            case .alphanumeric: segment = try .alphanumeric(content)
            case .byte: segment = .byte(content)
            }
            return try QRCode(
                segments: [segment], eciAssignment: utf8ECI ? QRCode.utf8ECIAssignment : nil,
                errorCorrection: level, version: version, mask: mask)
        }
    }

    /// The standard's two small examples with every mask, then every version filled to about 90 % with
    /// each mode in turn.
    static let cases: [Case] = {
        var cases: [Case] = []
        for mask in QRCode.Mask.allCases {
            cases.append(Case(content: "01234567", mode: .numeric, utf8ECI: false, version: .minimum, level: .medium, mask: mask))
            cases.append(Case(content: "HELLO WORLD", mode: .alphanumeric, utf8ECI: false, version: .minimum, level: .quartile, mask: mask))
        }
        let alphabets: [(QRCode.Mode, Bool, [Character])] = [
            (.numeric, false, Array("0123456789")),
            (.alphanumeric, false, Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:")),
            (.byte, false, Array("abcdefghijklmnopqrstuvwxyz?&=")),
            (.byte, true, Array("aäöğışüçİ")),
        ]
        for version in QRCode.Version.all {
            let n = version.number
            let level = QRCode.ErrorCorrectionLevel.allCases[n % 4]
            let (mode, eci, alphabet) = alphabets[(n / 4) % 4]
            let bits = VersionTable.dataCodewords(version, level) * 8 * 9 / 10 - 4 - mode.characterCountBits(in: version)
                - (eci ? 12 : 0)
            var content = ""
            var index = n
            while true {
                let next = content + String(alphabet[index % alphabet.count])
                let used = mode == .byte ? 8 * next.utf8.count : mode.dataBits(count: next.count)
                if used > bits { break }
                content = next
                index = (index * 31 + 7) % 1_000_003
            }
            cases.append(Case(content: content, mode: mode, utf8ECI: eci, version: version, level: level, mask: QRCode.Mask.allCases[n % 8]))
        }
        return cases
    }()

    /// segno's matrices for every case, one Python run for all of them; nil where segno is absent.
    static let segnoMatrices: [String]? = {
        guard let python = ToolRunner.installed("python3") else { return nil }
        let script = """
            import json, sys
            try:
                import segno
            except ImportError:
                print("no-segno"); sys.exit(0)
            # segno 1.6 adds a whole zero codeword when the bit stream already ends on a codeword boundary;
            # ISO/IEC 18004 7.4.10 adds padding bits only when it does not. Readers ignore either, but the
            # modules differ, so the standard's rule replaces segno's here.
            def write_padding_bits(buff, version, length):
                buff.extend([0] * ((8 - length % 8) % 8))
            segno.encoder.write_padding_bits = write_padding_bits
            out = []
            for c in json.load(sys.stdin):
                q = segno.make_qr(c["content"], version=c["version"], error=c["level"], mask=c["mask"], mode=c["mode"],
                                  encoding="utf-8" if c["eci"] else None, eci=c["eci"], boost_error=False)
                out.append("\\n".join("".join("#" if m else "." for m in row) for row in q.matrix))
            print(json.dumps(out))
            """
        let input = cases.map { item -> [String: Any] in
            ["content": item.content, "version": item.version.number, "level": item.level.description,
             "mask": item.mask.rawValue, "mode": item.mode.description, "eci": item.utf8ECI]
        }
        guard let json = try? JSONSerialization.data(withJSONObject: input),
            let result = try? python.run(["-c", script], input: String(decoding: json, as: UTF8.self)), result.exitCode == 0,
            let decoded = try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String]
        else { return nil }
        return decoded
    }()

    @Test("the same modules as segno", arguments: Array(cases.indices))
    func sameModules(_ index: Int) throws {
        guard let matrices = Self.segnoMatrices else {
            print("skipped: python3 with segno is not installed (pip install segno)")
            return
        }
        let item = Self.cases[index]
        let code = try item.encode()
        let ours = code.modules.description.split(separator: "\n").map(Array.init)
        let theirs = matrices[index].split(separator: "\n").map(Array.init)
        var differences: [String] = []
        for row in ours.indices where row < theirs.count {
            for column in ours[row].indices where column < theirs[row].count && ours[row][column] != theirs[row][column] {
                differences.append("(\(row),\(column))")
            }
        }
        #expect(ours == theirs, "\(item.testDescription): \(differences.count) modules differ: \(differences.prefix(12).joined(separator: " "))")
    }
}
