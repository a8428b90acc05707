// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import TerminologyKit

/// `sanasto study`: an interactive session on the terminal — a term is shown, the answer typed (or revealed with
/// Return), then rated 1–4; a plural-correct summary at the end.
struct StudyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "study", abstract: String(localized: "Study the terms that are due, then new ones: type the answer or press Return to see it, then rate 1–4.", locale: .help),
        discussion: String(localized: """
            Answers are compared ignoring case and diacritics (Finnish ä and ö stay letters of their own). Ratings: 1 Again \
            (forgotten), 2 Hard, 3 Good, 4 Easy; Return takes the one offered. /q or Ctrl-D ends the session; the terms \
            rated so far are saved. Needs a terminal; sanasto stats shows what is due.
            """, locale: .help),
        examples: [.init("sanasto study"), .init("sanasto study --from en --to fi --limit 10")])

    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp(String(localized: "Only this terminology.", locale: .help), valueName: "terminology")) var terminology: String?
    @Option(help: ArgumentHelp(String(localized: "The language shown (default: the terminology's first).", locale: .help), valueName: "language")) var from: String?
    @Option(help: ArgumentHelp(String(localized: "The language answered (default: yours, else the terminology's second).", locale: .help), valueName: "language")) var to: String?
    @Option(help: ArgumentHelp(String(localized: "At most this many terms.", locale: .help), valueName: "count")) var limit = 20

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto study", access: .write) { session in
            try await Self.study(session, terminology: terminology, from: from, to: to, limit: limit)
        }
    }

    /// The session on the terminal, from the first card to the summary.
    static func study(_ session: Session, terminology: String?, from: String?, to: String?, limit: Int) async throws -> ExitCode {
        let app = session.app
        let console = session.console
        let locale = session.locale
        guard console.isInteractive else {
            throw AppError(.usage, String(
                localized: "sanasto study asks questions and needs a terminal; sanasto stats shows what is due.", locale: locale,
                comment: "study run from a script."))
        }
        let direction = try await app.studyDirection(from: from, to: to, terminology: terminology)
        let study = try await app.studySession(direction: direction, terminology: terminology, limit: max(1, limit))
        guard study.count > 0 else {
            session.print(app.nothingToStudy)
            return .success
        }
        session.print(session.bold(String(
            localized: "study.start", defaultValue: "Studying \(direction.from.rawValue) → \(direction.to.rawValue): \(study.count) terms.",
            locale: locale, comment: "The start of a study session: the direction, then how many terms.")))
        session.print(session.dim(String(
            localized: "Type the answer, or press Return to see it; /q ends.", locale: locale, comment: "How to answer in a study session.")))
        while let prompt = study.current {
            session.print()
            var heading = session.dim("[\(prompt.position)/\(prompt.count)]") + " " + session.bold(prompt.prompt)
            if prompt.isNew { heading += session.dim(" · " + String(localized: "new", locale: locale, comment: "Marks a term studied for the first time.")) }
            session.print(heading)
            guard let typed = console.prompt("→"), typed.trimmingCharacters(in: .whitespaces) != "/q" else {
                study.stop()
                break
            }
            let answer = study.check(typed)
            let answers = prompt.answers.joined(separator: ", ")
            switch answer {
            case .correct:
                session.print(console.styled("✓ ", .green) + String(localized: "Right: \(answers)", locale: locale, comment: "A right answer; the argument is the answers."))
            case .incorrect:
                session.print(console.styled("✗ ", .red) + String(localized: "The answer: \(answers)", locale: locale, comment: "A wrong answer; the argument is the right answers."))
            case .revealed:
                session.print("→ " + answers)
            }
            guard let rating = session.askRating(suggested: answer.suggestedRating) else {
                study.stop()
                break
            }
            try study.rate(rating)
        }
        session.print()
        session.print(study.reviewed == 0 ? app.nothingToStudy : study.summary)
        return .success
    }
}

extension Session {
    /// Asks for a rating 1–4 (Return takes `suggested`); nil when the input ends or /q is typed.
    func askRating(suggested: Rating) -> Rating? {
        let offered: Int = suggested.rawValue
        let question = String(
            localized: "Rate: 1 Again · 2 Hard · 3 Good · 4 Easy [\(offered)]", locale: locale,
            comment: "The study session's rating question; the number in brackets is taken by Return.")
        while true {
            guard let answer = console.prompt(question)?.trimmingCharacters(in: .whitespaces), answer != "/q" else { return nil }
            if answer.isEmpty { return suggested }
            if let number = Int(answer), let rating = Rating(rawValue: number) { return rating }
            console.printError(String(localized: "Type 1, 2, 3 or 4.", locale: locale, comment: "A rating that is not 1 to 4."))
        }
    }
}
#endif
