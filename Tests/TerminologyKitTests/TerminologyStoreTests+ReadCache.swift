import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

/// `cachedRead`: a result is reused only while the library has not changed, through this store or another connection.
extension TerminologyStoreTests {
    @Test(arguments: StoreBackendFactory.all)
    func cachedReadsSeeEveryChange(_ factory: StoreBackendFactory) throws {
        let fixture = try StoreFixture(factory)
        var runs = 0
        func titles() throws -> [String] {
            try fixture.store.cachedRead("titles") { reader in
                runs += 1
                return try reader.terminologies().map(\.title).sorted()
            }
        }
        // SQLite tells other connections' commits (data_version); a backend that cannot keeps nothing.
        let keeps = factory.name == "SQLite"
        #expect(try titles() == [])
        #expect(try titles() == [])
        #expect(runs == (keeps ? 1 : 2))

        _ = try fixture.makeTerminology("Ensimmäinen")
        #expect(try titles() == ["Ensimmäinen"], "a write through this store")
        #expect(try titles() == ["Ensimmäinen"])
        #expect(runs == (keeps ? 2 : 4))

        let other = try fixture.secondStore()
        try other.write { _ = try $0.createTerminology(StoreFixture.terminology("Toinen")) }
        #expect(try titles() == ["Ensimmäinen", "Toinen"], "a write through another connection (another process)")

        // A write that throws changes nothing, and what was read stays right.
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try fixture.store.write { library in
                _ = try library.createTerminology(StoreFixture.terminology("Kolmas"))
                throw Refused()
            }
        }
        #expect(try titles() == ["Ensimmäinen", "Toinen"])

        // An optional result: nil is kept as nil, and a miss is never read as a kept nil.
        var settingRuns = 0
        func setting() throws -> String? {
            try fixture.store.cachedRead("setting") { reader in
                settingRuns += 1
                return try reader.setting("focus")
            }
        }
        #expect(try setting() == nil)
        #expect(try setting() == nil)
        #expect(settingRuns == (keeps ? 1 : 2))
        try fixture.store.write { try $0.setSetting("on", for: "focus") }
        #expect(try setting() == "on")

        // Keys are separate results.
        #expect(try fixture.store.cachedRead("count") { try $0.terminologies().count } == 2)
        #expect(try titles() == ["Ensimmäinen", "Toinen"])
    }

    @Test func theReadCacheStartsOverWhenFullOrWhenTheGenerationChanges() {
        let cache = StoreReadCache(limit: 2)
        let first = StoreReadCache.Generation(ownWrites: 0, external: 1)
        cache.keep(1, for: "a", in: first)
        cache.keep(2, for: "b", in: first)
        #expect(cache.result(for: "a", in: first) as? Int == 1)
        cache.keep(3, for: "c", in: first)
        #expect(cache.result(for: "a", in: first) == nil, "full: started over")
        #expect(cache.result(for: "c", in: first) as? Int == 3)
        #expect(cache.result(for: "c", in: StoreReadCache.Generation(ownWrites: 1, external: 1)) == nil)
        #expect(cache.result(for: "c", in: first) == nil, "an old generation's results are gone")
    }
}
