import Foundation
import StringResources

/// Writes a `SanastoBundle` as JSON through StringResources' `JSONWriter`.
enum BundleWriter {
    static func bytes(_ bundle: SanastoBundle) -> [UInt8] {
        var members: [JSONMember] = [
            member("format", .string(SanastoBundle.formatName)),
            member("version", number(SanastoBundle.currentVersion)),
            member("kind", .string(bundle.kind.rawValue)),
            member("exported", date(bundle.exportedAt)),
        ]
        members += snapshotMembers(bundle.snapshot)
        if let origin = bundle.originSnapshot {
            members.append(member("originSnapshot", JSONValue(.object(snapshotMembers(origin)))))
        }
        if let progress = bundle.progress { members.append(member("progress", self.progress(progress))) }
        if let suggestion = bundle.suggestion {
            members.append(member("suggestion", object([
                ("terminology", uuid(suggestion.sourceTerminologyID)), ("revision", number(suggestion.sourceRevision)),
                ("title", .string(suggestion.sourceTitle)), ("suggestedBy", .string(suggestion.suggestedBy)),
            ])))
        }
        var bytes = JSONWriter.xcodeFormatted(JSONValue(.object(members)))
        bytes.append(0x0A)
        return bytes
    }

    static func snapshotMembers(_ snapshot: TerminologySnapshot) -> [JSONMember] {
        [
            member("terminology", terminology(snapshot.terminology)),
            member("categories", JSONValue(.array(snapshot.categories.map(category)))),
            member("concepts", JSONValue(.array(snapshot.concepts.map(concept)))),
        ]
    }

    static func terminology(_ terminology: Terminology) -> JSONValue {
        var fields: [(String, JSONValue.Kind)] = [
            ("id", uuid(terminology.id)), ("title", .string(terminology.title)),
            ("course", object([("code", .string(terminology.course.code)), ("name", .string(terminology.course.name))])),
            ("description", .string(terminology.description)),
            ("languages", .array(terminology.languages.map { JSONValue(.string($0.rawValue)) })),
            ("author", .string(terminology.author)), ("role", .string(terminology.ownerRole.rawValue)),
            ("revision", number(terminology.revision)), ("created", date(terminology.createdAt)), ("modified", date(terminology.modifiedAt)),
        ]
        if let origin = terminology.origin {
            fields.append(("origin", object([("id", uuid(origin.sourceID)), ("revision", number(origin.sourceRevision))])))
        }
        return JSONValue(object(fields))
    }

    static func category(_ category: Category) -> JSONValue {
        JSONValue(object([("id", uuid(category.id)), ("name", .string(category.name)), ("position", number(category.position))]))
    }

    static func concept(_ concept: Concept) -> JSONValue {
        var fields: [(String, JSONValue.Kind)] = [
            ("id", uuid(concept.id)),
            ("sections", .array(concept.sections.map(section))),
            ("notes", .string(concept.notes)),
            ("related", .array(concept.related.map { JSONValue(uuid($0)) })),
            ("difficulty", .string(concept.difficulty.rawValue)),
            ("own", .bool(concept.isOwn)), ("deprecated", .bool(concept.isDeprecated)),
            ("created", date(concept.createdAt)), ("modified", date(concept.modifiedAt)),
        ]
        if let categoryID = concept.categoryID { fields.append(("category", uuid(categoryID))) }
        return JSONValue(object(fields))
    }

    static func section(_ section: LanguageSection) -> JSONValue {
        var fields: [(String, JSONValue.Kind)] = [
            ("language", .string(section.language.rawValue)), ("terms", .array(section.terms.map(term))),
        ]
        if let definition = section.definition {
            var parts: [(String, JSONValue.Kind)] = [("text", .string(definition.text))]
            if let source = definition.source { parts.append(("source", .string(source))) }
            fields.append(("definition", object(parts)))
        }
        return JSONValue(object(fields))
    }

    static func term(_ term: Term) -> JSONValue {
        var fields: [(String, JSONValue.Kind)] = [("text", .string(term.text)), ("status", .string(term.status.rawValue))]
        if let partOfSpeech = term.partOfSpeech { fields.append(("partOfSpeech", .string(partOfSpeech.rawValue))) }
        if let context = term.context { fields.append(("context", .string(context))) }
        return JSONValue(object(fields))
    }

    static func progress(_ progress: SanastoBundle.Progress) -> JSONValue {
        let cards = progress.cards.map { card -> JSONValue in
            var fields: [(String, JSONValue.Kind)] = [
                ("concept", uuid(card.conceptID)), ("learner", .string(card.learner.rawValue)),
                ("from", .string(card.direction.from.rawValue)), ("to", .string(card.direction.to.rawValue)),
                ("state", .string(card.card.state.rawValue)), ("due", date(card.card.due)),
                ("reps", number(card.card.reps)), ("lapses", number(card.card.lapses)),
            ]
            if let step = card.card.step { fields.append(("step", number(step))) }
            if let stability = card.card.stability { fields.append(("stability", real(stability))) }
            if let difficulty = card.card.difficulty { fields.append(("difficulty", real(difficulty))) }
            if let lastReview = card.card.lastReview { fields.append(("lastReview", date(lastReview))) }
            return JSONValue(object(fields))
        }
        let reviews = progress.reviews.map { item -> JSONValue in
            var fields: [(String, JSONValue.Kind)] = [
                ("concept", uuid(item.conceptID)), ("learner", .string(item.learner.rawValue)),
                ("from", .string(item.direction.from.rawValue)), ("to", .string(item.direction.to.rawValue)),
                ("rating", number(item.entry.rating.rawValue)), ("reviewed", date(item.entry.reviewedAt)),
                ("elapsedDays", real(item.entry.elapsedDays)), ("scheduledDays", real(item.entry.scheduledDays)),
                ("stateBefore", .string(item.entry.stateBefore.rawValue)),
            ]
            if let duration = item.entry.duration { fields.append(("duration", real(duration))) }
            return JSONValue(object(fields))
        }
        let learned = progress.learned.map { item in
            JSONValue(object([("concept", uuid(item.conceptID)), ("learner", .string(item.learner.rawValue)), ("at", date(item.date))]))
        }
        return JSONValue(object([("cards", .array(cards)), ("reviews", .array(reviews)), ("learned", .array(learned))]))
    }

    // MARK: - Values

    private static func member(_ key: String, _ kind: JSONValue.Kind) -> JSONMember { JSONMember(key: key, value: JSONValue(kind)) }
    private static func member(_ key: String, _ value: JSONValue) -> JSONMember { JSONMember(key: key, value: value) }
    private static func object(_ fields: [(String, JSONValue.Kind)]) -> JSONValue.Kind {
        .object(fields.map { JSONMember(key: $0.0, value: JSONValue($0.1)) })
    }
    private static func uuid(_ id: UUID) -> JSONValue.Kind { .string(id.uuidString.lowercased()) }
    private static func number(_ value: Int) -> JSONValue.Kind { .number(String(value)) }
    /// The shortest text that reads back as the same `Double`; non-finite values (never stored) as null.
    private static func real(_ value: Double) -> JSONValue.Kind { value.isFinite ? .number("\(value)") : .null }
    private static func date(_ date: Date) -> JSONValue.Kind { .string(Timestamp(date).iso8601) }
}
