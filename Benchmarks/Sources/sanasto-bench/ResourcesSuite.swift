import CSimdjsonShim
import Foundation
import StringResources

/// `resources`: parsing and writing String Catalogs — the synthetic 3 MB one and the real-world-shaped
/// 8 MB one — ours against what a Swift developer would otherwise use: `JSONDecoder`/`JSONEncoder` with a
/// `Codable` model of the schema, and `JSONSerialization`. The ratio is against the stronger (faster) of the
/// two; the other's figure is a note. simdjson's DOM parse and walk is a reference where it is installed.
/// Parse results are freed after each repetition's clock stops, for all contestants alike; the figures with
/// the free timed are notes (`ours_with_free_mb_s`, `…_with_free_ns`).
enum ResourcesSuite {
    static func run() -> [BenchmarkCase] {
        [("synthetic", GeneratedCatalog.text()), ("realworld", RealWorldCatalog.text)].flatMap { name, text in
            cases(name: name, text: text)
        } + StringsdictSuite.run()
    }

    static func cases(name: String, text: String) -> [BenchmarkCase] {
        let bytes = Array(text.utf8)
        let data = Data(bytes)
        guard let catalog = try? StringCatalog(bytes: bytes),
              let object = try? JSONSerialization.jsonObject(with: data),
              let codable = try? JSONDecoder().decode(CodableCatalog.self, from: data) else {
            fatalError("the \(name) catalog does not parse")
        }
        let simdjson = sanasto_simdjson_open(bytes, bytes.count)
        defer { sanasto_simdjson_close(simdjson) }
        // Each repetition's result is kept until the clock stops and freed outside the timed region, for every
        // contestant alike (simdjson reuses its parser and frees nothing anyway): the case's figures and ratio.
        // The same parses with the free timed are run beside them and reported as `*_with_free_*` notes.
        var contestants = [
            Contestant("ours", freesAfterTiming: true) { try? StringCatalog(bytes: bytes) as Any },
            Contestant("jsonserialization", freesAfterTiming: true) { try? JSONSerialization.jsonObject(with: data) as Any },
            Contestant("jsondecoder", freesAfterTiming: true) { try? JSONDecoder().decode(CodableCatalog.self, from: data) as Any },
            Contestant("index_only", freesAfterTiming: true) { try? JSONDocument(bytes: bytes) as Any },
            Contestant("ours_with_free") { (try? StringCatalog(bytes: bytes))?.strings.count ?? 0 },
            Contestant("jsonserialization_with_free") { (try? JSONSerialization.jsonObject(with: data)) != nil },
            Contestant("jsondecoder_with_free") { (try? JSONDecoder().decode(CodableCatalog.self, from: data))?.strings.count ?? 0 },
        ]
        if let simdjson {
            contestants.append(Contestant("simdjson") { () -> Int64 in
                var stringBytes: UInt64 = 0
                return sanasto_simdjson_parse_walk(simdjson, &stringBytes)
            })
        }
        let parseTimings = Stopwatch.interleaved(contestants)
        var parse = strongerPeer(name: "parse/\(name)", ours: parseTimings[0],
                                 peers: [("jsonserialization", parseTimings[1]), ("jsondecoder", parseTimings[2])])
        parse.notes["frees_after_timing"] = 1
        parse.notes["file_bytes"] = Double(bytes.count)
        parse.notes["ours_mb_s"] = parseTimings[0].megabytesPerSecond(bytes: bytes.count)
        parse.notes["index_only_mb_s"] = parseTimings[3].megabytesPerSecond(bytes: bytes.count)
        parse.notes["ours_with_free_mb_s"] = parseTimings[4].megabytesPerSecond(bytes: bytes.count)
        parse.notes["jsonserialization_with_free_ns"] = parseTimings[5].median
        parse.notes["jsondecoder_with_free_ns"] = parseTimings[6].median
        if parseTimings.count > 7 { parse.notes["simdjson_mb_s"] = parseTimings[7].megabytesPerSecond(bytes: bytes.count) }
        let peak = Stopwatch.peakHeap { (try? StringCatalog(bytes: bytes))?.strings.count ?? 0 }
        if let peakBytes = peak.bytes { parse.notes["peak_memory_ratio"] = peakBytes / Double(bytes.count) }

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let writeTimings = Stopwatch.interleaved([
            Contestant("ours") { catalog.encoded().count },
            Contestant("jsonserialization") {
                (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))?.count ?? 0
            },
            Contestant("jsonencoder") { (try? encoder.encode(codable))?.count ?? 0 },
        ])
        var write = strongerPeer(name: "write/\(name)", ours: writeTimings[0],
                                 peers: [("jsonserialization", writeTimings[1]), ("jsonencoder", writeTimings[2])])
        let written = catalog.encoded()
        write.notes["ours_mb_s"] = writeTimings[0].megabytesPerSecond(bytes: written.count)
        // Xcode's own layout read back must give the same bytes (the real-world catalog is written in it).
        write.notes["round_trip_identical"] = written == bytes ? 1 : 0
        return [parse, write]
    }

    /// A case against the faster of several peers, the slower ones' medians as notes.
    static func strongerPeer(name: String, ours: Timing, peers: [(String, Timing)]) -> BenchmarkCase {
        let sorted = peers.sorted { $0.1.median < $1.1.median }
        var item = BenchmarkCase(name: name, ours: ours, peer: sorted[0].0, peerTiming: sorted[0].1)
        for (peer, timing) in sorted.dropFirst() { item.notes["\(peer)_ns"] = timing.median }
        return item
    }
}
