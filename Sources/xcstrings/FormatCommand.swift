import CommandLineSupport
import StringResources
import XCStringsKit

/// `xcstrings format <catalog>… [--check]`: rewrites catalogs in Xcode's canonical layout.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Rewrite String Catalogs in Xcode's canonical layout (key order, indentation, escaping).",
        discussion: """
            Each catalog is parsed and written back the way Xcode writes it, atomically, only when that changes it. \
            A catalog that fails to parse is reported and left untouched (exit 65). With --check nothing is written: \
            the catalogs that would change are listed and the exit code is 1. Folders are searched for .xcstrings \
            files.
            """,
        examples: [
            .init("xcstrings format Resources/Localizable.xcstrings", "Rewrite one catalog in place"),
            .init("xcstrings format --check Examples/Terminology", "Fail in CI when a catalog is not in Xcode's layout"),
        ])

    @Argument(help: ArgumentHelp("Catalogs (.xcstrings), folders of them, or glob patterns.", valueName: "catalog"))
    var catalogs: [String]

    @Flag(help: "Write nothing; list the catalogs that would change and exit 1 if any would.")
    var check = false

    func run(console: Console) async throws -> ExitCode {
        let files = try console.perform { () throws(XCStringsError) in try CatalogFormatter.catalogs(catalogs) }
        let formatter = CatalogFormatter(checkOnly: check)
        var failed = false
        var changed = false
        for file in files {
            let result = try console.perform { () throws(XCStringsError) in try formatter.format(file) }
            switch result.outcome {
            case .unchanged:
                continue
            case .unparsed(let error):
                console.printDiagnostics([error.diagnostic])
                failed = true
            case .changed(let position):
                changed = true
                guard check else {
                    console.print("formatted \(file)")
                    continue
                }
                // Where the first difference is, and the command that fixes it, for whoever reads the CI log.
                let location = DiagnosticLocation(file: file, position: position)
                console.print(console.diagnosticPrinter().line(
                    Diagnostic(.error, "not in Xcode's layout from here; run 'xcstrings format \(file)'", location: location)))
            }
        }
        if failed { return .dataError }
        return check && changed ? .failure : .success
    }
}
