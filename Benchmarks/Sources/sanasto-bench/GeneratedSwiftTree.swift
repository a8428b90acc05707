import Foundation

/// A synthetic Swift source tree like an app's: SwiftUI views, Foundation strings, App Intents and model
/// code with comments, multi-line and raw literals and `#if` blocks, 200 lines a file.
enum GeneratedSwiftTree {
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

    /// One file of exactly 200 lines.
    static func file(_ n: Int) -> String {
        var out: [String] = [
            "import SwiftUI",
            "import AppIntents",
            "",
            "/// Screen number \(n): a list of items with a header, a toolbar and an intent.",
            "struct Screen\(n)View: View {",
            "    @State private var count: Int = \(n)",
            "    @State private var ratio: Double = 0.5",
            "    let title: LocalizedStringKey",
            "    let items: [String]",
            "",
            "    var body: some View {",
            "        NavigationStack {",
            "            List {",
        ]
        // 14 lines a block, 8 blocks.
        for block in 0..<8 {
            let key = "screen\(n).block\(block)"
            out += [
                "                // Block \(block): a section with a localized header and rows.",
                "                Section(\"Section \(block) of screen \(n)\") {",
                "                    Text(\"\\(count) items in block \(block)\", comment: \"Row count of block \(block)\")",
                "                    Text(\"Progress: \\(ratio, specifier: \"%.1f\")% for \(key)\")",
                "                    Button(\"Refresh block \(block) of \(n)\") { count += 1 }",
                "                    Label(\"Favorite \(block)\", systemImage: \"star\")",
                "                    Toggle(\"Enabled \(block) on \(n)\", isOn: .constant(true))",
                "                    Text(verbatim: \"debug-\(key)\")",
                "                    let local = items.filter { $0.hasPrefix(\"a\") }.count * \(block + 1)",
                "                    Text(String(localized: \"\(key).detail\", defaultValue: \"Details for \\(local) things\", comment: \"Detail row\"))",
                "                    /* Text(\"commented out \(block)\") */",
                "                    Text(NSLocalizedString(\"\(key).legacy\", tableName: \"Legacy\", value: \"Legacy %@\", comment: \"Old API\"))",
                "                    Image(systemName: \"circle\") // not localizable",
                "                }",
            ]
        }
        out += [
            "            }",
            "            .navigationTitle(\"Screen \(n)\")",
            "            .toolbar { Button(\"Done\") { } }",
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
            "    static var title: LocalizedStringResource = \"Open screen \(n)\"",
            "    static var description = IntentDescription(\"Opens screen \(n) of the app.\")",
            "    @Parameter(title: \"Item\", requestValueDialog: \"Which item on screen \(n)?\") var item: String",
            "",
            "    func perform() async throws -> some IntentResult & ProvidesDialog {",
            "        let matches = try /item-(\\d+)/.firstMatch(in: item) != nil",
            "        return .result(dialog: \"Opened \\(item) on screen \(n)\")",
            "    }",
            "}",
            "",
        ]
        // Model code without strings to localize, up to 200 lines.
        var filler = 0
        while out.count < 199 {
            out.append("func helper\(n)_\(filler)(_ value: Int) -> Int { value &* \(filler + 3) &+ \(n) } // arithmetic")
            filler += 1
        }
        out.append("// end of screen \(n)")
        return out.joined(separator: "\n")
    }
}
