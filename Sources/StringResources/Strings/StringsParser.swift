import Foundation

/// Parses the text form of `.strings` files (old-style property-list syntax) from UTF-8 bytes.
struct StringsParser {
    let bytes: [UInt8]
    let file: String?
    var index = 0
    /// Positions are computed incrementally (one pass over the file in total), only for entries.
    private var positionOffset = 0
    private var positionLine = 1
    private var positionColumn = 1
    /// Unknown escapes of the entry being read (offset of the backslash, the character kept).
    private var unknownEscapes: [(offset: Int, character: Character)] = []

    /// Whether an entry with a syntax error is skipped (its error kept in ``errors``) instead of ending the parse.
    let recovers: Bool
    /// The errors recovered from, in file order (only when ``recovers``).
    private(set) var errors: [ResourceError] = []
    /// Where the last error was raised: recovery resumes on the line after it.
    private var failureOffset = 0

    init(bytes: [UInt8], file: String?, recovers: Bool = false) {
        self.bytes = bytes
        self.file = file
        self.recovers = recovers
    }

    /// Where a missing `=` or `;` is reported: right after the token that ends at `end` when the next
    /// token is on a later line (or there is none), else at that next token.
    func missingTerminatorOffset(after end: Int) -> Int {
        guard index < bytes.count else { return end }
        return bytes[end..<index].contains { $0 == 0x0A || $0 == 0x0D } ? end : index
    }

    mutating func error(_ message: String, at offset: Int) -> ResourceError {
        failureOffset = offset
        return ResourceError(.malformedStrings, position: SourcePosition(offset: offset, in: bytes), message: message)
    }

    /// What stands at `offset` where a key or value should start, named when it is invisible or a control
    /// character (a second byte-order mark, a zero-width space), so that the message says what to delete.
    func unexpectedCharacter(at offset: Int) -> String? {
        let length = bytes[offset] < 0x80 ? 1 : bytes[offset] < 0xE0 ? 2 : bytes[offset] < 0xF0 ? 3 : 4
        guard let scalar = String(decoding: bytes[offset..<min(offset + length, bytes.count)], as: UTF8.self).unicodeScalars.first
        else { return nil }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        switch scalar.value {
        case 0xFEFF: return "unexpected \(code) (byte-order mark)"
        case 0x00...0x1F, 0x7F...0x9F: return "unexpected control character \(code)"
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xA0, 0xAD, 0x180E:
            let name = scalar.properties.name?.lowercased() ?? "invisible character"
            return "unexpected \(code) (\(name))"
        default: return nil
        }
    }

    /// After a syntax error: the start of the line after the error's, where the next entry is looked for.
    private mutating func skipToNextLine() {
        index = max(failureOffset, 0)
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
    }

    /// The position of `offset`, which must not be before the previous call's offset.
    private mutating func position(of offset: Int) -> SourcePosition {
        var index = positionOffset
        while index < offset {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                positionLine += 1
                positionColumn = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                positionColumn += 1
            }
            index += 1
        }
        positionOffset = offset
        return SourcePosition(line: positionLine, column: positionColumn)
    }

    mutating func parse() throws(ResourceError) -> StringsTable {
        var entries: [StringsEntry] = []
        var diagnostics: [StringsDiagnostic] = []
        var indexOfKey: [ExactStringKey: Int] = [:]
        var headerComment: String?
        var trailingComments: [String] = []
        // The old-style property-list form `{ "key" = "value"; }` is read as its entries, as Apple's parser
        // does; comments before the `{` count as detached from the first entry.
        var braceOffset: Int?
        var beforeBrace: [String] = []
        // Byte-order marks after the first (Transifex writes UTF-16 files with two) are read as nothing.
        while bytes.count >= index + 3, bytes[index] == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { index += 3 }
        let start = index
        let (firstComment, firstDetached) = try skipTrivia()
        if index < bytes.count, bytes[index] == 0x7B {
            braceOffset = index
            index += 1
            beforeBrace = firstDetached + (firstComment.map { [$0] } ?? [])
        } else {
            index = start
        }
        while true {
            let comment: String?
            let detachedHere: [String]
            do throws(ResourceError) {
                (comment, detachedHere) = try skipTrivia()
            } catch {
                // An unterminated comment runs to the end of the file: the entries before it are kept.
                guard recovers else { throw error }
                errors.append(error)
                break
            }
            let detached = beforeBrace + detachedHere
            beforeBrace = []
            var leading = detached
            if entries.isEmpty && !detached.isEmpty && headerComment == nil {
                headerComment = detached.joined(separator: "\n")
                leading = []
            }
            guard index < bytes.count else {
                if let braceOffset {
                    let unclosed = error("the dictionary opened here has no closing '}'", at: braceOffset)
                    guard recovers else { throw unclosed }
                    errors.append(unclosed)
                }
                trailingComments = leading + (comment.map { [$0] } ?? [])
                break
            }
            if braceOffset != nil, bytes[index] == 0x7D {
                index += 1
                let (lastComment, lastDetached) = try skipTrivia()
                guard index == bytes.count else { throw error("unexpected text after the dictionary's closing '}'", at: index) }
                trailingComments = leading + (comment.map { [$0] } ?? []) + lastDetached + (lastComment.map { [$0] } ?? [])
                break
            }
            let keyStart = index
            let key: String
            let value: String
            do throws(ResourceError) {
                (key, value) = try readEntry()
            } catch {
                // A bad entry costs itself only: reading goes on at the next line, and every error is reported.
                // An error that ran to the end of the file (an unterminated string) leaves nothing to read on.
                guard recovers else { throw error }
                errors.append(error)
                unknownEscapes = []
                if index >= bytes.count { break }
                skipToNextLine()
                continue
            }
            var entry = StringsEntry(key: key, value: value, comment: comment, position: position(of: keyStart))
            entry.detachedComments = leading
            for escape in unknownEscapes {
                diagnostics.append(StringsDiagnostic(kind: .unknownEscape(escape.character), key: key,
                                                     position: position(of: escape.offset), file: file))
            }
            unknownEscapes = []
            if let existing = indexOfKey[ExactStringKey(key)] {
                diagnostics.append(StringsDiagnostic(kind: .duplicateKey, key: key, position: entry.position,
                                                     previousPosition: entries[existing].position, file: file))
                entry.detachedComments = entries[existing].detachedComments + entry.detachedComments
                entries[existing] = entry
            } else {
                indexOfKey[ExactStringKey(key)] = entries.count
                entries.append(entry)
            }
        }
        var table = StringsTable(headerComment: headerComment, entries: entries, diagnostics: diagnostics)
        table.trailingComments = trailingComments
        return table
    }

    /// Reads `key = value;` or `key;` at `index`.
    private mutating func readEntry() throws(ResourceError) -> (key: String, value: String) {
        let key = try readString(role: "key")
        let keyEnd = index
        try skipTrivia()
        guard index < bytes.count else { throw error("expected '=' or ';' after the key", at: keyEnd) }
        let value: String
        if bytes[index] == 0x3B {
            value = key
            index += 1
        } else if bytes[index] == 0x3D {
            index += 1
            try skipTrivia()
            guard index < bytes.count else { throw error("expected a value after '='", at: index) }
            value = try readString(role: "value")
            let valueEnd = index
            try skipTrivia()
            guard index < bytes.count, bytes[index] == 0x3B else {
                // A ';' forgotten at the end of a line is reported there, not at the next line's key.
                throw error("expected ';' after the value", at: missingTerminatorOffset(after: valueEnd))
            }
            index += 1
        } else {
            throw error("expected '=' or ';' after the key", at: missingTerminatorOffset(after: keyEnd))
        }
        return (key, value)
    }

    // MARK: Trivia

    /// Skips whitespace and comments; returns the text of the comment that touches what follows (no blank line
    /// between them; a run of `//` lines is one comment) and the comments that a blank line separates from it.
    @discardableResult
    private mutating func skipTrivia() throws(ResourceError) -> (attached: String?, detached: [String]) {
        var comment: String?
        var detached: [String] = []
        var lineCommentRun: [String] = []
        var lastWasLineComment = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                if byte == 0x0A || byte == 0x0D {
                    // A blank line ends a run of // comments and detaches the comment from the entry.
                    if let pending = comment, isBlankLineAhead() {
                        detached.append(pending)
                        comment = nil
                        lastWasLineComment = false
                    }
                }
                index += 1
            } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
                let start = index
                index += 2
                var end = index
                while end + 1 < bytes.count && !(bytes[end] == 0x2A && bytes[end + 1] == 0x2F) { end += 1 }
                guard end + 1 < bytes.count else { throw error("unterminated comment", at: start) }
                if let pending = comment { detached.append(pending) }
                comment = Self.trimmed(bytes[index..<end])
                lineCommentRun = []
                lastWasLineComment = false
                index = end + 2
            } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
                index += 2
                let start = index
                while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D { index += 1 }
                if !lastWasLineComment {
                    if let pending = comment { detached.append(pending) }
                    lineCommentRun = []
                }
                lineCommentRun.append(Self.trimmed(bytes[start..<index]))
                comment = lineCommentRun.joined(separator: "\n")
                lastWasLineComment = true
            } else {
                break
            }
        }
        return (comment, detached)
    }

    /// Whether the line break at `index` is followed by an empty (whitespace-only) line.
    private func isBlankLineAhead() -> Bool {
        var position = index + 1
        if bytes[index] == 0x0D, position < bytes.count, bytes[position] == 0x0A { position += 1 }
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        return position < bytes.count && (bytes[position] == 0x0A || bytes[position] == 0x0D)
    }

    private static func trimmed(_ slice: ArraySlice<UInt8>) -> String {
        String(decoding: slice, as: UTF8.self).trimmingWhitespace()
    }

    // MARK: Strings

    static func isUnquotedByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte == 0x24 || byte == 0x2F || byte == 0x3A || byte == 0x2E || byte == 0x2D
    }

    private mutating func readString(role: String) throws(ResourceError) -> String {
        let byte = bytes[index]
        if byte == 0x22 || byte == 0x27 { return try readQuoted() }
        guard Self.isUnquotedByte(byte) else {
            let expected = "expected a \(role): a quoted string or an unquoted word"
            throw error(unexpectedCharacter(at: index).map { "\($0); \(expected)" } ?? expected, at: index)
        }
        let start = index
        while index < bytes.count && Self.isUnquotedByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func readQuoted() throws(ResourceError) -> String {
        let quote = bytes[index]
        let start = index
        index += 1
        var output: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else { throw error("unterminated string", at: start) }
            let byte = bytes[index]
            if byte == quote {
                output.append(contentsOf: bytes[runStart..<index])
                index += 1
                return String(decoding: output, as: UTF8.self)
            }
            if byte == 0x5C {
                output.append(contentsOf: bytes[runStart..<index])
                let scalar = try readEscape()
                UTF8.encode(scalar) { output.append($0) }
                runStart = index
            } else {
                index += 1
            }
        }
    }

    /// Reads an escape at `index` (the backslash) and returns the character it stands for; an unknown
    /// escape stands for the character after the backslash and is recorded in `unknownEscapes`.
    private mutating func readEscape() throws(ResourceError) -> Unicode.Scalar {
        let start = index
        index += 1
        guard index < bytes.count else { throw error("unterminated string", at: start) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "a"): return "\u{07}"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "v"): return "\u{0B}"
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): return Unicode.Scalar(byte)
        // A backslash before a line break keeps the break as written (CRLF stays CRLF), as Apple's parser does.
        case 0x0A: return "\n"
        case 0x0D: return "\r"
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - 0x30)
            var digits = 1
            while digits < 3, index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x37 {
                value = value * 8 + UInt32(bytes[index] - 0x30)
                index += 1
                digits += 1
            }
            guard value <= 0xFF, let scalar = Unicode.Scalar(value) else {
                throw error("octal escape out of range (at most \\377)", at: start)
            }
            // Apple's parser reads the byte in the NeXTSTEP encoding (ASCII below 128), and a byte that
            // encoding leaves undefined as U+0000.
            guard value >= 0x80 else { return scalar }
            return String(data: Data([UInt8(value)]), encoding: .nextstep)?.unicodeScalars.first ?? "\u{0}"
        case UInt8(ascii: "U"):
            let high = try readHex4(escapeStart: start)
            if (0xDC00...0xDFFF).contains(high) { throw error("\\U\(hex(high)) is a lone low surrogate", at: start) }
            if (0xD800...0xDBFF).contains(high) {
                let lowStart = index
                guard index + 1 < bytes.count, bytes[index] == 0x5C, bytes[index + 1] == UInt8(ascii: "U") else {
                    throw error("\\U\(hex(high)) is a high surrogate without a following \\U low surrogate", at: start)
                }
                index += 2
                let low = try readHex4(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("\\U\(hex(high)) is followed by \\U\(hex(low)), which is not a low surrogate", at: lowStart)
                }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw error("invalid \\U escape", at: start) }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("invalid \\U escape", at: start) }
            return scalar
        default:
            // Apple's parser keeps the character after an unknown escape; so do we, with a warning.
            index -= 1
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            let end = min(index + length, bytes.count)
            let scalar = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
            index = end
            unknownEscapes.append((start, Character(scalar)))
            return scalar
        }
    }

    /// Reads the 1 to 4 hexadecimal digits of a `\U` escape (Apple's parser stops at the first non-digit).
    private mutating func readHex4(escapeStart: Int) throws(ResourceError) -> UInt32 {
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, index < bytes.count, let digit = Self.hexDigit(bytes[index]) {
            value = value * 16 + digit
            index += 1
            digits += 1
        }
        guard digits > 0 else { throw error("\\U must be followed by 1 to 4 hexadecimal digits", at: escapeStart) }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

fileprivate extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
