/// A synthetic String Catalog in Xcode's layout: 2,000 keys over 20 locales, with plain strings,
/// plural and device variations and substitutions, about 3 MB.
enum GeneratedCatalog {
    static let locales = ["ar", "da", "de", "en", "es", "fi", "fr", "he", "it", "ja",
                          "ko", "nb", "nl", "pl", "pt-BR", "ru", "sv", "tr", "uk", "zh-Hans"]

    static func text(keys: Int = 2_000) -> String {
        var out = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        for keyIndex in 0..<keys {
            let key: String
            switch keyIndex % 4 {
            case 0: key = "item.count.\(keyIndex)"
            case 1: key = "Settings title \(keyIndex)"
            case 2: key = "%lld files in %@ \(keyIndex)"
            default: key = "device.hint.\(keyIndex)"
            }
            out += "    \"\(key)\" : {\n"
            out += "      \"comment\" : \"Comment for key number \(keyIndex), shown to translators.\",\n"
            out += "      \"extractionState\" : \"manual\",\n"
            out += "      \"localizations\" : {\n"
            // Each key is translated into the source language and every sixth locale by turns, as real
            // catalogs are partly translated; all 20 locales occur across the keys.
            let chosen = locales.enumerated().filter { $0.element == "en" || ($0.offset + keyIndex) % 6 == 0 }.map(\.element)
            for (position, locale) in chosen.enumerated() {
                out += "        \"\(locale)\" : {\n"
                out += localization(kind: keyIndex % 10, key: keyIndex, locale: locale)
                out += position == chosen.count - 1 ? "        }\n" : "        },\n"
            }
            out += "      }\n"
            out += keyIndex == keys - 1 ? "    }\n" : "    },\n"
        }
        out += "  },\n  \"version\" : \"1.0\"\n}"
        return out
    }

    private static func unit(_ value: String, indent: Int, last: Bool = true) -> String {
        let pad = String(repeating: " ", count: indent)
        return "\(pad)\"stringUnit\" : {\n\(pad)  \"state\" : \"translated\",\n\(pad)  \"value\" : \"\(value)\"\n\(pad)}\(last ? "" : ",")\n"
    }

    private static func forms(_ names: [String], value: (String) -> String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var out = ""
        for (index, name) in names.enumerated() {
            out += "\(pad)\"\(name)\" : {\n" + unit(value(name), indent: indent + 2) + "\(pad)}\(index == names.count - 1 ? "" : ",")\n"
        }
        return out
    }

    private static func localization(kind: Int, key: Int, locale: String) -> String {
        switch kind {
        case 0, 1:
            let categories = ["ar": ["zero", "one", "two", "few", "many", "other"], "ru": ["one", "few", "many", "other"],
                              "pl": ["one", "few", "many", "other"], "uk": ["one", "few", "many", "other"]][locale] ?? ["one", "other"]
            return "          \"variations\" : {\n            \"plural\" : {\n"
                + forms(categories, value: { "%lld \($0) item \(key) in \(locale)" }, indent: 14)
                + "            }\n          }\n"
        case 2:
            return "          \"variations\" : {\n            \"device\" : {\n"
                + forms(["iphone", "mac", "other"], value: { "Tap or click on \($0) \(key)" }, indent: 14)
                + "            }\n          }\n"
        case 3:
            return unit("%#@files@ in %@ \(key)", indent: 10, last: false)
                + "          \"substitutions\" : {\n            \"files\" : {\n"
                + "              \"argNum\" : 1,\n              \"formatSpecifier\" : \"lld\",\n"
                + "              \"variations\" : {\n                \"plural\" : {\n"
                + forms(["one", "other"], value: { "%arg \($0) file" }, indent: 18)
                + "                }\n              }\n            }\n          }\n"
        default:
            return unit("Localized value for key \(key) in \(locale) — with text", indent: 10)
        }
    }
}
