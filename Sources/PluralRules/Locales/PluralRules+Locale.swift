extension PluralRules {
    /// The CLDR locales to try for an identifier, most specific first.
    struct Resolution {
        var chain: [String]
        /// Whether the identifier names root (`und`, `root`) itself.
        var isRoot: Bool
    }

    /// Deprecated language codes and their replacements (CLDR's language aliases that plural data needs).
    static let languageAliases: [String: String] = ["iw": "he", "in": "id", "ji": "yi"]

    /// CLDR `parentLocales` entries whose parent is not the truncated identifier.
    static let parentLocales: [String: String] = [
        "pt_AO": "pt_PT", "pt_CH": "pt_PT", "pt_CV": "pt_PT", "pt_FR": "pt_PT", "pt_GQ": "pt_PT",
        "pt_GW": "pt_PT", "pt_LU": "pt_PT", "pt_MO": "pt_PT", "pt_MZ": "pt_PT", "pt_ST": "pt_PT", "pt_TL": "pt_PT",
    ]

    /// Splits an Apple, POSIX or BCP 47 identifier into the CLDR locale ids to try (`pt_PT`, `pt`).
    static func resolve(_ identifier: String) -> Resolution {
        var text = Substring(identifier)
        if let cut = text.firstIndex(where: { $0 == "@" || $0 == "." }) { text = text[..<cut] }
        let parts = text.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        guard var language = parts.first, !language.isEmpty, language.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return Resolution(chain: [], isRoot: false)
        }
        language = languageAliases[language] ?? language
        if language == "und" || language == "root" { return Resolution(chain: ["root"], isRoot: true) }
        var script: String?
        var region: String?
        for part in parts.dropFirst() {
            if part.count == 1 { break }  // an extension (-u-, -x-, -t-) starts
            if script == nil, region == nil, part.count == 4, part.allSatisfy({ $0.isASCII && $0.isLetter }) {
                script = part.prefix(1).uppercased() + part.dropFirst()
            } else if region == nil, (part.count == 2 && part.allSatisfy({ $0.isASCII && $0.isLetter }))
                        || (part.count == 3 && part.allSatisfy({ $0.isASCII && $0.isNumber })) {
                region = part.uppercased()
            }
        }
        var chain: [String] = []
        func add(_ id: String) {
            if !chain.contains(id) { chain.append(id) }
        }
        if let script, let region { add("\(language)_\(script)_\(region)") }
        if let script { add("\(language)_\(script)") }
        if let region {
            let id = "\(language)_\(region)"
            add(id)
            if let parent = parentLocales[id] { add(parent) }
        }
        add(language)
        return Resolution(chain: chain, isRoot: false)
    }
}
