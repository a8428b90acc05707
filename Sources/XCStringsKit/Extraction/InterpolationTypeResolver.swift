/// Tells the type of an interpolated expression from the tokens alone, where the source shows it:
/// literals, names with a declared type, `.count`, conversions such as `Int(x)`, `.formatted()`.
struct InterpolationTypeResolver {
    let file: SwiftSourceFile
    let local: SourceDeclarations
    let project: ProjectDeclarations

    private static let integerConversions: Set<String> = [
        "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8", "Double", "Float", "CGFloat",
    ]

    /// Foundation properties that are strings whatever their owner: `url.absoluteString`, `error.localizedDescription`.
    private static let stringProperties: Set<String> = [
        "description", "debugDescription", "localizedDescription", "absoluteString", "lastPathComponent", "pathExtension",
        "localizedName", "localizedCapitalized", "localizedUppercase", "localizedLowercase", "uuidString", "path",
    ]

    /// The type of the expression in `range` (`depth`: how deep the reading has nested, bounded).
    func type(of range: Range<Int>, depth: Int = 0) -> InterpolationType {
        guard !range.isEmpty, depth < 16 else { return .unknown }
        let tokens = file.tokens
        let first = range.lowerBound
        if range.count == 1 || file.next(after: first) == range.upperBound {
            switch tokens[first].kind {
            case .integer: return .named("Int")
            case .float: return .named("Double")
            case .string: return .named("String")
            case .identifier:
                if file.isIdentifier(first, "true") || file.isIdentifier(first, "false") { return .named("Bool") }
                if file.isIdentifier(first, "$0") { return anonymousParameterType(first) }
                return lookup(file.text(of: tokens[first]))
            default: return .unknown
            }
        }
        // `-1`, `-0.5`
        if range.count == 2, tokens[first].kind == .operator, file.text(of: tokens[first]) == "-" {
            if tokens[first + 1].kind == .integer { return .named("Int") }
            if tokens[first + 1].kind == .float { return .named("Double") }
        }
        // `n == 6 ? 1 : n`: the branches' type.
        if let conditional = conditionalType(range, depth: depth) { return conditional }
        // `name ?? ""`, `count ?? 0`: the fallback's type.
        if let fallback = nilCoalescingFallback(range, depth: depth) { return fallback }
        // `index + 1`: arithmetic on one numeric type.
        if let arithmetic = arithmeticType(range, depth: depth) { return arithmetic }
        // `Int(x)`, `Date()`: a type's initializer; `x.formatted(…)`: a string.
        let last = range.upperBound - 1
        if tokens[last].kind == .rightParen {
            var open = last
            var depth = 0
            while open >= first {
                if tokens[open].kind == .rightParen { depth += 1 }
                if tokens[open].kind == .leftParen {
                    depth -= 1
                    if depth == 0 { break }
                }
                open -= 1
            }
            guard open > first, tokens[open - 1].kind == .identifier else { return .unknown }
            let callee = file.text(of: tokens[open - 1])
            if open - 1 == first {
                if Self.integerConversions.contains(callee) || callee == "String" { return .named(callee) }
                if let initial = callee.unicodeScalars.first, ("A"..."Z").contains(initial) { return .named(callee) }
                // A function of the project: its declared result.
                return lookup(callee + "()")
            }
            if file.isKind(open - 2, .period), callee == "formatted" || callee == "description" { return .named("String") }
            return .unknown
        }
        // `a.b.c`, `self.count`, `items.count`
        var index = first
        var names: [Int] = []
        while index < range.upperBound {
            guard tokens[index].kind == .identifier else { return .unknown }
            names.append(index)
            index += 1
            if index < range.upperBound {
                guard tokens[index].kind == .period else { return .unknown }
                index += 1
                if index == range.upperBound { return .unknown }
            }
        }
        guard let lastName = names.last else { return .unknown }
        if file.isIdentifier(lastName, "count") && names.count > 1 { return .named("Int") }
        if names.count > 1, Self.stringProperties.contains(file.text(of: tokens[lastName])) { return .named("String") }
        return lookup(file.text(of: tokens[lastName]))
    }

    /// The operators outside brackets in `range`, by index (a leading prefix operator excluded).
    private func topLevelOperators(_ range: Range<Int>) -> [Int] { topLevelTokens(range, of: [.operator]) }

    /// The tokens of `kinds` outside brackets in `range`, by index (not the first token: a prefix operator).
    private func topLevelTokens(_ range: Range<Int>, of kinds: [SwiftToken.Kind]) -> [Int] {
        var found: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let kind = file.tokens[index].kind
            switch kind {
            case .leftParen, .leftBracket, .leftBrace:
                index = file.closer(of: index) + 1
                continue
            default:
                if index > range.lowerBound, kinds.contains(kind) { found.append(index) }
            }
            index = file.next(after: index)
        }
        return found
    }

    /// For `a ?? b` at the top level, the type of `b` when it is known.
    private func nilCoalescingFallback(_ range: Range<Int>, depth: Int) -> InterpolationType? {
        guard let coalescing = topLevelOperators(range).first(where: { file.text(of: file.tokens[$0]) == "??" }) else { return nil }
        let fallback = type(of: (coalescing + 1)..<range.upperBound, depth: depth + 1)
        return fallback.isKnown ? fallback : nil
    }

    /// The type of `a op b` (`+ - * / %`, one operator at the top level) when both sides have the same
    /// numeric type or one is an integer literal.
    private func arithmeticType(_ range: Range<Int>, depth: Int) -> InterpolationType? {
        let operators = topLevelOperators(range)
        guard operators.count == 1, let operatorIndex = operators.first, operatorIndex + 1 < range.upperBound,
              ["+", "-", "*", "/", "%"].contains(file.text(of: file.tokens[operatorIndex])) else { return nil }
        let left = type(of: range.lowerBound..<operatorIndex, depth: depth + 1)
        let right = type(of: (operatorIndex + 1)..<range.upperBound, depth: depth + 1)
        let numeric: Set<String> = ["Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8", "Double", "Float", "CGFloat"]
        guard case .named(let a) = left, case .named(let b) = right, numeric.contains(a), numeric.contains(b) else { return .unknown }
        if a == b { return left }
        // An integer literal takes the other side's type.
        if a == "Int", file.isKind(range.lowerBound, .integer), operatorIndex == range.lowerBound + 1 { return right }
        if b == "Int", file.isKind(operatorIndex + 1, .integer), operatorIndex + 2 == range.upperBound { return left }
        return .unknown
    }

    /// For `c ? a : b` at the top level, the type of both branches when they agree; an integer (or
    /// floating-point) literal branch takes the other branch's numeric type. nil when `range` is no conditional.
    private func conditionalType(_ range: Range<Int>, depth: Int) -> InterpolationType? {
        var question: Int?
        var nested = 0
        for index in topLevelTokens(range, of: [.question, .colon]) {
            if file.isKind(index, .question) {
                guard followsSpace(index) else { continue }
                if question == nil { question = index } else { nested += 1 }
            } else if let question {
                if nested == 0 { return commonType(question + 1..<index, index + 1..<range.upperBound, depth: depth) }
                nested -= 1
            }
        }
        return nil
    }

    /// The type two branches share.
    private func commonType(_ a: Range<Int>, _ b: Range<Int>, depth: Int) -> InterpolationType {
        let left = type(of: a, depth: depth + 1)
        let right = type(of: b, depth: depth + 1)
        if left == right { return left }
        guard case .named(let leftName) = left, case .named(let rightName) = right else { return .unknown }
        let integers: Set<String> = ["Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8"]
        let floatingPoint: Set<String> = ["Double", "Float", "CGFloat", "TimeInterval"]
        func isLiteral(_ range: Range<Int>, _ kind: SwiftToken.Kind) -> Bool { range.count == 1 && file.isKind(range.lowerBound, kind) }
        if isLiteral(a, .integer), integers.contains(rightName) || floatingPoint.contains(rightName) { return right }
        if isLiteral(b, .integer), integers.contains(leftName) || floatingPoint.contains(leftName) { return left }
        if isLiteral(a, .float), floatingPoint.contains(rightName) { return right }
        if isLiteral(b, .float), floatingPoint.contains(leftName) { return left }
        return .unknown
    }

    /// Whether whitespace comes before token `index`: a conditional's `?` (optional chaining's `x?.y` has none).
    private func followsSpace(_ index: Int) -> Bool {
        let start = Int(file.tokens[index].start)
        guard start > 0 else { return false }
        let byte = file.bytes[start - 1]
        return byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// The type of `$0` at token `index`: the element of the integers whose call this closure trails
    /// (`ForEach(0...3, id: \.self) { Text("\($0)") }`), as for a named parameter.
    private func anonymousParameterType(_ index: Int) -> InterpolationType {
        // The brace that opens the closure around the token, and the call it trails.
        guard let brace = file.unclosedOpener(.leftBrace, closedBy: .rightBrace, before: index), brace > 0,
              file.isKind(brace - 1, .rightParen) else { return .unknown }
        let close = brace - 1
        guard let open = file.unclosedOpener(.leftParen, closedBy: .rightParen, before: close),
              let element = file.iteratedElement(from: open + 1, to: close, enumerated: false) else { return .unknown }
        switch element {
        case .int: return .named("Int")
        case .typeOf(let bound): return lookup(file.text(of: file.tokens[bound]))
        case .unknown: return .unknown
        }
    }

    /// The declared type of a name (or of a function's result, `name()`). An optional is its wrapped type: an
    /// interpolation of an optional does not compile, so the name is a binding that unwraps it (`if let n = n`).
    private func lookup(_ name: String) -> InterpolationType {
        if let type = local.type(of: name) { return .named(Self.unwrapped(type)) }
        if local.declares(name) { return .unknown }
        if let type = project.type(of: name) { return .named(Self.unwrapped(type)) }
        return .unknown
    }

    /// `Int?`, `Int!`, `Optional<Int>` → `Int`.
    static func unwrapped(_ type: String) -> String {
        if type.hasSuffix("?") || type.hasSuffix("!") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst("Optional<".count).dropLast()) }
        return type
    }
}
