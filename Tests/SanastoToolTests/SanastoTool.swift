import _SanastoTestSupport
import Foundation

/// Runs the built `sanasto` on a library of its own (in a temporary folder), in one language environment, and
/// records each command and what it printed for a snapshot.
final class SanastoTool: @unchecked Sendable {
    let folder: TemporaryFolder
    let library: URL
    /// The language variables the process gets (the test process's own are replaced).
    var environment: [String: String]
    private(set) var log = ""
    private let runner = ToolRunner("sanasto")

    init(environment: [String: String] = ["LANG": "en_US.UTF-8"]) throws {
        folder = try TemporaryFolder(prefix: "sanasto-tool")
        library = folder.appending("library.sqlite")
        self.environment = environment
    }

    /// Runs `sanasto --library <library> <arguments>` and returns its output, paths and ids normalized.
    @discardableResult
    func run(_ arguments: [String], input: String? = nil, library: Bool = true) throws -> ToolRunner.Output {
        var env = ["LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "", "SANASTO_LIBRARY": "",
                   "XDG_DATA_HOME": folder.appending("data").path, "HOME": folder.url.path]
        for (name, value) in environment { env[name] = value }
        let output = try runner.run((library ? ["--library", self.library.path] : []) + arguments, environment: env, input: input)
        let normalized = ToolRunner.Output(
            exitCode: output.exitCode, standardOutput: normalize(output.standardOutput), standardError: normalize(output.standardError))
        log += "$ sanasto " + arguments.map(Self.quoted).joined(separator: " ") + "\n"
        log += "exit: \(normalized.exitCode)\n" + normalized.standardOutput
        if !normalized.standardError.isEmpty { log += "--- stderr\n" + normalized.standardError }
        log += "\n"
        return normalized
    }

    /// `text` with the library's folder written `<tmp>`, ids `<id>` and times `<time>`.
    func normalize(_ text: String) -> String {
        var text = text.replacingOccurrences(of: folder.url.path, with: "<tmp>")
        text = text.replacingOccurrences(of: #"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"#, with: "<id>", options: .regularExpression)
        text = text.replacingOccurrences(of: #"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z"#, with: "<time>", options: .regularExpression)
        return text
    }

    static func quoted(_ word: String) -> String {
        word.contains(where: { " '\"$".contains($0) }) || word.isEmpty ? "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" : word
    }
}
