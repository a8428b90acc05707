import Foundation

/// The field-by-field three-way merge of an author's update (`incoming`) into a student's copy (`local`),
/// against the author's version the copy was made from (`base`). It only plans: `TerminologyMerger` applies.
///
/// For each field of the terminology, each category's name and each concept's fields (its category, its terms
/// and definition per language, notes, related concepts, difficulty):
///
/// | author (base → incoming) | student (base → local) | result |
/// |---|---|---|
/// | unchanged | any | the student's value |
/// | changed | unchanged | the author's value |
/// | changed | changed the same way | that value |
/// | changed | changed differently | the student's value, and a recorded conflict |
///
/// Concepts: the student's own concepts are never touched; the author's new concepts arrive; a concept the author
/// deleted is deprecated while the student has study progress on it or edited it, and deleted otherwise; a
/// concept the student deleted stays deleted (a conflict is recorded when the author changed it); a concept an
/// earlier merge deprecated comes back when the author restores it. Categories: new ones arrive (one with the
/// name of a category the student made is merged with it), renames merge like fields, a category the author
/// deleted goes once no concept is left in it; the author's order is taken unless the student reordered.
struct ThreeWayMerge {
    struct Operations {
        var terminology: Terminology?
        var addCategories: [Category] = []
        var renameCategories: [(id: UUID, name: String)] = []
        var deleteCategories: [UUID] = []
        var categoryOrder: [UUID]?
        var addConcepts: [Concept] = []
        var updateConcepts: [Concept] = []
        var deleteConcepts: [UUID] = []
        var conflicts: [MergeConflict] = []
    }

    let base: TerminologySnapshot
    let local: TerminologySnapshot
    let incoming: TerminologySnapshot
    /// The local concepts some learner has progress on.
    let progress: Set<UUID>
    let now: Date

    private var map: IdentityMap { IdentityMap(of: local.terminology) }

    func plan() -> (MergePlan, Operations) {
        var operations = Operations()
        let revision = incoming.terminology.revision
        let localID = local.terminology.id
        func conflict(_ field: MergeField, concept: UUID? = nil, category: UUID? = nil, _ base: MergeValue, _ local: MergeValue, _ incoming: MergeValue) -> MergeConflict {
            MergeConflict(
                terminologyID: localID, conceptID: concept, categoryID: category, field: field, base: base, local: local, incoming: incoming,
                sourceRevision: revision, recordedAt: now)
        }

        // The terminology's metadata.
        var terminology = local.terminology
        var terminologyFields: [MergeField] = []
        var terminologyConflicts: [MergeConflict] = []
        for field in [MergeField.title, .course, .description, .author] {
            let b = Self.value(field, of: base.terminology), l = Self.value(field, of: local.terminology), i = Self.value(field, of: incoming.terminology)
            switch Self.decide(b, l, i) {
            case .keep: break
            case .take:
                Self.apply(i, field, to: &terminology)
                terminologyFields.append(field)
            case .conflict: terminologyConflicts.append(conflict(field, b, l, i))
            }
        }
        let addedLanguages = incoming.terminology.languages.filter { !local.terminology.languages.contains($0) }
        terminology.languages += addedLanguages
        terminology.origin = TerminologyOrigin(sourceID: incoming.terminology.id, sourceRevision: revision)

        // Categories, in the library's ids.
        let baseCategories = Dictionary(base.categories.map { (map.category($0.id), $0) }, uniquingKeysWith: { first, _ in first })
        var localCategories = Dictionary(local.categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var categoryAlias: [UUID: UUID] = [:]
        var categoryChanges: [MergePlan.CategoryChange] = []
        var deletedLocally: [UUID: Category] = [:]
        let incomingCategories = incoming.categories.sorted { ($0.position, $0.name) < ($1.position, $1.name) }.map(map.map)
        for category in incomingCategories {
            if var existing = localCategories[category.id] {
                let b = baseCategories[category.id].map { MergeValue.text($0.name) } ?? .text(existing.name)
                let l = MergeValue.text(existing.name), i = MergeValue.text(category.name)
                switch Self.decide(b, l, i) {
                case .keep:
                    break
                case .take:
                    if localCategories.values.contains(where: { $0.name == category.name && $0.id != category.id }) {
                        operations.conflicts.append(conflict(.categoryName, category: category.id, b, l, i))
                        categoryChanges.append(.init(categoryID: category.id, name: existing.name, action: .conflict))
                    } else {
                        operations.renameCategories.append((category.id, category.name))
                        existing.name = category.name
                        localCategories[category.id] = existing
                        categoryChanges.append(.init(categoryID: category.id, name: category.name, action: .rename))
                    }
                case .conflict:
                    operations.conflicts.append(conflict(.categoryName, category: category.id, b, l, i))
                    categoryChanges.append(.init(categoryID: category.id, name: existing.name, action: .conflict))
                }
            } else if baseCategories[category.id] != nil {
                deletedLocally[category.id] = category
            } else if let sameName = localCategories.values.first(where: { $0.name == category.name }) {
                categoryAlias[category.id] = sameName.id
            } else {
                operations.addCategories.append(category)
                localCategories[category.id] = category
                categoryChanges.append(.init(categoryID: category.id, name: category.name, action: .add))
            }
        }
        func localCategory(_ id: UUID?) -> UUID? { id.map { categoryAlias[$0] ?? $0 } }

        // Concepts, in the library's ids.
        let baseConcepts = Dictionary(base.concepts.map { (map.concept($0.id), map.map($0)) }, uniquingKeysWith: { first, _ in first })
        let localConcepts = Dictionary(local.concepts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var incomingConcepts: [UUID: Concept] = [:]
        var order: [UUID] = []
        for concept in incoming.concepts {
            var mapped = map.map(concept)
            mapped.categoryID = localCategory(mapped.categoryID)
            incomingConcepts[mapped.id] = mapped
            order.append(mapped.id)
        }
        for concept in base.concepts where incomingConcepts[map.concept(concept.id)] == nil { order.append(map.concept(concept.id)) }
        var finalConcepts: [UUID: Concept] = localConcepts
        var changes: [MergePlan.ConceptChange] = []
        let language = local.terminology.languages.first ?? incoming.terminology.languages.first ?? .english
        func term(_ concept: Concept?) -> String {
            concept.flatMap { $0.displayTerm(in: language) ?? $0.sections.lazy.compactMap(\.displayTerm).first }?.text ?? ""
        }
        for id in order {
            let b = baseConcepts[id], l = localConcepts[id], i = incomingConcepts[id]
            if let l, l.isOwn {
                changes.append(.init(conceptID: id, term: term(l), action: .unchanged, appliedFields: [], conflicts: []))
                continue
            }
            switch (b, l, i) {
            case (nil, nil, let i?):
                var added = i
                added.isOwn = false
                added.isDeprecated = false
                operations.addConcepts.append(added)
                finalConcepts[id] = added
                changes.append(.init(conceptID: id, term: term(i), action: .add, appliedFields: [], conflicts: []))
            case (nil, let l?, let i?):
                // Not in the version imported: deprecated by an earlier merge and now restored, or otherwise known
                // only here. The author's version is taken.
                var restored = i
                restored.isOwn = false
                restored.isDeprecated = false
                let fields = Self.fields(l, i).filter { !Self.value($0, of: l).matches(Self.value($0, of: i)) }
                if l.isDeprecated || !fields.isEmpty {
                    operations.updateConcepts.append(restored)
                    finalConcepts[id] = restored
                    changes.append(.init(conceptID: id, term: term(i), action: l.isDeprecated ? .restore : .update, appliedFields: fields, conflicts: []))
                } else {
                    changes.append(.init(conceptID: id, term: term(l), action: .unchanged, appliedFields: [], conflicts: []))
                }
            case (let b?, nil, let i?):
                if Self.fields(b, i).allSatisfy({ Self.value($0, of: b).matches(Self.value($0, of: i)) }) {
                    changes.append(.init(conceptID: id, term: term(b), action: .unchanged, appliedFields: [], conflicts: []))
                } else {
                    let recorded = conflict(.concept, concept: id, .concept(b), .concept(nil), .concept(i))
                    operations.conflicts.append(recorded)
                    changes.append(.init(conceptID: id, term: term(i), action: .conflict, appliedFields: [], conflicts: [recorded]))
                }
            case (let b?, let l?, let i?):
                var merged = l
                var applied: [MergeField] = []
                var conflicts: [MergeConflict] = []
                for field in Self.fields(b, l, i) {
                    let bv = Self.value(field, of: b), lv = Self.value(field, of: l), iv = Self.value(field, of: i)
                    switch Self.decide(bv, lv, iv) {
                    case .keep: break
                    case .take:
                        Self.apply(iv, field, to: &merged)
                        applied.append(field)
                    case .conflict:
                        conflicts.append(conflict(field, concept: id, bv, lv, iv))
                    }
                }
                if !applied.isEmpty {
                    operations.updateConcepts.append(merged)
                    finalConcepts[id] = merged
                }
                operations.conflicts += conflicts
                let action: MergePlan.Action = !conflicts.isEmpty ? .conflict : (applied.isEmpty ? .unchanged : .update)
                changes.append(.init(conceptID: id, term: term(merged), action: action, appliedFields: applied, conflicts: conflicts))
            case (let b?, let l?, nil):
                let edited = !Self.fields(b, l).allSatisfy { Self.value($0, of: b).matches(Self.value($0, of: l)) }
                if progress.contains(id) || edited {
                    if l.isDeprecated {
                        changes.append(.init(conceptID: id, term: term(l), action: .unchanged, appliedFields: [], conflicts: []))
                    } else {
                        var deprecated = l
                        deprecated.isDeprecated = true
                        operations.updateConcepts.append(deprecated)
                        finalConcepts[id] = deprecated
                        changes.append(.init(conceptID: id, term: term(l), action: .deprecate, appliedFields: [], conflicts: []))
                    }
                } else {
                    operations.deleteConcepts.append(id)
                    finalConcepts[id] = nil
                    changes.append(.init(conceptID: id, term: term(l), action: .delete, appliedFields: [], conflicts: []))
                }
            default:
                continue
            }
        }

        // Categories the concepts need: one the student deleted comes back when an author's concept is in it.
        for concept in operations.addConcepts + operations.updateConcepts {
            guard let categoryID = concept.categoryID, localCategories[categoryID] == nil, let category = deletedLocally[categoryID] else { continue }
            deletedLocally[categoryID] = nil
            operations.addCategories.append(category)
            localCategories[categoryID] = category
            categoryChanges.append(.init(categoryID: category.id, name: category.name, action: .add))
        }
        // Values that point at what will not exist are dropped: a category that is gone, a concept that is gone.
        let finalIDs = Set(finalConcepts.keys)
        func tidy(_ concept: Concept) -> Concept {
            var concept = concept
            if let categoryID = concept.categoryID, localCategories[categoryID] == nil { concept.categoryID = nil }
            concept.related.removeAll { !finalIDs.contains($0) || $0 == concept.id }
            return concept
        }
        operations.addConcepts = operations.addConcepts.map(tidy)
        operations.updateConcepts = operations.updateConcepts.map(tidy)

        // Categories the author deleted go once nothing is left in them.
        let incomingIDs = Set(incomingCategories.map(\.id))
        for category in local.categories where baseCategories[category.id] != nil && !incomingIDs.contains(category.id) {
            let used = finalConcepts.values.contains { tidy($0).categoryID == category.id }
            if used {
                categoryChanges.append(.init(categoryID: category.id, name: category.name, action: .keep))
            } else {
                operations.deleteCategories.append(category.id)
                localCategories[category.id] = nil
                categoryChanges.append(.init(categoryID: category.id, name: category.name, action: .delete))
            }
        }
        // The author's order, unless the student reordered the categories they share with the base.
        let remaining = Set(localCategories.keys)
        let localOrder = local.categories.sorted { ($0.position, $0.name) < ($1.position, $1.name) }.map(\.id)
        let baseOrder = base.categories.sorted { ($0.position, $0.name) < ($1.position, $1.name) }.map { map.category($0.id) }
        let added = operations.addCategories.map(\.id)
        // What the store has after the additions (at the end) and deletions, before any reordering.
        let current = localOrder.filter { remaining.contains($0) } + added.filter { !localOrder.contains($0) }
        var wanted: [UUID]
        if localOrder.filter({ baseCategories[$0] != nil }) == baseOrder.filter({ localOrder.contains($0) }) {
            wanted = incomingCategories.map { categoryAlias[$0.id] ?? $0.id }.filter { remaining.contains($0) }
            // The student's categories, and those kept although the author deleted them, stay after the category
            // they followed.
            for (index, id) in current.enumerated() where !wanted.contains(id) {
                let before = current[..<index].last { wanted.contains($0) }
                let at = before.flatMap { wanted.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
                wanted.insert(id, at: at)
            }
        } else {
            wanted = current
        }
        if wanted != current { operations.categoryOrder = wanted }

        if terminology != local.terminology { operations.terminology = terminology }
        operations.conflicts = terminologyConflicts + operations.conflicts
        let plan = MergePlan(
            terminologyID: localID, fromRevision: local.terminology.origin?.sourceRevision ?? base.terminology.revision, toRevision: revision,
            terminologyFields: terminologyFields, terminologyConflicts: terminologyConflicts, addedLanguages: addedLanguages,
            categories: categoryChanges, concepts: changes, isApplied: false)
        return (plan, operations)
    }

    // MARK: - Fields

    enum Decision { case keep, take, conflict }

    /// The three-way rule for one field.
    static func decide(_ base: MergeValue, _ local: MergeValue, _ incoming: MergeValue) -> Decision {
        if incoming.matches(base) { return .keep }
        if local.matches(base) { return .take }
        if local.matches(incoming) { return .keep }
        return .conflict
    }

    /// The fields of some concepts: category, terms and definition in every language any of them has, notes,
    /// related, difficulty.
    static func fields(_ concepts: Concept...) -> [MergeField] {
        var languages: [LanguageTag] = []
        for concept in concepts {
            for section in concept.sections where !languages.contains(section.language) { languages.append(section.language) }
        }
        return [.category] + languages.flatMap { [MergeField.terms($0), .definition($0)] } + [.notes, .related, .difficulty]
    }

    static func value(_ field: MergeField, of concept: Concept) -> MergeValue {
        switch field {
        case .category: .category(id: concept.categoryID, name: nil)
        case .terms(let language): .terms(concept.section(language)?.terms ?? [])
        case .definition(let language): .definition(concept.section(language)?.definition)
        case .notes: .text(concept.notes)
        case .related: .related(concept.related)
        case .difficulty: .difficulty(concept.difficulty)
        case .concept: .concept(concept)
        case .title, .course, .description, .author, .categoryName: .text("")
        }
    }

    static func value(_ field: MergeField, of terminology: Terminology) -> MergeValue {
        switch field {
        case .title: .text(terminology.title)
        case .course: .course(terminology.course)
        case .description: .text(terminology.description)
        case .author: .text(terminology.author)
        default: .text("")
        }
    }

    static func apply(_ value: MergeValue, _ field: MergeField, to terminology: inout Terminology) {
        switch (field, value) {
        case (.title, .text(let text)): terminology.title = text
        case (.course, .course(let course)): terminology.course = course
        case (.description, .text(let text)): terminology.description = text
        case (.author, .text(let text)): terminology.author = text
        default: break
        }
    }

    static func apply(_ value: MergeValue, _ field: MergeField, to concept: inout Concept) {
        switch (field, value) {
        case (.category, .category(let id, _)): concept.categoryID = id
        case (.terms(let language), .terms(let terms)):
            if let index = concept.sections.firstIndex(where: { $0.language == language }) {
                concept.sections[index].terms = terms
                if terms.isEmpty && concept.sections[index].definition == nil { concept.sections.remove(at: index) }
            } else if !terms.isEmpty {
                concept.sections.append(LanguageSection(language: language, terms: terms))
            }
        case (.definition(let language), .definition(let definition)):
            if let index = concept.sections.firstIndex(where: { $0.language == language }) {
                concept.sections[index].definition = definition
                if definition == nil && concept.sections[index].terms.isEmpty { concept.sections.remove(at: index) }
            } else if let definition {
                concept.sections.append(LanguageSection(language: language, terms: [], definition: definition))
            }
        case (.notes, .text(let text)): concept.notes = text
        case (.related, .related(let ids)): concept.related = ids
        case (.difficulty, .difficulty(let difficulty)): concept.difficulty = difficulty
        case (.concept, .concept(let whole?)): concept = whole
        default: break
        }
    }
}

extension MergeValue {
    /// Whether two values are the same for a merge (a category by id only; a whole concept by its fields,
    /// not its dates).
    func matches(_ other: MergeValue) -> Bool {
        switch (self, other) {
        case (.category(let left, _), .category(let right, _)): return left == right
        case (.concept(let left?), .concept(let right?)):
            return ThreeWayMerge.fields(left, right).allSatisfy { ThreeWayMerge.value($0, of: left).matches(ThreeWayMerge.value($0, of: right)) }
        default: return self == other
        }
    }
}
