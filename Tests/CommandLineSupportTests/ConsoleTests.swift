import Testing
@testable import CommandLineSupport

@Suite struct ConsoleTests {
    @Test func printsToTheRightStream() {
        let transcript = Transcript()
        let console = transcript.console
        console.print("out")
        console.print("no newline", terminator: "")
        console.printError("err")
        console.printError("a", terminator: "|")
        #expect(transcript.out == "out\nno newline")
        #expect(transcript.error == "err\na|")
    }

    @Test(arguments: Console.Style.allCasesForTests)
    func stylesOnlyWithColor(_ style: Console.Style) {
        let plain = Console(usesColor: false, out: { _ in }, error: { _ in })
        let colored = Console(usesColor: true, out: { _ in }, error: { _ in })
        #expect(plain.styled("x", style) == "x")
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

    @Test func keepsTheEnvironment() {
        let console = Console(environment: ["HOME": "/tmp"], out: { _ in }, error: { _ in })
        #expect(console.environment == ["HOME": "/tmp"])
        #expect(!console.usesColor)
    }
}

extension Console.Style {
    static let allCasesForTests: [Console.Style] = [.bold, .red, .yellow, .blue, .cyan, .gray, .green]
}
