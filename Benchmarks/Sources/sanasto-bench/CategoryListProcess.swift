import Foundation
import TerminologyKit

/// `sanasto category list` on the demo library, as a whole process: spawned, the library opened, the category list
/// rendered in Finnish with the seed's plural lines, and exited. Target: under 50 ms.
///
/// The executable is the main package's release build (`swift build -c release --product sanasto`, found at
/// `../.build/release/sanasto`, or `$SANASTO_EXECUTABLE`); without it the figure is skipped, saying so. The peer is
/// the `sqlite3` shell (Debian's sqlite3) running the same category counts on the same file, when installed: what
/// starting a process and querying the library costs without Sanasto.
enum CategoryListProcess {
    static let runs = 31

    static func measure() -> BenchmarkCase? {
        guard let executable = sanastoExecutable() else {
            FileHandle.standardError.write(Data(
                "sanasto-bench: terminology: no release sanasto (swift build -c release --product sanasto); category list skipped\n".utf8))
            return nil
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sanasto-bench-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("library.sqlite")
        do {
            try DemoLibrary.fill(library)
        } catch {
            FileHandle.standardError.write(Data("sanasto-bench: terminology: cannot build the demo library: \(error)\n".utf8))
            return nil
        }
        let arguments = ["--library", library.path, "--lang", "fi", "category", "list"]
        // The figure means nothing unless the process shows the seed's lines.
        guard let output = run(executable, arguments), output.contains("Kategoriassa on"), output.contains("Ei termejä tässä kategoriassa") else {
            FileHandle.standardError.write(Data("sanasto-bench: terminology: sanasto category list did not print the category list\n".utf8))
            return nil
        }
        var contestants = [Contestant("sanasto") { run(executable, arguments) as Any }]
        let sqlite = executableOnPath("sqlite3")
        if let sqlite {
            let query = """
                SELECT g.name, COUNT(c.id) FROM categories g LEFT JOIN concepts c ON c.category_id = g.id AND c.is_deprecated = 0 \
                GROUP BY g.id ORDER BY g.position;
                """
            contestants.append(Contestant("sqlite3") { run(sqlite, [library.path, query]) as Any })
        }
        let timings = Stopwatch.interleaved(repeats: runs, contestants)
        var item = BenchmarkCase(
            name: "category list (whole process)", ours: timings[0], peer: sqlite == nil ? nil : "sqlite3",
            peerTiming: timings.count > 1 ? timings[1] : nil)
        item.notes["target_ms"] = 50
        item.notes["ours_ms"] = timings[0].median / 1e6
        return item
    }

    /// Runs `executable` with `arguments` and returns its standard output (nil when it failed).
    static func run(_ executable: URL, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "NO_COLOR": "1", "HOME": FileManager.default.temporaryDirectory.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    static func sanastoExecutable() -> URL? {
        if let path = ProcessInfo.processInfo.environment["SANASTO_EXECUTABLE"] { return URL(fileURLWithPath: path) }
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidate = root.appendingPathComponent(".build/release/sanasto")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }

    static func executableOnPath(_ name: String) -> URL? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

/// The demo library: the app's demo terminology when the build has it, else one of the same shape (60 concepts
/// in fi, en and tr; six categories of 15, 14, 12, 18, 1 and 0).
enum DemoLibrary {
    static func fill(_ url: URL) throws {
        let store = try TerminologyStore(url: url)
        defer { store.close() }
        if let exchange = TerminologyExchangeFormats.available {
            _ = try exchange.installDemo(into: store)
            return
        }
        var random = TerminologyWorkload.Generator(state: 60)
        try store.write { library in
            let terminology = try library.createTerminology(Terminology(
                title: "Solubiologian perustermit", course: Course(code: "BI3", name: "Solu ja perinnöllisyys"), languages: [.finnish, .english, .turkish]))
            let shape = [("Solun rakenne", 15), ("Soluhengitys", 14), ("Fotosynteesi", 12), ("Perinnöllisyys", 18), ("Virukset", 1), ("Evoluutio", 0)]
            for (name, count) in shape {
                let category = try library.addCategory(named: name, to: terminology.id)
                for _ in 0..<count {
                    let sections = terminology.languages.map { language in
                        LanguageSection(language: language, terms: [Term(TerminologyWorkload.term(language, &random))])
                    }
                    try library.addConcept(Concept(terminologyID: terminology.id, categoryID: category.id, sections: sections))
                }
            }
        }
    }
}
