#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSanastoTestSupportShims
import Foundation

/// A program started by `ToolRunner.start`: its process identifier, pipes to its standard streams, and its exit.
///
/// Tests start programs through this and never through Foundation's `Process`, which on Linux (Swift 6.3.1)
/// crashes the whole test process once about 1,360 descriptors are open (it copies 256 bytes of every
/// `/proc/self/fd` entry's name, reading past glibc's buffer: swift-corelibs-foundation #5472), and leaks into
/// its child the pipes and sockets that other threads open while it spawns. Here the child gets only its three
/// standard streams (`closefrom(3)` at the spawn itself), and our pipes are close-on-exec from birth, so that
/// no other test's child holds their ends open. See `sanasto_spawn`.
///
/// A child still running when its `ChildProcess` goes away is killed, so that a failing test leaves none behind.
public final class ChildProcess: @unchecked Sendable {
    /// Where one of the child's standard streams goes.
    public enum Stream: Sendable {
        /// A pipe to this process (the matching handle below).
        case pipe
        /// `/dev/null`.
        case nullDevice
        /// A descriptor of this process, which stays this process's (a pseudo-terminal's side, for all three).
        case descriptor(Int32)

        /// The descriptor the child gets for a stream that is not a pipe (-1: `/dev/null`).
        var givenDescriptor: Int32 {
            if case .descriptor(let fd) = self { return fd }
            return -1
        }
    }

    /// A program that could not be started.
    public struct LaunchError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The child's process identifier.
    public let processIdentifier: pid_t
    /// The write end of the child's standard input, when it is a pipe.
    public let standardInput: FileHandle?
    /// The read end of the child's standard output, when it is a pipe.
    public let standardOutput: FileHandle?
    /// The read end of the child's standard error, when it is a pipe.
    public let standardError: FileHandle?

    /// The exit code once the child has been reaped; reaping happens only under `state`, so that `signal`
    /// can never reach another process that got the pid again.
    private let state = NSLock()
    private var exitCode: Int32?
    /// One thread at a time waits for the exit.
    private let waiting = NSLock()

    init(
        executable: URL, arguments: [String], directory: URL?, environment: [String: String],
        standardInput: Stream, standardOutput: Stream, standardError: Stream
    ) throws {
        // Each pipe: (the end the child gets, the end we keep).
        var pipes: [(child: Int32, ours: Int32)?] = []
        func closeAll() {
            for case let pipe? in pipes {
                _ = close(pipe.child)
                _ = close(pipe.ours)
            }
        }
        for (index, stream) in [standardInput, standardOutput, standardError].enumerated() {
            guard case .pipe = stream else {
                pipes.append(nil)
                continue
            }
            var fds: [Int32] = [-1, -1]
            guard sanasto_pipe(&fds) == 0 else {
                let code = errno
                closeAll()
                throw LaunchError(description: "could not make a pipe for \(executable.path): \(String(cString: strerror(code)))")
            }
            // fds[0] reads, fds[1] writes: the child reads its standard input and writes the others.
            pipes.append(index == 0 ? (child: fds[0], ours: fds[1]) : (child: fds[1], ours: fds[0]))
        }
        var pid: pid_t = 0
        let status = Self.withCStrings([executable.path] + arguments) { argv in
            Self.withCStrings(environment.map { "\($0.key)=\($0.value)" }) { envp in
                Self.withOptionalCString(directory?.path) { folder in
                    sanasto_spawn(
                        &pid, executable.path, argv, envp, folder, pipes[0]?.child ?? standardInput.givenDescriptor,
                        pipes[1]?.child ?? standardOutput.givenDescriptor, pipes[2]?.child ?? standardError.givenDescriptor)
                }
            }
        }
        guard let status, status == 0 else {
            closeAll()
            let reason = status.map { String(cString: strerror($0)) } ?? "out of memory"
            throw LaunchError(description: "could not start \(executable.path): \(reason)")
        }
        for case let pipe? in pipes { _ = close(pipe.child) }
        processIdentifier = pid
        self.standardInput = pipes[0].map { FileHandle(fileDescriptor: $0.ours, closeOnDealloc: true) }
        self.standardOutput = pipes[1].map { FileHandle(fileDescriptor: $0.ours, closeOnDealloc: true) }
        self.standardError = pipes[2].map { FileHandle(fileDescriptor: $0.ours, closeOnDealloc: true) }
    }

    deinit {
        if isRunning {
            signal(SIGKILL)
            _ = waitUntilExit()
        }
    }

    /// Writes `input` to the child's standard input and closes it, reads its standard output and error to
    /// their ends, all at once (so that no pipe fills up and stalls the child), then waits for it to exit.
    public func communicate(input: Data = Data()) throws -> (exitCode: Int32, standardOutput: Data, standardError: Data) {
        var pending = input
        var output = Data(), error = Data()
        // What is still open: our handles, and what each collects into.
        var open: [(handle: FileHandle, isInput: Bool)] = []
        if let standardInput {
            if pending.isEmpty {
                try standardInput.close()
            } else {
                let flags = fcntl(standardInput.fileDescriptor, F_GETFL)
                _ = fcntl(standardInput.fileDescriptor, F_SETFL, flags | O_NONBLOCK)
                open.append((standardInput, true))
            }
        }
        if let standardOutput { open.append((standardOutput, false)) }
        if let standardError { open.append((standardError, false)) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !open.isEmpty {
            var descriptors = open.map { pollfd(fd: $0.handle.fileDescriptor, events: Int16($0.isInput ? POLLOUT : POLLIN), revents: 0) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                throw LaunchError(description: "poll failed: \(String(cString: strerror(errno)))")
            }
            var finished: [Int] = []
            for (position, descriptor) in descriptors.enumerated() where descriptor.revents != 0 {
                let handle = open[position].handle
                if open[position].isInput {
                    let written = pending.withUnsafeBytes { sanasto_write(descriptor.fd, $0.baseAddress, min($0.count, 65536)) }
                    if written > 0 { pending.removeFirst(written) }
                    // The child may stop reading (and exit) before taking everything: it has what it wanted.
                    if pending.isEmpty || (written < 0 && errno != EAGAIN && errno != EINTR) { finished.append(position) }
                } else {
                    let count = buffer.withUnsafeMutableBytes { read(descriptor.fd, $0.baseAddress, $0.count) }
                    if count > 0 {
                        if handle === standardOutput { output.append(contentsOf: buffer[0..<count]) } else { error.append(contentsOf: buffer[0..<count]) }
                    } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                        finished.append(position)
                    }
                }
            }
            for position in finished.reversed() {
                try open[position].handle.close()
                open.remove(at: position)
            }
        }
        return (waitUntilExit(), output, error)
    }

    /// Blocks until the child exits; its exit status, or 128 + the number of the signal that ended it (as a
    /// shell reports it), or -1 when it cannot be known.
    @discardableResult
    public func waitUntilExit() -> Int32 {
        waiting.lock()
        defer { waiting.unlock() }
        while true {
            if let code = state.withLock({ exitCode }) { return code }
            // Waits without reaping: the pid stays the child's until `reap` below, under `state`.
            let waited = sanasto_wait_for_exit(processIdentifier)
            let reaped = state.withLock { () -> Bool in
                if exitCode != nil { return true }
                var code: Int32 = 0
                switch sanasto_reap(processIdentifier, &code) {
                case 1: exitCode = code
                case 0 where waited == 0: return false
                default: exitCode = -1
                }
                return true
            }
            if reaped, let code = state.withLock({ exitCode }) { return code }
        }
    }

    /// Whether the child is still running (reaping it if it has ended).
    public var isRunning: Bool {
        state.withLock {
            guard exitCode == nil else { return false }
            var code: Int32 = 0
            switch sanasto_reap(processIdentifier, &code) {
            case 0: return true
            case 1: exitCode = code
            default: exitCode = -1
            }
            return false
        }
    }

    /// Sends signal `number` to the child, unless it has already been reaped.
    public func signal(_ number: Int32) {
        state.withLock {
            guard exitCode == nil else { return }
            _ = kill(processIdentifier, number)
        }
    }

    /// Calls `body` with `strings` as a NULL-terminated array of C strings; nil when one could not be copied.
    private static func withCStrings<Result>(
        _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result?
    ) -> Result? {
        let copies = strings.map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        guard !copies.contains(where: { $0 == nil }) else { return nil }
        return (copies + [nil]).withUnsafeBufferPointer { buffer in buffer.baseAddress.flatMap(body) }
    }

    private static func withOptionalCString<Result>(_ string: String?, _ body: (UnsafePointer<CChar>?) -> Result) -> Result {
        guard let string else { return body(nil) }
        return string.withCString { body($0) }
    }
}
