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
                return lookup(file.text(of: tokens[first]))
            default: return .unknown
            }
        }
        // `-1`, `-0.5`
        if range.count == 2, tokens[first].kind == .operator, file.text(of: tokens[first]) == "-" {
            if tokens[first + 1].kind == .integer { return .named("Int") }
            if tokens[first + 1].kind == .float { return .named("Double") }
        }
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
    private func topLevelOperators(_ range: Range<Int>) -> [Int] {
        var operators: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            switch file.tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace:
                index = file.closer(of: index) + 1
                continue
            case .operator where index > range.lowerBound:
                operators.append(index)
            default: break
            }
            index = file.next(after: index)
        }
        return operators
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

    private func lookup(_ name: String) -> InterpolationType {
        if let type = local.type(of: name) { return .named(type) }
        if local.declares(name) { return .unknown }
        if let type = project.type(of: name) { return .named(type) }
        return .unknown
    }
}
