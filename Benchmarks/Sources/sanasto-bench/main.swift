import CommandLineSupport
import Foundation

/// `sanasto-bench [suite…] [--format text|json]`: runs the named suites (all when none is named)
/// and prints each figure beside its peer's from the same run.
struct SanastoBench: ParsableCommand {
    enum Format: String, CaseIterable, ExpressibleByArgument { case text, json }

    static let suites: [(name: String, run: @Sendable () -> [BenchmarkCase])] = [
        ("plurals", PluralsSuite.run),
        ("resources", ResourcesSuite.run),
        ("stringsdict", StringsdictSuite.run),
        ("format", FormatSuite.run),
        ("lint", LintSuite.run),
        ("startup", StartupSuite.run),
        ("intents", IntentsSuite.run),
        ("qr", QRCodeSuite.run),
        ("extract", ExtractSuite.run),
        ("terminology", TerminologySuite.run),
        ("terminology-import", TerminologyImportSuite.run),
    ] + platformSuites

    #if os(Linux)
    static let platformSuites: [(name: String, run: @Sendable () -> [BenchmarkCase])] = [("http", HTTPSuite.run)]
    #else
    static let platformSuites: [(name: String, run: @Sendable () -> [BenchmarkCase])] = []
    #endif

    static let configuration = CommandConfiguration(
        commandName: "sanasto-bench",
        abstract: "Benchmarks Sanasto against ICU and Foundation in the same run.",
        examples: [.init("swift run -c release --package-path Benchmarks sanasto-bench plurals --format json")])

    @Argument(help: ArgumentHelp("Suites to run: \(SanastoBench.suites.map(\.name).joined(separator: ", ")) (default: all).", valueName: "suite"))
    var names: [String] = []

    @Option(help: "Output format.")
    var format: Format = .text

    func run(console: Console) async throws -> ExitCode {
        for name in names.isEmpty ? Self.suites.map(\.name) : names {
            guard let suite = Self.suites.first(where: { $0.name == name }) else {
                throw CommandFailure.usage("unknown suite '\(name)'; suites: \(Self.suites.map(\.name).joined(separator: ", "))")
            }
            let cases = suite.run()
            console.print(format == .json ? Report.json(suite: name, cases: cases) : Report.text(suite: name, cases: cases))
        }
        return .success
    }
}

// SANASTO_BENCH_WRITE_CATALOGS=folder writes the generated catalogs there (for profiling) and exits.
if let folder = ProcessInfo.processInfo.environment["SANASTO_BENCH_WRITE_CATALOGS"] {
    let url = URL(fileURLWithPath: folder)
    try? FileManager.default.createDirectory(at: url.appendingPathComponent("realworld"), withIntermediateDirectories: true)
    try? FileManager.default.createDirectory(at: url.appendingPathComponent("synthetic"), withIntermediateDirectories: true)
    try? Data(RealWorldCatalog.text.utf8).write(to: url.appendingPathComponent("realworld/Localizable.xcstrings"))
    try? Data(GeneratedCatalog.text().utf8).write(to: url.appendingPathComponent("synthetic/Localizable.xcstrings"))
    exit(0)
}
// SANASTO_BENCH_WRITE_SWIFT_TREE=folder writes the extract suite's Swift tree there (for profiling) and exits.
if let folder = ProcessInfo.processInfo.environment["SANASTO_BENCH_WRITE_SWIFT_TREE"] {
    _ = try? GeneratedSwiftTree.write(to: URL(fileURLWithPath: folder))
    exit(0)
}

await SanastoBench.main()
