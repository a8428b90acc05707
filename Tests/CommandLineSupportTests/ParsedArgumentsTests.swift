import Testing
import CommandLineSupport

@Suite struct ParsedArgumentsTests {
    static func parsed() -> ParsedArguments {
        var arguments = ParsedArguments()
        arguments.positionals = ["a", "b"]
        arguments.options = ["format": ["json", "text"], "locale": ["fi", "tr"]]
        arguments.flags = ["strict"]
        return arguments
    }

    @Test func accessors() {
        let arguments = Self.parsed()
        #expect(arguments.flag("strict"))
        #expect(!arguments.flag("format"))
        #expect(arguments.value("format") == "text")
        #expect(arguments.value("missing") == nil)
        #expect(arguments.values("locale") == ["fi", "tr"])
        #expect(arguments.values("missing").isEmpty)
        #expect(arguments.positional(0) == "a")
        #expect(arguments.positional(1) == "b")
        #expect(arguments.positional(2) == nil)
        #expect(arguments.positional(-1) == nil)
        #expect(ParsedArguments() == ParsedArguments())
        #expect(arguments != ParsedArguments())
    }

    /// (given value or nil, result or nil when it is a usage error)
    @Test(arguments: [
        (nil, "text"), ("json", "json"), ("text", "text"), ("xml", nil), ("", nil), ("JSON", nil),
    ] as [(String?, String?)])
    func choice(_ given: String?, _ expected: String?) throws {
        var arguments = ParsedArguments()
        if let given { arguments.options["format"] = [given] }
        if let expected {
            #expect(try arguments.choice("format", of: ["text", "json"], default: "text") == expected)
        } else {
            #expect(throws: CommandFailure.usage("invalid value '\(given ?? "")' for --format; expected one of: text, json")) {
                try arguments.choice("format", of: ["text", "json"], default: "text")
            }
        }
    }
}
