import Foundation
import Testing

/// Compares text with a snapshot file kept in the repository.
///
/// Run the tests with `SNAPSHOT_RECORD=1` to write snapshots anew, then review the diff.
public enum Snapshot {
    /// Expects `actual` to equal the contents of `file`, or writes it there when recording.
    public static func expect(
        _ actual: String, matches file: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] != nil {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file, options: .atomic)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record(
                "missing snapshot \(file.lastPathComponent); run with SNAPSHOT_RECORD=1\n\(actual)",
                sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "snapshot \(file.lastPathComponent) differs", sourceLocation: sourceLocation)
    }
}
