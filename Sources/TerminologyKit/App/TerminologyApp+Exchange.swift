// Only where AppIntents is absent (see TerminologyApp.swift).
#if !canImport(AppIntents)
import Foundation

extension TerminologyApp {
    /// Imports a terminology file (all of it, or nothing).
    public func importTerminology(from url: URL, request: TerminologyImportRequest) throws -> TerminologyImportSummary {
        let exchange = try requireExchange()
        guard FileManager.default.isReadableFile(atPath: url.path) else { throw cannotRead(url) }
        do {
            return try exchange.importTerminology(from: url, request: request, language: language, into: store)
        } catch {
            throw exchangeError(error, exchange: exchange)
        }
    }

    /// Exports a terminology to the file at `url` (replaced only when complete), or into memory.
    public func exportTerminology(_ reference: String?, request: TerminologyExportRequest, to url: URL?) async throws -> TerminologyExportSummary {
        let exchange = try requireExchange()
        let terminology = try await terminology(reference)
        do {
            return try exchange.exportTerminology(terminology.id, request: request, from: store, to: url)
        } catch {
            throw exchangeError(error, exchange: exchange)
        }
    }

    /// Merges an author's updated terminology into the copy it was imported as; with `dryRun`, only says what
    /// would change.
    public func mergeTerminology(from url: URL, into reference: String?, dryRun: Bool) async throws -> TerminologyMergeSummary {
        let exchange = try requireExchange()
        guard FileManager.default.isReadableFile(atPath: url.path) else { throw cannotRead(url) }
        let target: UUID?
        if let reference { target = try resolveTerminology(reference).id } else { target = nil }
        do {
            return try exchange.mergeTerminology(from: url, into: target, dryRun: dryRun, store: store)
        } catch {
            throw exchangeError(error, exchange: exchange)
        }
    }

    /// The conflicts merges left in a terminology, oldest first.
    public func mergeConflicts(terminology reference: String?) async throws -> [TerminologyMergeConflict] {
        let exchange = try requireExchange()
        let terminology = try await terminology(reference)
        do {
            return try exchange.mergeConflicts(of: terminology.id, store: store)
        } catch {
            throw exchangeError(error, exchange: exchange)
        }
    }

    /// Resolves a merge conflict by its id: keeps the student's value, or takes the author's.
    public func resolveMergeConflict(_ reference: String, takeTheirs: Bool) throws {
        let exchange = try requireExchange()
        guard let id = UUID(uuidString: reference.trimmingCharacters(in: .whitespaces)) else {
            throw AppError(.usage, String(
                localized: "“\(reference)” is not a conflict id; sanasto terminology merge --review lists them.", bundle: .module,
                locale: language.locale, comment: "--resolve with something that is not an id."))
        }
        do {
            try exchange.resolveMergeConflict(id, takeTheirs: takeTheirs, store: store)
        } catch {
            throw exchangeError(error, exchange: exchange)
        }
    }

    /// Puts the demo terminology into the library (once) and returns it.
    public func installDemo() throws -> Terminology {
        let exchange = try requireExchange()
        do {
            return try exchange.installDemo(into: store)
        } catch {
            throw exchangeError(error, exchange: exchange)
        }
    }

    private func requireExchange() throws -> any TerminologyExchange {
        guard let exchange else {
            throw AppError(.unavailable, String(
                localized: "This build of Sanasto has no exchange formats (TBX, CSV, Anki, bundles) or demo terminology yet.",
                bundle: .module, locale: language.locale, comment: "Import, export, merge and demo in a build without the exchange formats."))
        }
        return exchange
    }

    private func exchangeError(_ error: any Error, exchange: any TerminologyExchange) -> AppError {
        exchange.appError(for: error, language: language) ?? appError(error)
    }

    func cannotRead(_ url: URL) -> AppError {
        AppError(.cannotRead, String(
            localized: "Cannot read \(url.path): no such file, or no permission.", bundle: .module, locale: language.locale,
            comment: "A file to import or merge cannot be opened."))
    }
}
#endif
