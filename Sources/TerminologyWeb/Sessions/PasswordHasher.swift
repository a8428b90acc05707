import HTTPServer

/// The teacher's password as the library keeps it: PBKDF2 with HMAC-SHA-256 (RFC 8018) over a random salt, never the
/// password itself.
///
/// The stored form is `pbkdf2-sha256$<iterations>$<salt hex>$<hash hex>`, so that a later version can raise the
/// iterations and still check passwords stored before.
public enum PasswordHasher {
    /// The iterations new hashes use: enough to slow guessing from a stolen library, few enough that a sign-in on a
    /// laptop (this SHA-256 is portable Swift, not a tuned library) stays well under a second.
    public static let defaultIterations = 20_000

    /// The stored form of `password` with a new random salt.
    public static func hash(_ password: String, iterations: Int = defaultIterations) -> String {
        let salt = SecureToken.randomBytes(16)
        let derived = pbkdf2(password: Array(password.utf8), salt: salt, iterations: iterations)
        return "pbkdf2-sha256$\(iterations)$\(SecureToken.hex(salt))$\(SecureToken.hex(derived))"
    }

    /// Whether `password` is the one `stored` was made from (false for a stored form this version cannot read).
    public static func verify(_ password: String, against stored: String) -> Bool {
        let parts = stored.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "pbkdf2-sha256", let iterations = Int(parts[1]), (1...10_000_000).contains(iterations),
              let salt = SecureToken.bytes(fromHex: parts[2]), let expected = SecureToken.bytes(fromHex: parts[3]), !expected.isEmpty
        else { return false }
        let derived = pbkdf2(password: Array(password.utf8), salt: salt, iterations: iterations, length: expected.count)
        return SecureToken.constantTimeEqual(derived, expected)
    }

    /// HMAC-SHA-256 (RFC 2104).
    static func hmac(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var key = key.count > 64 ? SHA256.hash(key) : key
        key += [UInt8](repeating: 0, count: 64 - key.count)
        let inner = SHA256.hash(key.map { $0 ^ 0x36 } + message)
        return SHA256.hash(key.map { $0 ^ 0x5C } + inner)
    }

    /// PBKDF2-HMAC-SHA-256 (RFC 8018 §5.2), `length` bytes.
    static func pbkdf2(password: [UInt8], salt: [UInt8], iterations: Int, length: Int = 32) -> [UInt8] {
        var derived: [UInt8] = []
        var block: UInt32 = 1
        while derived.count < length {
            let index = [UInt8(block >> 24), UInt8(truncatingIfNeeded: block >> 16), UInt8(truncatingIfNeeded: block >> 8), UInt8(truncatingIfNeeded: block)]
            var u = hmac(key: password, message: salt + index)
            var t = u
            for _ in 1..<max(iterations, 1) {
                u = hmac(key: password, message: u)
                for position in t.indices { t[position] ^= u[position] }
            }
            derived += t
            block += 1
        }
        return Array(derived.prefix(length))
    }
}
