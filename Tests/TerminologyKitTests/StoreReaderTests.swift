import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

@Suite struct StoreReaderTests {
    typealias F = StoreFixture

    /// Two courses: BIO-101 with categories of 40, 0 and 3 concepts (one of them deprecated) and 2 uncategorized;
    /// CHEM-1 with 5 concepts.
    struct Library {
        let fixture: StoreFixture
        let biology: Terminology
        let chemistry: Terminology
        let categories: [Category]
        let biologyConcepts: [Concept]
        let chemistryConcepts: [Concept]

        init(_ factory: StoreBackendFactory) throws {
            fixture = try StoreFixture(factory)
            let (biology, categories) = try fixture.makeTerminology(categories: ["Soluhengitys", "Tyhjä", "Fotosynteesi"])
            let (chemistry, _) = try fixture.makeTerminology("Kemia", course: Course(code: "CHEM-1", name: "Kemian perusteet"))
            (self.biology, self.chemistry, self.categories) = (biology, chemistry, categories)
            (biologyConcepts, chemistryConcepts) = try fixture.store.write { library in
                var biologyConcepts: [Concept] = []
                for index in 0..<40 {
                    biologyConcepts.append(try library.addConcept(F.concept([(F.fi, "hengitys \(index)"), (F.en, "respiration \(index)")], in: biology.id, category: categories[0].id)))
                }
                for index in 0..<3 {
                    var concept = F.concept([(F.fi, "yhteyttäminen \(index)"), (F.en, "photosynthesis \(index)")], in: biology.id, category: categories[2].id)
                    concept.isDeprecated = index == 2
                    biologyConcepts.append(try library.addConcept(concept))
                }
                // Uncategorized; the second has no English term, so it cannot be studied fi→en.
                biologyConcepts.append(try library.addConcept(F.concept([(F.fi, "solu"), (F.en, "cell")], in: biology.id)))
                biologyConcepts.append(try library.addConcept(F.concept([(F.fi, "kudos")], in: biology.id)))
                var chemistryConcepts: [Concept] = []
                for index in 0..<5 {
                    chemistryConcepts.append(try library.addConcept(F.concept([(F.fi, "alkuaine \(index)"), (F.en, "element \(index)")], in: chemistry.id)))
                }
                return (biologyConcepts, chemistryConcepts)
            }
        }
    }

    @Test(arguments: StoreBackendFactory.all)
    func categorySummariesCountTermsPerCategory(_ factory: StoreBackendFactory) throws {
        let library = try Library(factory)
        let summaries = try library.fixture.store.read { try $0.categorySummaries(of: library.biology.id) }
        #expect(summaries.map(\.category.name) == ["Soluhengitys", "Tyhjä", "Fotosynteesi"])
        #expect(summaries.map(\.termCount) == [40, 0, 2])
        #expect(try library.fixture.store.read { try $0.uncategorizedCount(of: library.biology.id) } == 2)
        #expect(try library.fixture.store.read { try $0.categorySummaries(of: library.chemistry.id) } == [])
        expectStoreError(.notFound(""), containing: "cannot list categories: no terminology with id") {
            try library.fixture.store.read { try $0.categorySummaries(of: UUID()) }
        }
    }

    @Test(arguments: StoreBackendFactory.all)
    func conceptListsFilterAndPage(_ factory: StoreBackendFactory) throws {
        let library = try Library(factory)
        try library.fixture.store.read { (reader: StoreReader) throws in
            let all = try reader.concepts(in: .terminology(library.biology.id))
            #expect(all.map(\.id) == library.biologyConcepts.map(\.id))
            #expect(try reader.concepts(in: .terminology(library.biology.id), category: .category(library.categories[2].id), includeDeprecated: false).count == 2)
            #expect(try reader.concepts(in: .terminology(library.biology.id), category: .uncategorized).map(\.id) == library.biologyConcepts.suffix(2).map(\.id))
            #expect(try reader.concepts(in: .terminology(library.biology.id), limit: 5, offset: 38).map(\.id) == Array(library.biologyConcepts.map(\.id)[38..<43]))
            #expect(try reader.conceptCount(in: .library, includeDeprecated: false) == 49)
            #expect(try reader.conceptCount(in: .library) == 50)
            var streamed: [UUID] = []
            try reader.forEachConcept(in: .terminology(library.biology.id), batchSize: 7) { streamed.append($0.id) }
            #expect(streamed == library.biologyConcepts.map(\.id))
            var everything: [UUID] = []
            try reader.forEachConcept(in: .library, includeDeprecated: false, batchSize: 3) { everything.append($0.id) }
            #expect(everything == (try reader.concepts(in: .library, includeDeprecated: false)).map(\.id))
            #expect(everything.count == 49)
            // By id: in the order asked, missing ones left out, more than one chunk.
            let wanted = (library.biologyConcepts + library.chemistryConcepts).reversed().map(\.id)
            #expect(try reader.concepts(ids: [UUID()] + wanted).map(\.id) == wanted)
            #expect(try reader.concepts(ids: []) == [])
        }
    }

    @Test(arguments: StoreBackendFactory.all)
    func courseScopeFocusesListsSearchAndStudy(_ factory: StoreBackendFactory) throws {
        let library = try Library(factory)
        let direction = StudyDirection(from: F.fi, to: F.en)
        try library.fixture.store.read { (reader: StoreReader) throws in
            #expect(try reader.courses() == [Course(code: "BIO-101", name: "Solubiologia"), Course(code: "CHEM-1", name: "Kemian perusteet")])
            #expect(try reader.terminologies().map(\.title) == ["Kemia", "Solubiologia"])
            #expect(try reader.terminologies(in: .course("CHEM-1")).map(\.title) == ["Kemia"])
            #expect(try reader.concepts(in: .course("CHEM-1")).map(\.id) == library.chemistryConcepts.map(\.id))
            #expect(try reader.search("alkuaine", in: .course("BIO-101")) == [])
            #expect(try reader.search("alkuaine", in: .course("CHEM-1")).count == 5)
            #expect(try reader.newCards(in: .course("CHEM-1"), direction: direction, limit: 100).map(\.conceptID) == library.chemistryConcepts.map(\.id))
            #expect(try reader.conceptCount(in: .course("NONE")) == 0)
        }
    }

    @Test(arguments: StoreBackendFactory.all)
    func dueCardsComeEarliestFirstThenNewOnes(_ factory: StoreBackendFactory) throws {
        let library = try Library(factory)
        let store = library.fixture.store
        let direction = StudyDirection(from: F.fi, to: F.en)
        let now = F.created.addingTimeInterval(86_400 * 30)
        let concepts = library.biologyConcepts
        // Cards due 3, 2 and 1 days ago, one due tomorrow, and one on a deprecated concept.
        try store.write { writer in
            for (index, daysAgo) in [3.0, 2, 1, -1].enumerated() {
                let card = FSRSCard(state: .review, stability: 5, difficulty: 5, due: now.addingTimeInterval(-daysAgo * 86_400), lastReview: F.created, reps: 2)
                try writer.putStudyCard(StudyCard(conceptID: concepts[[5, 1, 9, 0][index]].id, terminologyID: library.biology.id, direction: direction, card: card))
            }
            try writer.putStudyCard(StudyCard(conceptID: concepts[42].id, terminologyID: library.biology.id, direction: direction, card: FSRSCard(due: F.created)))
        }
        try store.read { (reader: StoreReader) throws in
            let due = try reader.dueCards(in: .terminology(library.biology.id), direction: direction, at: now, limit: 10)
            #expect(due.map(\.conceptID) == [concepts[5].id, concepts[1].id, concepts[9].id])
            #expect(try reader.dueCards(in: .terminology(library.biology.id), direction: direction, at: now).map(\.conceptID) == [concepts[5].id])
            #expect(try reader.dueCards(in: .library, direction: direction, at: now, limit: 10).count == 3)
            #expect(try reader.dueCards(in: .terminology(library.biology.id), direction: direction.reversed, at: now, limit: 10) == [])
            #expect(try reader.dueCards(in: .terminology(library.biology.id), direction: direction, learner: LearnerID("toinen"), at: now, limit: 10) == [])

            let new = try reader.newCards(in: .terminology(library.biology.id), direction: direction, at: now, limit: 100)
            // Not the studied ones, not the deprecated one, not the one without an English term.
            let expectedNew = concepts.enumerated().filter { ![5, 1, 9, 0, 42, 44].contains($0.offset) }.map(\.element.id)
            #expect(new.map(\.conceptID) == expectedNew)
            #expect(new.allSatisfy { $0.isNew && $0.card.due == now })

            let next = try reader.nextCards(in: .terminology(library.biology.id), direction: direction, at: now, limit: 5, newLimit: 1)
            #expect(next.map(\.conceptID) == [concepts[5].id, concepts[1].id, concepts[9].id, expectedNew[0]])

            let counts = try reader.studyCounts(in: .terminology(library.biology.id), direction: direction, at: now)
            #expect(counts == StudyCounts(new: expectedNew.count, learning: 0, review: 4, relearning: 0, due: 3, learned: 0))
        }
    }

    @Test(arguments: StoreBackendFactory.all)
    func termOfTheDayIsStableForADayAndFollowsTheFocus(_ factory: StoreBackendFactory) throws {
        let library = try Library(factory)
        let store = library.fixture.store
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Helsinki") ?? .gmt
        let morning = try #require(calendar.date(from: DateComponents(year: 2025, month: 3, day: 14, hour: 0, minute: 5)))
        let evening = try #require(calendar.date(from: DateComponents(year: 2025, month: 3, day: 14, hour: 23, minute: 55)))
        let pick = { (date: Date, scope: LibraryScope) in try store.read { try $0.termOfTheDay(on: date, calendar: calendar, in: scope)?.id } }

        let today = try pick(morning, .course("BIO-101"))
        #expect(today != nil)
        #expect(try pick(evening, .course("BIO-101")) == today)
        #expect(library.biologyConcepts.map(\.id).contains(today ?? UUID()))
        // Marking it learned does not move it.
        try store.write { try $0.setLearned(true, conceptID: today ?? UUID()) }
        #expect(try pick(evening, .course("BIO-101")) == today)
        // Another course's card comes from that course.
        let chemistry = try pick(morning, .course("CHEM-1"))
        #expect(library.chemistryConcepts.map(\.id).contains(chemistry ?? UUID()))
        // Over a month the pick changes, never to a deprecated concept.
        var picks: Set<UUID> = []
        for day in 0..<30 {
            let date = morning.addingTimeInterval(Double(day) * 86_400)
            if let id = try pick(date, .terminology(library.biology.id)) { picks.insert(id) }
        }
        #expect(picks.count > 5)
        #expect(!picks.contains(library.biologyConcepts[42].id))
        #expect(try pick(morning, .course("NONE")) == nil)
        // The same day and scope give the same key on every platform and run.
        #expect(StoreReader.dayKey("2025-3-14|course:BIO-101") == StoreReader.dayKey("2025-3-14|course:BIO-101"))
        #expect(StoreReader.dayKey("2025-3-14|course:BIO-101") != StoreReader.dayKey("2025-3-15|course:BIO-101"))
    }

    @Test(arguments: StoreBackendFactory.all)
    func snapshotOfATerminologyHoldsEverything(_ factory: StoreBackendFactory) throws {
        let library = try Library(factory)
        let snapshot = try library.fixture.store.read { try $0.snapshot(of: library.biology.id) }
        #expect(snapshot.terminology.id == library.biology.id)
        #expect(snapshot.categories.map(\.name) == ["Soluhengitys", "Tyhjä", "Fotosynteesi"])
        #expect(snapshot.concepts.map(\.id) == library.biologyConcepts.map(\.id))
        let text = try snapshot.canonicalJSON()
        #expect(try TerminologySnapshot(canonicalJSON: text) == snapshot)
        #expect(try TerminologySnapshot(canonicalJSON: text).canonicalJSON() == text)
    }
}
