// Only where AppIntents is absent (see TerminologyApp.swift).
#if !canImport(AppIntents)
import Foundation

extension TerminologyApp {
    /// The category list: each terminology of the focus (or the one `reference` names) with its categories, their
    /// term counts and the seed's plural subtitle in the user's language.
    public func categoryList(terminology reference: String? = nil) async throws -> [CategoryListSection] {
        let terminologies = try await terminologies(reference)
        return try read { reader in
            try terminologies.map { terminology in
                let rows = try reader.categorySummaries(of: terminology.id).map { summary in
                    CategoryRow(category: summary.category, termCount: summary.termCount, subtitle: categorySubtitle(summary.termCount))
                }
                return CategoryListSection(
                    terminology: terminology, rows: rows, uncategorizedCount: try reader.uncategorizedCount(of: terminology.id))
            }
        }
    }

    /// "Category has 40 terms", "Kategoriassa on 40 termiä", "No terms in this category" — the first seed's
    /// `term(s) in category`, plural-correct, numbers grouped for the language.
    public func categorySubtitle(_ termCount: Int) -> String {
        String(
            localized: "term(s) in category", defaultValue: "Category has \(termCount) terms", bundle: .module,
            locale: language.locale, comment: "Subtitle of a category row: how many terms the category has.")
    }

    /// Adds a category to a terminology (at the end, or at the 1-based `position`).
    public func addCategory(named name: String, terminology reference: String?, position: Int? = nil) async throws -> Category {
        let terminology = try await terminology(reference)
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw emptyValue(String(localized: "The category name", bundle: .module, locale: language.locale, comment: "Subject of 'is empty'."))
        }
        try refuseDuplicateCategory(trimmed, in: terminology, except: nil)
        return try write { try $0.addCategory(named: trimmed, to: terminology.id, at: position.map { max(0, $0 - 1) }) }
    }

    /// Renames a category.
    public func renameCategory(_ reference: String, to name: String, terminology terminologyReference: String?) async throws -> Category {
        let category = try await category(reference, terminology: terminologyReference)
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw emptyValue(String(localized: "The category name", bundle: .module, locale: language.locale, comment: "Subject of 'is empty'."))
        }
        guard let terminology = try read({ try $0.terminology(id: category.terminologyID) }) else { throw noTerminologies(scope: .library) }
        try refuseDuplicateCategory(trimmed, in: terminology, except: category.id)
        return try write { try $0.renameCategory(id: category.id, to: trimmed) }
    }

    /// What deleting a category does with its terms.
    public enum CategoryTermsHandling: Hashable, Sendable {
        /// Refuse when the category has terms.
        case refuse
        /// Move them to the category another reference names, or out of every category (nil).
        case move(to: String?)
        /// Delete them with it.
        case delete
    }

    /// Deletes a category; returns it with the number of terms it had.
    public func deleteCategory(
        _ reference: String, terminology terminologyReference: String?, terms handling: CategoryTermsHandling
    ) async throws -> CategorySummary {
        let category = try await category(reference, terminology: terminologyReference)
        let count: Int = try read { try $0.conceptCount(in: .terminology(category.terminologyID), category: .category(category.id)) }
        let deletion: CategoryDeletion
        switch handling {
        case .refuse:
            if count > 0 {
                throw AppError(.conflict, String(
                    localized: "The category \(category.name) has \(count) terms: move them (--move-to) or delete them with it (--delete-terms).",
                    bundle: .module, locale: language.locale, comment: "Deleting a category that still has terms; name, count."))
            }
            deletion = .refuseIfNotEmpty
        case .move(let target):
            if let target {
                let destination = try await self.category(target, terminology: category.terminologyID.uuidString)
                guard destination.id != category.id else {
                    throw AppError(.usage, String(
                        localized: "The terms cannot move to the category being deleted.", bundle: .module, locale: language.locale,
                        comment: "--move-to names the category being deleted."))
                }
                deletion = .moveConcepts(to: destination.id)
            } else {
                deletion = .moveConcepts(to: nil)
            }
        case .delete:
            deletion = .deleteConcepts
        }
        try write { try $0.deleteCategory(id: category.id, concepts: deletion) }
        return CategorySummary(category: category, termCount: count)
    }

    /// The category `reference` names in a terminology: its id, or its name ignoring case and diacritics.
    public func category(_ reference: String, terminology terminologyReference: String?) async throws -> Category {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        if let id = UUID(uuidString: trimmed), let found = try read({ try $0.category(id: id) }) { return found }
        let candidates: [Terminology]
        if let terminologyReference {
            candidates = [try resolveTerminology(terminologyReference)]
        } else {
            let scope = await focusScope()
            candidates = try read { try $0.terminologies(in: scope) }
        }
        let needle = TextFolding.fold(trimmed)
        let matches = try read { reader in
            try candidates.flatMap { try reader.categories(of: $0.id) }.filter { TextFolding.fold($0.name) == needle }
        }
        guard let first = matches.first else {
            throw AppError(.notFound, String(
                localized: "There is no category “\(trimmed)”.", bundle: .module, locale: language.locale,
                comment: "A category reference (name or id) that matches nothing."))
        }
        guard matches.count == 1 else {
            throw AppError(.usage, String(
                localized: "Several terminologies have a category “\(trimmed)”; say which with --terminology.", bundle: .module,
                locale: language.locale, comment: "A category name found in several terminologies."),
                cause: .severalCategories(name: trimmed))
        }
        return first
    }

    /// The categories with `ids` as entities (unknown ids left out).
    public func categoryEntities(ids: [UUID]) throws -> [CategoryEntity] {
        try read { reader in
            var titles: [UUID: String] = [:]
            return try ids.compactMap { id in
                guard let category = try reader.category(id: id) else { return nil }
                if titles[category.terminologyID] == nil {
                    titles[category.terminologyID] = try reader.terminology(id: category.terminologyID)?.title ?? ""
                }
                return CategoryEntity(
                    id: category.id, name: category.name, terminologyID: category.terminologyID,
                    terminologyTitle: titles[category.terminologyID] ?? "")
            }
        }
    }

    /// Every category of the terminologies in `scope`, by terminology title, then in order.
    public func categoryEntities(in scope: LibraryScope) throws -> [CategoryEntity] {
        try read { reader in
            try reader.terminologies(in: scope).flatMap { terminology in
                try reader.categories(of: terminology.id).map {
                    CategoryEntity(id: $0.id, name: $0.name, terminologyID: terminology.id, terminologyTitle: terminology.title)
                }
            }
        }
    }

    private func refuseDuplicateCategory(_ name: String, in terminology: Terminology, except id: UUID?) throws {
        let existing = try read { try $0.categories(of: terminology.id) }
        if existing.contains(where: { $0.name == name && $0.id != id }) {
            throw AppError(.conflict, String(
                localized: "\(terminology.title) already has a category named \(name).", bundle: .module, locale: language.locale,
                comment: "Adding or renaming a category to a name the terminology already has."))
        }
    }
}
#endif
