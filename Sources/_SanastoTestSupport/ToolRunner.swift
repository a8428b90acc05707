import Foundation

/// Runs a built executable of the package (or an installed program), as a user would, and collects what it
/// printed.
public struct ToolRunner: Sendable {
    /// What one run produced.
    public struct Output: Equatable, Sendable, CustomStringConvertible {
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

    /// Runs the executable with `arguments` in `directory` (the package root by default), with `NO_COLOR=1`
    /// and `environment` added to this process's environment, feeding `input` to its standard input.
    public func run(
        _ arguments: [String], in directory: URL = TestPaths.packageRoot, environment: [String: String] = [:],
        input: String? = nil
    ) throws -> Output {
        let process = Process()
        process.executableURL = installedLocation ?? TestPaths.productsDirectory.appendingPathComponent(executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (name, value) in environment { env[name] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        // Both pipes are drained before waiting, so that a large output cannot block the child.
        let errorData = PipeDrain(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errorData.wait()
        process.waitUntilExit()
        return Output(
            exitCode: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }

    /// `text` with the package root and `../shared` written `<package>` and `<shared>`.
    public static func normalize(_ text: String) -> String {
        text.replacingOccurrences(of: TestPaths.shared.path, with: "<shared>")
            .replacingOccurrences(of: TestPaths.packageRoot.path, with: "<package>")
    }
}

/// Reads a pipe to its end on another thread.
private final class PipeDrain: @unchecked Sendable {
    private let group = DispatchGroup()
    private var data = Data()

    init(_ handle: FileHandle) {
        DispatchQueue.global().async(group: group) { [self] in data = handle.readDataToEndOfFile() }
    }

    func wait() -> Data {
        group.wait()
        return data
    }
}
