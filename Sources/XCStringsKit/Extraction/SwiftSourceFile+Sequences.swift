extension SwiftSourceFile {
    /// What a sequence of numbers gives first, as far as its tokens show.
    enum IteratedElement: Equatable {
        /// An `Int`: integer literals, a range to a literal or to a `.count`, `x.enumerated()`'s offset.
        case int
        /// The type of the name at this token: `0..<phases` iterates what `phases` is (an `Int16` gives `%d`).
        case typeOf(Int)
        /// A range whose bound the tokens do not type (`0..<(a ?? b)`).
        case unknown
    }

    /// What the tokens `start..<end` iterate first, when they are `x.enumerated()` (`enumerated`: two names are
    /// bound), a range from an integer literal, or an array literal of integers; nil when they are none of these.
    func iteratedElement(from start: Int, to end: Int, enumerated: Bool) -> IteratedElement? {
        guard start < end else { return nil }
        if enumerated {
            return (start..<end).contains { isIdentifier($0, "enumerated") && isKind($0 + 1, .leftParen) } ? .int : nil
        }
        if isKind(start, .integer), isKind(start + 1, .operator) {
            let text = text(of: tokens[start + 1])
            guard text == "..<" || text == "..." else { return nil }
            return rangeElement(upperBoundFrom: start + 2, to: end)
        }
        if isKind(start, .leftBracket) {
            let close = closer(of: start)
            let isIntegers = close > start + 1 && close < end && (start + 1..<close).allSatisfy { isKind($0, .integer) || isKind($0, .comma) }
            return isIntegers ? .int : nil
        }
        return nil
    }

    /// A range's element type is its bounds' type: an integer literal's lower bound takes the upper bound's.
    private func rangeElement(upperBoundFrom start: Int, to end: Int) -> IteratedElement {
        // The bound ends at the first comma outside brackets (`ForEach(0..<n, id: \.self)`) or at `end`.
        var boundEnd = start
        while boundEnd < end, boundEnd < tokens.count, !isKind(boundEnd, .comma) {
            switch tokens[boundEnd].kind {
            case .leftParen, .leftBracket, .leftBrace: boundEnd = closer(of: boundEnd) + 1
            default: boundEnd = next(after: boundEnd)
            }
        }
        boundEnd = min(boundEnd, end)
        guard boundEnd > start else { return .unknown }
        if boundEnd == start + 1 {
            if isKind(start, .integer) { return .int }
            if isKind(start, .identifier) { return .typeOf(start) }
            return .unknown
        }
        // `items.count`, `self.rows.count`: a collection's count is an `Int`.
        let isMemberChain = (start..<boundEnd).allSatisfy { ($0 - start) % 2 == 0 ? isKind($0, .identifier) : isKind($0, .period) }
        if isMemberChain, (boundEnd - start) % 2 == 1, isIdentifier(boundEnd - 1, "count") { return .int }
        return .unknown
    }

    /// The nearest `open` token before `index` that no `close` token between them closes: the bracket that
    /// encloses token `index`. nil when there is none.
    func unclosedOpener(_ open: SwiftToken.Kind, closedBy close: SwiftToken.Kind, before index: Int) -> Int? {
        var position = min(index, tokens.count) - 1
        var depth = 0
        while position >= 0 {
            let kind = tokens[position].kind
            if kind == close { depth += 1 }
            if kind == open {
                if depth == 0 { return position }
                depth -= 1
            }
            position -= 1
        }
        return nil
    }
}
