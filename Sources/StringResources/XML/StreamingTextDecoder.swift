/// Decodes text in UTF-8, UTF-16 (either byte order), ISO-8859-1 or US-ASCII into validated UTF-8, one chunk at
/// a time: a character split between two chunks is carried over to the next, so a file is never read whole.
///
/// The XML pull parser reads through it; other streaming readers of text files (CSV) use it too.
public struct StreamingTextDecoder: Sendable {
    /// The encodings it reads.
    public enum Encoding: String, Hashable, Sendable, CaseIterable {
        case utf8 = "UTF-8"
        case utf16LittleEndian = "UTF-16LE"
        case utf16BigEndian = "UTF-16BE"
        case latin1 = "ISO-8859-1"
        case ascii = "US-ASCII"

        /// The encoding an XML declaration or HTTP header names (`utf-8`, `UTF-16`, `latin1`), or nil when it is
        /// not one of these. `UTF-16` without a byte order is taken as `assumingUTF16` (what the BOM said).
        public init?(label: String, assumingUTF16 byteOrder: Encoding = .utf16BigEndian) {
            switch label.lowercased() {
            case "utf-8", "utf8": self = .utf8
            case "utf-16", "utf16", "ucs-2": self = byteOrder == .utf16LittleEndian ? .utf16LittleEndian : .utf16BigEndian
            case "utf-16le": self = .utf16LittleEndian
            case "utf-16be": self = .utf16BigEndian
            case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1", "iso_8859-1": self = .latin1
            case "us-ascii", "ascii": self = .ascii
            default: return nil
            }
        }
    }

    /// Bytes that are not valid in the encoding, at an offset counted in the UTF-8 output produced so far.
    public struct Failure: Error, Hashable, Sendable {
        /// How many bytes of UTF-8 were produced before the bad input (the offset of the error in the output).
        public var outputOffset: Int
        /// What is wrong.
        public var message: String
    }

    /// The encoding being decoded.
    public let encoding: Encoding
    /// How many bytes of UTF-8 have been produced so far.
    public private(set) var outputCount = 0
    private var carry: [UInt8] = []

    /// Creates a decoder for `encoding`.
    public init(encoding: Encoding) {
        self.encoding = encoding
    }

    /// The encoding a byte order mark at the start of `bytes` names, and the mark's length; nil without one.
    public static func byteOrderMark<Bytes: Collection<UInt8>>(of bytes: Bytes) -> (encoding: Encoding, length: Int)? {
        var iterator = bytes.makeIterator()
        let first = iterator.next(), second = iterator.next(), third = iterator.next()
        if first == 0xEF, second == 0xBB, third == 0xBF { return (.utf8, 3) }
        if first == 0xFF, second == 0xFE { return (.utf16LittleEndian, 2) }
        if first == 0xFE, second == 0xFF { return (.utf16BigEndian, 2) }
        return nil
    }

    /// Decodes `bytes` and appends the UTF-8 to `output`. With `isFinal`, an incomplete character at the end is an
    /// error; otherwise it waits for the next chunk. On bad input the valid part before it is appended first.
    public mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8], isFinal: Bool) throws(Failure) {
        if carry.isEmpty {
            try decodeChunk(bytes, into: &output, isFinal: isFinal)
        } else {
            var joined = carry
            carry = []
            joined.append(contentsOf: bytes)
            var failure: Failure?
            joined.withUnsafeBufferPointer { buffer in
                do throws(Failure) { try decodeChunk(buffer, into: &output, isFinal: isFinal) } catch { failure = error }
            }
            if let failure { throw failure }
        }
    }

    /// Decodes a whole text at once.
    public mutating func decode(_ bytes: [UInt8], into output: inout [UInt8], isFinal: Bool) throws(Failure) {
        var failure: Failure?
        bytes.withUnsafeBufferPointer { buffer in
            do throws(Failure) { try decode(buffer, into: &output, isFinal: isFinal) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    private mutating func decodeChunk(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8], isFinal: Bool) throws(Failure) {
        switch encoding {
        case .utf8: try decodeUTF8(bytes, into: &output, isFinal: isFinal)
        case .utf16LittleEndian, .utf16BigEndian: try decodeUTF16(bytes, into: &output, isFinal: isFinal)
        case .latin1:
            output.reserveCapacity(output.count + bytes.count)
            for byte in bytes {
                if byte < 0x80 {
                    output.append(byte)
                    outputCount += 1
                } else {
                    output.append(0xC0 | byte >> 6)
                    output.append(0x80 | byte & 0x3F)
                    outputCount += 2
                }
            }
        case .ascii:
            if let bad = bytes.firstIndex(where: { $0 >= 0x80 }) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<bad]))
                outputCount += bad
                throw Failure(outputOffset: outputCount, message: "byte 0x\(hex(bytes[bad])) is not US-ASCII")
            }
            output.append(contentsOf: bytes)
            outputCount += bytes.count
        }
    }

    private mutating func decodeUTF8(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8], isFinal: Bool) throws(Failure) {
        let (valid, problem) = Self.validateUTF8(bytes, isFinal: isFinal)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<valid]))
        outputCount += valid
        if let problem { throw Failure(outputOffset: outputCount, message: problem) }
        if valid < bytes.count { carry = Array(UnsafeBufferPointer(rebasing: bytes[valid...])) }
    }

    /// How many bytes at the start of `bytes` are valid UTF-8, and what is wrong after them (nil when the rest is
    /// only a character cut off at the end of a chunk that is not `isFinal`).
    ///
    /// Overlong forms, encoded surrogates and values above U+10FFFF are invalid; ASCII is checked eight bytes at
    /// a time.
    public static func validateUTF8(_ bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool = true) -> (validCount: Int, problem: String?) {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return (0, nil) }
        var index = 0
        while index < count {
            // Eight ASCII bytes at a time.
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                index += 8
            }
            guard index < count else { break }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var scalar: UInt32
            if lead >= 0xC2 && lead <= 0xDF {
                length = 2; scalar = UInt32(lead & 0x1F)
            } else if lead >= 0xE0 && lead <= 0xEF {
                length = 3; scalar = UInt32(lead & 0x0F)
            } else if lead >= 0xF0 && lead <= 0xF4 {
                length = 4; scalar = UInt32(lead & 0x07)
            } else {
                return (index, "invalid UTF-8: byte 0x\(hex(lead)) cannot start a character")
            }
            if index + length > count {
                // Cut off at the end of the chunk: the rest may come with the next one.
                for offset in 1..<(count - index) where base[index + offset] & 0xC0 != 0x80 {
                    return (index, "invalid UTF-8: an incomplete character")
                }
                return (index, isFinal ? "invalid UTF-8: the text ends inside a character" : nil)
            }
            for offset in 1..<length {
                let next = base[index + offset]
                guard next & 0xC0 == 0x80 else { return (index, "invalid UTF-8: an incomplete character") }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            if (length == 3 && scalar < 0x800) || (length == 4 && (scalar < 0x10000 || scalar > 0x10FFFF)) {
                return (index, "invalid UTF-8: an overlong or out-of-range character")
            }
            if scalar >= 0xD800 && scalar <= 0xDFFF {
                return (index, "invalid UTF-8: an encoded surrogate U+\(hex(scalar))")
            }
            index += length
        }
        return (count, nil)
    }

    private mutating func decodeUTF16(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8], isFinal: Bool) throws(Failure) {
        let little = encoding == .utf16LittleEndian
        let count = bytes.count
        output.reserveCapacity(output.count + count)
        var index = 0
        func unit(_ at: Int) -> UInt32 {
            little ? UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 : UInt32(bytes[at]) << 8 | UInt32(bytes[at + 1])
        }
        while index + 1 < count {
            var value = unit(index)
            var used = 2
            if value >= 0xD800 && value <= 0xDBFF {
                guard index + 3 < count else { break }
                let low = unit(index + 2)
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw Failure(outputOffset: outputCount, message: "invalid UTF-16: an unpaired surrogate")
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                used = 4
            } else if value >= 0xDC00 && value <= 0xDFFF {
                throw Failure(outputOffset: outputCount, message: "invalid UTF-16: an unpaired surrogate")
            }
            if value < 0x80 {
                output.append(UInt8(value))
                outputCount += 1
            } else if value < 0x800 {
                output.append(UInt8(0xC0 | value >> 6))
                output.append(UInt8(0x80 | value & 0x3F))
                outputCount += 2
            } else if value < 0x10000 {
                output.append(UInt8(0xE0 | value >> 12))
                output.append(UInt8(0x80 | value >> 6 & 0x3F))
                output.append(UInt8(0x80 | value & 0x3F))
                outputCount += 3
            } else {
                output.append(UInt8(0xF0 | value >> 18))
                output.append(UInt8(0x80 | value >> 12 & 0x3F))
                output.append(UInt8(0x80 | value >> 6 & 0x3F))
                output.append(UInt8(0x80 | value & 0x3F))
                outputCount += 4
            }
            index += used
        }
        if index < count {
            if isFinal {
                throw Failure(outputOffset: outputCount, message: "invalid UTF-16: the text ends inside a character")
            }
            carry = Array(UnsafeBufferPointer(rebasing: bytes[index...]))
        }
    }
}

private func hex<T: BinaryInteger>(_ value: T) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return text.count % 2 == 1 ? "0" + text : text
}
