import CommandLineSupport
import Foundation

// generate-plural-rules <cldr-dir> [<output-dir>]: writes Sources/PluralRules/Generated/*+Generated.swift.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") || arguments.isEmpty || arguments.count > 2 {
    let usage = """
        USAGE: generate-plural-rules <cldr-dir> [<output-dir>]

        Reads plurals.json, ordinals.json and pluralRanges.json from <cldr-dir> and writes compiled Swift
        to <output-dir> (default: \(PluralRuleCodeGenerator.defaultOutput)).

        EXAMPLE:
          $ \(PluralRuleCodeGenerator.command)

        """
    let isHelp = arguments.contains("--help") || arguments.contains("-h")
    FileHandle.standardError.write(Data(usage.utf8))
    exit(isHelp ? ExitCode.success.rawValue : ExitCode.usage.rawValue)
}
let input = URL(fileURLWithPath: arguments[0])
let output = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : PluralRuleCodeGenerator.defaultOutput)
do {
    let files = try PluralRuleCodeGenerator(cldrDirectory: input).generate()
    let changed = try PluralRuleCodeGenerator.write(files, to: output)
    print(changed.isEmpty ? "generate-plural-rules: up to date" : "generate-plural-rules: wrote \(changed.joined(separator: ", "))")
} catch {
    FileHandle.standardError.write(Data("generate-plural-rules: error: \(error)\n".utf8))
    exit(ExitCode.dataError.rawValue)
}
