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

/// Runs a tool: finds the subcommand the words name (through nested groups), parses its arguments, runs it and
/// prints errors, as swift-argument-parser's `main()` does.
///
/// - `tool --help`, `tool -h`, `tool help [<subcommand> …]`, `tool <subcommand> --help`: help on standard output.
/// - `tool --version`: the root's version.
/// - A group's global options are accepted before the subcommand's name and handed to the subcommand, which
///   includes them with ``OptionGroup`` (every subcommand of the group must; one that does not is a bug, exit 70).
/// - A usage error is one line, `tool sub: error: message (usage: tool sub <arg> [<options>])`, exit 64; another
///   ``CommandFailure`` is `tool sub: error: message` with its exit code; an unexpected error exits 70.
public struct CommandLineTool: Sendable {
    /// The root command (a group, or a single command).
    public let root: any ParsableCommand.Type

    /// A tool whose root is `root`.
    public init(root: any ParsableCommand.Type) {
        self.root = root
    }

    /// Runs with the process's arguments and environment, then exits with the result.
    public func main() async -> Never {
        let environment = ProcessInfo.processInfo.environment
        let code = await run(Array(CommandLine.arguments.dropFirst()), console: .standard(environment: environment))
        exit(code.rawValue)
    }

    /// Runs the command `arguments` name (without the tool's own name) and returns its exit code; never exits.
    public func run(_ arguments: [String], console: Console) async -> ExitCode {
        var command = root
        var path = [root.commandName]
        var words = arguments[...]
        // Global options given before a subcommand's name, handed on to it.
        var carried: [String] = []
        while !command.configuration.subcommands.isEmpty {
            let definitions = ArgumentDefinitions.of(command)
            guard let word = words.first else {
                // A group alone: its help, as an error (something was expected).
                console.printError(HelpGenerator.help(for: command, path: path), terminator: "")
                return .usage
            }
            if word == "--help" || word == "-h" {
                console.print(HelpGenerator.help(for: command, path: path), terminator: "")
                return .success
            }
            if word == "--version", let version = command.configuration.version {
                console.print(version)
                return .success
            }
            if word == "help" {
                return help(Array(words.dropFirst()), from: command, path: path, console: console)
            }
            if ArgumentParser.looksLikeOption(word) {
                let span: Int
                do {
                    span = try ArgumentParser.optionSpan(Array(words), definitions: definitions)
                } catch let failure {
                    return fail(failure as any Error, path: path, usage: HelpGenerator.usage(for: command, path: path), console: console)
                }
                carried += words.prefix(span)
                words = words.dropFirst(span)
                continue
            }
            let names = command.configuration.subcommands.map { $0.commandName }
            guard let subcommand = command.configuration.subcommands.first(where: { $0.commandName == word }) else {
                let hint = Suggestion.closest(to: word, in: names).map { "did you mean '\($0)'?" } ?? "see '\(path.joined(separator: " ")) --help'"
                console.printError("\(path.joined(separator: " ")): error: unknown subcommand '\(word)'; \(hint)")
                return .usage
            }
            command = subcommand
            path.append(subcommand.commandName)
            words = words.dropFirst()
        }
        // A global option reaches a subcommand through the subcommand's `@OptionGroup` of the group's options.
        let accepted = ArgumentDefinitions.of(command)
        for word in carried where word.hasPrefix("-") && ArgumentParser.looksLikeOption(word) {
            do {
                _ = try ArgumentParser.optionSpan([word, "value"], definitions: accepted)
            } catch {
                console.printError("\(path.joined(separator: " ")): error: '\(word)' is a global option that this command does not include (declare it with @OptionGroup)")
                return .software
            }
        }
        return await runLeaf(command, carried + words, path: path, console: console)
    }

    private func runLeaf(_ type: any ParsableCommand.Type, _ words: [String], path: [String], console: Console) async -> ExitCode {
        let usage = HelpGenerator.usage(for: type, path: path)
        let command: any ParsableCommand
        do {
            guard let parsed = try Self.parse(type, words) else {
                console.print(HelpGenerator.help(for: type, path: path), terminator: "")
                return .success
            }
            command = parsed
        } catch {
            return fail(error, path: path, usage: usage, console: console)
        }
        do {
            return try await command.run(console: console)
        } catch {
            return fail(error, path: path, usage: usage, console: console)
        }
    }

    /// A parsed and validated command, or `nil` when help was asked for.
    static func parse(_ type: any ParsableCommand.Type, _ words: [String]) throws -> (any ParsableCommand)? {
        var command = type.init()
        let result = try ArgumentParser.parse(words, definitions: ArgumentDefinitions.of(command))
        if result.wantsHelp { return nil }
        do {
            try ArgumentDefinitions.validate(&command)
        } catch let failure as CommandFailure {
            throw failure
        } catch let code as ExitCode {
            throw code
        } catch {
            // A validation error is about how the command was called.
            throw CommandFailure.usage("\(error)")
        }
        return command
    }

    /// `help`, `help <subcommand> …`: the help of the command named, on standard output.
    private func help(_ topics: [String], from group: any ParsableCommand.Type, path: [String], console: Console) -> ExitCode {
        var command = group
        var path = path
        for topic in topics {
            guard let subcommand = command.configuration.subcommands.first(where: { $0.commandName == topic }) else {
                let names = command.configuration.subcommands.map { $0.commandName }
                let hint = Suggestion.closest(to: topic, in: names).map { "; did you mean '\($0)'?" } ?? ""
                console.printError("\(path.joined(separator: " ")): error: unknown subcommand '\(topic)'\(hint)")
                return .usage
            }
            command = subcommand
            path.append(subcommand.commandName)
        }
        console.print(HelpGenerator.help(for: command, path: path), terminator: "")
        return .success
    }

    private func fail(_ error: any Error, path: [String], usage: String, console: Console) -> ExitCode {
        let name = path.joined(separator: " ")
        switch error {
        case let failure as CommandFailure where failure.exitCode == .usage:
            // One line, so that CI logs and editors show the error and how to call the command together.
            console.printError("\(name): error: \(failure.message) (usage: \(usage))")
            return .usage
        case let failure as CommandFailure:
            console.printError("\(name): error: \(failure.message)")
            return failure.exitCode
        case let code as ExitCode:
            return code
        default:
            console.printError("\(name): error: \(error)")
            return .software
        }
    }
}
