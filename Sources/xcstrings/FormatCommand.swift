import CommandLineSupport
import Foundation
import StringResources

/// `xcstrings format <catalog>… [--check]`: rewrites catalogs in Xcode's canonical layout.
struct FormatCommand: Command {
    static let spec = CommandSpec(
        name: "format",
        abstract: "Rewrite String Catalogs in Xcode's canonical layout (key order, indentation, escaping).",
        discussion: """
            Each catalog is parsed and written back the way Xcode writes it, atomically, only when that
            changes it. A catalog that fails to parse is reported and left untouched (exit 65). With
            --check nothing is written: the catalogs that would change are listed and the exit code is 1.
            Folders are searched for .xcstrings files.
            """,
        positionals: [
            PositionalSpec("catalog", help: "Catalogs (.xcstrings) or folders of them.", isRepeating: true),
        ],
        options: [
            .flag("check", help: "Write nothing; list the catalogs that would change and exit 1 if any would."),
        ],
        examples: [
            (command: "xcstrings format Resources/Localizable.xcstrings", explanation: "Rewrite one catalog in place"),
            (command: "xcstrings format --check Examples/Terminology", explanation: "Fail in CI when a catalog is not in Xcode's layout"),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let check = arguments.flag("check")
        let files = try InputFiles.find(arguments.positionals, extensions: ["xcstrings"])
        if files.isEmpty {
            throw CommandFailure.noInput("no .xcstrings files in \(arguments.positionals.joined(separator: ", "))")
        }
        for file in files where (file as NSString).pathExtension.lowercased() != "xcstrings" {
            throw CommandFailure.usage("\(file) is not a String Catalog (.xcstrings)")
        }
        var failed = false
        var changed: [String] = []
        for file in files {
            let url = URL(fileURLWithPath: file)
            let original: [UInt8]
            do {
                original = Array(try Data(contentsOf: url))
            } catch {
                throw CommandFailure.noInput("cannot read \(file): \(error.localizedDescription)")
            }
            let catalog: StringCatalog
            do {
                catalog = try StringCatalog(bytes: original)
            } catch {
                console.printError(error.inFile(file).description)
                failed = true
                continue
            }
            let formatted = catalog.encoded()
            guard formatted != original else { continue }
            changed.append(file)
            if check {
                // Where the first difference is, and the command that fixes it, for whoever reads the CI log.
                let offset = original.indices.first { $0 >= formatted.count || original[$0] != formatted[$0] } ?? original.count
                let position = SourcePosition(offset: offset, in: original)
                console.print("\(file):\(position.line):\(position.column): not in Xcode's layout from here; run 'xcstrings format \(file)'")
                continue
            }
            do {
                try AtomicFile.write(Data(formatted), to: url)
            } catch {
                throw CommandFailure("cannot write \(file): \(error.localizedDescription)", exitCode: .cantCreate)
            }
            console.print("formatted \(file)")
        }
        if failed { return .dataError }
        return check && !changed.isEmpty ? .failure : .success
    }
}
