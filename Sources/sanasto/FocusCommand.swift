// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import CommandLineSupport
import StringResources
import TerminologyKit

/// `sanasto focus [<course>] [--clear]`: the course focus filter.
struct FocusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "focus", abstract: String(localized: "Show, set or clear the course focus: while set, lists, search, study and today show only that course.", locale: .help),
        examples: [.init("sanasto focus", String(localized: "The current focus", locale: .help)), .init("sanasto focus BIO-101"), .init("sanasto focus --clear")])

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(String(localized: "The course (code or name) to focus on.", locale: .help), valueName: "course")) var course: String?
    @Flag(help: ArgumentHelp(String(localized: "Turn the focus off.", locale: .help))) var clear = false
    @Flag(help: ArgumentHelp(String(localized: "Print JSON.", locale: .help))) var json = false

    mutating func validate() throws {
        if clear, course != nil { throw CommandFailure.usage(String(localized: "give a course or --clear, not both", locale: .help)) }
    }

    func run(console: Console) async throws -> ExitCode {
        try await Session.run(global, console: console, command: "sanasto focus", access: course == nil && !clear ? .read : .write) { session in
            let app = session.app
            let locale = session.locale
            if clear {
                try await app.clearFocus()
            } else if let course {
                _ = try await app.setFocus(course)
            }
            let focused = await app.focusedCourse()
            if json {
                session.printJSON(.object([("course", AppJSON.course(focused))]))
                return .success
            }
            if let focused {
                let name = focused.name.isEmpty ? focused.code : "\(focused.name) (\(focused.code))"
                session.print(String(localized: "Focus: \(name)", locale: locale, comment: "The course focus is on; the argument is the course."))
            } else {
                session.print(String(localized: "No focus: every course is shown.", locale: locale, comment: "The course focus is off."))
            }
            return .success
        }
    }
}
#endif
