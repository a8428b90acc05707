import Foundation

/// Writes a terminology as Anki's "Notes in Plain Text" (see `AnkiOptions`), tab-separated with file headers.
struct AnkiWriter {
    let snapshot: TerminologySnapshot
    let options: AnkiOptions

    /// The front and back languages: the options', else the terminology's first two.
    func languages() throws -> (front: LanguageTag, back: LanguageTag) {
        let languages = snapshot.terminology.languages
        guard let front = options.front ?? languages.first, let back = options.back ?? languages.first(where: { $0 != front }) else {
            throw ExchangeError(.notApplicable, "an Anki export needs two languages; the terminology has \(languages.count)", format: .anki)
        }
        guard front != back else {
            throw ExchangeError(.notApplicable, "the front and back languages are both \(front)", format: .anki)
        }
        for language in [front, back] where !languages.contains(language) {
            throw ExchangeError(.notApplicable, "the terminology has no language \(language) (it has \(languages.map(\.rawValue).joined(separator: ", ")))", format: .anki)
        }
        return (front, back)
    }

    static func guid(_ id: UUID, front: LanguageTag, back: LanguageTag) -> String {
        "\(AnkiOptions.guidPrefix)\(id.uuidString.lowercased()):\(front.rawValue):\(back.rawValue)"
    }

    static func deckName(_ text: String) -> String {
        // `::` would nest decks; a tab or line end would break the row.
        text.replacingOccurrences(of: "::", with: ":").replacingOccurrences(of: "\t", with: " ")
            .replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
    }

    func write() throws -> (bytes: [UInt8], omissions: [String]) {
        let (front, back) = try languages()
        let deck = Self.deckName(options.deck ?? snapshot.terminology.title)
        let categories = Dictionary(snapshot.categories.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var text = "#separator:tab\n#html:true\n#guid column:1\n#notetype column:2\n#deck column:3\n#tags column:6\n"
        var skipped = 0
        for concept in snapshot.concepts {
            let frontTerms = concept.section(front)?.terms.filter { $0.status != .deprecated }.map(\.text) ?? []
            let backTerms = concept.section(back)?.terms.filter { $0.status != .deprecated }.map(\.text) ?? []
            guard !frontTerms.isEmpty, !backTerms.isEmpty else {
                skipped += 1
                continue
            }
            var backField = AnkiHTML.escape(backTerms.joined(separator: AnkiOptions.termSeparator))
            if options.includesDefinitions, let definition = concept.section(back)?.definition ?? concept.section(front)?.definition {
                backField += "<br><br>" + AnkiHTML.escape(definition.text)
            }
            let conceptDeck = concept.categoryID.flatMap { categories[$0] }.map { deck + "::" + Self.deckName($0) } ?? deck
            let fields = [
                Self.guid(concept.id, front: front, back: back), Self.deckName(options.noteType), conceptDeck,
                AnkiHTML.escape(frontTerms.joined(separator: AnkiOptions.termSeparator)), backField,
                "sanasto difficulty::\(concept.difficulty.rawValue)",
            ]
            text += fields.joined(separator: "\t") + "\n"
        }
        var omissions = ["study progress (Anki schedules the cards itself)", "languages other than \(front) and \(back)",
                         "term statuses, parts of speech, context sentences, definition sources, notes and related concepts"]
        if skipped > 0 { omissions.insert("\(skipped) concepts without terms in both \(front) and \(back)", at: 0) }
        return (Array(text.utf8), omissions)
    }
}
