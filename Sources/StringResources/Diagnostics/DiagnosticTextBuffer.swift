/// A growable UTF-8 text that diagnostics are printed into, on the package's one byte buffer (``JSONBuffer``).
///
/// A lint prints tens of thousands of lines; appending them byte by byte to an array checks its uniqueness and
/// capacity at every byte, and making a `String` of them validates every byte again. Only whole strings, ASCII,
/// the escapes of ``writeOneLine(_:)`` and copies of whole parts written before (``appendCopy(from:count:)``, for
/// ``DiagnosticTextMemo``) go in, so the text is valid UTF-8 by construction and ``text()``
/// copies it into a `String` without validating it (where the standard library allows that).
struct DiagnosticTextBuffer: ~Copyable {
    private var bytes: JSONBuffer<UInt8>

    /// Creates an empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        bytes = JSONBuffer(capacity: max(capacity, 64))
    }

    /// The number of bytes written.
    var count: Int { bytes.count }

    /// Makes room for `extra` more bytes at once (appends grow the buffer anyway; this saves steps).
    mutating func reserve(_ extra: Int) {
        bytes.reserve(extra)
    }

    /// Appends again the `count` bytes written from offset `start` on (see ``DiagnosticTextMemo``).
    @inline(__always)
    mutating func appendCopy(from start: Int, count: Int) {
        bytes.appendCopy(from: start, count: count)
    }

    /// Appends one ASCII byte.
    @inline(__always)
    mutating func put(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends a literal (valid UTF-8, as the compiler made it).
    @inline(__always)
    mutating func putLiteral(_ literal: StaticString) {
        bytes.append(literal.utf8Start, count: literal.utf8CodeUnitCount)
    }

    /// Appends a severity's word (`error`), without making its raw value.
    mutating func write(_ severity: Severity) {
        switch severity {
        case .error: putLiteral("error")
        case .warning: putLiteral("warning")
        case .note: putLiteral("note")
        }
    }

    /// Appends the UTF-8 of `text`.
    mutating func write(_ text: String) {
        // Read where the string keeps its bytes (`withUTF8` would need a copy of it to mutate).
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append($0) }) != nil { return }
        bytes.append(text)
    }

    /// Appends the UTF-8 of `text`.
    mutating func write(_ text: Substring) {
        var text = text
        text.withUTF8 { bytes.append($0) }
    }

    /// Appends the decimal digits of `number`.
    mutating func putNumber(_ number: Int) {
        guard number > 0 else { return write(String(number)) }
        // Most lines and columns have at most four digits: told by comparisons, the rest counted.
        var digits: Int
        if number < 10_000 {
            digits = number < 100 ? (number < 10 ? 1 : 2) : (number < 1_000 ? 3 : 4)
        } else {
            digits = 5
            var limit = 100_000
            while digits < 19 && number >= limit {
                digits += 1
                limit &*= 10
            }
        }
        // The digits are stored from the last, two at a time, straight into the buffer.
        bytes.append(count: digits) { start in
            let pairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
            var rest = number
            var index = digits
            while index >= 2 {
                let (quotient, pair) = rest.quotientAndRemainder(dividingBy: 100)
                start[index - 1] = pairs.utf8Start[2 * pair + 1]
                start[index - 2] = pairs.utf8Start[2 * pair]
                rest = quotient
                index -= 2
            }
            if index == 1 { start[0] = UInt8(truncatingIfNeeded: rest) &+ 0x30 }
        }
    }

    /// Appends `text` as one line (see ``DiagnosticPrinter``): CR and LF become `\r` and `\n`, the other
    /// characters that some tools take for line breaks `\u{…}`.
    mutating func writeOneLine(_ text: String) {
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { writeOneLine(utf8: $0) }
        if written != nil { return }
        var text = text
        text.withUTF8 { writeOneLine(utf8: $0) }
    }

    /// ``writeOneLine(_:)`` of a string's UTF-8.
    @inline(__always)
    private mutating func writeOneLine(utf8: UnsafeBufferPointer<UInt8>) {
        if appendShortPlain(utf8) { return }
        guard Self.mayBreakLine(utf8) else { return bytes.append(utf8) }
        writeEscaped(utf8)
    }

    /// Appends `utf8` when it is at most 32 bytes long (a locale, most keys) and holds no byte that may break a
    /// line, as two words that overlap where it is not twice their size (testing and copying a few bytes costs less
    /// so than a loop or a call to copy memory); appends nothing and returns `false` otherwise.
    @inline(__always)
    private mutating func appendShortPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        switch utf8.count {
        case 0: return true
        case 1: return appendShortPlain(raw, count: 1, as: UInt8.self)
        case 2...3: return appendShortPlain(raw, count: utf8.count, as: UInt16.self)
        case 4...7: return appendShortPlain(raw, count: utf8.count, as: UInt32.self)
        case 8...16: return appendShortPlain(raw, count: utf8.count, as: UInt64.self)
        case 17...32:
            // Two pairs of words: the first sixteen bytes and the last sixteen.
            let count = utf8.count
            let first = raw.loadUnaligned(as: UInt64.self), second = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let third = raw.loadUnaligned(fromByteOffset: count &- 16, as: UInt64.self)
            let fourth = raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            guard !Self.mayBreakLine(word: first), !Self.mayBreakLine(word: second), !Self.mayBreakLine(word: third),
                  !Self.mayBreakLine(word: fourth) else { return false }
            bytes.append(count: count) { target in
                let target = UnsafeMutableRawPointer(target)
                target.storeBytes(of: first, as: UInt64.self)
                target.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
                target.storeBytes(of: third, toByteOffset: count &- 16, as: UInt64.self)
                target.storeBytes(of: fourth, toByteOffset: count &- 8, as: UInt64.self)
            }
            return true
        default: return false
        }
    }

    /// ``appendShortPlain(_:)`` of `count` bytes at `raw`, at least one `Word` and at most two.
    @inline(__always)
    private mutating func appendShortPlain<Word: FixedWidthInteger & UnsignedInteger & BitwiseCopyable>(
        _ raw: UnsafeRawPointer, count: Int, as _: Word.Type
    ) -> Bool {
        let size = MemoryLayout<Word>.size
        let first = raw.loadUnaligned(as: Word.self)
        let last = raw.loadUnaligned(fromByteOffset: count &- size, as: Word.self)
        // Each word tested as eight bytes, padded with spaces (no line break; shifted out for a whole word).
        let padding = (0x2020_2020_2020_2020 as UInt64) << (8 * size)
        guard !Self.mayBreakLine(word: UInt64(first) | padding), !Self.mayBreakLine(word: UInt64(last) | padding) else { return false }
        bytes.append(count: count) { target in
            let target = UnsafeMutableRawPointer(target)
            target.storeBytes(of: first, as: Word.self)
            target.storeBytes(of: last, toByteOffset: count &- size, as: Word.self)
        }
        return true
    }

    /// Appends UTF-8 `utf8` (a whole string's) with its line breaks escaped, byte by byte.
    private mutating func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case 0x0A: putLiteral("\\n")
            case 0x0D: putLiteral("\\r")
            case 0x0B, 0x0C, 0x1C, 0x1D, 0x1E:
                let hex: StaticString = "0123456789ABCDEF"
                putLiteral("\\u{")
                put(hex.utf8Start[Int(byte >> 4)])
                put(hex.utf8Start[Int(byte & 0x0F)])
                put(UInt8(ascii: "}"))
            case 0xC2 where index + 1 < utf8.count && utf8[index + 1] == 0x85:
                putLiteral("\\u{85}")
                index += 1
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                putLiteral(utf8[index + 2] == 0xA8 ? "\\u{2028}" : "\\u{2029}")
                index += 2
            default: put(byte)
            }
            index += 1
        }
    }

    /// Whether `utf8` holds a byte that may be part of a line break ``writeOneLine(_:)`` escapes. Eight bytes are
    /// tested at a time for a control character or a non-ASCII byte; only such words are looked at byte by byte.
    static func mayBreakLine(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return false }
        let count = utf8.count
        guard count >= 8 else {
            // A short text (a locale, most keys) is tested as one word, padded with spaces.
            var word: UInt64 = 0x2020_2020_2020_2020
            withUnsafeMutableBytes(of: &word) { $0.copyMemory(from: UnsafeRawBufferPointer(utf8)) }
            guard mayBreakLine(word: word) else { return false }
            return utf8.contains(where: mayBreakLine)
        }
        var index = 0
        while true {
            // The last word overlaps the one before it rather than leaving bytes to test one by one.
            let start = Swift.min(index, count &- 8)
            if mayBreakLine(word: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)) {
                for offset in 0..<8 where mayBreakLine(base[start &+ offset]) { return true }
            }
            index &+= 8
            if index >= count { return false }
        }
    }

    /// Whether some byte of `word` is a control character (below 0x20) or not ASCII: the bytes to look at one by one.
    @inline(__always)
    private static func mayBreakLine(word: UInt64) -> Bool {
        // "Some byte is below n" is exact this way for n ≤ 0x80.
        let low = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
        return low | (word & 0x8080_8080_8080_8080) != 0
    }

    /// Whether `byte` may be part of a line break that ``writeOneLine(_:)`` escapes (LF, CR, VT, FF, U+001C–U+001E,
    /// or a continuation byte of NEL, U+2028 or U+2029).
    @inline(__always)
    static func mayBreakLine(_ byte: UInt8) -> Bool {
        if byte < 0x20 { return (0x7000_3C00 as UInt32) >> UInt32(byte) & 1 != 0 }
        return byte == 0x85 || byte == 0xA8 || byte == 0xA9
    }

    /// The bytes written, as a string.
    func text() -> String {
        bytes.withUnsafeBufferPointer { Self.string(validUTF8: $0) }
    }

    /// Appends the bytes written to `bytes`.
    func append(to array: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { array.append(contentsOf: $0) }
    }

    /// A string of `utf8`, which must be valid UTF-8: copied without a second validation where the standard
    /// library offers that (validating a 5 MB report costs more than writing it), else decoded.
    static func string(validUTF8 utf8: UnsafeBufferPointer<UInt8>) -> String {
        assert(String(decoding: utf8, as: UTF8.self).utf8.elementsEqual(utf8), "DiagnosticTextBuffer holds invalid UTF-8")
        guard !utf8.isEmpty else { return "" }
        #if compiler(>=6.2)
        if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            return String(copying: unsafe UTF8Span(unchecked: unsafe Span(_unsafeElements: utf8)))
        }
        #endif
        return String(decoding: utf8, as: UTF8.self)
    }
}
