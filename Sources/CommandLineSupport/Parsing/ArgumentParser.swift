/// Parses command-line words against a ``CommandSpec``.
///
/// Accepts `--name value`, `--name=value`, `-n value`, flags, repeatable options, `--` to end
/// options, and words that look like negative numbers (`-1`, `-0.5`) as positionals.
public enum ArgumentParser {
    /// Parses `arguments` (without the program and subcommand names).
    public static func parse(_ arguments: [String], for spec: CommandSpec) throws(CommandFailure) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if onlyPositionals || !isOption(word) {
                result.positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            if word == "--help" || word == "-h" {
                result.wantsHelp = true
                continue
            }
            var name: Substring
            var inlineValue: String?
            if word.hasPrefix("--") {
                name = word.dropFirst(2)
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = name[..<equals]
                }
            } else {
                name = word.dropFirst()
                if name.count > 1 {
                    inlineValue = String(name.dropFirst())
                    name = name.prefix(1)
                }
            }
            guard let option = lookUp(name, short: !word.hasPrefix("--"), in: spec) else {
                throw .usage("unknown option '\(word)' for '\(spec.name)'")
            }
            switch option.kind {
            case .flag:
                if inlineValue != nil { throw .usage("option --\(option.name) takes no value") }
                result.flags.insert(option.name)
            case .value, .values:
                var values: [String] = []
                if let inlineValue {
                    values.append(inlineValue)
                } else {
                    guard index < arguments.count, !isOption(arguments[index]) || arguments[index] == "-" else {
                        throw .usage("missing value for option --\(option.name) <\(option.valueName)>")
                    }
                    values.append(arguments[index])
                    index += 1
                }
                if option.kind == .values && inlineValue == nil {
                    while index < arguments.count, !isOption(arguments[index]) {
                        values.append(arguments[index])
                        index += 1
                    }
                }
                if option.kind == .value {
                    result.options[option.name] = values
                } else {
                    result.options[option.name, default: []].append(contentsOf: values)
                }
            }
        }
        if result.wantsHelp { return result }
        try checkPositionals(result.positionals, spec: spec)
        return result
    }

    private static func lookUp(_ name: Substring, short: Bool, in spec: CommandSpec) -> OptionSpec? {
        if short {
            return spec.options.first { $0.short.map(String.init) == String(name) }
        }
        return spec.options.first { $0.name == name }
    }

    private static func checkPositionals(_ positionals: [String], spec: CommandSpec) throws(CommandFailure) {
        let required = spec.positionals.filter(\.isRequired)
        if positionals.count < required.count {
            let missing = required[positionals.count...].map { "<\($0.name)>" }.joined(separator: " ")
            throw .usage("missing argument \(missing) for '\(spec.name)'")
        }
        let repeats = spec.positionals.last?.isRepeating ?? false
        if !repeats && positionals.count > spec.positionals.count {
            throw .usage("unexpected argument '\(positionals[spec.positionals.count])' for '\(spec.name)'")
        }
    }

    /// Whether a word is an option rather than a value: it starts with `-` and is not a number.
    static func isOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word != "-" else { return false }
        let rest = word.dropFirst()
        if let first = rest.first, first.isNumber || first == "." { return false }
        return true
    }
}
