import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A tool made of subcommands (`xcstrings lint …`), which dispatches to the one named.
public struct CommandGroup {
    /// The tool's name as typed.
    public var name: String
    /// One line saying what the tool does.
    public var abstract: String
    /// The version printed by `--version`.
    public var version: String
    /// The subcommands, in the order `--help` lists them.
    public var commands: [any Command.Type]

    /// Creates a tool from its subcommands.
    public init(name: String, abstract: String, version: String, commands: [any Command.Type]) {
        self.name = name
        self.abstract = abstract
        self.version = version
        self.commands = commands
    }

    /// The help text listing every subcommand.
    public var help: String {
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(name) <subcommand> [<arguments>] [<options>]", "", "SUBCOMMANDS:"]
        for command in commands {
            lines.append(HelpFormatter.row(command.spec.name, command.spec.abstract))
        }
        lines.append("")
        lines.append("  See '\(name) help <subcommand>' or '\(name) <subcommand> --help' for detailed help.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs the subcommand that `arguments` names and returns the exit code; never exits itself.
    public func run(_ arguments: [String], console: Console) -> ExitCode {
        guard let first = arguments.first else {
            console.printError(help, terminator: "")
            return .usage
        }
        switch first {
        case "--help", "-h":
            console.print(help, terminator: "")
            return .success
        case "--version":
            console.print(version)
            return .success
        case "help":
            guard let topic = arguments.dropFirst().first else {
                console.print(help, terminator: "")
                return .success
            }
            guard let command = command(named: topic) else { return fail(.usage("unknown subcommand '\(topic)'"), console) }
            console.print(HelpFormatter.help(for: command.spec, toolName: name), terminator: "")
            return .success
        default:
            break
        }
        guard let command = command(named: first) else {
            return fail(.usage("unknown subcommand '\(first)'; see '\(name) --help'"), console)
        }
        do {
            let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: command.spec)
            if parsed.wantsHelp {
                console.print(HelpFormatter.help(for: command.spec, toolName: name), terminator: "")
                return .success
            }
            return try command.run(parsed, console: console)
        } catch let failure as CommandFailure {
            if failure.exitCode == .usage {
                // One line, so that CI logs and editors show the error and how to call the command together.
                console.printError(
                    "\(name) \(command.spec.name): error: \(failure.message) (usage: \(HelpFormatter.usage(for: command.spec, toolName: name)))")
                return .usage
            }
            return fail(failure, console, subcommand: command.spec.name)
        } catch let code as ExitCode {
            return code
        } catch {
            return fail(CommandFailure("\(error)", exitCode: .software), console, subcommand: command.spec.name)
        }
    }

    /// Runs with the process's arguments and environment, then exits with the result.
    public func main() -> Never {
        let environment = ProcessInfo.processInfo.environment
        let code = run(Array(CommandLine.arguments.dropFirst()), console: .standard(environment: environment))
        exit(code.rawValue)
    }

    private func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.spec.name == name }
    }

    private func fail(_ failure: CommandFailure, _ console: Console, subcommand: String? = nil) -> ExitCode {
        let prefix = subcommand.map { "\(name) \($0)" } ?? name
        console.printError("\(prefix): error: \(failure.message)")
        return failure.exitCode
    }
}
