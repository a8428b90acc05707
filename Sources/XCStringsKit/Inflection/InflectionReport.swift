import IntentKit
import StringResources

/// What `xcstrings inflect` shows: a name (an app's name) in the grammatical cases of Turkish or Finnish, as App
/// Shortcut phrases need it.
public struct InflectionReport: Sendable {
    /// The name inflected.
    public let name: String
    /// The locale as given (`tr`, `tr-TR`, `fi_FI`).
    public let locale: String
    /// Each case asked for and the form, in the language's order.
    public let forms: [(caseName: String, form: String)]

    /// Inflects `name` in `cases` (every case of the language when empty), with explicit `explicitForms`
    /// (`locative=iPad'de`) preferred over the rules and `pronunciation` guiding Turkish vowel harmony.
    ///
    /// - Throws: ``XCStringsError/Kind/invalidRequest`` for an empty name, a locale without inflection rules, an
    ///   unknown case or a malformed explicit form.
    public init(name: String, locale: String, cases: [String] = [], explicitForms: [String] = [], pronunciation: String? = nil) throws(XCStringsError) {
        guard !name.isEmpty else { throw .invalidRequest("the name is empty") }
        let caseNames = NameInflection.caseNames(locale: locale)
        guard !caseNames.isEmpty else {
            throw .invalidRequest("no inflection rules for locale '\(locale)'; expected one of: \(NameInflection.supportedLanguages.joined(separator: ", "))")
        }
        func check(_ caseName: String) throws(XCStringsError) {
            guard caseNames.contains(caseName) else {
                throw .invalidRequest("unknown case '\(caseName)' for '\(locale)'; expected one of: \(caseNames.joined(separator: ", "))")
            }
        }
        for caseName in cases { try check(caseName) }
        var inflection = NameInflection()
        if let pronunciation { inflection.pronunciations[name] = pronunciation }
        for form in explicitForms {
            guard let equals = form.firstIndex(of: "="), equals != form.startIndex, form.index(after: equals) != form.endIndex else {
                throw .invalidRequest("invalid --form '\(form)'; expected CASE=FORM (locative=iPad'de)")
            }
            let caseName = String(form[..<equals])
            try check(caseName)
            inflection.setForm(String(form[form.index(after: equals)...]), of: name, caseName: caseName, locale: locale)
        }
        var selected: [String] = []
        for caseName in cases.isEmpty ? caseNames : cases where !selected.contains(caseName) { selected.append(caseName) }
        self.name = name
        self.locale = locale
        self.forms = selected.map { ($0, inflection.inflect(name, caseName: $0, locale: locale) ?? name) }
    }

    /// One form alone when one case was asked for, else `case  form` lines.
    public var text: String {
        if forms.count == 1, let form = forms.first { return form.form + "\n" }
        let width = forms.map(\.caseName.count).max() ?? 0
        return forms.map { $0.caseName + String(repeating: " ", count: width - $0.caseName.count) + "  " + $0.form + "\n" }.joined()
    }

    /// `{"name", "locale", "forms": {"<case>": "<form>"…}}`, ending with a line break.
    public var json: String {
        let value: JSONValue = ["name": .string(name), "locale": .string(locale), "forms": .object(forms.map { ($0.caseName, .string($0.form)) })]
        return JSONWriter.text(value) + "\n"
    }
}
