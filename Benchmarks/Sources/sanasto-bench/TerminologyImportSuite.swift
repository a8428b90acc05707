import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import StringResources
import TerminologyKit

/// `terminology-import`: importing a generated 100,000-concept, 3-language TBX-Basic file into a fresh library
/// (issue 11: at least 50,000 concepts/s, peak memory under 200 MB), and reading it without a library, beside
/// Foundation's `XMLParser` reading the same file.
///
/// Cases: `tbx-read` (parse and build every concept, no library) against XMLParser; `tbx-import` (a teacher's
/// import: one transaction, search index and all); `tbx-import-copy` (a student's copy, which also keeps the
/// whole terminology as the base of later merges). Each figure is wall-clock nanoseconds per concept; the notes
/// give concepts per second by the wall clock and by this process's CPU time (which is what to compare on a
/// shared machine), and the peak resident memory of the process during that case.
enum TerminologyImportSuite {
    static let conceptCount = 100_000

    static func run() -> [BenchmarkCase] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sanasto-bench-import-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("generated.tbx")
            let bytes = try TerminologyImportWorkload.write(count: conceptCount, to: file)
            var cases: [BenchmarkCase] = []

            for (name, mode) in [("tbx-import", ImportOptions.Mode.adopt), ("tbx-import-copy", .copy)] {
                let store = try TerminologyStore(url: folder.appendingPathComponent("\(name).sqlite"))
                PeakMemory.reset()
                let before = PeakMemory.bytes()
                let start = DispatchTime.now().uptimeNanoseconds
                let cpuStart = ProcessCPUTime.nanoseconds()
                let report = try TerminologyImporter(store: store).importFile(at: file, options: ImportOptions(format: .tbx, mode: mode))
                let time = Double(DispatchTime.now().uptimeNanoseconds - start)
                let cpu = ProcessCPUTime.nanoseconds() - cpuStart
                guard report.conceptCount == conceptCount else { fatalError("imported \(report.conceptCount) concepts") }
                var item = BenchmarkCase(name: name, oursNanoseconds: time / Double(conceptCount))
                item.notes["concepts_per_s"] = Double(conceptCount) / (time / 1e9)
                item.notes["cpu_concepts_per_s"] = Double(conceptCount) / (cpu / 1e9)
                if let peak = PeakMemory.bytes() {
                    item.notes["peak_rss_mb"] = peak / 1_048_576
                    if let before { item.notes["rss_before_mb"] = before / 1_048_576 }
                }
                cases.append(item)
                store.close()
            }
            // Reading alone, against Foundation's SAX parser over the same file.
            PeakMemory.reset()
            let readStart = DispatchTime.now().uptimeNanoseconds
            let readCPUStart = ProcessCPUTime.nanoseconds()
            let readCount = try TerminologyImporter.readSnapshot(from: .file(file), options: ImportOptions(format: .tbx)).snapshot.concepts.count
            let readTime = Double(DispatchTime.now().uptimeNanoseconds - readStart)
            let readCPU = ProcessCPUTime.nanoseconds() - readCPUStart
            guard readCount == conceptCount else { fatalError("read \(readCount) concepts") }
            var read = BenchmarkCase(name: "tbx-read", oursNanoseconds: readTime / Double(conceptCount))
            #if canImport(FoundationXML)
            let peerStart = DispatchTime.now().uptimeNanoseconds
            let peerCPUStart = ProcessCPUTime.nanoseconds()
            let counter = EntryCounter()
            let parser = XMLParser(contentsOf: file)
            parser?.delegate = counter
            _ = parser?.parse()
            read.notes["peer_cpu_concepts_per_s"] = Double(conceptCount) / ((ProcessCPUTime.nanoseconds() - peerCPUStart) / 1e9)
            if counter.entries == conceptCount {
                read.peer = "foundation-xmlparser"
                read.peerNanoseconds = Double(DispatchTime.now().uptimeNanoseconds - peerStart) / Double(conceptCount)
            }
            #endif
            read.notes["concepts_per_s"] = Double(conceptCount) / (readTime / 1e9)
            read.notes["cpu_concepts_per_s"] = Double(conceptCount) / (readCPU / 1e9)
            read.notes["file_mb"] = Double(bytes) / 1_048_576
            cases.append(read)

            return cases
        } catch {
            fatalError("terminology-import: \(error)")
        }
    }
}

#if canImport(FoundationXML)
/// Counts the entries Foundation's XMLParser sees (and touches their text, as a reader would).
final class EntryCounter: NSObject, XMLParserDelegate {
    var entries = 0
    var characters = 0

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if elementName == "conceptEntry" { entries += 1 }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        characters += string.utf8.count
    }
}
#endif
