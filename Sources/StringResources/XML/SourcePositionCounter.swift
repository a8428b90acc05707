/// Counts lines and columns through UTF-8 text as it is read, a piece at a time, the way `SourcePosition`
/// counts them (`\n`, `\r\n` and a lone `\r` each end a line; columns count Unicode scalars).
///
/// Streaming readers keep one so that an error far into a large file still has its line without the file being
/// kept: the XML pull parser counts what it drops from its buffer; the CSV reader counts up to each row.
public struct SourcePositionCounter: Hashable, Sendable {
    /// The line and column of the next byte.
    public private(set) var line = 1
    public private(set) var column = 1
    /// Whether the last byte was a carriage return (a line feed after it ends no second line).
    private var afterCarriageReturn = false

    public init() {}

    /// The position of the next byte.
    public var position: SourcePosition { SourcePosition(line: line, column: column) }

    /// Counts `bytes`: line feeds eight bytes at a time, and only the last line's characters for the column (byte
    /// by byte when the text has carriage returns).
    public mutating func advance(over bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        let count = bytes.count
        var lineFeeds = 0
        var sawCarriageReturn = false
        var at = 0
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while at + 8 <= count {
            let word = UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self)
            // A zero byte in word ^ pattern marks a match (exact: no carries between bytes).
            func matches(_ byte: UInt8) -> UInt64 {
                let x = word ^ (ones &* UInt64(byte))
                return ~(((x & ~highs) &+ ~highs) | x | ~highs)
            }
            lineFeeds += matches(0x0A).nonzeroBitCount
            if matches(0x0D) != 0 { sawCarriageReturn = true }
            at += 8
        }
        while at < count {
            if base[at] == 0x0A { lineFeeds += 1 }
            if base[at] == 0x0D { sawCarriageReturn = true }
            at += 1
        }
        if sawCarriageReturn || afterCarriageReturn {
            for byte in bytes { advance(over: byte) }
            return
        }
        guard lineFeeds > 0 else {
            for byte in bytes where byte & 0xC0 != 0x80 { column += 1 }
            return
        }
        line += lineFeeds
        var lastLineStart = count
        while lastLineStart > 0 && base[lastLineStart - 1] != 0x0A { lastLineStart -= 1 }
        column = 1
        for byte in UnsafeBufferPointer(rebasing: bytes[lastLineStart...]) where byte & 0xC0 != 0x80 { column += 1 }
    }

    /// Counts one byte.
    @inline(__always)
    public mutating func advance(over byte: UInt8) {
        if byte == 0x0A {
            if !afterCarriageReturn {
                line += 1
                column = 1
            }
            afterCarriageReturn = false
        } else if byte == 0x0D {
            line += 1
            column = 1
            afterCarriageReturn = true
        } else {
            afterCarriageReturn = false
            if byte & 0xC0 != 0x80 { column += 1 }
        }
    }
}
