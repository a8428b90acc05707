import Foundation
import Testing
@testable import StringResources

/// One planted defect in a small catalog, and the finding it must produce.
struct CatalogDefect: CustomTestStringConvertible, Sendable {
    var name: String
    /// The JSON of one `strings` member (`"key" : {…}`), put before a clean reference key.
    var entry: String
    /// The expected finding, or `nil` for a clean case.
    var severity: Severity?
    var rule: ValidationRule.ID?
    var key: String?
    var locale: String?
    /// Unique text of the catalog that locates the finding: at `‸` in it, else at its last byte.
    var anchor: String?
    /// Rules of other findings the defect unavoidably causes as well.
    var also: [ValidationRule.ID] = []
    var locales: [String]? = nil
    /// The catalog's file name (its table: `InfoPlist.xcstrings`).
    var file = "Test.xcstrings"
    /// The words a translation may keep from its source (`--same-as-source-allowed`).
    var allowed: [String] = []

    var testDescription: String { name }

    static func clean(_ name: String, _ entry: String, file: String = "Test.xcstrings") -> CatalogDefect {
        CatalogDefect(name: name, entry: entry, file: file)
    }
}

/// A string unit in the spaced layout the anchors use.
private func unit(_ value: String, _ state: String = "translated") -> String {
    "{ \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }"
}

/// A plural variation with the given forms.
private func plural(_ forms: [(String, String)]) -> String {
    "{ \"variations\" : { \"plural\" : { " + forms.map { "\"\($0.0)\" : \(unit($0.1))" }.joined(separator: ", ") + " } } }"
}

private func entry(_ key: String, _ localizations: [(String, String)], extra: String = "") -> String {
    "\"\(key)\" : { \(extra)\"localizations\" : { " + localizations.map { "\"\($0.0)\" : \($0.1)" }.joined(separator: ", ") + " } }"
}

/// The catalog around a case: en source, a reference key translated into fi and ru (compact layout, so
/// that the spaced anchors of the cases are unique).
func catalogText(_ entry: String) -> String {
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
        \(entry),
        "zz.reference" : {"localizations":{"en":{"stringUnit":{"state":"translated","value":"Reference"}},"fi":{"stringUnit":{"state":"translated","value":"Viite"}},"ru":{"stringUnit":{"state":"translated","value":"Ссылка"}}}}
      },
      "version" : "1.0"
    }
    """
}

private let ruPluralForms = [("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов"), ("other", "%lld файла")]

let catalogDefects: [CatalogDefect] = [
    .clean("clean key", entry("k", [("en", unit("Key")), ("fi", unit("Avain")), ("ru", unit("Ключ"))])),
    CatalogDefect(
        name: "missing translation", entry: entry("k", [("en", unit("Key")), ("fi", unit("Avain"))]),
        severity: .error, rule: .missingTranslation, key: "k", locale: "ru", anchor: "‸\"k\" : {"),
    CatalogDefect(
        name: "missing translation of a requested locale",
        entry: entry("k", [("en", unit("Key")), ("fi", unit("Avain")), ("ru", unit("Ключ"))]),
        severity: .error, rule: .missingTranslation, key: "k", locale: "de", anchor: "‸\"k\" : {", locales: ["fi", "de"]),
    // Keys whose translation is optional: no missing-translation.
    .clean("the empty key needs no translation", entry("", [])),
    .clean("a key of specifiers only needs no translation", entry("%@ (%lld)", [("en", unit("%@ (%lld)"))])),
    .clean("InfoPlist's CFBundleDisplayName needs no translation",
           entry("CFBundleDisplayName", [("en", unit("Sanasto"))]), file: "InfoPlist.xcstrings"),
    CatalogDefect(
        name: "InfoPlist's usage descriptions still need translations",
        entry: entry("NSCameraUsageDescription", [("en", unit("Scans cards")), ("fi", unit("Lukee kortteja"))]),
        severity: .error, rule: .missingTranslation, key: "NSCameraUsageDescription", locale: "ru",
        anchor: "‸\"NSCameraUsageDescription\" : {", file: "InfoPlist.xcstrings"),
    CatalogDefect(
        name: "a key of specifiers and words needs translations", entry: entry("%lld files", [("en", unit("%lld files")), ("fi", unit("%lld tiedostoa"))]),
        severity: .error, rule: .missingTranslation, key: "%lld files", locale: "ru", anchor: "‸\"%lld files\" : {"),
    CatalogDefect(
        name: "state new", entry: entry("k", [("en", unit("Key")), ("fi", unit("Avain", "new")), ("ru", unit("Ключ"))]),
        severity: .warning, rule: .stateNew, key: "k", locale: "fi", anchor: "\"fi\" : { \"stringUnit\" : { \"state\" : ‸\"new\""),
    CatalogDefect(
        name: "state needs_review", entry: entry("k", [("en", unit("Key")), ("fi", unit("Avain", "needs_review")), ("ru", unit("Ключ"))]),
        severity: .warning, rule: .stateNeedsReview, key: "k", locale: "fi", anchor: "\"fi\" : { \"stringUnit\" : { \"state\" : ‸\"needs_review\""),
    CatalogDefect(
        name: "state stale", entry: entry("k", [("en", unit("Key")), ("fi", unit("Avain")), ("ru", unit("Ключ", "stale"))]),
        severity: .warning, rule: .stateStale, key: "k", locale: "ru", anchor: "\"ru\" : { \"stringUnit\" : { \"state\" : ‸\"stale\""),
    CatalogDefect(
        name: "stale key", entry: entry("k", [("en", unit("Key")), ("fi", unit("Avain")), ("ru", unit("Ключ"))], extra: "\"extractionState\" : \"stale\", "),
        severity: .note, rule: .stateStale, key: "k", locale: nil, anchor: "‸\"k\" : {"),
    CatalogDefect(
        name: "stale key lacking translations is one note", entry: entry("k", [("en", unit("Key"))], extra: "\"extractionState\" : \"stale\", "),
        severity: .note, rule: .stateStale, key: "k", locale: nil, anchor: "‸\"k\" : {"),
    CatalogDefect(
        name: "empty value", entry: entry("k", [("en", unit("Key")), ("fi", unit("")), ("ru", unit("Ключ"))]),
        severity: .warning, rule: .emptyValue, key: "k", locale: "fi", anchor: "\"fi\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : ‸\"\""),
    CatalogDefect(
        name: "should not translate", entry: entry("k", [("en", unit("Key")), ("fi", unit("Avain"))], extra: "\"shouldTranslate\" : false, "),
        severity: .warning, rule: .shouldNotTranslate, key: "k", locale: "fi", anchor: "\"fi\" : {"),
    CatalogDefect(
        name: "plural lacks a category", entry: entry("files", [
            ("en", plural([("one", "%lld file"), ("other", "%lld files")])), ("fi", plural([("one", "%lld tiedosto"), ("other", "%lld tiedostoa")])),
            ("ru", plural([("one", "%lld файл"), ("other", "%lld файла")])),
        ]),
        severity: .error, rule: .pluralMissingCategory, key: "files", locale: "ru", anchor: "\"ru\" : { \"variations\" : { \"plural\" : ‸{"),
    CatalogDefect(
        name: "plural has a category the language never uses", entry: entry("files", [
            ("en", plural([("one", "%lld file"), ("other", "%lld files")])),
            ("fi", plural([("one", "%lld tiedosto"), ("few", "%lld tiedostoa"), ("other", "%lld tiedostoa")])), ("ru", plural(ruPluralForms)),
        ]),
        severity: .warning, rule: .pluralUnusedCategory, key: "files", locale: "fi", anchor: "\"few\" : ‸{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld tiedostoa\""),
    CatalogDefect(
        name: "translation flattens the plural", entry: entry("files", [
            ("en", plural([("one", "%lld file"), ("other", "%lld files")])), ("fi", unit("%lld tiedostoa")), ("ru", plural(ruPluralForms)),
        ]),
        severity: .error, rule: .pluralMissingCategory, key: "files", locale: "fi", anchor: "\"fi\" : {"),
    .clean("zero is always allowed", entry("files", [
        ("en", plural([("zero", "No files"), ("one", "%lld file"), ("other", "%lld files")])),
        ("fi", plural([("zero", "Ei tiedostoja"), ("one", "%lld tiedosto"), ("other", "%lld tiedostoa")])), ("ru", plural(ruPluralForms)),
    ])),
    .clean("a plural form may leave out the number", entry("files", [
        ("en", plural([("one", "One file"), ("other", "%lld files")])),
        ("fi", plural([("one", "Yksi tiedosto"), ("other", "%lld tiedostoa")])), ("ru", plural(ruPluralForms)),
    ])),
    // Translations left in the source language.
    CatalogDefect(
        name: "a translation identical to its source", entry: entry("k", [("en", unit("Settings")), ("fi", unit("Settings")), ("ru", unit("Настройки"))]),
        severity: .warning, rule: .sameAsSource, key: nil, locale: "fi", anchor: "\"fi\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : ‸\"Settings\""),
    .clean("words that are the same everywhere, numbers and specifiers may stay", entry("k", [
        ("en", unit("OK · Wi-Fi · PDF · %lld MB")), ("fi", unit("OK · Wi-Fi · PDF · %lld MB")), ("ru", unit("OK · Wi-Fi · PDF · %lld MB"))])),
    CatalogDefect(
        name: "a brand name the run does not allow", entry: entry("k", [("en", unit("Home Assistant")), ("fi", unit("Home Assistant")), ("ru", unit("Home Assistant"))]),
        severity: .warning, rule: .sameAsSource, key: nil, locale: "fi", anchor: "\"fi\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : ‸\"Home Assistant\"",
        also: [.sameAsSource]),
    CatalogDefect(
        name: "a brand name the run allows", entry: entry("k", [("en", unit("Home Assistant")), ("fi", unit("Home Assistant")), ("ru", unit("Home Assistant"))]),
        allowed: ["Home Assistant"]),
    .clean("a locale of the source's own language may be identical", entry("k", [
        ("en", unit("Settings")), ("en-GB", unit("Settings")), ("fi", unit("Asetukset")), ("ru", unit("Настройки"))])),
    CatalogDefect(
        name: "an identical translation that needs review is not counted", entry: entry("k", [("en", unit("Settings")), ("fi", unit("Settings", "needs_review")), ("ru", unit("Настройки"))]),
        severity: .warning, rule: .stateNeedsReview, key: "k", locale: "fi", anchor: "\"fi\" : { \"stringUnit\" : { \"state\" : ‸\"needs_review\""),
    CatalogDefect(
        name: "a plural form left in the source language", entry: entry("files", [
            ("en", plural([("one", "%lld file"), ("other", "%lld files")])), ("fi", plural([("one", "%lld file"), ("other", "%lld tiedostoa")])),
            ("ru", plural(ruPluralForms)),
        ]),
        severity: .warning, rule: .pluralFormSameAsSource, key: "files", locale: "fi",
        anchor: "\"fi\" : { \"variations\" : { \"plural\" : { \"one\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : ‸\"%lld file\""),
    // Invisible and control characters, and whitespace at the ends.
    CatalogDefect(
        name: "a zero width space in a value", entry: entry("k", [("en", unit("Key")), ("fi", unit("Ava\u{200B}in")), ("ru", unit("Ключ"))]),
        severity: .warning, rule: .invisibleCharacter, key: "k", locale: "fi", anchor: "\"value\" : ‸\"Ava\u{200B}in\""),
    CatalogDefect(
        name: "a control character in a value", entry: entry("k", [("en", unit("Key")), ("fi", unit("Avain\\u0007")), ("ru", unit("Ключ"))]),
        severity: .warning, rule: .invisibleCharacter, key: "k", locale: "fi", anchor: "\"value\" : ‸\"Avain\\u0007\""),
    CatalogDefect(
        name: "a left-to-right override in a left-to-right language", entry: entry("k", [("en", unit("Key")), ("fi", unit("\u{202D}Avain")), ("ru", unit("Ключ"))]),
        severity: .warning, rule: .invisibleCharacter, key: "k", locale: "fi", anchor: "\"value\" : ‸\"\u{202D}Avain\""),
    .clean("joiners and marks a script needs", entry("k", [
        ("en", unit("Lists 👩‍💻")), ("fi", unit("Listat 👩\u{200D}💻")), ("ru", unit("Списки 👩\u{200D}💻")),
        ("fa", unit("فهرست\u{200C}ها 👩\u{200D}💻")), ("he", unit("\u{200F}רשימות 👩\u{200D}💻")),
    ])),
    CatalogDefect(
        name: "a translation without the source's trailing space", entry: entry("k", [("en", unit("Name: ")), ("fi", unit("Nimi:")), ("ru", unit("Имя: "))]),
        severity: .warning, rule: .whitespaceMismatch, key: "k", locale: "fi", anchor: "\"value\" : ‸\"Nimi:\""),
    CatalogDefect(
        name: "a translation with a line break the source does not end with", entry: entry("k", [("en", unit("Done")), ("fi", unit("Valmis\\n")), ("ru", unit("Готово"))]),
        severity: .warning, rule: .whitespaceMismatch, key: "k", locale: "fi", anchor: "\"value\" : ‸\"Valmis\\n\""),
    .clean("a language without spaces between words may drop the trailing space", entry("k", [
        ("en", unit("Name: ")), ("fi", unit("Nimi: ")), ("ru", unit("Имя: ")), ("ja", unit("名前：")), ("fr", unit("Nom\u{00A0}: "))])),
    CatalogDefect(
        name: "a state Xcode does not write", entry: entry("k", [("en", unit("Key")), ("fi", unit("Avain", "approved")), ("ru", unit("Ключ"))]),
        severity: .warning, rule: .stateUnknown, key: "k", locale: "fi", anchor: "\"fi\" : { \"stringUnit\" : { \"state\" : ‸\"approved\""),
    // What a plural needs depends on its argument (CLDR samples): integers never reach Czech 'many'; French
    // 'many' is only for a million and more, a warning of its own.
    .clean("an integer plural needs no decimal-only category", entry("files", [
        ("en", plural([("one", "%lld file"), ("other", "%lld files")])), ("fi", plural([("one", "%lld tiedosto"), ("other", "%lld tiedostoa")])),
        ("ru", plural(ruPluralForms)), ("cs", plural([("one", "%lld soubor"), ("few", "%lld soubory"), ("other", "%lld souborů")])),
    ])),
    CatalogDefect(
        name: "a floating-point plural needs Czech 'many'", entry: entry("km", [
            ("en", plural([("one", "%.1f kilometre"), ("other", "%.1f kilometres")])),
            ("fi", plural([("one", "%.1f kilometri"), ("other", "%.1f kilometriä")])),
            ("ru", plural([("one", "%.1f километр"), ("few", "%.1f километра"), ("many", "%.1f километров"), ("other", "%.1f километра")])),
            ("cs", plural([("one", "%.1f kilometr"), ("few", "%.1f kilometry"), ("other", "%.1f kilometru")])),
        ]),
        severity: .error, rule: .pluralMissingCategory, key: "km", locale: "cs", anchor: "\"cs\" : { \"variations\" : { \"plural\" : ‸{"),
    CatalogDefect(
        name: "French lacks 'many', which only a million and more reach", entry: entry("files", [
            ("en", plural([("one", "%lld file"), ("other", "%lld files")])), ("fi", plural([("one", "%lld tiedosto"), ("other", "%lld tiedostoa")])),
            ("ru", plural(ruPluralForms)), ("fr", plural([("one", "%lld fichier"), ("other", "%lld fichiers")])),
        ]),
        severity: .warning, rule: .pluralMissingLargeNumberCategory, key: "files", locale: "fr", anchor: "\"fr\" : { \"variations\" : { \"plural\" : ‸{"),
    CatalogDefect(
        name: "Polish lacks 'few' and 'many', which integers reach", entry: entry("files", [
            ("en", plural([("one", "%lld file"), ("other", "%lld files")])), ("fi", plural([("one", "%lld tiedosto"), ("other", "%lld tiedostoa")])),
            ("ru", plural(ruPluralForms)), ("pl", plural([("one", "%lld plik"), ("other", "%lld pliku")])),
        ]),
        severity: .error, rule: .pluralMissingCategory, key: "files", locale: "pl", anchor: "\"pl\" : { \"variations\" : { \"plural\" : ‸{"),
    .clean("an integer substitution needs no decimal-only category", entry("k", [
        ("en", substituted("%#@items@", [("items", 1, "lld", plural([("one", "%arg item"), ("other", "%arg items")]))])),
        ("fi", substituted("%#@items@", [("items", 1, "lld", plural([("one", "%arg kohde"), ("other", "%arg kohdetta")]))])),
        ("ru", substituted("%#@items@", [("items", 1, "lld", plural(ruPluralForms.map { ($0.0, $0.1.replacingOccurrences(of: "%lld", with: "%arg")) }))])),
        ("sk", substituted("%#@items@", [("items", 1, "lld", plural([("one", "%arg položka"), ("few", "%arg položky"), ("other", "%arg položiek")]))])),
    ])),
    CatalogDefect(
        name: "a floating-point substitution needs Lithuanian 'many'", entry: entry("k", [
            ("en", substituted("%#@km@", [("km", 1, "f", plural([("one", "%arg km"), ("other", "%arg km")]))])),
            ("fi", substituted("%#@km@", [("km", 1, "f", plural([("one", "%arg kilometri"), ("other", "%arg kilometriä")]))])),
            ("ru", substituted("%#@km@", [("km", 1, "f", plural([("one", "%arg километр"), ("few", "%arg километра"), ("many", "%arg километров"), ("other", "%arg километра")]))])),
            ("lt", substituted("%#@km@", [("km", 1, "f", plural([("one", "%arg kilometras"), ("few", "%arg kilometrai"), ("other", "%arg kilometrų")]))])),
        ]),
        severity: .error, rule: .pluralMissingCategory, key: "k", locale: "lt",
        anchor: "\"plural\" : ‸{ \"one\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%arg kilometras\""),
    CatalogDefect(
        name: "specifier type differs", entry: entry("k", [("en", unit("%lld items")), ("fi", unit("%@ kohdetta")), ("ru", unit("%lld предметов"))]),
        severity: .error, rule: .formatSpecifierMismatch, key: "k", locale: "fi", anchor: "\"fi\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"‸%@ kohdetta\""),
    CatalogDefect(
        name: "specifier count differs", entry: entry("k", [("en", unit("%@ and %@")), ("fi", unit("%@ ja %@")), ("ru", unit("%@"))]),
        severity: .error, rule: .formatSpecifierMismatch, key: "k", locale: "ru", anchor: "\"ru\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : ‸\"%@\""),
    CatalogDefect(
        name: "specifier the source lacks", entry: entry("k", [("en", unit("%@ items")), ("fi", unit("%@ kohdetta %lld")), ("ru", unit("%@ предметов"))]),
        severity: .error, rule: .formatSpecifierMismatch, key: "k", locale: "fi", anchor: "\"value\" : \"%@ kohdetta ‸%lld\""),
    CatalogDefect(
        name: "key as the source format", entry: entry("%lld items", [("fi", unit("%lld kohdetta")), ("ru", unit("%@ предметов"))]),
        severity: .error, rule: .formatSpecifierMismatch, key: "%lld items", locale: "ru", anchor: "\"value\" : \"‸%@ предметов\""),
    // A JSON escape before the specifier makes the source longer than the value: the finding is at the
    // value's opening quote. After the specifier, or with multi-byte text before it, the column is exact.
    CatalogDefect(
        name: "specifier after an escape", entry: entry("k", [("en", unit("%lld items")), ("fi", unit("\\\"Kohteet\\\" %@")), ("ru", unit("%lld предметов"))]),
        severity: .error, rule: .formatSpecifierMismatch, key: "k", locale: "fi", anchor: "\"value\" : ‸\"\\\"Kohteet\\\" %@\""),
    CatalogDefect(
        name: "specifier before an escape", entry: entry("k", [("en", unit("%lld items")), ("fi", unit("%@ \\\"kohdetta\\\"")), ("ru", unit("%lld предметов"))]),
        severity: .error, rule: .formatSpecifierMismatch, key: "k", locale: "fi", anchor: "\"value\" : \"‸%@ \\\"kohdetta\\\"\""),
    CatalogDefect(
        name: "specifier after multi-byte text", entry: entry("k", [("en", unit("Items: %lld")), ("fi", unit("Kohteet: %lld")), ("ru", unit("Предметов: %@"))]),
        severity: .error, rule: .formatSpecifierMismatch, key: "k", locale: "ru", anchor: "\"value\" : \"Предметов: ‸%@\""),
    .clean("positional translation reorders arguments", entry("k", [("en", unit("%1$@ has %2$lld")), ("fi", unit("%2$lld: %1$@")), ("ru", unit("%1$@ %2$lld"))])),
    .clean("no arguments: percent signs are text", entry("k", [("en", unit("Totally sure")), ("fi", unit("100 % varma")), ("ru", unit("100 % уверен"))])),
    .clean("no arguments: a percent sign before a word is text", entry("k", [("en", unit("Half off")), ("fi", unit("50 % alennus")), ("ru", unit("50 % de скидка"))])),
    CatalogDefect(
        name: "no arguments: a translation's %@ is shown as written",
        entry: entry("k", [("en", unit("Extra")), ("fi", unit("Ylimääräinen %@")), ("ru", unit("Лишний"))]),
        severity: .warning, rule: .formatSpecifierMismatch, key: "k", locale: "fi", anchor: "Ylimääräinen ‸%@"),
    // Plain text with a literal `%` is no format: `% a`, `% n` and `%-i` are typography there.
    .clean("a literal percent in the source is plain text", entry("k", [
        ("en", unit("Not 100% accurate")), ("fi", unit("Ei 100 % tarkka, 100%-inen")), ("ru", unit("Не на 100% точно"))])),
    .clean("a percent before 'n' in plain text is no %n", entry("k", [("en", unit("Numeric %")), ("fi", unit("% numeerinen")), ("ru", unit("% числовой"))])),
    .clean("an argument only the substitution's forms use is the source's", entry("k", [
        ("en", substituted("%#@followers@", [("followers", 1, "lld", plural([("one", "%2$@ follower"), ("other", "%2$@ followers")]))])),
        ("fi", substituted("%#@followers@", [("followers", 1, "lld", plural([("one", "%2$@ seuraaja"), ("other", "%2$@ seuraajaa")]))])),
        ("ru", substituted("%#@followers@", [("followers", 1, "lld", plural(ruPluralForms.map { ($0.0, $0.1.replacingOccurrences(of: "%lld", with: "%2$@")) }))])),
    ])),
    CatalogDefect(
        name: "a translation drops an argument the source's substitution forms use", entry: entry("k", [
            ("en", substituted("%#@followers@", [("followers", 1, "lld", plural([("one", "%2$@ follower"), ("other", "%2$@ followers")]))])),
            ("fi", substituted("%#@followers@", [("followers", 1, "lld", plural([("one", "%arg seuraaja"), ("other", "%arg seuraajaa")]))])),
            ("ru", substituted("%#@followers@", [("followers", 1, "lld", plural(ruPluralForms.map { ($0.0, $0.1.replacingOccurrences(of: "%lld", with: "%2$@")) }))])),
        ]),
        severity: .error, rule: .formatSpecifierMismatch, key: "k", locale: "fi", anchor: "\"fi\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : ‸\"%#@followers@\""),
    .clean("a substitution form mixing positions reads its own argument unpositioned", entry("k", [
        ("en", substituted("%#@others@", [("others", 1, "lld", plural([("one", "%2$@ and one other"), ("other", "%2$@ and %lld others")]))])),
        ("fi", substituted("%#@others@", [("others", 1, "lld", plural([("one", "%2$@ ja yksi muu"), ("other", "%2$@ ja %lld muuta")]))])),
        ("ru", substituted("%#@others@", [("others", 1, "lld", plural(ruPluralForms.map { ($0.0, "%2$@ и " + $0.1) }))])),
    ])),
    CatalogDefect(
        name: "a substitution form reads an argument the source lacks", entry: entry("k", [
            ("en", substituted("%#@others@", [("others", 1, "lld", plural([("one", "%2$@ and one other"), ("other", "%2$@ and %lld others")]))])),
            ("fi", substituted("%#@others@", [("others", 1, "lld", plural([("one", "%2$@ ja yksi muu"), ("other", "%3$@ ja %lld muuta")]))])),
            ("ru", substituted("%#@others@", [("others", 1, "lld", plural(ruPluralForms.map { ($0.0, "%2$@ и " + $0.1) }))])),
        ]),
        severity: .error, rule: .formatSpecifierMismatch, key: "k", locale: "fi", anchor: "\"value\" : \"‸%3$@ ja %lld muuta\""),
    CatalogDefect(
        name: "a substitution form reads its argument as two types", entry: entry("k", [
            ("en", substituted("%#@others@", [("others", 1, "lld", plural([("one", "%2$@ and one other"), ("other", "%2$@ and %lld others")]))])),
            ("fi", substituted("%#@others@", [("others", 1, "lld", plural([("one", "%2$@ ja yksi muu"), ("other", "%1$@ ja %lld muuta")]))])),
            ("ru", substituted("%#@others@", [("others", 1, "lld", plural(ruPluralForms.map { ($0.0, "%2$@ и " + $0.1) }))])),
        ]),
        severity: .error, rule: .formatInvalid, key: "k", locale: "fi", anchor: "\"value\" : \"%1$@ ja ‸%lld muuta\""),
    CatalogDefect(
        name: "a translation reads the source's %lld as %d", entry: entry("k", [("en", unit("%lld items")), ("fi", unit("%d kohdetta")), ("ru", unit("%lld предметов"))]),
        severity: .warning, rule: .formatWidthMismatch, key: "k", locale: "fi", anchor: "\"value\" : \"‸%d kohdetta\""),
    CatalogDefect(
        name: "a translation drops an ending only the source needs", entry: entry("k", [("en", unit("%lld file%@")), ("fi", unit("%lld tiedostoa")), ("ru", unit("%lld файл%@"))]),
        severity: .warning, rule: .formatSpecifierMismatch, key: "k", locale: "fi", anchor: "\"value\" : ‸\"%lld tiedostoa\""),
    CatalogDefect(
        name: "positional mixed with sequential", entry: entry("k", [("en", unit("%1$@ %2$@")), ("fi", unit("%2$@ %@")), ("ru", unit("%1$@ %2$@"))]),
        severity: .warning, rule: .formatPositionalMixed, key: "k", locale: "fi", anchor: "\"value\" : \"%2$@ ‸%@\""),
    CatalogDefect(
        name: "%n", entry: entry("k", [("en", unit("%lld items")), ("fi", unit("%lld kohdetta%n")), ("ru", unit("%lld предметов"))]),
        severity: .error, rule: .formatNSpecifier, key: "k", locale: "fi", anchor: "\"value\" : \"%lld kohdetta‸%n\""),
    CatalogDefect(
        name: "skipped argument", entry: entry("k", [("en", unit("%2$@ and %3$@")), ("fi", unit("%2$@ ja %3$@")), ("ru", unit("%2$@ и %3$@"))]),
        severity: .error, rule: .formatSkippedArgument, key: "k", locale: "en", anchor: "\"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"‸%2$@ and %3$@\"",
        also: [.formatSkippedArgument, .formatSkippedArgument]),
    CatalogDefect(
        name: "C string conversion", entry: entry("k", [("en", unit("Name: %s")), ("fi", unit("Nimi: %s")), ("ru", unit("Имя: %s"))]),
        severity: .warning, rule: .formatUnsupportedSpecifier, key: "k", locale: "en", anchor: "\"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Name: ‸%s\"",
        also: [.formatUnsupportedSpecifier, .formatUnsupportedSpecifier]),
    .clean("a plural form may leave out its own number", entry("k", [
        ("en", plural([("one", "One file in %2$@"), ("other", "%1$lld files in %2$@")])),
        ("fi", plural([("one", "Yksi tiedosto: %2$@"), ("other", "%1$lld tiedostoa: %2$@")])),
        ("ru", plural(ruPluralForms.map { ($0.0, $0.1.replacingOccurrences(of: "%lld", with: "%1$lld") + " %2$@") }))])),
    CatalogDefect(
        name: "unknown conversion", entry: entry("k", [("en", unit("%lld items")), ("fi", unit("%lld kohdetta")), ("ru", unit("%lld %y"))]),
        severity: .error, rule: .formatInvalid, key: "k", locale: "ru", anchor: "\"value\" : \"%lld ‸%y\""),
    CatalogDefect(
        name: "substitution undefined", entry: entry("k", [
            ("en", substituted("%#@items@", [("items", 1, "lld", plural([("one", "%arg item"), ("other", "%arg items")]))])),
            ("fi", unit("%#@items@")),
            ("ru", substituted("%#@items@", [("items", 1, "lld", plural(ruPluralForms.map { ($0.0, $0.1.replacingOccurrences(of: "%lld", with: "%arg")) }))])),
        ]),
        severity: .error, rule: .substitutionUndefined, key: "k", locale: "fi", anchor: "\"fi\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"‸%#@items@\""),
    CatalogDefect(
        name: "substitution unused", entry: entry("k", [
            ("en", substituted("%#@items@", [("items", 1, "lld", plural([("one", "%arg item"), ("other", "%arg items")]))])),
            ("fi", substituted("%#@items@", [
                ("items", 1, "lld", plural([("one", "%arg kohde"), ("other", "%arg kohdetta")])),
                ("spare", 1, "lld", plural([("one", "%arg vara"), ("other", "%arg varaa")])),
            ])),
            ("ru", substituted("%#@items@", [("items", 1, "lld", plural(ruPluralForms.map { ($0.0, $0.1.replacingOccurrences(of: "%lld", with: "%arg")) }))])),
        ]),
        severity: .warning, rule: .substitutionUnused, key: "k", locale: "fi", anchor: "\"spare\" : {"),
    CatalogDefect(
        name: "substitution argNum differs from the position written", entry: entry("k", [
            ("en", substituted("%#@items@", [("items", 1, "lld", plural([("one", "%arg item"), ("other", "%arg items")]))])),
            ("fi", substituted("%1$#@items@", [("items", 2, "lld", plural([("one", "%arg kohde"), ("other", "%arg kohdetta")]))])),
            ("ru", substituted("%#@items@", [("items", 1, "lld", plural(ruPluralForms.map { ($0.0, $0.1.replacingOccurrences(of: "%lld", with: "%arg")) }))])),
        ]),
        severity: .error, rule: .substitutionMismatch, key: "k", locale: "fi", anchor: "\"items\" : { \"argNum\" : ‸2"),
    // Without a written position, argNum says which argument a substitution reads (as Xcode compiles it): here one
    // the source does not have.
    CatalogDefect(
        name: "substitution argNum reads an argument the source lacks", entry: entry("k", [
            ("en", substituted("%#@items@", [("items", 1, "lld", plural([("one", "%arg item"), ("other", "%arg items")]))])),
            ("fi", substituted("%#@items@", [("items", 2, "lld", plural([("one", "%arg kohde"), ("other", "%arg kohdetta")]))])),
            ("ru", substituted("%#@items@", [("items", 1, "lld", plural(ruPluralForms.map { ($0.0, $0.1.replacingOccurrences(of: "%lld", with: "%arg")) }))])),
        ]),
        severity: .error, rule: .formatSpecifierMismatch, key: "k", locale: "fi", also: [.formatSpecifierMismatch]),
    // A translation reorders its substitutions by their argNum, not by a position in the text (were they read in the
    // text's order, %d would be compared with %lld).
    .clean("substitutions reordered by argNum", entry("k %lld %d", [
        ("en", substituted("%#@posts@ from %#@people@", [
            ("posts", 1, "lld", plural([("one", "%arg post"), ("other", "%arg posts")])),
            ("people", 2, "d", plural([("one", "%arg person"), ("other", "%arg people")])),
        ])),
        ("fi", substituted("%#@people@: %#@posts@", [
            ("people", 2, "d", plural([("one", "%arg henkilöltä"), ("other", "%arg henkilöltä")])),
            ("posts", 1, "lld", plural([("one", "%arg viesti"), ("other", "%arg viestiä")])),
        ])),
        ("ru", substituted("%#@posts@ от %#@people@", [
            ("posts", 1, "lld", plural(ruPluralForms.map { ($0.0, $0.1.replacingOccurrences(of: "%lld", with: "%arg")) })),
            ("people", 2, "d", plural(ruPluralForms.map { ($0.0, $0.1.replacingOccurrences(of: "%lld файл", with: "%arg чел")) })),
        ])),
    ])),
    CatalogDefect(
        name: "substitution form reads its number as an object", entry: entry("k", [
            ("en", substituted("%#@items@", [("items", 1, "lld", plural([("one", "%arg item"), ("other", "%arg items")]))])),
            ("fi", substituted("%#@items@", [("items", 1, "lld", plural([("one", "%arg kohde"), ("other", "%@ kohdetta")]))])),
            ("ru", substituted("%#@items@", [("items", 1, "lld", plural(ruPluralForms.map { ($0.0, $0.1.replacingOccurrences(of: "%lld", with: "%arg")) }))])),
        ]),
        severity: .error, rule: .substitutionMismatch, key: "k", locale: "fi",
        anchor: "\"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"‸%@ kohdetta\""),
    .clean("substitution forms may spell the number as its specifier", entry("k", [
        ("en", substituted("%#@items@", [("items", 1, "lld", plural([("one", "One item"), ("other", "%lld items")]))])),
        ("fi", substituted("%#@items@", [("items", 1, "lld", plural([("one", "%arg kohde"), ("other", "%d kohdetta")]))])),
        ("ru", substituted("%#@items@", [("items", 1, "lld", plural(ruPluralForms))])),
    ])),
    CatalogDefect(
        name: "plural substitution of an object", entry: entry("k", [
            ("en", substituted("%#@items@", [("items", 1, "lld", plural([("one", "%arg item"), ("other", "%arg items")]))])),
            ("fi", substituted("%#@items@", [("items", 1, "@", plural([("one", "%arg kohde"), ("other", "%arg kohdetta")]))])),
            ("ru", substituted("%#@items@", [("items", 1, "lld", plural(ruPluralForms.map { ($0.0, $0.1.replacingOccurrences(of: "%lld", with: "%arg")) }))])),
        ]),
        severity: .error, rule: .substitutionMismatch, key: "k", locale: "fi", anchor: "\"items\" : { \"argNum\" : 1, \"formatSpecifier\" : ‸\"@\"",
        also: [.formatSpecifierMismatch]),
    CatalogDefect(
        name: "device variation nested in a plural", entry: entry("k", [
            ("en", plural([("one", "%lld file"), ("other", "%lld files")])),
            ("fi", "{ \"variations\" : { \"plural\" : { \"one\" : { \"variations\" : { \"device\" : { \"other\" : \(unit("%lld tiedosto")) } } }, \"other\" : \(unit("%lld tiedostoa")) } } }"),
            ("ru", plural(ruPluralForms)),
        ]),
        severity: .error, rule: .uncompilableStructure, key: "k", locale: "fi", anchor: "\"one\" : { \"variations\" : { \"device\" : ‸{"),
    .clean("plural nested in a device variation", entry("k", [
        ("en", "{ \"variations\" : { \"device\" : { \"mac\" : \(plural([("one", "%lld file"), ("other", "%lld files")])), \"other\" : \(plural([("one", "%lld file"), ("other", "%lld files")])) } } }"),
        ("fi", plural([("one", "%lld tiedosto"), ("other", "%lld tiedostoa")])), ("ru", plural(ruPluralForms)),
    ])),
    CatalogDefect(
        name: "substitutions without a string unit", entry: entry("k", [
            ("en", substituted("%#@items@", [("items", 1, "lld", plural([("one", "%arg item"), ("other", "%arg items")]))])),
            ("fi", "{ \"substitutions\" : { \"items\" : { \"argNum\" : 1, \"formatSpecifier\" : \"lld\", \"variations\" : \(plural([("one", "%arg kohde"), ("other", "%arg kohdetta")]).dropFirst(17).dropLast(2)) } } }"),
            ("ru", substituted("%#@items@", [("items", 1, "lld", plural(ruPluralForms.map { ($0.0, $0.1.replacingOccurrences(of: "%lld", with: "%arg")) }))])),
        ]),
        severity: .error, rule: .uncompilableStructure, key: "k", locale: "fi", anchor: "\"fi\" : {",
        also: [.substitutionUnused]),
    CatalogDefect(
        name: "device variation nested in a device variation", entry: entry("k", [
            ("en", unit("Files")),
            ("fi", "{ \"variations\" : { \"device\" : { \"mac\" : { \"variations\" : { \"device\" : { \"other\" : \(unit("Tiedostot")) } } }, \"other\" : \(unit("Tiedostot")) } } }"),
            ("ru", unit("Файлы")),
        ]),
        severity: .error, rule: .uncompilableStructure, key: "k", locale: "fi", anchor: "\"mac\" : { \"variations\" : { \"device\" : ‸{"),
    CatalogDefect(
        name: "plural nested in a plural", entry: entry("k", [
            ("en", unit("Files")),
            ("fi", "{ \"variations\" : { \"plural\" : { \"one\" : \(plural([("one", "Tiedosto"), ("other", "Tiedostot")])), \"other\" : \(unit("Tiedostot")) } } }"),
            ("ru", unit("Файлы")),
        ]),
        severity: .error, rule: .uncompilableStructure, key: "k", locale: "fi", anchor: "\"one\" : { \"variations\" : { \"plural\" : ‸{"),
    CatalogDefect(
        name: "plural and device on one level", entry: entry("k", [
            ("en", unit("Files")),
            ("fi", "{ \"variations\" : { \"device\" : { \"other\" : \(unit("Tiedostot")) }, \"plural\" : { \"one\" : \(unit("Tiedosto")), \"other\" : \(unit("Tiedostot")) } } }"),
            ("ru", unit("Файлы")),
        ]),
        severity: .error, rule: .uncompilableStructure, key: "k", locale: "fi", anchor: "\"fi\" : { \"variations\" : {"),
    CatalogDefect(
        name: "substitution without variations", entry: entry("k", [
            ("en", unit("Files")),
            ("fi", "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%#@items@\" }, \"substitutions\" : { \"items\" : { \"argNum\" : 1, \"formatSpecifier\" : \"lld\" } } }"),
            ("ru", unit("Файлы")),
        ]),
        severity: .error, rule: .uncompilableStructure, key: "k", locale: "fi", anchor: "\"items\" : ‸{ \"argNum\" : 1, \"formatSpecifier\" : \"lld\" }"),
    CatalogDefect(
        name: "substitution without formatSpecifier", entry: entry("k", [
            ("en", substituted("%#@items@", [("items", 1, "lld", plural([("one", "%arg item"), ("other", "%arg items")]))])),
            ("fi", "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%#@items@\" }, \"substitutions\" : { \"items\" : { \"argNum\" : 1, \"variations\" : { \"plural\" : { \"one\" : \(unit("%arg kohde")), \"other\" : \(unit("%arg kohdetta")) } } } } }"),
            ("ru", substituted("%#@items@", [("items", 1, "lld", plural(ruPluralForms.map { ($0.0, $0.1.replacingOccurrences(of: "%lld", with: "%arg")) }))])),
        ]),
        severity: .error, rule: .substitutionMismatch, key: "k", locale: "fi", anchor: "\"items\" : ‸{ \"argNum\" : 1, \"variations\""),
    CatalogDefect(
        name: "formatSpecifier conflicts with a specifier of the same argument", entry: entry("k", [
            ("en", substituted("%1$#@items@ %1$lld", [("items", 1, "lld", plural([("one", "%arg item"), ("other", "%arg items")]))])),
            ("fi", substituted("%1$#@items@ %1$lld", [("items", 1, "f", plural([("one", "%arg kohde"), ("other", "%arg kohdetta")]))])),
            ("ru", substituted("%1$#@items@ %1$lld", [("items", 1, "lld", plural(ruPluralForms.map { ($0.0, $0.1.replacingOccurrences(of: "%lld", with: "%arg")) }))])),
        ]),
        severity: .error, rule: .substitutionMismatch, key: "k", locale: "fi", anchor: "\"items\" : { \"argNum\" : 1, \"formatSpecifier\" : ‸\"f\""),
    CatalogDefect(
        name: "unparsable specifier in the source", entry: entry("k", [("en", unit("%lld files%")), ("fi", unit("%lld tiedostoa")), ("ru", unit("%lld файлов"))]),
        severity: .error, rule: .formatInvalid, key: "k", locale: "en", anchor: "\"value\" : \"%lld files‸%\""),
    CatalogDefect(
        name: "%n in the source of a key without other arguments", entry: entry("k", [("en", unit("Count%n")), ("fi", unit("Määrä")), ("ru", unit("Число"))]),
        severity: .error, rule: .formatNSpecifier, key: "k", locale: "en", anchor: "\"value\" : \"Count‸%n\""),
]

/// A localization with a string unit and substitutions (name, argNum, formatSpecifier, variations JSON
/// produced by `plural`).
private func substituted(_ value: String, _ substitutions: [(String, Int, String, String)]) -> String {
    let members = substitutions.map { name, argNum, specifier, variations in
        // `plural` gives `{ "variations" : {…} }`; a substitution holds the inner object.
        let inner = variations.dropFirst("{ \"variations\" : ".count).dropLast(2)
        return "\"\(name)\" : { \"argNum\" : \(argNum), \"formatSpecifier\" : \"\(specifier)\", \"variations\" : \(inner) }"
    }
    return "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" }, \"substitutions\" : { \(members.joined(separator: ", ")) } }"
}

@Suite struct ValidationCatalogTests {
    /// A catalog version Xcode writes is clean; another is a warning at the version's value.
    @Test(arguments: [("1.0", false), ("1.1", false), ("1.2", false), ("2.0", true), ("1", true)])
    func catalogVersion(_ version: String, _ isUnknown: Bool) throws {
        let text = catalogText(entry("k", [("en", unit("Key")), ("fi", unit("Avain")), ("ru", unit("Ключ"))]))
            .replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : \"\(version)\"")
        let findings = Validation().validate(try StringCatalog(text: text), file: "Test.xcstrings")
        #expect(findings.map(\.rule) == (isUnknown ? [.catalogVersionUnknown] : []), "\(findings.map(\.description))")
        if isUnknown, let range = text.range(of: "\"\(version)\"\n") {
            let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
            #expect(findings.first?.position == SourcePosition(offset: offset, in: Array(text.utf8)))
        }
    }

    @Test(arguments: catalogDefects)
    func plantedDefect(_ defect: CatalogDefect) throws {
        let text = catalogText(defect.entry)
        let catalog = try StringCatalog(text: text)
        // The reference key lacks the locales a case adds (cs, fr…): findings about it are not the case's.
        let options = ValidationOptions(locales: defect.locales, sameAsSourceAllowed: defect.allowed)
        let findings = Validation(options: options).validate(catalog, file: defect.file)
            .filter { $0.key != "zz.reference" }
        guard let rule = defect.rule else {
            #expect(findings.isEmpty, "\(findings.map(\.description))")
            return
        }
        #expect(findings.map(\.rule).sorted() == ([rule] + defect.also).sorted(), "\(findings.map(\.description))")
        let matching = findings.filter { $0.rule == rule && $0.locale == defect.locale && $0.key == defect.key }
        let finding = try #require(matching.first, "\(findings.map(\.description))")
        #expect(finding.severity == defect.severity)
        #expect(finding.file == defect.file)
        if let anchor = defect.anchor {
            let searched = anchor.replacingOccurrences(of: "‸", with: "")
            let range = try #require(text.range(of: searched), "anchor not found")
            #expect(text.range(of: searched, range: range.upperBound..<text.endIndex) == nil, "anchor '\(anchor)' is not unique")
            let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
            let offset = anchor.range(of: "‸").map { start + anchor.utf8.distance(from: anchor.startIndex, to: $0.lowerBound) }
                ?? text.utf8.distance(from: text.startIndex, to: range.upperBound) - 1
            #expect(finding.position == SourcePosition(offset: offset, in: Array(text.utf8)), "\(finding)")
        }
    }
}
