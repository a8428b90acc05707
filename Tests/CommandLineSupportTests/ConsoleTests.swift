import Testing
@testable import CommandLineSupport

@Suite struct ConsoleTests {
    @Test func printsToTheRightStream() {
        let transcript = Transcript()
        let console = transcript.console()
        console.print("out")
        console.print("no newline", terminator: "")
        console.printError("err")
        console.printError("a", terminator: "|")
        #expect(transcript.out == "out\nno newline")
        #expect(transcript.error == "err\na|")
    }

    @Test(arguments: Console.Style.allCases)
    func stylesOnlyWithColor(_ style: Console.Style) {
        let plain = Console(usesColor: false, out: { _ in }, error: { _ in })
        let colored = Console(usesColor: true, out: { _ in }, error: { _ in })
        #expect(plain.styled("x", style) == "x")
        #expect(plain.styledError("x", style) == "x")
        #expect(colored.styled("x", style) == "\u{1B}[\(style.rawValue)mx\u{1B}[0m")
    }

    /// (is a terminal, environment, wants colour)
    @Test(arguments: [
        (true, [:], true),
        (false, [:], false),
        (true, ["NO_COLOR": "1"], false),
        (true, ["NO_COLOR": ""], true),
        (true, ["TERM": "dumb"], false),
        (true, ["TERM": "xterm-256color"], true),
        (false, ["TERM": "xterm-256color"], false),
    ] as [(Bool, [String: String], Bool)])
    func colorFollowsTerminalAndEnvironment(_ isTerminal: Bool, _ environment: [String: String], _ expected: Bool) {
        #expect(Console.wantsColor(isTerminal: isTerminal, environment: environment) == expected)
    }

    /// Each stream decides for itself: output piped into a file, errors still on the terminal.
    @Test func eachStreamHasItsOwnColour() {
        let piped = Console(terminals: Console.Terminals(input: true, output: false, error: true), out: { _ in }, error: { _ in })
        #expect(!piped.usesColor)
        #expect(piped.errorUsesColor)
        #expect(piped.isInteractive)
        let noColor = Console(terminals: .all, environment: ["NO_COLOR": "1"], out: { _ in }, error: { _ in })
        #expect(!noColor.usesColor && !noColor.errorUsesColor)
        #expect(noColor.isInteractive)
    }

    @Test func keepsTheEnvironment() {
        let console = Console(environment: ["HOME": "/tmp"], out: { _ in }, error: { _ in })
        #expect(console.environment == ["HOME": "/tmp"])
        #expect(!console.usesColor)
        #expect(!console.isInteractive)
    }

    /// (answers typed, default, result; nil: an error)
    @Test(arguments: [
        (["y"], false, true), (["YES"], false, true), (["n"], true, false), ([" No "], true, false),
        ([""], true, true), ([""], false, false), (["perhaps", "yes"], false, true), ([], false, nil),
    ] as [([String], Bool, Bool?)])
    func confirmReadsYesOrNo(_ answers: [String], _ defaultAnswer: Bool, _ expected: Bool?) throws {
        let transcript = Transcript(answers: answers)
        let console = transcript.console(terminals: .all)
        if let expected {
            #expect(try console.confirm("Delete?", default: defaultAnswer) == expected)
        } else {
            #expect(throws: CommandFailure.usage("no answer to 'Delete?'")) { try console.confirm("Delete?") }
        }
        #expect(transcript.out == "")
        #expect(transcript.error.hasPrefix("Delete? \(defaultAnswer ? "[Y/n]" : "[y/N]") "))
    }

    @Test func promptsOnlyOnATerminal() throws {
        let transcript = Transcript(answers: ["anything"])
        let console = transcript.console()
        #expect(console.prompt("Name?") == nil)
        #expect(throws: CommandFailure.usage("'Delete?' needs an answer and there is no terminal to ask on; pass --yes to answer yes")) {
            try console.confirm("Delete?")
        }
        // Answered beforehand: no question at all.
        #expect(try console.confirm("Delete?", assumeYes: true))
        #expect(transcript.error == "")
    }

    @Test func chooseTakesANumberFromTheList() throws {
        let transcript = Transcript(answers: ["0", "x", "2"])
        let console = transcript.console(terminals: .all)
        #expect(try console.choose("Which term?", from: ["kissa", "koira"]) == 1)
        #expect(transcript.error == """
            Which term?
              1) kissa
              2) koira
            Choose 1–2: Please type a number from 1 to 2.
            Choose 1–2: Please type a number from 1 to 2.
            Choose 1–2:\u{20}
            """)
        #expect(throws: CommandFailure.usage("'Which?' needs a choice and there is no terminal to ask on")) {
            try Transcript().console().choose("Which?", from: ["a"])
        }
    }
}
