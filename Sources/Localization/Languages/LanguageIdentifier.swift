/// A language identifier split into language, script and region, compared without regard to case or `_`/`-`.
///
/// Accepts BCP 47 tags (`zh-Hant-TW`), Apple's underscore form (`zh_Hant_TW`) and POSIX locale names
/// (`fi_FI.UTF-8@euro`). Variants and extensions are dropped; they never take part in choosing a localization.
struct LanguageIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The language subtag, lowercased (`fi`, `zh`, `base` for `Base.lproj`).
    var language: String
    /// The script subtag in title case (`Hant`), when there is one.
    var script: String?
    /// The region subtag in upper case (`TW`, `419`), when there is one.
    var region: String?

    init(language: String, script: String? = nil, region: String? = nil) {
        self.language = language
        self.script = script
        self.region = region
    }

    /// Parses an identifier; returns `nil` for an empty one and for the POSIX `C` and `POSIX` locales.
    init?(_ text: String) {
        // Tags are ASCII: read their bytes (a localizer parses every language name of its catalogs at launch).
        switch Self.parsingASCII(text) {
        case .parsed(let identifier): self = identifier
        case .invalid: return nil
        case .notASCII: self.init(parsingCharacters: text)
        }
    }

    private enum ASCIIParse {
        case parsed(LanguageIdentifier)
        case invalid
        case notASCII
    }

    /// ``init(_:)`` over the bytes of an ASCII `text` (what `init(parsingCharacters:)` gives for it).
    private static func parsingASCII(_ text: String) -> ASCIIParse {
        var text = text
        return text.withUTF8 { bytes -> ASCIIParse in
            var end = 0
            // POSIX: language[_territory][.codeset][@modifier]; the body ends at the first `.` or `@`.
            var cut = false
            for byte in bytes {
                if byte >= 0x80 { return .notASCII }
                if byte == UInt8(ascii: "@") || byte == UInt8(ascii: ".") { cut = true }
                if !cut { end += 1 }
            }
            @inline(__always) func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z") }
            @inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            func make(_ range: Range<Int>, _ transform: (Int, UInt8) -> UInt8) -> String {
                String(unsafeUninitializedCapacity: range.count) { output in
                    for (offset, index) in range.enumerated() { output[offset] = transform(offset, bytes[index]) }
                    return range.count
                }
            }
            let lower: (Int, UInt8) -> UInt8 = { _, byte in isLetter(byte) ? byte | 0x20 : byte }
            let upper: (Int, UInt8) -> UInt8 = { _, byte in isLetter(byte) ? byte & ~0x20 : byte }
            let title: (Int, UInt8) -> UInt8 = { offset, byte in offset == 0 ? upper(offset, byte) : lower(offset, byte) }
            // The non-empty runs between `-` and `_`.
            var parts: [Range<Int>] = []
            var start = 0
            for index in 0...end {
                if index == end || bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "_") {
                    if index > start { parts.append(start..<index) }
                    start = index + 1
                }
            }
            guard let first = parts.first else { return .invalid }
            guard first.allSatisfy({ isLetter(bytes[$0]) }) else { return .invalid }
            let language = make(first, lower)
            if language == "c" || language == "posix" { return .invalid }
            var script: String?
            var region: String?
            for part in parts.dropFirst() {
                if script == nil, region == nil, part.count == 4, part.allSatisfy({ isLetter(bytes[$0]) }) {
                    script = make(part, title)
                } else if region == nil,
                          (part.count == 2 && part.allSatisfy({ isLetter(bytes[$0]) })) || (part.count == 3 && part.allSatisfy({ isDigit(bytes[$0]) })) {
                    region = make(part, upper)
                } else {
                    break  // a variant or an extension: ignored
                }
            }
            return .parsed(LanguageIdentifier(language: canonicalLanguage(language), script: script, region: region))
        }
    }

    /// ``init(_:)`` by characters, for any text (the ASCII path must agree with it; a test compares them).
    init?(parsingCharacters text: String) {
        var body = Substring(text)
        // POSIX: language[_territory][.codeset][@modifier]
        if let at = body.firstIndex(of: "@") { body = body[..<at] }
        if let dot = body.firstIndex(of: ".") { body = body[..<dot] }
        let parts = body.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first, !first.isEmpty else { return nil }
        let language = first.lowercased()
        if language == "c" || language == "posix" { return nil }
        guard language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        var script: String?
        var region: String?
        for part in parts.dropFirst() {
            if script == nil, region == nil, part.count == 4, part.allSatisfy({ $0.isASCII && $0.isLetter }) {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil,
                      (part.count == 2 && part.allSatisfy({ $0.isASCII && $0.isLetter }))
                        || (part.count == 3 && part.allSatisfy({ $0.isASCII && $0.isNumber })) {
                region = part.uppercased()
            } else {
                break  // a variant or an extension: ignored
            }
        }
        self.init(language: Self.canonicalLanguage(language), script: script, region: region)
    }

    /// The identifier as a BCP 47 tag: `zh-Hant-TW`.
    var description: String {
        [language, script, region].compactMap { $0 }.joined(separator: "-")
    }

    /// Deprecated language codes that Apple and CLDR treat as their modern equivalents.
    static func canonicalLanguage(_ language: String) -> String {
        switch language {
        case "iw": "he"
        case "in": "id"
        case "ji": "yi"
        case "jw": "jv"
        case "tl": "fil"
        default: language
        }
    }

    /// The script a language's region implies where the language is written in more than one script.
    var impliedScript: String? {
        if let script { return script }
        switch language {
        case "zh":
            switch region {
            case "TW", "HK", "MO": return "Hant"
            default: return "Hans"
            }
        case "sr":
            return region == "ME" ? "Latn" : "Cyrl"
        case "uz":
            return region == "AF" ? "Arab" : "Latn"
        case "pa":
            return region == "PK" ? "Arab" : "Guru"
        case "az":
            return region == "IR" ? "Arab" : "Latn"
        case "bs":
            return "Latn"
        default:
            return nil
        }
    }

    /// The identifiers to try for this preference, best first, as `Bundle.preferredLocalizations` does:
    /// the full identifier, then without the region (keeping the script), then the language alone — never
    /// crossing a script (`zh-Hant` never falls to `zh-Hans`) and never crossing into a sibling region
    /// except through the macro regions Apple uses (`es-MX` → `es-419`, `en-AU` → `en-GB`).
    var fallbackChain: [LanguageIdentifier] {
        var chain: [LanguageIdentifier] = []
        func add(_ identifier: LanguageIdentifier) {
            if !chain.contains(identifier) { chain.append(identifier) }
        }
        let script = impliedScript
        add(self)
        if let script, let region { add(LanguageIdentifier(language: language, script: script, region: region)) }
        if let region, let macro = Self.macroRegion(language: language, region: region) {
            add(LanguageIdentifier(language: language, script: self.script, region: macro))
            if self.script != script, let script {
                add(LanguageIdentifier(language: language, script: script, region: macro))
            }
        }
        if let script { add(LanguageIdentifier(language: language, script: script)) }
        // The language alone: for a language with several scripts only when the script is its default one.
        if script == nil || script == Self.defaultScript(of: language) {
            add(LanguageIdentifier(language: language))
            // A bare `zh` also matches a region-only `zh-CN`/`zh-TW` style localization through `sameAs`.
        }
        if language == "pt", region == nil || region == "BR" {
            add(LanguageIdentifier(language: "pt", region: "BR"))
        }
        for alias in Self.equivalentLanguages(of: language) {
            for identifier in chain where identifier.language == language {
                add(LanguageIdentifier(language: alias, script: identifier.script, region: identifier.region))
            }
        }
        return chain
    }

    /// Whether two identifiers name the same localization (case, separators and implied scripts ignored).
    func sameAs(_ other: LanguageIdentifier) -> Bool {
        if self == other { return true }
        guard language == other.language, region == other.region else { return false }
        return impliedScript == other.impliedScript && (script == nil || other.script == nil)
    }

    static func defaultScript(of language: String) -> String? {
        switch language {
        case "zh": "Hans"
        case "sr": "Cyrl"
        case "uz", "az", "bs": "Latn"
        case "pa": "Guru"
        default: nil
        }
    }

    static func macroRegion(language: String, region: String) -> String? {
        switch language {
        case "es":
            let latinAmerica: Set<String> = [
                "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI", "PA", "PE",
                "PR", "PY", "SV", "US", "UY", "VE",
            ]
            return latinAmerica.contains(region) ? "419" : nil
        case "en":
            let british: Set<String> = [
                "AU", "NZ", "IE", "IN", "ZA", "SG", "HK", "MT", "PK", "NG", "KE", "GH", "JE", "GG", "IM", "GI",
            ]
            return british.contains(region) ? "GB" : nil
        case "zh":
            return region == "MO" ? "HK" : nil
        default:
            return nil
        }
    }

    static func equivalentLanguages(of language: String) -> [String] {
        switch language {
        case "nb": ["no"]
        case "no": ["nb"]
        default: []
        }
    }
}
