import Foundation
@testable import TerminologyKit

/// Fills a library file through TerminologyKit directly, much faster than one command per term.
enum LibraryBuilder {
    /// Adds `count` two-language concepts (`sana 1` / `word 1` …) to the only terminology of the library, in
    /// `category` when given, in one transaction.
    static func addConcepts(_ count: Int, to url: URL, category: String? = nil) throws {
        let store = try TerminologyStore(url: url)
        defer { store.close() }
        try store.write { writer in
            guard let terminology = try writer.terminologies().first else { return }
            let categoryID = try category.flatMap { try writer.category(named: $0, in: terminology.id)?.id }
            for index in 1...count {
                try writer.addConcept(Concept(
                    terminologyID: terminology.id, categoryID: categoryID,
                    sections: terminology.languages.prefix(2).enumerated().map { offset, language in
                        LanguageSection(language: language, terms: [Term((offset == 0 ? "sana " : "word ") + String(index))])
                    }))
            }
        }
    }
}
