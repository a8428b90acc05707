/// A lexer for Swift source: tokens, every string literal form, comments and directives, without a compiler.
///
/// A pure function of the bytes: it never fails, never loops without consuming input and reports malformed
/// input (an unterminated string or block comment) as issues with their byte offset while it keeps going.
/// `#if` / `#elseif` / `#else` / `#endif` lines are skipped, so every branch is read, except a `#if false` one
/// (never compiled, so never extracted; a line of a multi-line string in it that starts with `#endif` ends it
/// too early). The tokens of a string
/// literal's interpolations follow the literal's own token in the same array (see
/// ``SwiftStringLiteral/tokenEnd``), so that a scan over all tokens also sees calls inside interpolations.
struct SwiftLexer: ~Copyable {
    /// Something wrong in the text, at a byte offset.
    struct Issue: Hashable, Sendable {
        var offset: Int
        var message: String
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    /// ``identifierByteTable``, held here so that the hottest loop reads it without a global's lazy check.
    private let identifierBytes = identifierByteTable
    private var index = 0
    private var newlinePending = true
    private var tokens: LexerBuffer<SwiftToken>
    private var literals: LexerBuffer<SwiftStringLiteral>
    private var parts: LexerBuffer<SwiftStringLiteral.Part>
    private var issues: [Issue] = []
    /// The parts of the literals being read, innermost last; each literal moves its own to `parts` when it ends.
    private var partStack: LexerBuffer<SwiftStringLiteral.Part>
    /// The opening brackets not closed yet, innermost last; each one's token is linked to its closer when it
    /// comes, or to the end when none does.
    private var openBrackets: LexerBuffer<Int32>
    /// How many interpolations enclose the current position; past ``maximumNesting`` they are not followed,
    /// so that hostile input cannot exhaust the stack.
    private var nesting = 0
    private var reportedNesting = false
    static let maximumNesting = 128

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // Swift has about one token per 3.5 bytes; growing costs a copy.
        tokens = LexerBuffer(capacity: bytes.count / 3)
        literals = LexerBuffer(capacity: bytes.count / 64)
        parts = LexerBuffer(capacity: bytes.count / 32)
        partStack = LexerBuffer(capacity: 16)
        openBrackets = LexerBuffer(capacity: 64)
    }

    /// Lexes `bytes` (UTF-8; a byte order mark is skipped).
    /// Each opening bracket token is linked (``SwiftToken/link``) to its closing one, or to the token count when
    /// it has none; a closer that matches nothing is ignored.
    static func lex(_ bytes: UnsafeBufferPointer<UInt8>) -> (tokens: LexedElements<SwiftToken>, literals: LexedElements<SwiftStringLiteral>,
                                                            parts: LexedElements<SwiftStringLiteral.Part>, issues: [Issue]) {
        var lexer = SwiftLexer(bytes: bytes)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { lexer.index = 3 }
        // A shebang line is not Swift.
        if bytes.count >= lexer.index + 2, bytes[lexer.index] == UInt8(ascii: "#"), bytes[lexer.index + 1] == UInt8(ascii: "!") {
            lexer.skipToLineEnd()
        }
        _ = lexer.lexTokens(insideInterpolation: false, singleLine: false)
        let end = Int32(truncatingIfNeeded: lexer.tokens.count)
        for index in 0..<lexer.openBrackets.count { lexer.tokens[Int(lexer.openBrackets[index])].link = end }
        return (lexer.tokens.take(), lexer.literals.take(), lexer.parts.take(), lexer.issues)
    }

    // MARK: - Tokens

    /// Lexes tokens until the end of the text or, inside an interpolation, the `)` that closes it;
    /// returns that parenthesis' offset. In a single-line literal's interpolation a line break ends it
    /// unterminated, as in Swift.
    private mutating func lexTokens(insideInterpolation: Bool, singleLine: Bool) -> Int? {
        var depth = 0
        while true {
            if skipTrivia(stoppingAtNewline: singleLine) { return nil }
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            if insideInterpolation {
                if byte == UInt8(ascii: ")") {
                    if depth == 0 { return index }
                    depth -= 1
                } else if byte == UInt8(ascii: "(") {
                    depth += 1
                }
            }
            lexToken(byte)
        }
    }

    @inline(__always)
    private mutating func append(_ kind: SwiftToken.Kind, from start: Int) {
        push(SwiftToken(kind: kind, followsNewline: newlinePending, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: index)))
    }

    @inline(__always)
    private mutating func push(_ token: SwiftToken) {
        tokens.append(token)
        newlinePending = false
    }

    /// Adds a bracket token, pairing `(`/`)`, `[`/`]` and `{`/`}` as they come (a closer that matches
    /// nothing is ignored).
    @inline(__always)
    private mutating func bracket(_ kind: SwiftToken.Kind, opener: SwiftToken.Kind?) {
        let index = Int32(truncatingIfNeeded: tokens.count)
        single(kind)
        guard let opener else {
            openBrackets.append(index)
            return
        }
        if let last = openBrackets.last, tokens[Int(last)].kind == opener {
            tokens[Int(last)].link = index
            openBrackets.removeAll(from: openBrackets.count - 1)
        }
    }

    // Inlined into the loop of `lexTokens`: a call per token was a fifth of the dispatch's time.
    @inline(__always)
    private mutating func lexToken(_ byte: UInt8) {
        let start = index
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
            index += 1
            while index < bytes.count, identifierBytes[Int(bytes[index])] { index += 1 }
            tokens.append(SwiftToken(kind: .identifier, followsNewline: newlinePending, start: UInt32(truncatingIfNeeded: start),
                                     end: UInt32(truncatingIfNeeded: index), keyword: Self.keyword(bytes, start, index)))
            newlinePending = false
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""):
            lexString(hashCount: 0, start: start)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "`"):
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), !Self.isNewline(bytes[index]) { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
            append(.identifier, from: start)
        case UInt8(ascii: "("): bracket(.leftParen, opener: nil)
        case UInt8(ascii: ")"): bracket(.rightParen, opener: .leftParen)
        case UInt8(ascii: "["): bracket(.leftBracket, opener: nil)
        case UInt8(ascii: "]"): bracket(.rightBracket, opener: .leftBracket)
        case UInt8(ascii: "{"): bracket(.leftBrace, opener: nil)
        case UInt8(ascii: "}"): bracket(.rightBrace, opener: .leftBrace)
        case UInt8(ascii: ","): single(.comma)
        case UInt8(ascii: ":"): single(.colon)
        case UInt8(ascii: ";"): single(.semicolon)
        case UInt8(ascii: "@"): single(.at)
        case UInt8(ascii: "\\"): single(.backslash)
        case UInt8(ascii: "."):
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ".") {
                // `...`, `..<`: a dot operator.
                while index < bytes.count, bytes[index] == UInt8(ascii: ".") || Self.isOperatorByte(bytes[index]) { index += 1 }
                append(.operator, from: start)
            } else {
                single(.period)
            }
        case UInt8(ascii: "/"):
            if !lexRegexIfPossible(hashCount: 0, start: start) { lexOperator() }
        default:
            if Self.isOperatorByte(byte) {
                lexOperator()
            } else {
                index += 1
                append(.unknown, from: start)
            }
        }
    }

    @inline(__always)
    private mutating func single(_ kind: SwiftToken.Kind) {
        let start = index
        index += 1
        append(kind, from: start)
    }

    private mutating func lexOperator() {
        let start = index
        while index < bytes.count, Self.isOperatorByte(bytes[index]) {
            // A comment may follow an operator with no space (`x+//…`).
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
               bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*"), index > start { break }
            index += 1
        }
        let length = index - start
        if length == 1 && bytes[start] == UInt8(ascii: "=") {
            append(.equal, from: start)
        } else if length == 1 && bytes[start] == UInt8(ascii: "?") {
            append(.question, from: start)
        } else if length == 2 && bytes[start] == UInt8(ascii: "-") && bytes[start + 1] == UInt8(ascii: ">") {
            append(.arrow, from: start)
        } else if length > 1 && bytes[start] == UInt8(ascii: "?") && bytes[start + 1] != UInt8(ascii: "?") {
            // `x?.y`, `T?)`, `a?!`: optional chaining, then the rest.
            index = start + 1
            append(.question, from: start)
        } else {
            append(.operator, from: start)
        }
    }

    private mutating func lexNumber() {
        let start = index
        var isFloat = false
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count,
           bytes[index + 1] == UInt8(ascii: "x") || bytes[index + 1] == UInt8(ascii: "b") || bytes[index + 1] == UInt8(ascii: "o") {
            let hex = bytes[index + 1] == UInt8(ascii: "x")
            index += 2
            while index < bytes.count, Self.isIdentifierByte(bytes[index]) {
                if hex, bytes[index] == UInt8(ascii: "p") || bytes[index] == UInt8(ascii: "P") {
                    isFloat = true
                    index += 1
                    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
                    continue
                }
                index += 1
            }
            append(isFloat ? .float : .integer, from: start)
            return
        }
        while index < bytes.count, Self.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
        // A fraction needs a digit after the dot: `1.5`, not `1.description` or `1...3`.
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), Self.isDigit(bytes[index + 1]) {
            isFloat = true
            index += 1
            while index < bytes.count, Self.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var next = index + 1
            if next < bytes.count, bytes[next] == UInt8(ascii: "-") || bytes[next] == UInt8(ascii: "+") { next += 1 }
            if next < bytes.count, Self.isDigit(bytes[next]) {
                isFloat = true
                index = next
                while index < bytes.count, Self.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
            }
        }
        // Letters glued to a number (`1st`) are part of the malformed token, as in Swift.
        while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
        append(isFloat ? .float : .integer, from: start)
    }

    /// `#…`: a raw string, an extended regex, a compiler directive (skipped) or `#name`.
    private mutating func lexPound() {
        let start = index
        var hashes = 0
        while index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let after = index + hashes
        if after < bytes.count, bytes[after] == UInt8(ascii: "\"") {
            index = after
            lexString(hashCount: hashes, start: start)
            return
        }
        if after < bytes.count, bytes[after] == UInt8(ascii: "/") {
            index = after
            if lexRegexIfPossible(hashCount: hashes, start: start) { return }
            index = start
        }
        if hashes == 1, after < bytes.count, Self.isIdentifierStart(bytes[after]) {
            var end = after
            while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
            if Self.isDirective(bytes, after, end) {
                // Every branch of `#if` is read: the directive line itself is not code. A `#if false` branch
                // is never compiled, so nothing in it is extracted.
                let isIf = end - after == 2 && bytes[after] == UInt8(ascii: "i") && bytes[after + 1] == UInt8(ascii: "f")
                let conditionStart = end
                skipToLineEnd()
                if isIf, Self.isFalseCondition(bytes, conditionStart, index) { skipInactiveBranch() }
                return
            }
        }
        index = start + 1
        append(.pound, from: start)
    }

    /// Whether the bytes `start..<end` (a `#if` line after `if`) are the condition `false`, with a comment at most.
    private static func isFalseCondition(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var position = start
        while position < end, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
        let word: StaticString = "false"
        guard end - position >= word.utf8CodeUnitCount,
              (0..<word.utf8CodeUnitCount).allSatisfy({ bytes[position + $0] == word.utf8Start[$0] }) else { return false }
        position += word.utf8CodeUnitCount
        while position < end, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
        return position == end || (end - position >= 2 && bytes[position] == UInt8(ascii: "/") && bytes[position + 1] == UInt8(ascii: "/"))
    }

    /// From the end of a `#if false` line, skips the lines up to the `#elseif`, `#else` or `#endif` that ends
    /// the branch (nested `#if`s counted), leaving that directive to be read as any other.
    private mutating func skipInactiveBranch() {
        var nesting = 0
        while index < bytes.count {
            // At a line break: look at the next line's first non-blank bytes.
            index += 1
            let lineStart = index
            var position = index
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
            if position < bytes.count, bytes[position] == UInt8(ascii: "#") {
                var end = position + 1
                while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(position + 1)..<end]), as: UTF8.self)
                if name == "if" {
                    nesting += 1
                } else if name == "endif" || name == "else" || name == "elseif" {
                    if nesting == 0 {
                        index = lineStart
                        return
                    }
                    if name == "endif" { nesting -= 1 }
                }
            }
            index = position
            skipToLineEnd()
        }
    }

    private static func isDirective(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let names: [StaticString] = ["if", "elseif", "else", "endif", "sourceLocation", "warning", "error", "line"]
        return names.contains { name in
            name.utf8CodeUnitCount == end - start
                && (0..<(end - start)).allSatisfy { name.utf8Start[$0] == bytes[start + $0] }
        }
    }

    // MARK: - Regex literals

    /// Reads `/…/` or `#/…/#` at `index` (pointing at the `/`) when a regex can start here; otherwise
    /// changes nothing and returns false. Only enough is understood to find the literal's end.
    private mutating func lexRegexIfPossible(hashCount: Int, start: Int) -> Bool {
        let slash = index
        if hashCount == 0 {
            // `a / b` divides: a regex starts where an operand cannot end and no space follows the slash.
            if let previous = tokens.last, Self.endsOperand(previous, bytes) { return false }
            guard slash + 1 < bytes.count else { return false }
            let next = bytes[slash + 1]
            if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || Self.isNewline(next)
                || next == UInt8(ascii: "/") || next == UInt8(ascii: "*") || next == UInt8(ascii: "=") { return false }
        }
        var position = slash + 1
        // `#/` at the end of a line opens a multi-line extended literal.
        var multiline = false
        if hashCount > 0 {
            var probe = position
            while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t") { probe += 1 }
            multiline = probe < bytes.count && Self.isNewline(bytes[probe])
        }
        var inClass = false
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isNewline(byte) && !multiline { return false }
            if byte == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if hashCount == 0 {
                if byte == UInt8(ascii: "[") { inClass = true } else if byte == UInt8(ascii: "]") { inClass = false }
            }
            if byte == UInt8(ascii: "/") && !inClass {
                var hashes = 0
                while hashes < hashCount, position + 1 + hashes < bytes.count, bytes[position + 1 + hashes] == UInt8(ascii: "#") { hashes += 1 }
                if hashes == hashCount {
                    index = position + 1 + hashCount
                    append(.regex, from: start)
                    return true
                }
            }
            position += 1
        }
        if multiline {
            issues.append(Issue(offset: start, message: "unterminated regular expression literal"))
            index = bytes.count
            append(.regex, from: start)
            return true
        }
        return false
    }

    private static func endsOperand(_ token: SwiftToken, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch token.kind {
        case .identifier:
            // After these keywords an expression starts.
            let keywords: [StaticString] = ["return", "case", "in", "where", "if", "guard", "while", "try", "await", "else", "throw", "is", "as", "let", "var", "some", "any", "yield"]
            let length = Int(token.end - token.start)
            return !keywords.contains { word in
                word.utf8CodeUnitCount == length && (0..<length).allSatisfy { word.utf8Start[$0] == bytes[Int(token.start) + $0] }
            }
        case .integer, .float, .string, .regex, .rightParen, .rightBracket, .rightBrace, .question:
            return true
        case .operator:
            // A postfix `!` (`x!`) ends an operand.
            return token.end - token.start == 1 && bytes[Int(token.start)] == UInt8(ascii: "!")
        default:
            return false
        }
    }

    // MARK: - Trivia

    /// Skips whitespace and comments; returns true when it stopped at a line break because asked to.
    @discardableResult
    @inline(__always)
    private mutating func skipTrivia(stoppingAtNewline: Bool = false) -> Bool {
        while index < bytes.count {
            let byte = bytes[index]
            // Whitespace, line breaks and `/` are all at most 0x2F; most tokens follow the last directly.
            if byte > UInt8(ascii: "/") { return false }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C || byte == 0 {
                index += 1
            } else if Self.isNewline(byte) {
                if stoppingAtNewline { return true }
                newlinePending = true
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                skipToLineEnd()
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                skipBlockComment()
            } else {
                return false
            }
        }
        return false
    }

    private mutating func skipToLineEnd() {
        while index < bytes.count, !Self.isNewline(bytes[index]) { index += 1 }
    }

    /// Skips a `/* … */` comment; they nest.
    private mutating func skipBlockComment() {
        let start = index
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if Self.isNewline(bytes[index]) { newlinePending = true }
                index += 1
            }
        }
        issues.append(Issue(offset: start, message: "unterminated block comment"))
    }

    // MARK: - String literals

    /// Reads a string literal whose first delimiter byte (a `#` or the quote) is at `start`; `index` is at the quote.
    private mutating func lexString(hashCount: Int, start: Int) {
        let isMultiline = index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
        let literalIndex = literals.count
        let tokenIndex = tokens.count
        literals.append(SwiftStringLiteral(hashCount: hashCount, isMultiline: isMultiline, isTerminated: false, start: start,
                                           end: start, firstPart: parts.count, partCount: 0, tokenEnd: 0))
        push(SwiftToken(kind: .string, followsNewline: newlinePending, start: UInt32(truncatingIfNeeded: start),
                        end: UInt32(truncatingIfNeeded: start), literal: Int32(truncatingIfNeeded: literalIndex)))
        // Nested literals end, and move their parts to `parts`, while this one's interpolations are lexed;
        // this literal's own parts wait on the stack so that they end up contiguous.
        let stackBase = partStack.count
        var textStart = index
        var terminated = false
        var interpolationFailed = false
        scan: while index < bytes.count {
            let byte = bytes[index]
            // Every byte that ends or escapes something (`"`, `\`, CR, LF) is at most `\` (0x5C): lower-case
            // letters and most text skip the tests below.
            if byte > UInt8(ascii: "\\") {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\\") && hasHashes(hashCount, at: index + 1) {
                let escaped = index + 1 + hashCount
                guard escaped < bytes.count else { index = bytes.count; break }
                if bytes[escaped] == UInt8(ascii: "(") && nesting >= Self.maximumNesting {
                    // Reported once: the file is not Swift anyone writes.
                    if !reportedNesting { issues.append(Issue(offset: index, message: "string interpolations nested too deeply")) }
                    reportedNesting = true
                    index = escaped + 1
                    continue
                }
                if bytes[escaped] == UInt8(ascii: "(") {
                    if index > textStart { partStack.append(SwiftStringLiteral.Part(isInterpolation: false, start: textStart, end: index)) }
                    let contentStart = escaped + 1
                    index = contentStart
                    let firstToken = tokens.count
                    let savedNewline = newlinePending
                    newlinePending = false
                    nesting += 1
                    let close = lexTokens(insideInterpolation: true, singleLine: !isMultiline)
                    nesting -= 1
                    newlinePending = savedNewline
                    let contentEnd = close ?? index
                    partStack.append(SwiftStringLiteral.Part(isInterpolation: true, start: contentStart, end: contentEnd, tokens: firstToken..<tokens.count))
                    guard close != nil else {
                        // Lexing goes on after the line (or at the end): one finding for the literal.
                        issues.append(Issue(offset: escaped - 1, message: "unterminated string interpolation"))
                        textStart = index
                        interpolationFailed = true
                        break scan
                    }
                    index = contentEnd + 1
                    textStart = index
                    continue
                }
                if Self.isNewline(bytes[escaped]) && !isMultiline { break scan }
                index = escaped + 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = isMultiline ? 3 : 1
                if index + quotes <= bytes.count, (0..<quotes).allSatisfy({ bytes[index + $0] == UInt8(ascii: "\"") }),
                   hasHashes(hashCount, at: index + quotes) {
                    if index > textStart { partStack.append(SwiftStringLiteral.Part(isInterpolation: false, start: textStart, end: index)) }
                    index += quotes + hashCount
                    textStart = index
                    terminated = true
                    break scan
                }
            }
            if Self.isNewline(byte) && !isMultiline { break scan }
            index += 1
        }
        if !terminated {
            if index > textStart { partStack.append(SwiftStringLiteral.Part(isInterpolation: false, start: textStart, end: index)) }
            if !interpolationFailed {
                issues.append(Issue(offset: start, message: isMultiline ? "unterminated multi-line string literal" : "unterminated string literal"))
            }
        }
        literals[literalIndex].end = index
        literals[literalIndex].isTerminated = terminated
        literals[literalIndex].firstPart = parts.count
        literals[literalIndex].partCount = partStack.count - stackBase
        for position in stackBase..<partStack.count { parts.append(partStack[position]) }
        partStack.removeAll(from: stackBase)
        literals[literalIndex].tokenEnd = tokens.count
        tokens[tokenIndex].end = UInt32(truncatingIfNeeded: index)
    }

    private func hasHashes(_ count: Int, at position: Int) -> Bool {
        guard count > 0 else { return true }
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    // MARK: - Characters

    /// The keyword `bytes[start..<end]` is, if it is one of ``SwiftToken/Keyword``.
    @inline(__always)
    static func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> SwiftToken.Keyword {
        func matches(_ word: StaticString) -> Bool {
            for offset in 0..<word.utf8CodeUnitCount where word.utf8Start[offset] != bytes[start + offset] { return false }
            return true
        }
        switch end - start {
        case 2:
            return matches("in") ? .in : .none
        case 3:
            switch bytes[start] {
            case UInt8(ascii: "l"): return matches("let") ? .let : .none
            case UInt8(ascii: "v"): return matches("var") ? .var : .none
            case UInt8(ascii: "f"): return matches("for") ? .for : .none
            case UInt8(ascii: "a"): return matches("any") ? .any : .none
            default: return .none
            }
        case 4:
            switch bytes[start] {
            case UInt8(ascii: "f"): return matches("func") ? .func : .none
            case UInt8(ascii: "i"): return matches("init") ? .`init` : .none
            case UInt8(ascii: "e"): return matches("enum") ? .enum : .none
            case UInt8(ascii: "c"): return matches("case") ? .case : .none
            case UInt8(ascii: "s"): return matches("some") ? .some : .none
            default: return .none
            }
        case 5:
            switch bytes[start] {
            case UInt8(ascii: "c"): return matches("class") ? .class : .none
            case UInt8(ascii: "a"): return matches("actor") ? .actor : .none
            case UInt8(ascii: "i"): return matches("inout") ? .inout : .none
            default: return .none
            }
        case 6:
            return matches("struct") ? .struct : .none
        case 7:
            return matches("sending") ? .sending : .none
        case 8:
            return matches("protocol") ? .protocol : .none
        case 9:
            switch bytes[start] {
            case UInt8(ascii: "s"): return matches("subscript") ? .subscript : .none
            case UInt8(ascii: "e"): return matches("extension") ? .extension : .none
            case UInt8(ascii: "b"): return matches("borrowing") ? .borrowing : .none
            case UInt8(ascii: "c"): return matches("consuming") ? .consuming : .none
            default: return .none
            }
        default:
            return .none
        }
    }

    static func isNewline(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        // `byte | 0x20` maps A–Z onto a–z and nothing else onto a–z.
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
            || byte >= 0x80
    }

    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
}

/// For each byte, whether it continues an identifier (``SwiftLexer/isIdentifierByte(_:)``): one load per byte
/// where the test is five comparisons, in the loop over every name in the source.
nonisolated(unsafe) private let identifierByteTable: UnsafePointer<Bool> = {
    let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
    for byte in 0...255 { table[byte] = SwiftLexer.isIdentifierByte(UInt8(byte)) }
    return UnsafePointer(table)
}()
