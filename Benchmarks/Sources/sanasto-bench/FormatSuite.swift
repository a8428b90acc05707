import Foundation
import Localization
import StringResources

/// `format`: rendering format strings, ours against Foundation's `String(format:)`.
enum FormatSuite {
    static func run() -> [BenchmarkCase] {
        let text = "%@ has %d items"
        let names = ["Kategoria", "Sanasto", "Termit", "Opiskelu"]
        let counts: [Int32] = [0, 1, 40, 1000, 1234567]
        let renderer = FormatRenderer()
        let fi = FormatLocale(identifier: "fi")
        let foundationFi = Locale(identifier: "fi")
        let total = names.count * counts.count
        let rounds = 200

        let parsed = FormatString(parsing: text)
        let timings = Stopwatch.interleaved([
            // Ours parses the format on every call, as a one-off String(format:) does.
            Contestant("ours", operations: total * rounds) {
                var length = 0
                for _ in 0..<rounds {
                    for name in names {
                        for count in counts {
                            let format = FormatString(parsing: text)
                            length &+= renderer.render(format, arguments: [.string(name), .int(Int64(count))], locale: fi).string.utf8.count
                        }
                    }
                }
                return length
            },
            Contestant("foundation", operations: total * 20) {
                var length = 0
                for _ in 0..<20 {
                    for name in names {
                        for count in counts { length &+= String(format: text, locale: foundationFi, name, count).utf8.count }
                    }
                }
                return length
            },
            Contestant("render-only", operations: total * rounds) {
                var length = 0
                for _ in 0..<rounds {
                    for name in names {
                        for count in counts {
                            length &+= renderer.render(parsed, arguments: [.string(name), .int(Int64(count))], locale: fi).string.utf8.count
                        }
                    }
                }
                return length
            },
            // What a one-off call pays to get a parsed format from the text (no cache anywhere).
            Contestant("parse-only", operations: total * rounds) {
                var count = 0
                for _ in 0..<(total * rounds) { count &+= FormatString(parsing: text).segments.count }
                return count
            },
        ])
        let renderOnly = timings[2].median
        let parseOnly = timings[3].median
        var plain = BenchmarkCase(name: "plain", ours: timings[0], peer: "foundation", peerTiming: timings[1])
        plain.notes["render_only_ns"] = renderOnly
        plain.notes["parse_only_ns"] = parseOnly
        // Heap allocations of one parse-and-render call (nil where they cannot be counted): the parsed
        // segments and the result string; parsing reserves its segments once and renders into an inline buffer.
        if let allocations = Stopwatch.allocations({
            renderer.render(FormatString(parsing: text), arguments: [.string(names[0]), .int(Int64(counts[4]))], locale: fi).string
        }) { plain.notes["allocations"] = allocations }

        let unlocalizedTimings = Stopwatch.compare(operations: total * rounds, ours: {
            var length = 0
            for _ in 0..<rounds {
                for name in names {
                    for count in counts {
                        let format = FormatString(parsing: text)
                        length &+= renderer.render(format, arguments: [.string(name), .int(Int64(count))]).string.utf8.count
                    }
                }
            }
            return length
        }, peer: {
            var length = 0
            for _ in 0..<rounds {
                for name in names {
                    for count in counts { length &+= String(format: text, name, count).utf8.count }
                }
            }
            return length
        })
        var unlocalized = BenchmarkCase(name: "unlocalized", ours: unlocalizedTimings.ours, peer: "foundation", peerTiming: unlocalizedTimings.peer)
        if let allocations = Stopwatch.allocations({
            renderer.render(FormatString(parsing: text), arguments: [.string(names[0]), .int(Int64(counts[4]))]).string
        }) { unlocalized.notes["allocations"] = allocations }
        return [plain, unlocalized]
            + LocalizerCases.run()
    }
}

/// The `plural` and `lookup` cases, which need the Localizer (no Foundation peer on Linux, where
/// Foundation crashes on a `.stringsdict` key and ignores catalogs).
enum LocalizerCases {
    /// The terminology example's catalogs, which hold the seed's plural entry.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Terminology")

    static func run() -> [BenchmarkCase] {
        let localizer = Localizer(folder: folder, preferredLanguages: ["fi"])
        let counts = [0, 1, 2, 40, 1000]
        guard localizer.string("term(s) in category", 40) == "Kategoriassa on 40 termiä" else {
            fatalError("the example catalog does not give the seed's Finnish plural: \(localizer.string("term(s) in category", 40))")
        }
        let rounds = 2_000
        let plural = Stopwatch.measure(operations: counts.count * rounds) {
            var length = 0
            for _ in 0..<rounds {
                for count in counts { length &+= localizer.string("term(s) in category", count).utf8.count }
            }
            return length
        }
        let format = localizer.localizedFormat("term(s) in category")
        let pluralFill = Stopwatch.measure(operations: counts.count * rounds) {
            var length = 0
            for _ in 0..<rounds {
                for count in counts { length &+= String(localizedFormat: format, count).utf8.count }
            }
            return length
        }
        let keys = ["Terminologies", "Add Term", "Definition", "Study", "Search terms"]
        let lookup = Stopwatch.measure(operations: keys.count * rounds * 5) {
            var length = 0
            for _ in 0..<rounds * 5 {
                for key in keys { length &+= localizer.string(key).utf8.count }
            }
            return length
        }
        var pluralCase = BenchmarkCase(name: "plural", ours: plural)
        pluralCase.notes["fill_only_ns"] = pluralFill.median
        return [pluralCase, BenchmarkCase(name: "lookup", ours: lookup)]
    }
}
