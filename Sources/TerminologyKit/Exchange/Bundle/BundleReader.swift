import Foundation
import Localization
import StringResources

/// Reads a `.sanasto` bundle, checking every value: a problem in the bundle's frame (not JSON, not a bundle, a
/// newer version, the terminology's metadata) is one `ExchangeError` with its line, column and key path; a
/// problem in one concept skips that concept and is reported as an issue with its position.
struct BundleReader {
    private let document: JSONDocument
    private(set) var summary = ReadSummary()

    init(bytes raw: [UInt8]) throws {
        var bytes = raw
        if let (encoding, length) = StreamingTextDecoder.byteOrderMark(of: raw), encoding != .utf8 {
            var output: [UInt8] = []
            var decoder = StreamingTextDecoder(encoding: encoding)
            do {
                try decoder.decode(Array(raw[length...]), into: &output, isFinal: true)
            } catch {
                throw ExchangeError(.malformedFile, "\(error.message)", format: .bundle, detail: .invalidEncoding)
            }
            bytes = output
        }
        do {
            document = try JSONDocument(bytes: bytes)
        } catch let error as ResourceError {
            throw ExchangeError(
                .malformedFile, "the bundle is not valid JSON: \(error.message)", format: .bundle,
                position: error.position.map { ExchangePosition($0, keyPath: error.keyPath) }, detail: .invalidJSON)
        }
    }

    /// A value with where it is, for messages.
    struct Cursor {
        let value: JSONValue
        let path: [String]
        let document: JSONDocument

        var position: ExchangePosition {
            ExchangePosition(document.position(ofOffset: value.offset ?? 0), keyPath: path)
        }

        func failure(_ message: String.LocalizationValue) -> ExchangeError {
            ExchangeError(.notATerminology, message, format: .bundle, position: position)
        }

        /// The kind of value that is here, for a message that expected another; in the message's language.
        var found: LocalizedStringResource {
            switch value.kind {
            case .null: LocalizedStringResource("null", comment: "What a .sanasto bundle has where it should have another value: JSON's null.")
            case .bool: LocalizedStringResource("a boolean", comment: "What a .sanasto bundle has where it should have another value: true or false.")
            case .number: LocalizedStringResource("a number", comment: "What a .sanasto bundle has where it should have another value.")
            case .string: LocalizedStringResource("a string", comment: "What a .sanasto bundle has where it should have another value: a text in quotes.")
            case .array: LocalizedStringResource("an array", comment: "What a .sanasto bundle has where it should have another value: a JSON list [ … ].")
            case .object: LocalizedStringResource("an object", comment: "What a .sanasto bundle has where it should have another value: a JSON object { … }.")
            }
        }

        func member(_ key: String) throws -> Cursor {
            guard let members = value.objectMembers else { throw failure("expected an object, found \(found)") }
            guard let found = members.first(where: { $0.key == key }) else { throw failure("'\(key)' is missing") }
            return Cursor(value: found.value, path: path + [key], document: document)
        }

        func optional(_ key: String) throws -> Cursor? {
            guard let members = value.objectMembers else { throw failure("expected an object, found \(found)") }
            guard let found = members.first(where: { $0.key == key }), found.value.kind != .null else { return nil }
            return Cursor(value: found.value, path: path + [key], document: document)
        }

        func string() throws -> String {
            guard let text = value.stringValue else { throw failure("expected a string, found \(found)") }
            return text
        }

        func int() throws -> Int {
            guard case .number(let text) = value.kind, let number = Int(text) else { throw failure("expected a whole number, found \(found)") }
            return number
        }

        func double() throws -> Double {
            guard case .number(let text) = value.kind, let number = Double(text), number.isFinite else {
                throw failure("expected a number, found \(found)")
            }
            return number
        }

        func bool() throws -> Bool {
            guard case .bool(let flag) = value.kind else { throw failure("expected true or false, found \(found)") }
            return flag
        }

        func array() throws -> [Cursor] {
            guard case .array(let elements) = value.kind else { throw failure("expected an array, found \(found)") }
            return elements.enumerated().map { Cursor(value: $0.element, path: path + [String($0.offset)], document: document) }
        }

        func uuid() throws -> UUID {
            let text = try string()
            guard let id = UUID(uuidString: text) else { throw failure("'\(text)' is not a UUID") }
            return id
        }

        func date() throws -> Date {
            let text = try string()
            guard let timestamp = Timestamp(iso8601: text) else { throw failure("'\(text)' is not a date (2025-01-31T12:00:00.000000Z)") }
            return timestamp.date
        }

        /// A language tag; `ofTerminology` words the message for one of the terminology's own languages.
        func language(ofTerminology: Bool = false) throws -> LanguageTag {
            let text = try string()
            do {
                return try LanguageTag(text)
            } catch {
                var failure = failure(
                    ofTerminology
                        ? "the terminology's language '\(text)' is not a valid language code: \(error.localizedReason)"
                        : "'\(text)' is not a valid language code: \(error.localizedReason)")
                failure.kind = .unknownLanguage
                throw failure
            }
        }

        func enumeration<T: RawRepresentable>(_ type: T.Type, _ what: LocalizedStringResource) throws -> T where T.RawValue == String {
            let text = try string()
            guard let value = T(rawValue: text) else { throw failure("'\(text)' is not a \(what)") }
            return value
        }
    }

    /// The whole bundle; bad concepts are left out and listed in `summary`.
    mutating func read() throws -> SanastoBundle {
        let root = Cursor(value: document.root, path: [], document: document)
        guard root.value.objectMembers != nil else { throw root.failure("a bundle is a JSON object") }
        let format = try? root.member("format").string()
        guard format == SanastoBundle.formatName else {
            throw root.failure("this JSON is not a Sanasto bundle (its 'format' is not '\(SanastoBundle.formatName)')")
        }
        let versionCursor = try root.member("version")
        let version: Int = try versionCursor.int()
        guard version <= SanastoBundle.currentVersion else {
            var failure = versionCursor.failure(
                "the bundle was written by a newer version of Sanasto (bundle version \(version); this version reads up to \(SanastoBundle.currentVersion))")
            failure.kind = .unsupportedVersion
            throw failure
        }
        guard version >= 1 else { throw versionCursor.failure("bundle version \(version) does not exist") }
        let kindCursor = try root.member("kind")
        guard let kind = SanastoBundle.Kind(rawValue: try kindCursor.string()) else {
            var failure = kindCursor.failure("a bundle of kind '\(try kindCursor.string())' is not known to this version of Sanasto")
            failure.kind = .unsupportedVersion
            throw failure
        }
        let exported = try root.optional("exported")?.date() ?? Date()
        let snapshot = try readSnapshot(root, countingEntries: true)
        let origin = try root.optional("originSnapshot").map { try readSnapshot($0, countingEntries: false) }
        let progress = try root.optional("progress").map(readProgress)
        let suggestion = try root.optional("suggestion").map { cursor in
            SanastoBundle.Suggestion(
                sourceTerminologyID: try cursor.member("terminology").uuid(), sourceRevision: try cursor.member("revision").int(),
                sourceTitle: try cursor.member("title").string(), suggestedBy: try cursor.member("suggestedBy").string())
        }
        if kind == .suggestions, suggestion == nil { throw root.failure("a suggestion bundle needs 'suggestion'") }
        return SanastoBundle(kind: kind, exportedAt: exported, snapshot: snapshot, originSnapshot: origin, progress: progress, suggestion: suggestion)
    }

    private mutating func readSnapshot(_ cursor: Cursor, countingEntries: Bool) throws -> TerminologySnapshot {
        let terminology = try readTerminology(try cursor.member("terminology"))
        var categories: [Category] = []
        var categoryIDs: Set<UUID> = []
        for item in try cursor.member("categories").array() {
            let category = Category(
                id: try item.member("id").uuid(), terminologyID: terminology.id, name: try item.member("name").string(),
                position: try item.member("position").int())
            guard categoryIDs.insert(category.id).inserted else { throw item.failure("two categories have the id \(category.id)") }
            categories.append(category)
        }
        var concepts: [Concept] = []
        for item in try cursor.member("concepts").array() {
            if countingEntries { summary.entryCount += 1 }
            do {
                let concept = try readConcept(item, terminology: terminology, categories: categoryIDs)
                concepts.append(concept)
            } catch let error as ExchangeError {
                let issue = ExchangeIssue(
                    .error, error.kind == .unknownLanguage ? .unknownLanguage : .invalidValue, at: error.position,
                    entry: (try? item.member("id").string()), error.localizableMessage)
                guard countingEntries else { throw error }
                summary.issues.append(issue)
            }
        }
        return TerminologySnapshot(terminology: terminology, categories: categories, concepts: concepts)
    }

    private func readTerminology(_ cursor: Cursor) throws -> Terminology {
        let course = try cursor.member("course")
        var languages: [LanguageTag] = []
        for item in try cursor.member("languages").array() {
            languages.append(try item.language(ofTerminology: true))
        }
        var origin: TerminologyOrigin?
        if let item = try cursor.optional("origin") {
            origin = TerminologyOrigin(sourceID: try item.member("id").uuid(), sourceRevision: try item.member("revision").int())
        }
        let title = try cursor.member("title").string()
        guard !title.trimmedWhitespace.isEmpty else { throw try cursor.member("title").failure("the title is empty") }
        guard !languages.isEmpty else { throw try cursor.member("languages").failure("a terminology needs at least one language") }
        return Terminology(
            id: try cursor.member("id").uuid(), title: title,
            course: Course(code: try course.member("code").string(), name: try course.member("name").string()),
            description: try cursor.member("description").string(), languages: languages, author: try cursor.member("author").string(),
            ownerRole: try cursor.member("role").enumeration(OwnerRole.self, "role (teacher or student)"),
            revision: try cursor.member("revision").int(), origin: origin, createdAt: try cursor.member("created").date(),
            modifiedAt: try cursor.member("modified").date())
    }

    private func readConcept(_ cursor: Cursor, terminology: Terminology, categories: Set<UUID>) throws -> Concept {
        var sections: [LanguageSection] = []
        for item in try cursor.member("sections").array() {
            let language = try item.member("language").language()
            var terms: [Term] = []
            for termItem in try item.member("terms").array() {
                terms.append(Term(
                    try termItem.member("text").string(), status: try termItem.member("status").enumeration(TermStatus.self, "term status"),
                    partOfSpeech: try termItem.optional("partOfSpeech")?.enumeration(PartOfSpeech.self, "part of speech"),
                    context: try termItem.optional("context")?.string()))
            }
            let definition = try item.optional("definition").map {
                Definition(try $0.member("text").string(), source: try $0.optional("source")?.string())
            }
            sections.append(LanguageSection(language: language, terms: terms, definition: definition))
        }
        let categoryID = try cursor.optional("category")?.uuid()
        if let categoryID, !categories.contains(categoryID) {
            throw try cursor.member("category").failure("the bundle has no category \(categoryID)")
        }
        return Concept(
            id: try cursor.member("id").uuid(), terminologyID: terminology.id, categoryID: categoryID, sections: sections,
            notes: try cursor.member("notes").string(), related: try cursor.member("related").array().map { try $0.uuid() },
            difficulty: try cursor.member("difficulty").enumeration(Difficulty.self, "difficulty (easy, medium or hard)"),
            isOwn: try cursor.member("own").bool(), isDeprecated: try cursor.member("deprecated").bool(),
            createdAt: try cursor.member("created").date(), modifiedAt: try cursor.member("modified").date())
    }

    private func readProgress(_ cursor: Cursor) throws -> SanastoBundle.Progress {
        var progress = SanastoBundle.Progress()
        func direction(_ item: Cursor) throws -> StudyDirection {
            StudyDirection(from: try item.member("from").language(), to: try item.member("to").language())
        }
        for item in try cursor.member("cards").array() {
            let card = FSRSCard(
                state: try item.member("state").enumeration(FSRSState.self, "card state"), step: try item.optional("step")?.int(),
                stability: try item.optional("stability")?.double(), difficulty: try item.optional("difficulty")?.double(),
                due: try item.member("due").date(), lastReview: try item.optional("lastReview")?.date(),
                reps: try item.member("reps").int(), lapses: try item.member("lapses").int())
            progress.cards.append(StudyCard(
                conceptID: try item.member("concept").uuid(), terminologyID: UUID(), direction: try direction(item),
                learner: LearnerID(try item.member("learner").string()), card: card))
        }
        for item in try cursor.member("reviews").array() {
            let ratingCursor = try item.member("rating")
            guard let rating = Rating(rawValue: try ratingCursor.int()) else { throw ratingCursor.failure("a rating is 1 to 4") }
            let entry = ReviewLogEntry(
                rating: rating, reviewedAt: try item.member("reviewed").date(), elapsedDays: try item.member("elapsedDays").double(),
                scheduledDays: try item.member("scheduledDays").double(),
                stateBefore: try item.member("stateBefore").enumeration(FSRSState.self, "card state"),
                duration: try item.optional("duration")?.double())
            progress.reviews.append((try item.member("concept").uuid(), try direction(item), LearnerID(try item.member("learner").string()), entry))
        }
        for item in try cursor.member("learned").array() {
            progress.learned.append((try item.member("concept").uuid(), LearnerID(try item.member("learner").string()), try item.member("at").date()))
        }
        return progress
    }
}
