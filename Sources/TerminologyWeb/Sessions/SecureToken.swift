/// Random tokens (device cookies, CSRF tokens, the teacher's sign-in token, class codes) and the comparisons they need.
///
/// Randomness comes from `SystemRandomNumberGenerator`, the system's cryptographically secure source (`getrandom` on
/// Linux, `arc4random` on Apple platforms).
public enum SecureToken {
    /// `count` random bytes.
    public static func randomBytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// A token of `byteCount` random bytes in lower-case hex.
    public static func make(byteCount: Int = 32) -> String { hex(randomBytes(byteCount)) }

    /// A code people type: `length` characters from an alphabet without look-alikes (no 0/O, 1/I/L).
    public static func code(length: Int = 6) -> String {
        let alphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
    }

    /// `bytes` in lower-case hex.
    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] }, as: UTF8.self)
    }

    /// The bytes `text` spells in hex, or nil when it is not an even number of hex digits.
    public static func bytes(fromHex text: some StringProtocol) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = value(digits[index]), let low = value(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    private static func value(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Whether two byte strings are equal, in a time that depends only on their lengths (a guess learns nothing from
    /// how long the comparison took).
    public static func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for index in lhs.indices { difference |= lhs[index] ^ rhs[index] }
        return difference == 0
    }

    /// Whether two texts are equal, compared as `constantTimeEqual` compares bytes.
    public static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
        constantTimeEqual(Array(lhs.utf8), Array(rhs.utf8))
    }
}
