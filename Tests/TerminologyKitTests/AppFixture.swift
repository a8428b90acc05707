#if !canImport(AppIntents)
import _SanastoTestSupport
import Foundation
import IntentKit
import TerminologyKit

/// A library with two courses, for the app's use cases and intents: Solubiologia (BIO-101; fi, en, tr) with the
/// categories Soluhengitys (3 terms), Fotosynteesi (3 terms) and Genetiikka (none), and Kemia (KEM-1; fi, en)
/// with one category of 2 terms.
final class AppFixture: @unchecked Sendable {
    let folder: TemporaryFolder
    let store: TerminologyStore
    let biology: Terminology
    let chemistry: Terminology
    var categories: [String: Category] = [:]
    /// The concepts by their Finnish term.
    var concepts: [String: Concept] = [:]

    /// A fixed moment (2025-06-15 12:00 UTC), so that the term of the day and due dates do not change with the clock.
    static let now = Date(timeIntervalSince1970: 1_749_988_800)
    static let fi = LanguageTag.finnish, en = LanguageTag.english, tr = LanguageTag.turkish

    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    init() throws {
        folder = try TemporaryFolder()
        store = try TerminologyStore(url: folder.appending("library.sqlite"))
        biology = Terminology(
            title: "Solubiologia", course: Course(code: "BIO-101", name: "Solubiologian perusteet"), languages: [Self.fi, Self.en, Self.tr],
            author: "Aino Opettaja", createdAt: Self.now)
        chemistry = Terminology(title: "Kemia", course: Course(code: "KEM-1", name: "Kemian perusteet"), languages: [Self.fi, Self.en], createdAt: Self.now)
        let biology = biology, chemistry = chemistry
        let entries: [(String, String, [(LanguageTag, String)], String?)] = [
            ("Soluhengitys", "bio", [(Self.fi, "glykolyysi"), (Self.en, "glycolysis"), (Self.tr, "glikoliz")], "Glukoosin pilkkominen pyruvaatiksi"),
            ("Soluhengitys", "bio", [(Self.fi, "mitokondrio"), (Self.en, "mitochondrion"), (Self.tr, "mitokondri")], nil),
            ("Soluhengitys", "bio", [(Self.fi, "sitruunahappokierto"), (Self.en, "citric acid cycle"), (Self.tr, "sitrik asit döngüsü")], nil),
            ("Fotosynteesi", "bio", [(Self.fi, "fotosynteesi"), (Self.en, "photosynthesis"), (Self.tr, "fotosentez")], "Valon energian sitominen sokeriksi"),
            ("Fotosynteesi", "bio", [(Self.fi, "klorofylli"), (Self.en, "chlorophyll"), (Self.tr, "klorofil")], nil),
            ("Fotosynteesi", "bio", [(Self.fi, "viherhiukkanen"), (Self.en, "chloroplast"), (Self.tr, "kloroplast")], nil),
            ("Orgaaniset yhdisteet", "chem", [(Self.fi, "bentseeni"), (Self.en, "benzene")], nil),
            ("Orgaaniset yhdisteet", "chem", [(Self.fi, "etanoli"), (Self.en, "ethanol")], nil),
        ]
        var categories: [String: Category] = [:]
        var concepts: [String: Concept] = [:]
        try store.write { writer in
            try writer.createTerminology(biology)
            try writer.createTerminology(chemistry)
            for name in ["Soluhengitys", "Fotosynteesi", "Genetiikka"] {
                categories[name] = try writer.addCategory(named: name, to: biology.id)
            }
            categories["Orgaaniset yhdisteet"] = try writer.addCategory(named: "Orgaaniset yhdisteet", to: chemistry.id)
            for (category, owner, terms, definition) in entries {
                let terminology = owner == "bio" ? biology : chemistry
                let sections = terms.map { language, text in
                    LanguageSection(
                        language: language, terms: [Term(text)],
                        definition: language == Self.fi ? definition.map { Definition($0) } : nil)
                }
                let concept = Concept(terminologyID: terminology.id, categoryID: categories[category]?.id, sections: sections, createdAt: Self.now)
                concepts[terms[0].1] = try writer.addConcept(concept)
            }
        }
        self.categories = categories
        self.concepts = concepts
    }

    /// The app in `language` (its own router), on the fixture's clock and a UTC calendar.
    func app(_ language: AppLanguage = .english, learner: LearnerID = .local) async -> TerminologyApp {
        await TerminologyApp(
            store: store, language: language, learner: learner, calendar: Self.calendar, clock: { AppFixture.now })
    }

    /// The category as the intents see it.
    func entity(_ name: String) throws -> CategoryEntity {
        guard let category = categories[name] else { throw FixtureError.missing(name) }
        let title = category.terminologyID == biology.id ? biology.title : chemistry.title
        return CategoryEntity(id: category.id, name: category.name, terminologyID: category.terminologyID, terminologyTitle: title)
    }

    enum FixtureError: Error {
        case missing(String)
    }
}
#endif
