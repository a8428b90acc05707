import Foundation

/// Writes a terminology as a table (see `CSVOptions`): a header row, then one row per concept, RFC 4180
/// quoting, CRLF line ends. Optional columns appear only when some concept has a value for them.
struct CSVTerminologyWriter {
    let snapshot: TerminologySnapshot
    let options: CSVOptions
    let delimiter: CSVDelimiter

    init(snapshot: TerminologySnapshot, format: ExchangeFormat, options: CSVOptions) {
        self.snapshot = snapshot
        self.options = options
        delimiter = options.delimiter ?? (format == .tsv ? .tab : .comma)
    }

    /// The columns this terminology needs, in order.
    var columns: [CSVColumn] {
        let concepts = snapshot.concepts
        var columns: [CSVColumn] = snapshot.terminology.languages.map { .terms($0) }
        func any(_ test: (LanguageSection) -> Bool) -> [LanguageTag] {
            snapshot.terminology.languages.filter { language in
                concepts.contains { $0.section(language).map(test) ?? false }
            }
        }
        columns += any { $0.terms.contains { $0.status == .deprecated } }.map { .deprecatedTerms($0) }
        for language in snapshot.terminology.languages {
            if concepts.contains(where: { $0.section(language)?.definition != nil }) { columns.append(.definition(language)) }
            if concepts.contains(where: { $0.section(language)?.definition?.source != nil }) { columns.append(.source(language)) }
            if concepts.contains(where: { $0.section(language)?.terms.first(where: { $0.status != .deprecated })?.context != nil }) {
                columns.append(.context(language))
            }
        }
        if concepts.contains(where: { $0.categoryID != nil }) { columns.append(.category) }
        if concepts.contains(where: { $0.sections.contains { $0.terms.contains { $0.partOfSpeech != nil } } }) { columns.append(.partOfSpeech) }
        if concepts.contains(where: { $0.difficulty != .medium }) { columns.append(.difficulty) }
        if concepts.contains(where: { !$0.notes.isEmpty }) { columns.append(.notes) }
        if concepts.contains(where: { !$0.related.isEmpty }) { columns.append(.related) }
        if options.includesIDs { columns.append(.id) }
        return columns
    }

    /// The file's bytes, and what the table could not hold (for the export report).
    func write() -> (bytes: [UInt8], omissions: [String]) {
        let columns = self.columns
        let names = Dictionary(snapshot.categories.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var text = options.writesByteOrderMark ? "\u{FEFF}" : ""
        var lost = (statuses: 0, contexts: 0, partsOfSpeech: 0, separators: 0)
        text += row(columns.map(\.name))
        for concept in snapshot.concepts {
            var cells: [String] = []
            for column in columns {
                switch column {
                case .terms(let language):
                    let terms = concept.section(language)?.terms.filter { $0.status != .deprecated } ?? []
                    let expected = terms.enumerated().allSatisfy { ($0.offset == 0) == ($0.element.status == .preferred) }
                    if !expected { lost.statuses += 1 }
                    cells.append(join(terms.map(\.text), &lost.separators))
                case .deprecatedTerms(let language):
                    cells.append(join(concept.section(language)?.terms.filter { $0.status == .deprecated }.map(\.text) ?? [], &lost.separators))
                case .definition(let language):
                    cells.append(concept.section(language)?.definition?.text ?? "")
                case .source(let language):
                    cells.append(concept.section(language)?.definition?.source ?? "")
                case .context(let language):
                    let terms = concept.section(language)?.terms.filter { $0.status != .deprecated } ?? []
                    cells.append(terms.first?.context ?? "")
                    if terms.dropFirst().contains(where: { $0.context != nil }) { lost.contexts += 1 }
                case .category:
                    cells.append(concept.categoryID.flatMap { names[$0] } ?? "")
                case .partOfSpeech:
                    let values = Set(concept.sections.flatMap(\.terms).compactMap(\.partOfSpeech))
                    let first = concept.sections.flatMap(\.terms).compactMap(\.partOfSpeech).first
                    if values.count > 1 || (first != nil && concept.sections.flatMap(\.terms).contains { $0.partOfSpeech == nil }) { lost.partsOfSpeech += 1 }
                    cells.append(first.map(TBXVocabulary.partOfSpeechValue) ?? "")
                case .difficulty:
                    cells.append(concept.difficulty.rawValue)
                case .notes:
                    cells.append(concept.notes)
                case .related:
                    cells.append(concept.related.map { $0.uuidString.lowercased() }.joined(separator: options.termSeparator))
                case .id:
                    cells.append(concept.id.uuidString.lowercased())
                }
            }
            text += row(cells)
        }
        var omissions: [String] = []
        if lost.statuses > 0 { omissions.append("term statuses other than 'first preferred, others admitted' (\(lost.statuses) concepts)") }
        if lost.contexts > 0 { omissions.append("context sentences of terms other than the first (\(lost.contexts) concepts)") }
        if lost.partsOfSpeech > 0 { omissions.append("parts of speech that differ between the terms of a concept (\(lost.partsOfSpeech) concepts)") }
        if lost.separators > 0 { omissions.append("terms containing the term separator '\(options.termSeparator)' are split when read back (\(lost.separators) terms)") }
        let emptyCategories = snapshot.categories.filter { category in !snapshot.concepts.contains { $0.categoryID == category.id } }
        if !emptyCategories.isEmpty { omissions.append("categories without concepts (\(emptyCategories.map(\.name).joined(separator: ", ")))") }
        return (Array(text.utf8), omissions)
    }

    private func join(_ terms: [String], _ lost: inout Int) -> String {
        let separator = options.termSeparator.trimmingCharacters(in: .whitespaces)
        lost += terms.filter { !separator.isEmpty && $0.contains(separator) }.count
        return terms.joined(separator: options.termSeparator)
    }

    private func row(_ cells: [String]) -> String {
        cells.map(quote).joined(separator: delimiter.rawValue) + "\r\n"
    }

    /// A field, quoted when it holds the delimiter, a quote, a line end, or space at either end.
    func quote(_ field: String) -> String {
        let delimiterScalar = Unicode.Scalar(delimiter.byte)
        let needsQuotes = field.unicodeScalars.contains { $0 == delimiterScalar || $0 == "\"" || $0 == "\n" || $0 == "\r" }
            || field.unicodeScalars.first.map(\.properties.isWhitespace) == true || field.unicodeScalars.last.map(\.properties.isWhitespace) == true
        guard needsQuotes else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
