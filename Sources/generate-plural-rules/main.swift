import CommandLineSupport
import Foundation

/// `generate-plural-rules <cldr-dir> [<output-dir>]`: only argument handling; the work is PluralRuleCodeGenerator's.
struct GeneratePluralRules: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-plural-rules",
        abstract: "Compile CLDR plural rules (plurals.json, ordinals.json, pluralRanges.json) into Swift.",
        discussion: "Writes \(PluralRuleCodeGenerator.defaultOutput)/*+Generated.swift; files that did not change are left alone.",
        examples: [.init(PluralRuleCodeGenerator.command, "Regenerate the committed files from CLDR 48")])

    @Argument(help: ArgumentHelp("The folder holding CLDR's plurals.json, ordinals.json and pluralRanges.json.", valueName: "cldr-dir"))
    var cldrDirectory: String

    @Argument(help: ArgumentHelp("Where to write.", valueName: "output-dir"))
    var outputDirectory = PluralRuleCodeGenerator.defaultOutput

    func run(console: Console) async throws -> ExitCode {
        let name = Self.commandName
        do {
            let files = try PluralRuleCodeGenerator(cldrDirectory: URL(fileURLWithPath: cldrDirectory)).generate()
            let changed = try PluralRuleCodeGenerator.write(files, to: URL(fileURLWithPath: outputDirectory))
            console.print(changed.isEmpty ? "\(name): up to date" : "\(name): wrote \(changed.joined(separator: ", "))")
            return .success
        } catch let failure as PluralRuleCodeGenerator.Failure {
            console.printError("\(failure.location): error: \(failure.message)")
            return failure.isMissingInput ? .noInput : .dataError
        } catch {
            throw CommandFailure("\(error.localizedDescription)", exitCode: .cantCreate)
        }
    }
}

await GeneratePluralRules.main()
