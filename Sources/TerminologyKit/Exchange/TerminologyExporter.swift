import Foundation

/// How a terminology is exported.
public struct ExportOptions: Sendable {
    /// Whether a bundle carries every learner's study progress (cards, review logs, learned marks).
    public var includesProgress: Bool
    /// Whether TBX, CSV and Anki exports include deprecated concepts (a bundle always does).
    public var includesDeprecated: Bool
    /// How CSV and TSV are written.
    public var csv: CSVOptions
    /// How the Anki export is written.
    public var anki: AnkiOptions
    /// The export date a bundle records (now when nil; tests fix it).
    var exportDate: Date?

    public init(includesProgress: Bool = false, includesDeprecated: Bool = false, csv: CSVOptions = CSVOptions(), anki: AnkiOptions = AnkiOptions()) {
        self.includesProgress = includesProgress
        self.includesDeprecated = includesDeprecated
        self.csv = csv
        self.anki = anki
    }
}

/// What an export wrote, and what its format could not carry (so that nothing is lost without a word).
public struct ExportReport: Sendable {
    /// The format written.
    public var format: ExchangeFormat
    /// How many concepts and categories were written, and how many bytes.
    public var conceptCount: Int
    public var categoryCount: Int
    public var byteCount: Int
    /// What the terminology has and the file does not: "study progress of 12 concepts (use a bundle with
    /// progress)", "3 deprecated concepts".
    public var notCarried: [String]
}

/// Exports a terminology of a library as TBX-Basic, CSV, TSV, Anki text or a `.sanasto` bundle.
///
/// A file export replaces its target only when it is complete. TBX is written as the concepts are read, so a
/// terminology of any size is exported in bounded memory; the other formats are built in memory.
public struct TerminologyExporter {
    /// The library exported from.
    public let store: TerminologyStore

    public init(store: TerminologyStore) {
        self.store = store
    }

    /// Exports terminology `id` to the file at `url`.
    @discardableResult
    public func export(_ id: UUID, as format: ExchangeFormat, to url: URL, options: ExportOptions = ExportOptions()) throws -> ExportReport {
        do {
            let output = try ExchangeOutput.file(url)
            let report = try export(id, as: format, to: output, options: options)
            try output.commit()
            return report
        } catch let error as ExchangeError {
            throw error.inFile(url.path)
        }
    }

    /// Exports terminology `id` into memory (a download).
    public func exportData(_ id: UUID, as format: ExchangeFormat, options: ExportOptions = ExportOptions()) throws -> (data: Data, report: ExportReport) {
        let output = ExchangeOutput.memory()
        let report = try export(id, as: format, to: output, options: options)
        return (try output.commit(), report)
    }

    func export(_ id: UUID, as format: ExchangeFormat, to output: ExchangeOutput, options: ExportOptions) throws -> ExportReport {
        try store.read { reader in
            guard let terminology = try reader.terminology(id: id) else {
                throw ExchangeError(.notFound, "no terminology with id \(id.uuidString.lowercased())")
            }
            let categories = try reader.categories(of: id)
            var notCarried: [String] = []
            var conceptCount = 0
            if format != .bundle {
                let progress = try reader.conceptsWithProgress(in: id)
                if !progress.isEmpty {
                    notCarried.append("study progress of \(progress.count) concepts (a bundle with progress carries it)")
                }
                let deprecated = try reader.conceptCount(in: .terminology(id), includeDeprecated: true)
                    - reader.conceptCount(in: .terminology(id), includeDeprecated: false)
                if deprecated > 0 && !options.includesDeprecated { notCarried.append("\(deprecated) deprecated concepts") }
            }
            switch format {
            case .tbx:
                var writer = TBXWriter(terminology: terminology, categories: categories, output: output)
                let related = try reader.displayTerms(of: id, in: terminology.languages.first ?? .english)
                var own = 0
                try reader.forEachConcept(in: .terminology(id), includeDeprecated: options.includesDeprecated) { concept in
                    try writer.write(concept, relatedTerm: { related[$0] })
                    conceptCount += 1
                    if concept.isOwn { own += 1 }
                }
                try writer.finish()
                if own > 0 { notCarried.append("which \(own) concepts are the student's own (they become ordinary concepts)") }
                if terminology.origin != nil { notCarried.append("where the terminology was imported from (later updates cannot be merged into a copy imported from this file)") }
                if conceptCount > 0 { notCarried.append("creation and modification dates") }
            case .csv, .tsv, .anki:
                var snapshot = try reader.snapshot(of: id)
                if !options.includesDeprecated { snapshot.concepts.removeAll { $0.isDeprecated } }
                conceptCount = snapshot.concepts.count
                let written: (bytes: [UInt8], omissions: [String])
                if format == .anki {
                    written = try AnkiWriter(snapshot: snapshot, options: options.anki).write()
                } else {
                    written = CSVTerminologyWriter(snapshot: snapshot, format: format, options: options.csv).write()
                }
                notCarried += written.omissions
                try output.write(written.bytes)
            case .bundle:
                let snapshot = try reader.snapshot(of: id)
                conceptCount = snapshot.concepts.count
                var progress: SanastoBundle.Progress?
                if options.includesProgress {
                    progress = SanastoBundle.Progress(
                        cards: try reader.studyCards(ofTerminology: id), reviews: try reader.reviewLogs(ofTerminology: id),
                        learned: try reader.learnedMarks(ofTerminology: id))
                } else if !(try reader.conceptsWithProgress(in: id)).isEmpty {
                    notCarried.append("study progress (export with progress to carry it)")
                }
                let bundle = SanastoBundle(
                    kind: .terminology, exportedAt: options.exportDate ?? Date(), snapshot: snapshot, originSnapshot: try reader.originSnapshot(of: id),
                    progress: progress, suggestion: nil)
                try output.write(BundleWriter.bytes(bundle))
            }
            return ExportReport(format: format, conceptCount: conceptCount, categoryCount: categories.count, byteCount: output.byteCount, notCarried: notCarried)
        }
    }
}
