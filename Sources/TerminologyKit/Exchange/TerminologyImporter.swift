import Foundation
import StringResources

/// Imports terminology files into a library: TBX (v2 and v3), CSV/TSV, Anki text and `.sanasto` bundles.
///
/// An import is one write transaction: it creates the terminology, or it throws and the library is as it was.
/// A file that is broken (malformed XML or CSV, invalid JSON, an unknown language for the whole file, a bundle
/// from a newer Sanasto) fails with one `ExchangeError` with its position. A file with some bad entries (a bad
/// language code in one entry, an entry without terms) fails with `.invalidEntries` listing each of them with its
/// position — unless `ImportOptions.partial` is set, in which case the good entries are imported and the bad ones
/// are listed in the report. (Localization tools read around a bad entry; an import does not, because a
/// terminology with silently missing concepts is worse than one that is not imported yet.)
///
/// TBX is read as it streams: a file of any size is imported without being held in memory.
public struct TerminologyImporter {
    /// The library imported into.
    public let store: TerminologyStore

    public init(store: TerminologyStore) {
        self.store = store
    }

    /// Imports the file at `url`.
    public func importFile(at url: URL, options: ImportOptions = ImportOptions()) throws -> ImportReport {
        try importTerminology(from: .file(url), options: options)
    }

    /// Imports a file's bytes (an upload); `fileName` helps detect the format and names it in messages.
    public func importData(_ data: Data, fileName: String? = nil, options: ImportOptions = ImportOptions()) throws -> ImportReport {
        try importTerminology(from: .data(data, fileName: fileName), options: options)
    }

    /// Imports `input`.
    public func importTerminology(from input: ExchangeInput, options: ImportOptions = ImportOptions()) throws -> ImportReport {
        do {
            let format = try input.format(options.format)
            let readOptions = Self.readOptions(options, input: input)
            return try store.write { writer in
                var bundle: SanastoBundle?
                var bundleSummary = ReadSummary()
                var restoring: (role: OwnerRole, origin: TerminologyOrigin?)?
                if format == .bundle {
                    var reader = try BundleReader(bytes: try input.bytes())
                    let read = try reader.read()
                    guard read.kind == .terminology else {
                        throw ExchangeError(.notApplicable, "this is a suggestion file; a teacher receives it as suggestions for their terminology", format: .bundle)
                    }
                    bundle = read
                    bundleSummary = reader.summary
                    if options.mode == .restore { restoring = (read.snapshot.terminology.ownerRole, read.snapshot.terminology.origin) }
                }
                let receiver = StoreImportReceiver(writer: writer, options: options, restoring: restoring)
                var summary: ReadSummary
                if let bundle {
                    summary = try Self.feed(bundle.snapshot, into: receiver, issues: bundleSummary)
                } else {
                    summary = try Self.read(input, format: format, options: readOptions, into: receiver)
                }
                try receiver.flush()
                summary.issues += receiver.refused
                let errors = summary.errors
                if !errors.isEmpty && !options.partial {
                    throw ExchangeError(
                        .invalidEntries,
                        "\(errors.count) of \(summary.entryCount) entries cannot be imported, so nothing was imported (import the others with the partial option)",
                        format: format, issues: errors)
                }
                guard let local = receiver.local else {
                    throw ExchangeError(.notATerminology, "the file holds no terminology", format: format)
                }
                var warnings = summary.warnings
                warnings += try receiver.finish()
                var cardCount = 0
                if let bundle, options.mode == .restore {
                    if let origin = bundle.originSnapshot { try writer.setOriginSnapshot(origin, of: local.id) }
                    if options.includesProgress, let progress = bundle.progress {
                        cardCount = try Self.restore(progress, into: writer, map: receiver.identity, warnings: &warnings)
                    }
                }
                let stored = try writer.terminology(id: local.id) ?? local
                return ImportReport(
                    terminology: stored, format: format, conceptCount: receiver.conceptCount, categoryCount: receiver.categoryCount,
                    studyCardCount: cardCount, skipped: errors, warnings: warnings)
            }
        } catch let error as ExchangeError {
            throw error.inFile(input.name)
        }
    }

    /// Reads `input` into a snapshot without touching any library (a merge's incoming version, a preview).
    public static func readSnapshot(from input: ExchangeInput, options: ImportOptions = ImportOptions()) throws -> (snapshot: TerminologySnapshot, issues: [ExchangeIssue]) {
        do {
            let format = try input.format(options.format)
            let collector = SnapshotCollector()
            let summary: ReadSummary
            if format == .bundle {
                var reader = try BundleReader(bytes: try input.bytes())
                let bundle = try reader.read()
                summary = try feed(bundle.snapshot, into: collector, issues: reader.summary)
            } else {
                summary = try read(input, format: format, options: readOptions(options, input: input), into: collector)
            }
            guard let snapshot = collector.snapshot else {
                throw ExchangeError(.notATerminology, "the file holds no terminology", format: format)
            }
            if !summary.errors.isEmpty && !options.partial {
                throw ExchangeError(
                    .invalidEntries, "\(summary.errors.count) of \(summary.entryCount) entries cannot be read", format: format, issues: summary.errors)
            }
            return (snapshot, summary.issues)
        } catch let error as ExchangeError {
            throw error.inFile(input.name)
        }
    }

    static func readOptions(_ options: ImportOptions, input: ExchangeInput) -> ExchangeReadOptions {
        var read = ExchangeReadOptions()
        read.languages = options.languages
        read.title = options.title
        read.fallbackTitle = input.baseName
        read.delimiter = options.csv.delimiter
        read.hasHeader = options.csv.hasHeader
        read.termSeparator = options.csv.termSeparator
        return read
    }

    /// Reads a file of any format but bundles into `receiver`.
    static func read(_ input: ExchangeInput, format: ExchangeFormat, options: ExchangeReadOptions, into receiver: any TerminologyReceiver) throws -> ReadSummary {
        switch format {
        case .tbx:
            var reader = TBXReader(parser: try input.xmlParser(), options: options, receiver: receiver)
            return try reader.read()
        case .csv, .tsv:
            var reader = try CSVTerminologyReader(bytes: try input.bytes(), format: format, options: options, receiver: receiver)
            return try reader.read()
        case .anki:
            var reader = try AnkiReader(bytes: try input.bytes(), options: options, receiver: receiver)
            return try reader.read()
        case .bundle:
            var reader = try BundleReader(bytes: try input.bytes())
            let bundle = try reader.read()
            return try feed(bundle.snapshot, into: receiver, issues: reader.summary)
        }
    }

    /// Hands a decoded snapshot to `receiver`, as a reader would.
    static func feed(_ snapshot: TerminologySnapshot, into receiver: any TerminologyReceiver, issues: ReadSummary) throws -> ReadSummary {
        var summary = issues
        try receiver.begin(snapshot.terminology, categories: snapshot.categories.sorted { ($0.position, $0.name) < ($1.position, $1.name) })
        for concept in snapshot.concepts {
            let entry = concept.id.uuidString.lowercased()
            do {
                try receiver.add(concept, entry: entry) { nil }
            } catch let issue as ExchangeIssue {
                summary.issues.append(issue)
            }
        }
        return summary
    }

    /// Writes a bundle's progress for the concepts that were imported; returns how many cards.
    static func restore(_ progress: SanastoBundle.Progress, into writer: StoreWriter, map: IdentityMap, warnings: inout [ExchangeIssue]) throws -> Int {
        var cards = 0
        var skipped = 0
        for card in progress.cards {
            var mapped = card
            mapped.conceptID = map.concept(card.conceptID)
            do {
                try writer.putStudyCard(mapped)
                cards += 1
            } catch let error as StoreError where error.isEntryProblem {
                skipped += 1
            }
        }
        for review in progress.reviews {
            do {
                try writer.appendReviewLog(review.entry, conceptID: map.concept(review.conceptID), direction: review.direction, learner: review.learner)
            } catch let error as StoreError where error.isEntryProblem {
                skipped += 1
            }
        }
        for mark in progress.learned {
            do {
                try writer.setLearned(true, conceptID: map.concept(mark.conceptID), learner: mark.learner, at: mark.date)
            } catch let error as StoreError where error.isEntryProblem {
                skipped += 1
            }
        }
        if skipped > 0 {
            warnings.append(ExchangeIssue(.warning, .danglingReference, at: nil, "\(skipped) items of study progress belong to concepts or directions that were not imported and are left out"))
        }
        return cards
    }
}

extension StoreError {
    /// A problem of one item (a missing concept, a direction the terminology does not have), not of the library.
    var isEntryProblem: Bool {
        switch reason {
        case .notFound, .invalid, .conflict: true
        default: false
        }
    }
}
