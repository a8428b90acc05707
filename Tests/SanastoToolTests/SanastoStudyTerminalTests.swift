#if (canImport(Glibc) || canImport(Darwin)) && !canImport(AppIntents)
import _SanastoTestSupport
import Foundation
import Testing

/// `sanasto study` driven through a pseudo-terminal, as a person types at it.
@Suite("sanasto study on a terminal", .serialized) struct SanastoStudyTerminalTests {
    static func library() throws -> SanastoTool {
        let tool = try SanastoTool()
        try tool.run(["terminology", "create", "Solubiologia", "--languages", "fi,en,tr"])
        try tool.run(["category", "add", "Fotosynteesi"])
        try tool.run(["term", "add", "fotosynteesi", "--category", "Fotosynteesi", "--translation", "en=photosynthesis", "--translation", "tr=fotosentez"])
        try tool.run(["term", "add", "klorofylli", "--category", "Fotosynteesi", "--translation", "en=chlorophyll", "--translation", "tr=klorofil"])
        try tool.run(["term", "add", "viherhiukkanen", "--category", "Fotosynteesi", "--translation", "en=chloroplast", "--translation", "tr=kloroplast"])
        return tool
    }

    @Test func aSessionTakesAnswersRatingsAndEndsWithASummary() throws {
        let tool = try Self.library()
        let terminal = try TerminalSession("sanasto", ["--library", tool.library.path, "--lang", "fi", "study", "--to", "tr"])
        try terminal.expect("Opiskellaan fi → tr: 3 termiä.")
        try terminal.expect("[1/3] fotosynteesi · uusi")
        try terminal.send("FOTOSENTEZ")
        try terminal.expect("Oikein: fotosentez")
        try terminal.expect("4 Helppo [3]")
        try terminal.send("")
        try terminal.expect("[2/3] klorofylli")
        try terminal.send("klorofyl")
        try terminal.expect("Vastaus: klorofil")
        try terminal.expect("[1]")
        try terminal.send("5")
        try terminal.expect("Kirjoita 1, 2, 3 tai 4.")
        try terminal.send("1")
        try terminal.expect("[3/3] viherhiukkanen")
        try terminal.send("")
        try terminal.expect("→ kloroplast")
        try terminal.send("4")
        try terminal.expect("Opiskelit 3 termiä. Osasit niistä 2.")
        #expect(try terminal.waitForExit() == 0)
        // The ratings are in the library: the Again card is due again in minutes, the two others are not.
        let stats = try tool.run(["stats", "--json"]).standardOutput
        #expect(stats.contains(#""from": "fi", "to": "tr", "due": 0, "new": 0, "learning": 2, "review": 1"#), "\(stats)")
    }

    @Test func theEndOfTheInputEndsTheSessionKeepingWhatWasRated() throws {
        let tool = try Self.library()
        let terminal = try TerminalSession("sanasto", ["--library", tool.library.path, "--lang", "en", "study"])
        try terminal.expect("Studying fi → en: 3 terms.")
        try terminal.send("photosynthesis")
        try terminal.expect("Right: photosynthesis")
        try terminal.send("3")
        try terminal.expect("[2/3] klorofylli")
        try terminal.sendEndOfInput()
        try terminal.expect("You studied 1 term. You knew 1 of them.")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func aQuickActionOpensTheStudyScreenOnce() throws {
        let tool = try Self.library()
        let terminal = try TerminalSession("sanasto", ["--library", tool.library.path, "--lang", "tr", "quick-action", "fi.sanasto.study"])
        try terminal.expect("Çalış")
        try terminal.expect("fi → tr çalışılıyor: 3 terim.")
        try terminal.send("/q")
        try terminal.expect("Şu anda çalışılacak bir şey yok.")
        #expect(try terminal.waitForExit() == 0)
    }

    /// On a terminal, `say` asks for what the phrase left out, in the user's language, offering an enum's cases.
    @Test func sayAsksForWhatIsMissing() throws {
        let tool = try Self.library()
        let terminal = try TerminalSession("sanasto", ["--library", tool.library.path, "--lang", "tr", "say", "Sanasto'ya fotosentez terimini ekle"])
        try terminal.expect("Hangi kategoriye ait?")
        try terminal.expect("1) Fotosynteesi")
        try terminal.send("1")
        try terminal.expect("Ne kadar zor?")
        try terminal.expect("3) Zor")
        try terminal.send("kolay")
        // "fotosentez" is already in Fotosynteesi (in Turkish): the intent asks before adding it again.
        try terminal.expect("Yeniden eklensin mi? [e/H]")
        try terminal.send("e")
        try terminal.expect("‘fotosentez’, Fotosynteesi kategorisine eklendi")
        #expect(try terminal.waitForExit() == 0)
    }

    /// The add-term quick action opens the add-term screen: the intent asks for everything, in the user's language.
    @Test func theAddTermQuickActionAsksForTheTerm() throws {
        let tool = try Self.library()
        let terminal = try TerminalSession("sanasto", ["--library", tool.library.path, "--lang", "en", "quick-action", "fi.sanasto.addTerm"])
        try terminal.expect("Add Term")
        try terminal.expect("What is the term?")
        try terminal.send("Stoma")
        try terminal.expect("Which category does it belong to?")
        try terminal.send("fotosynteesi")
        try terminal.expect("How difficult is it?")
        try terminal.expect("1) Easy")
        try terminal.send("2")
        try terminal.expect("Added ‘Stoma’ to Fotosynteesi")
        #expect(try terminal.waitForExit() == 0)
        #expect(try tool.run(["term", "show", "stoma"]).standardOutput.contains("en: Stoma"))
    }

    @Test func aDestructiveCommandAsksFirst() throws {
        let tool = try Self.library()
        let refused = try TerminalSession("sanasto", ["--library", tool.library.path, "--lang", "fi", "term", "delete", "1"])
        try refused.expect("Poistetaanko fotosynteesi (#1)? [k/E]")
        try refused.send("")
        #expect(try refused.waitForExit() == 1)
        let confirmed = try TerminalSession("sanasto", ["--library", tool.library.path, "--lang", "fi", "term", "delete", "1"])
        try confirmed.expect("[k/E]")
        try confirmed.send("kyllä")
        try confirmed.expect("Poistettu fotosynteesi.")
        #expect(try confirmed.waitForExit() == 0)
    }
}
#endif
