/// The arguments between a `(` and its `)`: each with its label and the tokens of its expression.
///
/// Also reads a declaration's parameter list (`label name: Type`), without allocating, through
/// ``forEachArgument(_:open:_:)``. Nesting of `()`, `[]` and `{}` is followed, and a string literal with its
/// interpolations counts as one token.
struct SwiftCallArguments {
    /// One argument.
    struct Argument {
        /// The label (`comment` in `comment: "…"`), nil when unlabeled.
        var label: String?
        /// The token indices of the expression (after the label and colon).
        var expression: Range<Int>
    }

    private(set) var arguments: [Argument] = []
    /// The index of the closing parenthesis (the token count when it is missing).
    private(set) var closeIndex: Int

    /// Reads the arguments of the parenthesis (or bracket) at `open`.
    init(_ file: SwiftSourceFile, open: Int) {
        self.init(file, from: open + 1, to: file.tokens.count)
    }

    /// Reads the comma-separated arguments in the tokens `range` (an interpolation's contents), up to a closer.
    init(_ file: SwiftSourceFile, tokens range: Range<Int>) {
        self.init(file, from: range.lowerBound, to: range.upperBound)
    }

    private init(_ file: SwiftSourceFile, from first: Int, to limit: Int) {
        var arguments: [Argument] = []
        closeIndex = Self.forEachArgument(file, from: first, to: limit) { labelToken, expression in
            arguments.append(Argument(label: labelToken.map { file.text(of: file.tokens[$0]) }, expression: expression))
        }
        self.arguments = arguments
    }

    /// Calls `body` with each argument of the parenthesis (or bracket) at `open`: the token of its label
    /// (nil when unlabeled) and its expression; returns the index of the closing parenthesis. Allocates nothing.
    static func forEachArgument(_ file: SwiftSourceFile, open: Int, _ body: (_ labelToken: Int?, _ expression: Range<Int>) -> Void) -> Int {
        forEachArgument(file, from: open + 1, to: file.tokens.count, body)
    }

    private static func forEachArgument(_ file: SwiftSourceFile, from first: Int, to limit: Int,
                                        _ body: (_ labelToken: Int?, _ expression: Range<Int>) -> Void) -> Int {
        let tokens = file.tokens
        var index = first
        var argumentStart = index
        var close = limit
        func finish(_ end: Int) {
            guard end > argumentStart else { return }
            var start = argumentStart
            var label: Int?
            if end - start >= 2, tokens[start].kind == .identifier, tokens[start + 1].kind == .colon {
                label = start
                start += 2
            }
            body(label, start..<end)
        }
        while index < limit {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace:
                // Nested brackets are stepped over whole.
                index = min(file.closer(of: index) + 1, limit)
                continue
            case .rightParen, .rightBracket, .rightBrace:
                finish(index)
                close = index
                index = limit
                continue
            case .comma:
                finish(index)
                argumentStart = index + 1
            default:
                break
            }
            index = file.next(after: index)
        }
        if close == limit { finish(min(index, limit)) }
        return close
    }

    /// The first argument with `label` (nil: the first unlabeled argument, only when it comes first).
    func argument(_ label: String?) -> Argument? {
        if let label { return arguments.first { $0.label == label } }
        guard let first = arguments.first, first.label == nil else { return nil }
        return first
    }

    /// Whether an argument has `label`.
    func has(_ label: String) -> Bool { arguments.contains { $0.label == label } }

    /// The index of the bracket closing the one at `open` (the token count when it is missing).
    static func closingIndex(_ file: SwiftSourceFile, open: Int) -> Int {
        file.closer(of: open)
    }
}
