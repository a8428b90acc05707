import Foundation
import Testing
@testable import StringResources

/// One planted defect in a folder of `<lang>.lproj` tables, and the finding it must produce.
struct FolderDefect: CustomTestStringConvertible, Sendable {
    var name: String
    /// Files by path relative to the folder.
    var files: [String: String]
    var severity: Severity?
    var rule: ValidationRule.ID?
    var key: String?
    var locale: String?
    /// The file the finding must name, and unique text in it: the finding points at `‸` (or the start).
    var file: String?
    var anchor: String?
    var locales: [String]? = nil

    var testDescription: String { name }
}

private func strings(_ pairs: [(String, String)]) -> String {
    pairs.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined()
}

/// A `.stringsdict` with one plural entry `key` whose format is `%#@files@`.
private func stringsdict(_ key: String, _ forms: [(String, String)], valueType: String = "lld") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>\(key)</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@files@</string>
    \t\t<key>files</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>\(valueType)</string>
    \(forms.map { "\t\t\t<key>\($0.0)</key>\n\t\t\t<string>\($0.1)</string>" }.joined(separator: "\n"))
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """
}

/// A `.stringsdict` whose entry `key` varies by device (as `xcstringstool compile` writes it): a plural `%#@files@`
/// on iPhone, a plain string elsewhere.
private func deviceStringsdict(_ key: String, _ forms: [(String, String)]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>\(key)</key>
    \t<dict>
    \t\t<key>NSStringDeviceSpecificRuleType</key>
    \t\t<dict>
    \t\t\t<key>iphone</key>
    \t\t\t<dict>
    \t\t\t\t<key>NSStringLocalizedFormatKey</key>
    \t\t\t\t<string>%#@files@</string>
    \t\t\t\t<key>files</key>
    \t\t\t\t<dict>
    \t\t\t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t\t\t<string>lld</string>
    \(forms.map { "\t\t\t\t\t<key>\($0.0)</key>\n\t\t\t\t\t<string>\($0.1)</string>" }.joined(separator: "\n"))
    \t\t\t\t</dict>
    \t\t\t</dict>
    \t\t\t<key>other</key>
    \t\t\t<string>%lld items</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """
}

private let enStrings = strings([("greeting", "Hello, %@!"), ("title", "Terms")])
private let fiStrings = strings([("greeting", "Hei, %@!"), ("title", "Termit")])

let folderDefects: [FolderDefect] = [
    FolderDefect(name: "clean folder", files: ["en.lproj/Localizable.strings": enStrings, "fi.lproj/Localizable.strings": fiStrings]),
    FolderDefect(
        name: "duplicate key",
        files: ["en.lproj/Localizable.strings": enStrings + "\"title\" = \"Terms again\";\n", "fi.lproj/Localizable.strings": fiStrings],
        severity: .warning, rule: .duplicateKey, key: "title", locale: "en",
        file: "en.lproj/Localizable.strings", anchor: "‸\"title\" = \"Terms again\""),
    FolderDefect(
        name: "key missing in a language",
        files: ["en.lproj/Localizable.strings": enStrings, "fi.lproj/Localizable.strings": strings([("greeting", "Hei, %@!")])],
        severity: .error, rule: .missingTranslation, key: "title", locale: "fi",
        file: "en.lproj/Localizable.strings", anchor: "‸\"title\""),
    FolderDefect(
        name: "table missing for a requested language",
        files: ["en.lproj/Localizable.strings": enStrings, "fi.lproj/Localizable.strings": fiStrings],
        severity: .error, rule: .missingTranslation, key: nil, locale: "tr", file: "en.lproj/Localizable.strings", locales: ["fi", "tr"]),
    FolderDefect(
        name: "specifier type differs from the development language",
        files: ["en.lproj/Localizable.strings": enStrings, "fi.lproj/Localizable.strings": strings([("greeting", "Hei, %d!"), ("title", "Termit")])],
        severity: .error, rule: .formatSpecifierMismatch, key: "greeting", locale: "fi",
        file: "fi.lproj/Localizable.strings", anchor: "‸\"greeting\""),
    FolderDefect(
        name: "a translation's %@ where the development language takes no arguments",
        files: ["en.lproj/Localizable.strings": enStrings, "fi.lproj/Localizable.strings": strings([("greeting", "Hei, %@!"), ("title", "Termit %@")])],
        severity: .warning, rule: .formatSpecifierMismatch, key: "title", locale: "fi",
        file: "fi.lproj/Localizable.strings", anchor: "‸\"title\""),
    FolderDefect(
        name: "a percent sign before a word where the development language takes no arguments",
        files: ["en.lproj/Localizable.strings": enStrings, "fi.lproj/Localizable.strings": strings([("greeting", "Hei, %@!"), ("title", "50 % de Termit")])]),
    FolderDefect(
        name: "empty value",
        files: ["en.lproj/Localizable.strings": enStrings, "fi.lproj/Localizable.strings": strings([("greeting", "Hei, %@!"), ("title", "")])],
        severity: .warning, rule: .emptyValue, key: "title", locale: "fi",
        file: "fi.lproj/Localizable.strings", anchor: "‸\"title\""),
    FolderDefect(
        name: "a C string in the development language",
        files: ["en.lproj/Localizable.strings": strings([("greeting", "Hello, %s!"), ("title", "Terms")])],
        severity: .warning, rule: .formatUnsupportedSpecifier, key: "greeting", locale: "en",
        file: "en.lproj/Localizable.strings", anchor: "‸\"greeting\""),
    FolderDefect(
        name: "a value that skips an argument",
        files: ["en.lproj/Localizable.strings": strings([("greeting", "Hello, %2$@!"), ("title", "Terms")])],
        severity: .error, rule: .formatSkippedArgument, key: "greeting", locale: "en",
        file: "en.lproj/Localizable.strings", anchor: "‸\"greeting\""),
    FolderDefect(
        name: "%n in a translation",
        files: ["en.lproj/Localizable.strings": enStrings, "fi.lproj/Localizable.strings": strings([("greeting", "Hei, %@!%n"), ("title", "Termit")])],
        severity: .error, rule: .formatNSpecifier, key: "greeting", locale: "fi",
        file: "fi.lproj/Localizable.strings", anchor: "‸\"greeting\""),
    FolderDefect(
        name: "stringsdict plural lacks a Russian category",
        files: [
            "en.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%lld file"), ("other", "%lld files")]),
            "ru.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%lld файл"), ("other", "%lld файла")]),
        ],
        severity: .error, rule: .pluralMissingCategory, key: "files", locale: "ru",
        file: "ru.lproj/Localizable.stringsdict", anchor: "‸<key>files</key>\n\t\t<dict>"),
    FolderDefect(
        name: "stringsdict plural has a category Finnish never uses",
        files: [
            "en.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%lld file"), ("other", "%lld files")]),
            "fi.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%lld tiedosto"), ("many", "%lld tiedostoa"), ("other", "%lld tiedostoa")]),
        ],
        severity: .warning, rule: .pluralUnusedCategory, key: "files", locale: "fi",
        file: "fi.lproj/Localizable.stringsdict", anchor: "‸<key>many</key>"),
    FolderDefect(
        name: "stringsdict value type differs from the development language's .strings",
        files: [
            "en.lproj/Localizable.strings": strings([("files", "%lld files")]),
            "fi.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%f tiedosto"), ("other", "%f tiedostoa")], valueType: "f"),
        ],
        severity: .error, rule: .formatSpecifierMismatch, key: "files", locale: "fi",
        file: "fi.lproj/Localizable.stringsdict", anchor: "\t‸<key>files</key>\n\t<dict>"),
    FolderDefect(
        name: "stringsdict form reads its number as an object",
        files: [
            "en.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%lld file"), ("other", "%lld files")]),
            "fi.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%lld tiedosto"), ("other", "%@ tiedostoa")]),
        ],
        severity: .error, rule: .formatSpecifierMismatch, key: "files", locale: "fi",
        file: "fi.lproj/Localizable.stringsdict", anchor: "‸<key>other</key>"),
    FolderDefect(
        name: "stringsdict form of the development language disagrees with its value type",
        files: ["en.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%f file"), ("other", "%lld files")])],
        severity: .error, rule: .formatSpecifierMismatch, key: "files", locale: "en",
        file: "en.lproj/Localizable.stringsdict", anchor: "‸<key>one</key>"),
    FolderDefect(
        name: "stringsdict forms may leave out the number and use unsigned conversions",
        files: [
            "en.lproj/Localizable.stringsdict": stringsdict("files", [("one", "One file"), ("other", "%lld files")]),
            "fi.lproj/Localizable.stringsdict": stringsdict("files", [("one", "Yksi tiedosto"), ("other", "%llu tiedostoa")]),
        ]),
    FolderDefect(
        name: "device variant's plural lacks a Russian category",
        files: [
            "en.lproj/Localizable.stringsdict": deviceStringsdict("files", [("one", "%lld file"), ("other", "%lld files")]),
            "ru.lproj/Localizable.stringsdict": deviceStringsdict("files", [("one", "%lld файл"), ("other", "%lld файла")]),
        ],
        severity: .error, rule: .pluralMissingCategory, key: "files", locale: "ru",
        file: "ru.lproj/Localizable.stringsdict", anchor: "‸<key>files</key>\n\t\t\t\t<dict>"),
    FolderDefect(
        name: "device variant's form reads its number as an object",
        files: [
            "en.lproj/Localizable.stringsdict": deviceStringsdict("files", [("one", "%lld file"), ("other", "%@ files")]),
        ],
        severity: .error, rule: .formatSpecifierMismatch, key: "files", locale: "en",
        file: "en.lproj/Localizable.stringsdict", anchor: "‸<key>other</key>\n\t\t\t\t\t<string>%@"),
    FolderDefect(
        name: "positional and sequential specifiers mixed",
        files: ["en.lproj/Localizable.strings": strings([("greeting", "Hello %1$@ and %@")])],
        severity: .warning, rule: .formatPositionalMixed, key: "greeting", locale: "en",
        file: "en.lproj/Localizable.strings", anchor: "‸\"greeting\""),
    FolderDefect(
        name: "stringsdict variable nothing references",
        files: [
            "en.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%lld file"), ("other", "%lld files")])
                .replacingOccurrences(of: "<string>%#@files@</string>", with: "<string>%lld files</string>"),
        ],
        severity: .warning, rule: .substitutionUnused, key: "files", locale: "en",
        file: "en.lproj/Localizable.stringsdict", anchor: "‸<key>files</key>\n\t\t<dict>"),
    FolderDefect(
        name: "loose .strings file with a duplicate key",
        files: ["Loose.strings": "\"a\" = \"1\";\n\"a\" = \"2\";\n"],
        severity: .warning, rule: .duplicateKey, key: "a", locale: nil, file: "Loose.strings", anchor: "\n‸\"a\" = \"2\""),
    FolderDefect(
        name: "a file that does not parse",
        files: ["en.lproj/Localizable.strings": "\"a\" = \"1\";\n\"b\" = \"2\"\n", "fi.lproj/Localizable.strings": "\"a\" = \"1\";\n"],
        severity: .error, rule: .parseError, key: nil, locale: nil, file: "en.lproj/Localizable.strings"),
]

@Suite struct ValidationFolderTests {
    @Test(arguments: folderDefects)
    func plantedDefect(_ defect: FolderDefect) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("validation-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in defect.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let paths = defect.files.keys.sorted().map { folder.appendingPathComponent($0).path }
        let report = Validation(options: ValidationOptions(locales: defect.locales)).validate(files: paths)
        #expect(report.fileCount == paths.count)
        guard let rule = defect.rule else {
            #expect(report.findings.isEmpty, "\(report.findings.map(\.description))")
            return
        }
        #expect(report.findings.map(\.rule) == [rule], "\(report.findings.map(\.description))")
        let finding = try #require(report.findings.first)
        #expect(finding.severity == defect.severity)
        #expect(finding.key == defect.key)
        #expect(finding.locale == defect.locale)
        if let file = defect.file {
            #expect(finding.file == folder.appendingPathComponent(file).path)
            #expect(finding.position != nil || defect.anchor == nil)
        }
        if let file = defect.file, let anchor = defect.anchor, let text = defect.files[file] {
            let searched = anchor.replacingOccurrences(of: "‸", with: "")
            let range = try #require(text.range(of: searched), "anchor not found")
            let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
            let offset = start + (anchor.range(of: "‸").map { anchor.utf8.distance(from: anchor.startIndex, to: $0.lowerBound) } ?? 0)
            #expect(finding.position == SourcePosition(offset: offset, in: Array(text.utf8)), "\(finding)")
        }
    }

    @Test func developmentLanguagePrefersTheOptionThenEnglishThenBase() {
        let tables = ["Base", "de", "en"].map { ValidationTable(language: $0) }
        let set = ValidationTableSet(name: "Localizable", folder: ".", tables: tables)
        #expect(set.developmentLanguage(preferred: nil) == "en")
        #expect(set.developmentLanguage(preferred: "de") == "de")
        #expect(set.developmentLanguage(preferred: "fr") == "en")
        let noEnglish = ValidationTableSet(name: "Localizable", folder: ".", tables: ["Base", "de"].map { ValidationTable(language: $0) })
        #expect(noEnglish.developmentLanguage(preferred: nil) == "Base")
    }

    // MARK: - Positions in any encoding

    static let unusedFewText = ConversionFixtures.plist(
        ConversionFixtures.pluralEntry("files", [("one", "%d file"), ("few", "%d few"), ("other", "%d files")]))

    static func encoded(_ encoding: String) -> Data {
        switch encoding {
        case "utf8-bom": return Data([0xEF, 0xBB, 0xBF] + Array(unusedFewText.utf8))
        case "utf16le": return Data([0xFF, 0xFE] + unusedFewText.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        default: return Data(unusedFewText.utf8)
        }
    }

    /// Positions in a `.stringsdict` count lines and columns of its text, whatever encoding it was saved in.
    @Test(arguments: ["utf8", "utf8-bom", "utf16le"])
    func stringsdictFindingIsAtItsKeyInAnyEncoding(encoding: String) throws {
        let folder = try ConversionFixtures.folder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("en.lproj/Localizable.stringsdict")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.encoded(encoding).write(to: url)
        let report = Validation().validate(files: [url.path])
        #expect(report.findings.map(\.rule) == [.pluralUnusedCategory], "\(report.findings.map(\.description))")
        let finding = try #require(report.findings.first)
        // Where `<key>few</key>` is in the text, found by reading the text, not the parser.
        let lines = Self.unusedFewText.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("<key>few</key>") })
        let column = try #require(lines[line].range(of: "<key>few</key>")).lowerBound.utf16Offset(in: lines[line]) + 1
        #expect(finding.position == SourcePosition(line: line + 1, column: column))
        #expect(finding.key == "files")
        #expect(finding.locale == "en")
    }
}
