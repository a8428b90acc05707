import Foundation
import Testing
@testable import StringResources

/// Files for conversion tests: the committed fixtures and temporary folders written by tests.
enum ConversionFixtures {
    /// `Fixtures/conversions` next to this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/conversions", isDirectory: true)
    /// The rich fixture: en (development), fi, ru and ar with plurals, substitutions, device rules and comments.
    static let rich = root.appendingPathComponent("rich", isDirectory: true)

    /// A new empty temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("sanasto-conversion-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `files` (relative path → text) under a new temporary folder and returns it.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = try temporaryFolder()
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    /// A `.stringsdict` document around `body` (the entries of the top dictionary).
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>

        """
    }

    /// A plural entry `key` → `%#@name@` with forms.
    static func pluralEntry(_ key: String, variable: String = "n", valueType: String = "d", formatKey: String? = nil, _ forms: [(String, String)]) -> String {
        let formLines = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined(separator: "\n")
        return """
        <key>\(key)</key>
        <dict>
        <key>NSStringLocalizedFormatKey</key><string>\(formatKey ?? "%#@\(variable)@")</string>
        <key>\(variable)</key>
        <dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>
        \(formLines)
        </dict>
        </dict>
        """
    }

    /// `é` composed (U+00E9) and decomposed (`e` + U+0301): canonically equivalent, different keys on Apple platforms.
    static let composedE = "\u{E9}"
    static let decomposedE = "e\u{301}"
}

@Suite struct CatalogMigrationTests {
    static func migrateRich() throws -> CatalogMigration {
        try CatalogMigration(folder: ConversionFixtures.rich, table: "Localizable")
    }

    /// The string of a plain localization.
    static func value(_ catalog: StringCatalog, _ key: String, _ language: String) -> String? {
        catalog.strings[key]?.localizations[language]?.stringUnit?.value
    }

    static func forms(_ variations: CatalogDictionary<CatalogLocalization>?) -> [String: String] {
        var result: [String: String] = [:]
        for (name, localization) in variations ?? [:] { result[name] = localization.stringUnit?.value }
        return result
    }

    @Test func richFixtureHasTheDevelopmentLanguageAndEveryKey() throws {
        let migration = try Self.migrateRich()
        let catalog = migration.catalog
        #expect(migration.tableName == "Localizable")
        #expect(catalog.sourceLanguage == "en")
        #expect(Set(catalog.strings.keys) == [
            "title", "greeting", "no_definition", "tap_hint", "term_count", "category_summary", "sync_status", "fi_only",
        ])
        for (key, entry) in catalog.strings {
            #expect(entry.extractionState == .migrated, "\(key)")
            for (_, localization) in entry.localizations {
                for leaf in localization.stringUnitLeaves { #expect(leaf.stringUnit.state == .translated, "\(key)") }
            }
        }
        #expect(Self.value(catalog, "title", "en") == "Terminology")
        #expect(Self.value(catalog, "title", "ar") == "المصطلحات")
        #expect(Self.value(catalog, "greeting", "ru") == "Привет, %@!")
    }

    @Test(arguments: [
        ("title", "Title of the main screen"),
        ("greeting", "Greeting; the argument is the student's name"),
        ("tap_hint", "Hint under the term list; a device rule in the .stringsdict refines it"),
        ("term_count", "Number of terms in a category"),
    ])
    func commentsComeFromTheDevelopmentLanguage(key: String, comment: String) throws {
        let catalog = try Self.migrateRich().catalog
        #expect(catalog.strings[key]?.comment == comment)
    }

    @Test func translatorCommentsAndKeysOnlyInATranslation() throws {
        let catalog = try Self.migrateRich().catalog
        // The Finnish comment is not the development language's: Xcode drops it too.
        #expect(catalog.strings["fi_only"]?.comment == nil)
        #expect(catalog.strings["fi_only"]?.localizations.keys == ["fi"])
        #expect(Self.value(catalog, "fi_only", "fi") == "Vain suomeksi")
    }

    @Test(arguments: [
        ("en", ["zero": "No terms in this category", "one": "Category has one term", "other": "Category has %d terms"]),
        ("fi", ["zero": "Ei termejä tässä kategoriassa", "one": "Kategoriassa on yksi termi", "other": "Kategoriassa on %d termiä"]),
        ("ru", ["one": "В категории %d термин", "few": "В категории %d термина", "many": "В категории %d терминов", "other": "В категории %d термина"]),
        ("ar", ["zero": "لا توجد مصطلحات", "one": "مصطلح واحد", "two": "مصطلحان", "few": "%d مصطلحات", "many": "%d مصطلحًا", "other": "%d مصطلح"]),
    ])
    func wholeValuePluralBecomesPluralVariations(language: String, expected: [String: String]) throws {
        let localization = try #require(try Self.migrateRich().catalog.strings["term_count"]?.localizations[language])
        #expect(localization.stringUnit == nil)
        #expect(localization.substitutions == nil)
        #expect(Self.forms(localization.variations?.plural) == expected)
        // Xcode's key order, as the catalog is written.
        #expect(localization.variations?.plural?.keys == expected.keys.sorted())
    }

    @Test(arguments: [
        ("en", "%@ has %#@terms@ in %#@groups@", ["one": "%arg term", "other": "%arg terms"], ["one": "one group", "other": "%arg groups"]),
        ("fi", "Kategoriassa %@ on %#@terms@ %#@groups@", ["one": "%arg termi", "other": "%arg termiä"], ["one": "yhdessä ryhmässä", "other": "%arg ryhmässä"]),
        ("ru", "В %1$@: %2$#@terms@, %3$#@groups@",
         ["one": "%arg термин", "few": "%arg термина", "many": "%arg терминов", "other": "%arg термина"],
         ["one": "%arg группа", "few": "%arg группы", "many": "%arg групп", "other": "%arg группы"]),
    ])
    func otherEntriesBecomeSubstitutions(language: String, value: String, terms: [String: String], groups: [String: String]) throws {
        let localization = try #require(try Self.migrateRich().catalog.strings["category_summary"]?.localizations[language])
        #expect(localization.stringUnit?.value == value)
        #expect(localization.stringUnit?.state == .translated)
        let substitutions = try #require(localization.substitutions)
        #expect(substitutions.keys == ["groups", "terms"])
        #expect(substitutions["terms"]?.argNum == 2)
        #expect(substitutions["groups"]?.argNum == 3)
        #expect(substitutions["terms"]?.formatSpecifier == "ld")
        #expect(Self.forms(substitutions["terms"]?.variations?.plural) == terms)
        #expect(Self.forms(substitutions["groups"]?.variations?.plural) == groups)
    }

    @Test func deviceRulesBecomeDeviceVariations() throws {
        let catalog = try Self.migrateRich().catalog
        let hint = try #require(catalog.strings["tap_hint"]?.localizations["en"]?.variations?.device)
        #expect(hint.keys == ["ipad", "iphone", "mac"])
        #expect(Self.forms(hint)["mac"] == "Click a term to open it")
        #expect(Self.forms(catalog.strings["tap_hint"]?.localizations["fi"]?.variations?.device) ==
                ["iphone": "Avaa termi napauttamalla", "mac": "Avaa termi klikkaamalla"])
        // A device variable that is the whole value.
        #expect(Self.forms(catalog.strings["sync_status"]?.localizations["en"]?.variations?.device) ==
                ["iphone": "Synced with your iPhone", "other": "Synced"])
    }

    @Test func whatACatalogCannotHoldIsReported() throws {
        let migration = try Self.migrateRich()
        #expect(migration.catalog.strings["column_title"] == nil)
        let messages = migration.notes.map(\.description)
        #expect(messages.contains { $0.contains("'column_title' (en): width variants (20, 50)") && $0.hasSuffix("the entry was left out") })
        // The .strings value that the .stringsdict entry hides (Foundation reads the .stringsdict).
        #expect(messages.contains { $0.contains("'term_count' (en): the .stringsdict has this key too") && $0.contains("\"%d terms\"") })
        // The .strings fallback of a device rule is not a conflict.
        #expect(!messages.contains { $0.contains("'tap_hint'") })
        // The file header comment belongs to no key.
        #expect(messages.contains { $0.contains("en.lproj/Localizable.strings: note: (en) the file's header comment") })
        #expect(migration.notes.count == 3, "\(messages)")
    }

    @Test func writesTheCatalogInXcodeLayout() throws {
        let text = try Self.migrateRich().catalog.encodedText()
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
        #expect(text.contains("\"extractionState\" : \"migrated\""))
        #expect(text.hasSuffix("\"version\" : \"1.0\"\n}"))
        // What we write, we read back unchanged.
        #expect(try StringCatalog(text: text) == Self.migrateRich().catalog)
    }

    @Test func baseIsTheDevelopmentLanguage() throws {
        let folder = try ConversionFixtures.folder([
            "Base.lproj/Main.strings": "/* Base comment */\n\"a\" = \"A from Base\";\n\"b\" = \"B from Base\";\n",
            "en.lproj/Main.strings": "/* English comment */\n\"b\" = \"B from en\";\n",
            "fi.lproj/Main.strings": "\"a\" = \"A suomeksi\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let migration = try CatalogMigration(folder: folder, table: "Main")
        let catalog = migration.catalog
        #expect(migration.notes.map(\.description).contains { $0.hasSuffix("'b' (en): Base.lproj has this key too; this value was kept and Base's left out") })
        #expect(migration.notes.count == 1)
        #expect(catalog.sourceLanguage == "en")
        #expect(Self.value(catalog, "a", "en") == "A from Base")
        #expect(Self.value(catalog, "b", "en") == "B from en")
        #expect(catalog.strings["a"]?.comment == "Base comment")
        #expect(catalog.strings["b"]?.comment == "English comment")
        #expect(catalog.strings["a"]?.localizations.keys.sorted() == ["en", "fi"])
    }

    @Test func developmentLanguageIsAParameter() throws {
        let folder = try ConversionFixtures.folder([
            "fi.lproj/Main.strings": "/* Suomeksi */\n\"a\" = \"A\";\n",
            "en.lproj/Main.strings": "/* English */\n\"a\" = \"A (en)\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try CatalogMigration(folder: folder, table: "Main", developmentLanguage: "fi").catalog
        #expect(catalog.sourceLanguage == "fi")
        #expect(catalog.strings["a"]?.comment == "Suomeksi")
    }

    @Test func duplicateKeysAndUnknownStringsdictKeysAreNoted() throws {
        let folder = try ConversionFixtures.folder([
            "en.lproj/Main.strings": "\"a\" = \"first\";\n\"a\" = \"second\";\n",
            "en.lproj/Main.stringsdict": ConversionFixtures.plist("""
                <key>n</key>
                <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>Remark</key><string>kept nowhere</string>
                <key>n</key>
                <dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>other</key><string>%d</string>
                </dict>
                </dict>
                """),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let migration = try CatalogMigration(folder: folder, table: "Main")
        #expect(Self.value(migration.catalog, "a", "en") == "second")
        let messages = migration.notes.map(\.description)
        #expect(messages.contains { $0.contains("'a' (en)") && $0.contains("duplicate") }, "\(messages)")
        #expect(messages.contains { $0.contains("'n' (en): key 'Remark'") }, "\(messages)")
    }

    @Test func commentsThatBelongToNoKeyAreNoted() throws {
        let folder = try ConversionFixtures.folder([
            "en.lproj/Main.strings": "/* Main.strings */\n\n\"a\" = \"A\";\n\n// MARK: - More\n\n/* B */\n\"b\" = \"B \\q\";\n\n// the end\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let migration = try CatalogMigration(folder: folder, table: "Main")
        #expect(migration.catalog.strings["b"]?.comment == "B")
        let messages = migration.notes.map(\.description)
        #expect(messages.count == 4, "\(messages)")
        #expect(messages.contains { $0.contains("(en) the file's header comment") }, "\(messages)")
        #expect(messages.contains { $0.contains("'b' (en): the comments a blank line separates") }, "\(messages)")
        #expect(messages.contains { $0.contains("(en) the comments after the last entry") }, "\(messages)")
        #expect(messages.contains { $0.contains("'b' (en): unknown escape '\\q'") }, "\(messages)")
    }

    @Test func variableWidthVariablesAreSkippedWithANote() throws {
        let folder = try ConversionFixtures.folder([
            "en.lproj/Main.stringsdict": ConversionFixtures.plist("""
                <key>w</key>
                <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@w@</string>
                <key>w</key>
                <dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringVariableWidthRuleType</string>
                <key>20</key><string>Short</string>
                <key>60</key><string>Much longer</string>
                </dict>
                </dict>
                """),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let migration = try CatalogMigration(folder: folder, table: "Main")
        #expect(migration.catalog.strings.isEmpty)
        #expect(migration.notes.count == 1)
        #expect(migration.notes.first?.message.contains("NSStringVariableWidthRuleType") == true)
        #expect(migration.notes.first?.file?.hasSuffix("en.lproj/Main.stringsdict") == true)
    }

    @Test func aVariableReferencedFromAFormBecomesASubstitution() throws {
        let folder = try ConversionFixtures.folder([
            "en.lproj/Main.stringsdict": ConversionFixtures.plist("""
                <key>k</key>
                <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
                <key>files</key>
                <dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d file in %#@folders@</string>
                <key>other</key><string>%d files in %#@folders@</string>
                </dict>
                <key>folders</key>
                <dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d folder</string>
                <key>other</key><string>%d folders</string>
                </dict>
                </dict>
                """),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let localization = try #require(try CatalogMigration(folder: folder, table: "Main").catalog.strings["k"]?.localizations["en"])
        #expect(localization.stringUnit?.value == "%#@files@")
        #expect(localization.substitutions?["files"]?.argNum == 1)
        #expect(localization.substitutions?["folders"]?.argNum == 2)
        #expect(Self.forms(localization.substitutions?["files"]?.variations?.plural)["other"] == "%arg files in %#@folders@")
    }

    // MARK: Errors

    @Test(arguments: [
        // The ';' missing after "B" is reported at the end of line 2, where it belongs.
        ("en.lproj/T.strings", "\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";\n", 2, 10),
        ("fi.lproj/T.strings", "\"a\" = \"A;\n", 1, 7),
    ])
    func aBrokenStringsEntryIsLeftOutWithAWarningAtItsPosition(path: String, text: String, line: Int, column: Int) throws {
        var files = ["en.lproj/T.strings": "\"ok\" = \"ok\";\n"]
        files[path] = text
        let folder = try ConversionFixtures.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let migration = try CatalogMigration(folder: folder, table: "T")
        let warning = try #require(migration.notes.first { $0.severity == .warning })
        #expect(warning.file?.hasSuffix(path) == true)
        #expect(warning.position == SourcePosition(line: line, column: column), "\(warning)")
        #expect(warning.message.hasPrefix("left out, since it cannot be read: "))
        #expect(!migration.catalog.strings.isEmpty)
    }

    @Test func aFileThatCannotBeReadAtAllStopsTheMigration() throws {
        let folder = try ConversionFixtures.folder(["en.lproj/T.strings": "\"ok\" = \"ok\";\n", "fi.lproj/T.stringsdict": "<plist><dict><key>x</key>"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = try #require(throws: ResourceError.self) { try CatalogMigration(folder: folder, table: "T") }
        #expect(error.file?.hasSuffix("fi.lproj/T.stringsdict") == true)
    }

    @Test func aBrokenStringsdictNextToADeviceEntryKeepsItsPosition() throws {
        let text = ConversionFixtures.plist("""
            <key>hint</key>
            <dict>
            <key>NSStringDeviceSpecificRuleType</key>
            <dict><key>mac</key><string>Click</string></dict>
            </dict>
            <key>broken</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key>
            <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>one</string>
            </dict>
            </dict>
            """)
        let folder = try ConversionFixtures.folder(["en.lproj/T.stringsdict": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let migration = try CatalogMigration(folder: folder, table: "T")
        #expect(Array(migration.catalog.strings.keys) == ["hint"])
        let warning = try #require(migration.notes.first { $0.severity == .warning })
        #expect(warning.message.contains("no 'other' form"))
        #expect(warning.key == "broken")
        // The position is in the file read: the line of the variable's `<key>n</key>`.
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("<key>n</key>") }.map { $0 + 1 }
        #expect(warning.position?.line == line, "\(warning)")
    }

    @Test(arguments: ["a\\nb", "a\\r\\nb", "a\\U2028b", "a\\U0085b", "a\\fb"])
    func notesStayOneLineWhenAKeyHoldsALineBreak(key: String) throws {
        // An unknown escape and a value hidden by the .stringsdict each give a note naming the key.
        let folder = try ConversionFixtures.folder([
            "en.lproj/T.strings": "\"\(key)\" = \"x\\qy\";\n",
            // The same key in XML, its line breaks as character references.
            "en.lproj/T.stringsdict": ConversionFixtures.plist("<key>\(key.replacingOccurrences(of: "\\n", with: "&#10;").replacingOccurrences(of: "\\r", with: "&#13;").replacingOccurrences(of: "\\U2028", with: "&#x2028;").replacingOccurrences(of: "\\U0085", with: "&#x85;").replacingOccurrences(of: "\\f", with: "&#12;"))</key><string>plain</string>"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = try CatalogMigration(folder: folder, table: "T").notes
        #expect(notes.count == 2, "\(notes)")
        for note in notes {
            // As Python's str.splitlines and editors split lines.
            let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1D}", "\u{1E}", "\u{85}", "\u{2028}", "\u{2029}"]
            #expect(!note.description.unicodeScalars.contains { breaks.contains($0) }, "\(note.description)")
        }
    }

    @Test func aMissingTableIsAnError() throws {
        let folder = try ConversionFixtures.folder(["en.lproj/A.strings": "\"a\" = \"A\";\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: ResourceError.self) { try CatalogMigration(folder: folder, table: "B") }
        #expect(throws: ResourceError.self) { try CatalogMigration(folder: folder.appendingPathComponent("nope"), table: "A") }
    }

    /// `é` as U+00E9 and as `e` + U+0301 stay two keys when a table becomes a catalog.
    @Test func keepsBothSpellingsOfAKey() throws {
        let (composed, decomposed) = (ConversionFixtures.composedE, ConversionFixtures.decomposedE)
        let folder = try ConversionFixtures.folder(["en.lproj/T.strings": "\"\(composed)\" = \"1\";\n\"\(decomposed)\" = \"2\";\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try CatalogMigration(folder: folder, table: "T").catalog
        #expect(catalog.strings.count == 2)
        #expect(catalog.strings[composed]?.localizations["en"]?.stringUnit?.value == "1")
        #expect(catalog.strings[decomposed]?.localizations["en"]?.stringUnit?.value == "2")
    }
}
