import Foundation

/// A growable UTF-8 buffer that diagnostics are printed into, written through a pointer.
///
/// A lint prints tens of thousands of lines; appending them byte by byte to an array checks its uniqueness and
/// capacity at every byte. The buffer makes room once per part (``reserve(_:)``) and then copies or stores
/// bytes without checks.
struct DiagnosticTextBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0

    /// Creates an empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` more bytes, growing geometrically.
    mutating func reserve(_ extra: Int) {
        let needed = count + extra
        guard needed > capacity else { return }
        let grown = max(needed, capacity * 2)
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        new.update(from: base, count: count)
        base.deallocate()
        base = new
        capacity = grown
    }

    /// Appends one byte; room must have been reserved.
    @inline(__always)
    mutating func put(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// Appends bytes; room must have been reserved.
    @inline(__always)
    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends the UTF-8 of `text`, making room for it.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            reserve(utf8.count)
            put(utf8)
        }
    }

    /// Appends the UTF-8 of `text`, making room for it.
    mutating func write(_ text: Substring) {
        var text = text
        text.withUTF8 { utf8 in
            reserve(utf8.count)
            put(utf8)
        }
    }

    /// Appends the decimal digits of `number`; room for 20 bytes must have been reserved.
    mutating func putNumber(_ number: Int) {
        guard number > 0 else {
            var text = String(number)
            return text.withUTF8 { put($0) }
        }
        var digits = 1
        var limit = 10
        while digits < 19 && number >= limit {
            digits += 1
            limit &*= 10
        }
        var rest = number
        var index = count + digits - 1
        while index >= count {
            base[index] = UInt8(truncatingIfNeeded: rest % 10) &+ 0x30
            rest /= 10
            index -= 1
        }
        count += digits
    }

    /// Appends `text` as one line (see ``DiagnosticPrinter``): CR and LF become `\r` and `\n`, the other
    /// characters that some tools take for line breaks `\u{…}`.
    mutating func writeOneLine(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            // An escape is at most three times as long as what it stands for (`\u{0B}` for one byte).
            reserve(utf8.count * 6)
            guard utf8.contains(where: Self.mayBreakLine) else { return put(utf8) }
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                switch byte {
                case 0x0A: put(UInt8(ascii: "\\")); put(UInt8(ascii: "n"))
                case 0x0D: put(UInt8(ascii: "\\")); put(UInt8(ascii: "r"))
                case 0x0B, 0x0C, 0x1C, 0x1D, 0x1E:
                    let hex: StaticString = "0123456789ABCDEF"
                    putASCII("\\u{")
                    put(hex.utf8Start[Int(byte >> 4)])
                    put(hex.utf8Start[Int(byte & 0x0F)])
                    put(UInt8(ascii: "}"))
                case 0xC2 where index + 1 < utf8.count && utf8[index + 1] == 0x85:
                    putASCII("\\u{85}")
                    index += 1
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    putASCII(utf8[index + 2] == 0xA8 ? "\\u{2028}" : "\\u{2029}")
                    index += 2
                default: put(byte)
                }
                index += 1
            }
        }
    }

    /// Appends a short ASCII literal; room must have been reserved.
    private mutating func putASCII(_ literal: StaticString) {
        put(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Whether `byte` may be part of a line break that ``writeOneLine(_:)`` escapes (LF, CR, VT, FF, U+001C–U+001E,
    /// or a continuation byte of NEL, U+2028 or U+2029).
    @inline(__always)
    private static func mayBreakLine(_ byte: UInt8) -> Bool {
        if byte < 0x20 { return (0x7000_3C00 as UInt32) >> UInt32(byte) & 1 != 0 }
        return byte == 0x85 || byte == 0xA8 || byte == 0xA9
    }

    /// The bytes written, as a string.
    func text() -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// Appends the bytes written to `bytes`.
    func append(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }
}
