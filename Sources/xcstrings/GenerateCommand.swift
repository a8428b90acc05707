import CommandLineSupport
import XCStringsKit

extension AccessorGenerator.ResourceBundle: ExpressibleByArgument {}
extension AccessorGenerator.AccessLevel: ExpressibleByArgument {}

/// `xcstrings generate <catalog>… --output Strings.swift`: typed Swift accessors for catalog keys.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate typed Swift accessors (LocalizedStringResource) for the keys of String Catalogs.",
        discussion: """
            Each catalog becomes a struct nested in LocalizedStringResource, reached through a static property named \
            for its table, with one accessor per key: 'term(s) in category' becomes termsInCategory, and \
            String(localized: .localizable.termsInCategory(40)) looks the key up. Arguments are typed from the \
            source language's format specifiers (%lld Int, %d Int32, %@ String, %lf and %f Double), positions and \
            substitutions included; the key's comment is the accessor's doc comment. Keys whose names collide keep \
            them in the order of the keys, numbered from 2; Swift keywords are escaped. Stale keys and keys with \
            generatesSymbol false get no accessor; a key whose arguments cannot be typed is reported and left out. \
            The file is written atomically, and only when it changes. The SwiftPM plugin XCStringsPlugin runs this \
            for every catalog of a target, with --bundle module.
            """,
        examples: [
            .init("xcstrings generate Resources/Localizable.xcstrings --output Sources/App/Strings.swift",
                  "Accessors looked up in the main bundle"),
            .init("xcstrings generate Sources/Kit/Resources --output Sources/Kit/Strings.swift --bundle module --access-level public",
                  "Public accessors for a package target's own resources (Bundle.module)"),
        ])

    @Argument(help: ArgumentHelp("Catalogs (.xcstrings), folders of them, or glob patterns.", valueName: "catalog"))
    var catalogs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The Swift file to write.", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("Where the strings are looked up: main (the app's bundle) or module (Bundle.module).", valueName: "bundle"))
    var bundle: AccessorGenerator.ResourceBundle = .main

    @Option(help: ArgumentHelp("The access level of the accessors: internal, package or public.", valueName: "level"))
    var accessLevel: AccessorGenerator.AccessLevel = .internal

    func run(console: Console) async throws -> ExitCode {
        guard output.hasSuffix(".swift") else { throw CommandFailure.usage("--output \(output) is not a .swift file") }
        let files = try console.perform { () throws(XCStringsError) in try CatalogFormatter.catalogs(catalogs) }
        let generator = AccessorGenerator(bundle: bundle, accessLevel: accessLevel)
        let result = try console.perform { () throws(XCStringsError) in try generator.generate(catalogs: files, output: output) }
        console.printDiagnostics(result.findings)
        if result.wasWritten {
            console.print("wrote \(output) (\(result.accessorCount) \(result.accessorCount == 1 ? "accessor" : "accessors"))")
        }
        return .success
    }
}
