/// What Swift source declares that extraction needs, read from tokens without type checking: the types of
/// names (properties, locals, parameters) and the parameters of the project's own functions, initializers
/// and structures that take localizable strings.
///
/// The compiler extracts a literal wherever its type is `LocalizedStringKey`, `LocalizedStringResource` or
/// `String.LocalizationValue`, so a project's `init(_ title: LocalizedStringKey)` makes its callers' literals
/// localizable too. Declarations are collected per file and merged for the whole tree; a name declared with
/// two different types is ambiguous and tells nothing.
struct SourceDeclarations: Sendable {
    /// The declared type of each name.
    private(set) var types: [String: String] = [:]
    /// Names declared with different types.
    private(set) var ambiguousNames: Set<String> = []
    /// `callee` + `\u{1}` + label (`_` when unlabeled) → whether a literal passed there is localizable
    /// (false when the same callee and label also take a `String`, which a literal prefers).
    private(set) var parameters: [String: Bool] = [:]

    /// The type names whose literals are localizable.
    static let localizableTypes: Set<String> = [
        "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue", "LocalizationValue",
    ]

    /// The declared type of `name`, if it has exactly one.
    func type(of name: String) -> String? {
        ambiguousNames.contains(name) ? nil : types[name]
    }

    /// Whether `name` is declared at all.
    func declares(_ name: String) -> Bool { types[name] != nil || ambiguousNames.contains(name) }

    /// Whether a literal passed to `callee` under `label` (nil when unlabeled) is localizable.
    func takesLocalizable(_ callee: String, label: String?) -> Bool {
        parameters[Self.parameterKey(callee, label)] == true
    }

    /// Whether any parameter of `callee` is localizable (a cheap test before parsing arguments).
    func hasLocalizableParameters(_ callee: String) -> Bool { callees.contains(callee) }

    private var callees: Set<String> = []

    /// The callees with a localizable parameter (a superset: a label may have been overruled by a `String` one).
    var calleeNames: Set<String> { callees }

    static func parameterKey(_ callee: String, _ label: String?) -> String { callee + "\u{1}" + (label ?? "_") }

    mutating func declare(_ name: String, type: String) {
        if ambiguousNames.contains(name) { return }
        if let existing = types[name], existing != type {
            types[name] = nil
            ambiguousNames.insert(name)
        } else {
            types[name] = type
        }
    }

    mutating func declareParameter(_ callee: String, label: String?, localizable: Bool) {
        let key = Self.parameterKey(callee, label)
        parameters[key] = (parameters[key] ?? true) && localizable
        // A callee stays listed while any of its labels is localizable; the labels are checked on use.
        if parameters[key] == true { callees.insert(callee) }
    }

    /// Adds what `other` declares.
    mutating func merge(_ other: SourceDeclarations) {
        for name in other.ambiguousNames {
            types[name] = nil
            ambiguousNames.insert(name)
        }
        for (name, type) in other.types { declare(name, type: type) }
        for (key, localizable) in other.parameters {
            parameters[key] = (parameters[key] ?? true) && localizable
        }
        // A superset is enough: the labels are checked on use.
        callees.formUnion(other.callees)
    }
}

extension SourceDeclarations {
    /// Collects the declarations of one file.
    init(collecting file: SwiftSourceFile) {
        self.init()
        var collector = DeclarationCollector(file: file)
        collector.run(into: &self)
    }
}

/// Walks a file's tokens once, following type scopes, to fill ``SourceDeclarations``.
private struct DeclarationCollector {
    let file: SwiftSourceFile
    /// Open type scopes: name, whether a structure, and the brace depth of their body.
    private var scopes: [(name: String, isStruct: Bool, depth: Int)] = []
    private var pendingType: (name: String, isStruct: Bool)?
    private var depth = 0
    private var stringParameters: [(callee: String, label: String?)] = []

    init(file: SwiftSourceFile) { self.file = file }

    mutating func run(into declarations: inout SourceDeclarations) {
        let tokens = file.tokens
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .leftBrace:
                depth += 1
                if let pending = pendingType {
                    scopes.append((pending.name, pending.isStruct, depth))
                    pendingType = nil
                }
            case .rightBrace:
                depth -= 1
                while let last = scopes.last, last.depth > depth { scopes.removeLast() }
            case .identifier:
                if file.isIdentifier(index, "struct") || file.isIdentifier(index, "class") || file.isIdentifier(index, "enum")
                    || file.isIdentifier(index, "actor") || file.isIdentifier(index, "extension") || file.isIdentifier(index, "protocol") {
                    // `class func`, `class var` are members, not types.
                    if file.isKind(index + 1, .identifier), !file.isIdentifier(index + 1, "func"), !file.isIdentifier(index + 1, "var"),
                       !file.isIdentifier(index + 1, "let") {
                        var nameIndex = index + 1
                        while file.isKind(nameIndex + 1, .period), file.isKind(nameIndex + 2, .identifier) { nameIndex += 2 }
                        pendingType = (file.text(of: tokens[nameIndex]), file.isIdentifier(index, "struct") || file.isIdentifier(index, "extension") && isStructName(file.text(of: tokens[nameIndex])))
                        index = nameIndex + 1
                        continue
                    }
                } else if file.isIdentifier(index, "let") || file.isIdentifier(index, "var") {
                    index = readVariable(at: index, into: &declarations)
                    continue
                } else if file.isIdentifier(index, "func") || file.isIdentifier(index, "init") || file.isIdentifier(index, "subscript") {
                    index = readFunction(at: index, into: &declarations)
                    continue
                } else if file.isIdentifier(index, "case"), file.isKind(index + 1, .identifier), file.isKind(index + 2, .leftParen) {
                    readEnumCase(at: index, into: &declarations)
                } else if file.isIdentifier(index, "in") {
                    readClosureParameters(endingAt: index, into: &declarations)
                } else if file.isIdentifier(index, "for") {
                    readForLoop(at: index, into: &declarations)
                }
            default:
                break
            }
            index += 1
        }
        // Overloads are declared together: a `String` overload in the same file overrules a localizable one.
        for (callee, label) in stringParameters where declarations.hasLocalizableParameters(callee) {
            declarations.declareParameter(callee, label: label, localizable: false)
        }
    }

    private func isStructName(_ name: String) -> Bool {
        scopes.contains { $0.name == name && $0.isStruct }
    }

    /// `let name: Type`, `var name = 0`: the name's type, and a structure's stored localizable property.
    private mutating func readVariable(at index: Int, into declarations: inout SourceDeclarations) -> Int {
        var position = index + 1
        // `let (a, b) = …` and `case let .x(a)` tell nothing here.
        guard file.isKind(position, .identifier) else { return position }
        let name = file.text(of: file.tokens[position])
        position += 1
        if file.isKind(position, .colon) {
            let (type, after) = TypeReader.read(file, from: position + 1)
            guard let type else { return after }
            declarations.declare(name, type: type)
            let isStored = !file.isKind(after, .leftBrace)
            if isStored, let scope = scopes.last, scope.isStruct, scope.depth == depth, SourceDeclarations.localizableTypes.contains(TypeReader.base(type)) {
                // The memberwise initializer takes the stored property by its name.
                declarations.declareParameter(scope.name, label: name, localizable: true)
            }
            return after
        }
        if file.isKind(position, .equal) {
            let value = position + 1
            guard value < file.tokens.count else { return value }
            let token = file.tokens[value]
            let after = file.next(after: value)
            let ends = after >= file.tokens.count || file.tokens[after].followsNewline || file.isKind(after, .semicolon) || file.isKind(after, .rightBrace)
            switch token.kind {
            case .integer where ends: declarations.declare(name, type: "Int")
            case .float where ends: declarations.declare(name, type: "Double")
            case .string where ends: declarations.declare(name, type: "String")
            case .identifier:
                if ends, file.isIdentifier(value, "true") || file.isIdentifier(value, "false") {
                    declarations.declare(name, type: "Bool")
                } else if file.isKind(value + 1, .leftParen), let first = file.bytes[Int(token.start)...].first,
                          first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                    // `= Date()`, `= Int(text)`: an initializer names its type.
                    let close = SwiftCallArguments.closingIndex(file, open: value + 1)
                    if close + 1 >= file.tokens.count || file.tokens[close + 1].followsNewline || file.isKind(close + 1, .semicolon) {
                        declarations.declare(name, type: file.text(of: token))
                    }
                }
            default:
                break
            }
            return value
        }
        return position
    }

    /// `case invalid(description: LocalizedStringKey)`: `.invalid(description: "…")` is localizable.
    private mutating func readEnumCase(at index: Int, into declarations: inout SourceDeclarations) {
        let name = file.text(of: file.tokens[index + 1])
        let arguments = SwiftCallArguments(file, open: index + 2)
        for (position, argument) in arguments.arguments.enumerated() {
            let type = TypeReader.read(file, from: argument.expression.lowerBound).type.map(TypeReader.base)
            guard let type, argument.label != nil || position == 0 else { continue }
            // An unlabeled associated value has only a type; a labeled one `label: Type`.
            let localizable = SourceDeclarations.localizableTypes.contains(type)
            if localizable || type == "String" { declarations.declareParameter(name, label: argument.label, localizable: localizable) }
        }
    }

    /// `{ index, item in` after `x.enumerated()`, `ForEach([3, 6, 12]) { month in`, `ForEach(0..<n) { i in`:
    /// the first parameter is an `Int`.
    private mutating func readClosureParameters(endingAt index: Int, into declarations: inout SourceDeclarations) {
        var position = index - 1
        var names: [String] = []
        while position >= 0 {
            let token = file.tokens[position]
            if token.kind == .identifier { names.insert(file.text(of: token), at: 0) } else if token.kind == .leftBrace { break } else if
                token.kind != .comma && token.kind != .leftParen && token.kind != .rightParen { return }
            position -= 1
        }
        guard position > 0, let first = names.first, file.isKind(position - 1, .rightParen) else { return }
        // The call whose trailing closure this is.
        var open = position - 1
        var depth = 0
        while open >= 0 {
            if file.tokens[open].kind == .rightParen { depth += 1 } else if file.tokens[open].kind == .leftParen {
                depth -= 1
                if depth == 0 { break }
            }
            open -= 1
        }
        guard open >= 0 else { return }
        if countsIntegers(from: open + 1, to: position - 1, enumerated: names.count >= 2) { declarations.declare(first, type: "Int") }
    }

    /// `for i in 0..<n`, `for (index, item) in items.enumerated()`.
    private mutating func readForLoop(at index: Int, into declarations: inout SourceDeclarations) {
        var position = index + 1
        var names: [String] = []
        while position < file.tokens.count, !file.isIdentifier(position, "in") {
            let token = file.tokens[position]
            if token.kind == .identifier { names.append(file.text(of: token)) } else if
                token.kind != .comma && token.kind != .leftParen && token.kind != .rightParen { return }
            position += 1
        }
        guard let first = names.first, position < file.tokens.count else { return }
        var end = position + 1
        while end < file.tokens.count, file.tokens[end].kind != .leftBrace { end = file.next(after: end) }
        if countsIntegers(from: position + 1, to: end, enumerated: names.count >= 2) { declarations.declare(first, type: "Int") }
    }

    /// Whether the tokens `start..<end` iterate integers first: `x.enumerated()` (with two names), a range
    /// of integers, or an array literal of integers.
    private func countsIntegers(from start: Int, to end: Int, enumerated: Bool) -> Bool {
        guard start < end else { return false }
        if enumerated {
            return (start..<end).contains { file.isIdentifier($0, "enumerated") && file.isKind($0 + 1, .leftParen) }
        }
        if file.isKind(start, .integer), file.isKind(start + 1, .operator) {
            let text = file.text(of: file.tokens[start + 1])
            return text == "..<" || text == "..."
        }
        if file.isKind(start, .leftBracket) {
            let close = SwiftCallArguments.closingIndex(file, open: start)
            return close > start + 1 && (start + 1..<close).allSatisfy { file.isKind($0, .integer) || file.isKind($0, .comma) }
        }
        return false
    }

    /// `func name(label name: Type, …)`, `init(_ title: LocalizedStringKey)`: parameter types, and which
    /// callee and label take a localizable string.
    private mutating func readFunction(at index: Int, into declarations: inout SourceDeclarations) -> Int {
        var position = index + 1
        var callee: String?
        if file.isIdentifier(index, "func") {
            guard position < file.tokens.count else { return position }
            callee = file.text(of: file.tokens[position])
            position += 1
        } else if file.isIdentifier(index, "init") {
            callee = scopes.last?.name
            // `init?`, `init!`
            if file.isKind(position, .question) || file.isKind(position, .operator) { position += 1 }
        }
        if file.isKind(position, .operator), file.bytes[Int(file.tokens[position].start)] == UInt8(ascii: "<") {
            // Generic parameters.
            var nesting = 0
            while position < file.tokens.count {
                let text = file.tokens[position]
                if text.kind == .operator {
                    for byte in file.bytes[Int(text.start)..<Int(text.end)] {
                        if byte == UInt8(ascii: "<") { nesting += 1 } else if byte == UInt8(ascii: ">") { nesting -= 1 }
                    }
                }
                position += 1
                if nesting <= 0 { break }
            }
        }
        guard file.isKind(position, .leftParen) else { return position }
        let arguments = SwiftCallArguments(file, open: position)
        // `func formatted(_ n: Int) -> String`: what a call of it gives, under `name()`.
        if file.isIdentifier(index, "func"), let callee {
            var after = arguments.closeIndex + 1
            while file.isIdentifier(after, "async") || file.isIdentifier(after, "throws") { after += 1 }
            if file.isKind(after, .arrow), let returned = TypeReader.read(file, from: after + 1).type {
                declarations.declare(callee + "()", type: returned)
            }
        }
        for parameter in arguments.parameters {
            if let type = parameter.type { declarations.declare(parameter.name, type: type) }
            guard let callee, let type = parameter.type else { continue }
            let base = TypeReader.base(type)
            if SourceDeclarations.localizableTypes.contains(base) {
                declarations.declareParameter(callee, label: parameter.label, localizable: true)
            } else if base == "String" || base == "StringProtocol" || base == "Substring" || base.utf8.count == 1 {
                // A literal prefers `String` (and a generic `S: StringProtocol`) when both overloads exist;
                // kept for the end of the file, where only callees that also take a localizable string matter.
                stringParameters.append((callee, parameter.label))
            }
        }
        return arguments.closeIndex + 1
    }
}

/// Reads a type written in source: `Int`, `String.LocalizationValue`, `[Key: Value]`, `Int?`, `some View`.
enum TypeReader {
    /// The type's text without spaces (`[Priority:DisplayRepresentation]`, `Int?`) and the token after it,
    /// or nil when no type starts at `index`.
    static func read(_ file: SwiftSourceFile, from index: Int) -> (type: String?, after: Int) {
        var position = index
        // Attributes and specifiers (`@MainActor`, `inout`, `some`, `any`, `sending`).
        while true {
            if file.isKind(position, .at), file.isKind(position + 1, .identifier) {
                position += 2
                if file.isKind(position, .leftParen) { position = SwiftCallArguments.closingIndex(file, open: position) + 1 }
            } else if file.isIdentifier(position, "inout") || file.isIdentifier(position, "some") || file.isIdentifier(position, "any")
                        || file.isIdentifier(position, "sending") || file.isIdentifier(position, "borrowing") || file.isIdentifier(position, "consuming") {
                position += 1
            } else {
                break
            }
        }
        guard position < file.tokens.count else { return (nil, position) }
        var text = ""
        switch file.tokens[position].kind {
        case .identifier:
            text = file.text(of: file.tokens[position])
            position += 1
            while file.isKind(position, .period), file.isKind(position + 1, .identifier) {
                text += "." + file.text(of: file.tokens[position + 1])
                position += 2
            }
            // Generic arguments: `Set<Int>`.
            if file.isKind(position, .operator), file.bytes[Int(file.tokens[position].start)] == UInt8(ascii: "<") {
                var nesting = 0
                repeat {
                    let token = file.tokens[position]
                    if token.kind == .operator {
                        for byte in file.bytes[Int(token.start)..<Int(token.end)] {
                            if byte == UInt8(ascii: "<") { nesting += 1 } else if byte == UInt8(ascii: ">") { nesting -= 1 }
                        }
                    }
                    text += file.text(of: token)
                    position += 1
                } while nesting > 0 && position < file.tokens.count
            }
        case .leftBracket, .leftParen:
            let close = SwiftCallArguments.closingIndex(file, open: position)
            for token in file.tokens[position...min(close, file.tokens.count - 1)] { text += file.text(of: token) }
            position = close + 1
        default:
            return (nil, position)
        }
        // `Int?`, `Int!`
        while position < file.tokens.count, !file.tokens[position].followsNewline,
              file.isKind(position, .question) || (file.isKind(position, .operator) && file.text(of: file.tokens[position]) == "!") {
            text += file.text(of: file.tokens[position])
            position += 1
        }
        return (text, position)
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
