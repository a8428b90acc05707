import Foundation
import Testing

/// Runs the built `xcstrings` executable and compares what it prints with snapshot files.
///
/// A snapshot is `Snapshots/<name>.txt`: the exit code, standard output and standard error of one run.
/// Run the tests with `SNAPSHOT_RECORD=1` to write snapshots anew (then review the diff).
struct ToolRunner {
    /// What one run of the tool produced.
    struct Output: Equatable, CustomStringConvertible {
        var exitCode: Int32
        var standardOutput: String
        var standardError: String

        /// The text a snapshot file holds.
        var description: String {
            "exit: \(exitCode)\n--- stdout\n\(standardOutput)\n--- stderr\n\(standardError)\n"
        }
    }

    /// The package root (the folder holding Package.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` next to the package, where CI puts the peer fixtures.
    static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    /// Whether `../shared` exists (conformance suites are skipped without it).
    static var hasShared: Bool { FileManager.default.fileExists(atPath: shared.path) }

    /// The folder holding the built products (the test binary sits next to the executables).
    static let productsDirectory: URL = {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }()

    /// Runs `xcstrings` with `arguments`, in `directory` (the package root by default).
    static func run(
        _ arguments: [String],
        in directory: URL = packageRoot,
        environment: [String: String] = [:],
        input: String? = nil
    ) throws -> Output {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("xcstrings")
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
        // Read both pipes before waiting so that a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(
            exitCode: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self)
        )
    }

    /// Runs the tool and compares the result with `Snapshots/<name>.txt`.
    ///
    /// Paths of the package root and of `../shared` in the output are replaced by `<package>` and
    /// `<shared>`, so snapshots do not depend on where the clone lives.
    static func expectSnapshot(
        _ name: String,
        _ arguments: [String],
        in directory: URL = packageRoot,
        environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var output = try run(arguments, in: directory, environment: environment)
        output.standardOutput = normalize(output.standardOutput)
        output.standardError = normalize(output.standardError)
        let file = packageRoot.appendingPathComponent("Tests/XCStringsToolTests/Snapshots/\(name).txt")
        if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] != nil {
            try Data(output.description.utf8).write(to: file, options: .atomic)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("missing snapshot \(file.lastPathComponent); run with SNAPSHOT_RECORD=1\n\(output)", sourceLocation: sourceLocation)
            return
        }
        #expect(output.description == expected, "snapshot \(name) differs", sourceLocation: sourceLocation)
    }

    static func normalize(_ text: String) -> String {
        text.replacingOccurrences(of: shared.path, with: "<shared>")
            .replacingOccurrences(of: packageRoot.path, with: "<package>")
    }
}
