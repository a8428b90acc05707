import Foundation
import Testing
import TerminologyKit
@testable import TerminologyWeb
import _SanastoTestSupport

@Suite("PasswordHasher")
struct PasswordHasherTests {
    static func hex(_ bytes: [UInt8]) -> String { SecureToken.hex(bytes) }

    @Test("HMAC-SHA-256 gives RFC 4231's results", arguments: [
        ([UInt8](repeating: 0x0b, count: 20), Array("Hi There".utf8), "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
        (Array("Jefe".utf8), Array("what do ya want for nothing?".utf8), "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
        ([UInt8](repeating: 0xaa, count: 131), Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
         "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
    ])
    func hmac(key: [UInt8], message: [UInt8], expected: String) {
        #expect(Self.hex(PasswordHasher.hmac(key: key, message: message)) == expected)
    }

    @Test("PBKDF2-HMAC-SHA-256 gives the published vectors", arguments: [
        ("password", "salt", 1, 32, "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b"),
        ("password", "salt", 2, 32, "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43"),
        ("password", "salt", 4096, 32, "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a"),
        ("passwd", "salt", 1, 64, "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"),
    ])
    func pbkdf2(password: String, salt: String, iterations: Int, length: Int, expected: String) {
        #expect(Self.hex(PasswordHasher.pbkdf2(password: Array(password.utf8), salt: Array(salt.utf8), iterations: iterations, length: length)) == expected)
    }

    @Test("a stored hash verifies its password only, and a malformed one verifies nothing", arguments: [
        ("correct horse", "correct horse", true), ("correct horse", "correct horse ", false), ("correct horse", "", false),
        ("ääkköset ja ğüşıöç", "ääkköset ja ğüşıöç", true),
    ])
    func verify(password: String, attempt: String, accepted: Bool) {
        let stored = PasswordHasher.hash(password, iterations: 1000)
        #expect(stored.hasPrefix("pbkdf2-sha256$1000$"))
        #expect(!stored.contains(password) || password.isEmpty)
        #expect(PasswordHasher.verify(attempt, against: stored) == accepted)
        #expect(PasswordHasher.hash(password, iterations: 1000) != stored, "a new salt every time")
        for broken in ["", "pbkdf2-sha256$x$00$00", "md5$1$00$00", "pbkdf2-sha256$0$00$00", "pbkdf2-sha256$1000$zz$00", stored + "$"] {
            #expect(!PasswordHasher.verify(password, against: broken))
        }
    }
}

@Suite("HTMLWriter")
struct HTMLWriterTests {
    @Test("text and attribute values are escaped", arguments: [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"), ("a & b", "a &amp; b"), ("\"x\" 'y'", "&quot;x&quot; &#39;y&#39;"),
        ("Kategoriassa on 40 termiä", "Kategoriassa on 40 termiä"), ("", ""),
        // A combining mark after a quote makes one character of both: the quote is still escaped, and kept once.
        ("\"\u{301}x<\u{301}", "&quot;\u{301}x&lt;\u{301}"), ("é<é>", "é&lt;é&gt;"), ("<", "&lt;"), ("x&", "x&amp;"),
    ])
    func escape(text: String, escaped: String) {
        #expect(HTMLWriter.escape(text) == escaped)
        let html = HTMLWriter()
        html.element("p", ["title": text, "hidden": "", "absent": nil], text: text)
        // An empty value is written bare, which HTML reads as the empty string (and a boolean attribute as set).
        let title = text.isEmpty ? " title" : " title=\"\(escaped)\""
        #expect(html.output == "<p\(title) hidden>\(escaped)</p>")
    }
}

@Suite("SignInLimiter")
struct SignInLimiterTests {
    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_000_000)
    }

    @Test("an address waits after its limit of failures, until the window has passed", arguments: [1, 3, 5])
    func limit(count: Int) {
        let clock = Clock()
        let limiter = SignInLimiter(limit: count, window: 60) { clock.now }
        for _ in 0..<count {
            #expect(limiter.retryAfter("10.0.0.1") == nil)
            limiter.recordFailure("10.0.0.1")
        }
        #expect(limiter.retryAfter("10.0.0.1") == 60)
        #expect(limiter.retryAfter("10.0.0.2") == nil, "another address is not limited")
        clock.now += 59
        #expect(limiter.retryAfter("10.0.0.1") == 1)
        clock.now += 1
        #expect(limiter.retryAfter("10.0.0.1") == nil)
        limiter.recordFailure("10.0.0.2")
        limiter.reset("10.0.0.2")
        #expect(limiter.retryAfter("10.0.0.2") == nil)
    }
}

@Suite("DeviceRegistry")
struct DeviceRegistryTests {
    @Test("joined devices survive a restart by the hash of their secret; visitors do not, and are bounded")
    func persistence() throws {
        let folder = try TemporaryFolder()
        let store = try TerminologyStore(url: folder.appending("library.sqlite"))
        let registry = try DeviceRegistry(store: store, visitorLimit: 3)
        let (secret, visitor) = registry.makeVisitor()
        var joined = visitor
        joined.role = .student
        joined.name = "Aino <b>"
        joined.sharesDifficulty = true
        try registry.update(secret: secret, joined)
        let (visitorSecret, _) = registry.makeVisitor()
        let kept = try #require(try store.read { try $0.setting(DeviceRegistry.settingsKey) })
        #expect(!kept.contains(secret), "only the secret's hash is stored")
        let restarted = try DeviceRegistry(store: store)
        #expect(restarted.device(secret: secret) == joined)
        #expect(restarted.device(secret: visitorSecret) == nil)
        #expect(restarted.device(secret: "nothing") == nil)
        let secrets = (0..<5).map { _ in registry.makeVisitor().secret }
        #expect(secrets.prefix(2).allSatisfy { registry.device(secret: $0) == nil })
        #expect(secrets.suffix(3).allSatisfy { registry.device(secret: $0) != nil })
        #expect(registry.device(secret: secret) == joined, "joined devices are never evicted")
    }

    @Test("class codes avoid look-alike characters and accept what people type", arguments: ["ab-cd 23", "AB CD 23", "abcd23"])
    func classCode(typed: String) throws {
        let store = try TerminologyStore(url: try TemporaryFolder().appending("library.sqlite"))
        try store.write { try $0.setSetting("ABCD23", for: ClassCredentials.classCodeKey) }
        let credentials = try ClassCredentials(store: store)
        #expect(credentials.acceptsClassCode(typed))
        #expect(!credentials.acceptsClassCode("ABCD24") && !credentials.acceptsClassCode(""))
        let code = SecureToken.code(length: 200)
        #expect(!code.contains { "0O1IL".contains($0) })
    }
}
