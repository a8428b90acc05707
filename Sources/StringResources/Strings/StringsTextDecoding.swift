/// Turns the bytes of a text resource into validated UTF-8, whatever Unicode encoding it was saved in.
///
/// UTF-8 (with or without BOM) is validated in place; UTF-16 in either byte order (with BOM, or
/// without when the first character is ASCII) is transcoded. Line and column of any later error are
/// the same in the UTF-8 bytes as in the original text, since columns count Unicode scalars.
enum StringsTextDecoding {
    /// The encodings a text resource can be in.
    enum Encoding: Equatable {
        case utf8, utf16LittleEndian, utf16BigEndian
    }

    /// Detects the encoding and where the text starts (after any BOM).
    static func detect(_ bytes: [UInt8], allowHeuristicUTF16: Bool) -> (Encoding, start: Int) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        if allowHeuristicUTF16, bytes.count >= 2 {
            if bytes[0] == 0 && bytes[1] != 0 { return (.utf16BigEndian, 0) }
            if bytes[0] != 0 && bytes[1] == 0 { return (.utf16LittleEndian, 0) }
        }
        return (.utf8, 0)
    }

    /// The text as UTF-8 bytes without BOM, or an error at the first invalid byte or code unit.
    static func utf8Bytes(of bytes: [UInt8], allowHeuristicUTF16: Bool) throws(ResourceError) -> [UInt8] {
        let (encoding, start) = detect(bytes, allowHeuristicUTF16: allowHeuristicUTF16)
        switch encoding {
        case .utf8:
            let body = start == 0 ? bytes : Array(bytes[start...])
            if let bad = firstInvalidUTF8Offset(body) {
                throw ResourceError(.encoding, position: SourcePosition(offset: bad, in: body), message: "invalid UTF-8")
            }
            return body
        case .utf16LittleEndian, .utf16BigEndian:
            return try transcodeUTF16(bytes, from: start, littleEndian: encoding == .utf16LittleEndian)
        }
    }

    private static func transcodeUTF16(_ bytes: [UInt8], from start: Int, littleEndian: Bool) throws(ResourceError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        func unit(_ index: Int) -> UInt32 {
            littleEndian ? UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 : UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1])
        }
        func failure(_ message: String) -> ResourceError {
            ResourceError(.encoding, position: SourcePosition(offset: output.count, in: output), message: message)
        }
        var index = start
        while index < bytes.count {
            guard index + 1 < bytes.count else { throw failure("invalid UTF-16: odd number of bytes") }
            var value = unit(index)
            index += 2
            if value >= 0xD800 && value <= 0xDBFF {
                guard index + 1 < bytes.count else { throw failure("invalid UTF-16: unpaired surrogate") }
                let low = unit(index)
                guard low >= 0xDC00 && low <= 0xDFFF else { throw failure("invalid UTF-16: unpaired surrogate") }
                index += 2
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            } else if value >= 0xDC00 && value <= 0xDFFF {
                throw failure("invalid UTF-16: unpaired surrogate")
            }
            guard let scalar = Unicode.Scalar(value) else { throw failure("invalid UTF-16") }
            UTF8.encode(scalar) { output.append($0) }
        }
        return output
    }

    /// The offset of the first byte that is not part of well-formed UTF-8, or `nil`.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidUTF8Offset($0) }
    }

    private static func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        while index < count {
            // ASCII, most of a resource file, eight bytes at a time.
            if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            var minimum: UInt32
            var value: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; minimum = 0x80; value = UInt32(lead & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; value = UInt32(lead & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; value = UInt32(lead & 0x07)
            default: return index
            }
            guard index + length <= count else { return index }
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard byte & 0xC0 == 0x80 else { return index }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            if value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) { return index }
            index += length
        }
        return nil
    }
}
