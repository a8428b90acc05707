import Foundation

/// A String Catalog shaped like a shipping app's: 38 languages, most keys translated into all of them,
/// English source texts as keys (digits, case, punctuation), long values, non-Latin scripts, plural
/// variations with each language's CLDR categories, device variations (some nesting plurals),
/// substitutions, escapes, a few untranslated and "Don't translate" keys — about 8 MB, written in Xcode's
/// layout and key order (so reading and writing it back gives the same bytes).
enum RealWorldCatalog {
    static let locales = [
        "ar", "ca", "cs", "da", "de", "el", "en", "en-GB", "es", "es-419", "fi", "fr", "fr-CA", "he", "hi", "hr",
        "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv", "th", "tr",
        "uk", "vi", "zh-Hans", "zh-Hant", "zh-HK",
    ]

    /// The key every language has as a plural variation (the start-up suite renders it).
    static let pluralKey = "%lld items selected"

    /// The text, generated once.
    static let text: String = generate(keys: 560)

    /// The Finnish rendering of ``pluralKey`` for 3, which a localizer on this catalog must give.
    static let expectedFinnishPlural = "3 kohdetta valittu"

    /// CLDR 48 cardinal categories of each language (in CLDR order).
    static func categories(_ locale: String) -> [String] {
        switch locale.split(separator: "-").first.map(String.init) ?? locale {
        case "ar": ["zero", "one", "two", "few", "many", "other"]
        case "cs", "sk", "pl", "ru", "uk": ["one", "few", "many", "other"]
        case "ca", "es", "fr", "it", "pt": ["one", "many", "other"]
        case "he": ["one", "two", "other"]
        case "hr", "ro": ["one", "few", "other"]
        case "id", "ja", "ko", "ms", "th", "vi", "zh": ["other"]
        default: ["one", "other"]
        }
    }

    /// A sentence in each language's script, so that values hold the bytes real translations hold.
    static func phrase(_ locale: String) -> String {
        switch locale.split(separator: "-").first.map(String.init) ?? locale {
        case "ar": "احفظ التغييرات قبل المتابعة"
        case "ca": "Desa els canvis abans de continuar"
        case "cs": "Před pokračováním uložte změny"
        case "da": "Gem ændringerne, før du fortsætter"
        case "de": "Änderungen vor dem Fortfahren speichern"
        case "el": "Αποθηκεύστε τις αλλαγές πριν συνεχίσετε"
        case "es": "Guarda los cambios antes de continuar"
        case "fi": "Tallenna muutokset ennen jatkamista"
        case "fr": "Enregistrez les modifications avant de continuer"
        case "he": "שמור את השינויים לפני שתמשיך"
        case "hi": "जारी रखने से पहले परिवर्तन सहेजें"
        case "hr": "Spremite promjene prije nastavka"
        case "hu": "Mentse a módosításokat a folytatás előtt"
        case "id": "Simpan perubahan sebelum melanjutkan"
        case "it": "Salva le modifiche prima di continuare"
        case "ja": "続行する前に変更を保存してください"
        case "ko": "계속하기 전에 변경 사항을 저장하세요"
        case "ms": "Simpan perubahan sebelum meneruskan"
        case "nb": "Lagre endringene før du fortsetter"
        case "nl": "Sla de wijzigingen op voordat je doorgaat"
        case "pl": "Zapisz zmiany przed kontynuowaniem"
        case "pt": "Salve as alterações antes de continuar"
        case "ro": "Salvați modificările înainte de a continua"
        case "ru": "Сохраните изменения перед продолжением"
        case "sv": "Spara ändringarna innan du fortsätter"
        case "th": "บันทึกการเปลี่ยนแปลงก่อนดำเนินการต่อ"
        case "tr": "Devam etmeden önce değişiklikleri kaydedin"
        case "uk": "Збережіть зміни, перш ніж продовжити"
        case "vi": "Lưu các thay đổi trước khi tiếp tục"
        case "zh": locale.hasPrefix("zh-Hans") ? "继续之前保存更改" : "繼續之前儲存變更"
        default: "Save your changes before continuing"
        }
    }

    static let englishWords = [
        "Save", "changes", "before", "continuing", "Delete", "this", "item", "Open", "Settings", "Share", "with",
        "your", "team", "Download", "failed", "Try", "again", "later", "Sync", "complete", "Account", "Privacy",
        "Notifications", "are", "off", "Sign", "in", "to", "continue", "New", "folder", "Rename", "Export", "as",
        "PDF", "Library", "Search", "results", "for", "Recently", "added", "Favorites", "Storage", "almost", "full",
    ]

    /// An English source text of a few words: keys look like what developers write.
    static func englishText(_ index: Int, words: Int) -> String {
        var parts: [String] = []
        var seed = index &* 2_654_435_761 &+ 12_345
        for _ in 0..<words {
            seed = seed &* 1_103_515_245 &+ 12_345
            parts.append(englishWords[Int(UInt(bitPattern: seed) >> 16) % englishWords.count])
        }
        return parts.joined(separator: " ")
    }

    /// A JSON tree to print in Xcode's layout.
    indirect enum Node {
        case string(String)
        case number(String)
        case bool(Bool)
        case object([(String, Node)])
    }

    static func unit(_ value: String, state: String = "translated") -> Node {
        .object([("state", .string(state)), ("value", .string(value))])
    }

    static func generate(keys keyCount: Int) -> String {
        var entries: [(String, Node)] = []
        var usedKeys = Set<String>()
        entries.append((pluralKey, pluralEntry(index: 0, key: pluralKey)))
        usedKeys.insert(pluralKey)
        var index = 1
        while entries.count < keyCount {
            let kind = index % 20
            var key: String
            switch kind {
            case 11, 12, 13: key = "%lld " + englishText(index, words: 2) + " \(index)"
            case 14: key = "%#@files@ in " + englishText(index, words: 2) + " \(index)"
            case 7: key = "settings.section\(index % 37).row\(index).title"
            case 8: key = englishText(index, words: 3) + "…"
            case 9: key = englishText(index, words: 2) + ": %@"
            default: key = englishText(index, words: 2 + index % 6) + (index % 3 == 0 ? "" : " \(index)")
            }
            if !usedKeys.insert(key).inserted { key += " #\(index)"; usedKeys.insert(key) }
            let entry: Node
            switch kind {
            case 11, 12, 13: entry = pluralEntry(index: index, key: key)
            case 14: entry = substitutionEntry(index: index, key: key)
            case 15, 16: entry = deviceEntry(index: index, key: key, nestedPlural: kind == 16)
            case 18: entry = .object([
                ("comment", .string("Brand name, not translated.")),
                ("localizations", .object([("en", .object([("stringUnit", unit(key))]))])),
                ("shouldTranslate", .bool(false)),
            ])
            default: entry = plainEntry(index: index, key: key)
            }
            entries.append((key, entry))
            index += 1
        }
        var out = ""
        out.reserveCapacity(9_000_000)
        write(.object([("sourceLanguage", .string("en")), ("strings", .object(entries)), ("version", .string("1.0"))]),
              indent: 0, into: &out)
        return out
    }

    /// Each locale in turn, skipping the few a key is not translated into yet.
    static func translated(_ index: Int, _ body: (Int, String) -> Node?) -> Node {
        var members: [(String, Node)] = []
        for (position, locale) in locales.enumerated() {
            if locale != "en", (index &* 7 &+ position) % 13 == 0 { continue }
            if let node = body(position, locale) { members.append((locale, node)) }
        }
        return .object(members)
    }

    static func state(_ index: Int, _ position: Int, _ locale: String) -> String {
        if locale == "en" { return "translated" }
        if (index + position) % 29 == 0 { return "new" }
        if (index + position) % 17 == 0 { return "needs_review" }
        return "translated"
    }

    static func value(_ index: Int, locale: String, key: String) -> String {
        let base = locale == "en" ? key : phrase(locale)
        switch index % 9 {
        case 0:
            // A long paragraph, as onboarding and error texts are.
            return Array(repeating: base, count: 6).joined(separator: ". ") + " (\(index))."
        case 4:
            return base + " \"\(index)\"\n" + base
        case 6:
            return base + " — \\ \(index)"
        default:
            return base + " \(index)"
        }
    }

    static func comment(_ index: Int) -> (String, Node) {
        ("comment", .string("Shown in " + englishText(index &+ 7, words: 4).lowercased() + "."))
    }

    static func plainEntry(index: Int, key: String) -> Node {
        var members = [comment(index)]
        if index % 5 == 0 { members.append(("extractionState", .string("manual"))) }
        members.append(("localizations", translated(index) { position, locale in
            .object([("stringUnit", unit(value(index, locale: locale, key: key), state: state(index, position, locale)))])
        }))
        return .object(members)
    }

    static func forms(_ locale: String, _ text: (String) -> String) -> Node {
        .object(categories(locale).map { ($0, Node.object([("stringUnit", unit(text($0)))])) })
    }

    static func pluralWord(_ locale: String, _ category: String) -> String {
        switch (locale.split(separator: "-").first.map(String.init) ?? locale, category) {
        case ("fi", "one"): "kohde valittu"
        case ("fi", _): "kohdetta valittu"
        case ("en", "one"): "item selected"
        case ("en", _): "items selected"
        default: phrase(locale) + " [\(category)]"
        }
    }

    static func pluralEntry(index: Int, key: String) -> Node {
        .object([comment(index), ("localizations", translated(index == 0 ? 1 : index) { _, locale in
            .object([("variations", .object([("plural", forms(locale) {
                index == 0 ? "%lld " + pluralWord(locale, $0) : "%lld " + pluralWord(locale, $0) + " \(index)"
            })]))])
        })])
    }

    static func substitutionEntry(index: Int, key: String) -> Node {
        .object([comment(index), ("localizations", translated(index) { _, locale in
            .object([
                ("stringUnit", unit("%#@files@ — " + phrase(locale))),
                ("substitutions", .object([("files", .object([
                    ("argNum", .number("1")),
                    ("formatSpecifier", .string("lld")),
                    ("variations", .object([("plural", forms(locale) { "%arg " + pluralWord(locale, $0) })])),
                ]))])),
            ])
        })])
    }

    static func deviceEntry(index: Int, key: String, nestedPlural: Bool) -> Node {
        .object([comment(index), ("localizations", translated(index) { _, locale in
            var devices: [(String, Node)] = []
            for device in ["ipad", "iphone", "mac", "other"] {
                if nestedPlural && device == "iphone" {
                    devices.append((device, .object([("variations", .object([("plural", forms(locale) {
                        "%lld " + pluralWord(locale, $0) + " (iPhone)"
                    })]))])))
                } else {
                    devices.append((device, .object([("stringUnit", unit(phrase(locale) + " (\(device)) \(index)"))])))
                }
            }
            return .object([("variations", .object([("device", .object(devices))]))])
        })])
    }

    // MARK: Printing in Xcode's layout

    private static func order(_ lhs: String, _ rhs: String) -> Bool {
        switch lhs.compare(rhs, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering],
                           range: nil, locale: Locale(identifier: "en")) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: Array(lhs.utf8).lexicographicallyPrecedes(rhs.utf8)
        }
    }

    private static func write(_ node: Node, indent: Int, into out: inout String) {
        switch node {
        case .string(let text): quote(text, into: &out)
        case .number(let text): out += text
        case .bool(let flag): out += flag ? "true" : "false"
        case .object(let members):
            out += "{"
            let sorted = members.count > 1 ? members.sorted { order($0.0, $1.0) } : members
            for (position, member) in sorted.enumerated() {
                out += position == 0 ? "\n" : ",\n"
                out += String(repeating: "  ", count: indent + 1)
                quote(member.0, into: &out)
                out += " : "
                write(member.1, indent: indent + 1, into: &out)
            }
            out += "\n" + String(repeating: "  ", count: indent) + "}"
        }
    }

    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        for character in text.unicodeScalars {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(character)
            }
        }
        out += "\""
    }
}
