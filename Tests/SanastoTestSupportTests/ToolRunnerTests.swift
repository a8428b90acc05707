#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import _SanastoTestSupport

/// Starting programs from a test process that runs many suites at once: what a child inherits, pipes that
/// cannot stall, exit codes and signals.
@Suite struct ToolRunnerTests {
    static let shell = ToolRunner.installed("sh")

    /// The descriptors above 3 a child shell has open, from its own `/proc/<pid>/fd`: with only 0, 1 and 2
    /// inherited, the directory the glob reads is 3, so that any inherited descriptor shows as one above it.
    static let listDescriptors = #"for fd in /proc/$$/fd/*; do [ "${fd##*/}" -gt 3 ] && echo "${fd##*/}"; done; echo end"#

    /// Opens up to `count` inheritable descriptors (no close-on-exec), leaving room under the open-file limit.
    static func openInheritable(_ count: Int) -> [Int32] {
        var limit = rlimit()
        #if canImport(Glibc)
        _ = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
        _ = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        let room = max(0, Int(min(limit.rlim_cur, 1 << 20)) - 2048)
        return (0..<min(count, room)).compactMap { _ in
            let fd = open("/dev/null", O_RDONLY)
            return fd >= 0 ? fd : nil
        }
    }

    // Foundation's Process on Linux crashed the test process from about 1,360 open descriptors (it over-reads
    // glibc's /proc/self/fd buffer) and let descriptors opened meanwhile leak into the child.
    @Test(
        "a child gets only its three standard streams, however many descriptors this process has open",
        .enabled(if: ToolRunnerTests.shell != nil && FileManager.default.fileExists(atPath: "/proc/self/fd"), "needs sh and /proc"),
        arguments: [0, 1500, 3000])
    func childGetsOnlyItsStandardStreams(opened: Int) throws {
        let shell = try #require(Self.shell)
        let extra = Self.openInheritable(opened)
        defer { for fd in extra { _ = close(fd) } }
        #expect(extra.count >= min(opened, 1400), "could open only \(extra.count) descriptors")
        // Several at once, as parallel suites do.
        let lock = NSLock()
        nonisolated(unsafe) var outputs: [ToolRunner.Output] = []
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let output = try? shell.run(["-c", Self.listDescriptors])
            lock.withLock { if let output { outputs.append(output) } }
        }
        #expect(outputs.count == 8)
        for output in outputs {
            #expect(output.exitCode == 0, "\(output)")
            #expect(output.standardOutput == "end\n", "\(output)")
        }
    }

    @Test("the pipes to a child are close-on-exec, so that no other child holds them open", .enabled(if: ToolRunnerTests.shell != nil))
    func pipesAreCloseOnExec() throws {
        let child = try #require(Self.shell).start(["-c", "cat >/dev/null"])
        for handle in [child.standardInput, child.standardOutput, child.standardError] {
            let fd = try #require(handle).fileDescriptor
            #expect(fcntl(fd, F_GETFD) & FD_CLOEXEC != 0)
        }
        #expect(try child.communicate().exitCode == 0)
    }

    @Test(
        "input and output larger than a pipe holds pass in full, both streams at once", .enabled(if: ToolRunnerTests.shell != nil),
        arguments: [0, 1, 70_000, 3_000_000])
    func largeStreams(size: Int) throws {
        let input = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 % 251) })
        let child = try #require(Self.shell).start(["-c", "cat; cat /dev/zero | head -c \(size) >&2"])
        let result = try child.communicate(input: input)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == input)
        #expect(result.standardError == Data(count: size))
    }

    @Test("a child that exits without reading its input neither stalls nor kills the runner", .enabled(if: ToolRunnerTests.shell != nil))
    func childThatIgnoresItsInput() throws {
        let output = try #require(Self.shell).run(["-c", "echo gone; exit 3"], input: Data(count: 4_000_000))
        #expect(output.exitCode == 3)
        #expect(output.standardOutput == "gone\n")
    }

    @Test(
        "exit codes are the status, or 128 + the signal that ended the child", .enabled(if: ToolRunnerTests.shell != nil),
        arguments: [("exit 0", 0), ("exit 7", 7), ("kill -TERM $$", 128 + SIGTERM), ("kill -KILL $$", 128 + SIGKILL)])
    func exitCodes(script: String, code: Int32) throws {
        #expect(try #require(Self.shell).run(["-c", script]).exitCode == code)
    }

    @Test("a program that cannot be started is an error that names it")
    func missingProgram() throws {
        let error = #expect(throws: ChildProcess.LaunchError.self) { try ToolRunner("no-such-tool").run([]) }
        #expect(error?.description.contains("no-such-tool") == true)
        #expect(error?.description.contains("No such file or directory") == true)
    }

    @Test("arguments, environment and working directory reach the child as given", .enabled(if: ToolRunnerTests.shell != nil))
    func argumentsEnvironmentAndDirectory() throws {
        let folder = try TemporaryFolder()
        let output = try #require(Self.shell).run(
            ["-c", #"printf '%s|' "$0" "$1" "$SANASTO_TEST" "$NO_COLOR"; pwd -P"#, "two words", "ääkköset ✓"],
            in: folder.url, environment: ["SANASTO_TEST": "a=b c"])
        let folderPath = folder.url.resolvingSymlinksInPath().path
        #expect(output.standardOutput == "two words|ääkköset ✓|a=b c|1|\(folderPath)\n")
    }

    @Test("a signal ends a running child, and a child dropped while running is killed", .enabled(if: ToolRunnerTests.shell != nil))
    func signalsAndDropping() throws {
        let shell = try #require(Self.shell)
        let child = try shell.start(["-c", "exec sleep 60"], standardInput: .nullDevice)
        #expect(child.isRunning)
        child.signal(SIGTERM)
        #expect(child.waitUntilExit() == 128 + SIGTERM)
        #expect(!child.isRunning)
        child.signal(SIGTERM)  // reaped: nothing is sent, to it or to a process that got its pid since

        var dropped: ChildProcess? = try shell.start(["-c", "exec sleep 60"])
        let pid = try #require(dropped).processIdentifier
        dropped = nil
        // Killed and reaped: the pid is no longer this process's child.
        let result = waitpid(pid, nil, WNOHANG), code = errno
        #expect(result == -1 && code == ECHILD)
    }

    @Test("installed(at:) finds a program by its path, and nothing where no executable is", arguments: [
        ("/bin/sh", true), ("/nonexistent/python3", false), ("<folder>/notes.txt", false), ("<folder>", false),
    ])
    func installedAtPath(path: String, found: Bool) throws {
        let folder = try TemporaryFolder()
        let notes = try folder.write(Data("not a program\n".utf8), to: "notes.txt")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: notes.path)
        let runner = ToolRunner.installed(at: path.replacingOccurrences(of: "<folder>", with: folder.url.path))
        #expect((runner != nil) == found)
        if let runner {
            let output = try runner.run(["-c", "echo ran"])
            #expect(output.standardOutput == "ran\n", "\(output)")
        }
    }
}
