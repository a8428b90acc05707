import Testing
import CommandLineSupport

@Suite struct ExitCodeTests {
    /// The BSD sysexits.h values the tools promise.
    @Test(arguments: [
        (ExitCode.success, 0), (.failure, 1), (.usage, 64), (.dataError, 65), (.noInput, 66),
        (.software, 70), (.cantCreate, 73), (.ioError, 74),
    ] as [(ExitCode, Int32)])
    func rawValues(_ code: ExitCode, _ raw: Int32) {
        #expect(code.rawValue == raw)
        #expect(code == ExitCode(raw))
        #expect(code.description == String(raw))
    }

    @Test(arguments: [
        (CommandFailure.usage("m"), ExitCode.usage), (.data("m"), .dataError), (.noInput("m"), .noInput),
        (CommandFailure("m", exitCode: .ioError), .ioError),
    ])
    func failuresCarryTheirExitCode(_ failure: CommandFailure, _ code: ExitCode) {
        #expect(failure.exitCode == code)
        #expect(failure.message == "m")
        #expect(failure.description == "m")
    }
}
