// Only where AppIntents is absent (see TerminologyApp.swift).
#if !canImport(AppIntents)
import Foundation

extension TerminologyApp {
    /// The statistics of each terminology of the focus (or the one `reference` names).
    public func statistics(terminology reference: String? = nil) async throws -> [TerminologyStatistics] {
        let terminologies = try await terminologies(reference)
        var defaults: [UUID: StudyDirection] = [:]
        for terminology in terminologies where terminology.languages.count >= 2 {
            defaults[terminology.id] = try? await studyDirection(terminology: terminology.id.uuidString)
        }
        let at = now
        let learner = self.learner
        return try read { reader in
            try terminologies.map { terminology in
                let scope = LibraryScope.terminology(terminology.id)
                let concepts = try reader.conceptCount(in: scope, includeDeprecated: false)
                let categories = try reader.categories(of: terminology.id).count
                let own = try reader.concepts(in: scope, includeDeprecated: false).filter(\.isOwn).count
                var directions: [TerminologyStatistics.DirectionStatistics] = []
                for from in terminology.languages {
                    for to in terminology.languages where to != from {
                        let direction = StudyDirection(from: from, to: to)
                        let counts = try reader.studyCounts(in: scope, direction: direction, learner: learner, at: at)
                        let studied = counts.learning + counts.review + counts.relearning > 0
                        guard studied || defaults[terminology.id] == direction else { continue }
                        directions.append(.init(direction: direction, counts: counts))
                    }
                }
                directions.sort { ($0.direction == defaults[terminology.id] ? 0 : 1) < ($1.direction == defaults[terminology.id] ? 0 : 1) }
                let summary = String(
                    localized: "course.summary", defaultValue: "\(terminology.title): \(categories) categories, \(concepts) terms",
                    bundle: .module, locale: language.locale,
                    comment: "A terminology's line: its title, then how many categories and terms it has.")
                return TerminologyStatistics(
                    terminology: terminology, categoryCount: categories, conceptCount: concepts, ownConceptCount: own,
                    summary: summary, directions: directions)
            }
        }
    }
}
#endif
