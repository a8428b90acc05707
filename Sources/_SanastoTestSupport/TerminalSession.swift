// A pseudo-terminal needs POSIX's openpty; elsewhere the sessions that need one skip.
#if canImport(Glibc) || canImport(Darwin)
import CSanastoTestSupportShims
import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Runs a built executable with a pseudo-terminal as its standard input, output and error, as a person at a shell
/// runs it (`isatty` is true for all three), and talks to it as `expect` does: wait for text, type a line.
///
/// What the program writes and what the terminal echoes are collected in ``transcript`` with `\r\n` made `\n`.
public final class TerminalSession: @unchecked Sendable {
    /// Why a session failed.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private let child: ChildProcess
    private let controller: Int32
    private var buffer = [UInt8]()
    /// Where the next ``expect(_:timeout:)`` starts looking.
    private var consumed = 0

    /// Starts the built product `executable` with `arguments`, `NO_COLOR=1`, `TERM=xterm` and `environment` added
    /// to this process's environment, started as every test starts programs (`ToolRunner.start`).
    public init(_ executable: String, _ arguments: [String], environment: [String: String] = [:], in directory: URL = TestPaths.packageRoot) throws {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        guard sanasto_openpty(&controller, &terminal, 24, 100) == 0 else {
            throw Failure(description: "openpty failed: \(String(cString: strerror(errno)))")
        }
        self.controller = controller
        var env = ["TERM": "xterm"]
        for (name, value) in environment { env[name] = value }
        do {
            child = try ToolRunner(executable).start(
                arguments, in: directory, environment: env, standardInput: .descriptor(terminal),
                standardOutput: .descriptor(terminal), standardError: .descriptor(terminal))
        } catch {
            close(terminal)
            close(controller)
            throw error
        }
        // Only the child keeps the terminal side open, so that reading the controller ends when the child exits.
        close(terminal)
    }

    deinit {
        // The child is killed when its `ChildProcess` goes, if it still runs.
        close(controller)
    }

    /// Everything seen so far, `\r\n` written `\n`.
    public var transcript: String {
        String(decoding: buffer, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// Waits until `text` appears after what earlier expectations consumed; returns the transcript up to its end.
    @discardableResult
    public func expect(_ text: String, timeout: TimeInterval = 15) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let seen = transcript
            let start = seen.index(seen.startIndex, offsetBy: min(consumed, seen.count))
            if let range = seen.range(of: text, range: start..<seen.endIndex) {
                consumed = seen.distance(from: seen.startIndex, to: range.upperBound)
                return String(seen[..<range.upperBound])
            }
            guard Date() < deadline else {
                throw Failure(description: "timed out waiting for \(String(reflecting: text)); the terminal shows:\n\(seen)")
            }
            guard readAvailable(until: deadline) else {
                throw Failure(description: "the program ended before \(String(reflecting: text)); the terminal shows:\n\(transcript)")
            }
        }
    }

    /// Types `line` and Return.
    public func send(_ line: String) throws {
        let bytes = Array((line + "\r").utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBufferPointer { sanasto_write(controller, $0.baseAddress, $0.count) }
            guard result > 0 else { throw Failure(description: "cannot write to the terminal: \(String(cString: strerror(errno)))") }
            written += result
        }
    }

    /// Types Ctrl-D (the end of the input, on an empty line).
    public func sendEndOfInput() throws {
        var byte: UInt8 = 4
        guard sanasto_write(controller, &byte, 1) == 1 else { throw Failure(description: "cannot write to the terminal") }
    }

    /// Waits for the program to exit, reading what it still writes; returns its exit status.
    public func waitForExit(timeout: TimeInterval = 15) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        // Bounded by the deadline too: a program that hangs without closing the terminal must not hang the test.
        while Date() < deadline, readAvailable(until: deadline) {}
        while child.isRunning {
            guard Date() < deadline else {
                child.signal(SIGKILL)
                throw Failure(description: "the program did not exit; the terminal shows:\n\(transcript)")
            }
            usleep(10_000)
        }
        return child.waitUntilExit()
    }

    /// Reads what is there (waiting up to the deadline for something); false once the program closed the terminal.
    private func readAvailable(until deadline: Date) -> Bool {
        var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, min(200, deadline.timeIntervalSinceNow * 1000)))
        let ready = poll(&poller, 1, milliseconds)
        guard ready > 0 else { return ready == 0 || errno == EINTR }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBufferPointer { read(controller, $0.baseAddress, $0.count) }
        // EIO on Linux, 0 elsewhere: the terminal side was closed by the exiting program.
        guard count > 0 else { return false }
        buffer += chunk[..<count]
        return true
    }
}
#endif
