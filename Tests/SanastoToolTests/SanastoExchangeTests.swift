// sanasto runs only where AppIntents is absent (see Sources/sanasto/main.swift).
#if !canImport(AppIntents)
import _SanastoTestSupport
import Foundation
import Testing

/// `sanasto terminology export`, `import` and `merge` end to end: what one library exports another imports whole,
/// and an author's update is previewed, plural-correct, in the user's language without writing anything.
@Suite("sanasto terminology exchange") struct SanastoExchangeTests {
    /// A format, and the categories of the demo it cannot hold (which its export names as not carried).
    struct RoundTrip: CustomTestStringConvertible, Sendable {
        let format: String
        let arguments: [String]
        let notCarried: [String]
        var testDescription: String { format }
    }

    static let roundTrips = [
        RoundTrip(format: "tbx", arguments: [], notCarried: []),
        // CSV has no title (the file name stands in), and a category is a column, so an empty one cannot be written.
        RoundTrip(format: "csv", arguments: ["--title", "Solubiologian perustermit"], notCarried: ["Evoluutio"]),
    ]

    @Test(arguments: roundTrips)
    func anExportImportsIntoAFreshLibraryWithTheSameCategories(_ trip: RoundTrip) throws {
        let author = try SanastoTool()
        try #require(try author.run(["demo"]).exitCode == 0)
        let file = author.folder.appending("demo.\(trip.format)")
        let export = try author.run(["terminology", "export", "--format", trip.format, "--output", file.path])
        #expect(export.exitCode == 0, "\(export)")
        #expect(export.standardOutput.isEmpty)
        #expect(export.standardError.hasPrefix("Exported 60 terms.\n"))
        for name in trip.notCarried { #expect(export.standardError.contains(name), "the export does not say it left \(name) out") }

        let student = try SanastoTool()
        let imported = try student.run(["terminology", "import", file.path] + trip.arguments)
        let categoryCount = 6 - trip.notCarried.count
        #expect(imported.exitCode == 0, "\(imported)")
        #expect(imported.standardOutput == "Imported Solubiologian perustermit: 60 terms in \(categoryCount) categories.\n")

        let original = try Self.categories(author.run(["category", "list", "--json"]).standardOutput)
        let copy = try Self.categories(student.run(["category", "list", "--json"]).standardOutput)
        // Ids are stable through TBX and new through CSV; SanastoTool writes every id `<id>`, so both compare.
        // What the format cannot hold is the demo's last category, so the others keep their positions.
        #expect(copy == original.filter { !trip.notCarried.contains($0["name"] as? String ?? "") })
        if trip.notCarried.isEmpty {
            #expect(try student.run(["category", "list", "--json"]).standardOutput == author.run(["category", "list", "--json"]).standardOutput)
        }
    }

    /// The categories of `category list --json`, each as a dictionary whose values print the same when equal.
    static func categories(_ json: String) throws -> [NSDictionary] {
        let value = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let terminologies = try #require(value as? [[String: Any]])
        #expect(terminologies.count == 1)
        return try #require(terminologies.first?["categories"] as? [NSDictionary])
    }

    /// An author's update of four concepts as the student's dry run summarizes it.
    struct Update: CustomTestStringConvertible, Sendable {
        let name: String
        /// Concepts the author adds.
        let added: [String]
        /// Concepts (by place among the three the student has no progress on) only the author edits.
        let authorEdits: [Int]
        /// Concepts (by place among those three) both edit; `learnedToo` adds the learned one.
        let bothEdit: [Int]
        let learnedToo: Bool
        /// Whether the author deletes the concept the student has progress on (it becomes deprecated).
        let deletesLearned: Bool
        let summary: [String: String]
        var testDescription: String { name }
    }

    static let updates = [
        Update(name: "one of each", added: ["ribosomi"], authorEdits: [0], bothEdit: [1], learnedToo: false, deletesLearned: true, summary: [
            "en": "1 new term, 1 updated, 1 deprecated, 1 conflict.",
            "fi": "1 uusi termi, 1 päivitetty, 1 vanhentunut, 1 ristiriita.",
        ]),
        Update(name: "several", added: ["ribosomi", "mitokondrio"], authorEdits: [0, 1], bothEdit: [2], learnedToo: true, deletesLearned: false, summary: [
            "en": "2 new terms, 2 updated, 0 deprecated, 2 conflicts.",
            "fi": "2 uutta termiä, 2 päivitettyä, 0 vanhentunutta, 2 ristiriitaa.",
        ]),
    ]

    @Test(arguments: updates)
    func aDryRunMergeOfAnUpdatedExportSaysWhatWouldChange(_ update: Update) throws {
        let author = try SanastoTool()
        try author.run(["terminology", "create", "Solubiologia", "--languages", "fi,en"])
        try author.run(["category", "add", "Solu"])
        let words = [("solu", "cell"), ("tuma", "nucleus"), ("geeni", "gene"), ("kalvo", "membrane")]
        for (fi, en) in words {
            try #require(try author.run(["term", "add", fi, "--translation", "en=\(en)", "--category", "Solu", "--definition", "\(fi): määritelmä"]).exitCode == 0)
        }
        let first = author.folder.appending("v1.tbx")
        try #require(try author.run(["terminology", "export", "--format", "tbx", "--output", first.path]).exitCode == 0)

        let student = try SanastoTool(environment: ["LANG": "fi_FI.UTF-8"])
        try #require(try student.run(["terminology", "import", first.path]).exitCode == 0)
        // The term of the day's toggle is the one way to progress without a terminal; which concept it picks is the
        // day's, so the rest of the scenario is built around it.
        let today = try JSONSerialization.jsonObject(with: Data(student.run(["today", "--json"]).standardOutput.utf8)) as? [String: Any]
        let learned = try #require((today?["term"] as? [String: Any])?["term"] as? String)
        try #require(try student.run(["today", "--toggle"]).exitCode == 0)
        let others = words.map(\.0).filter { $0 != learned }
        #expect(others.count == 3, "the term of the day \(learned) is not one of \(words)")

        for index in update.authorEdits {
            try author.run(["term", "edit", others[index], "--language", "fi", "--definition", "\(others[index]): tarkempi määritelmä"])
        }
        let conflicting = update.bothEdit.map { others[$0] } + (update.learnedToo ? [learned] : [])
        for word in conflicting {
            try author.run(["term", "edit", word, "--language", "fi", "--definition", "\(word): kirjoittajan määritelmä"])
            try #require(try student.run(["term", "edit", word, "--language", "fi", "--definition", "\(word): oma määritelmä"]).exitCode == 0)
        }
        if update.deletesLearned { try author.run(["term", "delete", learned, "--yes"]) }
        for word in update.added {
            try author.run(["term", "add", word, "--translation", "en=\(word)", "--category", "Solu"])
        }
        let second = author.folder.appending("v2.tbx")
        try #require(try author.run(["terminology", "export", "--format", "tbx", "--output", second.path]).exitCode == 0)

        let before = try Data(contentsOf: student.library)
        for (language, summary) in update.summary.sorted(by: { $0.key < $1.key }) {
            let output = try student.run(["--lang", language, "terminology", "merge", second.path, "--dry-run"])
            #expect(output.exitCode == 0, "\(output)")
            #expect(output.standardError.isEmpty, "\(output)")
            let lines = output.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.first == summary)
            let changes = Set(lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) })
            // The actions in the user's language: (new, updated, conflict, deprecated).
            let words = ["en": ("new", "updated", "conflict", "deprecated"), "fi": ("uusi", "päivitetty", "ristiriita", "vanhentunut")]
            let (added, updated, conflict, deprecated) = try #require(words[language])
            let expected = Set(update.added.map { "\(added): \($0)" } + update.authorEdits.map { "\(updated): \(others[$0])" }
                + conflicting.map { "\(conflict): \($0)" } + (update.deletesLearned ? ["\(deprecated): \(learned)"] : []))
            #expect(changes == expected, "\(language): \(lines)")
        }
        #expect(try Data(contentsOf: student.library) == before, "a dry run wrote to the library")
    }
}
#endif
