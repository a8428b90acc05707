/// The arguments between a `(` and its `)`: each with its label and the tokens of its expression.
///
/// Also reads a declaration's parameter list (`label name: Type`). Nesting of `()`, `[]` and `{}` is
/// followed, and a string literal with its interpolations counts as one token.
struct SwiftCallArguments {
    /// One argument.
    struct Argument {
        /// The label (`comment` in `comment: "…"`), nil when unlabeled.
        var label: String?
        /// The token indices of the expression (after the label and colon).
        var expression: Range<Int>
    }

    /// One parameter of a declaration.
    struct Parameter {
        /// The argument label callers write, nil for `_`.
        var label: String?
        /// The name inside the body.
        var name: String
        /// The declared type's text.
        var type: String?
    }

    private(set) var arguments: [Argument] = []
    /// The index of the closing parenthesis (the token count when it is missing).
    private(set) var closeIndex: Int
    private let file: SwiftSourceFile

    /// Reads the arguments of the parenthesis (or bracket) at `open`.
    init(_ file: SwiftSourceFile, open: Int) {
        self.init(file, from: open + 1, to: file.tokens.count)
    }

    /// Reads the comma-separated arguments in the tokens `range` (an interpolation's contents), up to a closer.
    init(_ file: SwiftSourceFile, tokens range: Range<Int>) {
        self.init(file, from: range.lowerBound, to: range.upperBound)
    }

    private init(_ file: SwiftSourceFile, from first: Int, to limit: Int) {
        self.file = file
        let tokens = file.tokens
        var index = first
        var argumentStart = index
        var close = limit
        func finish(_ end: Int, into arguments: inout [Argument]) {
            guard end > argumentStart else { return }
            var start = argumentStart
            var label: String?
            if end - start >= 2, tokens[start].kind == .identifier, tokens[start + 1].kind == .colon {
                label = file.text(of: tokens[start])
                start += 2
            }
            arguments.append(Argument(label: label, expression: start..<end))
        }
        while index < limit {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace:
                // Nested brackets are stepped over whole.
                index = min(file.closer(of: index) + 1, limit)
                continue
            case .rightParen, .rightBracket, .rightBrace:
                finish(index, into: &arguments)
                close = index
                index = limit
                continue
            case .comma:
                finish(index, into: &arguments)
                argumentStart = index + 1
            default:
                break
            }
            index = file.next(after: index)
        }
        if close == limit { finish(min(index, limit), into: &arguments) }
        closeIndex = close
    }

    /// The first argument with `label` (nil: the first unlabeled argument, only when it comes first).
    func argument(_ label: String?) -> Argument? {
        if let label { return arguments.first { $0.label == label } }
        guard let first = arguments.first, first.label == nil else { return nil }
        return first
    }

    /// Whether an argument has `label`.
    func has(_ label: String) -> Bool { arguments.contains { $0.label == label } }

    /// The arguments read as a declaration's parameters.
    var parameters: [Parameter] {
        arguments.compactMap { argument in
            // A parameter with one name has its label in `label`, with two its external name.
            var start = argument.expression.lowerBound
            var names: [String] = []
            if let label = argument.label {
                names.append(label)
            } else {
                while start + 1 < argument.expression.upperBound, file.tokens[start].kind == .identifier, file.tokens[start + 1].kind == .identifier {
                    names.append(file.text(of: file.tokens[start]))
                    start += 1
                }
                guard start + 1 < argument.expression.upperBound, file.tokens[start].kind == .identifier, file.tokens[start + 1].kind == .colon else { return nil }
                names.append(file.text(of: file.tokens[start]))
                start += 2
            }
            if argument.label != nil { start = argument.expression.lowerBound }
            // `label name: Type` was read as the label `name`… only when one name was given; with two,
            // the first identifier is not followed by a colon and lands in the expression.
            let type = TypeReader.read(file, from: start).type
            guard let internalName = names.last else { return nil }
            let external = names.count >= 2 ? names[names.count - 2] : internalName
            return Parameter(label: external == "_" ? nil : external, name: internalName, type: type)
        }
    }

    /// The index of the bracket closing the one at `open` (the token count when it is missing).
    static func closingIndex(_ file: SwiftSourceFile, open: Int) -> Int {
        file.closer(of: open)
    }
}
