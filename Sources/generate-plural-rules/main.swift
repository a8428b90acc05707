import CommandLineSupport
import Foundation

// generate-plural-rules <cldr-dir> [<output-dir>]: only argument handling; the work is PluralRuleCodeGenerator's.
let spec = CommandSpec(
    name: "generate-plural-rules",
    abstract: "Compile CLDR plural rules (plurals.json, ordinals.json, pluralRanges.json) into Swift.",
    discussion: "Writes \(PluralRuleCodeGenerator.defaultOutput)/*+Generated.swift; files that did not change are left alone.",
    positionals: [
        PositionalSpec("cldr-dir", help: "The folder holding CLDR's plurals.json, ordinals.json and pluralRanges.json."),
        PositionalSpec("output-dir", help: "Where to write (default: \(PluralRuleCodeGenerator.defaultOutput)).", isRequired: false),
    ],
    examples: [(command: PluralRuleCodeGenerator.command, explanation: "Regenerate the committed files from CLDR 48")]
)
let console = Console.standard(environment: ProcessInfo.processInfo.environment)
let exitCode: ExitCode
do {
    let arguments = try ArgumentParser.parse(Array(CommandLine.arguments.dropFirst()), for: spec)
    if arguments.wantsHelp {
        console.print(HelpFormatter.help(for: spec, toolName: spec.name), terminator: "")
        exitCode = .success
    } else {
        let input = URL(fileURLWithPath: arguments.positional(0) ?? ".")
        let output = URL(fileURLWithPath: arguments.positional(1) ?? PluralRuleCodeGenerator.defaultOutput)
        do {
            let files = try PluralRuleCodeGenerator(cldrDirectory: input).generate()
            let changed = try PluralRuleCodeGenerator.write(files, to: output)
            console.print(changed.isEmpty ? "\(spec.name): up to date" : "\(spec.name): wrote \(changed.joined(separator: ", "))")
            exitCode = .success
        } catch let failure as PluralRuleCodeGenerator.Failure {
            console.printError("\(failure.location): error: \(failure.message)")
            exitCode = failure.isMissingInput ? .noInput : .dataError
        } catch {
            console.printError("\(spec.name): error: \(error.localizedDescription)")
            exitCode = .cantCreate
        }
    }
} catch {
    console.printError("\(spec.name): error: \(error.message)")
    console.printError("Usage: \(HelpFormatter.usage(for: spec, toolName: spec.name))")
    exitCode = .usage
}
exit(exitCode.rawValue)
