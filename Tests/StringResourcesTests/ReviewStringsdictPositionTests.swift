import Foundation
import Testing
@testable import StringResources

/// Lint positions in a `.stringsdict` count lines and columns of its text, whatever encoding it was saved in.
@Suite struct ReviewStringsdictPositionTests {
    static let text = ConversionFixtures.plist(
        ConversionFixtures.pluralEntry("files", [("one", "%d file"), ("few", "%d few"), ("other", "%d files")]))

    static func encoded(_ encoding: String) -> Data {
        switch encoding {
        case "utf8-bom": return Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))
        case "utf16le": return Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        default: return Data(text.utf8)
        }
    }

    @Test(arguments: ["utf8", "utf8-bom", "utf16le"])
    func unusedCategoryIsReportedAtItsKey(encoding: String) throws {
        let folder = try ConversionFixtures.folder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("en.lproj/Localizable.stringsdict")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.encoded(encoding).write(to: url)
        let report = Validation().validate(files: [url.path])
        let finding = try #require(report.findings.first { $0.rule == .pluralUnusedCategory })
        // Where `<key>few</key>` is in the text.
        let lines = Self.text.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("<key>few</key>") })
        let column = try #require(lines[line].range(of: "<key>few</key>")).lowerBound.utf16Offset(in: lines[line]) + 1
        #expect(finding.position == SourcePosition(line: line + 1, column: column))
    }
}
