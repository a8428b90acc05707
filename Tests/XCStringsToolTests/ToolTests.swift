import Testing

/// The tool's own behaviour, independent of any subcommand.
@Suite struct ToolTests {
    @Test func unknownSubcommandIsAUsageError() throws {
        let output = try XCStringsTool.run(["frobnicate"])
        #expect(output.exitCode == 64)
        #expect(output.standardError == "xcstrings: error: unknown subcommand 'frobnicate'; see 'xcstrings --help'\n")
        #expect(output.standardOutput.isEmpty)
    }

    @Test func noArgumentsPrintsHelpAndFails() throws {
        let output = try XCStringsTool.run([])
        #expect(output.exitCode == 64)
        #expect(output.standardError.hasPrefix("OVERVIEW: "))
    }

    @Test func helpSucceeds() throws {
        let output = try XCStringsTool.run(["--help"])
        #expect(output.exitCode == 0)
        #expect(output.standardOutput.contains("SUBCOMMANDS:"))
    }
}
