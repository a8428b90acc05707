import Foundation
import _SanastoTestSupport

/// Reads a child process's output as it arrives (a server's printed address, an event stream).
enum OutputReader {
    /// Reads `handle` until `marker` has arrived, the stream ends, or `seconds` pass; returns what was read.
    static func read(_ handle: FileHandle, until marker: String, seconds: Double = 120) async throws -> String {
        try await offload {
            var text = ""
            let deadline = Date().addingTimeInterval(seconds)
            while !text.contains(marker), Date() < deadline {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            return text
        }
    }
}
