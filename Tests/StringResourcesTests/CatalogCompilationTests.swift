import Foundation
import Testing
@testable import StringResources

@Suite struct CatalogCompilationTests {
    /// `Fixtures/conversions/Terms.xcstrings`: a catalog with every shape compilation handles.
    static var catalogText: String {
        get throws { try String(contentsOf: ConversionFixtures.root.appendingPathComponent("Terms.xcstrings"), encoding: .utf8) }
    }

    static func compile(_ options: CatalogCompilation.Options = .init()) throws -> CatalogCompilation {
        CatalogCompilation(catalog: try StringCatalog(text: try catalogText), options: options)
    }

    static func language(_ compilation: CatalogCompilation, _ language: String) throws -> CatalogCompilation.Language {
        try #require(compilation.languages.first { $0.language == language })
    }

    static func dictionary(_ value: PropertyList?) -> PropertyListDictionary? { value?.dictionaryValue }

    @Test func languagesAreTheSourceFirstThenTheOthers() throws {
        #expect(try Self.compile().languages.map(\.language) == ["en", "fi", "tr"])
    }

    @Test func plainStringsGoToTheStringsFileWithComments() throws {
        let compilation = try Self.compile()
        let en = try Self.language(compilation, "en")
        // The development language compiles whatever its state.
        #expect(en.strings.entries.first { $0.key == "title" } == StringsEntry(key: "title", value: "Terminology", comment: "Main title"))
        #expect(try Self.language(compilation, "fi").strings["title"] == "Termistö")
        let plain = try Self.compile(.init(includesComments: false))
        #expect(try Self.language(plain, "en").strings.entries.first { $0.key == "title" }?.comment == nil)
    }

    @Test(arguments: [
        // (language, key, compiled?) — `new` translations are not compiled; stale and needs_review are.
        ("tr", "title", false),
        ("fi", "unused", true),
        ("fi", "Sanasto", false),
        ("en", "Sanasto", true),
    ])
    func statesAndShouldTranslateDecideWhatIsCompiled(language: String, key: String, compiled: Bool) throws {
        let output = try Self.language(try Self.compile(), language)
        #expect((output.strings[key] != nil) == compiled)
    }

    @Test func aWholeValuePluralGetsAGeneratedVariableOnItsNumberArgument() throws {
        let en = try Self.language(try Self.compile(), "en")
        let entry = try #require(Self.dictionary(en.stringsdict["%@ shared %lld terms"]))
        // No Comment key unless asked for, as xcstringstool writes it.
        #expect(entry.keys == ["NSStringLocalizedFormatKey", "arg1"])
        let commented = try Self.language(try Self.compile(.init(includesStringsdictComments: true)), "en")
        #expect(Self.dictionary(commented.stringsdict["%@ shared %lld terms"])?.keys == ["NSStringLocalizedFormatKey", "arg1", "Comment"])
        #expect(entry["NSStringLocalizedFormatKey"] == .string("%2$#@arg1@"))
        let variable = try #require(Self.dictionary(entry["arg1"]))
        #expect(variable.keys == ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey", "one", "other"])
        #expect(variable["NSStringFormatSpecTypeKey"] == .string("NSStringPluralRuleType"))
        #expect(variable["NSStringFormatValueTypeKey"] == .string("lld"))
        // The count is argument 2, which the variable reads: the forms say which argument each specifier reads,
        // so that the table renders as the catalog does (the catalog's forms read from argument 1).
        #expect(variable["other"] == .string("%1$@ shared %2$lld terms"))
        #expect(en.strings["%@ shared %lld terms"] == nil)
        // needs_review is compiled.
        let fi = try Self.language(try Self.compile(), "fi")
        #expect(Self.dictionary(Self.dictionary(fi.stringsdict["%@ shared %lld terms"])?["arg1"])?["one"] == .string("%1$@ jakoi yhden termin"))
    }

    @Test func substitutionsBecomeVariablesWithTheirSpecifier() throws {
        let compilation = try Self.compile()
        let en = try #require(Self.dictionary(try Self.language(compilation, "en").stringsdict["files"]))
        #expect(en["NSStringLocalizedFormatKey"] == .string("%#@files@ in %#@folders@"))
        let files = try #require(Self.dictionary(en["files"]))
        #expect(files["NSStringFormatValueTypeKey"] == .string("lld"))
        #expect(files["one"] == .string("%lld file"))
        #expect(Self.dictionary(en["folders"])?["other"] == .string("%lld folders"))
        let fi = try #require(Self.dictionary(try Self.language(compilation, "fi").stringsdict["files"]))
        #expect(fi["NSStringLocalizedFormatKey"] == .string("%2$#@folders@: %1$#@files@"))
        // An order that would read the wrong arguments gets explicit positions.
        let reordered = try #require(Self.dictionary(try Self.language(compilation, "en").stringsdict["reordered"]))
        #expect(reordered["NSStringLocalizedFormatKey"] == .string("%2$#@b@ %1$#@a@"))
    }

    @Test func deviceVariationsGoToBothFiles() throws {
        let en = try Self.language(try Self.compile(), "en")
        let entry = try #require(Self.dictionary(en.stringsdict["hint"]))
        let devices = try #require(Self.dictionary(entry["NSStringDeviceSpecificRuleType"]))
        #expect(devices.keys == ["mac", "other"])
        #expect(devices["mac"] == .string("Click"))
        #expect(en.strings["hint"] == "Tap")
    }

    @Test(arguments: [
        ("substitutions without a stringUnit", #"{ "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "d", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } } } }"#),
        ("no compiled 'other' form", #"{ "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "one" } } } } }"#),
        ("variations that .stringsdict cannot express", #"{ "variations" : { "plural" : { "one" : { "variations" : { "device" : { "mac" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "y" } } } } }"#),
    ])
    func whatStringsdictCannotExpressIsNoted(message: String, localization: String) throws {
        let text = #"{ "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : { "en" : "# + localization + #" } } }, "version" : "1.0" }"#
        let compilation = CatalogCompilation(catalog: try StringCatalog(text: text), file: "T.xcstrings")
        #expect(compilation.notes.count == 1)
        let note = try #require(compilation.notes.first)
        #expect(note.description.hasPrefix("T.xcstrings: note: 'k' (en): "))
        #expect(note.message.contains(message), "\(note)")
    }

    @Test func writesEveryLanguageAtomically() throws {
        let folder = try ConversionFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // An older file is replaced.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fi.lproj"), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: folder.appendingPathComponent("fi.lproj/Terms.strings"))
        let compilation = try Self.compile()
        let written = try compilation.write(to: folder, tableName: "Terms")
        #expect(written.map { $0.path.replacingOccurrences(of: folder.path + "/", with: "") } == compilation.relativePaths(tableName: "Terms"))
        #expect(compilation.relativePaths(tableName: "Terms") == [
            "en.lproj/Terms.strings", "en.lproj/Terms.stringsdict",
            "fi.lproj/Terms.strings", "fi.lproj/Terms.stringsdict",
        ])
        let fi = try StringsTable(contentsOf: folder.appendingPathComponent("fi.lproj/Terms.strings"))
        #expect(fi["title"] == "Termistö")
        // The .stringsdict is a property list Foundation reads; its ordinary entries pass our stricter checks.
        let plist = try PropertyList(parsing: Data(contentsOf: folder.appendingPathComponent("en.lproj/Terms.stringsdict")))
        #expect(plist.dictionaryValue?.keys.contains("hint") == true)
        var ordinary = try #require(plist.dictionaryValue)
        ordinary["hint"] = nil
        let parsed = try StringsDictionary(parsing: PropertyList.dictionary(ordinary).xmlSerialized())
        #expect(parsed["files"]?.variables.map(\.name) == ["files", "folders"])
        // No temporary files are left behind.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("fi.lproj").path)
        #expect(leftovers.sorted() == ["Terms.strings", "Terms.stringsdict"])
    }

    // MARK: Round trip

    @Test func migrateCompileMigrateKeepsEveryStringFormAndComment() throws {
        let first = try CatalogMigration(folder: ConversionFixtures.rich, table: "Localizable")
        let folder = try ConversionFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Comments of .stringsdict-only keys come back only from Comment keys, which are asked for here.
        let compilation = CatalogCompilation(catalog: first.catalog, options: .init(includesStringsdictComments: true))
        #expect(compilation.notes.isEmpty, "\(compilation.notes)")
        try compilation.write(to: folder, tableName: "Localizable")
        let second = try CatalogMigration(folder: folder, table: "Localizable")
        #expect(second.notes.isEmpty, "\(second.notes)")
        #expect(second.catalog == first.catalog)
        #expect(second.catalog.encodedText() == first.catalog.encodedText())
        // The comparison is not vacuous: the catalog has every kind of content.
        var leaves = 0
        first.catalog.forEachStringUnit { _, _, _ in leaves += 1 }
        #expect(leaves == 52)
        #expect(first.catalog.strings.compactMap(\.value.comment).count == 5)
    }

    @Test func aPluralInsideADeviceVariationSurvivesCompileAndMigrate() throws {
        let text = #"""
        { "sourceLanguage" : "en", "strings" : { "synced" : { "extractionState" : "migrated", "localizations" : { "en" : { "variations" : { "device" : {
          "iphone" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld term synced with your iPhone" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld terms synced with your iPhone" } } } } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "Synced" } } } } } } } }, "version" : "1.0" }
        """#
        let catalog = try StringCatalog(text: text)
        let compilation = CatalogCompilation(catalog: catalog)
        #expect(compilation.notes.isEmpty)
        let en = try Self.language(compilation, "en")
        let devices = try #require(Self.dictionary(Self.dictionary(en.stringsdict["synced"])?["NSStringDeviceSpecificRuleType"]))
        #expect(Self.dictionary(devices["iphone"])?["NSStringLocalizedFormatKey"] == .string("%1$#@arg1@"))
        #expect(en.strings["synced"] == "Synced")
        let folder = try ConversionFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try compilation.write(to: folder, tableName: "T")
        let migration = try CatalogMigration(folder: folder, table: "T")
        #expect(migration.notes.isEmpty, "\(migration.notes)")
        #expect(migration.catalog.encodedText() == catalog.encodedText())
    }

    @Test func compileMigrateKeepsAnXcodeStyleCatalog() throws {
        let catalog = try StringCatalog(text: try Self.catalogText)
        let folder = try ConversionFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CatalogCompilation(catalog: catalog).write(to: folder, tableName: "T")
        let migrated = try CatalogMigration(folder: folder, table: "T").catalog
        let en = try #require(migrated.strings["files"]?.localizations["en"])
        #expect(en.stringUnit?.value == "%#@files@ in %#@folders@")
        #expect(en.substitutions?["folders"]?.argNum == 2)
        #expect(en.substitutions?["folders"]?.variations?.plural?["other"]?.stringUnit?.value == "%arg folders")
        #expect(migrated.strings["%@ shared %lld terms"]?.localizations["fi"]?.variations?.plural?["one"]?.stringUnit?.value == "%@ jakoi yhden termin")
        #expect(migrated.strings["hint"]?.localizations["en"]?.variations?.device?.keys == ["mac", "other"])
        #expect(migrated.strings["title"]?.comment == "Main title")
    }

    // MARK: - Languages that cannot name a folder

    static func catalog(language: String) throws -> StringCatalog {
        try StringCatalog(text: """
        { "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "v" } },
          \(JSONWriter.quoted(language)) : { "stringUnit" : { "state" : "translated", "value" : "w" } } } } }, "version" : "1.0" }
        """)
    }

    /// A catalog's languages become folder names: one holding a `/` must not write outside the output folder.
    @Test(arguments: ["../escaped", "a/b", "/tmp/absolute"])
    func aLanguageWithASlashIsRefusedBeforeAnythingIsWritten(language: String) throws {
        let root = try ConversionFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out", isDirectory: true)
        let compilation = CatalogCompilation(catalog: try Self.catalog(language: language))
        let error = #expect(throws: ResourceError.self) { try compilation.write(to: output, tableName: "T") }
        #expect(error?.kind == .invalidName)
        #expect(error?.message == "the language '\(language)' cannot name an .lproj folder; nothing was written")
        // Nothing was written, inside the output folder or beside it.
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
        #expect(!FileManager.default.fileExists(atPath: "/tmp/absolute.lproj"))
    }

    @Test func aLanguageWithARegionAndScriptCompiles() throws {
        let output = try ConversionFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let written = try CatalogCompilation(catalog: try Self.catalog(language: "zh-Hant")).write(to: output, tableName: "T")
        #expect(written.map { $0.path.replacingOccurrences(of: output.path + "/", with: "") } == ["en.lproj/T.strings", "zh-Hant.lproj/T.strings"])
    }
}

/// Migrating DuckDuckGo's real stringsdicts and compiling them back keeps every key and form.
// Skipped (not failed) when ../shared is absent, as in a checkout without the peer fixtures.
@Suite(.enabled(if: sharedStringsFixtures != nil, "../shared/fixtures/strings is absent"))
struct CatalogConversionConformanceTests {
    @Test func duckDuckGoStringsdictsSurviveMigrateAndCompile() throws {
        let source = try #require(sharedStringsFixtures).appendingPathComponent("duckduckgo")
        let first = try CatalogMigration(folder: source, table: "Localizable")
        #expect(first.catalog.sourceLanguage == "en")
        let languages = ["en", "lt", "pl", "ru", "sl"]
        // Every original key and form is in the catalog.
        var forms = 0
        for language in languages {
            let original = try StringsDictionary(contentsOf: source.appendingPathComponent("\(language).lproj/Localizable.stringsdict"))
            for entry in original.entries {
                let localization = try #require(first.catalog.strings[entry.key]?.localizations[language], "\(entry.key) \(language)")
                let migrated = Set(localization.stringUnitLeaves.map(\.stringUnit.value))
                for variable in entry.variables {
                    for form in variable.forms {
                        forms += 1
                        let expected = localization.substitutions == nil
                            ? form.value
                            : CatalogMigrationFormat.substitutingArgument(in: form.value, argument: localization.substitutions?[variable.name]?.argNum, valueType: variable.valueType)
                        #expect(migrated.contains(expected), "\(entry.key) \(language) \(form.name)")
                    }
                }
            }
        }
        #expect(forms > 300)
        // Compile and migrate again: nothing changes.
        let folder = try ConversionFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Comments of .stringsdict-only keys come back only from Comment keys, which are asked for here.
        let compilation = CatalogCompilation(catalog: first.catalog, options: .init(includesStringsdictComments: true))
        #expect(compilation.notes.isEmpty, "\(compilation.notes)")
        try compilation.write(to: folder, tableName: "Localizable")
        let second = try CatalogMigration(folder: folder, table: "Localizable")
        #expect(second.catalog == first.catalog)
        #expect(second.notes.count == first.notes.count)
    }

    @Test func xcodeWrittenCatalogsCompileAndMigrateBackWithEveryCompiledString() throws {
        let root = try #require(sharedStringsFixtures)
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        let catalogs = (enumerator?.compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "xcstrings" && !$0.lastPathComponent.hasPrefix("!") }
            .sorted { $0.path < $1.path }
        #expect(catalogs.count >= 5)
        var checked = 0
        for url in catalogs {
            let catalog = try StringCatalog(contentsOf: url)
            let folder = try ConversionFixtures.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            try CatalogCompilation(catalog: catalog).write(to: folder, tableName: "T")
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(catalog.sourceLanguage).lproj").path) else { continue }
            let migrated = try CatalogMigration(folder: folder, table: "T", developmentLanguage: catalog.sourceLanguage).catalog
            catalog.forEachStringUnit { key, locale, leaf in
                let entry = catalog.strings[key]
                guard locale == catalog.sourceLanguage || (entry?.shouldTranslate != false && leaf.stringUnit.state != .new) else { return }
                let values = (migrated.strings[key]?.localizations[locale]?.stringUnitLeaves ?? []).map(\.stringUnit.value)
                #expect(values.contains(leaf.stringUnit.value), "\(url.lastPathComponent) \(key) \(locale) \(leaf.path)")
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    @Test func swiftGenTablesSurviveMigrateCompileMigrate() throws {
        let source = try #require(sharedStringsFixtures).appendingPathComponent("swiftgen")
        let names = try FileManager.default.contentsOfDirectory(atPath: source.path)
            .filter { ($0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict")) && !$0.hasPrefix("LocPluralError") }
        #expect(names.count >= 8)
        // The files sit in no .lproj folder: put temporary copies into en.lproj.
        let input = try ConversionFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: input) }
        try FileManager.default.createDirectory(at: input.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        for name in names {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: input.appendingPathComponent("en.lproj/\(name)"))
        }
        let folder = try LocalizationFolder(contentsOf: input)
        #expect(folder.tables.count >= 6)
        for table in folder.tables {
            let first = try CatalogMigration(table: table)
            #expect(!first.catalog.strings.isEmpty, "\(table.name)")
            let output = try ConversionFixtures.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: output) }
            let compilation = CatalogCompilation(catalog: first.catalog)
            #expect(compilation.notes.isEmpty, "\(table.name): \(compilation.notes)")
            try compilation.write(to: output, tableName: table.name)
            // Compiling writes positions where a form reads other arguments (so that the tables render as the
            // catalog does), so the catalog migrated back may spell a specifier differently; compiling that one
            // again must give the same tables byte for byte.
            let second = try CatalogMigration(folder: output, table: table.name)
            #expect(second.catalog.strings.keys == first.catalog.strings.keys, "\(table.name)")
            let again = try ConversionFixtures.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: again) }
            try CatalogCompilation(catalog: second.catalog).write(to: again, tableName: table.name)
            for file in try FileManager.default.subpathsOfDirectory(atPath: output.path).sorted() {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: output.appendingPathComponent(file).path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                #expect(
                    FileManager.default.contents(atPath: again.appendingPathComponent(file).path)
                        == FileManager.default.contents(atPath: output.appendingPathComponent(file).path),
                    "\(table.name): \(file)")
            }
        }
    }
}
