import Foundation

/// Turns a String Catalog into `<language>.lproj/<Table>.strings` and `<Table>.stringsdict` files, as
/// `xcstringstool compile` does, so that any Foundation-based run time can read the strings.
///
/// - A plain `stringUnit` goes to the `.strings` file.
/// - `variations.plural` of the whole value goes to the `.stringsdict` as `NSStringLocalizedFormatKey`
///   `%N$#@arg1@` and a plural variable `arg1` whose `NSStringFormatValueTypeKey` is the first number
///   conversion of the forms (argument `N`; `lld` and argument 1 when the forms have none).
/// - Substitutions go to the `.stringsdict`: the `stringUnit` value is the format key (a reference is
///   given the explicit position `%N$#@name@` where its order would read another argument than its
///   `argNum`), each substitution a variable of its own name, `%arg` in its forms spelled
///   `%` + `formatSpecifier`.
/// - `variations.device` goes to the `.stringsdict` as Apple's top-level `NSStringDeviceSpecificRuleType`
///   dictionary (a device may hold a string or a plural), and the `other` device's string also to the
///   `.strings` file as the fallback of run times that ignore device rules.
/// - String units in state `new` are not compiled for translations (the development language's are);
///   `translated`, `needs_review`, `stale`, `machine_translated`, unknown states and none are.
/// - Entries with `shouldTranslate: false` are compiled in the source language only.
/// - Comments are kept as `/* */` in `.strings` files unless ``Options/includesComments`` is off; a `Comment` key in
///   `.stringsdict` entries, which xcstringstool does not write, only with ``Options/includesStringsdictComments``.
///   Foundation ignores both.
/// - A form that reads other arguments than the one its variable reads is written with positions (`%1$@ and
///   %2$lld other packages`), so that the compiled table renders as the catalog does.
///
/// What `.stringsdict` cannot express (a device variation inside a plural form, variations deeper than
/// device → plural) is left out and reported in ``notes``.
public struct CatalogCompilation: Sendable {
    /// Choices for compilation.
    public struct Options: Hashable, Sendable {
        /// Whether entries keep the catalog's comments.
        public var includesComments: Bool
        /// Whether `.stringsdict` entries get the comment as a `Comment` key too (when ``includesComments``).
        public var includesStringsdictComments: Bool

        /// Creates options.
        public init(includesComments: Bool = true, includesStringsdictComments: Bool = false) {
            self.includesComments = includesComments
            self.includesStringsdictComments = includesStringsdictComments
        }
    }

    /// The compiled tables of one language.
    public struct Language: Hashable, Sendable {
        /// The locale identifier, which names the `.lproj` folder.
        public var language: String
        /// The `.strings` table.
        public var strings: StringsTable
        /// The `.stringsdict` content, keys in catalog order.
        public var stringsdict: PropertyListDictionary

        /// Creates a language's output.
        public init(language: String, strings: StringsTable = StringsTable(), stringsdict: PropertyListDictionary = PropertyListDictionary()) {
            self.language = language
            self.strings = strings
            self.stringsdict = stringsdict
        }

        /// The `.stringsdict` file in Xcode's XML layout.
        public var stringsdictData: Data { PropertyList.dictionary(stringsdict).xmlSerialized() }
    }

    /// The plural variable name Xcode generates for a plural variation of the whole value.
    public static let generatedVariableName = "arg1"

    /// The languages compiled: the source language first, then the others sorted.
    public var languages: [Language]
    /// What was left out, in the order found.
    public var notes: [Note]

    /// Compiles `catalog`; `file` names the catalog in ``notes``.
    public init(catalog: StringCatalog, file: String? = nil, options: Options = Options()) {
        var compiler = CatalogCompilationBuilder(catalog: catalog, file: file, options: options)
        compiler.compile()
        self.languages = compiler.languageOrder.compactMap { compiler.outputs[$0] }
        self.notes = compiler.notes
    }

    /// Whether a string unit in `state` is compiled: everything but `new` in a translation.
    public static func compiles(_ state: CatalogStringUnit.State?, inSourceLanguage: Bool) -> Bool {
        inSourceLanguage || state != .new
    }

    /// The files that ``write(to:tableName:)`` writes, relative to the output folder, in order.
    public func relativePaths(tableName: String) -> [String] {
        var paths: [String] = []
        for language in languages {
            if !language.strings.entries.isEmpty { paths.append("\(language.language).lproj/\(tableName).strings") }
            if !language.stringsdict.entries.isEmpty { paths.append("\(language.language).lproj/\(tableName).stringsdict") }
        }
        return paths
    }

    /// Writes `<language>.lproj/<tableName>.strings` and `.stringsdict` under `directory`, each atomically;
    /// an empty table is not written. Returns the files written, in order.
    @discardableResult
    public func write(to directory: URL, tableName: String) throws -> [URL] {
        // A language names a folder: one with a `/` (`../x` in a malformed catalog) would write elsewhere.
        for language in languages where language.language.contains("/") || language.language.contains("\u{0}") {
            throw ResourceError(.invalidName, message: "the language '\(language.language)' cannot name an .lproj folder; nothing was written")
        }
        var written: [URL] = []
        for language in languages {
            let folder = directory.appendingPathComponent("\(language.language).lproj", isDirectory: true)
            if !language.strings.entries.isEmpty {
                let url = folder.appendingPathComponent("\(tableName).strings")
                try language.strings.write(to: url, createFolders: true)
                written.append(url)
            }
            if !language.stringsdict.entries.isEmpty {
                let url = folder.appendingPathComponent("\(tableName).stringsdict")
                try AtomicFile.write(language.stringsdictData, to: url, createFolders: true)
                written.append(url)
            }
        }
        return written
    }
}
