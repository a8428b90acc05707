import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

@Suite struct StoreWriterTests {
    typealias F = StoreFixture

    // MARK: - Terminologies

    @Test(arguments: StoreBackendFactory.all)
    func terminologyRoundTripsWithOriginAndSnapshot(_ factory: StoreBackendFactory) throws {
        let fixture = try F(factory)
        let author = F.terminology("Cell biology", course: Course(code: "BIO-101", name: "Cell biology"), languages: [F.en, F.fi])
        let authorCategory = Category(terminologyID: author.id, name: "Respiration")
        var authorConcept = F.concept([(F.en, "cell"), (F.fi, "solu")], in: author.id, category: authorCategory.id, definition: (F.en, "The basic unit of life"))
        authorConcept.sections[0].terms.append(Term("cellula", status: .deprecated, partOfSpeech: .noun, context: "Omnis cellula e cellula."))
        let snapshot = TerminologySnapshot(terminology: author, categories: [authorCategory], concepts: [authorConcept])
        var copy = F.terminology("Solubiologia")
        copy.ownerRole = .student
        copy.origin = TerminologyOrigin(sourceID: author.id, sourceRevision: 7)
        try fixture.store.write { try $0.createTerminology(copy, originSnapshot: snapshot) }
        let (read, readSnapshot) = try fixture.store.read { (try $0.terminology(id: copy.id), try $0.originSnapshot(of: copy.id)) }
        #expect(read == copy)
        #expect(readSnapshot == snapshot)
        try fixture.store.write { try $0.setOriginSnapshot(nil, of: copy.id) }
        #expect(try fixture.store.read { try $0.originSnapshot(of: copy.id) } == nil)
    }

    struct BadTerminology: Sendable, CustomTestStringConvertible {
        var name: String
        var change: @Sendable (inout Terminology) -> Void
        var message: String
        var testDescription: String { name }
    }

    static let badTerminologies: [BadTerminology] = [
        BadTerminology(name: "empty title", change: { $0.title = "  " }, message: "the title is empty"),
        BadTerminology(name: "no languages", change: { $0.languages = [] }, message: "a terminology needs at least one language"),
        BadTerminology(name: "a language twice", change: { $0.languages = [.finnish, .english, .finnish] }, message: "language fi is listed twice"),
        BadTerminology(name: "negative revision", change: { $0.revision = -1 }, message: "revision -1 is negative"),
    ]

    @Test(arguments: StoreBackendFactory.all, badTerminologies)
    func refusesABadTerminology(_ factory: StoreBackendFactory, _ item: BadTerminology) throws {
        let fixture = try F(factory)
        var terminology = F.terminology()
        item.change(&terminology)
        expectStoreError(.invalid(""), containing: "cannot create terminology: \(item.message)") {
            try fixture.store.write { try $0.createTerminology(terminology) }
        }
    }

    @Test(arguments: StoreBackendFactory.all)
    func updatingKeepsRevisionAndRefusesDroppingAUsedLanguage(_ factory: StoreBackendFactory) throws {
        let fixture = try F(factory)
        let (terminology, _) = try fixture.makeTerminology()
        try fixture.store.write { try $0.addConcept(F.concept([(F.fi, "solu"), (F.tr, "hücre")], in: terminology.id)) }
        var edited = terminology
        edited.title = "Solubiologia II"
        edited.revision = 999
        edited.languages = [F.tr, F.fi, F.en]
        let updated = try fixture.store.write { try $0.updateTerminology(edited) }
        #expect(updated.revision == 3)
        let read = try fixture.store.read { try $0.terminology(id: terminology.id) }
        #expect(read?.title == "Solubiologia II")
        #expect(read?.languages == [F.tr, F.fi, F.en])
        #expect(read?.revision == 3)
        #expect(read?.createdAt == terminology.createdAt)
        edited.languages = [F.fi, F.en]
        expectStoreError(.conflict(""), containing: "language tr cannot be removed: 1 concept has terms or a definition in it") {
            try fixture.store.write { try $0.updateTerminology(edited) }
        }
    }

    @Test(arguments: StoreBackendFactory.all)
    func deletingATerminologyRemovesEverythingInIt(_ factory: StoreBackendFactory) throws {
        let fixture = try F(factory)
        let (terminology, categories) = try fixture.makeTerminology(categories: ["Soluhengitys"])
        let (other, _) = try fixture.makeTerminology("Genetiikka", course: Course(code: "BIO-102"))
        let direction = StudyDirection(from: F.fi, to: F.en)
        let concept = try fixture.store.write { library in
            let concept = try library.addConcept(F.concept([(F.fi, "mitokondrio"), (F.en, "mitochondrion")], in: terminology.id, category: categories[0].id))
            try library.addConcept(F.concept([(F.fi, "geeni"), (F.en, "gene")], in: other.id))
            try library.review(conceptID: concept.id, direction: direction, rating: .good, at: F.created)
            try library.setLearned(true, conceptID: concept.id)
            return concept
        }
        try fixture.store.write { try $0.deleteTerminology(id: terminology.id) }
        try fixture.store.read { (library: StoreReader) throws in
            #expect(try library.terminology(id: terminology.id) == nil)
            #expect(try library.concept(id: concept.id) == nil)
            #expect(try library.search("mitokondrio") == [])
            #expect(try library.studyCard(conceptID: concept.id, direction: direction) == nil)
            #expect(try library.reviewLog(conceptID: concept.id, direction: direction) == [])
            #expect(try library.search("geeni").count == 1)
        }
        #expect(try fixture.store.integrityProblems() == [])
        expectStoreError(.notFound(""), containing: "cannot delete terminology: no terminology with id \(terminology.id)") {
            try fixture.store.write { try $0.deleteTerminology(id: terminology.id) }
        }
    }

    @Test(arguments: StoreBackendFactory.all)
    func revisionGrowsOncePerChangingTransaction(_ factory: StoreBackendFactory) throws {
        let fixture = try F(factory)
        let (terminology, _) = try fixture.makeTerminology(categories: ["A"])
        func revision() throws -> Int? { try fixture.store.read { try $0.terminology(id: terminology.id)?.revision } }
        #expect(try revision() == 1)
        let concept = try fixture.store.write { library in
            let concept = try library.addConcept(F.concept([(F.fi, "solu")], in: terminology.id))
            try library.addConcept(F.concept([(F.fi, "tuma")], in: terminology.id))
            return concept
        }
        #expect(try revision() == 2)
        // Study progress and reads are not changes to the terminology.
        try fixture.store.write { try $0.review(conceptID: concept.id, direction: StudyDirection(from: F.fi, to: F.en), rating: .good) }
        try fixture.store.write { try $0.setLearned(true, conceptID: concept.id) }
        #expect(try revision() == 2)
        try fixture.store.write { library in
            let category = try #require(try library.category(named: "A", in: terminology.id))
            try library.renameCategory(id: category.id, to: "B")
        }
        #expect(try revision() == 3)
        let modified = try fixture.store.read { try $0.terminology(id: terminology.id)?.modifiedAt }
        #expect((modified ?? .distantPast) > terminology.modifiedAt)
    }

    // MARK: - Categories

    @Test(arguments: StoreBackendFactory.all)
    func categoriesAddRenameMoveAndReorder(_ factory: StoreBackendFactory) throws {
        let fixture = try F(factory)
        let (terminology, made) = try fixture.makeTerminology(categories: ["Solu", "Kudos", "Elin"])
        func names() throws -> [String] { try fixture.store.read { try $0.categories(of: terminology.id).map(\.name) } }
        func positions() throws -> [Int] { try fixture.store.read { try $0.categories(of: terminology.id).map(\.position) } }
        #expect(try names() == ["Solu", "Kudos", "Elin"])
        try fixture.store.write { try $0.addCategory(named: "Molekyyli", to: terminology.id, at: 0) }
        #expect(try names() == ["Molekyyli", "Solu", "Kudos", "Elin"])
        try fixture.store.write { try $0.renameCategory(id: made[1].id, to: " Kudokset ") }
        #expect(try names() == ["Molekyyli", "Solu", "Kudokset", "Elin"])
        try fixture.store.write { try $0.moveCategory(id: made[2].id, to: 1) }
        #expect(try names() == ["Molekyyli", "Elin", "Solu", "Kudokset"])
        try fixture.store.write { try $0.moveCategory(id: made[0].id, to: 99) }
        #expect(try names() == ["Molekyyli", "Elin", "Kudokset", "Solu"])
        try fixture.store.write { library in
            let all = try library.categories(of: terminology.id)
            try library.reorderCategories(of: terminology.id, as: all.reversed().map(\.id))
        }
        #expect(try names() == ["Solu", "Kudokset", "Elin", "Molekyyli"])
        #expect(try positions() == [0, 1, 2, 3])
        expectStoreError(.conflict(""), containing: "cannot add category: the terminology already has a category named 'Solu'") {
            try fixture.store.write { try $0.addCategory(named: "Solu", to: terminology.id) }
        }
        expectStoreError(.conflict(""), containing: "cannot rename category: the terminology already has a category named 'Elin'") {
            try fixture.store.write { try $0.renameCategory(id: made[0].id, to: "Elin") }
        }
        expectStoreError(.invalid(""), containing: "cannot add category: the category name is empty") {
            try fixture.store.write { try $0.addCategory(named: " ", to: terminology.id) }
        }
        expectStoreError(.invalid(""), containing: "must name each of the terminology's 4 categories exactly once") {
            try fixture.store.write { try $0.reorderCategories(of: terminology.id, as: [made[0].id]) }
        }
        expectStoreError(.notFound(""), containing: "cannot add category: no terminology with id") {
            try fixture.store.write { try $0.addCategory(named: "X", to: UUID()) }
        }
    }

    struct DeletionCase: Sendable, CustomTestStringConvertible {
        var name: String
        var handling: @Sendable (_ other: UUID) -> CategoryDeletion
        var error: String?
        var remainingConcepts: Int
        var inOther: Int
        var testDescription: String { name }
    }

    static let deletionCases: [DeletionCase] = [
        DeletionCase(name: "refused while it has concepts", handling: { _ in .refuseIfNotEmpty }, error: "category 'Soluhengitys' has 3 concepts; move them to another category or delete them with it", remainingConcepts: 4, inOther: 1),
        DeletionCase(name: "concepts moved to another category", handling: { .moveConcepts(to: $0) }, error: nil, remainingConcepts: 4, inOther: 4),
        DeletionCase(name: "concepts moved out of any category", handling: { _ in .moveConcepts(to: nil) }, error: nil, remainingConcepts: 4, inOther: 1),
        DeletionCase(name: "concepts deleted with it", handling: { _ in .deleteConcepts }, error: nil, remainingConcepts: 1, inOther: 1),
        DeletionCase(name: "moved to itself", handling: { _ in .moveConcepts(to: nil) }, error: nil, remainingConcepts: 4, inOther: 1),
    ]

    @Test(arguments: StoreBackendFactory.all, deletionCases)
    func deletingACategory(_ factory: StoreBackendFactory, _ item: DeletionCase) throws {
        let fixture = try F(factory)
        let (terminology, made) = try fixture.makeTerminology(categories: ["Soluhengitys", "Fotosynteesi", "Tyhjä"])
        let (full, other) = (made[0], made[1])
        try fixture.store.write { library in
            for term in ["glykolyysi", "sitruunahappokierto", "elektroninsiirtoketju"] {
                try library.addConcept(F.concept([(F.fi, term)], in: terminology.id, category: full.id))
            }
            try library.addConcept(F.concept([(F.fi, "kloroplasti")], in: terminology.id, category: other.id))
        }
        let handling = item.handling(other.id)
        if let error = item.error {
            expectStoreError(.conflict(""), containing: "cannot delete category: \(error)") {
                try fixture.store.write { try $0.deleteCategory(id: full.id, concepts: handling) }
            }
        } else {
            try fixture.store.write { try $0.deleteCategory(id: full.id, concepts: handling) }
        }
        let (remaining, inOther, positions) = try fixture.store.read { library in
            (try library.conceptCount(in: .terminology(terminology.id)),
             try library.conceptCount(in: .terminology(terminology.id), category: .category(other.id)),
             try library.categories(of: terminology.id).map(\.position))
        }
        #expect(remaining == item.remainingConcepts)
        #expect(inOther == item.inOther)
        #expect(positions == Array(0..<(item.error == nil ? 2 : 3)))
        #expect(try fixture.store.integrityProblems() == [])
        // An empty category is deleted under any handling.
        try fixture.store.write { try $0.deleteCategory(id: made[2].id) }
    }

    @Test(arguments: StoreBackendFactory.all)
    func conceptsCannotMoveToAnotherTerminologysCategory(_ factory: StoreBackendFactory) throws {
        let fixture = try F(factory)
        let (terminology, made) = try fixture.makeTerminology(categories: ["Solu"])
        let (_, foreign) = try fixture.makeTerminology("Genetiikka", categories: ["Geeni"])
        try fixture.store.write { try $0.addConcept(F.concept([(F.fi, "tuma")], in: terminology.id, category: made[0].id)) }
        expectStoreError(.invalid(""), containing: "category 'Geeni' belongs to another terminology") {
            try fixture.store.write { try $0.deleteCategory(id: made[0].id, concepts: .moveConcepts(to: foreign[0].id)) }
        }
        expectStoreError(.invalid(""), containing: "cannot add concept: category 'Geeni' belongs to another terminology") {
            try fixture.store.write { try $0.addConcept(F.concept([(F.fi, "solu")], in: terminology.id, category: foreign[0].id)) }
        }
    }

    // MARK: - Concepts

    @Test(arguments: StoreBackendFactory.all)
    func conceptRoundTripsEveryField(_ factory: StoreBackendFactory) throws {
        let fixture = try F(factory)
        let (terminology, made) = try fixture.makeTerminology(categories: ["Soluhengitys"])
        let related = F.concept([(F.fi, "glukoosi")], in: terminology.id)
        let concept = Concept(
            terminologyID: terminology.id, categoryID: made[0].id,
            sections: [
                LanguageSection(
                    language: F.fi,
                    terms: [
                        Term("soluhengitys", status: .preferred, partOfSpeech: .noun, context: "Soluhengitys tapahtuu mitokondriossa."),
                        Term("aerobinen hengitys", status: .admitted),
                        Term("polttaminen", status: .deprecated),
                    ],
                    definition: Definition("Glukoosin hapettaminen energiaksi", source: "Biologian sanasto, s. 12")),
                LanguageSection(language: F.en, terms: [Term("cellular respiration", partOfSpeech: .noun)]),
                LanguageSection(language: F.tr, terms: [Term("hücresel solunum")], definition: Definition("Glikozun oksidasyonu")),
            ],
            notes: "Katso myös käyminen.", related: [related.id], difficulty: .hard, isOwn: true, isDeprecated: false,
            createdAt: F.created)
        try fixture.store.write { library in
            try library.addConcept(concept)  // names a related concept added after it
            try library.addConcept(related)
        }
        let read = try fixture.store.read { try $0.concept(id: concept.id) }
        #expect(read == concept)
        let number = try fixture.store.read { try $0.conceptNumber(of: concept.id) }
        #expect(try fixture.store.read { try $0.concept(number: try #require(number)) } == concept)
    }

    struct BadConcept: Sendable, CustomTestStringConvertible {
        var name: String
        var make: @Sendable (_ terminology: UUID, _ foreignCategory: UUID) -> Concept
        var kind: StoreError.Reason
        var message: String
        var testDescription: String { name }
    }

    static let badConcepts: [BadConcept] = [
        BadConcept(name: "a language the terminology lacks", make: { t, _ in F.concept([(LanguageTag(unchecked: "sv"), "cell")], in: t) }, kind: .invalid(""), message: "the terminology has no language sv (it has fi, en, tr)"),
        BadConcept(name: "a language twice", make: { t, _ in F.concept([(F.fi, "solu"), (F.fi, "kenno")], in: t) }, kind: .invalid(""), message: "language fi has two sections"),
        BadConcept(name: "no terms", make: { t, _ in Concept(terminologyID: t, sections: [LanguageSection(language: F.fi, terms: [])]) }, kind: .invalid(""), message: "a concept needs at least one term"),
        BadConcept(name: "an empty term", make: { t, _ in F.concept([(F.fi, " \n")], in: t) }, kind: .invalid(""), message: "a term in fi is empty"),
        BadConcept(name: "a missing category", make: { t, _ in F.concept([(F.fi, "solu")], in: t, category: UUID(uuidString: "00000000-0000-0000-0000-00000000000C")) }, kind: .notFound(""), message: "no category with id 00000000-0000-0000-0000-00000000000C"),
        BadConcept(name: "another terminology's category", make: { t, c in F.concept([(F.fi, "solu")], in: t, category: c) }, kind: .invalid(""), message: "category 'Geeni' belongs to another terminology"),
        BadConcept(name: "related to itself", make: { t, _ in
            var concept = F.concept([(F.fi, "solu")], in: t)
            concept.related = [concept.id]
            return concept
        }, kind: .invalid(""), message: "a concept cannot be related to itself"),
        BadConcept(name: "a missing terminology", make: { _, _ in F.concept([(F.fi, "solu")], in: UUID(uuidString: "00000000-0000-0000-0000-0000000000AA") ?? UUID()) }, kind: .notFound(""), message: "no terminology with id 00000000-0000-0000-0000-0000000000AA"),
    ]

    @Test(arguments: StoreBackendFactory.all, badConcepts)
    func refusesABadConcept(_ factory: StoreBackendFactory, _ item: BadConcept) throws {
        let fixture = try F(factory)
        let (terminology, _) = try fixture.makeTerminology()
        let (_, foreign) = try fixture.makeTerminology("Genetiikka", categories: ["Geeni"])
        expectStoreError(item.kind, containing: "cannot add concept: \(item.message)") {
            try fixture.store.write { try $0.addConcept(item.make(terminology.id, foreign[0].id)) }
        }
        #expect(try fixture.store.read { try $0.conceptCount(in: .library, includeDeprecated: true) } == 0)
    }

    @Test(arguments: StoreBackendFactory.all)
    func aDuplicateConceptIDIsAConflict(_ factory: StoreBackendFactory) throws {
        let fixture = try F(factory)
        let (terminology, _) = try fixture.makeTerminology()
        let concept = try fixture.store.write { try $0.addConcept(F.concept([(F.fi, "solu")], in: terminology.id)) }
        expectStoreError(.conflict(""), containing: "cannot add concept: a concept with id \(concept.id) already exists") {
            try fixture.store.write { try $0.addConcept(concept) }
        }
        #expect(try fixture.store.read { try $0.conceptCount(in: .library) } == 1)
    }

    @Test(arguments: StoreBackendFactory.all)
    func aRelationToAConceptThatNeverArrivesFailsTheCommand(_ factory: StoreBackendFactory) throws {
        let fixture = try F(factory)
        let (terminology, _) = try fixture.makeTerminology()
        var concept = F.concept([(F.fi, "solu")], in: terminology.id)
        let missing = UUID()
        concept.related = [missing]
        expectStoreError(.invalid(""), containing: "cannot save changes: concept \(concept.id.uuidString.lowercased()) is related to concept \(missing.uuidString.lowercased()), which does not exist") {
            try fixture.store.write { try $0.addConcept(concept) }
        }
        #expect(try fixture.store.read { try $0.conceptCount(in: .library) } == 0)
    }

    @Test(arguments: StoreBackendFactory.all)
    func updatingAConceptKeepsItsPlaceAndProgress(_ factory: StoreBackendFactory) throws {
        let fixture = try F(factory)
        let (terminology, made) = try fixture.makeTerminology(categories: ["Solu"])
        let direction = StudyDirection(from: F.fi, to: F.en)
        let (first, second) = try fixture.store.write { library in
            let first = try library.addConcept(F.concept([(F.fi, "tuma"), (F.en, "nucleus")], in: terminology.id))
            let second = try library.addConcept(F.concept([(F.fi, "solukalvo"), (F.en, "cell membrane")], in: terminology.id))
            try library.review(conceptID: first.id, direction: direction, rating: .good, at: F.created)
            return (first, second)
        }
        var edited = first
        edited.sections = [LanguageSection(language: F.fi, terms: [Term("soluntuma")]), LanguageSection(language: F.en, terms: [Term("nucleus")])]
        edited.categoryID = made[0].id
        edited.difficulty = .easy
        let updated = try fixture.store.write { try $0.updateConcept(edited) }
        try fixture.store.read { (library: StoreReader) throws in
            let read = try #require(try library.concept(id: first.id))
            #expect(read.sections == edited.sections)
            #expect(read.categoryID == made[0].id)
            #expect(read.difficulty == .easy)
            #expect(read.createdAt == first.createdAt)
            #expect(read.modifiedAt == updated.modifiedAt)
            #expect(try library.concepts(in: .terminology(terminology.id)).map(\.id) == [first.id, second.id])
            #expect(try library.studyCard(conceptID: first.id, direction: direction)?.card.reps == 1)
            #expect(try library.search("soluntuma").map(\.conceptID) == [first.id])
            #expect(try library.search("tuma") == [])
        }
        var moved = edited
        moved.categoryID = nil
        moved.terminologyID = try fixture.makeTerminology("Toinen").0.id
        expectStoreError(.invalid(""), containing: "a concept cannot move to another terminology") {
            try fixture.store.write { try $0.updateConcept(moved) }
        }
        var unknown = edited
        unknown.id = UUID()
        expectStoreError(.notFound(""), containing: "cannot update concept: no concept with id") {
            try fixture.store.write { try $0.updateConcept(unknown) }
        }
    }

    @Test(arguments: StoreBackendFactory.all)
    func deletingAConceptRemovesItsProgressRelationsAndSearchEntry(_ factory: StoreBackendFactory) throws {
        let fixture = try F(factory)
        let (terminology, _) = try fixture.makeTerminology()
        let direction = StudyDirection(from: F.fi, to: F.en)
        let (target, pointing) = try fixture.store.write { library in
            let target = try library.addConcept(F.concept([(F.fi, "ribosomi"), (F.en, "ribosome")], in: terminology.id))
            var pointing = F.concept([(F.fi, "proteiini")], in: terminology.id)
            pointing.related = [target.id]
            try library.addConcept(pointing)
            try library.review(conceptID: target.id, direction: direction, rating: .again)
            try library.setLearned(true, conceptID: target.id)
            return (target, pointing)
        }
        try fixture.store.write { try $0.deleteConcept(id: target.id) }
        try fixture.store.read { (library: StoreReader) throws in
            #expect(try library.concept(id: target.id) == nil)
            #expect(try library.concept(id: pointing.id)?.related == [])
            #expect(try library.studyCard(conceptID: target.id, direction: direction) == nil)
            #expect(try library.search("ribosomi") == [])
            #expect(try library.learnedDate(conceptID: target.id) == nil)
        }
        expectStoreError(.notFound(""), containing: "cannot delete concept: no concept with id \(target.id)") {
            try fixture.store.write { try $0.deleteConcept(id: target.id) }
        }
        #expect(try fixture.store.integrityProblems() == [])
    }

    @Test(arguments: StoreBackendFactory.all)
    func conceptNumbersAreNeverReused(_ factory: StoreBackendFactory) throws {
        let fixture = try F(factory)
        let (terminology, _) = try fixture.makeTerminology()
        let first = try fixture.store.write { try $0.addConcept(F.concept([(F.fi, "a")], in: terminology.id)) }
        let last = try fixture.store.write { try $0.addConcept(F.concept([(F.fi, "b")], in: terminology.id)) }
        let lastNumber = try fixture.store.read { try $0.conceptNumber(of: last.id) }
        try fixture.store.write { try $0.deleteConcept(id: last.id) }
        let next = try fixture.store.write { try $0.addConcept(F.concept([(F.fi, "c")], in: terminology.id)) }
        let numbers = try fixture.store.read { [try $0.conceptNumber(of: first.id), try $0.conceptNumber(of: next.id)] }
        #expect(numbers == [1, 3])
        #expect(lastNumber == 2)
    }

    // MARK: - Study

    @Test(arguments: StoreBackendFactory.all)
    func reviewsScheduleAndLogLikeTheScheduler(_ factory: StoreBackendFactory) throws {
        let fixture = try F(factory)
        let (terminology, _) = try fixture.makeTerminology()
        let concept = try fixture.store.write { try $0.addConcept(F.concept([(F.fi, "solu"), (F.en, "cell")], in: terminology.id)) }
        let direction = StudyDirection(from: F.fi, to: F.en)
        var expected = FSRSCard.new(due: FSRSSchedulerTests.start)
        var date = FSRSSchedulerTests.start
        for rating in [Rating.good, .good, .again, .hard, .easy] {
            let (stored, log) = try fixture.store.write {
                try $0.review(conceptID: concept.id, direction: direction, rating: rating, at: date, duration: 4.25)
            }
            let (card, expectedLog) = FSRSScheduler.default.review(expected, rating: rating, at: date, duration: 4.25)
            expected = card
            #expect(stored.card == card)
            #expect(log == expectedLog)
            #expect(try fixture.store.read { try $0.studyCard(conceptID: concept.id, direction: direction)?.card } == card)
            date = card.due
        }
        let log = try fixture.store.read { try $0.reviewLog(conceptID: concept.id, direction: direction) }
        #expect(log.map(\.rating) == [.good, .good, .again, .hard, .easy])
        #expect(log.map(\.stateBefore) == [.learning, .learning, .review, .relearning, .relearning].map { $0 }.enumerated().map { index, state in
            index == 2 ? .review : state
        })
        #expect(log.allSatisfy { $0.duration == 4.25 })
        // The other direction and another learner are separate.
        #expect(try fixture.store.read { try $0.studyCard(conceptID: concept.id, direction: direction.reversed) } == nil)
        #expect(try fixture.store.read { try $0.studyCard(conceptID: concept.id, direction: direction, learner: LearnerID("oppilas-7")) } == nil)
        expectStoreError(.invalid(""), containing: "cannot record review: fi→sv is not a study direction of this terminology (its languages are fi, en, tr)") {
            try fixture.store.write { try $0.review(conceptID: concept.id, direction: StudyDirection(from: F.fi, to: LanguageTag(unchecked: "sv")), rating: .good) }
        }
        expectStoreError(.notFound(""), containing: "cannot record review: no concept with id") {
            try fixture.store.write { try $0.review(conceptID: UUID(), direction: direction, rating: .good) }
        }
    }

    @Test(arguments: StoreBackendFactory.all)
    func importedProgressResetAndLearnedMarks(_ factory: StoreBackendFactory) throws {
        let fixture = try F(factory)
        let (terminology, _) = try fixture.makeTerminology()
        let concept = try fixture.store.write { try $0.addConcept(F.concept([(F.fi, "solu"), (F.en, "cell")], in: terminology.id)) }
        let direction = StudyDirection(from: F.en, to: F.fi)
        let card = FSRSCard(state: .review, stability: 12.5, difficulty: 4.25, due: F.created.addingTimeInterval(86_400 * 12), lastReview: F.created, reps: 5, lapses: 1)
        let entry = ReviewLogEntry(rating: .good, reviewedAt: F.created, elapsedDays: 3.5, scheduledDays: 12, stateBefore: .review, duration: nil)
        try fixture.store.write { library in
            try library.putStudyCard(StudyCard(conceptID: concept.id, terminologyID: UUID(), direction: direction, card: card))
            try library.appendReviewLog(entry, conceptID: concept.id, direction: direction)
            try library.setLearned(true, conceptID: concept.id, at: F.created)
            try library.setLearned(true, conceptID: concept.id, at: F.created.addingTimeInterval(60))
        }
        try fixture.store.read { (library: StoreReader) throws in
            let stored = try library.studyCard(conceptID: concept.id, direction: direction)
            #expect(stored?.card == card)
            #expect(stored?.terminologyID == terminology.id)
            #expect(try library.reviewLog(conceptID: concept.id, direction: direction) == [entry])
            #expect(try library.learnedDate(conceptID: concept.id) == F.created)
        }
        try fixture.store.write { library in
            try library.resetStudy(conceptID: concept.id)
            try library.setLearned(false, conceptID: concept.id)
        }
        try fixture.store.read { (library: StoreReader) throws in
            #expect(try library.studyCard(conceptID: concept.id, direction: direction) == nil)
            #expect(try library.reviewLog(conceptID: concept.id, direction: direction) == [])
            #expect(try library.learnedDate(conceptID: concept.id) == nil)
        }
    }

    @Test(arguments: StoreBackendFactory.all)
    func settingsSetReplaceAndRemove(_ factory: StoreBackendFactory) throws {
        let fixture = try F(factory)
        try fixture.store.write { try $0.setSetting("BIO-101", for: "focus.course") }
        try fixture.store.write { try $0.setSetting("BIO-102", for: "focus.course") }
        #expect(try fixture.store.read { try $0.setting("focus.course") } == "BIO-102")
        try fixture.store.write { try $0.setSetting(nil, for: "focus.course") }
        #expect(try fixture.store.read { try $0.setting("focus.course") } == nil)
    }
}
