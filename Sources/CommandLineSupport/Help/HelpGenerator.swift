/// Generates `--help` text and usage lines from a command's declarations and configuration.
///
/// The layout is swift-argument-parser's: `OVERVIEW`, the discussion, `USAGE`, `ARGUMENTS`, `OPTIONS` (and a
/// section per titled ``OptionGroup``), `SUBCOMMANDS` for a group, then `EXAMPLES`. Help texts start at column 28
/// and wrap at 80 columns; an option's accepted values and default are added to its help.
public enum HelpGenerator {
    /// The width help text is wrapped to.
    public static let width = 80
    /// The column where help texts start.
    public static let helpColumn = 28

    /// The help of `command`, reached by `path` (the tool's name, then each subcommand's: `["xcstrings", "lint"]`).
    public static func help(for command: any ParsableCommand.Type, path: [String]) -> String {
        let configuration = command.configuration
        let definitions = visible(ArgumentDefinitions.of(command))
        var lines: [String] = []
        lines.append(contentsOf: wrap("OVERVIEW: " + configuration.abstract, width: width, indent: ""))
        if !configuration.discussion.isEmpty {
            lines.append("")
            lines.append(contentsOf: wrapParagraphs(configuration.discussion))
        }
        lines.append("")
        lines.append("USAGE: " + usage(for: command, path: path))

        let positionals = definitions.filter { !$0.isNamed }
        if !positionals.isEmpty {
            lines.append("")
            lines.append("ARGUMENTS:")
            for definition in positionals {
                let name = "<\(definition.valueName)>" + (definition.isRepeatingPositional ? " ..." : "")
                lines.append(contentsOf: row(name, helpText(definition)))
            }
        }

        let named = definitions.filter(\.isNamed)
        var sections: [String?] = [nil]
        for definition in named where !sections.contains(definition.sectionTitle) { sections.append(definition.sectionTitle) }
        let isGroup = !configuration.subcommands.isEmpty
        for section in sections {
            let members = named.filter { $0.sectionTitle == section }
            if section != nil && members.isEmpty { continue }
            lines.append("")
            lines.append((section?.uppercased() ?? "OPTIONS") + ":")
            for definition in members { lines.append(contentsOf: row(optionName(definition), helpText(definition))) }
            if section == nil {
                if isGroup, configuration.version != nil { lines.append(contentsOf: row("--version", "Show the version.")) }
                lines.append(contentsOf: row("-h, --help", "Show help information."))
            }
        }

        if isGroup {
            lines.append("")
            lines.append("SUBCOMMANDS:")
            for subcommand in configuration.subcommands where subcommand.configuration.shouldDisplay {
                lines.append(contentsOf: row(subcommand.commandName, subcommand.configuration.abstract))
            }
            lines.append("")
            let topic = path.dropFirst().map { $0 + " " }.joined()
            lines.append(contentsOf: wrap("  See '\(path.first ?? "") help \(topic)<subcommand>' for detailed help.", width: width, indent: "  "))
        }

        if !configuration.examples.isEmpty {
            lines.append("")
            lines.append("EXAMPLES:")
            for example in configuration.examples {
                if !example.explanation.isEmpty { lines.append(contentsOf: wrap("  # " + example.explanation, width: width, indent: "  # ")) }
                // Commands stay on one line, so that they can be copied.
                lines.append("  $ " + example.command)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The one-line usage: `xcstrings preview <catalog-or-folder> <key> [<options>]`, required options spelled out.
    public static func usage(for command: any ParsableCommand.Type, path: [String]) -> String {
        var parts = [path.joined(separator: " ")]
        if !command.configuration.subcommands.isEmpty {
            parts.append("<subcommand>")
            return parts.joined(separator: " ")
        }
        let definitions = visible(ArgumentDefinitions.of(command))
        for definition in definitions where !definition.isNamed {
            var text = "<\(definition.valueName)>"
            if definition.isRepeatingPositional { text += " ..." }
            parts.append(definition.isRequired ? text : "[\(text)]")
        }
        for definition in definitions where definition.isNamed && definition.isRequired {
            let name = definition.longName.map { "--\($0)" } ?? definition.shortName.map { "-\($0)" } ?? definition.label
            parts.append("\(name) <\(definition.valueName)>")
        }
        if definitions.contains(where: { $0.isNamed && !$0.isRequired }) { parts.append("[<options>]") }
        return parts.joined(separator: " ")
    }

    private static func visible(_ definitions: [ArgumentDefinition]) -> [ArgumentDefinition] {
        definitions.filter { !$0.help.isHidden }
    }

    /// `-l, --locale <locale> ...`, `--strict`, `--color, --no-color`.
    static func optionName(_ definition: ArgumentDefinition) -> String {
        var names: [String] = []
        if let short = definition.shortName { names.append("-\(short)") }
        if let long = definition.longName { names.append("--\(long)") }
        if case .flag(_, true) = definition.kind, let long = definition.longName { names.append("--no-\(long)") }
        var text = names.joined(separator: ", ")
        if case .option(let isRepeatable) = definition.kind {
            text += " <\(definition.valueName)>"
            if isRepeatable { text += " ..." }
        }
        return text
    }

    /// The help line with the accepted values and the default: `Output format. (values: text, json; default: text)`.
    static func helpText(_ definition: ArgumentDefinition) -> String {
        var extras: [String] = []
        if !definition.allowedValues.isEmpty { extras.append("values: " + definition.allowedValues.joined(separator: ", ")) }
        if let value = definition.defaultDescription, !value.isEmpty { extras.append("default: " + value) }
        let abstract = definition.help.abstract
        guard !extras.isEmpty else { return abstract }
        return (abstract.isEmpty ? "" : abstract + " ") + "(" + extras.joined(separator: "; ") + ")"
    }

    /// A name and its help: the help at ``helpColumn``, wrapped; a long name puts the help on the next line.
    static func row(_ name: String, _ help: String) -> [String] {
        let padded = "  " + name
        let indent = String(repeating: " ", count: helpColumn)
        let helpLines = wrap(help, width: width - helpColumn, indent: "")
        guard let first = helpLines.first, !help.isEmpty else { return [padded] }
        var lines: [String]
        if padded.count >= helpColumn {
            lines = [padded, indent + first]
        } else {
            lines = [padded + String(repeating: " ", count: helpColumn - padded.count) + first]
        }
        lines += helpLines.dropFirst().map { indent + $0 }
        return lines
    }

    /// Each line of `text` longer than ``width`` wrapped at spaces, its continuations indented as it is; short
    /// lines, blank lines and the paragraphs' own line breaks are kept.
    static func wrapParagraphs(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            let indent = String(line.prefix { $0 == " " })
            return wrap(String(line), width: width, indent: indent)
        }
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word gets a line of its own);
    /// lines after the first start with `indent`.
    static func wrap(_ text: String, width: Int, indent: String) -> [String] {
        guard text.count > width else { return [text] }
        var lines: [String] = []
        var current = ""
        let leading = String(text.prefix { $0 == " " })
        for word in text.dropFirst(leading.count).split(separator: " ", omittingEmptySubsequences: true) {
            let prefix = lines.isEmpty ? leading : indent
            if current.isEmpty {
                current = prefix + word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = indent + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
