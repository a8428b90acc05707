import Foundation
import Testing
@testable import TerminologyKit

@Suite struct StableUUIDTests {
    // Python's uuid.uuid5 over the same namespace and names (RFC 9562 version 5).
    @Test(arguments: [
        ("demo:biology", "addba7db-c00d-5541-b182-ab86bf841b75"),
        ("sää ja çiçek", "ba286557-a594-5736-bbf7-e8c91675712a"),
    ])
    func agreesWithRFC9562Version5(_ name: String, _ expected: String) {
        #expect(StableUUID.make(namespace: StableUUID.sanastoNamespace, name: name).uuidString.lowercased() == expected)
    }

    @Test func theDNSNamespaceExampleOfRFC9562() {
        // RFC 9562 appendix A.4: "www.example.com" in the DNS namespace.
        let dns = UUID(uuidString: "6ba7b810-9dad-11d1-80b4-00c04fd430c8")!
        #expect(StableUUID.make(namespace: dns, name: "www.example.com").uuidString.lowercased() == "2ed6657d-e927-568b-95e1-2665a8aea6a2")
    }

    @Test func sha1OfKnownMessages() {
        func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
        #expect(hex(SHA1.hash([])) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(hex(SHA1.hash(Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(SHA1.hash(Array(String(repeating: "a", count: 1000).utf8))) == "291e9a6c66994949b57ba5e650361e98fc36b1ba")
    }
}
