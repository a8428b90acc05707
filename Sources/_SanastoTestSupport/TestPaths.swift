import Foundation

/// Where the package and the shared conformance material are, found from this file's path.
///
/// `../shared` sits beside the clone in CI and in the workspace; suites that read it skip themselves (and say
/// so) where it is absent, and `.ci/run` fails when it is missing so that CI cannot skip them.
public enum TestPaths {
    /// The package root (the folder holding Package.swift).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` next to the package, or the folder `SANASTO_SHARED` names (for a worktree that does not sit
    /// beside `shared`).
    public static let shared = ProcessInfo.processInfo.environment["SANASTO_SHARED"].map { URL(fileURLWithPath: $0) }
        ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    /// `../shared/fixtures`, the peer fixtures and real-world files, read in place.
    public static let sharedFixtures = shared.appendingPathComponent("fixtures")

    /// Whether `../shared` exists.
    public static var hasShared: Bool { FileManager.default.fileExists(atPath: shared.path) }

    /// The folder `Tests/<target>/Fixtures` of a test target (the fixtures written for the project).
    public static func fixtures(of testTarget: String) -> URL {
        packageRoot.appendingPathComponent("Tests/\(testTarget)/Fixtures")
    }

    /// The folder holding the built products (the test bundle sits next to the executables).
    public static let productsDirectory: URL = {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }()
}
