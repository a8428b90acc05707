import Foundation
import Testing
@testable import StringResources

/// A binary property list may reference one object from many places; a file whose arrays each
/// reference the next one twice expands to 2^depth values. Reading it must fail fast, not hang.
@Suite struct ReviewBinaryPropertyListTests {
    /// `depth` arrays, each `[next, next]`, ending in `true`.
    static func doublingList(depth: Int) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in 0..<depth {
            offsets.append(bytes.count)
            bytes += [0xA2, UInt8(object + 1), UInt8(object + 1)]
        }
        offsets.append(bytes.count)
        bytes.append(0x09)
        let tableOffset = bytes.count
        bytes += offsets.map { UInt8($0) }
        func eight(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + eight(depth + 1) + eight(0) + eight(tableOffset)
        return bytes
    }

    @Test func sharedReferencesThatExplodeAreAnError() {
        let error = #expect(throws: ResourceError.self) { try PropertyList(parsing: Data(Self.doublingList(depth: 20))) }
        #expect(error?.message.contains("malformed binary property list") == true)
    }

    @Test func aFewSharedReferencesAreFine() throws {
        // 2^3 leaves: legitimate sharing still reads.
        let value = try PropertyList(parsing: Data(Self.doublingList(depth: 3)))
        guard case .array(let top) = value, case .array(let second) = top[0] else {
            Issue.record("expected nested arrays, got \(value)")
            return
        }
        #expect(top.count == 2 && second.count == 2)
    }
}
