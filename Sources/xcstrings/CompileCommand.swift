import CommandLineSupport
import Foundation
import StringResources

/// `xcstrings compile`: turns a String Catalog into `.lproj` `.strings` and `.stringsdict` files.
struct CompileCommand: Command {
    static let spec = CommandSpec(
        name: "compile",
        abstract: "Compile a String Catalog to .lproj .strings and .stringsdict files, as xcstringstool does.",
        discussion: """
            Writes <language>.lproj/<Table>.strings and <Table>.stringsdict under the output folder for \
            every language of the catalog, so that any Foundation-based run time can read them: plural and \
            device variations and substitutions go to the .stringsdict, plain strings to the .strings file. \
            Translations in state 'new' are not compiled; entries marked 'Don't translate' are compiled in \
            the source language only. Each file is written atomically; nothing is written when the catalog \
            fails to parse.
            """,
        positionals: [
            PositionalSpec("catalog", help: "The .xcstrings file."),
        ],
        options: [
            OptionSpec("output-directory", short: "o", valueName: "folder", help: "Where the <language>.lproj folders go."),
            OptionSpec("table", short: "t", valueName: "name", help: "The table name (default: the catalog's file name)."),
            .flag("no-comments", help: "Leave the catalog's comments out of the files, as Xcode's compiled files do."),
        ],
        examples: [
            ("xcstrings compile Resources/Localizable.xcstrings --output-directory Build/Resources",
             "Writes Build/Resources/en.lproj/Localizable.strings, fi.lproj/Localizable.stringsdict…"),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard let catalogPath = arguments.positional(0) else { throw CommandFailure.usage("missing argument <catalog>") }
        guard let outputPath = arguments.value("output-directory"), !outputPath.isEmpty else {
            throw CommandFailure.usage("missing option --output-directory <folder>")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: catalogPath, isDirectory: &isFolder) else {
            throw CommandFailure.noInput("no such file: \(catalogPath)")
        }
        guard !isFolder.boolValue else { throw CommandFailure.usage("\(catalogPath) is a folder, not a .xcstrings file") }
        // A .strings or .stringsdict file would otherwise fail as malformed JSON, which says nothing useful.
        guard (catalogPath as NSString).pathExtension.lowercased() == "xcstrings" else {
            throw CommandFailure.usage("\(catalogPath) is not a String Catalog (.xcstrings); compile turns a catalog into .lproj tables")
        }
        if FileManager.default.fileExists(atPath: outputPath, isDirectory: &isFolder), !isFolder.boolValue {
            throw CommandFailure.usage("--output-directory \(outputPath) is a file")
        }
        let tableName = arguments.value("table") ?? ((catalogPath as NSString).lastPathComponent as NSString).deletingPathExtension
        guard !tableName.isEmpty else { throw CommandFailure.usage("--table needs a name") }

        let catalog: StringCatalog
        do {
            catalog = try StringCatalog(contentsOf: URL(fileURLWithPath: catalogPath))
        } catch {
            console.printError(relative(error.description))
            throw ExitCode.dataError
        }
        let compilation = CatalogCompilation(
            catalog: catalog, file: catalogPath,
            options: CatalogCompilation.Options(includesComments: !arguments.flag("no-comments")))
        for note in compilation.notes { console.printError(relative(note.description)) }
        do {
            try compilation.write(to: URL(fileURLWithPath: outputPath, isDirectory: true), tableName: tableName)
        } catch let error as ResourceError {
            // The catalog names a language that cannot be a folder: malformed data, nothing written.
            console.printError(relative(error.inFile(catalogPath).description))
            throw ExitCode.dataError
        } catch {
            throw CommandFailure("cannot write into \(outputPath): \(error.localizedDescription)", exitCode: .cantCreate)
        }
        for path in compilation.relativePaths(tableName: tableName) {
            console.print((outputPath as NSString).appendingPathComponent(path))
        }
        return .success
    }

    /// `text` with the current folder's path removed from the file paths it names.
    private static func relative(_ text: String) -> String {
        text.replacingOccurrences(of: FileManager.default.currentDirectoryPath + "/", with: "")
    }
}
