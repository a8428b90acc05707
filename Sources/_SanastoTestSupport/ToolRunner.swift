import Foundation

/// Runs a built executable of the package (or an installed program), as a user would, and collects what it
/// printed.
public struct ToolRunner: Sendable {
    /// What one run produced.
    public struct Output: Equatable, Sendable, CustomStringConvertible {
        /// The exit status, or 128 + the number of the signal that ended the program (as a shell reports it).
        public var exitCode: Int32
        public var standardOutput: String
        public var standardError: String

        public init(exitCode: Int32, standardOutput: String, standardError: String) {
            self.exitCode = exitCode
            self.standardOutput = standardOutput
            self.standardError = standardError
        }

        /// The text a snapshot file holds.
        public var description: String {
            "exit: \(exitCode)\n--- stdout\n\(standardOutput)\n--- stderr\n\(standardError)\n"
        }

        /// The output with the package root and `../shared` written `<package>` and `<shared>`, so that
        /// snapshots do not depend on where the clone lives.
        public var normalized: Output {
            Output(
                exitCode: exitCode, standardOutput: ToolRunner.normalize(standardOutput),
                standardError: ToolRunner.normalize(standardError))
        }
    }

    /// The executable's name among the built products (`xcstrings`, `sanasto`).
    public var executable: String
    /// Where the executable is, when it is an installed program rather than a built product.
    private var installedLocation: URL?

    public init(_ executable: String) { self.executable = executable }

    /// The installed program `name` found on `PATH` (`zbarimg`, `python3`), or nil where it is not installed;
    /// tests that need it skip, saying so, when this is nil.
    public static func installed(_ name: String) -> ToolRunner? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                var runner = ToolRunner(name)
                runner.installedLocation = candidate
                return runner
            }
        }
        return nil
    }

    /// The installed program at `path` (Debian's `/usr/bin/python3`, whose packages a test needs, rather than
    /// whichever `python3` comes first on `PATH`), or nil where it is not there.
    public static func installed(at path: String) -> ToolRunner? {
        let location = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: location.path, isDirectory: &isFolder), !isFolder.boolValue,
              FileManager.default.isExecutableFile(atPath: location.path) else { return nil }
        var runner = ToolRunner(location.lastPathComponent)
        runner.installedLocation = location
        return runner
    }

    /// Runs the executable with `arguments` in `directory` (the package root by default), with `NO_COLOR=1`
    /// and `environment` added to this process's environment, feeding `input` to its standard input.
    public func run(
        _ arguments: [String], in directory: URL = TestPaths.packageRoot, environment: [String: String] = [:],
        input: String? = nil
    ) throws -> Output {
        try run(arguments, in: directory, environment: environment, input: Data((input ?? "").utf8))
    }

    /// Runs the executable as `run(_:in:environment:input:)` does, feeding it the bytes `input`.
    public func run(
        _ arguments: [String], in directory: URL = TestPaths.packageRoot, environment: [String: String] = [:],
        input: Data
    ) throws -> Output {
        let child = try start(arguments, in: directory, environment: environment)
        let result = try child.communicate(input: input)
        return Output(
            exitCode: result.exitCode, standardOutput: String(decoding: result.standardOutput, as: UTF8.self),
            standardError: String(decoding: result.standardError, as: UTF8.self))
    }

    /// Starts the executable as `run` does and returns at once, for a test that talks to it while it runs
    /// (reads what it prints, sends it signals). Every test starts programs through here: see `ChildProcess`.
    public func start(
        _ arguments: [String], in directory: URL = TestPaths.packageRoot, environment: [String: String] = [:],
        standardInput: ChildProcess.Stream = .pipe, standardOutput: ChildProcess.Stream = .pipe,
        standardError: ChildProcess.Stream = .pipe
    ) throws -> ChildProcess {
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (name, value) in environment { env[name] = value }
        return try ChildProcess(
            executable: installedLocation ?? TestPaths.productsDirectory.appendingPathComponent(executable),
            arguments: arguments, directory: directory, environment: env, standardInput: standardInput,
            standardOutput: standardOutput, standardError: standardError)
    }

    /// `text` with the package root and `../shared` written `<package>` and `<shared>`.
    public static func normalize(_ text: String) -> String {
        text.replacingOccurrences(of: TestPaths.shared.path, with: "<shared>")
            .replacingOccurrences(of: TestPaths.packageRoot.path, with: "<package>")
    }
}
