import Foundation
import Testing
@testable import TerminologyKit

@Suite struct TimestampTests {
    static let texts: [(String, Int64)] = [
        ("1970-01-01T00:00:00.000000Z", 0),
        ("2022-11-29T12:30:00.000000Z", 1_669_725_000_000_000),
        ("2024-02-29T23:59:59.999999Z", 1_709_251_199_999_999),
        ("1969-12-31T23:59:59.999999Z", -1),
        ("2400-03-01T00:00:00.000001Z", 13_574_649_600_000_001),
    ]

    @Test(arguments: texts)
    func iso8601BothWays(_ text: String, _ microseconds: Int64) {
        #expect(Timestamp(microseconds: microseconds).iso8601 == text)
        #expect(Timestamp(iso8601: text)?.microseconds == microseconds)
    }

    @Test(arguments: ["2022-11-29T12:30:00Z", "2022-11-29T12:30:00.5Z"])
    func readsShortForms(_ text: String) {
        #expect(Timestamp(iso8601: text) != nil)
    }

    @Test(arguments: ["", "2022-11-29", "2022-13-01T00:00:00Z", "2022-11-29T12:30:00+02:00", "2022-11-29T12:30:00.1234567Z"])
    func refusesMalformed(_ text: String) {
        #expect(Timestamp(iso8601: text) == nil)
    }

    @Test func daysRoundDownLikePython() {
        let start = Timestamp(microseconds: 0)
        #expect(Timestamp(microseconds: Timestamp.microsecondsPerDay - 1).days(since: start) == 0)
        #expect(Timestamp(microseconds: Timestamp.microsecondsPerDay).days(since: start) == 1)
        #expect(Timestamp(microseconds: -1).days(since: start) == -1)
    }

    @Test func dateRoundTripKeepsMicroseconds() {
        for micros: Int64 in [0, 1, 1_669_725_000_123_457, 4_102_444_800_999_999] {
            #expect(Timestamp(Timestamp(microseconds: micros).date).microseconds == micros)
        }
        #expect(Timestamp(Date(timeIntervalSince1970: .infinity)).microseconds == .max)
    }
}

@Suite struct UUIDDatabaseTextTests {
    @Test func writesAndReadsTheCanonicalForm() {
        for _ in 0..<100 {
            let id = UUID()
            #expect(id.databaseText == id.uuidString.lowercased())
            #expect(UUID(databaseText: id.databaseText) == id)
            #expect(UUID(databaseText: id.uuidString) == id)
        }
    }

    @Test(arguments: ["", "not a uuid", "3f2b1c4d-0000-0000-0000-00000000000", "3f2b1c4d-0000-0000-0000-0000000000000", "3f2b1c4d_0000-0000-0000-000000000000", "3f2b1c4d-0000-0000-0000-00000000000g"])
    func refusesMalformedText(_ text: String) {
        #expect(UUID(databaseText: text) == nil)
    }
}
