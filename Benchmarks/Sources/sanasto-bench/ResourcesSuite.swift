import Foundation
import StringResources

/// `resources`: parsing and writing a 3 MB String Catalog, ours against Foundation's JSONSerialization.
enum ResourcesSuite {
    static func run() -> [BenchmarkCase] {
        let text = GeneratedCatalog.text()
        let bytes = Array(text.utf8)
        let data = Data(bytes)
        guard let catalog = try? StringCatalog(bytes: bytes),
              let object = try? JSONSerialization.jsonObject(with: data) else {
            fatalError("the generated catalog does not parse")
        }
        let ours = Stopwatch.nanoseconds(operations: 1, repeats: 5) { (try? StringCatalog(bytes: bytes))?.strings.count ?? 0 }
        let peer = Stopwatch.nanoseconds(operations: 1, repeats: 5) { (try? JSONSerialization.jsonObject(with: data)) != nil }
        var parse = BenchmarkCase(name: "parse", oursNanoseconds: ours, peer: "foundation", peerNanoseconds: peer)
        parse.notes["file_bytes"] = Double(bytes.count)
        let peak = Stopwatch.peakHeap { (try? StringCatalog(bytes: bytes))?.strings.count ?? 0 }
        if let peakBytes = peak.bytes { parse.notes["peak_memory_ratio"] = peakBytes / Double(bytes.count) }

        let oursWrite = Stopwatch.nanoseconds(operations: 1, repeats: 5) { catalog.encoded().count }
        let peerWrite = Stopwatch.nanoseconds(operations: 1, repeats: 5) {
            (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]))?.count ?? 0
        }
        return [parse, BenchmarkCase(name: "write", oursNanoseconds: oursWrite, peer: "foundation", peerNanoseconds: peerWrite)]
    }
}
