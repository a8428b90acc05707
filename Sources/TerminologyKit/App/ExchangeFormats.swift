import Foundation

/// The exchange formats (`Exchange/`) behind the app's import, export, merge and demo use cases.
struct ExchangeFormats: TerminologyExchange {
    func importTerminology(
        from url: URL, request: TerminologyImportRequest, language: AppLanguage, into store: TerminologyStore
    ) throws -> TerminologyImportSummary {
        let options = ImportOptions(
            format: try format(request.format), mode: mode(request.mode), identity: request.newIdentifiers ? .newCopy : .keep,
            partial: request.partial, languages: request.languages, title: request.title)
        let report = try TerminologyImporter(store: store).importFile(at: url, options: options)
        return TerminologyImportSummary(
            terminology: report.terminology, format: report.format.rawValue, conceptCount: report.conceptCount,
            categoryCount: report.categoryCount, notes: (report.skipped + report.warnings).map { $0.localizedDescription(locale: language.locale) })
    }

    func exportTerminology(_ id: UUID, request: TerminologyExportRequest, from store: TerminologyStore, to url: URL?) throws -> TerminologyExportSummary {
        guard let format = try format(request.format) else {
            throw ExchangeError(.notApplicable, "give the format to export: tbx, csv, tsv, anki or sanasto")
        }
        let options = ExportOptions(includesProgress: request.includesProgress, includesDeprecated: request.includesDeprecated)
        let exporter = TerminologyExporter(store: store)
        if let url {
            let report = try exporter.export(id, as: format, to: url, options: options)
            return TerminologyExportSummary(
                format: report.format.rawValue, conceptCount: report.conceptCount, byteCount: report.byteCount, notCarried: report.notCarried)
        }
        let (data, report) = try exporter.exportData(id, as: format, options: options)
        return TerminologyExportSummary(
            format: report.format.rawValue, conceptCount: report.conceptCount, byteCount: report.byteCount, data: data, notCarried: report.notCarried)
    }

    func mergeTerminology(from url: URL, into id: UUID?, dryRun: Bool, store: TerminologyStore) throws -> TerminologyMergeSummary {
        let merger = TerminologyMerger(store: store)
        let input = ExchangeInput.file(url)
        let plan = dryRun ? try merger.plan(input, into: id) : try merger.merge(input, into: id)
        guard let terminology = try store.read({ try $0.terminology(id: plan.terminologyID) }) else {
            throw ExchangeError(.notFound, "the merged terminology is gone")
        }
        let changes = plan.concepts.filter { $0.action != .unchanged }.map { TerminologyMergeSummary.Change(action: $0.action, term: $0.term) }
        return TerminologyMergeSummary(
            terminology: terminology, added: plan.count(.add), updated: plan.count(.update) + plan.count(.restore),
            deprecated: plan.count(.deprecate) + plan.count(.delete), conflicts: plan.conflicts.count, conceptChanges: changes)
    }

    func mergeConflicts(of id: UUID, store: TerminologyStore) throws -> [TerminologyMergeConflict] {
        let conflicts = try TerminologyMerger(store: store).conflicts(of: id)
        return try store.read { reader in
            try conflicts.map { conflict in
                var subject = ""
                if let conceptID = conflict.conceptID, let concept = try reader.concept(id: conceptID) {
                    let languages = try reader.terminology(id: concept.terminologyID)?.languages ?? []
                    subject = languages.lazy.compactMap { concept.displayTerm(in: $0)?.text }.first ?? ""
                } else if let categoryID = conflict.categoryID {
                    subject = try reader.category(id: categoryID)?.name ?? ""
                } else {
                    subject = try reader.terminology(id: conflict.terminologyID)?.title ?? ""
                }
                return TerminologyMergeConflict(
                    id: conflict.id, subject: subject, field: conflict.field.description, mine: conflict.local.description,
                    theirs: conflict.incoming.description)
            }
        }
    }

    func resolveMergeConflict(_ id: UUID, takeTheirs: Bool, store: TerminologyStore) throws {
        try TerminologyMerger(store: store).resolve(id, takeTheirs ? .takeTheirs : .keepMine)
    }

    func installDemo(into store: TerminologyStore) throws -> Terminology {
        try DemoTerminology.install(into: store)
    }

    /// An exchange error as one line in the user's language: what kind of failure it is, then the detail, at the
    /// position in the file. In English the detail is the error's message. In other languages it is the error's
    /// `localizableMessage` from the catalog, except that a reader's error (broken XML, a CSV quote, bad
    /// encodings: `ExchangeError.Detail`) is said without the English reader's quoted names and values.
    func appError(for error: any Error, language: AppLanguage) -> AppError? {
        guard let error = error as? ExchangeError else { return nil }
        let locale = language.locale
        let detail = language.languageTag.language == "en"
            ? error.message : error.detail?.localized(locale: locale) ?? error.localizableMessage.moduleText(locale: locale)
        let kind: AppError.Kind
        let message: String
        var cause: AppError.Cause?
        var position = error.position
        switch error.kind {
        case .malformedFile:
            kind = .invalidData
            message = String(localized: "The file is broken: \(detail).", bundle: .module, locale: locale, comment: "An import of a malformed file; the detail says what is broken, in the user's language.")
        case .notATerminology:
            kind = .invalidData
            message = String(localized: "The file is not a terminology: \(detail).", bundle: .module, locale: locale, comment: "An import of a file that is not a terminology; the detail (in the user's language) says why.")
        case .unsupportedVersion:
            kind = .invalidData
            message = String(localized: "The file is of a version this Sanasto does not read: \(detail).", bundle: .module, locale: locale, comment: "A bundle or format version that is too new; the detail is in the user's language.")
        case .unknownLanguage:
            kind = .invalidData
            message = String(localized: "The file names an unknown language: \(detail).", bundle: .module, locale: locale, comment: "A file's language code is not a language; the detail is in the user's language.")
        case .invalidEntries:
            kind = .invalidData
            let count = error.issues.count
            let first = error.issues.first.map { issue in
                (issue.localizedParts(locale: locale) + [issue.localizableMessage.moduleText(locale: locale)]).joined(separator: ": ")
            } ?? detail
            position = error.issues.first?.position ?? position
            cause = .invalidEntries(count: count, first: first)
            message = String(
                localized: "import.invalidEntries", defaultValue: "\(count) entries of the file are wrong, and nothing was imported (--partial imports the others); the first: \(first).",
                bundle: .module, locale: locale, comment: "An import refused for bad entries: how many, then the first one's problem (in the user's language).")
        case .missingInformation:
            kind = .usage
            message = String(localized: "The file does not say everything the import needs: \(detail).", bundle: .module, locale: locale, comment: "A headerless CSV without --languages, and the like; the detail is in the user's language.")
        case .alreadyInLibrary:
            kind = .conflict
            cause = .alreadyInLibrary(detail: detail)
            message = String(localized: "The terminology is in the library already; merge the update with sanasto terminology merge (\(detail)).", bundle: .module, locale: locale, comment: "Importing a terminology twice; the detail is in the user's language.")
        case .notFound:
            kind = .notFound
            message = String(localized: "Not found: \(detail).", bundle: .module, locale: locale, comment: "Something the store was asked for does not exist; the detail is technical, in English.")
        case .unreadable:
            kind = .cannotRead
            message = String(localized: "The file cannot be read or written: \(detail).", bundle: .module, locale: locale, comment: "An import or export file that cannot be opened; the detail is the system's, in English.")
        case .notApplicable:
            kind = .usage
            message = String(localized: "That does not apply here: \(detail).", bundle: .module, locale: locale, comment: "An exchange request that makes no sense for the terminology; the detail is in the user's language.")
        }
        return AppError(kind, message, file: error.file, line: position?.line, column: position?.column, cause: cause)
    }

    private func format(_ name: String?) throws -> ExchangeFormat? {
        guard let name, !name.isEmpty else { return nil }
        let lowered = name.lowercased()
        if lowered == "sanasto" { return .bundle }
        guard let format = ExchangeFormat(rawValue: lowered) else {
            throw ExchangeError(.notApplicable, "'\(name)' is not a format; the formats are tbx, csv, tsv, anki and sanasto")
        }
        return format
    }

    private func mode(_ mode: TerminologyImportRequest.Mode) -> ImportOptions.Mode {
        switch mode {
        case .copy: .copy
        case .adopt: .adopt
        case .restore: .restore
        }
    }
}
