/// Reads a type written in source: `Int`, `String.LocalizationValue`, `[Key: Value]`, `Int?`, `some View`.
enum TypeReader {
    /// The type's text without spaces (`[Priority:DisplayRepresentation]`, `Int?`) and the token after it,
    /// or nil when no type starts at `index`.
    static func read(_ file: SwiftSourceFile, from index: Int) -> (type: String?, after: Int) {
        let (tokens, after) = scan(file, from: index)
        guard let tokens else { return (nil, after) }
        return (text(file, tokens), after)
    }

    /// `inout`, `some`, `any`, `sending`, `borrowing`, `consuming`.
    private static func isSpecifier(_ keyword: SwiftToken.Keyword) -> Bool {
        switch keyword {
        case .inout, .some, .any, .sending, .borrowing, .consuming: true
        default: false
        }
    }

    /// Where the type starting at `index` is, without reading its text: the tokens whose texts make it
    /// (nil when no type starts there) and the token after it. Declarations are collected by the thousand
    /// and most of their types are never asked for, so the text is made only when it is needed.
    static func scan(_ file: SwiftSourceFile, from index: Int) -> (tokens: Range<Int>?, after: Int) {
        var position = index
        // Attributes and specifiers (`@MainActor`, `inout`, `some`, `any`, `sending`).
        while true {
            if file.isKind(position, .at), file.isKind(position + 1, .identifier) {
                position += 2
                if file.isKind(position, .leftParen) { position = SwiftCallArguments.closingIndex(file, open: position) + 1 }
            } else if position >= 0, position < file.tokens.count, Self.isSpecifier(file.tokens[position].keyword) {
                position += 1
            } else {
                break
            }
        }
        let count = file.tokens.count
        guard position < count else { return (nil, position) }
        let start = position
        switch file.tokens[position].kind {
        case .identifier:
            position += 1
            while file.isKind(position, .period), file.isKind(position + 1, .identifier) { position += 2 }
            // Generic arguments: `Set<Int>`.
            if file.isKind(position, .operator), file.bytes[Int(file.tokens[position].start)] == UInt8(ascii: "<") {
                var nesting = 0
                repeat {
                    let token = file.tokens[position]
                    if token.kind == .operator {
                        for offset in Int(token.start)..<Int(token.end) {
                            let byte = file.bytes[offset]
                            if byte == UInt8(ascii: "<") { nesting += 1 } else if byte == UInt8(ascii: ">") { nesting -= 1 }
                        }
                    }
                    position += 1
                } while nesting > 0 && position < count
            }
        case .leftBracket, .leftParen:
            // An unclosed bracket takes the rest of the file (and the position after it is one past the end).
            position = SwiftCallArguments.closingIndex(file, open: position) + 1
        default:
            return (nil, position)
        }
        // `Int?`, `Int!`
        while position < count, !file.tokens[position].followsNewline,
              file.isKind(position, .question) || (file.isKind(position, .operator) && file.hasText(position, "!")) {
            position += 1
        }
        return (start..<min(position, count), position)
    }

    /// The text of a type's tokens, concatenated (each decoded on its own, as `read` always has).
    static func text(_ file: SwiftSourceFile, _ tokens: Range<Int>) -> String {
        var text = ""
        for index in tokens { text += file.text(of: file.tokens[index]) }
        return text
    }

    /// Whether the type in `tokens`, without its optional marks, is one of `names` (which have none), compared
    /// byte for byte: thousands of declarations are tested, and a text is made only for those that pass.
    static func base(_ file: SwiftSourceFile, _ tokens: Range<Int>, isOneOf names: [StaticString]) -> Bool {
        guard let first = tokens.first else { return false }
        // Most types differ from every name in their first byte.
        let firstByte = file.bytes[Int(file.tokens[first].start)]
        for name in names where name.utf8CodeUnitCount > 0 && name.utf8Start[0] == firstByte {
            let matches = file.bytes.withUnsafeBufferPointer { bytes in
                file.tokens.withUnsafeBufferPointer { base(bytes, $0, tokens, is: name) }
            }
            if matches { return true }
        }
        return false
    }

    private static func base(_ bytes: UnsafeBufferPointer<UInt8>, _ allTokens: UnsafeBufferPointer<SwiftToken>, _ tokens: Range<Int>,
                             is name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        let characters = name.utf8Start
        var matched = 0
        for index in tokens {
            let token = allTokens[index]
            for offset in Int(token.start)..<Int(token.end) {
                let byte = bytes[offset]
                if matched < count {
                    guard byte == characters[matched] else { return false }
                    matched += 1
                } else if byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") {
                    return false
                }
            }
        }
        return matched == count
    }

    /// Whether the type in `tokens`, without its optional marks, is one character (a generic `S`): one ASCII
    /// byte, since a lone byte of 0x80 or more is no character (its text is U+FFFD).
    static func baseIsOneCharacter(_ file: SwiftSourceFile, _ tokens: Range<Int>) -> Bool {
        var length = 0
        var first: UInt8 = 0
        for index in tokens {
            let token = file.tokens[index]
            for offset in Int(token.start)..<Int(token.end) {
                let byte = file.bytes[offset]
                if length == 0 { first = byte }
                length += 1
            }
        }
        // Trailing optional marks do not count.
        var end = tokens.upperBound
        var marks = 0
        while end > tokens.lowerBound {
            let token = file.tokens[end - 1]
            var offset = Int(token.end)
            var allMarks = true
            while offset > Int(token.start) {
                let byte = file.bytes[offset - 1]
                guard byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") else { allMarks = false; break }
                marks += 1
                offset -= 1
            }
            if !allMarks { break }
            end -= 1
        }
        return length - marks == 1 && first < 0x80
    }

    /// The type without its optional marks (`LocalizedStringKey?` → `LocalizedStringKey`).
    static func base(_ type: String) -> String {
        // Byte-wise: `?` and `!` are ASCII, and this runs for every declaration.
        let utf8 = type.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex {
            let before = utf8.index(before: end)
            guard utf8[before] == UInt8(ascii: "?") || utf8[before] == UInt8(ascii: "!") else { break }
            end = before
        }
        return end == utf8.endIndex ? type : String(type[..<end])
    }

    /// For a dictionary type `[Key: Value]`, the value type; for an array `[Element]`, the element type.
    static func elementType(_ type: String) -> String? {
        guard type.utf8.first == UInt8(ascii: "[") else { return nil }
        let base = Self.base(type)
        guard base.utf8.last == UInt8(ascii: "]") else { return nil }
        let inner = base.dropFirst().dropLast()
        var nesting = 0
        for (offset, character) in zip(inner.indices, inner) {
            if character == "[" || character == "(" || character == "<" { nesting += 1 }
            if character == "]" || character == ")" || character == ">" { nesting -= 1 }
            if character == ":" && nesting == 0 { return String(inner[inner.index(after: offset)...]) }
        }
        return String(inner)
    }
}
