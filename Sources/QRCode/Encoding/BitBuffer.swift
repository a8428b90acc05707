/// A growing sequence of bits, most significant first, packed into bytes as the codewords are.
struct BitBuffer: Sendable {
    private(set) var bytes: [UInt8] = []
    private(set) var count = 0

    init(reservingBits capacity: Int = 0) { bytes.reserveCapacity((capacity + 7) / 8) }

    /// Appends the low `count` bits of `value`, most significant first.
    mutating func append(_ value: UInt32, count bitCount: Int) {
        precondition(bitCount >= 0 && bitCount <= 32 && (bitCount == 32 || value >> bitCount == 0))
        var remaining = bitCount
        while remaining > 0 {
            let used = count & 7
            if used == 0 { bytes.append(0) }
            let free = 8 - used
            let take = min(free, remaining)
            let chunk = UInt8((value >> (remaining - take)) & ((1 << take) - 1))
            bytes[bytes.count - 1] |= chunk << (free - take)
            remaining -= take
            count += take
        }
    }
}
