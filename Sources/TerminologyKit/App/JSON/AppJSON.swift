// Only where AppIntents is absent (see TerminologyApp.swift).
#if !canImport(AppIntents)
import Foundation
import StringResources

/// The app's values as JSON (`sanasto … --json`, a web page's API), written by StringResources' `JSONWriter`.
///
/// Ids are lowercase UUIDs, languages BCP 47 tags, dates ISO 8601; texts the user reads (subtitles, summaries,
/// dialogs) are in the app's language, so that a script shows what a person would see.
public enum AppJSON {
    /// The text of `value`, pretty-printed, ending with a line break.
    public static func text(_ value: JSONValue) -> String {
        JSONWriter.text(value, style: .pretty) + "\n"
    }

    static func id(_ uuid: UUID) -> JSONValue { .string(uuid.databaseText) }

    static func date(_ date: Date) -> JSONValue { .string(Timestamp(date).iso8601) }

    /// A course: `{"code", "name"}`, or null for none.
    public static func course(_ course: Course?) -> JSONValue {
        guard let course, !course.code.isEmpty else { return .null }
        return .object([("code", .string(course.code)), ("name", .string(course.name))])
    }

    /// A terminology's metadata.
    public static func terminology(_ terminology: Terminology) -> JSONValue {
        .object([
            ("id", id(terminology.id)),
            ("title", .string(terminology.title)),
            ("course", course(terminology.course)),
            ("languages", .array(terminology.languages.map { .string($0.rawValue) })),
            ("description", .string(terminology.description)),
            ("author", .string(terminology.author)),
            ("role", .string(terminology.ownerRole.rawValue)),
            ("revision", .number(terminology.revision)),
            ("created", date(terminology.createdAt)),
            ("modified", date(terminology.modifiedAt)),
        ])
    }

    /// A terminology with its counts.
    public static func terminology(_ summary: TerminologySummary) -> JSONValue {
        var members = terminology(summary.terminology).objectMembers.map { $0.map { ($0.key, $0.value) } } ?? []
        members += [("categoryCount", .number(summary.categoryCount)), ("termCount", .number(summary.conceptCount))]
        return .object(members)
    }

    /// A category row of the category list.
    public static func category(_ row: CategoryRow) -> JSONValue {
        .object([
            ("id", id(row.category.id)),
            ("name", .string(row.category.name)),
            ("position", .number(row.category.position + 1)),
            ("termCount", .number(row.termCount)),
            ("subtitle", .string(row.subtitle)),
        ])
    }

    /// A category.
    public static func category(_ category: Category, termCount: Int? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", id(category.id)), ("name", .string(category.name)), ("position", .number(category.position + 1)),
            ("terminologyID", id(category.terminologyID)),
        ]
        if let termCount { members.append(("termCount", .number(termCount))) }
        return .object(members)
    }

    /// The category list: a section per terminology.
    public static func categoryList(_ sections: [CategoryListSection]) -> JSONValue {
        .array(sections.map { section in
            .object([
                ("terminology", .object([("id", id(section.terminology.id)), ("title", .string(section.terminology.title))])),
                ("categories", .array(section.rows.map(category))),
                ("uncategorizedTermCount", .number(section.uncategorizedCount)),
            ])
        })
    }

    /// A term as the user reads it.
    public static func concept(_ concept: ConceptEntity) -> JSONValue {
        var builder = JSONValueBuilder()
        write(concept, into: &builder)
        return builder.value
    }

    /// Terms as the user reads them, streamed straight into `writer` as a compact array (the web API's answers),
    /// with the bytes `.array(concepts.map(concept))` written compact has.
    public static func write(_ concepts: [ConceptEntity], into writer: inout JSONWriter) {
        writer.openArray()
        for concept in concepts { write(concept, into: &writer) }
        writer.closeArray()
    }

    /// A term as the user reads it, streamed: the one description of a term's JSON, which ``concept(_:)`` builds
    /// and the web API writes straight into its bytes.
    static func write<Stream: JSONStream>(_ concept: ConceptEntity, into stream: inout Stream) {
        stream.openObject()
        stream.writeKey("id")
        writeID(concept.id, into: &stream)
        stream.writeKey("number")
        stream.writeValue(Int(concept.number))
        stream.writeKey("term")
        stream.writeValue(concept.term)
        stream.writeKey("language")
        stream.writeValue(concept.language.rawValue)
        stream.writeKey("translations")
        stream.openArray()
        for translation in concept.translations {
            // One line each in the pretty style: a table of the translations.
            stream.openObject(layout: .singleLine)
            stream.writeKey("language")
            stream.writeValue(translation.language.rawValue)
            stream.writeKey("term")
            stream.writeValue(translation.text)
            stream.closeObject()
        }
        stream.closeArray()
        stream.writeKey("definition")
        stream.writeValue(concept.definition)
        stream.writeKey("category")
        stream.writeValue(concept.categoryName)
        stream.writeKey("terminology")
        stream.openObject()
        stream.writeKey("id")
        writeID(concept.terminologyID, into: &stream)
        stream.writeKey("title")
        stream.writeValue(concept.terminologyTitle)
        stream.closeObject()
        stream.writeKey("difficulty")
        stream.writeValue(concept.difficulty.rawValue)
        stream.writeKey("learned")
        stream.writeValue(concept.isLearned)
        stream.writeKey("own")
        stream.writeValue(concept.isOwn)
        stream.closeObject()
    }

    /// An id's text (as ``id(_:)`` gives it), made in a buffer on the stack rather than as a `String`.
    private static func writeID<Stream: JSONStream>(_ uuid: UUID, into stream: inout Stream) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { buffer in
            let count = uuid.writeDatabaseText(into: buffer)
            stream.writeValue(utf8: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// A concept with everything it holds: each language's terms, definitions and contexts.
    public static func conceptDetail(_ entity: ConceptEntity, concept: Concept) -> JSONValue {
        var members = self.concept(entity).objectMembers.map { $0.map { ($0.key, $0.value) } } ?? []
        members.append(("sections", .array(concept.sections.map { section in
            .object([
                ("language", .string(section.language.rawValue)),
                ("terms", .array(section.terms.map { term in
                    .object([
                        ("text", .string(term.text)), ("status", .string(term.status.rawValue)),
                        ("partOfSpeech", .string(term.partOfSpeech?.rawValue)), ("context", .string(term.context)),
                    ])
                })),
                ("definition", .string(section.definition?.text)),
                ("definitionSource", .string(section.definition?.source)),
            ])
        })))
        members.append(("notes", .string(concept.notes)))
        return .object(members)
    }

    /// Search results, best first.
    public static func search(_ results: [SearchResult]) -> JSONValue {
        .array(results.map { result in
            .object([
                ("match", .string(String(describing: result.match))),
                ("matchedTerm", .string(result.matchedTerm)),
                ("matchedLanguage", .string(result.matchedLanguage?.rawValue)),
                ("term", concept(result.concept)),
            ])
        })
    }

    /// A learner's counts in one direction.
    public static func counts(_ counts: StudyCounts, direction: StudyDirection) -> JSONValue {
        .object([
            ("from", .string(direction.from.rawValue)), ("to", .string(direction.to.rawValue)),
            ("due", .number(counts.due)), ("new", .number(counts.new)), ("learning", .number(counts.learning)),
            ("review", .number(counts.review)), ("relearning", .number(counts.relearning)), ("learned", .number(counts.learned)),
        ]).singleLine
    }

    /// Statistics per terminology.
    public static func statistics(_ statistics: [TerminologyStatistics]) -> JSONValue {
        .array(statistics.map { item in
            .object([
                ("terminology", .object([("id", id(item.terminology.id)), ("title", .string(item.terminology.title))])),
                ("summary", .string(item.summary)),
                ("categoryCount", .number(item.categoryCount)),
                ("termCount", .number(item.conceptCount)),
                ("ownTermCount", .number(item.ownConceptCount)),
                ("directions", .array(item.directions.map { counts($0.counts, direction: $0.direction) })),
            ])
        })
    }

    /// The term-of-the-day card, or null.
    public static func today(_ card: TermOfTheDayCard?, dialog: String? = nil) -> JSONValue {
        guard let card else { return .null }
        var members: [(String, JSONValue)] = [
            ("heading", .string(card.heading)), ("date", date(card.date)), ("learned", .bool(card.concept.isLearned)),
            ("term", concept(card.concept)),
        ]
        if let dialog { members.append(("dialog", .string(dialog))) }
        return .object(members)
    }

    /// The quick actions.
    public static func quickActions(_ actions: [QuickAction]) -> JSONValue {
        .array(actions.map { action in
            .object([
                ("type", .string(action.item.type)), ("title", .string(action.title)), ("subtitle", .string(action.subtitle)),
                ("symbol", .string(action.item.iconSymbolName)), ("action", .string(action.action?.rawValue)),
            ])
        })
    }
}
#endif
