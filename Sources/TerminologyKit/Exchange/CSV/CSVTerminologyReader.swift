import Foundation
import StringResources

/// Reads a terminology table (see `CSVOptions`): one concept per row, handed to the receiver as it is read.
struct CSVTerminologyReader {
    private let text: [UInt8]
    private let usedFallback: Bool
    private let delimiter: CSVDelimiter
    private let format: ExchangeFormat
    private let options: ExchangeReadOptions
    private let receiver: any TerminologyReceiver
    private var tracker = CSVParser.PositionTracker()
    private var summary = ReadSummary()
    private var categories: [String: UUID] = [:]
    private var derivedIDCounts: [String: Int] = [:]

    init(bytes raw: [UInt8], format: ExchangeFormat, options: ExchangeReadOptions, receiver: any TerminologyReceiver) throws {
        (text, usedFallback) = try CSVParser.decode(raw)
        self.format = format
        self.options = options
        self.receiver = receiver
        delimiter = options.delimiter ?? (format == .tsv ? .tab : CSVParser.detectDelimiter(text))
    }

    private mutating func position(_ offset: Int, row: Int, field: Int? = nil) -> ExchangePosition {
        ExchangePosition(tracker.position(of: offset, in: text), row: row, field: field)
    }

    mutating func read() throws -> ReadSummary {
        var parser = CSVParser(bytes: text, delimiter: delimiter.byte)
        if usedFallback {
            summary.issues.append(ExchangeIssue(
                .warning, .unsupportedData, at: nil,
                "the file is not UTF-8 and was read as Latin-1 (ISO-8859-1); if letters look wrong, save it as \"CSV UTF-8\" and import it again"))
        }
        guard let first = try nextRecord(&parser) else {
            throw ExchangeError(.notATerminology, "the file has no rows", format: format)
        }
        let columns: [CSVColumn?]
        var pending: CSVParser.Record?
        if options.hasHeader ?? Self.isHeader(first.fields) {
            columns = try headerColumns(first)
        } else {
            guard let languages = options.languages, !languages.isEmpty else {
                throw ExchangeError(
                    .missingInformation, "the file has no header row of language codes; say which languages its columns are in (first column first)",
                    format: format, position: position(0, row: 1))
            }
            columns = languages.map { CSVColumn.terms($0) }
            pending = first
        }
        var languages: [LanguageTag] = []
        for column in columns {
            if let language = column?.language, !languages.contains(language) { languages.append(language) }
        }
        let title = options.title ?? options.fallbackTitle ?? "Terminology"
        let terminologyID = options.terminologyID ?? StableUUID.make(namespace: StableUUID.sanastoNamespace, name: "csv-title:" + title)
        let terminology = Terminology(id: terminologyID, title: title, languages: languages, createdAt: options.now)
        try receiver.begin(terminology, categories: [])
        while let record = try pending ?? nextRecord(&parser) {
            pending = nil
            try readRow(record, columns: columns, terminology: terminology)
        }
        return summary
    }

    private mutating func nextRecord(_ parser: inout CSVParser) throws -> CSVParser.Record? {
        do {
            return try parser.next()
        } catch var error as ExchangeError {
            error.format = format
            throw error
        }
    }

    /// Whether a first row is a header: it names a column other than a language (`category`, `definition:fi`),
    /// or at least half of its cells are valid language codes (the others are then reported as unknown columns).
    static func isHeader(_ cells: [String]) -> Bool {
        let filled = cells.map { $0.trimmedWhitespace }.filter { !$0.isEmpty }
        guard !filled.isEmpty else { return false }
        var languageCount = 0
        for cell in filled {
            switch CSVColumn.read(cell) {
            case .column(.terms): languageCount += 1
            case .column: return true
            case .badLanguage, .unknown: break
            }
        }
        return languageCount * 2 >= filled.count
    }

    private mutating func headerColumns(_ record: CSVParser.Record) throws -> [CSVColumn?] {
        var columns: [CSVColumn?] = []
        for (index, cell) in record.fields.enumerated() {
            let at = position(record.offsets[index], row: 1, field: index + 1)
            switch CSVColumn.read(cell) {
            case .column(let column):
                if columns.contains(column) {
                    throw ExchangeError(.notATerminology, "column '\(column.name)' appears twice", format: format, position: at)
                }
                columns.append(column)
            case .badLanguage(let code, let error):
                throw ExchangeError(.unknownLanguage, "'\(code)' is not a valid language code: \(error.localizedReason)", format: format, position: at)
            case .unknown:
                if cell.trimmedWhitespace.isEmpty {
                    columns.append(nil)
                } else {
                    throw ExchangeError(
                        .notATerminology,
                        "unknown column '\(cell)'; columns are language codes (fi, en-GB) and definition:fi, source:fi, context:fi, fi:deprecated, category, partOfSpeech, difficulty, notes, related, id",
                        format: format, position: at)
                }
            }
        }
        guard columns.contains(where: { if case .terms = $0 { true } else { false } }) else {
            throw ExchangeError(.notATerminology, "the header has no column of terms (a language code such as fi)", format: format, position: position(record.offsets[0], row: 1))
        }
        return columns
    }

    private func split(_ cell: String) -> [String] {
        let separator = options.termSeparator.trimmingCharacters(in: .whitespaces).isEmpty ? options.termSeparator : options.termSeparator.trimmingCharacters(in: .whitespaces)
        return cell.components(separatedBy: separator).map { $0.trimmedWhitespace }.filter { !$0.isEmpty }
    }

    private mutating func readRow(_ record: CSVParser.Record, columns: [CSVColumn?], terminology: Terminology) throws {
        let cells = record.fields.map { $0.trimmedWhitespace }
        guard cells.contains(where: { !$0.isEmpty }) else { return }
        summary.entryCount += 1
        let row = record.number
        func at(_ field: Int) -> ExchangePosition { position(record.offsets[min(field, record.offsets.count - 1)], row: row, field: field + 1) }
        if cells.count > columns.count, let extra = cells.indices.dropFirst(columns.count).first(where: { !cells[$0].isEmpty }) {
            summary.issues.append(ExchangeIssue(
                .error, .extraFields, at: at(extra), entry: cells.first { !$0.isEmpty },
                "the row has \(cells.count) fields and the header \(columns.count) columns"))
            return
        }
        var sections: [LanguageSection] = []
        func section(_ language: LanguageTag) -> Int {
            if let index = sections.firstIndex(where: { $0.language == language }) { return index }
            sections.append(LanguageSection(language: language, terms: []))
            return sections.count - 1
        }
        var contexts: [(LanguageTag, String, Int)] = []
        var category: String?
        var partOfSpeech: PartOfSpeech?
        var difficulty = Difficulty.medium
        var notes = ""
        var related: [String] = []
        var idText: String?
        for (index, column) in columns.enumerated() where index < cells.count && !cells[index].isEmpty {
            let cell = cells[index]
            guard let column else { continue }
            switch column {
            case .terms(let language):
                let at = section(language)
                for text in split(cell) {
                    let status: TermStatus = sections[at].terms.contains { $0.status == .preferred } ? .admitted : .preferred
                    sections[at].terms.append(Term(text, status: status))
                }
            case .deprecatedTerms(let language):
                let at = section(language)
                sections[at].terms += split(cell).map { Term($0, status: .deprecated) }
            case .definition(let language):
                let at = section(language)
                sections[at].definition = Definition(cell, source: sections[at].definition?.source)
            case .source(let language):
                let at = section(language)
                sections[at].definition = Definition(sections[at].definition?.text ?? "", source: cell)
            case .context(let language):
                contexts.append((language, cell, index))
            case .category:
                category = cell
            case .partOfSpeech:
                if let value = TBXVocabulary.partOfSpeech(cell) {
                    partOfSpeech = value
                } else {
                    summary.issues.append(ExchangeIssue(
                        .warning, .invalidValue, at: at(index), entry: cells.first { !$0.isEmpty },
                        "part of speech '\(cell)' is not one of noun, verb, adjective, adverb, properNoun, other; it is left out"))
                }
            case .difficulty:
                if let value = CSVColumn.difficulty(cell) {
                    difficulty = value
                } else {
                    summary.issues.append(ExchangeIssue(
                        .warning, .invalidValue, at: at(index), entry: cells.first { !$0.isEmpty },
                        "difficulty '\(cell)' is not easy, medium or hard; medium is used"))
                }
            case .notes:
                notes = record.fields[index]
            case .related:
                related = split(cell)
            case .id:
                idText = cell
            }
        }
        // A source without a definition is not a definition.
        for index in sections.indices where sections[index].definition?.text.isEmpty == true {
            summary.issues.append(ExchangeIssue(.warning, .unsupportedData, at: at(0), entry: sections.first?.terms.first?.text, "a definition source without a definition is left out"))
            sections[index].definition = nil
        }
        for (language, context, field) in contexts {
            if let at = sections.firstIndex(where: { $0.language == language }), !sections[at].terms.isEmpty {
                sections[at].terms[0].context = context
            } else {
                summary.issues.append(ExchangeIssue(.warning, .unsupportedData, at: at(field), "a context sentence in \(language) without a term in \(language) is left out"))
            }
        }
        if let partOfSpeech {
            for index in sections.indices {
                for term in sections[index].terms.indices { sections[index].terms[term].partOfSpeech = partOfSpeech }
            }
        }
        let firstTerm = sections.first { !$0.terms.isEmpty }
        guard let firstTerm else {
            summary.issues.append(ExchangeIssue(.error, .missingTerm, at: at(0), entry: cells.first { !$0.isEmpty }, "the row has no term"))
            return
        }
        var categoryID: UUID?
        if let category {
            if let known = categories[category] {
                categoryID = known
            } else {
                let made = Category(
                    id: StableUUID.make(namespace: terminology.id, name: "category:" + category), terminologyID: terminology.id,
                    name: category, position: categories.count)
                categories[category] = made.id
                try receiver.add(category: made)
                categoryID = made.id
            }
        }
        let id: UUID
        if let idText {
            id = UUID(uuidString: idText) ?? StableUUID.make(namespace: terminology.id, name: "csv-id:" + idText)
        } else {
            var name = "term:\(firstTerm.language.rawValue):" + TextFolding.fold(firstTerm.terms[0].text)
            let count = derivedIDCounts[name, default: 0]
            derivedIDCounts[name] = count + 1
            if count > 0 { name += "#\(count + 1)" }
            id = StableUUID.make(namespace: terminology.id, name: name)
        }
        let relatedIDs = related.map { UUID(uuidString: $0) ?? StableUUID.make(namespace: terminology.id, name: "csv-id:" + $0) }
        let concept = Concept(
            id: id, terminologyID: terminology.id, categoryID: categoryID, sections: sections, notes: notes,
            related: relatedIDs.filter { $0 != id }, difficulty: difficulty, createdAt: options.now)
        let entry = idText ?? firstTerm.terms[0].text
        let start = record.offsets[0]
        do {
            try receiver.add(concept, entry: entry) { position(start, row: row) }
        } catch var issue as ExchangeIssue {
            issue.position = issue.position ?? position(start, row: row)
            issue.entry = issue.entry ?? entry
            summary.issues.append(issue)
        }
    }
}
