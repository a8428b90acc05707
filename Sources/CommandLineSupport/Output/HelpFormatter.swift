/// Renders `--help` text for commands and command groups.
public enum HelpFormatter {
    /// The help text of one command; `toolName` is prefixed in the usage line.
    public static func help(for spec: CommandSpec, toolName: String) -> String {
        var lines: [String] = []
        lines.append("OVERVIEW: \(spec.abstract)")
        if !spec.discussion.isEmpty {
            lines.append("")
            lines.append(spec.discussion)
        }
        lines.append("")
        lines.append("USAGE: \(usage(for: spec, toolName: toolName))")
        if !spec.positionals.isEmpty {
            lines.append("")
            lines.append("ARGUMENTS:")
            for positional in spec.positionals {
                let name = "<\(positional.name)>" + (positional.isRepeating ? " ..." : "")
                lines.append(row(name, positional.help))
            }
        }
        lines.append("")
        lines.append("OPTIONS:")
        for option in spec.options {
            var name = option.short.map { "-\($0), " } ?? ""
            name += "--\(option.name)"
            if option.kind != .flag { name += " <\(option.valueName)>" }
            if option.kind == .values { name += " ..." }
            lines.append(row(name, option.help))
        }
        lines.append(row("-h, --help", "Show help information."))
        if !spec.examples.isEmpty {
            lines.append("")
            lines.append("EXAMPLES:")
            for example in spec.examples {
                if !example.explanation.isEmpty { lines.append("  # \(example.explanation)") }
                lines.append("  $ \(example.command)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The one-line usage of a command.
    public static func usage(for spec: CommandSpec, toolName: String) -> String {
        var parts = [toolName == spec.name ? toolName : "\(toolName) \(spec.name)"]
        for positional in spec.positionals {
            var text = "<\(positional.name)>"
            if positional.isRepeating { text += " ..." }
            parts.append(positional.isRequired ? text : "[\(text)]")
        }
        if !spec.options.isEmpty { parts.append("[<options>]") }
        return parts.joined(separator: " ")
    }

    static func row(_ name: String, _ help: String) -> String {
        let padded = "  " + name
        if padded.count >= 28 { return padded + "\n" + String(repeating: " ", count: 28) + help }
        return padded + String(repeating: " ", count: 28 - padded.count) + help
    }
}
