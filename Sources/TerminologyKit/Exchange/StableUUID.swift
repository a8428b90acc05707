import Foundation

/// Name-based UUIDs (RFC 9562 version 5, SHA-1): the same namespace and name always give the same id.
///
/// Imports use them for what a file names without a UUID (a TBX entry `c42`, a CSV row's first term, a
/// category's name), so that importing the same file again, or its update, finds the same concepts.
enum StableUUID {
    /// Sanasto's namespace for ids derived from names that belong to no terminology.
    static let sanastoNamespace = UUID(uuid: (0x6F, 0x2A, 0x1C, 0x5E, 0x8B, 0x3D, 0x4F, 0x71, 0x9A, 0x0E, 0x52, 0xC4, 0x7D, 0x13, 0xB8, 0x96))

    /// The version-5 UUID of `name` in `namespace`.
    static func make(namespace: UUID, name: String) -> UUID {
        var bytes = withUnsafeBytes(of: namespace.uuid) { Array($0) }
        bytes.append(contentsOf: name.utf8)
        var digest = SHA1.digest(bytes)
        digest.6 = (digest.6 & 0x0F) | 0x50
        digest.8 = (digest.8 & 0x3F) | 0x80
        return UUID(uuid: digest)
    }
}

/// SHA-1, for name-based UUIDs only (not for anything that needs a secure hash).
///
/// It runs once for every entry an import names without a UUID, so it works on the bytes in place, without
/// padding a copy of the message or allocating its schedule.
enum SHA1 {
    /// The 20-byte digest.
    static func hash(_ message: [UInt8]) -> [UInt8] {
        let h = words(message)
        var digest: [UInt8] = []
        for word in [h.0, h.1, h.2, h.3, h.4] {
            digest += [UInt8(word >> 24), UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF)]
        }
        return digest
    }

    /// The first 16 bytes of the digest (what a UUID takes).
    static func digest(_ message: [UInt8]) -> uuid_t {
        let h = words(message)
        func bytes(_ word: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
            (UInt8(word >> 24), UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF))
        }
        let a = bytes(h.0), b = bytes(h.1), c = bytes(h.2), d = bytes(h.3)
        return (a.0, a.1, a.2, a.3, b.0, b.1, b.2, b.3, c.0, c.1, c.2, c.3, d.0, d.1, d.2, d.3)
    }

    /// The five words of the digest.
    private static func words(_ message: [UInt8]) -> (UInt32, UInt32, UInt32, UInt32, UInt32) {
        var h: (UInt32, UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0)
        let bitLength = UInt64(message.count) * 8
        // The padded message is the message, 0x80, zeros, and the bit length in 8 bytes: its blocks are read
        // through `byte(at:)` rather than built.
        let paddedCount = (message.count + 8) / 64 * 64 + 64
        message.withUnsafeBufferPointer { input in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { w in
                func byte(at index: Int) -> UInt32 {
                    if index < input.count { return UInt32(input[index]) }
                    if index == input.count { return 0x80 }
                    let fromEnd = paddedCount - 1 - index
                    return fromEnd < 8 ? UInt32(truncatingIfNeeded: bitLength >> UInt64(fromEnd * 8)) : 0
                }
                var chunk = 0
                while chunk < paddedCount {
                    if chunk + 64 <= input.count {
                        for i in 0..<16 {
                            let b = chunk + i * 4
                            w[i] = UInt32(input[b]) << 24 | UInt32(input[b + 1]) << 16 | UInt32(input[b + 2]) << 8 | UInt32(input[b + 3])
                        }
                    } else {
                        for i in 0..<16 {
                            let b = chunk + i * 4
                            w[i] = byte(at: b) << 24 | byte(at: b + 1) << 16 | byte(at: b + 2) << 8 | byte(at: b + 3)
                        }
                    }
                    for i in 16..<80 {
                        let value = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
                        w[i] = value << 1 | value >> 31
                    }
                    var (a, b, c, d, e) = h
                    for i in 0..<80 {
                        let f: UInt32, k: UInt32
                        switch i {
                        case 0..<20: f = (b & c) | (~b & d); k = 0x5A82_7999
                        case 20..<40: f = b ^ c ^ d; k = 0x6ED9_EBA1
                        case 40..<60: f = (b & c) | (b & d) | (c & d); k = 0x8F1B_BCDC
                        default: f = b ^ c ^ d; k = 0xCA62_C1D6
                        }
                        let temp = (a << 5 | a >> 27) &+ f &+ e &+ k &+ w[i]
                        e = d
                        d = c
                        c = b << 30 | b >> 2
                        b = a
                        a = temp
                    }
                    h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e)
                    chunk += 64
                }
            }
        }
        return h
    }
}
