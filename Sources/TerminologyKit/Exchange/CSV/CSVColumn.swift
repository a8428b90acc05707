/// What one column of a terminology table holds (see `CSVOptions` for the names).
enum CSVColumn: Hashable, Sendable {
    case terms(LanguageTag)
    case deprecatedTerms(LanguageTag)
    case definition(LanguageTag)
    case source(LanguageTag)
    case context(LanguageTag)
    case category
    case partOfSpeech
    case difficulty
    case notes
    case related
    case id

    /// How a header cell reads.
    enum Reading {
        /// A column name.
        case column(CSVColumn)
        /// Shaped like a language code, but not a valid one.
        case badLanguage(String, LanguageTagError)
        /// A name this table does not have.
        case unknown
    }

    /// The header cell's column.
    static func read(_ cell: String) -> Reading {
        let name = cell.trimmedWhitespace
        switch name.lowercased() {
        case "category", "subjectfield", "kategoria", "kategori": return .column(.category)
        case "partofspeech", "part of speech", "pos": return .column(.partOfSpeech)
        case "difficulty": return .column(.difficulty)
        case "notes", "note": return .column(.notes)
        case "related", "crossreference": return .column(.related)
        case "id": return .column(.id)
        default: break
        }
        if let colon = name.firstIndex(of: ":") {
            let head = name[..<colon].lowercased()
            let tail = String(name[name.index(after: colon)...])
            let make: ((LanguageTag) -> CSVColumn)?
            var languageText = tail
            switch head {
            case "definition": make = { .definition($0) }
            case "source": make = { .source($0) }
            case "context": make = { .context($0) }
            default:
                if tail.lowercased() == "deprecated" {
                    make = { .deprecatedTerms($0) }
                } else {
                    make = nil
                }
                languageText = String(name[..<colon])
            }
            guard let make else { return .unknown }
            do throws(LanguageTagError) {
                let language = try LanguageTag(languageText)
                return .column(make(language))
            } catch {
                return .badLanguage(languageText, error)
            }
        }
        guard looksLikeLanguageTag(name) else { return .unknown }
        do throws(LanguageTagError) {
            let language = try LanguageTag(name)
            return .column(.terms(language))
        } catch {
            return .badLanguage(name, error)
        }
    }

    /// Letters in subtags of 1–8 with a 2–3 letter first one (`fi`, `en-GB`, `zh_Hant`): what a header of language
    /// codes has, and data rarely does.
    static func looksLikeLanguageTag(_ text: String) -> Bool {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// The header cell this column is written as.
    var name: String {
        switch self {
        case .terms(let language): language.rawValue
        case .deprecatedTerms(let language): "\(language.rawValue):deprecated"
        case .definition(let language): "definition:\(language.rawValue)"
        case .source(let language): "source:\(language.rawValue)"
        case .context(let language): "context:\(language.rawValue)"
        case .category: "category"
        case .partOfSpeech: "partOfSpeech"
        case .difficulty: "difficulty"
        case .notes: "notes"
        case .related: "related"
        case .id: "id"
        }
    }

    var language: LanguageTag? {
        switch self {
        case .terms(let language), .deprecatedTerms(let language), .definition(let language), .source(let language), .context(let language):
            language
        default:
            nil
        }
    }

    /// A difficulty written in English, Finnish or Turkish.
    static func difficulty(_ text: String) -> Difficulty? {
        switch text.trimmedWhitespace.lowercased() {
        case "easy", "helppo", "kolay", "1": .easy
        case "medium", "keskitaso", "keskivaikea", "orta", "2": .medium
        case "hard", "vaikea", "zor", "3": .hard
        default: nil
        }
    }
}
