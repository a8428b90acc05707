import Foundation
import Testing
import _SanastoTestSupport

/// Runs the built `xcstrings` executable and compares what it prints with snapshot files.
///
/// A snapshot is `Snapshots/<name>.txt`: the exit code, standard output and standard error of one run.
/// Run the tests with `SNAPSHOT_RECORD=1` to write snapshots anew (then review the diff).
enum XCStringsTool {
    static let runner = _SanastoTestSupport.ToolRunner("xcstrings")
    static let packageRoot = TestPaths.packageRoot
    static let shared = TestPaths.shared
    static var hasShared: Bool { TestPaths.hasShared }
    static let productsDirectory = TestPaths.productsDirectory

    /// Runs `xcstrings` with `arguments`, in `directory` (the package root by default).
    static func run(
        _ arguments: [String], in directory: URL = TestPaths.packageRoot, environment: [String: String] = [:],
        input: String? = nil
    ) throws -> _SanastoTestSupport.ToolRunner.Output {
        try runner.run(arguments, in: directory, environment: environment, input: input)
    }

    /// Runs the tool and compares the result, normalized, with `Snapshots/<name>.txt`.
    static func expectSnapshot(
        _ name: String, _ arguments: [String], in directory: URL = TestPaths.packageRoot,
        environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let output = try run(arguments, in: directory, environment: environment).normalized
        let file = TestPaths.packageRoot.appendingPathComponent("Tests/XCStringsToolTests/Snapshots/\(name).txt")
        try Snapshot.expect(output.description, matches: file, sourceLocation: sourceLocation)
    }

    static func normalize(_ text: String) -> String { _SanastoTestSupport.ToolRunner.normalize(text) }
}
