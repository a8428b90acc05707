import Foundation
import StringResources

/// Writes a terminology as TBX-Basic (TBX v3, ISO 30042:2019, DCA style), one concept at a time.
///
/// The layout, and Sanasto's conventions for what TBX-Basic has no data category for, are described in
/// `TBXVocabulary`. The output is deterministic: the same terminology always gives the same bytes.
struct TBXWriter {
    static let sourceNote = "Exported from Sanasto."

    private let terminology: Terminology
    private let categories: [UUID: Category]
    private let output: ExchangeOutput
    private var writer = XMLWriter(capacity: 1 << 17)

    init(terminology: Terminology, categories: [Category], output: ExchangeOutput) {
        self.terminology = terminology
        self.categories = Dictionary(categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.output = output
        writer.writeDeclaration()
        let language = terminology.languages.first?.rawValue ?? "und"
        writer.startElement("tbx", attributes: [
            ("xmlns", TBXVocabulary.namespace), ("type", TBXVocabulary.dialect), ("style", "dca"), ("xml:lang", language),
        ])
        writer.startElement("tbxHeader")
        writer.startElement("fileDesc")
        writer.startElement("titleStmt")
        writer.element("title", text: terminology.title)
        if !terminology.description.isEmpty { writer.element("note", text: terminology.description) }
        writer.endElement()
        writer.startElement("sourceDesc")
        writer.element("p", text: Self.sourceNote)
        func convention(_ name: String, _ value: String, id: String? = nil) {
            var attributes = [(name: "type", value: TBXVocabulary.conventionPrefix + name)]
            if let id { attributes.insert(("id", id), at: 0) }
            writer.element("p", attributes: attributes, text: value)
        }
        convention("id", terminology.id.uuidString.lowercased())
        convention("revision", String(terminology.revision))
        convention("languages", terminology.languages.map(\.rawValue).joined(separator: " "))
        if !terminology.author.isEmpty { convention("author", terminology.author) }
        if !terminology.course.code.isEmpty { convention("courseCode", terminology.course.code) }
        if !terminology.course.name.isEmpty { convention("courseName", terminology.course.name) }
        for category in categories.sorted(by: { ($0.position, $0.name) < ($1.position, $1.name) }) {
            convention("category", category.name, id: TBXVocabulary.categoryXMLID(category.id))
        }
        writer.endElement()
        writer.endElement()
        writer.endElement()
        writer.startElement("text")
        writer.startElement("body")
    }

    /// Writes one concept; `relatedTerm` gives the term shown for a cross-reference's target.
    mutating func write(_ concept: Concept, relatedTerm: (UUID) -> String?) throws {
        writer.startElement("conceptEntry", attributes: [("id", TBXVocabulary.conceptXMLID(concept.id))])
        if let categoryID = concept.categoryID, let category = categories[categoryID] {
            writer.element(
                "descrip", attributes: [("type", "subjectField"), ("target", TBXVocabulary.categoryXMLID(category.id))],
                text: category.name)
        }
        // Definitions in languages without terms: TBX-Basic's langSec needs a term.
        for section in concept.sections where section.terms.isEmpty {
            if let definition = section.definition { writeDefinition(definition, language: section.language.rawValue) }
        }
        if !concept.notes.isEmpty { writer.element("note", text: concept.notes) }
        if concept.difficulty != .medium {
            writer.element("note", text: TBXVocabulary.difficultyNotePrefix + concept.difficulty.rawValue)
        }
        for related in concept.related {
            writer.element(
                "ref", attributes: [("type", "crossReference"), ("target", TBXVocabulary.conceptXMLID(related))],
                text: relatedTerm(related) ?? "")
        }
        for section in concept.sections where !section.terms.isEmpty {
            writer.startElement("langSec", attributes: [("xml:lang", section.language.rawValue)])
            if let definition = section.definition { writeDefinition(definition, language: nil) }
            for term in section.terms {
                writer.startElement("termSec")
                writer.element("term", text: term.text)
                if let partOfSpeech = term.partOfSpeech {
                    writer.element("termNote", attributes: [("type", "partOfSpeech")], text: TBXVocabulary.partOfSpeechValue(partOfSpeech))
                }
                writer.element("termNote", attributes: [("type", "administrativeStatus")], text: TBXVocabulary.administrativeStatus(term.status))
                if let context = term.context { writer.element("descrip", attributes: [("type", "context")], text: context) }
                writer.endElement()
            }
            writer.endElement()
        }
        writer.endElement()
        if writer.bytes.count >= 1 << 16 { try output.write(writer.takeBytes()) }
    }

    private mutating func writeDefinition(_ definition: Definition, language: String?) {
        var attributes = [(name: "type", value: "definition")]
        if let language { attributes.append(("xml:lang", language)) }
        if let source = definition.source {
            writer.startElement("descripGrp")
            writer.element("descrip", attributes: attributes, text: definition.text)
            writer.element("admin", attributes: [("type", "source")], text: source)
            writer.endElement()
        } else {
            writer.element("descrip", attributes: attributes, text: definition.text)
        }
    }

    /// Closes the document and writes what is left.
    mutating func finish() throws {
        writer.finish()
        try output.write(writer.takeBytes())
    }
}
