import Foundation

/// A synthetic Swift source tree like an app's: SwiftUI views, Foundation strings, App Intents and model
/// code with comments, multi-line and raw literals, regex literals and `#if` blocks, 200 lines a file.
///
/// Localizable strings are about as dense as in real apps, somewhat denser: NetNewsWire's app sources have
/// about 9 extracted keys per 1,000 lines and Ice Cubes' about 17; this tree has 40 (8 per file), most
/// lines being model code and literals that are not localizable (log messages, keys, identifiers).
enum GeneratedSwiftTree {
    /// The localizable strings each file has.
    static let stringsPerFile = 8

    /// Writes `files` files of 200 lines under `folder` (in 10 subfolders); returns the number of lines.
    static func write(to folder: URL, files: Int = 500) throws -> Int {
        var lines = 0
        for index in 0..<files {
            let subfolder = folder.appendingPathComponent("Feature\(index % 10)")
            try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
            let text = file(index)
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
            try Data(text.utf8).write(to: subfolder.appendingPathComponent("Screen\(index).swift"))
        }
        return lines
    }

    /// One file of exactly 200 lines with ``stringsPerFile`` localizable strings.
    static func file(_ n: Int) -> String {
        var out: [String] = [
            "import SwiftUI",
            "import AppIntents",
            "",
            "/// Screen number \(n): a list of items with a header, a toolbar and an intent.",
            "struct Screen\(n)View: View {",
            "    @State private var count: Int = \(n)",
            "    @State private var ratio: Double = 0.5",
            "    let items: [String]",
            "",
            "    var body: some View {",
            "        NavigationStack {",
            "            List {",
            "                Section(\"Recent on screen \(n)\") {",                                    // 1
            "                    Text(\"\\(count) items, \\(ratio, specifier: \"%.1f\")% done\", comment: \"Progress of screen \(n)\")", // 2
            "                    Text(verbatim: \"debug-\(n)\")",
            "                    Button(\"Refresh \(n)\") { count += 1 }",                                 // 3
            "                    /* Text(\"commented out \(n)\") */",
            "                    Image(systemName: \"circle\") // not localizable",
            "                }",
            "            }",
            "            .navigationTitle(\"Screen \(n)\")",                                            // 4
            "        }",
            "    }",
            "}",
            "",
            "#if os(iOS)",
            "private let note\(n) = \"\"\"",
            "    A multi-line note for screen \(n),",
            "      indented, with \\(\"nested\") interpolation.",
            "    \"\"\"",
            "#else",
            "private let note\(n) = #\"Raw \\d+ text \\#(\(n))\"#",
            "#endif",
            "",
            "struct Open\(n)Intent: AppIntent {",
            "    static var title: LocalizedStringResource = \"Open screen \(n)\"",                     // 5
            "    @Parameter(title: \"Item\", requestValueDialog: \"Which item on screen \(n)?\") var item: String", // 6, 7
            "",
            "    func perform() async throws -> some IntentResult & ProvidesDialog {",
            "        let matches = try /item-(\\d+)/.firstMatch(in: item) != nil",
            "        print(\"perform \\(matches) for screen \(n)\")",
            "        return .result(dialog: \"Opened \\(item) on screen \(n)\")",                      // 8
            "    }",
            "}",
            "",
            "/// The model behind screen \(n).",
            "final class Screen\(n)Model {",
            "    private var cache: [String: Int] = [\"screen\": \(n), \"version\": 2]",
            "    private let queue = DispatchQueue(label: \"com.example.screen\(n)\")",
        ]
        // Model code without strings to localize, up to 200 lines.
        var filler = 0
        while out.count < 198 {
            switch filler % 4 {
            case 0: out.append("    func value\(filler)(_ key: String) -> Int { cache[key, default: \(filler)] &* 3 } // lookup")
            case 1: out.append("    func log\(filler)() { print(\"model \(n) step \(filler): \\(cache.count) entries\") }")
            case 2: out.append("    var flag\(filler): Bool { cache[\"flag-\(filler)\"] != nil && \(filler) / 2 > 0 }")
            default: out.append("    func update\(filler)(_ value: Int) { queue.sync { cache[\"k\(filler)\"] = value + \(filler) } }")
            }
            filler += 1
        }
        out.append("}")
        out.append("// end of screen \(n)")
        return out.joined(separator: "\n")
    }
}
