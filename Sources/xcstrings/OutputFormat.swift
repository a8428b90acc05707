import CommandLineSupport

/// The `--format` of the commands that print results: for people, or JSON.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
}
