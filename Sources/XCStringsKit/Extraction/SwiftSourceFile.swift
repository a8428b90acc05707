import Foundation
import StringResources

/// A Swift source file, lexed: its bytes, tokens, string literals and what was malformed in it.
///
/// Reading positions costs nothing until a finding needs one. Literal text is decoded on demand
/// (``segments(of:)``) with Swift's rules for escapes, raw delimiters and multi-line indentation.
/// A class, so that the readers that hold it (argument lists, recognizers) share one reference.
public final class SwiftSourceFile: Sendable {
    /// The path as the caller gave it, used in findings.
    public let path: String
    /// The file's UTF-8 bytes.
    public let bytes: [UInt8]
    /// Every token, in order; the tokens of an interpolation follow its literal's token.
    public let tokens: LexedElements<SwiftToken>
    /// The string literals, indexed by ``SwiftToken/literal``.
    public let literals: LexedElements<SwiftStringLiteral>
    /// The parts of all literals (see ``SwiftStringLiteral/firstPart``).
    public let parts: LexedElements<SwiftStringLiteral.Part>
    /// What the lexer found malformed, as findings (an unterminated literal or comment).
    public let findings: [ValidationFinding]
    private let lineIndex: LazyLineIndex

    /// Lexes `bytes`, the contents of the file at `path`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        lineIndex = LazyLineIndex(bytes: bytes)
        // Offsets are 32-bit; a larger file is not Swift anyone compiles, and is read as empty.
        guard bytes.count < Int(UInt32.max) else {
            tokens = LexedElements()
            literals = LexedElements()
            parts = LexedElements()
            self.findings = [ValidationFinding(severity: .error, rule: .extractMalformedSource, file: path,
                                          position: SourcePosition(line: 1, column: 1), message: "the file is too large to read")]
            return
        }
        let lexed = bytes.withUnsafeBufferPointer { SwiftLexer.lex($0) }
        tokens = lexed.tokens
        literals = lexed.literals
        parts = lexed.parts
        let index = lineIndex
        findings = lexed.issues.map { issue in
            ValidationFinding(severity: .error, rule: .extractMalformedSource, file: path,
                              position: index.position(ofOffset: issue.offset), message: issue.message)
        }
    }

    /// Lexes `text`.
    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The index of the bracket closing the opening one at `index` (the token count when it has none, or when
    /// `index` is not an opening bracket). The lexer linked the pairs, so that reading nested calls never
    /// rescans them.
    @inline(__always)
    func closer(of index: Int) -> Int {
        guard index >= 0, index < tokens.count else { return tokens.count }
        let token = tokens[index]
        switch token.kind {
        case .leftParen, .leftBracket, .leftBrace: return token.link >= 0 ? Int(token.link) : tokens.count
        default: return tokens.count
        }
    }

    /// The line and column of a byte offset.
    public func position(ofOffset offset: Int) -> SourcePosition {
        lineIndex.position(ofOffset: offset)
    }

    /// A finding at a byte offset of this file.
    func finding(_ severity: Severity, _ rule: ValidationRule.ID, at offset: Int, _ message: String) -> ValidationFinding {
        ValidationFinding(severity: severity, rule: rule, file: path, position: position(ofOffset: offset), message: message)
    }

    // MARK: - Token text

    /// The source text of a token.
    public func text(of token: SwiftToken) -> String {
        String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// The source text of the tokens in `range`, from the first's start to the last's end.
    func text(ofTokens range: Range<Int>) -> String {
        guard let first = range.first, range.count > 0 else { return "" }
        return String(decoding: bytes[Int(tokens[first].start)..<Int(tokens[range.upperBound - 1].end)], as: UTF8.self)
    }

    /// Whether token `index` exists and is the identifier `name` (compared byte for byte, without a String).
    @inline(__always)
    func isIdentifier(_ index: Int, _ name: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        guard token.kind == .identifier, Int(token.end - token.start) == name.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        let pointer = name.utf8Start
        for offset in 0..<name.utf8CodeUnitCount where bytes[start + offset] != pointer[offset] { return false }
        return true
    }

    /// Whether token `index` exists and is the keyword `keyword`.
    @inline(__always)
    func isKeyword(_ index: Int, _ keyword: SwiftToken.Keyword) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].keyword == keyword
    }

    /// Whether token `index` exists and its text is `text` (compared byte for byte, whatever its kind).
    func hasText(_ index: Int, _ text: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        guard Int(token.end - token.start) == text.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        let pointer = text.utf8Start
        for offset in 0..<text.utf8CodeUnitCount where bytes[start + offset] != pointer[offset] { return false }
        return true
    }

    /// Whether token `index` exists and has `kind`.
    @inline(__always)
    func isKind(_ index: Int, _ kind: SwiftToken.Kind) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == kind
    }

    /// The index of the token after token `index`, stepping over a string literal's interpolation tokens.
    @inline(__always)
    func next(after index: Int) -> Int {
        let token = tokens[index]
        if token.kind == .string, token.literal >= 0 { return literals[Int(token.literal)].tokenEnd }
        return index + 1
    }

    /// The literal of token `index`, when it is a string literal.
    func literal(at index: Int) -> SwiftStringLiteral? {
        guard index >= 0, index < tokens.count, tokens[index].kind == .string, tokens[index].literal >= 0 else { return nil }
        return literals[Int(tokens[index].literal)]
    }
}

/// A line index built on first use and shared by copies of the file.
private final class LazyLineIndex: @unchecked Sendable {
    private let bytes: [UInt8]
    private let lock = NSLock()
    private var index: SourceLineIndex?

    init(bytes: [UInt8]) { self.bytes = bytes }

    func position(ofOffset offset: Int) -> SourcePosition {
        lock.withLock {
            if index == nil { index = SourceLineIndex(bytes: bytes) }
            return index?.position(ofOffset: offset) ?? SourcePosition(line: 1, column: 1)
        }
    }
}
