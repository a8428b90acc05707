import Foundation
import StringResources

/// Looks up localized strings in a folder or a bundle, straight from string catalogs and `.lproj` folders.
///
/// A `Localizer` reads `<table>.xcstrings` catalogs as they are (no compile step) and
/// `<language>.lproj/<table>.strings` / `.stringsdict` files, `Base.lproj` included. It chooses the language as
/// `Bundle.preferredLocalizations(from:forPreferences:)` does, then falls back to `Base`, then to the development
/// language (to the development language first when the table has none of the preferred languages, as Apple does),
/// then to the default value, then to the key. Each table is parsed once, on first use, and cached;
/// so is each key's lookup (its language negotiated, its texts parsed), so that looking a key up again costs
/// a hash of the key — without a lock in the default table. A `Localizer` may be used from any thread. Problems (a missing key, a malformed file, a missing plural form)
/// never stop a lookup: they go to the issue handler and into ``LocalizedResult/issues``.
public final class Localizer: Sendable {
    /// The folder the resources are in.
    public let folder: URL
    /// The language to fall back to after the preferred ones (a catalog's `sourceLanguage` takes precedence).
    public let developmentLanguage: String?
    /// The user's preferred languages, most preferred first.
    public let preferredLanguages: [String]
    /// The device whose variations are shown.
    public let device: DeviceClass
    /// Called with every issue a lookup or a rendering meets (from the thread that met it).
    public let issueHandler: (@Sendable (LocalizationIssue) -> Void)?

    private struct State: Sendable {
        /// The folder's tables and their files, listed once.
        var discovered: LocalizationFolder?
        var tables: [String: LoadedTable] = [:]
        /// How many times each table was parsed (for tests: exactly once).
        var loadCounts: [String: Int] = [:]
        /// `Localizable` with the localizer's own preferences (the common case); its cache is ``defaultCache``.
        var defaultLookups: ResolvedTable?
        /// Other tables, or with an explicit language, by table name and language.
        var lookups: [LookupScope: ResolvedTable] = [:]
    }

    struct LookupScope: Hashable, Sendable {
        var table: String
        var language: String?
    }


    private let state = Locked(State())
    /// Tables given in memory (``init(strings:developmentLanguage:preferredLanguages:device:issueHandler:)``);
    /// `nil` when the tables are read from ``folder``.
    private let preloaded: [String: LoadedTable]?
    /// The default table's lookups, read without a lock (written under `state`'s lock): the cache of
    /// `state.defaultLookups`, kept here so that a lookup reaches it without the lock.
    private let defaultCache = LookupCache()

    /// Creates a localizer for the resources in `folder`.
    ///
    /// - Parameters:
    ///   - developmentLanguage: the fallback after the preferred languages when no catalog names its source
    ///     language.
    ///   - preferredLanguages: the user's languages; `nil` reads them from the system
    ///     (``LanguagePreferences/current``).
    ///   - device: the device whose variations to show.
    ///   - issueHandler: receives each issue as it happens.
    public convenience init(
        folder: URL, developmentLanguage: String? = nil, preferredLanguages: [String]? = nil,
        device: DeviceClass = .current, issueHandler: (@Sendable (LocalizationIssue) -> Void)? = nil
    ) {
        self.init(
            folder: folder, preloaded: nil, developmentLanguage: developmentLanguage,
            preferredLanguages: preferredLanguages, device: device, issueHandler: issueHandler)
    }

    /// Creates a localizer over tables given in memory: `strings[table][language][key]` is a value, as a
    /// `.strings` file holds it (a format, without variations).
    ///
    /// For tests and for apps that build their strings at run time; the language chain, fallback, formatting and
    /// issues are those of a localizer reading files.
    public convenience init(
        strings: [String: [String: [String: String]]], developmentLanguage: String? = nil,
        preferredLanguages: [String]? = nil, device: DeviceClass = .current,
        issueHandler: (@Sendable (LocalizationIssue) -> Void)? = nil
    ) {
        var tables: [String: LoadedTable] = [:]
        for (name, languages) in strings {
            var table = LoadedTable(name: name)
            for (language, values) in languages {
                table.values[language, default: [:]].reserveCapacity(values.count)
                for (key, value) in values {
                    table.add(.init(entry: LocalizedEntry(format: value), isShown: true), key: key, language: language, replacing: true)
                }
            }
            tables[name] = table
        }
        self.init(
            folder: URL(fileURLWithPath: "/dev/null/sanasto-in-memory"), preloaded: tables,
            developmentLanguage: developmentLanguage, preferredLanguages: preferredLanguages, device: device,
            issueHandler: issueHandler)
    }

    private init(
        folder: URL, preloaded: [String: LoadedTable]?, developmentLanguage: String?, preferredLanguages: [String]?,
        device: DeviceClass, issueHandler: (@Sendable (LocalizationIssue) -> Void)?
    ) {
        self.folder = folder
        self.preloaded = preloaded
        self.developmentLanguage = developmentLanguage
        self.preferredLanguages = preferredLanguages ?? LanguagePreferences.current
        self.device = device
        self.issueHandler = issueHandler
    }

    /// Creates a localizer for a bundle's resources (SwiftPM's `Bundle.module` included, on every platform).
    ///
    /// The development language defaults to the bundle's `developmentLocalization`.
    public convenience init(
        bundle: Bundle, developmentLanguage: String? = nil, preferredLanguages: [String]? = nil,
        device: DeviceClass = .current, issueHandler: (@Sendable (LocalizationIssue) -> Void)? = nil
    ) {
        self.init(
            folder: bundle.resourceURL ?? bundle.bundleURL,
            developmentLanguage: developmentLanguage ?? Self.developmentRegion(of: bundle),
            preferredLanguages: preferredLanguages, device: device, issueHandler: issueHandler)
    }

    /// The bundle's `CFBundleDevelopmentRegion`, read from its Info.plist.
    ///
    /// `Bundle.developmentLocalization` traps on Linux when the bundle has no Info.plist (an
    /// executable's main bundle), and Foundation there does not find the Info.plist at the top of
    /// SwiftPM's flat resource bundles; so the file is read here, where each layout keeps it.
    static func developmentRegion(of bundle: Bundle) -> String? {
        if let region = bundle.object(forInfoDictionaryKey: "CFBundleDevelopmentRegion") as? String {
            return region
        }
        let candidates = [
            bundle.bundleURL.appendingPathComponent("Info.plist"),
            bundle.bundleURL.appendingPathComponent("Contents/Info.plist"),
            bundle.bundleURL.appendingPathComponent("Resources/Info.plist"),
        ]
        for url in candidates {
            guard let data = try? Data(contentsOf: url), let plist = try? PropertyList(parsing: data) else { continue }
            return plist.dictionaryValue?["CFBundleDevelopmentRegion"]?.stringValue
        }
        return nil
    }

    /// A copy of this localizer with other settings and an empty cache.
    public func with(
        preferredLanguages: [String]? = nil, device: DeviceClass? = nil,
        issueHandler: (@Sendable (LocalizationIssue) -> Void)? = nil
    ) -> Localizer {
        Localizer(
            folder: folder, preloaded: preloaded, developmentLanguage: developmentLanguage,
            preferredLanguages: preferredLanguages ?? self.preferredLanguages, device: device ?? self.device,
            issueHandler: issueHandler ?? self.issueHandler)
    }

    // MARK: Shared localizers

    private static let shared = Locked([String: Localizer]())

    /// The localizer of the main bundle, with the system's preferences.
    ///
    /// On Apple platforms `Bundle.main`. Elsewhere, the executable's SwiftPM resource bundle when it has one
    /// (``mainResourceBundle``), so that an executable target's `Localizable.xcstrings` is found as an app's is.
    public static var main: Localizer { shared(for: mainResourceBundle) }

    /// The bundle `.main` lookups read.
    ///
    /// On Apple platforms `Bundle.main`. On Linux and Windows SwiftPM does not put an executable target's
    /// resources in the main bundle but in `<Package>_<Target>.resources` beside the executable (and only
    /// `Bundle.module` finds it, through a path generated into the target). This finds that folder without being
    /// told the package name: the one entry of the executable's folder named `*_<executable>.resources` (the
    /// executable product and its target share the name). With none, or several, it is `Bundle.main`.
    public static let mainResourceBundle: Bundle = {
        #if canImport(Darwin)
        return .main
        #else
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return .main }
        var name = executable.lastPathComponent
        if name.lowercased().hasSuffix(".exe") { name = String(name.dropLast(4)) }
        let folder = executable.deletingLastPathComponent()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let candidates = entries.filter { $0.hasSuffix("_\(name).resources") }
        guard candidates.count == 1, let only = candidates.first,
              let bundle = Bundle(path: folder.appendingPathComponent(only).path)
        else { return .main }
        return bundle
        #endif
    }()

    /// The localizer of `bundle`, created once per bundle and then reused (with the system's preferences).
    public static func shared(for bundle: Bundle) -> Localizer {
        // Every `String(localized:bundle:)` comes here: a bundle seen before is found by identity, since standardizing
        // its path each time was most of a server-rendered page's cost. The entry keeps the bundle alive, so that its
        // identifier cannot be reused by another one.
        let identity = ObjectIdentifier(bundle)
        if let known = sharedByBundle.withLock({ $0[identity]?.localizer }) { return known }
        let path = (bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL.path
        let localizer: Localizer
        if let existing = shared.withLock({ $0[path] }) {
            localizer = existing
        } else {
            let created = Localizer(bundle: bundle)
            localizer = shared.withLock { table in
                if let existing = table[path] { return existing }
                table[path] = created
                return created
            }
        }
        sharedByBundle.withLock { $0[identity] = BundleLocalizer(bundle: bundle, localizer: localizer) }
        return localizer
    }

    /// A bundle and its shared localizer.
    private struct BundleLocalizer: @unchecked Sendable {
        // Bundle is not Sendable everywhere; it is only kept here (never used) so that its identity stays its own.
        let bundle: Bundle
        let localizer: Localizer
    }

    private static let sharedByBundle = Locked([ObjectIdentifier: BundleLocalizer]())

    /// The localizer of `folder`, created once per folder and then reused (with the system's preferences).
    public static func shared(forFolder folder: URL) -> Localizer {
        let path = folder.standardizedFileURL.path
        return shared.withLock { table in
            if let existing = table[path] { return existing }
            let created = Localizer(folder: folder)
            table[path] = created
            return created
        }
    }

    // MARK: Discovery and tables

    /// The names of the tables the folder holds (catalogs and `.lproj` tables), sorted.
    public var tableNames: [String] {
        if let preloaded { return preloaded.keys.sorted() }
        return discover().tableNames
    }

    /// The languages that hold values for `table`, `Base` included (from its catalog and `.lproj` folders).
    public func localizations(table: String = "Localizable") -> [String] {
        self.table(named: table).languages
    }

    /// The languages tried for a lookup in `table`, best first: the negotiated ones, `Base`, the development
    /// language; without a negotiated one, the development language, then `Base`.
    public func languageChain(table: String = "Localizable", preferences: [String]? = nil) -> [String] {
        languageChain(for: self.table(named: table, preferences: preferredLanguages), preferences: preferences ?? preferredLanguages)
    }

    func languageChain(for table: LoadedTable, preferences: [String]) -> [String] {
        let available = table.languages
        var chain = LanguageNegotiation.preferredLocalizations(from: available, forPreferences: preferences)
        let base = available.first(where: DevelopmentLanguageChoice.isBase)
        var development: String?
        if let name = table.sourceLanguage ?? developmentLanguage {
            // `en` finds `en-US.lproj` when that is the table's English, as the bundle's development region does.
            development = available.first { LanguageNegotiation.isSameLocalization($0, name) }
                ?? LanguageNegotiation.preferredLocalizations(from: available, forPreferences: [name]).first
                ?? name
        }
        // A language the table lacks falls back to the development language before Base, as Apple's bundles
        // choose the development region when no preferred localization exists; a negotiated one keeps its
        // Base.lproj (its storyboards' strings) before the development language.
        let order = chain.isEmpty ? [development, base] : [base, development]
        for language in order.compactMap({ $0 }) where !chain.contains(language) { chain.append(language) }
        return chain
    }

    private func discover() -> LocalizationFolder {
        if let discovered = state.withLock({ $0.discovered }) { return discovered }
        // A folder that cannot be listed holds no tables: every lookup falls back to its default value or key.
        let discovery = (try? LocalizationFolder(contentsOf: folder)) ?? LocalizationFolder(url: folder, tables: [])
        state.withLock { $0.discovered = discovery }
        return discovery
    }

    /// The table with every language loaded, parsed on first use and cached; its reading issues are reported
    /// once, when it is parsed.
    package func table(named name: String) -> LoadedTable {
        table(named: name, languages: nil)
    }

    /// The table with at least the languages `languages` picks loaded (all when `nil`).
    ///
    /// A catalog is converted only for the languages a lookup needs: on first use, those `languages` picks from
    /// the table's languages (the language chain of the localizer's preferences by default); another language
    /// is loaded, reading the catalog again, when a lookup first needs it. Loading happens under the lock, so
    /// each table is parsed once however many threads ask at once.
    func table(
        named name: String, languages: ((LoadedTable) -> [String])?,
        candidates: ((_ language: String, _ sourceLanguage: String) -> Bool)? = nil
    ) -> LoadedTable {
        if let preloaded { return preloaded[name] ?? LoadedTable(name: name) }
        let pick = languages ?? { $0.languages }
        if let table = state.withLock({ state -> LoadedTable? in
            guard let table = state.tables[name], table.hasLoaded(pick(table)) else { return nil }
            return table
        }) {
            return table
        }
        let discovery = discover()
        let (table, newIssues) = state.withLock { state -> (LoadedTable, [LocalizationIssue]) in
            if var table = state.tables[name] {
                // Loading a language may show that it holds no value after all, which changes what `pick` picks:
                // until it picks only loaded languages (each round loads at least one more).
                var issues: [LocalizationIssue] = []
                var wanted = pick(table)
                while !table.hasLoaded(wanted) {
                    issues += table.loadLanguages(wanted)
                    wanted = pick(table)
                }
                state.tables[name] = table
                return (table, issues)
            }
            let table = LoadedTable.load(
                discovery.table(named: name) ?? StringResources.LocalizationTable(name: name, files: []), languages: pick,
                candidates: languages == nil ? nil : candidates)
            state.tables[name] = table
            state.loadCounts[name, default: 0] += 1
            return (table, table.issues)
        }
        if let issueHandler {
            for issue in newIssues { issueHandler(issue) }
        }
        return table
    }

    /// The table with the languages a lookup with `preferences` tries loaded.
    func table(named name: String, preferences: [String]) -> LoadedTable {
        table(named: name, languages: { [self] table in languageChain(for: table, preferences: preferences) },
              candidates: Self.chainCandidates(preferences: preferences))
    }

    /// Whether a catalog language could be in the language chain of `preferences`: a language one of them
    /// negotiates to when it is the only one available (with others it is that or not chosen), `Base`, or the
    /// source language.
    static func chainCandidates(preferences: [String]) -> (_ language: String, _ sourceLanguage: String) -> Bool {
        { language, sourceLanguage in
            DevelopmentLanguageChoice.isBase(language) || LanguageNegotiation.isSameLocalization(language, sourceLanguage)
                || !LanguageNegotiation.preferredLocalizations(from: [language], forPreferences: preferences).isEmpty
        }
    }

    /// How many times the table `name` has been parsed by this localizer (0 or 1).
    func loadCount(of name: String) -> Int {
        state.withLock { $0.loadCounts[name] ?? 0 }
    }

    // MARK: Lookup

    /// Looks up `key` and returns its format with everything needed to fill it in (like `NSLocalizedString`).
    ///
    /// - Parameters:
    ///   - table: the table's name; `Localizable` by default.
    ///   - defaultValue: shown when no language holds the key (instead of the key).
    ///   - language: a language to use instead of the localizer's preferences (negotiated the same way).
    ///   - locale: the locale numbers are written in; by default the user's (the first preferred language,
    ///     as Apple uses `Locale.current`), whichever language's value was found.
    public func localizedFormat(
        _ key: String, table: String? = nil, defaultValue: String? = nil, language: String? = nil,
        locale: String? = nil
    ) -> LocalizedFormat {
        var format = lookup(key, table: table, defaultValue: defaultValue, language: language).format
        if let locale, locale != format.locale { format.locale = locale }
        return format
    }

    /// The format of `key` from the lookup cache, looking it up on first use.
    ///
    /// In the default table with the localizer's own preferences, a key looked up before is found without a
    /// lock (see ``LookupCache``); elsewhere with one lock acquisition.
    func lookup(_ key: String, table: String?, defaultValue: String?, language: String?) -> ResolvedTable.Lookup {
        let tableName = table ?? "Localizable"
        let isDefault = language == nil && (table == nil || tableName == "Localizable")
        let found: ResolvedTable.Lookup
        if isDefault, let hit = defaultCache.find(key) {
            found = hit
        } else if !isDefault, let hit = state.withLock({ $0.lookups[LookupScope(table: tableName, language: language)] })?.cache.find(key) {
            found = hit
        } else {
            found = resolve(key, table: tableName, language: language, isDefault: isDefault)
        }
        if !found.isFound, let defaultValue {
            var format = found.format
            format.entry = LocalizedEntry(format: defaultValue)
            return ResolvedTable.Lookup(format: format, isFound: false)
        }
        return found
    }

    /// Looks `key` up (negotiating the table's language chain once per table and language) and caches it.
    private func resolve(_ key: String, table tableName: String, language: String?, isDefault: Bool) -> ResolvedTable.Lookup {
        let scope = LookupScope(table: tableName, language: language)
        let preferences = language.map { [$0] } ?? preferredLanguages
        let loaded = self.table(named: tableName, preferences: preferences)
        let existing = state.withLock { state in isDefault ? state.defaultLookups : state.lookups[scope] }
        let resolvedTable = existing ?? ResolvedTable(
            table: loaded, chain: languageChain(for: loaded, preferences: preferences),
            cache: isDefault ? defaultCache : LookupCache())
        let lookup = resolvedTable.look(
            up: key, developmentLanguage: developmentLanguage, preferences: preferences, device: device,
            issueHandler: issueHandler)
        return state.withLock { state in
            let stored: ResolvedTable
            if isDefault {
                if state.defaultLookups == nil { state.defaultLookups = resolvedTable }
                stored = state.defaultLookups ?? resolvedTable
            } else {
                stored = state.lookups[scope] ?? resolvedTable
                state.lookups[scope] = stored
            }
            // Another thread may have resolved the key meanwhile: keep the first lookup made.
            if let kept = stored.cache.find(key) { return kept }
            stored.cache.limit = stored.table.keyCount + LookupCache.missingKeyAllowance
            stored.cache.insert(lookup)
            return lookup
        }
    }

    /// Looks up `key` and fills it in with `arguments`, as `NSLocalizedString` followed by
    /// `String.localizedStringWithFormat` do.
    ///
    /// This is the API for a key held in a variable or an explicit format (`localizer.string("term(s) in
    /// category", 40)`). A string literal with interpolations, `localizer.string("Shared by \(name)")`, is a
    /// `String.LocalizationValue` (where Sanasto provides it) and is keyed `Shared by %@`, as Apple keys it:
    /// this overload is disfavoured so that such a literal never becomes the key `Shared by Anna`.
    @_disfavoredOverload
    public func string(
        _ key: String, _ arguments: any FormatArgumentConvertible..., table: String? = nil,
        defaultValue: String? = nil, language: String? = nil
    ) -> String {
        lookup(key, table: table, defaultValue: defaultValue, language: language)
            .string(arguments.isEmpty ? [] : arguments.map(\.formatArgument))
    }

    /// Looks up `key` and fills it in with one integer (the common plural case, without boxing it).
    public func string(
        _ key: String, _ argument: Int, table: String? = nil, defaultValue: String? = nil, language: String? = nil
    ) -> String {
        lookup(key, table: table, defaultValue: defaultValue, language: language).string([.int(Int64(argument))])
    }

    /// Looks up `key`, fills it in with `arguments` and returns the string with every issue met.
    public func result(
        _ key: String, arguments: [FormatArgument] = [], table: String? = nil, defaultValue: String? = nil,
        language: String? = nil
    ) -> LocalizedResult {
        lookup(key, table: table, defaultValue: defaultValue, language: language).format.result(arguments)
    }
}
