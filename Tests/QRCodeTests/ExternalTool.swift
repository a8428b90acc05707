import Foundation

/// Runs a program outside the package (zbarimg, python3) found on PATH, for the conformance suites.
struct ExternalTool {
    /// The program's absolute path.
    let url: URL

    /// The program `name` on PATH, or nil where it is not installed.
    init?(_ name: String) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                url = candidate
                return
            }
        }
        return nil
    }

    /// Runs the program with `arguments`, feeding `input`, and returns its exit code and output.
    func run(_ arguments: [String], input: Data? = nil) throws -> (status: Int32, output: Data, error: String) {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        // Standard error is drained on another thread so that neither pipe can fill and block the child.
        let errorReader = DispatchQueue(label: "stderr")
        nonisolated(unsafe) var errorData = Data()
        let group = DispatchGroup()
        errorReader.async(group: group) { errorData = err.fileHandleForReading.readDataToEndOfFile() }
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, output, String(decoding: errorData, as: UTF8.self))
    }
}
