import CommandLineSupport
import Dispatch
import Foundation
import IntentKit
import StringResources

/// `xcstrings phrases match|list`: App Shortcut phrases as people writing them see them.
struct PhrasesCommand: Command {
    static let spec = CommandSpec(
        name: "phrases",
        abstract: "Match an utterance against App Shortcut phrases, or list the phrases of an AppShortcuts table.",
        discussion: """
            <source> is an AppShortcuts.xcstrings catalog, a .strings file, or a folder holding AppShortcuts.xcstrings
            or <language>.lproj/AppShortcuts.strings files.

            match: ${applicationName} matches --app-name and each --alt-name, inflected as the phrase asks
            (Turkish ${applicationName}'a matches Sanasto'ya); a ${slot} matches the values given with
            --slot NAME=value1,value2, or any words when none are given. Matching ignores case (in the language's
            rules), diacritics, punctuation and extra spaces. Exits 0 on one match, 1 on no match or when several
            phrases match (all are listed). Where the name's spelling does not tell its Turkish suffix, give the
            form (--form locative=iPad'de). Put the utterance before --alt-name, --slot and --form, which take
            every following word, or write them as --alt-name=Not.

            list: each phrase in each language (or in --locale only); phrase problems (${applicationName} not
            exactly once, slots that differ from the key's) are printed as warnings.
            """,
        positionals: [
            PositionalSpec("action", help: "match or list."),
            PositionalSpec("source", help: "The AppShortcuts catalog, .strings file or folder."),
            PositionalSpec("utterance", help: "What the user said (match only).", isRequired: false),
        ],
        options: [
            OptionSpec("app-name", valueName: "name", help: "The app's name (match)."),
            OptionSpec("alt-name", kind: .values, valueName: "name", help: "An alternative name of the app (repeatable)."),
            OptionSpec("locale", short: "l", valueName: "language", help: "The language of the utterance (required for match)."),
            OptionSpec("slot", kind: .values, valueName: "name=values", help: "Values a ${name} slot accepts, comma-separated (repeatable)."),
            OptionSpec("form", kind: .values, valueName: "case=form", help: "An explicit form of the app's name (locative=iPad'de; repeatable)."),
            .outputFormat(),
        ],
        examples: [
            (command: "xcstrings phrases match AppShortcuts.xcstrings \"Sanasto'ya terim ekle\" --app-name Sanasto --locale tr",
             explanation: "Which phrase a Turkish utterance matches"),
            (command: "xcstrings phrases match . \"Open verbs in Sanasto\" --app-name Sanasto -l en --slot category=verbs,nouns --format json",
             explanation: "Slot values, as JSON"),
            (command: "xcstrings phrases list AppShortcuts.xcstrings --locale fi", explanation: "The Finnish phrases"),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let format = try arguments.outputFormat()
        let action = arguments.positionals.first ?? ""
        guard action == "match" || action == "list" else {
            throw CommandFailure.usage("unknown action '\(action)'; expected match or list")
        }
        let path = arguments.positional(1) ?? ""
        let table: AppShortcutsPhrases
        do {
            guard let loaded = try AppShortcutsPhrases.load(URL(fileURLWithPath: path)) else {
                let exists = FileManager.default.fileExists(atPath: path)
                throw CommandFailure.noInput(exists
                    ? "\(path) holds no AppShortcuts.xcstrings and no <language>.lproj/AppShortcuts.strings"
                    : "no such file or folder: \(path)")
            }
            table = loaded
        } catch let error as ResourceError {
            console.printError(error.description)
            throw ExitCode.dataError
        }
        if action == "list" {
            guard arguments.positional(2) == nil else { throw CommandFailure.usage("list takes no utterance") }
            return list(table, locale: arguments.value("locale"), format: format, console: console)
        }
        return try match(table, arguments, format: format, console: console)
    }

    // MARK: match

    static func match(_ table: AppShortcutsPhrases, _ arguments: ParsedArguments, format: String, console: Console) throws -> ExitCode {
        guard let utterance = arguments.positional(2) else { throw CommandFailure.usage("missing argument <utterance>") }
        guard let appName = arguments.value("app-name"), !appName.isEmpty else { throw CommandFailure.usage("missing --app-name") }
        guard let locale = arguments.value("locale") else { throw CommandFailure.usage("missing --locale") }
        guard !IntentLanguage.foldedWords(utterance, locale: locale).isEmpty else {
            throw CommandFailure.usage(utterance.allSatisfy(\.isWhitespace)
                ? "the utterance is empty" : "the utterance has no words to match: \(JSONWriter.quoted(utterance))")
        }
        var slots: [String: PhraseSlot] = [:]
        for option in arguments.values("slot") {
            guard let equals = option.firstIndex(of: "="), equals != option.startIndex else {
                throw CommandFailure.usage("invalid --slot '\(option)'; expected NAME=value1,value2")
            }
            let values = option[option.index(after: equals)...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            guard !values.isEmpty else { throw CommandFailure.usage("--slot '\(option)' gives no values") }
            slots[String(option[..<equals]), default: PhraseSlot()].values += values.map { PhraseSlot.Value(names: [$0], storage: [$0]) }
        }
        let entries = table.entries(locale: locale, slots: slots)
        guard !entries.isEmpty else {
            throw CommandFailure.usage("no phrases in locale '\(locale)'; the table has: \(table.locales.joined(separator: ", "))")
        }
        let used = Set(entries.flatMap { PhraseTemplate($0.phrase).parameterPlaceholders })
        for name in slots.keys.sorted() where !used.contains(name) {
            console.printError("xcstrings phrases: warning: no phrase in '\(locale)' has the slot ${\(name)}")
        }
        var inflection = NameInflection()
        for form in arguments.values("form") {
            let caseNames = NameInflection.caseNames(locale: locale)
            guard let equals = form.firstIndex(of: "="), form.index(after: equals) != form.endIndex,
                  caseNames.contains(String(form[..<equals])) else {
                let expected = caseNames.isEmpty ? "no cases in '\(locale)'" : "CASE=FORM with CASE one of: " + caseNames.joined(separator: ", ")
                throw CommandFailure.usage("invalid --form '\(form)'; expected \(expected)")
            }
            inflection.setForm(String(form[form.index(after: equals)...]), of: appName, caseName: String(form[..<equals]), locale: locale)
        }
        let matcher = PhraseMatcher(
            phrases: entries, locale: locale, applicationNames: [appName] + arguments.values("alt-name"), inflection: inflection)
        let candidates = waitFor { await matcher.candidates(for: utterance) } ?? []
        let match = candidates.count == 1 ? candidates.first : nil
        if format == "json" {
            console.print(JSONWriter.text(["match": match.map(json) ?? .null, "candidates": .array(candidates.map(json))]))
        } else if let match {
            console.print("match: " + JSONWriter.quoted(match.key))
            console.print("  \(locale): \(match.phrase)")
            for (name, value) in sortedSlots(match) { console.print("  ${\(name)} = \(value)") }
        } else if candidates.isEmpty {
            console.print("no match in '\(locale)' (\(entries.count) phrase\(entries.count == 1 ? "" : "s"))")
        } else {
            console.print("ambiguous: \(candidates.count) phrases match")
            for candidate in candidates {
                let slots = sortedSlots(candidate).map { "${\($0.0)} = \($0.1)" }
                console.print("  " + JSONWriter.quoted(candidate.key) + (slots.isEmpty ? "" : "  " + slots.joined(separator: ", ")))
            }
        }
        return match == nil ? .failure : .success
    }

    static func sortedSlots(_ candidate: PhraseCandidate) -> [(String, String)] {
        candidate.slots.keys.sorted().map { ($0, candidate.slots[$0]?.storage.joined(separator: ",") ?? "") }
    }

    static func json(_ candidate: PhraseCandidate) -> JSONValue {
        [
            "key": .string(candidate.key),
            "phrase": .string(candidate.phrase),
            "slots": JSONValue.object(sortedSlots(candidate).map { ($0.0, .string($0.1)) }).singleLine,
        ]
    }

    /// Runs async library code from the synchronous command and waits for its result.
    static func waitFor<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T? {
        let result = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            result.set(await body())
            done.signal()
        }
        done.wait()
        return result.get()
    }

    // MARK: list

    static func list(_ table: AppShortcutsPhrases, locale: String?, format: String, console: Console) -> ExitCode {
        let language = locale.map { IntentLanguage.languageCode(of: $0) }
        func wanted(_ phraseLocale: String) -> Bool {
            guard let locale, let language else { return true }
            return phraseLocale == locale || IntentLanguage.languageCode(of: phraseLocale) == language
        }
        var rows: [(key: String, phrases: [AppShortcutsPhrases.Phrase])] = []
        for key in table.keys {
            let byLocale = table.phrases[key] ?? [:]
            rows.append((key, byLocale.keys.sorted().filter(wanted).compactMap { byLocale[$0] }))
        }
        if format == "json" {
            let phrases: [JSONValue] = rows.map { row in
                ["key": .string(row.key), "localizations": JSONValue.object(row.phrases.map { ($0.locale, .string($0.text)) }).singleLine]
            }
            console.print(JSONWriter.text(["developmentLanguage": .string(table.developmentLanguage), "phrases": .array(phrases)]))
        } else {
            for row in rows {
                console.print(row.key)
                let width = row.phrases.map(\.locale.count).max() ?? 0
                for phrase in row.phrases {
                    console.print("  " + phrase.locale + String(repeating: " ", count: width - phrase.locale.count) + "  " + phrase.text)
                }
            }
        }
        for finding in table.validate() where finding.locale.map(wanted) ?? true {
            console.printError(finding.description)
        }
        return .success
    }
}

/// Holds the result of an async call for ``PhrasesCommand/waitFor(_:)``.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?

    func set(_ newValue: T) { lock.withLock { value = newValue } }

    func get() -> T? { lock.withLock { value } }
}
