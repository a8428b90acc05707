import Foundation
import PluralRules

/// Turns CLDR's plural JSON (plurals.json, ordinals.json, pluralRanges.json) into compiled Swift.
///
/// Each distinct rule set becomes two functions (one over ``PluralOperands``, one over a `UInt64`
/// integer with the constant operands folded away); locales map to rule sets through tables.
struct PluralRuleCodeGenerator {
    /// A problem in the CLDR input, with its place: the file's path, and `:line:column` when known.
    struct Failure: Error, CustomStringConvertible {
        /// `path` or `path:line:column`.
        var location: String
        /// What is wrong.
        var message: String
        /// Whether an input file is missing or unreadable (rather than malformed).
        var isMissingInput = false

        /// `location: message`.
        var description: String { "\(location): \(message)" }
    }

    /// The command that regenerates the committed files, printed in their header and by the test.
    static let command = "swift run generate-plural-rules ../shared/cldr/48"

    /// Where the generated files go, relative to the package root.
    static let defaultOutput = "Sources/PluralRules/Generated"

    /// One locale's rules of one type, parsed.
    private struct LocaleRules {
        var locale: String
        var rules: [(PluralCategory, PluralRule)]
    }

    let cldrDirectory: URL

    init(cldrDirectory: URL) {
        self.cldrDirectory = cldrDirectory
    }

    /// Generates every file: name → contents.
    func generate() throws -> [String: String] {
        let (cardinalVersion, cardinal) = try readRules(file: "plurals.json", key: "plurals-type-cardinal")
        let (ordinalVersion, ordinal) = try readRules(file: "ordinals.json", key: "plurals-type-ordinal")
        let (rangesVersion, ranges) = try readRanges()
        guard ordinalVersion == cardinalVersion, rangesVersion == cardinalVersion else {
            throw Failure(
                location: cldrDirectory.path,
                message: "the files come from different CLDR versions (plurals.json \(cardinalVersion), "
                    + "ordinals.json \(ordinalVersion), pluralRanges.json \(rangesVersion))"
            )
        }

        // Distinct rule sets (by their conditions) and sample sets (by their sample text), in first-seen order.
        var ruleSetKeys: [String: Int] = [:]
        var ruleSets: [[(PluralCategory, PluralRule)]] = []
        var sampleSetKeys: [String: Int] = [:]
        var sampleSets: [[(PluralCategory, String)]] = []
        func entries(_ all: [LocaleRules]) -> [(String, Int, Int)] {
            all.map { locale in
                let ruleKey = locale.rules.map { "\($0.0.rawValue): \($0.1.conditionText)" }.joined(separator: "; ")
                let ruleIndex = ruleSetKeys[ruleKey] ?? {
                    ruleSets.append(locale.rules)
                    ruleSetKeys[ruleKey] = ruleSets.count - 1
                    return ruleSets.count - 1
                }()
                let samples = locale.rules.map { ($0.0, $0.1.samples.description) }
                let sampleKey = samples.map { "\($0.0.rawValue): \($0.1)" }.joined(separator: "; ")
                let sampleIndex = sampleSetKeys[sampleKey] ?? {
                    sampleSets.append(samples)
                    sampleSetKeys[sampleKey] = sampleSets.count - 1
                    return sampleSets.count - 1
                }()
                return (locale.locale, ruleIndex, sampleIndex)
            }
        }
        // Root first so that rule set 0 is root's.
        let rootFirst = { (all: [LocaleRules]) in all.filter { $0.locale == "root" } + all.filter { $0.locale != "root" } }
        let cardinalEntries = entries(rootFirst(cardinal)).sorted { $0.0 < $1.0 }
        let ordinalEntries = entries(rootFirst(ordinal)).sorted { $0.0 < $1.0 }

        var rangeSetKeys: [String: Int] = [:]
        var rangeSets: [[(PluralCategory, PluralCategory, PluralCategory)]] = []
        var rangeEntries: [(String, Int)] = []
        for (locale, list) in ranges {
            let key = list.map { "\($0.0.rawValue)-\($0.1.rawValue)=\($0.2.rawValue)" }.joined(separator: ",")
            let index = rangeSetKeys[key] ?? {
                rangeSets.append(list)
                rangeSetKeys[key] = rangeSets.count - 1
                return rangeSets.count - 1
            }()
            rangeEntries.append((locale, index))
        }

        let header = """
            // generated — do not edit
            // CLDR \(cardinalVersion) plural rules (plurals.json, ordinals.json, pluralRanges.json), Unicode licence.
            // Regenerate with: \(PluralRuleCodeGenerator.command)

            """

        var rulesFile = header + "\n// \(ruleSets.count) distinct rule sets; each has an integer and an operands function.\n\n"
        rulesFile += "extension PluralRuleData {\n"
        rulesFile += "    static let cldrVersion = \"\(cardinalVersion)\"\n\n"
        rulesFile += "    /// The categories of each rule set, in CLDR order.\n"
        rulesFile += "    static let ruleSetCategories: [[PluralCategory]] = [\n"
        for set in ruleSets {
            rulesFile += "        [" + set.map { ".\($0.0.rawValue)" }.joined(separator: ", ") + "],\n"
        }
        rulesFile += "    ]\n\n"
        rulesFile += "    /// The category of an integer under rule set `ruleSet`.\n"
        rulesFile += "    static func category(ruleSet: Int, integer i: UInt64) -> PluralCategory {\n"
        rulesFile += "        switch ruleSet {\n"
        for index in ruleSets.indices { rulesFile += "        case \(index): integer\(index)(i)\n" }
        rulesFile += "        default: .other\n        }\n    }\n\n"
        rulesFile += "    /// The category of a number's operands under rule set `ruleSet`.\n"
        rulesFile += "    static func category(ruleSet: Int, operands o: PluralOperands) -> PluralCategory {\n"
        rulesFile += "        switch ruleSet {\n"
        for index in ruleSets.indices { rulesFile += "        case \(index): operands\(index)(o)\n" }
        rulesFile += "        default: .other\n        }\n    }\n"
        for (index, set) in ruleSets.enumerated() {
            rulesFile += "\n"
            for (category, rule) in set where !rule.conditions.isEmpty {
                rulesFile += "    // \(category.rawValue): \(rule.conditionText)\n"
            }
            rulesFile += function(name: "integer\(index)", parameter: "_ i: UInt64", set: set, mode: .integer)
            rulesFile += function(name: "operands\(index)", parameter: "_ o: PluralOperands", set: set, mode: .operands)
        }
        rulesFile += "}\n"

        var localesFile = header + "\nextension PluralRuleData {\n"
        localesFile += table(name: "cardinalLocales", entries: cardinalEntries)
        localesFile += "\n" + table(name: "ordinalLocales", entries: ordinalEntries)
        localesFile += "\n    /// CLDR's samples of each sample set, by category.\n"
        localesFile += "    static let sampleSets: [[(PluralCategory, String)]] = [\n"
        for set in sampleSets {
            localesFile += "        [\n"
            for (category, text) in set {
                localesFile += "            (.\(category.rawValue), \(literal(text))),\n"
            }
            localesFile += "        ],\n"
        }
        localesFile += "    ]\n}\n"

        var rangesFile = header + "\nextension PluralRuleData {\n"
        rangesFile += "    /// The plural-range set of each CLDR locale that has one.\n"
        rangesFile += "    static let rangeLocales: [String: Int] = [\n"
        for (locale, index) in rangeEntries { rangesFile += "        \(literal(locale)): \(index),\n" }
        rangesFile += "    ]\n\n"
        rangesFile += "    /// (start, end, result) triples of each plural-range set.\n"
        rangesFile += "    static let rangeSets: [[(PluralCategory, PluralCategory, PluralCategory)]] = [\n"
        for set in rangeSets {
            rangesFile += "        [" + set.map { "(.\($0.0.rawValue), .\($0.1.rawValue), .\($0.2.rawValue))" }.joined(separator: ", ") + "],\n"
        }
        rangesFile += "    ]\n}\n"

        return [
            "PluralRuleSets+Generated.swift": rulesFile,
            "PluralLocales+Generated.swift": localesFile,
            "PluralRanges+Generated.swift": rangesFile,
        ]
    }

    /// Writes `files` into `directory` atomically, returning the names of the files that changed.
    static func write(_ files: [String: String], to directory: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var changed: [String] = []
        for name in files.keys.sorted() {
            let url = directory.appendingPathComponent(name)
            let data = Data((files[name] ?? "").utf8)
            if (try? Data(contentsOf: url)) == data { continue }
            try data.write(to: url, options: .atomic)
            changed.append(name)
        }
        return changed
    }

    // MARK: reading

    /// Reads `file`'s `supplemental` object, and its bytes (for positions in error messages).
    private func readJSON(_ file: String) throws -> (supplemental: [String: Any], data: Data) {
        let url = cldrDirectory.appendingPathComponent(file)
        guard let data = try? Data(contentsOf: url) else {
            throw Failure(location: url.path, message: "cannot read the file", isMissingInput: true)
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw PluralRuleCodeGenerator.jsonFailure(error, in: data, path: url.path)
        }
        guard let supplemental = (object as? [String: Any])?["supplemental"] as? [String: Any] else {
            throw Failure(location: "\(url.path):1:1", message: "expected an object with a 'supplemental' object")
        }
        return (supplemental, data)
    }

    /// A JSON syntax error placed at its line and column (Foundation names a character offset, or the end of file).
    static func jsonFailure(_ error: any Error, in data: Data, path: String) -> Failure {
        let message = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "malformed JSON"
        var offset = data.count
        if let range = message.range(of: "character ") {
            let digits = message[range.upperBound...].prefix { $0.isNumber }
            if let value = Int(digits) { offset = min(value, data.count) }
        }
        let (line, column) = position(of: offset, in: data)
        return Failure(location: "\(path):\(line):\(column)", message: "malformed JSON: \(message)")
    }

    /// The 1-based line and column (in characters) of a byte offset.
    static func position(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        let prefix = data.prefix(offset)
        let lineStart = prefix.lastIndex(of: 0x0A).map { $0 + 1 } ?? prefix.startIndex
        let line = prefix.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let column = String(decoding: prefix[lineStart...], as: UTF8.self).count + 1
        return (line, column)
    }

    /// Where rule text starts in a CLDR file: the byte offset just after the opening quote of
    /// `"pluralRule-count-<category>": "` inside the object of `locale`; nil when it cannot be found.
    static func ruleOffset(in data: Data, locale: String, category: String) -> Int? {
        let bytes = [UInt8](data)
        func find(_ needle: String, from start: Int) -> Int? {
            let pattern = Array(needle.utf8)
            guard !pattern.isEmpty, bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
            for index in start...(bytes.count - pattern.count) where bytes[index] == pattern[0] {
                if Array(bytes[index..<index + pattern.count]) == pattern { return index }
            }
            return nil
        }
        guard let localeStart = find("\"\(locale)\": {", from: 0),
              let key = find("\"pluralRule-count-\(category)\"", from: localeStart),
              let colon = find(":", from: key),
              let quote = find("\"", from: colon)
        else { return nil }
        return quote + 1
    }

    private func version(_ supplemental: [String: Any]) -> String {
        ((supplemental["version"] as? [String: Any])?["_cldrVersion"] as? String) ?? "?"
    }

    /// CLDR's `und` is root; `pt-PT` becomes `pt_PT`.
    private func localeKey(_ cldr: String) -> String {
        cldr == "und" ? "root" : cldr.replacingOccurrences(of: "-", with: "_")
    }

    private func category(_ name: Substring, in file: String) throws -> PluralCategory {
        guard let category = PluralCategory(rawValue: String(name)) else {
            throw Failure(location: cldrDirectory.appendingPathComponent(file).path, message: "unknown plural category '\(name)'")
        }
        return category
    }

    private func readRules(file: String, key: String) throws -> (String, [LocaleRules]) {
        let (supplemental, data) = try readJSON(file)
        guard let locales = supplemental[key] as? [String: [String: String]] else {
            throw Failure(location: cldrDirectory.appendingPathComponent(file).path, message: "expected '\(key)' in 'supplemental'")
        }
        var result: [LocaleRules] = []
        for (locale, rules) in locales.sorted(by: { $0.key < $1.key }) {
            var parsed: [(PluralCategory, PluralRule)] = []
            for (name, text) in rules {
                guard name.hasPrefix("pluralRule-count-") else { continue }
                let category = try category(name.dropFirst("pluralRule-count-".count), in: file)
                do {
                    parsed.append((category, try PluralRule(parsing: text)))
                } catch {
                    // The rule's column, placed in the file when the rule can be found there (CLDR's rules need no escapes).
                    let path = cldrDirectory.appendingPathComponent(file).path
                    let place: String
                    if let start = PluralRuleCodeGenerator.ruleOffset(in: data, locale: locale, category: category.rawValue) {
                        let (line, column) = PluralRuleCodeGenerator.position(of: start, in: data)
                        place = "\(path):\(line):\(column + error.column - 1)"
                    } else {
                        place = "\(path)"
                    }
                    throw Failure(location: place, message: "\(locale) \(category.rawValue): \(error.message) (column \(error.column) of the rule)")
                }
            }
            parsed.sort { $0.0 < $1.0 }
            result.append(LocaleRules(locale: localeKey(locale), rules: parsed))
        }
        return (version(supplemental), result.sorted { $0.locale < $1.locale })
    }

    private func readRanges() throws -> (String, [(String, [(PluralCategory, PluralCategory, PluralCategory)])]) {
        let (supplemental, _) = try readJSON("pluralRanges.json")
        guard let locales = supplemental["plurals"] as? [String: [String: String]] else {
            throw Failure(location: cldrDirectory.appendingPathComponent("pluralRanges.json").path, message: "expected 'plurals' in 'supplemental'")
        }
        var result: [(String, [(PluralCategory, PluralCategory, PluralCategory)])] = []
        for (locale, ranges) in locales {
            var list: [(PluralCategory, PluralCategory, PluralCategory)] = []
            for (name, value) in ranges {
                // pluralRange-start-<a>-end-<b>
                let parts = name.split(separator: "-")
                guard parts.count == 5, parts[0] == "pluralRange", parts[1] == "start", parts[3] == "end" else {
                    throw Failure(location: cldrDirectory.appendingPathComponent("pluralRanges.json").path, message: "\(locale): unexpected key '\(name)'")
                }
                list.append((
                    try category(parts[2], in: "pluralRanges.json"),
                    try category(parts[4], in: "pluralRanges.json"),
                    try category(Substring(value), in: "pluralRanges.json")
                ))
            }
            list.sort { ($0.0, $0.1) < ($1.0, $1.1) }
            result.append((localeKey(locale), list))
        }
        return (version(supplemental), result.sorted { $0.0 < $1.0 })
    }

    // MARK: writing

    private func table(name: String, entries: [(String, Int, Int)]) -> String {
        var text = "    /// Each CLDR locale's rule set and sample set.\n"
        text += "    static let \(name): [String: PluralLocaleEntry] = [\n"
        for (locale, ruleSet, samples) in entries {
            text += "        \(literal(locale)): PluralLocaleEntry(ruleSet: \(ruleSet), samples: \(samples)),\n"
        }
        return text + "    ]\n"
    }

    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Whether code reads the operands or a plain integer (whose v, w, f, t, c are 0).
    enum Mode { case integer, operands }

    /// A condition as Swift: either known when generating, or code.
    enum Expression {
        case constant(Bool)
        case code(String)
    }

    private func function(name: String, parameter: String, set: [(PluralCategory, PluralRule)], mode: Mode) -> String {
        var text = "    private static func \(name)(\(parameter)) -> PluralCategory {\n"
        var finished = false
        for (category, rule) in set where category != .other {
            switch condition(rule.conditions, mode: mode) {
            case .constant(false):
                continue
            case .constant(true):
                text += "        return .\(category.rawValue)\n"
                finished = true
            case .code(let code):
                text += "        if \(code) { return .\(category.rawValue) }\n"
            }
            if finished { break }
        }
        if !finished { text += "        return .other\n" }
        return text + "    }\n"
    }

    func condition(_ conditions: [[PluralRelation]], mode: Mode) -> Expression {
        if conditions.isEmpty { return .constant(true) }
        var alternatives: [String] = []
        for relations in conditions {
            var terms: [String] = []
            var isFalse = false
            for relation in relations {
                switch self.relation(relation, mode: mode) {
                case .constant(true): continue
                case .constant(false): isFalse = true
                case .code(let code): terms.append(code)
                }
                if isFalse { break }
            }
            if isFalse { continue }
            if terms.isEmpty { return .constant(true) }
            alternatives.append(terms.count == 1 || conditions.count == 1 ? terms.joined(separator: " && ") : "(" + terms.joined(separator: " && ") + ")")
        }
        if alternatives.isEmpty { return .constant(false) }
        return .code(alternatives.joined(separator: " || "))
    }

    func relation(_ relation: PluralRelation, mode: Mode) -> Expression {
        if relation.modulus == 0 { return .constant(relation.isNegated) }
        var guards: [String] = []
        let value: String
        switch (relation.operand, mode) {
        case (.n, .integer), (.i, .integer):
            value = "i"
        case (.v, .integer), (.w, .integer), (.f, .integer), (.t, .integer), (.c, .integer), (.e, .integer):
            return .constant(relation.evaluate(PluralOperands(0)))
        case (.n, .operands), (.i, .operands):
            if relation.operand == .n { guards.append("o.t == 0") }
            if relation.modulus == nil { guards.append("!o.isIntegerPartLarge") }
            value = "o.i"
        case (.f, .operands):
            if relation.modulus == nil { guards.append("!o.isFractionLarge") }
            value = "o.f"
        case (.t, .operands):
            if relation.modulus == nil { guards.append("!o.isTrimmedFractionLarge") }
            value = "o.t"
        case (.v, .operands): value = "o.v"
        case (.w, .operands): value = "o.w"
        case (.c, .operands), (.e, .operands): value = "o.c"
        }
        let tested = relation.modulus.map { "\(value) % \($0)" } ?? value
        let tests = relation.ranges.map { range -> String in
            if range.lowerBound == range.upperBound { return "\(tested) == \(range.lowerBound)" }
            if range.lowerBound == 0 { return "\(tested) <= \(range.upperBound)" }
            return "(\(tested) >= \(range.lowerBound) && \(tested) <= \(range.upperBound))"
        }
        let test = tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " || ") + ")"
        if relation.isNegated {
            let positive = (guards + [test]).joined(separator: " && ")
            return .code(guards.isEmpty ? (tests.count == 1 ? "!(\(test))" : "!\(test)") : "!(\(positive))")
        }
        return .code((guards + [test]).joined(separator: " && "))
    }
}
