import CommandLineSupport
import Foundation
import StringResources
import XCStringsKit

/// `xcstrings extract <sources>… --output <folder or catalog>`: Xcode's string extraction, off Xcode.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Extract localizable strings from Swift sources into String Catalogs, as Xcode's build does.",
        discussion: """
            Reads .swift files with a Swift lexer, no compiler: folders recursively, skipping hidden folders, \
            DerivedData, Pods, Carthage and test folders (Tests, *Tests) unless --include-tests. Finds what \
            Xcode extracts: String(localized:), LocalizedStringResource, NSLocalizedString, SwiftUI's Text, \
            Button, Label, Toggle, navigationTitle, LocalizedStringKey and other titles, App Intents' titles, \
            descriptions, parameters, display representations and dialogs, and App Shortcut phrases (into \
            AppShortcuts.xcstrings). Keys are formed as Apple forms them (%lld, %lf, %@); where the type of an \
            interpolation cannot be told, the key has %@ and a note says so. Each table goes to <Table>.xcstrings \
            in the output folder, or to the one catalog given: new keys are added, keys no longer in the source \
            become stale (never deleted), manual keys and translations are left alone. Catalogs are written \
            atomically, in the layout 'xcstrings format' writes. A source that cannot be read as Swift is \
            reported with its position and nothing is written (exit 65).
            """,
        examples: [
            .init("xcstrings extract Sources/App --output Sources/App/Resources",
                  "Update Localizable.xcstrings (and other tables) next to the app's sources"),
            .init("xcstrings extract Sources --output Resources/Localizable.xcstrings --dry-run",
                  "Show what would change in one catalog"),
            .init("xcstrings extract Sources/App --output Sources/App/Resources --check",
                  "Fail in CI when a catalog is missing strings the code uses"),
        ])

    @Argument(help: ArgumentHelp("Swift files or folders of them.", valueName: "source"))
    var sources: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder of catalogs, or one .xcstrings file.", valueName: "folder-or-catalog"))
    var output: String

    @Option(help: ArgumentHelp("The development language of catalogs created.", valueName: "language"))
    var sourceLanguage = "en"

    @Flag(help: "Write nothing; print the keys that would be added, become stale or change.")
    var dryRun = false

    @Flag(help: "Write nothing; exit 1 when a catalog is out of date with the sources (for CI).")
    var check = false

    @Flag(help: "Also read test folders (Tests, *Tests).")
    var includeTests = false

    func run(console: Console) async throws -> ExitCode {
        let outputPath = output
        guard !outputPath.isEmpty else { throw CommandFailure.usage("--output needs a folder or a .xcstrings file") }
        guard !sourceLanguage.isEmpty, !sourceLanguage.contains("/") else {
            throw CommandFailure.usage("invalid --source-language '\(sourceLanguage)'")
        }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: outputPath, isDirectory: &isFolder)
        let output: ExtractionPlan.Output
        if outputPath.lowercased().hasSuffix(".xcstrings") {
            guard !(exists && isFolder.boolValue) else { throw CommandFailure.usage("--output \(outputPath) is a folder") }
            output = .catalog(outputPath)
        } else {
            guard !exists || isFolder.boolValue else {
                throw CommandFailure.usage("--output \(outputPath) is a file but not a String Catalog (.xcstrings)")
            }
            output = .folder(outputPath)
        }
        let sources: [String]
        do {
            sources = try SwiftSourceDiscovery.find(self.sources, includesTests: includeTests)
        } catch {
            throw CommandFailure.noInput("\(error.path): \(error.reason)")
        }
        guard !sources.isEmpty else { throw CommandFailure.noInput("no .swift files in \(self.sources.joined(separator: ", "))") }

        let plan: ExtractionPlan
        do {
            plan = try ExtractionPlan.make(sources: sources, output: output, sourceLanguage: sourceLanguage)
        } catch {
            console.printError(error.description)
            return .dataError
        }
        console.printDiagnostics(plan.findings.map(\.diagnostic))
        for catalog in plan.catalogs where catalog.isOutOfDate {
            if dryRun {
                if catalog.original == nil { console.print("\(catalog.path): would be created") }
                for change in catalog.changes { console.print("\(catalog.path): \(change)") }
                if catalog.changes.isEmpty { console.print("\(catalog.path): would be rewritten in Xcode's layout") }
            } else if check {
                console.print("\(catalog.path): out of date with the sources (\(catalog.changes.count) changes); run 'xcstrings extract'")
            }
        }
        if plan.hasErrors { return .dataError }
        let outOfDate = plan.catalogs.filter(\.isOutOfDate)
        if dryRun || check { return check && !outOfDate.isEmpty ? .failure : .success }
        do {
            try plan.write()
        } catch {
            throw CommandFailure("cannot write \(outputPath): \(error.localizedDescription)", exitCode: .cantCreate)
        }
        for catalog in outOfDate {
            let counts = Dictionary(grouping: catalog.changes, by: \.kind).mapValues(\.count)
            let summary = ExtractionChange.Kind.allCases.compactMap { kind in counts[kind].map { "\($0) \(kind.rawValue)" } }
            console.print("\(catalog.path): " + (summary.isEmpty ? "rewritten" : summary.joined(separator: ", ")))
        }
        return .success
    }
}
