import StringResources

extension SwiftSourceFile {
    /// One decoded piece of a string literal: text, or an interpolation (the part's index in ``parts``).
    public enum LiteralSegment: Hashable, Sendable {
        /// Text with escapes resolved and, in a multi-line literal, indentation removed.
        case text(String)
        /// An interpolation `\(…)`: the index of its part in ``SwiftSourceFile/parts``.
        case interpolation(Int)
    }

    /// The literal's text and interpolations, decoded as Swift does, with findings for what is malformed
    /// (an invalid escape, insufficient indentation in a multi-line literal). Adjacent text is merged.
    public func segments(of literal: SwiftStringLiteral) -> (segments: [LiteralSegment], findings: [ValidationFinding]) {
        var decoder = LiteralDecoder(file: self, literal: literal)
        decoder.decode()
        return (decoder.segments, decoder.findings)
    }

    /// The literal's text when it has no interpolation.
    public func plainText(of literal: SwiftStringLiteral) -> String? {
        let decoded = segments(of: literal).segments
        if decoded.isEmpty { return "" }
        guard decoded.count == 1, case .text(let text) = decoded[0] else { return nil }
        return text
    }
}

/// Turns a literal's raw parts into text: escapes, raw delimiters, multi-line indentation and line continuations.
private struct LiteralDecoder {
    let file: SwiftSourceFile
    let literal: SwiftStringLiteral
    var segments: [SwiftSourceFile.LiteralSegment] = []
    var findings: [ValidationFinding] = []
    private var text: [UInt8] = []
    private var indentation: ArraySlice<UInt8> = []
    private var contentStart = 0
    private var contentEnd = 0
    private var atLineStart = false

    init(file: SwiftSourceFile, literal: SwiftStringLiteral) {
        self.file = file
        self.literal = literal
    }

    mutating func decode() {
        let bytes = file.bytes
        contentStart = literal.start + literal.hashCount + (literal.isMultiline ? 3 : 1)
        contentEnd = literal.isTerminated ? literal.end - literal.hashCount - (literal.isMultiline ? 3 : 1) : literal.end
        if literal.isMultiline { prepareMultiline(bytes) }
        for offset in literal.firstPart..<(literal.firstPart + literal.partCount) {
            let part = file.parts[offset]
            if part.isInterpolation {
                flush()
                atLineStart = false
                segments.append(.interpolation(offset))
            } else {
                decodeText(bytes, from: max(part.start, contentStart), to: min(part.end, contentEnd))
            }
        }
        flush()
    }

    /// Finds the closing line's indentation and where the content starts and ends.
    private mutating func prepareMultiline(_ bytes: [UInt8]) {
        // The opening delimiter ends its line.
        var position = contentStart
        while position < contentEnd, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
        if position < contentEnd, !SwiftLexer.isNewline(bytes[position]) {
            findings.append(file.finding(.error, .extractMalformedSource, at: position, "multi-line string literal content must begin on a new line"))
        } else {
            position = skipNewline(bytes, position)
        }
        contentStart = position
        atLineStart = true
        guard literal.isTerminated else { return }
        // The closing delimiter's indentation is removed from every line.
        var lineStart = contentEnd
        while lineStart > contentStart, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") { lineStart -= 1 }
        if lineStart > contentStart && !SwiftLexer.isNewline(bytes[lineStart - 1]) {
            findings.append(file.finding(.error, .extractMalformedSource, at: contentEnd, "multi-line string literal closing delimiter must begin on a new line"))
            return
        }
        indentation = bytes[lineStart..<contentEnd]
        // The line break before the closing line is not part of the string.
        var end = lineStart
        if end > contentStart, bytes[end - 1] == 0x0A { end -= 1 }
        if end > contentStart, bytes[end - 1] == 0x0D { end -= 1 }
        contentEnd = max(end, contentStart)
    }

    private func skipNewline(_ bytes: [UInt8], _ position: Int) -> Int {
        guard position < bytes.count else { return position }
        if bytes[position] == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { return position + 2 }
        return SwiftLexer.isNewline(bytes[position]) ? position + 1 : position
    }

    private mutating func flush() {
        guard !text.isEmpty else { return }
        let string = String(decoding: text, as: UTF8.self)
        if case .text(let previous)? = segments.last {
            segments[segments.count - 1] = .text(previous + string)
        } else {
            segments.append(.text(string))
        }
        text.removeAll(keepingCapacity: true)
    }

    private mutating func decodeText(_ bytes: [UInt8], from start: Int, to end: Int) {
        var position = start
        while position < end {
            if atLineStart && literal.isMultiline {
                atLineStart = false
                position = stripIndentation(bytes, position, end)
                continue
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") && hasHashes(bytes, position + 1) {
                position = decodeEscape(bytes, position, end)
                continue
            }
            if SwiftLexer.isNewline(byte) {
                // Line breaks in a multi-line literal are \n whatever the file uses.
                text.append(0x0A)
                position = skipNewline(bytes, position)
                atLineStart = true
                continue
            }
            text.append(byte)
            position += 1
        }
    }

    private func hasHashes(_ bytes: [UInt8], _ position: Int) -> Bool {
        guard literal.hashCount > 0 else { return true }
        guard position + literal.hashCount <= bytes.count else { return false }
        return (0..<literal.hashCount).allSatisfy { bytes[position + $0] == UInt8(ascii: "#") }
    }

    /// Removes the closing line's indentation at a line start; returns where the line's text starts.
    private mutating func stripIndentation(_ bytes: [UInt8], _ position: Int, _ end: Int) -> Int {
        var probe = position
        var matched = 0
        while matched < indentation.count, probe < end, bytes[probe] == indentation[indentation.startIndex + matched] {
            probe += 1
            matched += 1
        }
        if matched == indentation.count { return probe }
        // A line of only whitespace may be shorter than the indentation.
        var rest = probe
        while rest < end, bytes[rest] == UInt8(ascii: " ") || bytes[rest] == UInt8(ascii: "\t") { rest += 1 }
        if rest >= end || SwiftLexer.isNewline(bytes[rest]) { return rest }
        findings.append(file.finding(.error, .extractMalformedSource, at: probe, "insufficient indentation of line in multi-line string literal"))
        return probe
    }

    /// Decodes the escape at `position` (its backslash); returns the position after it.
    private mutating func decodeEscape(_ bytes: [UInt8], _ position: Int, _ end: Int) -> Int {
        let escaped = position + 1 + literal.hashCount
        guard escaped < end else {
            findings.append(file.finding(.error, .extractMalformedSource, at: position, "invalid escape sequence in literal"))
            return end
        }
        switch bytes[escaped] {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "0"): text.append(0x00)
        case UInt8(ascii: "\\"): text.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "\""): text.append(UInt8(ascii: "\""))
        case UInt8(ascii: "'"): text.append(UInt8(ascii: "'"))
        case UInt8(ascii: "u"):
            return decodeUnicodeEscape(bytes, position, escaped + 1, end)
        case UInt8(ascii: " ") where literal.isMultiline, UInt8(ascii: "\t") where literal.isMultiline,
             0x0A where literal.isMultiline, 0x0D where literal.isMultiline:
            // A line continuation: `\`, optional spaces, then the line break, which is dropped.
            var probe = escaped
            while probe < end, bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t") { probe += 1 }
            if probe < end, SwiftLexer.isNewline(bytes[probe]) {
                atLineStart = true
                return skipNewline(bytes, probe)
            }
            findings.append(file.finding(.error, .extractMalformedSource, at: position, "invalid escape sequence in literal"))
            return escaped
        default:
            findings.append(file.finding(.error, .extractMalformedSource, at: position, "invalid escape sequence in literal"))
            return escaped
        }
        return escaped + 1
    }

    /// `\u{1F600}`: one to eight hex digits naming a Unicode scalar.
    private mutating func decodeUnicodeEscape(_ bytes: [UInt8], _ backslash: Int, _ brace: Int, _ end: Int) -> Int {
        guard brace < end, bytes[brace] == UInt8(ascii: "{") else {
            findings.append(file.finding(.error, .extractMalformedSource, at: backslash, "expected '{' in \\u{…} escape"))
            return brace
        }
        var position = brace + 1
        var value: UInt32 = 0
        var digits = 0
        while position < end, let digit = Self.hexValue(bytes[position]) {
            if digits < 9 { value = value &* 16 &+ UInt32(digit) }
            digits += 1
            position += 1
        }
        guard position < end, bytes[position] == UInt8(ascii: "}"), (1...8).contains(digits), let scalar = Unicode.Scalar(value) else {
            findings.append(file.finding(.error, .extractMalformedSource, at: backslash, "invalid unicode scalar in \\u{…} escape"))
            return position < end && bytes[position] == UInt8(ascii: "}") ? position + 1 : position
        }
        text.append(contentsOf: String(Character(scalar)).utf8)
        return position + 1
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
