import Foundation
import StringResources

/// Reads Anki's "Notes in Plain Text" export (file headers `#separator:`, `#html:`, `#guid column:`,
/// `#notetype column:`, `#deck column:`, `#tags column:`, `#columns:`, `#deck:`, `#tags:`), as Anki writes it
/// and as `AnkiWriter` does: the first two regular fields are the front and back terms.
///
/// The languages come from a Sanasto GUID (`sanasto:<id>:fi:en`) or `ImportOptions.languages`; the title from
/// the deck's top level; categories from its subdecks.
struct AnkiReader {
    private let text: [UInt8]
    private let options: ExchangeReadOptions
    private let receiver: any TerminologyReceiver
    private var summary = ReadSummary()
    private var tracker = CSVParser.PositionTracker()

    init(bytes raw: [UInt8], options: ExchangeReadOptions, receiver: any TerminologyReceiver) throws {
        (text, _) = try CSVParser.decode(raw)
        self.options = options
        self.receiver = receiver
    }

    private struct Headers {
        var separator: UInt8 = 0x09
        var html = false
        var guidColumn: Int?
        var notetypeColumn: Int?
        var deckColumn: Int?
        var tagsColumn: Int?
        var deck: String?
        var tags: [String] = []
    }

    private struct Note {
        var guid: String?
        var deck: String?
        var fields: [String]
        var tags: [String]
        var row: Int
        var offset: Int
    }

    mutating func read() throws -> ReadSummary {
        var headers = Headers()
        var start = 0
        var separatorGiven = false
        // Header lines: `#key:value` at the top.
        while start < text.count, text[start] == UInt8(ascii: "#") {
            let end = text[start...].firstIndex(of: 0x0A) ?? text.count
            var line = String(decoding: text[(start + 1)..<end], as: UTF8.self)
            if line.hasSuffix("\r") { line.removeLast() }
            if let colon = line.firstIndex(of: ":") {
                let key = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                let value = String(line[line.index(after: colon)...])
                let trimmed = value.trimmingCharacters(in: .whitespaces)
                func column() throws -> Int {
                    guard let number = Int(trimmed), number >= 1 else {
                        throw ExchangeError(.malformedFile, "'#\(key):' needs a column number from 1", format: .anki, position: position(start, row: nil))
                    }
                    return number - 1
                }
                switch key {
                case "separator":
                    separatorGiven = true
                    switch trimmed.lowercased() {
                    case "tab", "\\t": headers.separator = 0x09
                    case "comma", ",": headers.separator = UInt8(ascii: ",")
                    case "semicolon", ";": headers.separator = UInt8(ascii: ";")
                    case "space", " ": headers.separator = 0x20
                    case "pipe", "|": headers.separator = UInt8(ascii: "|")
                    case "colon", ":": headers.separator = UInt8(ascii: ":")
                    default:
                        guard value.utf8.count == 1, let byte = value.utf8.first else {
                            throw ExchangeError(.malformedFile, "separator '\(value)' is not one Anki knows", format: .anki, position: position(start, row: nil))
                        }
                        headers.separator = byte
                    }
                case "html": headers.html = trimmed.lowercased() == "true"
                case "guid column": headers.guidColumn = try column()
                case "notetype column": headers.notetypeColumn = try column()
                case "deck column": headers.deckColumn = try column()
                case "tags column": headers.tagsColumn = try column()
                case "deck": headers.deck = trimmed
                case "tags": headers.tags = trimmed.split(separator: " ").map(String.init)
                default: break
                }
            }
            start = min(end + 1, text.count)
        }
        if !separatorGiven { headers.separator = CSVParser.detectDelimiter(Array(text[start...])).byte }
        var parser = CSVParser(bytes: text, delimiter: headers.separator, start: start)
        var notes: [Note] = []
        var row = 0
        while let record = try nextRecord(&parser) {
            row += 1
            guard record.fields.contains(where: { !$0.isEmpty }) else { continue }
            var regular: [String] = []
            for (index, field) in record.fields.enumerated()
            where index != headers.guidColumn && index != headers.notetypeColumn && index != headers.deckColumn && index != headers.tagsColumn {
                regular.append(headers.html ? AnkiHTML.text(field) : field)
            }
            let tags = headers.tags + (headers.tagsColumn.flatMap { $0 < record.fields.count ? record.fields[$0] : nil }?
                .split(separator: " ").map(String.init) ?? [])
            notes.append(Note(
                guid: headers.guidColumn.flatMap { $0 < record.fields.count ? record.fields[$0] : nil },
                deck: headers.deckColumn.flatMap { $0 < record.fields.count ? record.fields[$0] : nil } ?? headers.deck,
                fields: regular, tags: tags, row: record.number, offset: record.offsets[0]))
        }
        guard !notes.isEmpty else { throw ExchangeError(.notATerminology, "the file has no notes", format: .anki) }
        let languages = try self.languages(notes)
        let rootDeck = notes.compactMap(\.deck).first.map { String($0.components(separatedBy: "::")[0]) }
        let title = rootDeck ?? options.title ?? options.fallbackTitle ?? "Anki deck"
        let terminologyID = options.terminologyID ?? StableUUID.make(namespace: StableUUID.sanastoNamespace, name: "anki-deck:" + title)
        try receiver.begin(Terminology(id: terminologyID, title: title, languages: [languages.front, languages.back], createdAt: options.now), categories: [])
        var categories: [String: UUID] = [:]
        for note in notes { try add(note, languages: languages, terminologyID: terminologyID, categories: &categories) }
        return summary
    }

    private mutating func nextRecord(_ parser: inout CSVParser) throws -> CSVParser.Record? {
        do {
            return try parser.next()
        } catch var error as ExchangeError {
            error.format = .anki
            throw error
        }
    }

    private mutating func position(_ offset: Int, row: Int?) -> ExchangePosition {
        ExchangePosition(tracker.position(of: offset, in: text), row: row)
    }

    private func languages(_ notes: [Note]) throws -> (front: LanguageTag, back: LanguageTag) {
        if let given = options.languages, given.count >= 2 { return (given[0], given[1]) }
        for note in notes {
            let parts = note.guid?.split(separator: ":").map(String.init) ?? []
            if parts.count == 4, parts[0] + ":" == AnkiOptions.guidPrefix, let front = LanguageTag(rawValue: parts[2]),
               let back = LanguageTag(rawValue: parts[3]) {
                return (front, back)
            }
        }
        throw ExchangeError(.missingInformation, "the notes do not say which languages their two fields are in; give them (front first)", format: .anki)
    }

    private mutating func add(_ note: Note, languages: (front: LanguageTag, back: LanguageTag), terminologyID: UUID, categories: inout [String: UUID]) throws {
        summary.entryCount += 1
        func terms(_ field: String) -> [Term] {
            let pieces = field.components(separatedBy: AnkiOptions.termSeparator.trimmingCharacters(in: .whitespaces))
                .map { $0.trimmedWhitespace }.filter { !$0.isEmpty }
            return pieces.enumerated().map { Term($0.element, status: $0.offset == 0 ? .preferred : .admitted) }
        }
        let frontField = note.fields.first ?? ""
        let backField = note.fields.count > 1 ? note.fields[1] : ""
        // The back's terms, then after a blank line its definition.
        let backParts = backField.components(separatedBy: "\n\n")
        let frontTerms = terms(frontField.replacingOccurrences(of: "\n", with: " "))
        let backTerms = terms((backParts.first ?? "").replacingOccurrences(of: "\n", with: " "))
        let definition = backParts.dropFirst().joined(separator: "\n\n").trimmedWhitespace
        let entry = frontTerms.first?.text ?? note.guid
        guard !frontTerms.isEmpty || !backTerms.isEmpty else {
            summary.issues.append(ExchangeIssue(.error, .missingTerm, at: position(note.offset, row: note.row), entry: note.guid, "the note has no terms"))
            return
        }
        var sections: [LanguageSection] = []
        if !frontTerms.isEmpty { sections.append(LanguageSection(language: languages.front, terms: frontTerms)) }
        if !backTerms.isEmpty || !definition.isEmpty {
            sections.append(LanguageSection(language: languages.back, terms: backTerms, definition: definition.isEmpty ? nil : Definition(definition)))
        }
        var categoryID: UUID?
        if let deck = note.deck {
            let parts = deck.components(separatedBy: "::")
            if parts.count > 1 {
                let name = parts.dropFirst().joined(separator: "::")
                if let known = categories[name] {
                    categoryID = known
                } else {
                    let category = Category(id: StableUUID.make(namespace: terminologyID, name: "category:" + name), terminologyID: terminologyID, name: name, position: categories.count)
                    categories[name] = category.id
                    try receiver.add(category: category)
                    categoryID = category.id
                }
            }
        }
        var difficulty = Difficulty.medium
        for tag in note.tags where tag.lowercased().hasPrefix("difficulty::") {
            difficulty = Difficulty(rawValue: String(tag.dropFirst("difficulty::".count)).lowercased()) ?? difficulty
        }
        let id: UUID
        let parts = note.guid?.split(separator: ":").map(String.init) ?? []
        if parts.count == 4, parts[0] + ":" == AnkiOptions.guidPrefix, let uuid = UUID(uuidString: parts[1]) {
            id = uuid
        } else if let guid = note.guid, !guid.isEmpty {
            id = StableUUID.make(namespace: terminologyID, name: "anki:" + guid)
        } else {
            let first = sections[0]
            id = StableUUID.make(namespace: terminologyID, name: "term:\(first.language.rawValue):" + TextFolding.fold(first.terms.first?.text ?? ""))
        }
        let concept = Concept(id: id, terminologyID: terminologyID, categoryID: categoryID, sections: sections, difficulty: difficulty, createdAt: options.now)
        let offset = note.offset, row = note.row
        do {
            try receiver.add(concept, entry: entry) { position(offset, row: row) }
        } catch var issue as ExchangeIssue {
            issue.position = issue.position ?? position(offset, row: row)
            summary.issues.append(issue)
        }
    }
}
