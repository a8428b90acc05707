import Foundation

extension StringCatalog {
    /// Reads a catalog from its UTF-8 JSON text.
    ///
    /// - Throws: ``ResourceError`` with the line, column and key path of malformed JSON or of a
    ///   value of the wrong type (`"strings" : []`, a `stringUnit` without `value`).
    ///
    /// This initializer throws the first error; ``init(bytes:skippingInvalidEntries:)`` reads the other keys.
    public init(bytes: [UInt8]) throws(ResourceError) {
        var errors: [ResourceError] = []
        try self.init(bytes: bytes, errors: &errors, recovers: false)
    }

    /// Reads a catalog, leaving out each key whose entry is malformed (a `stringUnit` without `value`, a value of
    /// the wrong type, a key given twice) and appending its error, with line, column and key path, to `errors`:
    /// every bad key of the file, not the first only, while every other key reads as usual.
    ///
    /// For readers (lookups, lint, statistics, preview); a catalog read this way with errors lacks those keys, so
    /// do not write it back. Throws only when the file as a whole cannot be read: malformed JSON, a root that is
    /// not an object, a missing or mistyped `sourceLanguage`, `version` or `strings`.
    public init(bytes: [UInt8], skippingInvalidEntries errors: inout [ResourceError]) throws(ResourceError) {
        try self.init(bytes: bytes, errors: &errors, recovers: true)
    }

    private init(bytes: [UInt8], errors: inout [ResourceError], recovers: Bool) throws(ResourceError) {
        do {
            // The reader turns every string into a `String`, checking its UTF-8 then (once).
            let document = try JSONDocument(bytes: bytes, localizationFilter: nil, marksInvalidUTF8: true)
            var skipped: [ResourceError] = []
            self = try document.withView { view in
                let reader = StringCatalogReader(document: view)
                reader.recovers = recovers
                let catalog = try reader.catalog()
                skipped = reader.skipped.errors
                return catalog
            }
            errors.append(contentsOf: skipped)
        } catch let error as ResourceError {
            throw error
        } catch {
            // The parser and the reader throw only ResourceError; anything else would be a bug, reported as one.
            throw ResourceError(.schema, message: "\(error)")
        }
        self.sourceBytes = bytes
    }

    /// Reads a catalog from its JSON text.
    public init(text: String) throws(ResourceError) {
        try self.init(bytes: Array(text.utf8))
    }

    /// Reads a catalog from a file; errors name the file.
    public init(contentsOf url: URL) throws(ResourceError) {
        self = try ResourceFile.parse(url) { bytes throws(ResourceError) in try StringCatalog(bytes: bytes) }
    }

    /// Reads a catalog from a file, leaving out its malformed keys (see ``init(bytes:skippingInvalidEntries:)``);
    /// errors name the file.
    public init(contentsOf url: URL, skippingInvalidEntries errors: inout [ResourceError]) throws(ResourceError) {
        var found: [ResourceError] = []
        self = try ResourceFile.parse(url) { bytes throws(ResourceError) in try StringCatalog(bytes: bytes, skippingInvalidEntries: &found) }
        errors.append(contentsOf: found.map { $0.inFile(url.path) })
    }
}

/// The errors of the keys a recovering read left out (a class, so that the reader's closures can add to it).
final class StringCatalogSkippedEntries {
    var errors: [ResourceError] = []
}

/// Builds a ``StringCatalog`` straight from a ``JSONDocument``'s index.
///
/// A class: the reading functions pass it to each other and to their element closures, and a struct holding the
/// document view and two class references was copied (four retains and releases) each time.
final class StringCatalogReader {
    let document: JSONDocumentView
    /// Whether a malformed key is left out (its error in ``skipped``) instead of failing the whole read.
    var recovers = false
    let skipped = StringCatalogSkippedEntries()
    /// The keys of the small objects (languages, plural categories…), each distinct list made once.
    let layouts = StringCatalogKeyLayouts()

    init(document: JSONDocumentView) {
        self.document = document
    }

    func failure(_ node: Int, _ message: String) -> ResourceError {
        ResourceError(
            .schema,
            position: document.position(ofOffset: document.offset(node)),
            keyPath: document.keyPath(to: node),
            message: message
        )
    }

    func typeName(_ node: Int) -> String {
        switch document.kind(node) {
        case .null: "null"
        case .true, .false: "a boolean"
        case .number: "a number"
        case .string, .escapedString: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Inlined: it is called for every object; the error is made out of line.
    @inline(__always)
    private func requireObject(_ node: Int) throws {
        guard document.kind(node) == .object else { throw notAnObject(node) }
    }

    @inline(never)
    private func notAnObject(_ node: Int) -> ResourceError {
        failure(node, "expected an object, found \(typeName(node))")
    }

    func string(_ node: Int) throws -> String {
        let kind = document.kind(node)
        guard kind == .string || kind == .escapedString else {
            throw failure(node, "expected a string, found \(typeName(node))")
        }
        return try text(node)
    }

    /// The text of string node `node` (a key or a value); an error at its first bad byte when the parser marked
    /// its UTF-8 as not well-formed.
    @inline(__always)
    func text(_ node: Int) throws -> String {
        if let text = document.validatedString(node) { return text }
        throw invalidUTF8(node)
    }

    /// The error for a string whose UTF-8 is not well-formed, at its first bad byte.
    private func invalidUTF8(_ node: Int) -> ResourceError {
        let offset = document.invalidUTF8Offset(node) ?? document.offset(node)
        return ResourceError(
            .encoding, position: document.position(ofOffset: offset), keyPath: document.keyPath(to: node),
            message: "invalid UTF-8")
    }

    /// Checks the UTF-8 of every string in the subtree of node `node`.
    private func checkUTF8(subtree node: Int) throws {
        var index = node
        let end = document.next(node)
        while index < end {
            let kind = document.kind(index)
            if kind == .string || kind == .escapedString, document.hasInvalidUTF8(index) {
                throw invalidUTF8(index)
            }
            index += 1
        }
    }

    func bool(_ node: Int) throws -> Bool {
        switch document.kind(node) {
        case .true: return true
        case .false: return false
        default: throw failure(node, "expected a boolean, found \(typeName(node))")
        }
    }

    private func unknown(_ key: Int, _ value: Int) throws -> JSONMember {
        try checkUTF8(subtree: value)
        return JSONMember(key: try text(key), value: document.value(at: value))
    }

    /// Reads an object of objects into an ordered dictionary, rejecting repeated keys; `element` gets the
    /// key's node and the value's.
    private func dictionary<Value>(_ node: Int, _ element: (_ key: Int, _ value: Int) throws -> Value) throws -> CatalogDictionary<Value> {
        try requireObject(node)
        let count = document.count(node)
        var keys: [String] = []
        var values: [Value] = []
        keys.reserveCapacity(count)
        values.reserveCapacity(count)
        // Keys match exactly, as NSString keys do: `é` and `e` + U+0301 are two keys. A large object's keys
        // are hashed once, into the index the dictionary keeps; a small one's are compared as bytes.
        let indexed = count > CatalogDictionary<Value>.indexedCountLimit
        var positions: [ExactStringKey: Int] = [:]
        if indexed { positions.reserveCapacity(count) }
        var keyNodes: [Int] = []
        if !indexed { keyNodes.reserveCapacity(count) }
        for (key, value) in document.members(of: node) {
            let name = try text(key)
            let isRepeated: Bool
            if indexed {
                isRepeated = positions.updateValue(keys.count, forKey: ExactStringKey(name)) != nil
            } else {
                isRepeated = keyNodes.contains { document.stringsEqual($0, key) }
                keyNodes.append(key)
            }
            if isRepeated {
                var error = failure(key, "duplicate key \"\(name)\"")
                error.keyPath.append(name)
                throw error
            }
            keys.append(name)
            values.append(try element(key, value))
        }
        return CatalogDictionary(uniqueKeys: keys, values: values, positions: indexed ? positions : nil)
    }

    /// Reads an object whose keys repeat across the catalog (an entry's `localizations`, plural forms, devices,
    /// substitutions): its keys are shared with the earlier objects that have the same ones, else read as usual.
    private func sharedKeysDictionary<Value>(_ node: Int, _ element: (_ key: Int, _ value: Int) throws -> Value) throws -> CatalogDictionary<Value> {
        try requireObject(node)
        guard let layout = layouts.layout(of: node, in: document) else { return try dictionary(node, element) }
        var values: [Value] = []
        values.reserveCapacity(layout.keys.count)
        for (key, value) in document.members(of: node) { values.append(try element(key, value)) }
        return CatalogDictionary(uniqueKeys: layout.keys, values: values, positions: layout.positions)
    }

    func catalog() throws -> StringCatalog {
        let root = 0
        try requireObject(root)
        var sourceLanguage: String?
        var version: String?
        var versionNode: Int?
        var strings: CatalogDictionary<CatalogEntry>?
        var unknownFields: [JSONMember] = []
        for (key, value) in document.members(of: root) {
            if document.stringEquals(key, "sourceLanguage") {
                sourceLanguage = try string(value)
            } else if document.stringEquals(key, "version") {
                version = try string(value)
                versionNode = value
            } else if document.stringEquals(key, "strings") {
                strings = recovers ? try recoveringEntries(value) : try dictionary(value) { try entry($1, key: $0) }
            } else {
                unknownFields.append(try unknown(key, value))
            }
        }
        guard let sourceLanguage else { throw failure(root, "missing \"sourceLanguage\"") }
        guard let version else { throw failure(root, "missing \"version\"") }
        guard let strings else { throw failure(root, "missing \"strings\"") }
        var catalog = StringCatalog(sourceLanguage: sourceLanguage, version: version, strings: strings, unknownFields: unknownFields)
        catalog.sourceOffset = document.offset(root)
        catalog.versionOffset = versionNode.map(document.offset)
        return catalog
    }

    /// The `strings` object, each key that cannot be read (or repeats an earlier one) left out and reported.
    private func recoveringEntries(_ node: Int) throws -> CatalogDictionary<CatalogEntry> {
        try requireObject(node)
        var keys: [String] = []
        var values: [CatalogEntry] = []
        var seen: Set<ExactStringKey> = []
        for (key, value) in document.members(of: node) {
            let name: String
            do {
                name = try text(key)
            } catch let error as ResourceError {
                skipped.errors.append(error)
                continue
            }
            guard seen.insert(ExactStringKey(name)).inserted else {
                var error = failure(key, "duplicate key \"\(name)\"; this one was left out")
                error.keyPath.append(name)
                skipped.errors.append(error)
                continue
            }
            do {
                values.append(try entry(value, key: key))
                keys.append(name)
            } catch let error as ResourceError {
                skipped.errors.append(error)
            }
        }
        return CatalogDictionary(uniqueKeys: keys, values: values)
    }

    func entry(_ node: Int, key: Int) throws -> CatalogEntry {
        try requireObject(node)
        var entry = CatalogEntry()
        entry.sourceOffset = document.offset(node)
        entry.keyOffset = document.offset(key)
        for (key, value) in document.members(of: node) {
            if document.stringEquals(key, "comment") {
                entry.comment = try string(value)
            } else if document.stringEquals(key, "extractionState") {
                entry.extractionState = CatalogEntry.ExtractionState(rawValue: try string(value))
            } else if document.stringEquals(key, "localizations") {
                entry.localizations = try sharedKeysDictionary(value) { try localization($1) }
                entry.writesEmptyLocalizations = entry.localizations.isEmpty
            } else if document.stringEquals(key, "isCommentAutoGenerated") {
                entry.isCommentAutoGenerated = try bool(value)
            } else if document.stringEquals(key, "commentGenerationVersion") {
                switch document.kind(value) {
                case .number:
                    entry.commentGenerationVersionValue = CatalogScalarText(text: document.numberText(value), isNumber: true)
                default:
                    entry.commentGenerationVersionValue = CatalogScalarText(text: try string(value), isNumber: false)
                }
            } else if document.stringEquals(key, "generatesSymbol") {
                entry.generatesSymbol = try bool(value)
            } else if document.stringEquals(key, "shouldTranslate") {
                entry.shouldTranslate = try bool(value)
            } else {
                entry.unknownFields.append(try unknown(key, value))
            }
        }
        return entry
    }

    func localization(_ node: Int) throws -> CatalogLocalization {
        try requireObject(node)
        // The fields are gathered in locals and the value made once at the end: setting them on a value being
        // built copied and destroyed it once per localization.
        var unit: CatalogStringUnit?
        var variations: CatalogVariations?
        var substitutions: CatalogDictionary<CatalogSubstitution>?
        var unknownFields: [JSONMember] = []
        for (key, value) in document.members(of: node) {
            if document.stringEquals(key, "stringUnit") {
                unit = try stringUnit(value)
            } else if document.stringEquals(key, "variations") {
                variations = try self.variations(value)
            } else if document.stringEquals(key, "substitutions") {
                substitutions = try sharedKeysDictionary(value) { try substitution($1) }
            } else {
                unknownFields.append(try unknown(key, value))
            }
        }
        // `consume`: the locals are moved into the value, not copied (with their retains) and destroyed after.
        let rare = StringCatalogRareFields.make(variations: consume variations, substitutions: consume substitutions, unknownFields: consume unknownFields)
        // The memberwise initializer: see `CatalogStringUnit.rare`.
        return CatalogLocalization(stringUnit: consume unit, rare: rare, offsets: StringCatalogSourceOffsets(node: document.offset(node)))
    }

    func stringUnit(_ node: Int) throws -> CatalogStringUnit {
        try requireObject(node)
        var state: CatalogStringUnit.State?
        var text: String?
        var stateOffset: Int?
        var valueOffset: Int?
        var unknownFields: [JSONMember] = []
        for (key, value) in document.members(of: node) {
            if document.stringEquals(key, "state") {
                state = try knownState(value) ?? CatalogStringUnit.State(rawValue: string(value))
                stateOffset = document.offset(value)
            } else if document.stringEquals(key, "value") {
                text = try string(value)
                valueOffset = document.offset(value)
            } else {
                unknownFields.append(try unknown(key, value))
            }
        }
        guard let text else { throw failure(node, "stringUnit has no \"value\"") }
        // The memberwise initializer: see `CatalogStringUnit.rare`.
        return CatalogStringUnit(
            state: consume state, value: consume text, rare: StringCatalogRareFields.make(unknownFields: consume unknownFields),
            offsets: StringCatalogSourceOffsets(node: document.offset(node), first: stateOffset, second: valueOffset))
    }

    /// The state of a string unit when it is one Xcode writes (matched as bytes, no `String` made), else `nil`.
    @inline(__always)
    private func knownState(_ node: Int) -> CatalogStringUnit.State? {
        if document.stringEquals(node, "translated") { return .translated }
        if document.stringEquals(node, "new") { return .new }
        if document.stringEquals(node, "needs_review") { return .needsReview }
        return nil
    }

    func variations(_ node: Int) throws -> CatalogVariations {
        try requireObject(node)
        var plural: CatalogDictionary<CatalogLocalization>?
        var device: CatalogDictionary<CatalogLocalization>?
        var pluralOffset: Int?
        var deviceOffset: Int?
        var unknownFields: [JSONMember] = []
        for (key, value) in document.members(of: node) {
            if document.stringEquals(key, "plural") {
                plural = try sharedKeysDictionary(value) { try localization($1) }
                pluralOffset = document.offset(value)
            } else if document.stringEquals(key, "device") {
                device = try sharedKeysDictionary(value) { try localization($1) }
                deviceOffset = document.offset(value)
            } else {
                unknownFields.append(try unknown(key, value))
            }
        }
        // The memberwise initializer: see `CatalogStringUnit.rare`.
        return CatalogVariations(
            plural: consume plural, device: consume device, unknownFields: consume unknownFields,
            offsets: StringCatalogSourceOffsets(node: document.offset(node), first: pluralOffset, second: deviceOffset))
    }

    func substitution(_ node: Int) throws -> CatalogSubstitution {
        try requireObject(node)
        var substitution = CatalogSubstitution()
        substitution.sourceOffset = document.offset(node)
        for (key, value) in document.members(of: node) {
            if document.stringEquals(key, "argNum") {
                guard document.kind(value) == .number else {
                    throw failure(value, "expected a number, found \(typeName(value))")
                }
                substitution.argNumText = document.numberText(value)
                substitution.argNumOffset = document.offset(value)
            } else if document.stringEquals(key, "formatSpecifier") {
                substitution.formatSpecifier = try string(value)
                substitution.formatSpecifierOffset = document.offset(value)
            } else if document.stringEquals(key, "variations") {
                substitution.variations = try variations(value)
            } else {
                substitution.unknownFields.append(try unknown(key, value))
            }
        }
        return substitution
    }
}
