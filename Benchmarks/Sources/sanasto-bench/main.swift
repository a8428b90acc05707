import CommandLineSupport
import Foundation

/// `sanasto-bench [suite…] [--format text|json]`: runs the named suites (all when none is named)
/// and prints each figure beside its peer's from the same run.
let suites: [(name: String, run: () -> [BenchmarkCase])] = [
    ("plurals", PluralsSuite.run),
    ("resources", ResourcesSuite.run),
    ("stringsdict", { [ResourcesSuite.stringsdict()] }),
    ("format", FormatSuite.run),
    ("lint", LintSuite.run),
    ("startup", StartupSuite.run),
    ("intents", IntentsSuite.run),
]

let spec = CommandSpec(
    name: "sanasto-bench",
    abstract: "Benchmarks Sanasto against ICU and Foundation in the same run.",
    positionals: [PositionalSpec("suite", help: "Suites to run: \(suites.map(\.name).joined(separator: ", ")) (default: all).", isRequired: false, isRepeating: true)],
    options: [OptionSpec("format", help: "text or json.")],
    examples: [("swift run -c release --package-path Benchmarks sanasto-bench plurals --format json", "")]
)

// SANASTO_BENCH_WRITE_CATALOGS=folder writes the generated catalogs there (for profiling) and exits.
if let folder = ProcessInfo.processInfo.environment["SANASTO_BENCH_WRITE_CATALOGS"] {
    let url = URL(fileURLWithPath: folder)
    try? FileManager.default.createDirectory(at: url.appendingPathComponent("realworld"), withIntermediateDirectories: true)
    try? FileManager.default.createDirectory(at: url.appendingPathComponent("synthetic"), withIntermediateDirectories: true)
    try? Data(RealWorldCatalog.text.utf8).write(to: url.appendingPathComponent("realworld/Localizable.xcstrings"))
    try? Data(GeneratedCatalog.text().utf8).write(to: url.appendingPathComponent("synthetic/Localizable.xcstrings"))
    exit(0)
}

do {
    let arguments = try ArgumentParser.parse(Array(CommandLine.arguments.dropFirst()), for: spec)
    if arguments.wantsHelp {
        print(HelpFormatter.help(for: spec, toolName: "sanasto-bench"), terminator: "")
        exit(0)
    }
    let format = try arguments.choice("format", of: ["text", "json"], default: "text")
    let names = arguments.positionals.isEmpty ? suites.map(\.name) : arguments.positionals
    for name in names {
        guard let suite = suites.first(where: { $0.name == name }) else {
            throw CommandFailure.usage("unknown suite '\(name)'; suites: \(suites.map(\.name).joined(separator: ", "))")
        }
        let cases = suite.run()
        print(format == "json" ? Report.json(suite: name, cases: cases) : Report.text(suite: name, cases: cases))
    }
} catch let failure as CommandFailure {
    FileHandle.standardError.write(Data("sanasto-bench: error: \(failure.message)\n".utf8))
    exit(failure.exitCode.rawValue)
} catch {
    FileHandle.standardError.write(Data("sanasto-bench: error: \(error)\n".utf8))
    exit(70)
}
