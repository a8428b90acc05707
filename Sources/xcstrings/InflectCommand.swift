import CommandLineSupport
import IntentKit
import StringResources

/// `xcstrings inflect --locale tr|fi [--case CASE] NAME`: a name (an app's name) in Turkish or Finnish cases.
struct InflectCommand: Command {
    static let spec = CommandSpec(
        name: "inflect",
        abstract: "Inflect a name in a Turkish or Finnish grammatical case, as App Shortcut phrases need it.",
        discussion: """
            Turkish (tr) cases: \(NameInflection.caseNames(locale: "tr").joined(separator: ", ")); the suffix
            follows vowel harmony and is written after an apostrophe (Sanasto'ya, Not'ta, İzmir'e). Finnish (fi)
            cases: \(NameInflection.caseNames(locale: "fi").joined(separator: ", ")) (Sanastoon, Sanastossa).
            Without --case every case of the language is printed. Where spelling does not tell pronunciation,
            give it (--pronunciation ayped for iPad) or give forms outright (--form locative=iPad'de).
            """,
        positionals: [
            PositionalSpec("name", help: "The name to inflect (Sanasto, İzmir, Notion)."),
        ],
        options: [
            OptionSpec("locale", short: "l", valueName: "language", help: "The language: tr or fi (tr-TR, fi_FI also accepted)."),
            OptionSpec("case", short: "c", valueName: "case", help: "The case (dative, locative, illative, …); all cases when omitted."),
            OptionSpec("form", kind: .values, valueName: "case=form", help: "An explicit form, preferred over the rules (repeatable)."),
            OptionSpec("pronunciation", valueName: "text", help: "How the name is pronounced, for Turkish vowel harmony (ayped)."),
            .outputFormat(),
        ],
        examples: [
            (command: "xcstrings inflect --locale tr --case dative Sanasto", explanation: "Prints Sanasto'ya"),
            (command: "xcstrings inflect --locale fi Sanasto", explanation: "Every Finnish case of Sanasto"),
            (command: "xcstrings inflect -l tr iPad --pronunciation ayped --format json", explanation: "iPad'e, iPad'de, … as JSON"),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let format = try arguments.outputFormat()
        let name = arguments.positionals.first ?? ""
        guard !name.isEmpty else { throw CommandFailure.usage("the name is empty") }
        let languages = NameInflection.supportedLanguages.joined(separator: ", ")
        guard let locale = arguments.value("locale") else {
            throw CommandFailure.usage("missing --locale; inflection is available for: \(languages)")
        }
        let caseNames = NameInflection.caseNames(locale: locale)
        guard !caseNames.isEmpty else {
            throw CommandFailure.usage("no inflection rules for locale '\(locale)'; expected one of: \(languages)")
        }
        func checkCase(_ caseName: String) throws(CommandFailure) {
            guard caseNames.contains(caseName) else {
                throw .usage("unknown case '\(caseName)' for '\(locale)'; expected one of: \(caseNames.joined(separator: ", "))")
            }
        }
        var selected = caseNames
        if let caseName = arguments.value("case") {
            try checkCase(caseName)
            selected = [caseName]
        }
        var inflection = NameInflection()
        if let pronunciation = arguments.value("pronunciation") { inflection.pronunciations[name] = pronunciation }
        for form in arguments.values("form") {
            guard let equals = form.firstIndex(of: "="), equals != form.startIndex, form.index(after: equals) != form.endIndex else {
                throw CommandFailure.usage("invalid --form '\(form)'; expected CASE=FORM (locative=iPad'de)")
            }
            let caseName = String(form[..<equals])
            try checkCase(caseName)
            inflection.setForm(String(form[form.index(after: equals)...]), of: name, caseName: caseName, locale: locale)
        }
        let forms = selected.map { ($0, inflection.inflect(name, caseName: $0, locale: locale) ?? name) }
        if format == "json" {
            let value: JSONValue = ["name": .string(name), "locale": .string(locale), "forms": .object(forms.map { ($0.0, .string($0.1)) })]
            console.print(JSONWriter.text(value))
        } else if forms.count == 1, let form = forms.first {
            console.print(form.1)
        } else {
            let width = forms.map(\.0.count).max() ?? 0
            for (caseName, form) in forms {
                console.print(caseName + String(repeating: " ", count: width - caseName.count) + "  " + form)
            }
        }
        return .success
    }

}
