import Foundation

/// A String Catalog indexed but not read: its keys and languages, each localization read only when asked for.
///
/// For readers that need a few languages of a large catalog (an app showing one language at launch): the
/// text is parsed once into an index, the keys are decoded and the languages collected (each language name
/// compared as bytes, once per entry, never parsed per key), and ``localization(key:language:)`` reads one
/// localization into the model on demand. ``StringCatalog/init(bytes:)`` reads everything instead.
///
/// The JSON syntax of the whole text is checked, and the structure down to each entry's `localizations`;
/// a localization's own fields are checked when it is read.
public struct StringCatalogIndex: Sendable {
    /// The catalog's development language.
    public let sourceLanguage: String
    /// The format version as written.
    public let version: String
    /// The keys, in document order.
    public let keys: [String]
    /// Each key's `shouldTranslate` (`false` marks "Don't translate"), in the order of ``keys``.
    public let shouldTranslate: [Bool?]
    /// Every language some key has a localization in, in the order they first appear.
    public let languages: [String]

    private let indexedLanguages: [Bool]
    private let document: JSONDocument
    /// The localization node of each (key, language), row by key: `keys.count × languages.count`, -1 where absent.
    private let localizationNodes: [Int32]

    /// Indexes a catalog's UTF-8 JSON text.
    ///
    /// - Throws: ``ResourceError`` for malformed JSON and for a catalog whose structure is wrong down to the
    ///   entries' `localizations` (with line, column and key path), as ``StringCatalog/init(bytes:)`` does.
    public init(bytes: [UInt8]) throws {
        try self.init(bytes: bytes, indexing: nil)
    }

    /// Indexes a catalog's text for the languages `indexing` accepts: the localizations of other languages are
    /// skipped by matching brackets (their names are still listed in ``languages``, and ``isIndexed(language:)``
    /// tells them apart), which is how an app reads the one language it shows. `indexing` is asked once per
    /// distinct language name, with the catalog's source language. When `sourceLanguage` is not the catalog's
    /// first member (Xcode writes it first), every language is indexed.
    ///
    /// Skipped localizations are not checked: malformed JSON inside one is not reported.
    public init(bytes: [UInt8], indexing: ((_ language: String, _ sourceLanguage: String) -> Bool)?) throws {
        // The filter's answer for each distinct name: the parser asks once per name and keeps the answers.
        let leadingSource = indexing == nil ? nil : Self.leadingSourceLanguage(bytes)
        let decisions = FilterDecisions()
        let filter: ((UnsafeBufferPointer<UInt8>) -> Bool)? = indexing.flatMap { indexing in
            leadingSource.map { source in { name in decisions.decide(name) { indexing($0, source) } } }
        }
        // Keys, names and values are checked for UTF-8 as they are decoded (see `StringCatalogReader.text`).
        let document = try JSONDocument(bytes: bytes, localizationFilter: filter, marksInvalidUTF8: true)
        let walked = try document.withView { view in
            let reader = StringCatalogReader(document: view)
            guard view.kind(0) == .object else { throw reader.failure(0, "expected an object, found \(reader.typeName(0))") }
            var sourceLanguage: String?
            var version: String?
            var stringsNode: Int?
            for (key, value) in view.members(of: 0) {
                if view.stringEquals(key, "sourceLanguage") {
                    sourceLanguage = try reader.string(value)
                } else if view.stringEquals(key, "version") {
                    version = try reader.string(value)
                } else if view.stringEquals(key, "strings") {
                    stringsNode = value
                }
            }
            guard let sourceLanguage else { throw reader.failure(0, "missing \"sourceLanguage\"") }
            guard let version else { throw reader.failure(0, "missing \"version\"") }
            guard let stringsNode else { throw reader.failure(0, "missing \"strings\"") }
            guard view.kind(stringsNode) == .object else {
                throw reader.failure(stringsNode, "expected an object, found \(reader.typeName(stringsNode))")
            }

            let count = view.count(stringsNode)
            var keys: [String] = []
            var shouldTranslate: [Bool?] = []
            keys.reserveCapacity(count)
            shouldTranslate.reserveCapacity(count)
            var seenKeys: Set<ExactStringKey> = []
            seenKeys.reserveCapacity(count)
            // Language names by their key nodes: the first node seen with each name stands for it.
            var languageNodes: [Int] = []
            // (key, language, node) triples, in order; turned into the table once the languages are known.
            var found: [(key: Int32, language: Int32, node: Int32)] = []
            found.reserveCapacity(count * 8)
            var languageNames = ByteNameTable()
            // The language of each name in `languageNames`, by its position there (a name written with escapes is
            // a language but not in the table, so the positions differ after one).
            var tableLanguages: [Int] = []
            var hasEscapedLanguages = false
            // The last entry each language was met in, to find a language repeated within one entry.
            var lastEntry: [Int32] = []
            for (keyNode, entryNode) in view.members(of: stringsNode) {
                let name = try reader.text(keyNode)
                guard seenKeys.insert(ExactStringKey(name)).inserted else {
                    var error = reader.failure(keyNode, "duplicate key \"\(name)\"")
                    error.keyPath.append(name)
                    throw error
                }
                guard view.kind(entryNode) == .object else {
                    throw reader.failure(entryNode, "expected an object, found \(reader.typeName(entryNode))")
                }
                let keyPosition = Int32(keys.count)
                keys.append(name)
                var translate: Bool?
                for (field, value) in view.members(of: entryNode) {
                    if view.stringEquals(field, "shouldTranslate") {
                        translate = try reader.bool(value)
                    } else if view.stringEquals(field, "localizations") {
                        guard view.kind(value) == .object else {
                            throw reader.failure(value, "expected an object, found \(reader.typeName(value))")
                        }
                        // The table position of the previous member's name (-1: none, or written with escapes).
                        var previous = -1
                        for (languageNode, localizationNode) in view.members(of: value) {
                            let language: Int
                            if let match = view.withPlainStringBytes(languageNode, { languageNames.position(of: $0, after: previous) }) {
                                if match.isNew {
                                    // The same name may have come before written with escapes.
                                    let known = hasEscapedLanguages ? languageNodes.firstIndex { view.stringsEqual($0, languageNode) } : nil
                                    if let known {
                                        tableLanguages.append(known)
                                    } else {
                                        tableLanguages.append(languageNodes.count)
                                        languageNodes.append(languageNode)
                                        lastEntry.append(-1)
                                    }
                                }
                                language = tableLanguages[match.position]
                                previous = match.position
                            } else if let known = languageNodes.firstIndex(where: { view.stringsEqual($0, languageNode) }) {
                                // A name written with escapes.
                                language = known
                                previous = -1
                            } else {
                                language = languageNodes.count
                                languageNodes.append(languageNode)
                                lastEntry.append(-1)
                                hasEscapedLanguages = true
                                previous = -1
                            }
                            if lastEntry[language] == keyPosition {
                                let text = view.string(languageNode)
                                var error = reader.failure(languageNode, "duplicate key \"\(text)\"")
                                error.keyPath.append(text)
                                throw error
                            }
                            lastEntry[language] = keyPosition
                            found.append((keyPosition, Int32(language), Int32(localizationNode)))
                        }
                    }
                }
                shouldTranslate.append(translate)
            }
            let languages = try languageNodes.map { try reader.text($0) }
            return (sourceLanguage, version, keys, shouldTranslate, languages, found)
        }
        let (sourceLanguage, version, keys, shouldTranslate, languages, found) = walked
        // A name the filter was not asked about (one written with escapes) was indexed.
        let indexed = languages.map { decisions.answer(for: $0) ?? true }
        var table = [Int32](repeating: -1, count: keys.count * languages.count)
        for item in found where indexed[Int(item.language)] {
            table[Int(item.key) * languages.count + Int(item.language)] = item.node
        }

        self.sourceLanguage = sourceLanguage
        self.version = version
        self.keys = keys
        self.shouldTranslate = shouldTranslate
        self.languages = languages
        self.indexedLanguages = indexed
        self.document = document
        self.localizationNodes = table
    }

    /// Indexes a catalog file; errors name the file.
    public init(contentsOf url: URL, indexing: ((_ language: String, _ sourceLanguage: String) -> Bool)? = nil) throws {
        let bytes = try ResourceFile.bytes(of: url)
        do {
            try self.init(bytes: bytes, indexing: indexing)
        } catch let error as ResourceError {
            throw error.inFile(url.path)
        }
    }

    /// The filter's answers by language name (a class: the parser's filter closure keeps it). The parser asks
    /// about each distinct name once, so this is a short list.
    private final class FilterDecisions {
        private var names: [[UInt8]] = []
        private var answers: [Bool] = []

        func decide(_ name: UnsafeBufferPointer<UInt8>, _ ask: (String) -> Bool) -> Bool {
            let answer = ask(String(decoding: name, as: UTF8.self))
            names.append(Array(name))
            answers.append(answer)
            return answer
        }

        func answer(for name: String) -> Bool? {
            var name = name
            return name.withUTF8 { bytes in names.firstIndex { $0.elementsEqual(bytes) }.map { answers[$0] } }
        }
    }

    /// The `sourceLanguage` value when it is the root object's first member and a plain string (`nil`
    /// otherwise, or for text that is not even that far well-formed: the parser reports it).
    static func leadingSourceLanguage(_ bytes: [UInt8]) -> String? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skipSpace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
        }
        func plainString() -> ArraySlice<UInt8>? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let start = index + 1
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
            index = end + 1
            return bytes[start..<end]
        }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        skipSpace()
        guard let key = plainString(), key.elementsEqual("sourceLanguage".utf8) else { return nil }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        skipSpace()
        return plainString().map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the localizations in language `language` (a position in ``languages``) were indexed; those of a
    /// language that was not are absent from ``localization(key:language:)``.
    public func isIndexed(language: Int) -> Bool {
        indexedLanguages[language]
    }

    /// Whether key `key` (a position in ``keys``) has a localization in language `language` (a position in
    /// ``languages``).
    public func hasLocalization(key: Int, language: Int) -> Bool {
        localizationNodes[key * languages.count + language] >= 0
    }

    /// The localization of key `key` in language `language` (positions in ``keys`` and ``languages``), read
    /// into the model; `nil` when the key has none in that language.
    ///
    /// - Throws: ``ResourceError`` when the localization's fields are malformed (a `stringUnit` without
    ///   `value`, a plural form that is not an object), with its position and key path.
    public func localization(key: Int, language: Int) throws -> CatalogLocalization? {
        let node = localizationNodes[key * languages.count + language]
        guard node >= 0 else { return nil }
        return try document.withView { try StringCatalogReader(document: $0).localization(Int(node)) }
    }

    /// Reads the localizations in language `language` (a position in ``languages``) of the keys `include` accepts
    /// (positions in ``keys``), in key order, calling `body` with each key's position and its localization or the
    /// error reading it (a ``ResourceError``, as from ``localization(key:language:)``). Keys without a
    /// localization in that language are passed over.
    ///
    /// One reader serves them all, so the key lists that repeat from entry to entry (plural categories, devices)
    /// are made once: for loading a whole language, where calling ``localization(key:language:)`` per key pays
    /// for setting up each read again.
    public func forEachLocalization(
        language: Int, where include: (_ key: Int) -> Bool = { _ in true },
        _ body: (_ key: Int, _ localization: Result<CatalogLocalization, any Error>) throws -> Void
    ) rethrows {
        let stride = languages.count
        try document.withView { view in
            let reader = StringCatalogReader(document: view)
            for key in keys.indices {
                let node = localizationNodes[key * stride + language]
                guard node >= 0, include(key) else { continue }
                try body(key, Result { try reader.localization(Int(node)) })
            }
        }
    }
}
