import Foundation
import Testing
import _SanastoTestSupport
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
        name: "InfoPlist's CFBundleName and a key of specifiers only need no translation",
        files: [
            "en.lproj/InfoPlist.strings": strings([("CFBundleName", "Sanasto"), ("NSCameraUsageDescription", "Scans cards")]),
            "fi.lproj/InfoPlist.strings": strings([("NSCameraUsageDescription", "Lukee kortteja")]),
            "en.lproj/Localizable.strings": strings([("%@: %@", "%@: %@"), ("title", "Terms")]),
            "fi.lproj/Localizable.strings": strings([("title", "Termit")]),
        ]),
    FolderDefect(
        name: "InfoPlist's usage description missing in a language",
        files: [
            "en.lproj/InfoPlist.strings": strings([("CFBundleName", "Sanasto"), ("NSCameraUsageDescription", "Scans cards")]),
            "fi.lproj/InfoPlist.strings": strings([("CFBundleName", "Sanasto")]),
        ],
        severity: .error, rule: .missingTranslation, key: "NSCameraUsageDescription", locale: "fi",
        file: "en.lproj/InfoPlist.strings", anchor: "‸\"NSCameraUsageDescription\""),
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
        name: "a literal percent in the development language is plain text",
        files: ["en.lproj/Localizable.strings": strings([("k", "Not 100% accurate"), ("n", "Numeric %")]),
                "fi.lproj/Localizable.strings": strings([("k", "Ei 100 % tarkka"), ("n", "% numeerinen")])]),
    FolderDefect(
        name: "a translation reads the development language's %lld as %d",
        files: ["en.lproj/Localizable.strings": strings([("files", "%lld files")]), "fi.lproj/Localizable.strings": strings([("files", "%d tiedostoa")])],
        severity: .warning, rule: .formatWidthMismatch, key: "files", locale: "fi", file: "fi.lproj/Localizable.strings", anchor: "‸\"files\""),
    FolderDefect(
        name: "a translation drops an ending only the development language needs",
        files: ["en.lproj/Localizable.strings": strings([("files", "%lld file%@")]), "fi.lproj/Localizable.strings": strings([("files", "%lld tiedostoa")])],
        severity: .warning, rule: .formatSpecifierMismatch, key: "files", locale: "fi", file: "fi.lproj/Localizable.strings", anchor: "‸\"files\""),
    FolderDefect(
        name: "stringsdict forms mixing positions read their own argument unpositioned",
        files: [
            "en.lproj/Localizable.stringsdict": stringsdict("others", [("one", "%2$@ and one other"), ("other", "%2$@ and %lld others")]),
            "fi.lproj/Localizable.stringsdict": stringsdict("others", [("one", "%2$@ ja yksi muu"), ("other", "%2$@ ja %lld muuta")]),
        ]),
    FolderDefect(
        name: "stringsdict translation drops an argument of the development language's forms",
        files: [
            "en.lproj/Localizable.stringsdict": stringsdict("others", [("one", "%2$@, %3$@ and one other"), ("other", "%2$@, %3$@ and %lld others")]),
            "fi.lproj/Localizable.stringsdict": stringsdict("others", [("one", "%2$@ ja yksi muu"), ("other", "%2$@ ja %lld muuta")]),
        ],
        severity: .error, rule: .formatSpecifierMismatch, key: "others", locale: "fi",
        file: "fi.lproj/Localizable.stringsdict", anchor: "\t‸<key>others</key>\n\t<dict>"),
    FolderDefect(
        name: "stringsdict form reads an argument as another type than the development language",
        files: [
            "en.lproj/Localizable.stringsdict": stringsdict("others", [("one", "%2$@ and one other"), ("other", "%2$@ and %lld others")]),
            "fi.lproj/Localizable.stringsdict": stringsdict("others", [("one", "%2$lld ja yksi muu"), ("other", "%2$lld ja %lld muuta")]),
        ],
        severity: .error, rule: .formatSpecifierMismatch, key: "others", locale: "fi",
        file: "fi.lproj/Localizable.stringsdict", anchor: "\t‸<key>others</key>\n\t<dict>"),
    FolderDefect(
        name: "stringsdict value type narrower than the development language's",
        files: [
            "en.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%lld file"), ("other", "%lld files")]),
            "fi.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%d tiedosto"), ("other", "%d tiedostoa")], valueType: "d"),
        ],
        severity: .warning, rule: .formatWidthMismatch, key: "files", locale: "fi",
        file: "fi.lproj/Localizable.stringsdict", anchor: "\t‸<key>files</key>\n\t<dict>"),
    FolderDefect(
        name: "a translation identical to the development language's",
        files: ["en.lproj/Localizable.strings": enStrings, "fi.lproj/Localizable.strings": strings([("greeting", "Hei, %@!"), ("title", "Terms")])],
        severity: .warning, rule: .sameAsSource, key: nil, locale: "fi", file: "fi.lproj/Localizable.strings", anchor: "‸\"title\""),
    FolderDefect(
        name: "stringsdict plural form left in the development language",
        files: [
            "en.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%lld file"), ("other", "%lld files")]),
            "fi.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%lld file"), ("other", "%lld tiedostoa")]),
        ],
        severity: .warning, rule: .pluralFormSameAsSource, key: "files", locale: "fi",
        file: "fi.lproj/Localizable.stringsdict", anchor: "‸<key>one</key>"),
    FolderDefect(
        name: "a zero width space in a .strings value",
        files: ["en.lproj/Localizable.strings": enStrings, "fi.lproj/Localizable.strings": strings([("greeting", "Hei, %@!"), ("title", "Ter\u{200B}mit")])],
        severity: .warning, rule: .invisibleCharacter, key: "title", locale: "fi", file: "fi.lproj/Localizable.strings", anchor: "‸\"title\""),
    FolderDefect(
        name: "a translation without the development language's trailing line break",
        files: ["en.lproj/Localizable.strings": strings([("greeting", "Hello, %@!"), ("title", "Terms\\n")]), "fi.lproj/Localizable.strings": fiStrings],
        severity: .warning, rule: .whitespaceMismatch, key: "title", locale: "fi", file: "fi.lproj/Localizable.strings", anchor: "‸\"title\""),
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
    // What a plural needs depends on its NSStringFormatValueTypeKey (CLDR samples).
    FolderDefect(
        name: "stringsdict integer plural needs no Czech 'many'",
        files: [
            "en.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%lld file"), ("other", "%lld files")]),
            "cs.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%lld soubor"), ("few", "%lld soubory"), ("other", "%lld souborů")]),
        ]),
    FolderDefect(
        name: "stringsdict floating-point plural needs Czech 'many'",
        files: [
            "en.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%.1f km"), ("other", "%.1f km")], valueType: "f"),
            "cs.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%.1f km"), ("few", "%.1f km"), ("other", "%.1f km")], valueType: "f"),
        ],
        severity: .error, rule: .pluralMissingCategory, key: "files", locale: "cs",
        file: "cs.lproj/Localizable.stringsdict", anchor: "‸<key>files</key>\n\t\t<dict>"),
    FolderDefect(
        name: "stringsdict plural lacks Spanish 'many', which only a million and more reach",
        files: [
            "en.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%lld file"), ("other", "%lld files")]),
            "es.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%lld archivo"), ("other", "%lld archivos")]),
        ],
        severity: .warning, rule: .pluralMissingLargeNumberCategory, key: "files", locale: "es",
        file: "es.lproj/Localizable.stringsdict", anchor: "‸<key>files</key>\n\t\t<dict>"),
    FolderDefect(
        name: "stringsdict plural lacks Ukrainian 'few' and 'many'",
        files: [
            "en.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%lld file"), ("other", "%lld files")]),
            "uk.lproj/Localizable.stringsdict": stringsdict("files", [("one", "%lld файл"), ("other", "%lld файлу")]),
        ],
        severity: .error, rule: .pluralMissingCategory, key: "files", locale: "uk",
        file: "uk.lproj/Localizable.stringsdict", anchor: "‸<key>files</key>\n\t\t<dict>"),
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
        name: "an entry that does not parse (the file's others are read and checked)",
        files: ["en.lproj/Localizable.strings": "\"a\" = \"1\";\n\"b\" = \"2\"\n", "fi.lproj/Localizable.strings": "\"a\" = \"1\";\n"],
        severity: .error, rule: .malformedEntry, key: nil, locale: nil, file: "en.lproj/Localizable.strings"),
    FolderDefect(
        name: "a file that cannot be read at all",
        files: ["en.lproj/Localizable.strings": "\"a\" = \"1\";\n", "fi.lproj/Localizable.strings": "<?xml version=\"1.0\"?>\n<plist><dict><key>a</key>"],
        severity: .error, rule: .parseError, key: nil, locale: nil, file: "fi.lproj/Localizable.strings"),
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
        // A language asked for but absent is not replaced by another silently.
        #expect(set.developmentLanguage(preferred: "fr") == nil)
        let noEnglish = ValidationTableSet(name: "Localizable", folder: ".", tables: ["Base", "de"].map { ValidationTable(language: $0) })
        #expect(noEnglish.developmentLanguage(preferred: nil) == "Base")
    }

    @Test(arguments: [
        // (languages, --source-language, chosen, finding severity or nil)
        (["de", "en-US", "fi"], nil, "en-US", Severity.note),
        (["de", "en-GB", "en-US", "fi"], nil, "en-US", .note),
        (["de", "en-AU", "en-GB"], nil, nil, .warning),
        (["de", "fi"], nil, nil, .warning),
        (["de", "en-US", "fi"], "en", "en-US", nil),
        (["de", "en_US", "fi"], "en-us", "en_US", nil),
        (["de", "fi"], "en", nil, .warning),
        (["de"], nil, "de", nil),
        (["Base", "en-US"], nil, "Base", nil),
    ] as [([String], String?, String?, Severity?)])
    func developmentLanguageIsToldOrSaidToBeUnknown(languages: [String], preferred: String?, chosen: String?, severity: Severity?) throws {
        let folder = try TemporaryFolder(Dictionary(uniqueKeysWithValues: languages.map { ("\($0).lproj/Localizable.strings", "\"a\" = \"1\";\n") }))
        let set = ValidationTableSet(name: "Localizable", folder: folder.url.path, tables: languages.map { ValidationTable(language: $0, stringsFile: folder.appending("\($0).lproj/Localizable.strings").path) })
        #expect(set.developmentLanguage(preferred: preferred) == chosen)
        let findings = Validation(options: ValidationOptions(developmentLanguage: preferred)).validate(set).filter { $0.rule == .developmentLanguage }
        #expect(findings.map(\.severity) == (severity.map { [$0] } ?? []))
        if let chosen, severity != nil { #expect(findings.first?.message.contains("compared with \(chosen)") == true) }
        if chosen == nil { #expect(findings.first?.message.contains("--source-language") == true) }
    }

    @Test func aTableWhoseSourceIsAStoryboardIsNotAnUnknownDevelopmentLanguage() throws {
        // Base.lproj holds Main.storyboard, so Main.strings exists only in the translations.
        let folder = try TemporaryFolder(["Base.lproj/Main.storyboard": "<document/>", "de.lproj/Main.strings": "\"a\" = \"1\";\n", "fi.lproj/Main.strings": "\"a\" = \"1\";\n"])
        let report = Validation().validate(files: ["de", "fi"].map { folder.appending("\($0).lproj/Main.strings").path })
        #expect(report.findings.isEmpty, "\(report.findings)")
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
