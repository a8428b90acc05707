// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import Foundation
import IntentKit
import StringResources
import TerminologyKit

/// `sanasto say "<phrase>"`: an App Shortcut phrase, as Siri would hear it — matched, its intent run, what is
/// missing asked for on a terminal.
struct SayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "say", abstract: String(localized: "Run one of the app's phrases, as Siri would: \"Sanasto'ya fotosentez terimini ekle\".", locale: .help),
        discussion: String(localized: """
            The phrase is matched in your language (--lang), the app's name inflected as the language asks \
            (Sanasto'ya, Sanasto-sovellukseen). What the phrase does not say is asked for on a terminal; in a script, \
            give it as options named after the intent's parameters (--term, --definition, --category, --difficulty, \
            --query, --is-learned), or the command fails naming every missing value. --yes answers a confirmation.
            """, locale: .help),
        examples: [
            .init("sanasto --lang tr say \"Sanasto'ya fotosentez terimini ekle\" --category Fotosynteesi --difficulty kolay"),
            .init("sanasto say \"Add a term in Sanasto\" --term benzene --category Chemistry --difficulty easy"),
            .init("sanasto say --list", String(localized: "The phrases in your language", locale: .help)),
        ])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "The phrase.", locale: .help))) var utterance: String?
    @Option(help: ArgumentHelp(String(localized: "The term (a new term, or one of the library's).", locale: .help))) var term: String?
    @Option(help: ArgumentHelp(String(localized: "The definition of a new term.", locale: .help))) var definition: String?
    @Option(help: ArgumentHelp(String(localized: "A category (name).", locale: .help), valueName: "category")) var category: String?
    @Option(help: ArgumentHelp(String(localized: "easy, medium or hard (or its name in your language).", locale: .help), valueName: "difficulty")) var difficulty: String?
    @Option(help: ArgumentHelp(String(localized: "What to search for.", locale: .help))) var query: String?
    @Option(help: ArgumentHelp(String(localized: "true or false: whether to mark a term learned.", locale: .help), valueName: "bool")) var isLearned: String?
    @Flag(help: ArgumentHelp(String(localized: "Answer yes to a confirmation.", locale: .help))) var yes = false
    @Flag(help: ArgumentHelp(String(localized: "List the phrases in your language.", locale: .help))) var list = false
    @Flag(help: ArgumentHelp(String(localized: "Print the result as JSON.", locale: .help))) var json = false

    /// The values given as options, by parameter name.
    var values: [String: String] {
        var values: [String: String] = [:]
        values["term"] = term
        values["definition"] = definition
        values["category"] = category
        values["difficulty"] = difficulty
        values["query"] = query
        values["isLearned"] = isLearned
        return values
    }

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto say", access: .write) { session in
            let app = session.app
            if list {
                if json {
                    session.printJSON(.array(app.phrases().map { .string($0) }))
                } else {
                    for phrase in app.phrases() { session.print(phrase) }
                }
                return .success
            }
            guard let utterance, !utterance.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw AppError(.usage, String(localized: "Say a phrase, or --list to see them.", locale: session.locale, comment: "say without a phrase."))
            }
            let matched = try await app.match(utterance, values: values)
            let prompter: (any IntentPrompter)? = console.isInteractive ? TerminalPrompter(session: session, assumeYes: yes) : nil
            let result = try await app.run(matched, prompter: prompter, assumeYes: yes)
            let opened = await app.router.take()
            if json {
                session.printJSON(.object([
                    ("intent", .string(matched.title)), ("phrase", .string(matched.phrase)), ("dialog", .string(result.dialog)),
                    ("value", session.json(of: result.value)), ("opens", .string(opened?.rawValue)),
                ]))
                return .success
            }
            if let dialog = result.dialog { session.print(dialog) }
            session.printValue(result.value)
            if let opened { return try await session.handle(opened, assumeYes: yes, screenRequired: false) }
            return .success
        }
    }
}

extension Session {
    /// An intent's value as JSON.
    func json(of value: (any Sendable)?) -> JSONValue {
        switch value {
        case let concept as ConceptEntity: AppJSON.concept(concept)
        case let concepts as [ConceptEntity]: .array(concepts.map(AppJSON.concept))
        case let count as Int: .number(count)
        default: .null
        }
    }

    /// An intent's value for a person: the terms it found or made.
    func printValue(_ value: (any Sendable)?) {
        if let concepts = value as? [ConceptEntity] {
            for concept in concepts { print(termLine(concept)) }
        }
    }
}
#endif
