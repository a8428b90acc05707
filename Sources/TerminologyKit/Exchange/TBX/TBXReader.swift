import Foundation
import StringResources

/// Reads TBX as it streams: TBX v3 (`tbx`/`conceptEntry`/`langSec`/`termSec`, DCA or DCT style, in the ISO
/// namespace or none) and TBX v2 (`martif`/`termEntry`/`langSet`/`tig`/`ntig`, with or without a namespace), in
/// UTF-8 or UTF-16, with or without a byte order mark.
///
/// Each entry is turned into a `Concept` and handed to the receiver before the next one is read; no tree of the
/// document is built. What an entry has that Sanasto does not keep (term types, transactions, a second
/// definition) is counted and reported once per kind as a warning; an entry that cannot be imported (a bad
/// language code, no term) is reported with its position and skipped.
struct TBXReader {
    private let parser: XMLPullParser
    private let options: ExchangeReadOptions
    private let receiver: any TerminologyReceiver

    private var tbxNamespace = ""
    private var isVersion2 = false
    private var mainLanguage: LanguageTag?
    private var header = Header()
    private var terminology: Terminology?
    private var categoriesByName: [String: Category] = [:]
    private var categoriesByXMLID: [String: Category] = [:]
    private var categoryCount = 0
    private var languages: [LanguageTag] = []
    /// The codes seen so far and what they parse to: a file uses a handful, so a list beats hashing every code.
    private var languageCache: [(code: String, tag: LanguageTag?)] = []
    /// What each element name the parser interned is to TBX, by the parser's `nameID`.
    private var elementCache: [Element?] = []
    private var summary = ReadSummary()
    private var ignored: [String: (count: Int, position: ExchangePosition?)] = [:]
    private var ignoredOrder: [String] = []
    private var seenEntryIDs: Set<String> = []
    private var derivedIDCounts: [String: Int] = [:]

    private struct Header {
        var title = ""
        var description: [String] = []
        var sourceParagraphs: [String] = []
        var id: UUID?
        var revision: Int?
        var languages: [LanguageTag]?
        var author = ""
        var courseCode = ""
        var courseName = ""
        var categories: [(xmlID: String?, name: String)] = []
    }

    init(parser: XMLPullParser, options: ExchangeReadOptions, receiver: any TerminologyReceiver) {
        self.parser = parser
        self.options = options
        self.receiver = receiver
    }

    /// Reads the whole document.
    mutating func read() throws -> ReadSummary {
        do {
            try readDocument()
        } catch let error as XMLError {
            throw ExchangeError(.malformedFile, "\(error.message)", format: .tbx, position: ExchangePosition(error.position), detail: .xml(error.kind))
        }
        for name in ignoredOrder {
            guard let item = ignored[name] else { continue }
            summary.issues.append(ExchangeIssue(
                .warning, .unsupportedData, at: item.position,
                "\(name) is not kept by Sanasto (\(item.count) times in the file)"))
        }
        return summary
    }

    // MARK: - Document

    private mutating func readDocument() throws {
        var kind = try parser.next()
        while kind != .startElement {
            guard kind != .endDocument else { throw ExchangeError(.notATerminology, "the document has no root element", format: .tbx) }
            kind = try parser.next()
        }
        let root = parser.localName
        guard root == "tbx" || root == "martif" else {
            throw ExchangeError(
                .notATerminology, "the root element is <\(parser.name.qualifiedName)>, not TBX's <tbx> (TBX v3) or <martif> (TBX v2)",
                format: .tbx, position: here)
        }
        isVersion2 = root == "martif"
        let rootPosition = here
        tbxNamespace = parser.namespaceURI
        if let style = parser.attribute("style"), !["dca", "dct"].contains(style.lowercased()) {
            throw ExchangeError(.notATerminology, "style '\(style)' is neither 'dca' nor 'dct'", format: .tbx, position: here)
        }
        if let lang = parser.languageAttribute ?? parser.attribute("lang") {
            do {
                mainLanguage = try LanguageTag(lang)
            } catch {
                throw ExchangeError(.unknownLanguage, "the document's language '\(lang)' is not a valid language code: \(error.localizedReason)", format: .tbx, position: here)
            }
        }
        try forEachChild { reader in
            switch reader.element() {
            case .tbxHeader, .martifHeader: try reader.readHeader()
            case .text: try reader.readText()
            default: try reader.parser.skipElement()
            }
        }
        try beginIfNeeded()
        guard terminology != nil else {
            throw ExchangeError(
                .notATerminology,
                "the file names no language: there are no languages in its header, no xml:lang on <\(root)> and no entries",
                format: .tbx, position: rootPosition)
        }
    }

    /// The TBX elements the reader looks for, by local name (the namespace is checked where it matters).
    private enum Element: String {
        case tbxHeader, martifHeader, text, body, fileDesc, titleStmt, title, sourceDesc, publicationStmt, p
        case conceptEntry, termEntry, langSec, langSet, termSec, tig, ntig, term, termGrp
        case descrip, admin, termNote, ref, xref, transac, descripNote, adminNote, transacNote, note, date
        case descripGrp, adminGrp, termNoteGrp, transacGrp
        case other

        init(localName: String) { self = Element(rawValue: localName) ?? .other }

        var isDataCategory: Bool {
            switch self {
            case .descrip, .admin, .termNote, .ref, .xref, .transac, .descripNote, .adminNote, .transacNote, .note, .date: true
            default: false
            }
        }

        var isGroup: Bool {
            switch self {
            case .descripGrp, .adminGrp, .termNoteGrp, .transacGrp: true
            default: false
            }
        }
    }

    /// The current element as a TBX element: looked up by name once per distinct name, then by the parser's id.
    private mutating func element() -> Element {
        guard let id = parser.nameID else { return Element(localName: parser.localName) }
        if id < elementCache.count, let known = elementCache[id] { return known }
        let element = Element(localName: parser.localName)
        if id >= elementCache.count { elementCache.append(contentsOf: repeatElement(nil, count: id + 1 - elementCache.count)) }
        elementCache[id] = element
        return element
    }

    private var here: ExchangePosition { ExchangePosition(parser.position) }
    private var offset: Int { parser.eventOffset }
    private func position(_ offset: Int) -> ExchangePosition { ExchangePosition(parser.position(ofOffset: offset)) }

    /// Calls `body` at each child element of the current element (which `body` must read through its end).
    private mutating func forEachChild(_ body: (inout TBXReader) throws -> Void) throws {
        let depth = parser.depth
        while true {
            switch try parser.next() {
            case .startElement: try body(&self)
            case .endElement where parser.depth < depth: return
            case .endDocument: return
            default: continue
            }
        }
    }

    private func isTBXElement() -> Bool { parser.namespaceURI == tbxNamespace }

    // MARK: - Header

    private mutating func readHeader() throws {
        try forEachChild { reader in
            guard reader.element() == .fileDesc else { return try reader.parser.skipElement() }
            try reader.forEachChild { reader in
                switch reader.element() {
                case .titleStmt:
                    try reader.forEachChild { reader in
                        switch reader.element() {
                        case .title: reader.header.title = try reader.parser.readElementText()
                        case .note: reader.header.description.append(try reader.parser.readElementText())
                        default: try reader.parser.skipElement()
                        }
                    }
                case .sourceDesc, .publicationStmt:
                    let isSource = reader.element() == .sourceDesc
                    try reader.forEachChild { reader in
                        guard reader.element() == .p else { return try reader.parser.skipElement() }
                        try reader.readHeaderParagraph(isSource: isSource)
                    }
                default:
                    try reader.parser.skipElement()
                }
            }
        }
    }

    private mutating func readHeaderParagraph(isSource: Bool) throws {
        let type = parser.attribute("type")
        let xmlID = parser.attribute("id")
        let position = here
        let text = try parser.readElementText().trimmedWhitespace
        guard let type, type.hasPrefix(TBXVocabulary.conventionPrefix) else {
            if isSource, type == nil { header.sourceParagraphs.append(text) }
            return
        }
        switch type.dropFirst(TBXVocabulary.conventionPrefix.count) {
        case "id":
            guard let id = UUID(uuidString: text) else {
                throw ExchangeError(.notATerminology, "the terminology id '\(text)' is not a UUID", format: .tbx, position: position)
            }
            header.id = id
        case "revision":
            guard let revision = Int(text), revision >= 0 else {
                throw ExchangeError(.notATerminology, "the revision '\(text)' is not a whole number", format: .tbx, position: position)
            }
            header.revision = revision
        case "languages":
            var list: [LanguageTag] = []
            for code in text.split(whereSeparator: \.isWhitespace) {
                do {
                    list.append(try LanguageTag(String(code)))
                } catch {
                    throw ExchangeError(.unknownLanguage, "the terminology's language '\(code)' is not a valid language code: \(error.localizedReason)", format: .tbx, position: position)
                }
            }
            header.languages = list
        case "author": header.author = text
        case "courseCode": header.courseCode = text
        case "courseName": header.courseName = text
        case "category": header.categories.append((xmlID, text))
        default: break
        }
    }

    /// Hands the terminology to the receiver, once: at `<text>` when the header or the root names the languages,
    /// else at the first entry, whose language sections give them (a TBX file may name its languages nowhere else).
    private mutating func beginIfNeeded(entryLanguages: [LanguageTag] = []) throws {
        guard terminology == nil else { return }
        guard header.languages != nil || mainLanguage != nil || !entryLanguages.isEmpty else { return }
        let title = header.title.trimmedWhitespace
        let fallbackTitle = options.title ?? options.fallbackTitle ?? "Terminology"
        let id = header.id ?? options.terminologyID ?? StableUUID.make(
            namespace: StableUUID.sanastoNamespace, name: "tbx-title:" + (title.isEmpty ? fallbackTitle : title))
        languages = header.languages ?? mainLanguage.map { [$0] }
            ?? entryLanguages.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        let description = header.description.isEmpty ? header.sourceParagraphs.filter { !$0.isEmpty && $0 != TBXWriter.sourceNote } : header.description
        var made = Terminology(
            id: id, title: title.isEmpty ? fallbackTitle : title, course: Course(code: header.courseCode, name: header.courseName),
            description: description.joined(separator: "\n\n"), languages: languages, author: header.author,
            ownerRole: .teacher, revision: header.revision ?? 1, createdAt: options.now)
        made.modifiedAt = made.createdAt
        terminology = made
        var declared: [Category] = []
        for (xmlID, name) in header.categories where !name.isEmpty && categoriesByName[name] == nil {
            let categoryID = xmlID.flatMap(TBXVocabulary.uuid(inXMLID:)) ?? categoryUUID(named: name)
            let category = Category(id: categoryID, terminologyID: id, name: name, position: declared.count)
            declared.append(category)
            categoriesByName[name] = category
            if let xmlID { categoriesByXMLID[xmlID] = category }
        }
        categoryCount = declared.count
        try receiver.begin(made, categories: declared)
    }

    private func categoryUUID(named name: String) -> UUID {
        StableUUID.make(namespace: terminology?.id ?? options.terminologyID ?? StableUUID.sanastoNamespace, name: "category:" + name)
    }

    // MARK: - Body

    private mutating func readText() throws {
        try beginIfNeeded()
        try forEachChild { reader in
            guard reader.element() == .body else { return try reader.parser.skipElement() }
            try reader.forEachChild { reader in
                switch reader.element() {
                case .conceptEntry, .termEntry: try reader.readEntry()
                default: try reader.parser.skipElement()
                }
            }
        }
    }

    /// A data category as the file gives it: its name (DCA's `type`, DCT's element name), value and attributes,
    /// with the items of its group (a definition's source).
    private struct DataCategory {
        var name: String
        var value: String
        var target: String?
        var language: String?
        var offset: Int
        var grouped: [DataCategory] = []
    }

    /// Reads the data category (or group) the parser is at; nil when the element is not one.
    private mutating func readDataCategory() throws -> DataCategory? {
        let namespaceURI = parser.namespaceURI
        let start = offset
        if namespaceURI == tbxNamespace || (namespaceURI.isEmpty && !tbxNamespace.isEmpty && isVersion2) {
            let element = element()
            if element.isGroup {
                var items: [DataCategory] = []
                try forEachChild { reader in
                    if let item = try reader.readDataCategory() { items.append(item) } else { try reader.parser.skipElement() }
                }
                guard var main = items.first else { return nil }
                main.grouped = Array(items.dropFirst())
                main.offset = start
                return main
            }
            guard element.isDataCategory else { return nil }
            let type = element == .note || element == .date ? element.rawValue : (parser.attribute("type") ?? element.rawValue)
            let target = parser.attribute("target")
            let language = parser.languageAttribute
            let value = try parser.readElementText()
            return DataCategory(name: type, value: value, target: target, language: language, offset: start)
        }
        guard namespaceURI != XMLName.xmlNamespace else { return nil }
        // DCT style: the element's own name is the data category (`<basic:definition>`).
        let localName = parser.localName
        let target = parser.attribute("target")
        let language = parser.languageAttribute
        if localName.hasSuffix("Grp") {
            var items: [DataCategory] = []
            try forEachChild { reader in
                if let item = try reader.readDataCategory() { items.append(item) } else { try reader.parser.skipElement() }
            }
            guard var main = items.first else { return nil }
            main.grouped = Array(items.dropFirst())
            return main
        }
        let value = try parser.readElementText()
        return DataCategory(name: localName, value: value, target: target, language: language, offset: start)
    }

    private struct EntryDraft {
        var xmlID: String?
        var offset: Int
        var category: DataCategory?
        var notes: [String] = []
        var difficulty: Difficulty?
        var related: [DataCategory] = []
        var sections: [LanguageSection] = []
        var looseDefinitions: [(DataCategory, Definition)] = []
        var problems: [ExchangeIssue] = []
    }

    private mutating func readEntry() throws {
        var draft = EntryDraft(xmlID: parser.attribute("id"), offset: offset)
        summary.entryCount += 1
        try forEachChild { reader in
            let element = reader.element()
            if reader.isTBXElement() || reader.isVersion2, element == .langSec || element == .langSet {
                try reader.readLanguageSection(into: &draft)
            } else if let item = try reader.readDataCategory() {
                reader.conceptLevel(item, into: &draft)
            } else {
                try reader.parser.skipElement()
            }
        }
        try finish(draft)
    }

    private mutating func conceptLevel(_ item: DataCategory, into draft: inout EntryDraft) {
        switch item.name {
        case "subjectField":
            if draft.category == nil { draft.category = item } else { ignore("a second subjectField", at: item.offset) }
        case "definition":
            draft.looseDefinitions.append((item, definition(from: item)))
        case "note":
            let text = item.value.trimmedWhitespace
            if text.hasPrefix(TBXVocabulary.difficultyNotePrefix) {
                let value = text.dropFirst(TBXVocabulary.difficultyNotePrefix.count).trimmingCharacters(in: .whitespaces).lowercased()
                if let difficulty = Difficulty(rawValue: value) {
                    draft.difficulty = difficulty
                    return
                }
            }
            if !item.value.isEmpty { draft.notes.append(item.value) }
        case "crossReference":
            draft.related.append(item)
        default:
            ignore(item.name, at: item.offset)
        }
    }

    private func definition(from item: DataCategory) -> Definition {
        let source = item.grouped.first { $0.name == "source" }?.value
        return Definition(item.value, source: source?.isEmpty == true ? nil : source)
    }

    private mutating func readLanguageSection(into draft: inout EntryDraft) throws {
        let start = offset
        let code = parser.languageAttribute ?? parser.attribute("lang") ?? ""
        let language = self.language(code)
        if language == nil {
            let reason: String.LocalizationValue = code.isEmpty ? "a language section has no xml:lang" : "'\(code)' is not a valid language code"
            draft.problems.append(ExchangeIssue(.error, .unknownLanguage, at: position(start), entry: draft.xmlID, reason))
        }
        var section = LanguageSection(language: language ?? .english, terms: [])
        var sectionNotes: [String] = []
        try forEachChild { reader in
            let element = reader.element()
            if element == .termSec || element == .tig || element == .ntig {
                try reader.readTermSection(into: &section, notes: &sectionNotes)
            } else if let item = try reader.readDataCategory() {
                switch item.name {
                case "definition":
                    if section.definition == nil {
                        section.definition = reader.definition(from: item)
                    } else {
                        reader.ignore("a second definition in one language", at: item.offset)
                    }
                case "note":
                    if !item.value.isEmpty { sectionNotes.append(item.value) }
                default:
                    reader.ignore(item.name, at: item.offset)
                }
            } else {
                try reader.parser.skipElement()
            }
        }
        guard let language else { return }
        if let existing = draft.sections.firstIndex(where: { $0.language == language }) {
            // Two sections in one language: one, as Sanasto keeps it.
            draft.sections[existing].terms += section.terms
            if draft.sections[existing].definition == nil { draft.sections[existing].definition = section.definition }
        } else {
            draft.sections.append(section)
        }
        draft.notes += sectionNotes.map { "[\(language)] \($0)" }
    }

    private mutating func readTermSection(into section: inout LanguageSection, notes: inout [String]) throws {
        let start = offset
        var text: String?
        var status: TermStatus?
        var partOfSpeech: PartOfSpeech?
        var context: String?
        var termNotes: [String] = []
        func handle(_ reader: inout TBXReader) throws {
            let element = reader.element()
            if element == .term {
                text = try reader.parser.readElementText()
            } else if element == .termGrp {
                try reader.forEachChild { try handle(&$0) }
            } else if let item = try reader.readDataCategory() {
                switch item.name {
                case "administrativeStatus", "normativeAuthorization":
                    if let value = TBXVocabulary.status(item.value) {
                        status = value
                    } else {
                        reader.summary.issues.append(ExchangeIssue(
                            .warning, .invalidValue, at: reader.position(item.offset),
                            "administrative status '\(item.value)' is not in TBX-Basic's picklist; the term is taken as admitted"))
                        status = .admitted
                    }
                case "partOfSpeech":
                    if let value = TBXVocabulary.partOfSpeech(item.value) {
                        partOfSpeech = value
                    } else {
                        reader.summary.issues.append(ExchangeIssue(
                            .warning, .invalidValue, at: reader.position(item.offset), "part of speech '\(item.value)' is not in TBX-Basic's picklist; it is left out"))
                    }
                case "context":
                    if context == nil { context = item.value } else { reader.ignore("a second context", at: item.offset) }
                    if item.grouped.contains(where: { $0.name == "source" }) { reader.ignore("the source of a context", at: item.offset) }
                case "note":
                    if !item.value.isEmpty { termNotes.append(item.value) }
                default:
                    reader.ignore(item.name, at: item.offset)
                }
            } else {
                try reader.parser.skipElement()
            }
        }
        try forEachChild { try handle(&$0) }
        let trimmed = text?.trimmedWhitespace ?? ""
        guard !trimmed.isEmpty else {
            summary.issues.append(ExchangeIssue(.warning, .missingTerm, at: self.position(start), "a term section without a term is left out"))
            return
        }
        // TBX-Basic leaves administrativeStatus optional: a term without one is preferred when it is the first.
        let defaultStatus: TermStatus = section.terms.contains { $0.status == .preferred } ? .admitted : .preferred
        section.terms.append(Term(trimmed, status: status ?? defaultStatus, partOfSpeech: partOfSpeech, context: context))
        notes += termNotes.map { "[\(section.language) ‘\(trimmed)’] \($0)" }
    }

    private mutating func ignore(_ what: String, at offset: Int) {
        let label = what.contains(" ") ? what : "'\(what)'"
        if ignored[label] == nil {
            ignored[label] = (0, position(offset))
            ignoredOrder.append(label)
        }
        ignored[label]?.count += 1
    }

    private mutating func language(_ code: String) -> LanguageTag? {
        for cached in languageCache where cached.code == code { return cached.tag }
        let tag = try? LanguageTag(code)
        // A hostile file with endless distinct codes must not make every lookup slower.
        if languageCache.count < 64 { languageCache.append((code, tag)) }
        return tag
    }

    // MARK: - Finishing an entry

    private mutating func finish(_ draft: EntryDraft) throws {
        if terminology == nil { try beginIfNeeded(entryLanguages: draft.sections.map(\.language)) }
        guard let terminology else { return }
        var draft = draft
        // Definitions at the concept level: in their xml:lang, else the document's language.
        for (item, definition) in draft.looseDefinitions {
            var language = mainLanguage ?? draft.sections.first?.language
            if let code = item.language, let tag = self.language(code) { language = tag }
            guard let language else {
                ignore("a definition without a language", at: item.offset)
                continue
            }
            if let index = draft.sections.firstIndex(where: { $0.language == language }) {
                if draft.sections[index].definition == nil {
                    draft.sections[index].definition = definition
                } else {
                    ignore("a second definition in one language", at: item.offset)
                }
            } else {
                draft.sections.append(LanguageSection(language: language, terms: [], definition: definition))
            }
        }
        let entryName = draft.xmlID ?? draft.sections.first?.terms.first?.text
        if !draft.problems.isEmpty {
            summary.issues += draft.problems.map { issue in
                var issue = issue
                issue.entry = entryName
                return issue
            }
            return
        }
        guard draft.sections.contains(where: { !$0.terms.isEmpty }) else {
            summary.issues.append(ExchangeIssue(.error, .missingTerm, at: position(draft.offset), entry: entryName, "the entry has no term"))
            return
        }
        if let xmlID = draft.xmlID, !seenEntryIDs.insert(xmlID).inserted {
            summary.issues.append(ExchangeIssue(.error, .duplicateEntry, at: position(draft.offset), entry: xmlID, "another entry has the same id"))
            return
        }
        for section in draft.sections where !languages.contains(section.language) {
            languages.append(section.language)
            try receiver.add(language: section.language)
        }
        var categoryID: UUID?
        if let item = draft.category {
            let name = item.value.trimmedWhitespace
            if let target = item.target, let category = categoriesByXMLID[target] {
                categoryID = category.id
            } else if !name.isEmpty {
                if let category = categoriesByName[name] {
                    categoryID = category.id
                } else {
                    let category = Category(id: categoryUUID(named: name), terminologyID: terminology.id, name: name, position: categoryCount)
                    categoryCount += 1
                    categoriesByName[name] = category
                    try receiver.add(category: category)
                    categoryID = category.id
                }
            }
        }
        let related = draft.related.compactMap { item -> UUID? in
            guard let target = item.target, !target.isEmpty else {
                ignore("a cross-reference without a target", at: item.offset)
                return nil
            }
            return conceptID(forXMLID: target)
        }
        let id = draft.xmlID.map(conceptID(forXMLID:)) ?? derivedConceptID(draft.sections)
        let concept = Concept(
            id: id, terminologyID: terminology.id, categoryID: categoryID,
            sections: draft.sections,
            notes: draft.notes.joined(separator: "\n\n"), related: related.filter { $0 != id },
            difficulty: draft.difficulty ?? .medium, createdAt: options.now)
        let entryOffset = draft.offset
        do {
            try receiver.add(concept, entry: entryName) { self.position(entryOffset) }
        } catch var issue as ExchangeIssue {
            issue.position = issue.position ?? position(entryOffset)
            issue.entry = issue.entry ?? entryName
            summary.issues.append(issue)
        }
    }

    private func conceptID(forXMLID xmlID: String) -> UUID {
        TBXVocabulary.uuid(inXMLID: xmlID)
            ?? StableUUID.make(namespace: terminology?.id ?? StableUUID.sanastoNamespace, name: "tbx-entry:" + xmlID)
    }

    /// An id for an entry without one, from its first term, so that a re-import finds the same concept.
    private mutating func derivedConceptID(_ sections: [LanguageSection]) -> UUID {
        let first = sections.first { !$0.terms.isEmpty }
        var name = "term:\(first?.language.rawValue ?? ""):" + TextFolding.fold(first?.terms.first?.text ?? "")
        let count = derivedIDCounts[name, default: 0]
        derivedIDCounts[name] = count + 1
        if count > 0 { name += "#\(count + 1)" }
        return StableUUID.make(namespace: terminology?.id ?? StableUUID.sanastoNamespace, name: name)
    }
}
