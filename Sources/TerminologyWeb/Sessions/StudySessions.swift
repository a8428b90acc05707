// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import TerminologyKit

/// Each device's study session in progress: the CLI's `StudySession`, kept between the requests that show a card,
/// check an answer and rate it, so that the web studies exactly as `sanasto study` does.
final class StudySessions: Sendable {
    /// A session and what the device last did with its current card.
    final class Entry: @unchecked Sendable {
        let session: StudySession
        let terminologyID: UUID?
        /// The answer typed for the current card, and how it compared.
        var typed: String?
        var answer: StudyAnswer?
        init(session: StudySession, terminologyID: UUID?) {
            self.session = session
            self.terminologyID = terminologyID
        }
    }

    // A device uses its session from one request at a time in practice; the lock makes two tabs safe, too.
    private let entries = Locked([String: Entry]())
    private let lock = NSLock()

    /// The device's session, if one is open.
    func entry(for deviceID: String) -> Entry? { entries.withLock { $0[deviceID] } }

    /// Starts (replacing any) a session for the device.
    func start(_ session: StudySession, terminologyID: UUID?, for deviceID: String) -> Entry {
        let entry = Entry(session: session, terminologyID: terminologyID)
        entries.withLock { entries in
            if entries.count > 10_000 { entries.removeAll() }
            entries[deviceID] = entry
        }
        return entry
    }

    /// Ends the device's session.
    func end(for deviceID: String) { _ = entries.withLock { $0.removeValue(forKey: deviceID) } }

    /// Runs `body` on an entry with no other request changing it meanwhile.
    func withEntry<T>(_ entry: Entry, _ body: (Entry) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(entry)
    }
}
#endif
