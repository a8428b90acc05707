import Foundation
import StringResources

/// Builds the JSON of the author's terminology that a copy keeps for later merges, one concept at a time, so
/// that a large import does not hold every concept (nor a JSON encoder's tree of them) in memory.
///
/// The text is what `TerminologySnapshot`'s decoder reads (compact, keys sorted, dates in the store's ISO 8601
/// with microseconds); strings are quoted by StringResources' `JSONWriter`. Relations to concepts the file does
/// not have are dropped at the end, as the import drops them.
///
/// With a spool, the concepts' JSON is handed to it a megabyte at a time as it is built (the store keeps it outside
/// memory until the snapshot is written), so that what the builder holds stays small; relations in what was
/// spooled are not rewritten then, and the store drops those to missing concepts when it reads the snapshot.
final class OriginSnapshotBuilder {
    private var terminology: Terminology
    private var categories: [Category] = []
    private var writer = JSONText()
    private var count = 0
    /// Concepts with relations, by the byte range of their JSON, for the check at the end.
    private var related: [(range: Range<Int>, concept: Concept)] = []
    private let spool: (([UInt8]) throws -> Void)?
    static let spoolChunkSize = 1 << 20

    init(terminology: Terminology, categories: [Category], spool: (([UInt8]) throws -> Void)? = nil) {
        self.terminology = terminology
        self.categories = categories
        self.spool = spool
    }

    func add(category: Category) { categories.append(category) }

    func add(language: LanguageTag) {
        if !terminology.languages.contains(language) { terminology.languages.append(language) }
    }

    func add(_ concept: Concept) throws {
        if count > 0 { writer.append(",") }
        let from = writer.bytes.count
        Self.write(concept, into: &writer)
        if !concept.related.isEmpty { related.append((from..<writer.bytes.count, concept)) }
        count += 1
        if let spool, writer.bytes.count >= Self.spoolChunkSize {
            try spool(writer.bytes)
            writer.bytes.removeAll(keepingCapacity: true)
            related.removeAll()
        }
    }

    /// The snapshot's JSON as what goes before the concepts, the concepts not spooled yet, and what follows them.
    func parts(keeping conceptIDs: Set<UUID>) -> (head: [UInt8], concepts: [UInt8], tail: [UInt8]) {
        let concepts = fixedConcepts(keeping: conceptIDs)
        var head = JSONText()
        head.append("{\"categories\":[")
        for (index, category) in categories.enumerated() {
            if index > 0 { head.append(",") }
            Self.write(category, into: &head)
        }
        head.append("],\"concepts\":[")
        var tail = JSONText()
        tail.append("],\"terminology\":")
        Self.write(terminology, into: &tail)
        tail.append("}")
        return (head.bytes, concepts, tail.bytes)
    }

    /// The concepts kept, with the relations to concepts outside `conceptIDs` rewritten away.
    private func fixedConcepts(keeping conceptIDs: Set<UUID>) -> [UInt8] {
        var concepts = writer.bytes
        writer = JSONText()
        // Rewrite, from the last, the few concepts whose relations name concepts the file does not have.
        for (range, concept) in related.reversed() where concept.related.contains(where: { !conceptIDs.contains($0) }) {
            var fixed = concept
            fixed.related.removeAll { !conceptIDs.contains($0) }
            var replacement = JSONText()
            Self.write(fixed, into: &replacement)
            concepts.replaceSubrange(range, with: replacement.bytes)
        }
        related = []
        return concepts
    }

    /// The snapshot's JSON (without a spool); concepts' relations to ids outside `conceptIDs` are left out.
    func json(keeping conceptIDs: Set<UUID>) -> String {
        let (head, concepts, tail) = parts(keeping: conceptIDs)
        var text = String()
        text.reserveCapacity(head.count + concepts.count + tail.count)
        for part in [head, concepts, tail] { text += String(decoding: part, as: UTF8.self) }
        return text
    }

    // MARK: - Values (keys in sorted order, as the canonical form has them)

    static func write(_ terminology: Terminology, into writer: inout JSONText) {
        writer.append("{\"author\":")
        writer.writeString(terminology.author)
        writer.append(",\"course\":{\"code\":")
        writer.writeString(terminology.course.code)
        writer.append(",\"name\":")
        writer.writeString(terminology.course.name)
        writer.append("},\"createdAt\":")
        date(terminology.createdAt, &writer)
        writer.append(",\"description\":")
        writer.writeString(terminology.description)
        writer.append(",\"id\":")
        uuid(terminology.id, &writer)
        writer.append(",\"languages\":[")
        for (index, language) in terminology.languages.enumerated() {
            if index > 0 { writer.append(",") }
            writer.writeString(language.rawValue)
        }
        writer.append("],\"modifiedAt\":")
        date(terminology.modifiedAt, &writer)
        if let origin = terminology.origin {
            writer.append(",\"origin\":{\"sourceID\":")
            uuid(origin.sourceID, &writer)
            writer.append(",\"sourceRevision\":")
            number(origin.sourceRevision, &writer)
            writer.append("}")
        }
        writer.append(",\"ownerRole\":")
        writer.writeString(terminology.ownerRole.rawValue)
        writer.append(",\"revision\":")
        number(terminology.revision, &writer)
        writer.append(",\"title\":")
        writer.writeString(terminology.title)
        writer.append("}")
    }

    static func write(_ category: Category, into writer: inout JSONText) {
        writer.append("{\"id\":")
        uuid(category.id, &writer)
        writer.append(",\"name\":")
        writer.writeString(category.name)
        writer.append(",\"position\":")
        number(category.position, &writer)
        writer.append(",\"terminologyID\":")
        uuid(category.terminologyID, &writer)
        writer.append("}")
    }

    static func write(_ concept: Concept, into writer: inout JSONText) {
        writer.append("{")
        if let categoryID = concept.categoryID {
            writer.append("\"categoryID\":")
            uuid(categoryID, &writer)
            writer.append(",")
        }
        writer.append("\"createdAt\":")
        date(concept.createdAt, &writer)
        writer.append(",\"difficulty\":")
        writer.writeString(concept.difficulty.rawValue)
        writer.append(",\"id\":")
        uuid(concept.id, &writer)
        writer.append(concept.isDeprecated ? ",\"isDeprecated\":true" : ",\"isDeprecated\":false")
        writer.append(concept.isOwn ? ",\"isOwn\":true" : ",\"isOwn\":false")
        writer.append(",\"modifiedAt\":")
        date(concept.modifiedAt, &writer)
        writer.append(",\"notes\":")
        writer.writeString(concept.notes)
        writer.append(",\"related\":[")
        for (index, id) in concept.related.enumerated() {
            if index > 0 { writer.append(",") }
            uuid(id, &writer)
        }
        writer.append("],\"sections\":[")
        for (index, section) in concept.sections.enumerated() {
            if index > 0 { writer.append(",") }
            writer.append("{")
            if let definition = section.definition {
                writer.append("\"definition\":{")
                if let source = definition.source {
                    writer.append("\"source\":")
                    writer.writeString(source)
                    writer.append(",")
                }
                writer.append("\"text\":")
                writer.writeString(definition.text)
                writer.append("},")
            }
            writer.append("\"language\":")
            writer.writeString(section.language.rawValue)
            writer.append(",\"terms\":[")
            for (termIndex, term) in section.terms.enumerated() {
                if termIndex > 0 { writer.append(",") }
                writer.append("{")
                if let context = term.context {
                    writer.append("\"context\":")
                    writer.writeString(context)
                    writer.append(",")
                }
                if let partOfSpeech = term.partOfSpeech {
                    writer.append("\"partOfSpeech\":")
                    writer.writeString(partOfSpeech.rawValue)
                    writer.append(",")
                }
                writer.append("\"status\":")
                writer.writeString(term.status.rawValue)
                writer.append(",\"text\":")
                writer.writeString(term.text)
                writer.append("}")
            }
            writer.append("]}")
        }
        writer.append("],\"terminologyID\":")
        uuid(concept.terminologyID, &writer)
        writer.append("}")
    }

    private static func uuid(_ id: UUID, _ writer: inout JSONText) { writer.writeString(id.uuidString) }
    private static func date(_ date: Date, _ writer: inout JSONText) { writer.writeString(Timestamp(date).iso8601) }
    private static func number(_ value: Int, _ writer: inout JSONText) { writer.bytes += String(value).utf8 }
}

/// Compact JSON text built by hand: punctuation as is, strings quoted by `JSONWriter.quoted`.
struct JSONText {
    var bytes: [UInt8] = []

    mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func writeString(_ text: String) {
        bytes += JSONWriter.quoted(text).utf8
    }
}
