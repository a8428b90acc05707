// Only where AppIntents is absent (see TerminologyApp.swift).
#if !canImport(AppIntents)
import Foundation

extension TerminologyApp {
    /// The terminologies in the course focus (all of them without one), by title, with their counts.
    public func terminologySummaries() async throws -> [TerminologySummary] {
        let scope = await focusScope()
        return try read { reader in
            try reader.terminologies(in: scope).map { terminology in
                TerminologySummary(
                    terminology: terminology, categoryCount: try reader.categories(of: terminology.id).count,
                    conceptCount: try reader.conceptCount(in: .terminology(terminology.id), includeDeprecated: false))
            }
        }
    }

    /// The terminology `reference` names: its id, its title or its course code (ignoring case and diacritics).
    /// Without a reference, the only terminology of the course focus (or of the library).
    ///
    /// - Throws: ``AppError`` `.notFound` for an unknown reference or an empty library, `.usage` when the reference
    ///   (or its absence) fits several terminologies, naming them.
    public func terminology(_ reference: String?) async throws -> Terminology {
        guard let reference, !reference.trimmingCharacters(in: .whitespaces).isEmpty else {
            let scope = await focusScope()
            let all = try read { try $0.terminologies(in: scope) }
            if let only = all.first, all.count == 1 { return only }
            if all.isEmpty { throw noTerminologies(scope: scope) }
            throw AppError(.usage, String(
                localized: "The library has \(all.count) terminologies; say which one with --terminology (\(Self.titles(all))).",
                bundle: .module, locale: language.locale,
                comment: "A command needs one terminology and several exist; the list is their titles."),
                cause: .severalTerminologies(count: all.count, titles: Self.titles(all)))
        }
        return try resolveTerminology(reference)
    }

    /// The terminologies a list covers: the one `reference` names, else every one in the focus.
    func terminologies(_ reference: String?) async throws -> [Terminology] {
        if let reference, !reference.isEmpty { return [try resolveTerminology(reference)] }
        let scope = await focusScope()
        return try read { try $0.terminologies(in: scope) }
    }

    func resolveTerminology(_ reference: String) throws -> Terminology {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        if let id = UUID(uuidString: trimmed), let found = try read({ try $0.terminology(id: id) }) { return found }
        let all = try read { try $0.terminologies() }
        let needle = TextFolding.fold(trimmed)
        var matches = all.filter { TextFolding.fold($0.title) == needle }
        if matches.isEmpty { matches = all.filter { !$0.course.code.isEmpty && TextFolding.fold($0.course.code) == needle } }
        if matches.isEmpty { matches = all.filter { $0.id.uuidString.lowercased().hasPrefix(needle) && needle.count >= 4 } }
        guard let first = matches.first else {
            throw AppError(.notFound, String(
                localized: "There is no terminology “\(trimmed)”.", bundle: .module, locale: language.locale,
                comment: "A terminology reference (title, course code or id) that matches nothing."))
        }
        guard matches.count == 1 else {
            throw AppError(.usage, String(
                localized: "“\(trimmed)” fits several terminologies; give the id of one: \(matches.map { "\($0.title) \($0.id.uuidString.lowercased())" }.joined(separator: ", ")).",
                bundle: .module, locale: language.locale, comment: "A terminology reference that matches several; the list is titles with ids."))
        }
        return first
    }

    /// The error for a library (or focus) without terminologies.
    func noTerminologies(scope: LibraryScope) -> AppError {
        if case .course(let code) = scope {
            return AppError(.notFound, String(
                localized: "The course \(code) in focus has no terminologies (sanasto focus --clear shows them all).",
                bundle: .module, locale: language.locale, comment: "The course focus hides every terminology; the argument is the course code."),
                cause: .focusedCourseIsEmpty(course: code))
        }
        return AppError(.notFound, String(
            localized: "The library has no terminologies yet: sanasto demo adds an example, sanasto terminology create a new one.",
            bundle: .module, locale: language.locale, comment: "A command needs a terminology and the library is empty."),
            cause: .libraryIsEmpty)
    }

    static func titles(_ terminologies: [Terminology]) -> String {
        terminologies.map(\.title).joined(separator: ", ")
    }

    /// The languages `texts` name (`fi`, `en-GB`), in order.
    ///
    /// - Throws: ``AppError`` `.usage` naming the first that is not a language tag, with its column.
    public func languageTags(_ texts: [String]) throws -> [LanguageTag] {
        try texts.map { text in try language.tag(text.trimmingCharacters(in: .whitespaces), as: text) }
    }

    /// Creates a terminology.
    public func createTerminology(_ draft: TerminologyDraft) throws -> Terminology {
        let title = draft.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw emptyValue(String(localized: "The title", bundle: .module, locale: language.locale, comment: "Subject of 'is empty': a terminology's title.")) }
        try checkLanguages(draft.languages)
        let terminology = Terminology(
            title: title, course: draft.course, description: draft.description, languages: draft.languages,
            author: draft.author, ownerRole: draft.ownerRole, createdAt: now)
        return try write { try $0.createTerminology(terminology) }
    }

    /// Changes a terminology's metadata.
    public func editTerminology(_ reference: String, changes: TerminologyChanges) throws -> Terminology {
        var terminology = try resolveTerminology(reference)
        if let title = changes.title {
            let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { throw emptyValue(String(localized: "The title", bundle: .module, locale: language.locale, comment: "Subject of 'is empty': a terminology's title.")) }
            terminology.title = trimmed
        }
        if let languages = changes.languages {
            try checkLanguages(languages)
            let removed = Set(terminology.languages).subtracting(languages)
            for language in removed.sorted() {
                let users: Int = try read { reader in
                    try reader.concepts(in: .terminology(terminology.id)).filter { $0.section(language) != nil }.count
                }
                if users > 0 {
                    throw AppError(.conflict, String(
                        localized: "The language \(language.rawValue) cannot be removed: \(users) terms have text in it.",
                        bundle: .module, locale: self.language.locale, comment: "Removing a terminology language that concepts still use."))
                }
            }
            terminology.languages = languages
        }
        if let code = changes.courseCode { terminology.course.code = code.trimmingCharacters(in: .whitespaces) }
        if let name = changes.courseName { terminology.course.name = name }
        if let description = changes.description { terminology.description = description }
        if let author = changes.author { terminology.author = author }
        let edited = terminology
        return try write { try $0.updateTerminology(edited) }
    }

    /// Deletes a terminology with its categories, terms and every learner's progress on them; returns what it was.
    public func deleteTerminology(_ reference: String) throws -> TerminologySummary {
        let terminology = try resolveTerminology(reference)
        return try write { writer in
            let summary = TerminologySummary(
                terminology: terminology, categoryCount: try writer.categories(of: terminology.id).count,
                conceptCount: try writer.conceptCount(in: .terminology(terminology.id), includeDeprecated: true))
            try writer.deleteTerminology(id: terminology.id)
            return summary
        }
    }

    private func checkLanguages(_ languages: [LanguageTag]) throws {
        guard !languages.isEmpty else {
            throw AppError(.usage, String(
                localized: "A terminology needs at least one language (--languages fi,en,tr).", bundle: .module,
                locale: language.locale, comment: "Creating a terminology without languages."),
                cause: .terminologyNeedsLanguage)
        }
        var seen: Set<LanguageTag> = []
        for tag in languages where !seen.insert(tag).inserted {
            throw AppError(.usage, String(
                localized: "The language \(tag.rawValue) is listed twice.", bundle: .module, locale: language.locale,
                comment: "A terminology's language list names one language twice."))
        }
    }

    /// "<subject> is empty."
    func emptyValue(_ subject: String) -> AppError {
        AppError(.invalidData, String(
            localized: "\(subject) is empty.", bundle: .module, locale: language.locale,
            comment: "A required text was given blank; the argument is what it is, capitalized: 'The title', 'The term'."))
    }
}
#endif
