import Foundation
import Testing
import _SanastoTestSupport

@testable import QRCode

@Suite("VersionTable")
struct VersionTableTests {
    /// One row of `Fixtures/error-correction-blocks.tsv`: ISO/IEC 18004 tables 7 and 9.
    struct Row: Sendable, CustomTestStringConvertible {
        var version: QRCode.Version
        var level: QRCode.ErrorCorrectionLevel
        var dataBits: Int
        /// (blocks, total codewords per block, data codewords per block), short blocks first.
        var groups: [(count: Int, total: Int, data: Int)]
        var testDescription: String { "\(version)-\(level)" }
    }

    static let rows: [Row] = {
        let file = TestPaths.fixtures(of: "QRCodeTests").appendingPathComponent("error-correction-blocks.tsv")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line -> Row? in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t")
            guard fields.count == 4, let number = Int(fields[0]), let version = QRCode.Version(number),
                let level = QRCode.ErrorCorrectionLevel(letter: String(fields[1])), let bits = Int(fields[2])
            else { return nil }
            let groups = fields[3].split(separator: " ").compactMap { group -> (Int, Int, Int)? in
                // count x(total,data)
                let numbers = group.split(whereSeparator: { "x(,)".contains($0) }).compactMap { Int($0) }
                return numbers.count == 3 ? (numbers[0], numbers[1], numbers[2]) : nil
            }
            return Row(version: version, level: level, dataBits: bits, groups: groups)
        }
    }()

    @Test("the fixture covers every version and level")
    func fixtureIsComplete() {
        #expect(Self.rows.count == 160)
    }

    @Test("data capacity and blocks as tables 7 and 9 list them", arguments: rows)
    func blocks(_ row: Row) {
        #expect(VersionTable.dataCodewords(row.version, row.level) * 8 == row.dataBits)
        let layout = VersionTable.blocks(row.version, row.level)
        var expected: [Int] = []
        for group in row.groups { expected += Array(repeating: group.data, count: group.count) }
        let ours = (0..<layout.blockCount).map { layout.dataCodewords(inBlock: $0) }
        #expect(ours == expected)
        let total = row.groups.reduce(0) { $0 + $1.count * $1.total }
        #expect(VersionTable.totalCodewords(row.version) == total)
        for group in row.groups { #expect(group.total - group.data == layout.errorCorrectionPerBlock) }
    }

    /// Total codewords and remainder bits of table 1.
    @Test("codewords and remainder bits", arguments: [
        (1, 26, 0), (2, 44, 7), (6, 172, 7), (7, 196, 0), (13, 532, 0), (14, 581, 3), (20, 1085, 3),
        (21, 1156, 4), (27, 1828, 4), (28, 1921, 3), (34, 2761, 3), (35, 2876, 0), (40, 3706, 0),
    ])
    func codewords(_ number: Int, _ total: Int, _ remainder: Int) throws {
        let version = try #require(QRCode.Version(number))
        #expect(VersionTable.totalCodewords(version) == total)
        #expect(VersionTable.dataModules(version) % 8 == remainder)
    }

    @Test("alignment pattern centres (annex E)", arguments: [
        (1, []), (2, [6, 18]), (7, [6, 22, 38]), (14, [6, 26, 46, 66]), (21, [6, 28, 50, 72, 94]),
        (32, [6, 34, 60, 86, 112, 138]), (36, [6, 24, 50, 76, 102, 128, 154]), (40, [6, 30, 58, 86, 114, 142, 170]),
    ])
    func alignment(_ number: Int, _ positions: [Int]) throws {
        #expect(VersionTable.alignmentPositions(try #require(QRCode.Version(number))) == positions)
    }

    @Test("alignment centres: v/7 + 2 of them from 6 to size − 7, evenly spaced after the first gap, which is no wider (but in version 32)", arguments: 2...40)
    func alignmentShape(_ number: Int) throws {
        let version = try #require(QRCode.Version(number))
        let positions = VersionTable.alignmentPositions(version)
        #expect(positions.count == number / 7 + 2)
        #expect(positions.first == 6 && positions.last == version.size - 7)
        let gaps = zip(positions.dropFirst(), positions.dropFirst(2)).map { $1 - $0 }
        #expect(Set(gaps).count <= 1 && gaps.allSatisfy { $0 % 2 == 0 })
        #expect((positions[1] - positions[0] <= (gaps.first ?? .max)) == (number != 32))
    }
}
