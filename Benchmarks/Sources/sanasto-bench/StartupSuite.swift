import Foundation
import Localization
import StringResources

/// `startup`: what an app pays at launch — from `Localizer(folder:)` to the first rendered plural string on
/// the real-world-shaped 8 MB, 38-language catalog, for one preferred language — beside our bare parse of
/// the same file. The ratio is parse time / start-up time (≥ 0.67 means start-up within 1.5× a parse);
/// `retained_memory_ratio` is the heap the localizer holds after that first string, over the file's size.
enum StartupSuite {
    static func run() -> [BenchmarkCase] {
        let text = RealWorldCatalog.text
        let bytes = Array(text.utf8)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sanasto-bench-startup-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Localizable.xcstrings")
        guard (try? Data(bytes).write(to: file)) != nil else { fatalError("cannot write \(file.path)") }

        let key = RealWorldCatalog.pluralKey
        func firstString() -> String {
            Localizer(folder: folder, preferredLanguages: ["fi"]).string(key, 3)
        }
        guard firstString() == RealWorldCatalog.expectedFinnishPlural else {
            fatalError("the real-world catalog gives '\(firstString())', expected '\(RealWorldCatalog.expectedFinnishPlural)'")
        }
        let timings = Stopwatch.interleaved([
            Contestant("startup") { firstString() },
            Contestant("parse") { (try? StringCatalog(bytes: bytes))?.strings.count ?? 0 },
        ])
        // The case's "peer" is our own bare parse: ratio = parse / start-up.
        var startup = BenchmarkCase(name: "first-string", ours: timings[0], peer: "our-parse", peerTiming: timings[1])
        startup.notes["file_bytes"] = Double(bytes.count)
        let retained = Stopwatch.retainedHeap { () -> Localizer in
            let localizer = Localizer(folder: folder, preferredLanguages: ["fi"])
            blackHole(localizer.string(key, 3))
            return localizer
        }
        withExtendedLifetime(retained.result) {}
        if let held = retained.bytes { startup.notes["retained_memory_ratio"] = held / Double(bytes.count) }
        let peak = Stopwatch.peakHeap { firstString() }
        if let peakBytes = peak.bytes { startup.notes["peak_memory_ratio"] = peakBytes / Double(bytes.count) }
        return [startup]
    }
}
