// Only where AppIntents is absent (see TerminologyApp.swift).
#if !canImport(AppIntents)
import Foundation
import IntentKit

/// The "term of the day" widget: one term of the focus, the same all day, with a toggle that marks it learned.
public struct TermOfTheDayCard: Sendable {
    /// The term, as the user reads it.
    public var concept: ConceptEntity
    /// The day it is the term of.
    public var date: Date
    /// The widget's toggle: runs ``MarkTermLearnedIntent`` with the opposite of the term's learned state.
    public var toggle: WidgetIntentButton<MarkTermLearnedIntent>

    /// The card's heading: "Term of the day".
    public var heading: String
    /// The toggle's label: "Learned" (checked or not).
    public var toggleLabel: String
}

extension TerminologyApp {
    /// The term of the day in the focus (nil when the focus has no terms).
    public func termOfTheDay() async throws -> TermOfTheDayCard? {
        let scope = await focusScope()
        let today = now
        guard let entity = try read({ reader -> ConceptEntity? in
            guard let concept = try reader.termOfTheDay(on: today, calendar: calendar, in: scope) else { return nil }
            return try conceptEntities([concept], reader: reader).first
        }) else { return nil }
        let intent = MarkTermLearnedIntent(term: entity, isLearned: !entity.isLearned)
        return TermOfTheDayCard(
            concept: entity, date: today,
            toggle: WidgetIntentButton(LocalizedStringResource("Learned"), intent: intent),
            heading: String(localized: "Term of the day", bundle: .module, locale: language.locale, comment: "Heading of the term-of-the-day card."),
            toggleLabel: String(localized: "Learned", bundle: .module, locale: language.locale, comment: "The term-of-the-day card's toggle."))
    }

    /// Presses the term of the day's toggle, as a widget does; returns the card as it is now and the intent's dialog.
    public func toggleTermOfTheDay() async throws -> (card: TermOfTheDayCard, dialog: String?)? {
        guard let card = try await termOfTheDay() else { return nil }
        let result = try await perform { try await card.toggle.press(using: runner()) }
        guard let updated = try await termOfTheDay() else { return nil }
        return (updated, result.dialog)
    }
}
#endif
