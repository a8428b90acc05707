import Foundation
import Testing
@testable import StringResources
import _SanastoTestSupport

/// Xcode's key order computed without Foundation for printable-ASCII keys agrees with Foundation's
/// `localizedStandardCompare` wherever it decides, and leaves the rest to it.
extension JSONKeyOrderTests {
    /// Checks every pair in both directions; returns how many pairs the fast path decided.
    @discardableResult
    static func expectAgreement(_ keys: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        var decided = 0
        for lhs in keys {
            for rhs in keys {
                guard let fast = JSONKeyOrder.asciiPrecedes(lhs, rhs) else { continue }
                decided += 1
                let foundation = JSONKeyOrder.foundationPrecedes(lhs, rhs)
                #expect(fast == foundation, "\(lhs.debugDescription) < \(rhs.debugDescription)", sourceLocation: sourceLocation)
                if fast != foundation { return decided }
            }
        }
        return decided
    }

    static let printable = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }

    @Test func everyPairOfPrintableCharacters() {
        let decided = Self.expectAgreement(Self.printable)
        #expect(decided > 8_000)
        // The same characters after a common prefix and before a common suffix.
        Self.expectAgreement(Self.printable.map { "key" + $0 + "1" } + Self.printable.map { "key" + $0 })
    }

    @Test func numbersDigitsAndPrefixes() {
        let keys = ["", "1", "01", "001", "2", "10", "a", "A", "a1", "a01", "a2", "a10", "A10", "a 1", "a-1", "a_1", "a.1", "1a",
                    "1 a", "x.9", "x.10", "1.5", "1.10", "99999999999999999999", "100000000000000000000", "item", "Item 2",
                    "item 10", "%lld items", "%@ and %lld", "%#@files@", "$5", "~x", "a$", "0", "00", "a0", "ab", "a-b", "a b"]
        let decided = Self.expectAgreement(keys)
        #expect(decided > keys.count * keys.count / 2)
    }

    /// Every object key of every catalog at hand (the example app's, the fixtures', the peers' in `../shared`).
    @Test func everyFixtureCatalogsKeys() throws {
        var catalogs = [TestPaths.packageRoot.appendingPathComponent("Examples/Terminology")]
        catalogs.append(TestPaths.fixtures(of: "StringResourcesTests"))
        if TestPaths.hasShared { catalogs.append(TestPaths.sharedFixtures) }
        var checked = 0
        for root in catalogs {
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = files?.nextObject() as? URL {
                guard url.pathExtension == "xcstrings", let data = try? Data(contentsOf: url),
                      let document = try? JSONDocument(bytes: Array(data)) else { continue }
                var keys = Set<String>()
                func collect(_ value: JSONValue) {
                    if case .object(let members) = value.kind {
                        for member in members { keys.insert(member.key); collect(member.value) }
                    } else if case .array(let elements) = value.kind {
                        elements.forEach(collect)
                    }
                }
                collect(document.root)
                Self.expectAgreement(Array(keys).sorted())
                checked += 1
            }
        }
        #expect(checked >= 3)
    }

    /// Random keys of letters in both cases, digits, punctuation, spaces and some non-ASCII characters (which
    /// the fast path leaves to Foundation).
    @Test(arguments: [1, 2, 3, 4])
    func randomKeys(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let alphabet = Array("aAbBzZ0123456789 _-.,:;!?'\"()[]{}@*/\\&#%`^+<=>|~$") + ["é", "ß", "漢", "\t"]
        var keys: [String] = []
        for _ in 0..<300 {
            let length = Int.random(in: 0...8, using: &generator)
            keys.append(String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }))
        }
        Self.expectAgreement(keys)
    }

    @Test func sortingAgreesWithFoundationSorting() {
        var generator = SeededGenerator(seed: 7)
        let words = ["Save", "save", "item", "Item", "%lld", "files", "10", "2", "a-b", "ab", "a b", "Settings", "…"]
        let keys = (0..<500).map { _ in
            (0..<3).map { _ in words[Int.random(in: 0..<words.count, using: &generator)] }.joined(separator: " ")
                + (Bool.random(using: &generator) ? " \(Int.random(in: 0..<200, using: &generator))" : "")
        }
        let unique = Array(Set(keys)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(unique.sorted(by: JSONKeyOrder.precedes) == unique.sorted(by: JSONKeyOrder.foundationPrecedes))
    }
}
