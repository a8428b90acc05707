import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

@Suite struct TerminologyStoreTests {
    struct Failure: Error {}

    @Test(arguments: StoreBackendFactory.all)
    func opensANewLibraryAtTheLatestVersion(_ factory: StoreBackendFactory) throws {
        let fixture = try StoreFixture(factory)
        #expect(try fixture.store.schemaVersion() == TerminologyStore.currentSchemaVersion)
        #expect(try fixture.store.integrityProblems() == [])
        #expect(try fixture.store.read { try $0.terminologies() } == [])
    }

    @Test(arguments: StoreBackendFactory.all)
    func reopeningKeepsEverything(_ factory: StoreBackendFactory) throws {
        let fixture = try StoreFixture(factory)
        let (terminology, _) = try fixture.makeTerminology(categories: ["Soluhengitys"])
        fixture.store.close()
        let reopened = try TerminologyStore(backend: fixture.backend)
        let read = try reopened.read { try $0.terminology(id: terminology.id) }
        #expect(read == terminology)
        #expect(try reopened.read { try $0.categories(of: terminology.id).map(\.name) } == ["Soluhengitys"])
    }

    @Test(arguments: StoreBackendFactory.all)
    func refusesALibraryFromANewerVersionWithoutChangingIt(_ factory: StoreBackendFactory) throws {
        let fixture = try StoreFixture(factory)
        let (terminology, _) = try fixture.makeTerminology()
        fixture.store.close()
        let connection = try fixture.backend.connect()
        try connection.begin(.write)
        try connection.setSchemaVersion(TerminologyStore.currentSchemaVersion + 1)
        try connection.commit()
        connection.close()
        expectStoreError(.newerLibrary(version: 0, supported: 0), containing: "cannot open library: the library was written by a newer version of Sanasto (schema version \(TerminologyStore.currentSchemaVersion + 1)") {
            _ = try TerminologyStore(backend: fixture.backend)
        }
        let check = try fixture.backend.connect()
        #expect(try check.schemaVersion() == TerminologyStore.currentSchemaVersion + 1)
        check.close()
        // Put back, the data is all there.
        let restore = try fixture.backend.connect()
        try restore.begin(.write)
        try restore.setSchemaVersion(TerminologyStore.currentSchemaVersion)
        try restore.commit()
        restore.close()
        #expect(try TerminologyStore(backend: fixture.backend).read { try $0.terminology(id: terminology.id) } == terminology)
    }

    @Test(arguments: StoreBackendFactory.all)
    func aThrowingWriteLeavesNothingBehind(_ factory: StoreBackendFactory) throws {
        let fixture = try StoreFixture(factory)
        #expect(throws: Failure.self) {
            try fixture.store.write { library in
                let terminology = try library.createTerminology(StoreFixture.terminology())
                try library.addCategory(named: "Soluhengitys", to: terminology.id)
                throw Failure()
            }
        }
        #expect(try fixture.store.read { try $0.terminologies() } == [])
    }

    @Test(arguments: StoreBackendFactory.all)
    func aFailedOperationRollsBackTheWholeCommand(_ factory: StoreBackendFactory) throws {
        let fixture = try StoreFixture(factory)
        let (terminology, _) = try fixture.makeTerminology()
        // An import whose 51st concept is bad: none of the 50 before it stay.
        expectStoreError(.invalid(""), containing: "cannot add concept: the terminology has no language de") {
            try fixture.store.write { library in
                for index in 0..<50 {
                    try library.addConcept(StoreFixture.concept([(StoreFixture.fi, "termi \(index)")], in: terminology.id))
                }
                try library.addConcept(StoreFixture.concept([(LanguageTag(unchecked: "de"), "Zelle")], in: terminology.id))
            }
        }
        #expect(try fixture.store.read { try $0.conceptCount(in: .terminology(terminology.id)) } == 0)
        #expect(try fixture.store.read { try $0.search("termi") } == [])
        #expect(try fixture.store.read { try $0.terminology(id: terminology.id)?.revision } == 1)
        #expect(try fixture.store.integrityProblems() == [])
    }

    @Test(arguments: StoreBackendFactory.all)
    func errorsNameTheOperationAndTheLibrary(_ factory: StoreBackendFactory) throws {
        let fixture = try StoreFixture(factory)
        let missing = UUID()
        do {
            try fixture.store.write { try $0.renameCategory(id: missing, to: "X") }
            Issue.record("renaming a missing category succeeded")
        } catch let error as StoreError {
            #expect(error.description == "\(fixture.backend.location): cannot rename category: no category with id \(missing)")
            #expect(error.operation == "rename category")
        }
    }

    @Test(arguments: StoreBackendFactory.all)
    func callingTheStoreInsideATransactionIsRefused(_ factory: StoreBackendFactory) throws {
        let fixture = try StoreFixture(factory)
        expectStoreError(.misuse(""), containing: "called from inside a transaction") {
            try fixture.store.write { _ in try fixture.store.read { _ in } }
        }
        // The store still works afterwards.
        try fixture.makeTerminology()
    }

    @Test(arguments: StoreBackendFactory.all)
    func aReaderCannotBeUsedAfterItsTransaction(_ factory: StoreBackendFactory) throws {
        let fixture = try StoreFixture(factory)
        let escaped = try fixture.store.read { $0 }
        expectStoreError(.misuse(""), containing: "a transaction was used after it ended") {
            _ = try escaped.terminologies()
        }
    }

    /// A writer waits for another connection's write lock (SQLite's `BEGIN IMMEDIATE`, PostgreSQL's advisory
    /// lock); a reader waits for nobody.
    @Test(arguments: StoreBackendFactory.all)
    func aWriterWaitsForAnotherConnectionsWriteLockAndAReaderDoesNot(_ factory: StoreBackendFactory) throws {
        let fixture = try StoreFixture(factory)
        let (terminology, _) = try fixture.makeTerminology()
        let holder = try fixture.backend.connect()
        try holder.begin(.write)
        let released = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let releasing = holder
        DispatchQueue.global().async {
            usleep(300_000)
            try? releasing.commit()
            released.signal()
        }
        let start = Date()
        try fixture.store.write { try $0.addCategory(named: "Odotettu", to: terminology.id) }
        #expect(Date().timeIntervalSince(start) >= 0.25)
        released.wait()
        try holder.begin(.write)
        let readStart = Date()
        #expect(try fixture.store.read { try $0.categories(of: terminology.id).map(\.name) } == ["Odotettu"])
        #expect(Date().timeIntervalSince(readStart) < 0.25)
        holder.rollback()
        holder.close()
    }

    @Test(arguments: StoreBackendFactory.all)
    func aLockHeldPastTheBusyTimeoutIsAClearError(_ factory: StoreBackendFactory) throws {
        let fixture = try StoreFixture(factory)
        let (terminology, _) = try fixture.makeTerminology()
        let impatient = try fixture.secondStore(busyTimeout: .milliseconds(100))
        let holder = try fixture.backend.connect()
        try holder.begin(.write)
        expectStoreError(.busy(""), containing: "cannot write to library: the library is in use by another process that did not finish within the busy timeout") {
            _ = try impatient.write { try $0.addCategory(named: "Kiireinen", to: terminology.id) }
        }
        holder.rollback()
        holder.close()
        #expect(try impatient.write { try $0.addCategory(named: "Kiireinen", to: terminology.id) }.name == "Kiireinen")
    }

    @Test(arguments: StoreBackendFactory.all)
    func twoConnectionsWritingAtOnceNeverSeeALock(_ factory: StoreBackendFactory) throws {
        let fixture = try StoreFixture(factory)
        let (terminology, _) = try fixture.makeTerminology()
        let stores = [fixture.store, try fixture.secondStore()]
        let errors = Locked<[String]>([])
        let group = DispatchGroup()
        for (index, store) in stores.enumerated() {
            DispatchQueue.global().async(group: group) {
                for round in 0..<60 {
                    do {
                        try store.write { library in
                            try library.addConcept(StoreFixture.concept([(StoreFixture.fi, "termi \(index)-\(round)")], in: terminology.id))
                            // Hold the write lock a moment, so that the other connection has to wait for it.
                            if round % 10 == 0 { usleep(2_000) }
                        }
                        _ = try store.read { try $0.conceptCount(in: .library) }
                    } catch {
                        errors.withLock { $0.append("\(error)") }
                    }
                }
            }
        }
        group.wait()
        #expect(errors.withLock { $0 } == [])
        #expect(try fixture.store.read { try $0.conceptCount(in: .terminology(terminology.id)) } == 120)
        // One revision per write transaction.
        #expect(try fixture.store.read { try $0.terminology(id: terminology.id)?.revision } == 121)
        #expect(try fixture.store.integrityProblems() == [])
    }
}

/// A value behind a lock, for tests that collect results from several threads.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
