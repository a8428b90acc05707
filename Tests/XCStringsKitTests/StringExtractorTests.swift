import StringResources
import Testing
@testable import XCStringsKit

/// What `StringExtractor` finds in small Swift sources, and the keys it forms, compared with what Xcode writes.
@Suite struct StringExtractorTests {
    /// Source → the extracted (table, key, comment, default value), in order.
    static let cases: [(source: String, expected: [String])] = [
        // Foundation
        (#"let a = String(localized: "Hello")"#, ["Localizable|Hello||"]),
        (#"let a = String(localized: "Hello", table: "Greetings", comment: "A greeting")"#, ["Greetings|Hello|A greeting|"]),
        (#"let a = String(localized: "GREETING", defaultValue: "Hello \(name)", comment: "c")"#, ["Localizable|GREETING|c|Hello %@"]),
        (#"let a = NSLocalizedString("Open %@", tableName: "Menus", bundle: .main, value: "Open “%@”", comment: "Menu item")"#,
         ["Menus|Open %@|Menu item|Open “%@”"]),
        (#"let a = NSLocalizedString("100% done", comment: "")"#, ["Localizable|100% done||"]),
        (#"let r = LocalizedStringResource("key.title", defaultValue: "Title", table: "T", comment: "c")"#, ["T|key.title|c|Title"]),
        (#"static let title: LocalizedStringResource = "Add Task""#, ["Localizable|Add Task||"]),
        (#"var label: LocalizedStringKey = "Label""#, ["Localizable|Label||"]),
        (#"let k = LocalizedStringKey("Key")"#, ["Localizable|Key||"]),
        (#"let a = String(localized: String.LocalizationValue("Plugins"), table: "Menus", comment: "c")"#, ["Menus|Plugins|c|"]),
        (#"let v = String.LocalizationValue("Value \(3)"); let w = String.LocalizationValue(stringLiteral: x)"#, ["Localizable|Value %lld||"]),
        // Interpolations
        (#"let n = 3; Text("\(n) items")"#, ["Localizable|%lld items||"]),
        (#"let items: [String] = []; Text("\(items.count) of \(total)")"#, ["Localizable|%lld of %@||"]),
        (#"let d: Double = 1; Text("\(d) km \(2.5) \(Float(x)) \(UInt(3))")"#, ["Localizable|%lf km %lf %f %llu||"]),
        (#"Text("\(ratio, specifier: "%.1f")%")"#, ["Localizable|%.1f%%||"]),
        (#"Text("100%")"#, ["Localizable|100%||"]),
        // A `%` followed by a combining mark is one composed character, which Foundation's replacement skips.
        (#"let n = 3; Text("\(n)%\u{301} of 5%")"#, ["Localizable|%lld%\u{301} of 5%%||"]),
        (#"Text("Last: \(date, format: .dateTime)")"#, ["Localizable|Last: %@||"]),
        (#"func total() -> Int { 3 }; Text("\(total()) in \(url.lastPathComponent), \(name ?? "none"), \(n ?? 0)")"#,
         ["Localizable|%lld in %@, %@, %lld||"]),
        (#"ForEach(Array(rules.enumerated()), id: \.offset) { index, rule in Text("\(index + 1). \(rule)") }"#, ["Localizable|%lld. %@||"]),
        (#"ForEach([3, 6, 12]) { month in Text("\(month) months") }"#, ["Localizable|%lld months||"]),
        // `$0` of a trailing closure over integers, as a named parameter.
        (#"ForEach(0...3, id: \.self) { Text("\($0) d.p").tag($0) }"#, ["Localizable|%lld d.p||"]),
        (#"ForEach([25, 50], id: \.self) { Text("\($0) solves") }"#, ["Localizable|%lld solves||"]),
        (#"ForEach(names, id: \.self) { Text("\($0) solves") }"#, ["Localizable|%@ solves||"]),
        // A range's elements have its bounds' type; one Xcode cannot know from a literal alone is not guessed.
        (#"let count: Int16 = 3; ForEach(0..<count, id: \.self) { i in Text("Phase \(i + 1)") }"#, ["Localizable|Phase %d||"]),
        (#"ForEach(0..<items.count) { i in Text("Row \(i)") }"#, ["Localizable|Row %lld||"]),
        (#"let count = store.options.count; ForEach(0..<count, id: \.self) { i in Text("Row \(i + 1)") }"#, ["Localizable|Row %lld||"]),
        (#"let total = items.count; Text("\(total) items")"#, ["Localizable|%lld items||"]),
        (#"ForEach(0..<(session?.phases ?? 1)) { i in Text("Row \(i)") }"#, ["Localizable|Row %@||"]),
        // An optional cannot be interpolated: the name is its unwrapped binding (`if let n = n`, `if let n`).
        (#"var edit: Int?; if let edit = edit { Text("Editing \(edit + 1)") }"#, ["Localizable|Editing %lld||"]),
        (#"var ratio: Double?; if let ratio { Text("\(ratio) x") }"#, ["Localizable|%lf x||"]),
        // Raw values of a localizable raw type; not a `String` enum's, nor a property's in the enum.
        (#"enum Mode: LocalizedStringKey, CaseIterable { case timer = "Timer", typing = "Typing"; case b; static let s = "x" }"#,
         ["Localizable|Timer||", "Localizable|Typing||"]),
        (#"enum Mode: String { case timer = "Timer" }; enum Loose { case a; var t: String { "t" } }"#, []),
        // A conditional's type is its branches' type (an integer literal takes the other branch's).
        (#"let n: Int = 1; Text("Solve \(n == 6 ? 1 : n)")"#, ["Localizable|Solve %lld||"]),
        (#"let a: Double = 1; Text("\(flag ? a : 2.5) and \(flag ? "x" : name)")"#, ["Localizable|%lf and %@||"]),
        (#"let a: Int = 1; Text("\(flag ? a : flag2 ? 2 : a)")"#, ["Localizable|%lld||"]),
        // Names bound by a tuple pattern have no type the tokens show: not another declaration's.
        (#"let next = 0.5; let (next, column) = pair; Text("\(next) at \(column)")"#, ["Localizable|%@ at %@||"]),
        (#"Text("Hi \(Text("there").bold())")"#, ["Localizable|Hi %@||", "Localizable|there||"]),
        // SwiftUI
        (#"Text(verbatim: "v1.2")"#, []),
        (#"Text(title)"#, []),
        (#"Text("Hello", tableName: "Main", comment: "Greeting")"#, ["Main|Hello|Greeting|"]),
        (#"Button("Save") { save() }"#, ["Localizable|Save||"]),
        (#"Label("Settings", systemImage: "gear")"#, ["Localizable|Settings||"]),
        (#"Toggle("Enabled", isOn: $on)"#, ["Localizable|Enabled||"]),
        (#"view.navigationTitle("Home").help("Tip")"#, ["Localizable|Home||", "Localizable|Tip||"]),
        (#"Text(flag ? "On" : "Off")"#, ["Localizable|On||", "Localizable|Off||"]),
        (#"Picker("", selection: $choice) { }"#, ["Localizable|||"]),
        (#"list.searchable(text: $query, prompt: "Search terms")"#, ["Localizable|Search terms||"]),
        (#"""
        enum Status { case invalid(description: LocalizedStringKey) }
        let s = Status.invalid(description: "tags.warning")
        @State var error: LocalizedStringKey?
        error = "account.error"
        """#, ["Localizable|tags.warning||", "Localizable|account.error||"]),
        // App Intents
        (#"static var description = IntentDescription("Adds a task.")"#, ["Localizable|Adds a task.||"]),
        (#"@Parameter(title: "Text", description: "What to add", requestValueDialog: "What should I add?") var text: String"#,
         ["Localizable|Text||", "Localizable|What to add||", "Localizable|What should I add?||"]),
        (#"static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Priority")"#, ["Localizable|Priority||"]),
        (#"static var caseDisplayRepresentations: [Priority: DisplayRepresentation] = [.low: "Low", .high: DisplayRepresentation(title: "High", subtitle: "Urgent")]"#,
         ["Localizable|Low||", "Localizable|High||", "Localizable|Urgent||"]),
        (#"return .result(dialog: "Added \(text)")"#, ["Localizable|Added %@||"]),
        (#"throw $priority.needsValueError("Which priority?")"#, ["Localizable|Which priority?||"]),
        (#"""
        AppShortcut(intent: AddTaskIntent(), phrases: ["Add a task in \(.applicationName)", "Add \(\.$priority) task with \(.applicationName)"], shortTitle: "Add Task", systemImageName: "plus")
        """#, ["AppShortcuts|Add a task in ${applicationName}||", "AppShortcuts|Add ${priority} task with ${applicationName}||", "Localizable|Add Task||"]),
        (#"static var parameterSummary: some ParameterSummary { Summary("Add \(\.$text) to \(\.$list)") }"#, ["Localizable|Add ${text} to ${list}||"]),
        // Declared types
        (#"""
        var title: LocalizedStringResource {
            switch self {
            case .a: "Alpha"
            case .b:
                return "Beta"
            }
        }
        """#, ["Localizable|Alpha||", "Localizable|Beta||"]),
        (#"""
        struct Row: View { let title: LocalizedStringKey; var body: some View { Text(title) } }
        let row = Row(title: "Profile")
        """#, ["Localizable|Profile||"]),
        (#"""
        func header(_ text: LocalizedStringKey) -> some View { Text(text) }
        func plain(_ text: String) {}
        header("Section A"); plain("not this")
        """#, ["Localizable|Section A||"]),
        // Unlabeled arguments match the unlabeled parameters in order, after labeled ones and omitted defaults.
        (#"""
        struct Failure: Error {
            enum Kind { case broken }
            init(_ kind: Kind, _ message: String.LocalizationValue, file: String? = nil, _ hint: String = "") {}
        }
        throw Failure(.broken, "Line \(3) is broken", file: "a.csv", "not this")
        throw Failure(.broken, "Cut short")
        """#, ["Localizable|Line %lld is broken||", "Localizable|Cut short||"]),
        // Comments, #if, raw and multi-line literals
        (#"""
        // Text("commented out")
        /* Text("block /* nested */ comment") */
        #if os(iOS)
        Text("iOS")
        #else
        Text("macOS")
        #endif
        """#, ["Localizable|iOS||", "Localizable|macOS||"]),
        // A `#if false` branch is never compiled; its `#else` is.
        ("#if false\nText(\"Off\")\n  #if os(iOS)\n  Text(\"Nested\")\n  #else\n  #endif\n#else // on\nText(\"On\")\n#endif\nText(\"After\")",
         ["Localizable|On||", "Localizable|After||"]),
        ("#if false // disabled\nText(\"Off\")\n#endif\n#if falsehood\nText(\"Kept\")\n#endif", ["Localizable|Kept||"]),
        (##"Text(#"Raw \(x) and \#(count)"#)"##, ["Localizable|Raw \\(x) and %@||"]),
        (#"Text("Tab\tand \"quotes\" \u{1F600}")"#, ["Localizable|Tab\tand \"quotes\" 😀||"]),
        ("Text(\"\"\"\n    Line one\n      Line two\n    \"\"\")", ["Localizable|Line one\n  Line two||"]),
        ("Text(\"\"\"\n    Joined \\\n    line\n    \"\"\")", ["Localizable|Joined line||"]),
        (#"let r = /"Text\("x")"/; Text("After regex")"#, ["Localizable|After regex||"]),
    ]

    @Test(arguments: cases)
    func extracts(_ source: String, _ expected: [String]) {
        let result = StringExtractor.extract([(path: "Test.swift", bytes: Array(source.utf8))])
        let found = result.strings.map { "\($0.table)|\($0.key)|\($0.comment ?? "")|\($0.defaultValue ?? "")" }
        #expect(found == expected)
        #expect(!result.findings.contains { $0.severity == .error }, "\(result.findings)")
    }

    /// A local bound by a tuple pattern hides what another file declares under its name.
    @Test func aTupleBoundNameHidesAnotherFilesDeclaration() {
        let result = StringExtractor.extract([
            (path: "Other.swift", bytes: Array(#"struct Step { var next = 0.5 }"#.utf8)),
            (path: "Test.swift", bytes: Array(#"let (next, column) = pair; Text("'\(next)' at \(column)")"#.utf8)),
        ])
        #expect(result.strings.map(\.key) == ["'%@' at %@"])
    }
}
