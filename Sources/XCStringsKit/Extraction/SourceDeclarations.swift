/// What Swift source declares that extraction needs, read from tokens without type checking: the types of
/// names (properties, locals, parameters) and the parameters of the project's own functions, initializers
/// and structures that take localizable strings.
///
/// The compiler extracts a literal wherever its type is `LocalizedStringKey`, `LocalizedStringResource` or
/// `String.LocalizationValue`, so a project's `init(_ title: LocalizedStringKey)` makes its callers' literals
/// localizable too. Declarations are collected per file and merged for the whole tree; a name declared with
/// two different types is ambiguous and tells nothing.
struct SourceDeclarations: Sendable {
    /// The file the declarations are in; declared types are read from its tokens when asked for.
    let file: SwiftSourceFile
    /// Every declaration of a name with a type, in source order; a name may come several times.
    private(set) var names: [DeclaredName] = []
    /// `callee` + `\u{1}` + label (`_` when unlabeled) → whether a literal passed there is localizable
    /// (false when the same callee and label also take a `String`, which a literal prefers).
    private(set) var parameters: [String: Bool] = [:]

    /// The type names whose literals are localizable.
    static let localizableTypes: Set<String> = Set(localizableTypeNames.map(\.description))
    /// ``localizableTypes``, compared with a type's bytes.
    static let localizableTypeNames: [StaticString] = [
        "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue", "LocalizationValue",
    ]

    /// One declaration of a name: where the name is and how to read its type.
    ///
    /// Types are read from the tokens only when a lookup finds the name: a tree declares thousands of names
    /// and extraction asks for a few.
    struct DeclaredName: Sendable {
        /// How the declared type is found.
        enum TypeSource: Sendable {
            /// ``TypeReader/read(_:from:)`` from this token.
            case written(Int32)
            /// The text of this token (an initializer's type name: `= Date()`).
            case token(Int32)
            /// A type the declaration implies (`= 0` is an `Int`).
            case implied(StaticString)
            /// The type this file declares for the name at this token (`for i in 0..<n`: `n`'s type).
            case typeOf(Int32)
        }

        /// ``SourceDeclarations/hash(_:)`` of the name as looked up (with `()` for a function's result).
        var hash: UInt64
        /// The token of the name (a function's name for its result).
        var nameToken: Int32
        /// Whether this declares what a call of the function gives, looked up as `name()`.
        var isResult: Bool
        var type: TypeSource
    }

    init(file: SwiftSourceFile) { self.file = file }

    /// The declared type of `name`, if it has exactly one.
    func type(of name: String) -> String? {
        var name = name
        return name.withUTF8 { utf8 in
            let hash = Self.hash(utf8)
            var found: String?
            for declared in names where declared.hash == hash && matches(declared, utf8) {
                let type = self.type(of: declared)
                if let found, found != type { return nil }
                found = type
            }
            return found?.isEmpty == true ? nil : found
        }
    }

    /// Whether `name` is declared at all.
    func declares(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { utf8 in
            let hash = Self.hash(utf8)
            return names.contains { $0.hash == hash && matches($0, utf8) }
        }
    }

    /// Whether `declared` names the bytes `name` (UTF-8, as a `String` holds them).
    func matches(_ declared: DeclaredName, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let token = file.tokens[Int(declared.nameToken)]
        if Self.hasNonASCII(file, token) {
            // Compared as text, as names always were (an invalid byte reads as U+FFFD).
            var text = file.text(of: token) + (declared.isResult ? "()" : "")
            return text.withUTF8 { $0.elementsEqual(name) }
        }
        let length = Int(token.end - token.start)
        guard name.count == length + (declared.isResult ? 2 : 0) else { return false }
        let start = Int(token.start)
        for offset in 0..<length where file.bytes[start + offset] != name[offset] { return false }
        return !declared.isResult || (name[length] == UInt8(ascii: "(") && name[length + 1] == UInt8(ascii: ")"))
    }

    private static func hasNonASCII(_ file: SwiftSourceFile, _ token: SwiftToken) -> Bool {
        for offset in Int(token.start)..<Int(token.end) where file.bytes[offset] >= 0x80 { return true }
        return false
    }

    /// The type text of a declaration.
    func type(of declared: DeclaredName) -> String {
        switch declared.type {
        case .written(let from): TypeReader.read(file, from: Int(from)).type ?? ""
        case .token(let index): file.text(of: file.tokens[Int(index)])
        case .implied(let name): name.description
        case .typeOf(let index): typeOfName(at: Int(index))
        }
    }

    /// The one type this file declares for the name at token `index`, or "" (a declaration that is itself
    /// another name's type is not followed: `for a in 0..<b` and `for b in 0..<a` end here).
    private func typeOfName(at index: Int) -> String {
        var name = file.text(of: file.tokens[index])
        return name.withUTF8 { utf8 in
            let hash = Self.hash(utf8)
            var found: String?
            for declared in names where declared.hash == hash && !declared.isResult && matches(declared, utf8) {
                if case .typeOf = declared.type { return "" }
                let type = self.type(of: declared)
                if let found, found != type { return "" }
                found = type
            }
            return found ?? ""
        }
    }

    /// FNV-1a of a name's bytes: cheap, and names are short.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// The hash of token `index`'s text, followed by `()` when `isResult`.
    static func hash(_ file: SwiftSourceFile, token index: Int, isResult: Bool) -> UInt64 {
        let token = file.tokens[index]
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var bytesOr: UInt8 = 0
        for offset in Int(token.start)..<Int(token.end) {
            let byte = file.bytes[offset]
            bytesOr |= byte
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        if bytesOr >= 0x80 {
            // Hashed as text, as names are looked up (an invalid byte reads as U+FFFD).
            var text = file.text(of: token) + (isResult ? "()" : "")
            return text.withUTF8 { Self.hash($0) }
        }
        if isResult {
            hash = (hash ^ UInt64(UInt8(ascii: "("))) &* 0x100_0000_01b3
            hash = (hash ^ UInt64(UInt8(ascii: ")"))) &* 0x100_0000_01b3
        }
        return hash
    }

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

    /// The label under which the `ordinal`-th unlabeled parameter (from 0) is declared and its argument looked up:
    /// nil (`_`) for the first, so that `init(_ title:)` matches as before, and a key no label can be for the
    /// others (`init(_ kind: Kind, _ message: LocalizedStringResource)`).
    static func unlabeledKey(_ ordinal: Int) -> String? { ordinal == 0 ? nil : "_\(ordinal)" }

    /// Declares the name at token `nameToken` (`isResult`: what a call of the function gives).
    mutating func declare(_ nameToken: Int, isResult: Bool = false, type: DeclaredName.TypeSource) {
        names.append(DeclaredName(hash: Self.hash(file, token: nameToken, isResult: isResult), nameToken: Int32(truncatingIfNeeded: nameToken),
                                  isResult: isResult, type: type))
    }

    mutating func declareParameter(_ callee: String, label: String?, localizable: Bool) {
        let key = Self.parameterKey(callee, label)
        parameters[key] = (parameters[key] ?? true) && localizable
        // A callee stays listed while any of its labels is localizable; the labels are checked on use.
        if parameters[key] == true { callees.insert(callee) }
    }
}

extension SourceDeclarations {
    /// Collects the declarations of one file.
    init(collecting file: SwiftSourceFile) {
        self.init(file: file)
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
    /// The parameters typed `String` (or like it), by their callee and label token; their text is made only
    /// when the file also has a localizable parameter.
    private var stringParameters: [(callee: Callee, label: String?)] = []

    /// A function by its name's token, or an initializer by its type's name.
    enum Callee {
        case token(Int32)
        case name(String)
    }

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
                switch token.keyword {
                case .struct, .class, .enum, .actor, .extension, .protocol:
                    // `class func`, `class var` are members, not types.
                    if file.isKind(index + 1, .identifier), !file.isKeyword(index + 1, .func), !file.isKeyword(index + 1, .var),
                       !file.isKeyword(index + 1, .let) {
                        var nameIndex = index + 1
                        while file.isKind(nameIndex + 1, .period), file.isKind(nameIndex + 2, .identifier) { nameIndex += 2 }
                        pendingType = (file.text(of: tokens[nameIndex]), token.keyword == .struct || token.keyword == .extension && isStructName(file.text(of: tokens[nameIndex])))
                        index = nameIndex + 1
                        continue
                    }
                case .let, .var:
                    index = readVariable(at: index, into: &declarations)
                    continue
                case .func, .`init`, .subscript:
                    index = readFunction(at: index, into: &declarations)
                    continue
                case .case:
                    if file.isKind(index + 1, .identifier), file.isKind(index + 2, .leftParen) { readEnumCase(at: index, into: &declarations) }
                case .in:
                    readClosureParameters(endingAt: index, into: &declarations)
                case .for:
                    readForLoop(at: index, into: &declarations)
                default:
                    break
                }
            default:
                break
            }
            index += 1
        }
        // Overloads are declared together: a `String` overload in the same file overrules a localizable one.
        guard !declarations.calleeNames.isEmpty else { return }
        for (callee, label) in stringParameters {
            let name = self.name(of: callee)
            guard declarations.hasLocalizableParameters(name) else { continue }
            declarations.declareParameter(name, label: label, localizable: false)
        }
    }

    private func name(of callee: Callee) -> String {
        switch callee {
        case .token(let index): file.text(of: file.tokens[Int(index)])
        case .name(let name): name
        }
    }

    /// The text of a parameter's external name; for `_`, the key of its place among the unlabeled parameters.
    private func label(_ token: Int32, unlabeledCount: inout Int) -> String? {
        let external = file.text(of: file.tokens[Int(token)])
        guard external == "_" else { return external }
        defer { unlabeledCount += 1 }
        return SourceDeclarations.unlabeledKey(unlabeledCount)
    }

    private func isStructName(_ name: String) -> Bool {
        scopes.contains { $0.name == name && $0.isStruct }
    }

    /// `let name: Type`, `var name = 0`: the name's type, and a structure's stored localizable property.
    private mutating func readVariable(at index: Int, into declarations: inout SourceDeclarations) -> Int {
        var position = index + 1
        if file.isKind(position, .leftParen) {
            // `let (a, b) = …`: the names are declared, of types the tokens do not show; they hide the project's
            // declarations of the same names (an unrelated `next` elsewhere is not this one).
            let close = SwiftCallArguments.closingIndex(file, open: position)
            var element = position + 1
            while element < close {
                if file.isKind(element, .identifier), file.isKind(element + 1, .comma) || element + 1 == close {
                    declarations.declare(element, type: .implied(""))
                }
                element += 1
            }
            return position
        }
        // `case let .x(a)` tells nothing here.
        guard file.isKind(position, .identifier) else { return position }
        let name = position
        position += 1
        if file.isKind(position, .colon) {
            let (type, after) = TypeReader.scan(file, from: position + 1)
            guard let type else { return after }
            declarations.declare(name, type: .written(Int32(truncatingIfNeeded: position + 1)))
            let isStored = !file.isKind(after, .leftBrace)
            if isStored, let scope = scopes.last, scope.isStruct, scope.depth == depth,
               isLocalizable(type) {
                // The memberwise initializer takes the stored property by its name.
                declarations.declareParameter(scope.name, label: file.text(of: file.tokens[name]), localizable: true)
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
            case .integer where ends: declarations.declare(name, type: .implied("Int"))
            case .float where ends: declarations.declare(name, type: .implied("Double"))
            case .string where ends: declarations.declare(name, type: .implied("String"))
            case .identifier:
                if ends, file.isIdentifier(value, "true") || file.isIdentifier(value, "false") {
                    declarations.declare(name, type: .implied("Bool"))
                } else if let end = countChainEnd(from: value) {
                    // `= items.count`: a collection's count is an `Int`.
                    declarations.declare(name, type: .implied("Int"))
                    return end
                } else if file.isKind(value + 1, .leftParen), let first = file.bytes[Int(token.start)...].first,
                          first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                    // `= Date()`, `= Int(text)`: an initializer names its type.
                    let close = SwiftCallArguments.closingIndex(file, open: value + 1)
                    if close + 1 >= file.tokens.count || file.tokens[close + 1].followsNewline || file.isKind(close + 1, .semicolon) {
                        declarations.declare(name, type: .token(Int32(truncatingIfNeeded: value)))
                    }
                }
            default:
                break
            }
            return value
        }
        return position
    }

    /// The token after `a.b.count` from `start` when the chain ends its line (or the statement), else nil.
    private func countChainEnd(from start: Int) -> Int? {
        var index = start
        while file.isKind(index, .identifier), file.isKind(index + 1, .period), file.isKind(index + 2, .identifier) { index += 2 }
        guard index > start, file.isIdentifier(index, "count") else { return nil }
        let after = index + 1
        let ends = after >= file.tokens.count || file.tokens[after].followsNewline || file.isKind(after, .semicolon) || file.isKind(after, .rightBrace)
        return ends ? after : nil
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

    /// `{ index, item in` after `x.enumerated()`, `ForEach([3, 6, 12]) { month in`: the first parameter is an
    /// `Int`; after `ForEach(0..<n) { i in` it has `n`'s type.
    private mutating func readClosureParameters(endingAt index: Int, into declarations: inout SourceDeclarations) {
        var position = index - 1
        // The names, by token: the first in source order is the last one met walking back.
        var first: Int?
        var nameCount = 0
        while position >= 0 {
            let token = file.tokens[position]
            if token.kind == .identifier {
                first = position
                nameCount += 1
            } else if token.kind == .leftBrace { break } else if
                token.kind != .comma && token.kind != .leftParen && token.kind != .rightParen { return }
            position -= 1
        }
        guard position > 0, let first, file.isKind(position - 1, .rightParen) else { return }
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
        guard open >= 0, let element = file.iteratedElement(from: open + 1, to: position - 1, enumerated: nameCount >= 2) else { return }
        declarations.declare(first, type: Self.typeSource(element))
    }

    /// `for i in 0..<n`, `for (index, item) in items.enumerated()`.
    private mutating func readForLoop(at index: Int, into declarations: inout SourceDeclarations) {
        var position = index + 1
        var first: Int?
        var nameCount = 0
        while position < file.tokens.count, !file.isKeyword(position, .in) {
            let token = file.tokens[position]
            if token.kind == .identifier {
                if first == nil { first = position }
                nameCount += 1
            } else if token.kind != .comma && token.kind != .leftParen && token.kind != .rightParen { return }
            position += 1
        }
        guard let first, position < file.tokens.count else { return }
        var end = position + 1
        while end < file.tokens.count, file.tokens[end].kind != .leftBrace { end = file.next(after: end) }
        guard let element = file.iteratedElement(from: position + 1, to: end, enumerated: nameCount >= 2) else { return }
        declarations.declare(first, type: Self.typeSource(element))
    }

    /// How a counter's type is found from what its sequence iterates.
    private static func typeSource(_ element: SwiftSourceFile.IteratedElement) -> SourceDeclarations.DeclaredName.TypeSource {
        switch element {
        case .int: .implied("Int")
        case .typeOf(let bound): .typeOf(Int32(truncatingIfNeeded: bound))
        // Declared without a type, so that another declaration of the name is not taken for it.
        case .unknown: .implied("")
        }
    }

    /// `func name(label name: Type, …)`, `init(_ title: LocalizedStringKey)`: parameter types, and which
    /// callee and label take a localizable string.
    private mutating func readFunction(at index: Int, into declarations: inout SourceDeclarations) -> Int {
        var position = index + 1
        var callee: Callee?
        if file.isKeyword(index, .func) {
            guard position < file.tokens.count else { return position }
            callee = .token(Int32(truncatingIfNeeded: position))
            position += 1
        } else if file.isKeyword(index, .`init`) {
            callee = scopes.last.map { .name($0.name) }
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
        let isFunction = file.isKeyword(index, .func)
        var unlabeledCount = 0
        // Read token by token: a tree has thousands of functions, and few parameters matter.
        let closeIndex = SwiftCallArguments.forEachArgument(file, open: position) { labelToken, expression in
            // A parameter with one name has it as its label; with two, the first is the external name.
            var start = expression.lowerBound
            let nameToken: Int
            let externalToken: Int
            if let labelToken {
                nameToken = labelToken
                externalToken = labelToken
            } else {
                var leading = 0
                while start + 1 < expression.upperBound, file.tokens[start].kind == .identifier, file.tokens[start + 1].kind == .identifier {
                    leading += 1
                    start += 1
                }
                guard start + 1 < expression.upperBound, file.tokens[start].kind == .identifier, file.tokens[start + 1].kind == .colon else { return }
                nameToken = start
                externalToken = leading > 0 ? start - 1 : start
                start += 2
            }
            let parameterLabel = label(Int32(truncatingIfNeeded: externalToken), unlabeledCount: &unlabeledCount)
            guard let type = TypeReader.scan(file, from: start).tokens else { return }
            declarations.declare(nameToken, type: .written(Int32(truncatingIfNeeded: start)))
            guard let callee else { return }
            let isLocalizable = TypeReader.base(file, type, isOneOf: SourceDeclarations.localizableTypeNames)
            // A literal prefers `String` (and a generic `S: StringProtocol`) when both overloads exist;
            // kept for the end of the file, where only callees that also take a localizable string matter.
            guard isLocalizable || TypeReader.base(file, type, isOneOf: Self.stringTypeNames) || TypeReader.baseIsOneCharacter(file, type) else { return }
            if isLocalizable {
                declarations.declareParameter(name(of: callee), label: parameterLabel, localizable: true)
            } else {
                stringParameters.append((callee, parameterLabel))
            }
        }
        // `func formatted(_ n: Int) -> String`: what a call of it gives, under `name()`.
        if isFunction, callee != nil {
            var after = closeIndex + 1
            while file.isIdentifier(after, "async") || file.isIdentifier(after, "throws") { after += 1 }
            if file.isKind(after, .arrow), TypeReader.scan(file, from: after + 1).tokens != nil {
                declarations.declare(index + 1, isResult: true, type: .written(Int32(truncatingIfNeeded: after + 1)))
            }
        }
        return closeIndex + 1
    }

    /// The types a literal prefers to a localizable one.
    private static let stringTypeNames: [StaticString] = ["String", "StringProtocol", "Substring"]

    /// Whether the type in `tokens`, without its optional marks, is a localizable one.
    private func isLocalizable(_ tokens: Range<Int>) -> Bool {
        TypeReader.base(file, tokens, isOneOf: SourceDeclarations.localizableTypeNames)
    }
}
