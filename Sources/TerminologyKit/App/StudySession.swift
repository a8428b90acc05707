// Only where AppIntents is absent (see TerminologyApp.swift).
#if !canImport(AppIntents)
import Foundation

/// One card of a study session: the term to recall, and the answers that count.
public struct StudyPrompt: Hashable, Sendable {
    /// The learner's card.
    public var card: StudyCard
    /// The concept, as the user reads it.
    public var concept: ConceptEntity
    /// The term shown, in the direction's first language.
    public var prompt: String
    /// The terms that count as right, in the direction's second language (the shown one first).
    public var answers: [String]
    /// Which card of the session this is (from 1), and how many there are.
    public var position: Int
    public var count: Int
    /// Whether the card is new (never studied this way).
    public var isNew: Bool
}

/// How a typed answer compared with the card's answers.
public enum StudyAnswer: Hashable, Sendable {
    /// It reads as one of the answers, ignoring case and diacritics.
    case correct
    /// It does not; the answers are shown.
    case incorrect
    /// The learner asked to see the answer.
    case revealed

    /// The rating to offer first: Good for a right answer, Again otherwise.
    public var suggestedRating: Rating { self == .correct ? .good : .again }
}

/// A study session: the cards due in a direction (then new ones), one at a time; each answered, rated and recorded.
///
/// ```swift
/// let session = try await app.studySession()
/// while let prompt = session.current {
///     let answer = session.check("photosynthesis")     // .correct
///     try session.rate(answer.suggestedRating)
/// }
/// session.summary                                     // "You studied 5 terms and knew 4 of them."
/// ```
public final class StudySession {
    /// The app whose learner studies.
    public let app: TerminologyApp
    /// Which way the cards are studied.
    public let direction: StudyDirection
    private let prompts: [StudyPrompt]
    private var index = 0
    private var shownAt = Date()
    /// How many cards were rated, and how many of them the learner knew (rated Hard, Good or Easy: a revealed answer
    /// rated Good was known, a typed one that missed by a letter and rated Again was not).
    public private(set) var reviewed = 0
    /// How many of them the learner knew.
    public private(set) var known = 0
    /// The ratings given, in order.
    public private(set) var ratings: [Rating] = []

    init(app: TerminologyApp, direction: StudyDirection, prompts: [StudyPrompt]) {
        self.app = app
        self.direction = direction
        self.prompts = prompts
        shownAt = app.now
    }

    /// How many cards the session has.
    public var count: Int { prompts.count }

    /// The card to answer now; nil when the session is over.
    public var current: StudyPrompt? { index < prompts.count ? prompts[index] : nil }

    /// Compares a typed answer with the current card's answers, ignoring case and diacritics by the answer
    /// language's rules (see ``answerForm(of:in:)``); an empty answer reveals them.
    @discardableResult
    public func check(_ typed: String) -> StudyAnswer {
        guard let prompt = current else { return .revealed }
        let folded = Self.answerForm(of: typed, in: direction.to)
        let answer: StudyAnswer
        if folded.isEmpty {
            answer = .revealed
        } else {
            answer = prompt.answers.contains { Self.answerForm(of: $0, in: direction.to) == folded } ? .correct : .incorrect
        }
        return answer
    }

    /// The form typed answers are compared in: the library's search folding (`TextFolding.fold`: case, diacritics,
    /// Turkish dotted and dotless i), which keeps `å`, `ä` and `ö` apart from `a` and `o` as Finnish, Swedish and
    /// Estonian readers expect; in the other languages, where they are the letters with diacritics they look like
    /// (German, Turkish `ö`), they are folded too, so that `dongusu` answers `döngüsü` as `gunes` answers `güneş`.
    public static func answerForm(of text: String, in language: LanguageTag) -> String {
        let folded = TextFolding.fold(text)
        guard !keepsNordicLetters.contains(language.language) else { return folded }
        var result = String.UnicodeScalarView()
        for scalar in folded.decomposedStringWithCanonicalMapping.unicodeScalars where !(0x0300...0x036F).contains(scalar.value) {
            result.append(scalar)
        }
        return String(result).precomposedStringWithCanonicalMapping
    }

    private static let keepsNordicLetters: Set<String> = ["fi", "sv", "et", "da", "nb", "nn", "no", "is"]

    /// Records the current card's rating with the scheduler and moves to the next card.
    public func rate(_ rating: Rating) throws {
        guard let prompt = current else { return }
        let at = app.now
        let duration = max(0, at.timeIntervalSince(shownAt))
        let learner = app.learner
        try app.write { writer in
            _ = try writer.review(
                conceptID: prompt.card.conceptID, direction: direction, rating: rating, at: at, duration: duration, learner: learner)
        }
        reviewed += 1
        if rating != .again { known += 1 }
        ratings.append(rating)
        index += 1
        shownAt = app.now
    }

    /// Ends the session early (the cards not rated stay as they were).
    public func stop() {
        index = prompts.count
    }

    /// "You studied 5 terms and knew 4 of them.", plural-correct in the user's language.
    public var summary: String {
        String(
            localized: "study.summary", defaultValue: "You studied \(reviewed) terms and knew \(known) of them.", bundle: .module,
            locale: app.language.locale, comment: "The end of a study session: how many terms were studied, and how many of them the learner knew.")
    }
}

extension TerminologyApp {
    /// The direction to study: `from` and `to` when given; else from the terminology's first language to the user's
    /// (when the terminology has it), else to its second.
    public func studyDirection(from: String? = nil, to: String? = nil, terminology reference: String? = nil) async throws -> StudyDirection {
        let terminologies = try await terminologies(reference)
        guard let first = terminologies.first else { throw noTerminologies(scope: await focusScope()) }
        let languages = first.languages
        let fromTag = try from.map { try languageTags([$0])[0] }
        let toTag = try to.map { try languageTags([$0])[0] }
        let source = fromTag ?? (toTag.flatMap { chosen in languages.first { $0 != chosen } } ?? languages.first)
        let mine = language.languageTag
        let target = toTag ?? (languages.contains(mine) && source != mine ? mine : languages.first { $0 != source })
        guard let source, let target, source != target else {
            throw AppError(.usage, String(
                localized: "\(first.title) has one language; studying needs two (give --from and --to).",
                bundle: .module, locale: language.locale, comment: "Study needs a terminology with two languages."),
                cause: .studyNeedsTwoLanguages(terminology: first.title))
        }
        for tag in [source, target] where !terminologies.contains(where: { $0.languages.contains(tag) }) {
            try requireLanguage(tag, of: first)
        }
        return StudyDirection(from: source, to: target)
    }

    /// What there is to study now in the focus: due reviews and new terms, in the default direction.
    public func studyQueueCount() async throws -> Int {
        let scope = await focusScope()
        let hasTerminologies = try read { !(try $0.terminologies(in: scope).isEmpty) }
        guard hasTerminologies, let direction = try? await studyDirection() else { return 0 }
        let at = now
        let counts = try read { try $0.studyCounts(in: scope, direction: direction, learner: learner, at: at) }
        return counts.due + counts.new
    }

    /// A session of up to `limit` cards (due ones first, earliest first, then new ones) of the focus or of one
    /// terminology.
    public func studySession(
        direction: StudyDirection? = nil, terminology reference: String? = nil, limit: Int = 20
    ) async throws -> StudySession {
        let chosen: StudyDirection
        if let direction {
            chosen = direction
        } else {
            chosen = try await studyDirection(terminology: reference)
        }
        let direction = chosen
        let scope: LibraryScope
        if let reference, !reference.isEmpty {
            scope = .terminology(try resolveTerminology(reference).id)
        } else {
            scope = await focusScope()
        }
        let at = now
        let learner = self.learner
        let prompts: [StudyPrompt] = try read { reader in
            let cards = try reader.nextCards(in: scope, direction: direction, learner: learner, at: at, limit: max(0, limit), newLimit: max(0, limit))
            let concepts = try reader.concepts(ids: cards.map(\.conceptID))
            let entities = try conceptEntities(concepts, reader: reader)
            return cards.enumerated().compactMap { offset, card in
                guard let concept = concepts.first(where: { $0.id == card.conceptID }),
                      let entity = entities.first(where: { $0.id == card.conceptID }),
                      let prompt = concept.displayTerm(in: direction.from)?.text,
                      let section = concept.section(direction.to), let shown = section.displayTerm
                else { return nil }
                let others = section.terms.filter { $0 != shown && $0.status != .deprecated }.map(\.text)
                return StudyPrompt(
                    card: card, concept: entity, prompt: prompt, answers: [shown.text] + others, position: offset + 1,
                    count: cards.count, isNew: card.isNew)
            }
        }
        return StudySession(app: self, direction: direction, prompts: prompts)
    }

    /// "Nothing to study right now."
    public var nothingToStudy: String {
        String(localized: "Nothing to study right now.", bundle: .module, locale: language.locale, comment: "A study session with no due or new cards.")
    }
}
#endif
