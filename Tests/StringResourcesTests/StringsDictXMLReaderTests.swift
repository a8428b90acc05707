import _SanastoTestSupport
import Foundation
import Testing
@testable import StringResources

/// The XML `.stringsdict` reader that skips the property-list tree must give what the tree reader gives: the same
/// entries (with the same offsets of unknown keys), the same errors with their positions and key paths, or the same
/// error for the whole file — on every real file and on generated ones of every shape, valid or not.
@Suite struct StringsDictXMLReaderTests {
    /// What one reader made of a file.
    enum Reading: Equatable {
        case read(StringsDictionary, offsets: [Int?], errors: [ResourceError])
        case failed(ResourceError)
    }

    /// Through the tokens, as `StringsDictionary(parsing:)` reads XML.
    static func direct(_ data: Data) -> Reading {
        var errors: [ResourceError] = []
        do {
            let dictionary = try StringsDictionary(parsing: data, skippingInvalidEntries: &errors)
            return .read(dictionary, offsets: offsets(dictionary), errors: errors)
        } catch {
            return .failed(error)
        }
    }

    /// Through a `PropertyList` tree, the reference.
    static func throughTree(_ data: Data) -> Reading {
        do {
            let (value, xmlBytes) = try PropertyList.parseDocument(Array(data))
            var reader = StringsDictReader(xmlBytes: xmlBytes)
            let dictionary = try reader.read(value)
            return .read(dictionary, offsets: offsets(dictionary), errors: reader.errors)
        } catch {
            return .failed(error)
        }
    }

    /// The offsets of every unknown key, which equality of the model leaves out.
    static func offsets(_ dictionary: StringsDictionary) -> [Int?] {
        func of(_ entries: [PropertyListDictionary.Entry]) -> [Int?] { entries.flatMap { [$0.keyOffset, $0.valueOffset] } }
        func of(_ variables: [StringsDictVariable]) -> [Int?] { variables.flatMap { of($0.unknownKeys) } }
        return dictionary.entries.flatMap { entry -> [Int?] in
            var found = of(entry.unknownKeys) + of(entry.variables)
            for device in entry.deviceVariants ?? [] {
                if case .format(_, let variables, let unknown) = device.value { found += of(unknown) + of(variables) }
            }
            return found
        }
    }

    static let fixtureFiles: [URL] = {
        let roots = [TestPaths.sharedFixtures, TestPaths.fixtures(of: "StringResourcesTests")]
        return roots.flatMap { root -> [URL] in
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
            return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "stringsdict" }
        }.sorted { $0.path < $1.path }
    }()

    @Test func findsTheFixtures() {
        #expect(Self.fixtureFiles.count >= (TestPaths.hasShared ? 16 : 1))
    }

    @Test(arguments: fixtureFiles)
    func readsEveryFixtureAsTheTreeDoes(_ url: URL) throws {
        let data = try Data(contentsOf: url)
        #expect(Self.direct(data) == Self.throughTree(data), "\(url.path)")
    }

    @Test(arguments: 0..<40)
    func readsGeneratedFilesAsTheTreeDoes(_ seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 1)
        for _ in 0..<25 {
            let text = Self.document(&random)
            let data = Data(text.utf8)
            let direct = Self.direct(data)
            #expect(direct == Self.throughTree(data), "\(text)")
        }
    }

    @Test func readsTheUsualShapesWithoutErrors() throws {
        // A sanity check on the generator: unmutated documents read cleanly, so the comparison above covers the
        // fast path and not only the fallback.
        var random = SeededGenerator(seed: 99)
        var clean = 0
        for _ in 0..<50 {
            let text = Self.document(&random, mutationRate: 0)
            guard case .read(let dictionary, _, let errors) = Self.direct(Data(text.utf8)) else {
                Issue.record("not read: \(text)")
                continue
            }
            #expect(errors.isEmpty, "\(errors) in \(text)")
            if !dictionary.entries.isEmpty { clean += 1 }
        }
        #expect(clean > 40)
    }

    // MARK: Generated documents

    /// A `.stringsdict` of random entries of every shape; with `mutationRate` > 0, some parts are reordered,
    /// repeated, dropped or given values of the wrong type.
    static func document(_ random: inout SeededGenerator, mutationRate: Double = 0.08) -> String {
        var generator = Generator(random: random, rate: mutationRate)
        let count = Int.random(in: 1...6, using: &generator.random)
        var entries: [String] = []
        for index in 0..<count {
            entries.append(generator.entry(index))
        }
        if generator.mutate(), let first = entries.first { entries.append(first) }
        random = generator.random
        return PropertyListTests.header + "<dict>\n" + entries.joined() + "</dict>\n</plist>\n"
    }

    struct Generator {
        var random: SeededGenerator
        var rate: Double

        mutating func mutate() -> Bool { rate > 0 && Double.random(in: 0..<1, using: &random) < rate }

        mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

        mutating func text(_ base: String) -> String {
            if mutate() { return base + " &amp; &#x41;" }
            if mutate() { return "<![CDATA[" + base + "]]>" }
            if mutate() { return base + "<!-- note -->" }
            return base
        }

        mutating func pair(_ key: String, _ value: String) -> (String, String) { (key, value) }

        /// A dictionary of `pairs`, perhaps shuffled, with a pair repeated or dropped, or a value replaced.
        mutating func dictionary(_ pairs: [(String, String)], indent: String) -> String {
            var pairs = pairs
            if mutate() { pairs.shuffle(using: &random) }
            if mutate(), !pairs.isEmpty { pairs.remove(at: Int.random(in: 0..<pairs.count, using: &random)) }
            if mutate(), let some = pairs.randomElement(using: &random) { pairs.append(some) }
            if mutate(), !pairs.isEmpty {
                let at = Int.random(in: 0..<pairs.count, using: &random)
                pairs[at].1 = pick(["<integer>1</integer>", "<true/>", "<dict/>", "<array/>", "<string/>", "<dict></dict>"])
            }
            if mutate() { pairs.append(("x-note", "<string>kept</string>")) }
            if mutate() { pairs.append(("x-dict", "<dict><key>a</key><string>b</string></dict>")) }
            if pairs.isEmpty && mutate() { return "<dict/>" }
            var out = "<dict>\n"
            for (key, value) in pairs {
                out += indent + "\t<key>\(key)</key>\n" + indent + "\t" + value + "\n"
            }
            return out + indent + "</dict>"
        }

        mutating func string(_ base: String) -> String { "<string>" + text(base) + "</string>" }

        mutating func plural(_ name: String, indent: String) -> String {
            var pairs = [pair("NSStringFormatSpecTypeKey", string(mutate() ? "NSStringGenderRuleType" : "NSStringPluralRuleType")),
                         pair("NSStringFormatValueTypeKey", string(mutate() ? "s" : pick(["d", "ld", "lld", "@", "%ld", ".2f", "u"])))]
            for category in pick([["one", "other"], ["one", "few", "many", "other"], ["zero", "one", "two", "other"]]) {
                pairs.append(pair(category, string(pick(["%d \(category)", "%2$@ \(category)", "\(category) %#@\(name)@", "plain", "%lld %@"]))))
            }
            if mutate() { pairs.append(pair(pick(["NSStringVariableWidthRuleType", "NSStringPluralRuleType", "NSStringLocalizedFormatKey"]), string("x"))) }
            return dictionary(pairs, indent: indent)
        }

        mutating func ruleVariable(_ type: String, forms: [String], indent: String) -> String {
            var pairs = [pair("NSStringFormatSpecTypeKey", string(type))]
            if mutate() { pairs.append(pair("NSStringFormatValueTypeKey", string("d"))) }
            for form in forms { pairs.append(pair(form, string("\(form) text"))) }
            return dictionary(pairs, indent: indent)
        }

        /// The pairs of a format dictionary: its format key and variables.
        mutating func formatPairs(indent: String) -> [(String, String)] {
            let names = pick([["n"], ["n", "m"], ["count"]])
            var format = names.map { "%#@\($0)@" }.joined(separator: " ")
            if mutate() { format += pick([" %@", " %1$d", " %#@missing@", " %2$s"]) }
            var pairs = [pair("NSStringLocalizedFormatKey", string(format))]
            for name in names {
                let variable = switch Int.random(in: 0..<4, using: &random) {
                case 0: ruleVariable("NSStringDeviceSpecificRuleType", forms: ["iphone", "mac", "other"], indent: indent + "\t")
                case 1: ruleVariable("NSStringVariableWidthRuleType", forms: ["20", "50"], indent: indent + "\t")
                default: plural(name, indent: indent + "\t")
                }
                pairs.append(pair(name, variable))
            }
            return pairs
        }

        mutating func entry(_ index: Int) -> String {
            let key = mutate() ? "key &lt;\(index)&gt;" : "key \(index)"
            let value: String
            switch Int.random(in: 0..<8, using: &random) {
            case 0:
                value = string("plain \(index)")
            case 1:
                let widths = dictionary([pair("20", string("short")), pair("50", string("longer"))], indent: "\t\t")
                var pairs = [pair("NSStringVariableWidthRuleType", widths)]
                if mutate() { pairs.append(pair("NSStringLocalizedFormatKey", string("%@"))) }
                value = dictionary(pairs, indent: "\t")
            case 2:
                var devices = [pair("iphone", string("Tap")), pair("other", string("Press"))]
                devices.append(pair("mac", dictionary(formatPairs(indent: "\t\t\t"), indent: "\t\t\t")))
                var pairs = [pair("NSStringDeviceSpecificRuleType", dictionary(devices, indent: "\t\t"))]
                if mutate() { pairs.append(pair("NSStringVariableWidthRuleType", "<dict/>")) }
                value = dictionary(pairs, indent: "\t")
            default:
                value = dictionary(formatPairs(indent: "\t"), indent: "\t")
            }
            return "\t<key>\(key)</key>\n\t\(value)\n"
        }
    }
}
