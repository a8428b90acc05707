// Only where AppIntents is absent (see TerminologyApp.swift).
#if !canImport(AppIntents)
import Foundation
import IntentKit
import Localization

extension TerminologyApp {
    /// The app's App Shortcut phrases in its language, the app's name filled in and each parameter shown as
    /// `<title>`: what a user can say.
    public func phrases() -> [String] {
        SanastoShortcuts.appShortcuts.flatMap { shortcut -> [String] in
            let parameters = shortcut.intentType.init().intentParameters
            return shortcut.phrases.compactMap { key in
                guard var phrase = ShortcutMatcher.localizedPhrase(
                    key, locale: language.identifier, localizer: localizer, developmentLanguage: "en")
                else { return nil }
                phrase = Self.fillingApplicationName(phrase, locale: language.identifier)
                for parameter in parameters {
                    phrase = phrase.replacingOccurrences(of: "${\(parameter.name)}", with: "<\(environment.render(parameter.title))>")
                }
                return phrase
            }
        }
    }

    /// `phrase` with the app's name in place of `${applicationName}`, inflected as a Turkish suffix after an
    /// apostrophe asks (`${applicationName}'a` → `Sanasto'ya`); other glued text stays as written
    /// (`Sanasto-sovellukseen`).
    static func fillingApplicationName(_ phrase: String, locale: String) -> String {
        let placeholder = "${applicationName}"
        let name = SanastoShortcuts.applicationName
        guard let range = phrase.range(of: placeholder) else { return phrase }
        let rest = phrase[range.upperBound...]
        let glued = rest.prefix { !$0.isWhitespace }
        if IntentLanguage.usesTurkicCasing(locale), let apostrophe = glued.first, "'’".contains(apostrophe),
           let grammaticalCase = NameInflection.turkishCase(ofSuffix: String(glued.dropFirst())) {
            return phrase[..<range.lowerBound] + NameInflection().turkish(name, grammaticalCase) + rest.dropFirst(glued.count)
        }
        return phrase[..<range.lowerBound] + name + rest
    }

    /// The names of every parameter of the app's shortcut intents: the options `sanasto say` accepts.
    public static var phraseParameterNames: [String] {
        var names: [String] = []
        for shortcut in SanastoShortcuts.appShortcuts {
            for parameter in shortcut.intentType.init().intentParameters where !names.contains(parameter.name) {
                names.append(parameter.name)
            }
        }
        return names
    }

    /// Matches `utterance` against the app's phrases in its language (Turkish suffixes and Finnish hyphen forms of
    /// the app's name included) and gives the intent `values` by parameter name, as a user's answers (`difficulty`:
    /// `helppo`).
    ///
    /// - Throws: ``AppError`` `.usage` when no phrase matches (naming the phrases), when several do, or when a value
    ///   names a parameter the intent does not have; `.invalidData` for a value that is not one of the parameter's.
    public func match(_ utterance: String, values: [String: String] = [:]) async throws -> MatchedPhrase {
        try await perform {
            let matcher = ShortcutMatcher(
                provider: SanastoShortcuts.self, environment: environment, developmentLanguage: "en",
                applicationName: SanastoShortcuts.applicationName)
            let match: ShortcutMatch
            switch await matcher.match(utterance) {
            case .match(let found):
                match = found
            case .noMatch:
                throw AppError(.usage, String(
                    localized: "No phrase matches “\(utterance)”; try one of: \(phrases().joined(separator: " · ")).",
                    bundle: .module, locale: language.locale, comment: "An utterance no App Shortcut phrase matches; the list is the phrases."))
            case .ambiguous(let candidates):
                let titles = candidates.map { environment.render(type(of: $0.shortcut.intent).title) }
                throw AppError(.usage, String(
                    localized: "“\(utterance)” could mean several things: \(titles.joined(separator: ", ")).",
                    bundle: .module, locale: language.locale, comment: "An utterance several phrases match; the list is the intents' titles."))
            }
            let intent = await match.makeIntent(environment: environment)
            restoreSpokenText(of: intent, candidate: match.candidate, utterance: utterance)
            let parameters = intent.intentParameters
            for (name, text) in values.sorted(by: { $0.key < $1.key }) {
                guard let parameter = parameters.first(where: { $0.name == name }) else {
                    let title = environment.render(type(of: intent).title)
                    let accepted = parameters.map { "--\($0.name)" }.joined(separator: ", ")
                    throw AppError(.usage, accepted.isEmpty
                        ? String(localized: "“\(title)” takes no values, so --\(name) does not apply.", bundle: .module, locale: language.locale,
                                 comment: "An option for an intent that has no parameters.")
                        : String(localized: "“\(title)” has no --\(name); it takes \(accepted).", bundle: .module, locale: language.locale,
                                 comment: "An option the matched intent does not take; the list is the options it takes."))
                }
                guard await parameter.setValue(fromText: text, environment: environment) else {
                    let choices = await parameter.choices(environment: environment).map(\.title)
                    let title = environment.render(parameter.title)
                    throw AppError(.invalidData, choices.isEmpty
                        ? String(localized: "“\(text)” is not a value for \(title) (--\(name)).", bundle: .module, locale: language.locale,
                                 comment: "A value an intent parameter cannot take.")
                        : String(localized: "“\(text)” is not a value for \(title) (--\(name)); choose \(choices.joined(separator: ", ")).",
                                 bundle: .module, locale: language.locale, comment: "A value an intent parameter cannot take; the list is the choices."))
                }
            }
            var described: [MatchedPhrase.Parameter] = []
            for parameter in parameters {
                described.append(MatchedPhrase.Parameter(
                    name: parameter.name, title: environment.render(parameter.title), isRequired: parameter.isRequired,
                    hasValue: parameter.hasValue, choices: await parameter.choices(environment: environment).map(\.title)))
            }
            return MatchedPhrase(
                intent: intent, phrase: match.candidate.phrase, title: environment.render(type(of: intent).title), parameters: described)
        }
    }

    /// Runs a matched phrase's intent; without a prompter, a missing value fails with one error listing every
    /// missing one, and a confirmation is yes with `assumeYes`, else an error naming `--yes`.
    public func run(_ matched: MatchedPhrase, prompter: (any IntentPrompter)?, assumeYes: Bool = false) async throws -> IntentRunResult {
        if prompter == nil, !matched.missing.isEmpty {
            throw missingValues(matched.missing.map { ($0.name, $0.title) })
        }
        do {
            // Without a prompter the runner fails a confirmation with the error that names --yes.
            return try await run(matched.intent, prompter: prompter ?? (assumeYes ? ConfirmationPrompter(answer: true) : nil))
        } catch let error as IntentRunError {
            throw appError(error)
        }
    }

    /// A runner's error as the user reads it.
    public func appError(_ error: IntentRunError) -> AppError {
        switch error {
        case .missingParameters(let missing):
            return missingValues(missing.map { ($0.name, $0.title) })
        case .cancelled:
            return AppError(.cancelled, String(localized: "Cancelled.", bundle: .module, locale: language.locale, comment: "The user cancelled a question."))
        case .confirmationNeeded(let dialog):
            return AppError(.usage, String(
                localized: "“\(dialog)” needs an answer and there is no terminal to ask on; pass --yes to answer yes.",
                bundle: .module, locale: language.locale, comment: "An intent asks for a confirmation in a script."))
        case .invalidAnswer(let parameter, let answer):
            return AppError(.invalidData, String(
                localized: "“\(answer)” is not a value for --\(parameter).", bundle: .module, locale: language.locale,
                comment: "The answers to a question could not be understood."))
        case .tooManyRequests:
            return AppError(.failed, String(
                localized: "The action kept asking questions; it was stopped.", bundle: .module, locale: language.locale,
                comment: "An intent asked for values more times than allowed."))
        }
    }

    private func missingValues(_ missing: [(name: String, title: String)]) -> AppError {
        let list = missing.map { "\($0.title) (--\($0.name))" }.joined(separator: ", ")
        return AppError(.usage, String(
            localized: "Missing values: \(list).", bundle: .module, locale: language.locale,
            comment: "An intent run from a script lacks required values; the list is 'Title (--name)'."))
    }

    /// Gives a new term captured by a phrase the spelling the user wrote: phrase slots hold the folded words
    /// (`fotosynteesi` for `Fotosynteesi`), a term must keep its capitals and diacritics.
    private func restoreSpokenText(of intent: any AppIntent, candidate: PhraseCandidate, utterance: String) {
        for parameter in intent.intentParameters {
            guard let value = parameter.anyValue as? NewTermEntity, let slot = candidate.slots[parameter.name],
                  let written = SpokenWords.original(of: slot.display, in: utterance, locale: language.identifier)
            else { continue }
            if written != value.text { _ = parameter.setValue(NewTermEntity(written)) }
        }
    }
}

/// Finds the words of an utterance as written, for words a phrase slot matched in their folded form.
enum SpokenWords {
    /// The words of `utterance` whose folded form is `folded` (its first occurrence), joined by single spaces.
    static func original(of folded: String, in utterance: String, locale: String) -> String? {
        let target = IntentLanguage.foldedWords(folded, locale: locale)
        guard !target.isEmpty else { return nil }
        let words = writtenWords(utterance, locale: locale)
        guard words.count >= target.count else { return nil }
        for start in 0...(words.count - target.count) where words[start..<(start + target.count)].map(\.folded) == target {
            return words[start..<(start + target.count)].map(\.written).joined(separator: " ")
        }
        return nil
    }

    /// The utterance's words as written, each with its folded form, split where folding splits them.
    static func writtenWords(_ utterance: String, locale: String) -> [(written: String, folded: Substring)] {
        var words: [(String, Substring)] = []
        var current = String.UnicodeScalarView()
        func flush() {
            guard !current.isEmpty else { return }
            let written = String(current)
            current = String.UnicodeScalarView()
            let folded = IntentLanguage.foldedWords(written, locale: locale)
            if folded.count == 1, let only = folded.first { words.append((written, only)) }
        }
        for scalar in utterance.unicodeScalars {
            let properties = scalar.properties
            let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory)
            if properties.isAlphabetic || properties.numericType != nil || isMark || scalar == "-" || apostrophes.contains(scalar) {
                current.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        return words
    }

    static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{2018}", "\u{2BC}", "`", "\u{B4}"]
}
#endif
