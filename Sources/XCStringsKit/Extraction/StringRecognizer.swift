import StringResources

/// Finds, in one lexed file, the string literals Xcode extracts, and forms their keys as Apple does.
///
/// The compiler extracts a literal whose type is `LocalizedStringKey`, `LocalizedStringResource` or
/// `String.LocalizationValue`, and the arguments of `NSLocalizedString`. Without a type checker the
/// recognizer knows where those types are expected: the Foundation, SwiftUI and App Intents APIs in
/// ``LocalizableAPI``, declarations typed with them (`static var title: LocalizedStringResource = "…"`,
/// computed properties and functions returning them) and the project's own parameters of those types
/// (``SourceDeclarations``).
struct StringRecognizer {
    let file: SwiftSourceFile
    let local: SourceDeclarations
    let project: ProjectDeclarations
    private(set) var strings: [ExtractedString] = []
    private(set) var findings: [ValidationFinding] = []
    private var extracted: Set<Int> = []
    private let callees: CalleeFilter

    init(file: SwiftSourceFile, local: SourceDeclarations, project: ProjectDeclarations, callees: CalleeFilter) {
        self.file = file
        self.local = local
        self.project = project
        self.callees = callees
    }

    /// The filter for calls this project's recognizers look at: the known APIs and the project's own.
    static func calleeFilter(_ project: ProjectDeclarations) -> CalleeFilter {
        var filter = CalleeFilter(LocalizableAPI.names)
        for callee in project.calleeNames { filter.insert(callee) }
        return filter
    }

    /// How a literal's text and interpolations become a key.
    enum KeyForm {
        /// `String.LocalizationValue` / `LocalizedStringKey`: interpolations become specifiers, and then a
        /// literal `%` becomes `%%`.
        case localizationValue
        /// `NSLocalizedString`: the literal is the key as written (it is a format already); no interpolation.
        case format
        /// An App Shortcut phrase: `\(.applicationName)` → `${applicationName}`, `\(\.$x)` → `${x}`.
        case phrase
        /// A parameter summary: `\(\.$x)` → `${x}`, other interpolations as in a localization value.
        case summary
    }

    mutating func run() {
        let tokens = file.tokens
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                if index + 1 < tokens.count, tokens[index + 1].kind == .leftParen, !tokens[index + 1].followsNewline {
                    recognizeCall(at: index)
                } else if token.keyword == .let || token.keyword == .var {
                    recognizeTypedDeclaration(at: index)
                } else if token.keyword == .func {
                    recognizeFunction(at: index)
                } else if token.keyword == .enum {
                    recognizeRawValues(at: index)
                } else if file.isKind(index + 1, .equal), !file.isKeyword(index - 1, .let), !file.isKeyword(index - 1, .var) {
                    recognizeAssignment(at: index)
                }
            case .at:
                if file.isIdentifier(index + 1, "Parameter"), file.isKind(index + 2, .leftParen) {
                    let arguments = SwiftCallArguments(file, open: index + 2)
                    for label in ["title", "description", "requestValueDialog"] {
                        extractArgument(arguments.argument(label))
                    }
                }
            default:
                break
            }
            // Interpolation tokens are visited too: `Text("\(Text("b")) a")` extracts both.
            index += 1
        }
    }

    // MARK: - Calls

    private mutating func recognizeCall(at index: Int) {
        let token = file.tokens[index]
        let passes = file.bytes.withUnsafeBufferPointer { callees.mayContain($0, start: Int(token.start), end: Int(token.end)) }
        guard passes else { return }
        let name = file.text(of: token)
        let isMember = file.isKind(index - 1, .period)
        let isUserAPI = project.hasLocalizableParameters(name)
        guard let api = LocalizableAPI.lookup(name, isMember: isMember) else {
            if isUserAPI { recognizeUserCall(name, at: index) }
            return
        }
        let arguments = SwiftCallArguments(file, open: index + 1)
        switch api {
        case .text:
            extractKey(arguments.argument(nil), form: .localizationValue, arguments: arguments, tableLabel: "tableName", commentLabel: "comment")
        case .stringLocalized:
            guard let key = arguments.argument("localized") else { return }
            extractKey(key, form: .localizationValue, arguments: arguments, tableLabel: "table", commentLabel: "comment", defaultValueLabel: "defaultValue")
        case .localizedStringResource:
            extractKey(arguments.argument(nil), form: .localizationValue, arguments: arguments, tableLabel: "table", commentLabel: "comment", defaultValueLabel: "defaultValue")
        case .nsLocalizedString:
            extractKey(arguments.argument(nil), form: .format, arguments: arguments, tableLabel: "tableName", commentLabel: "comment", defaultValueLabel: "value")
        case .localizedStringKey:
            extractArgument(arguments.argument(nil) ?? arguments.argument("stringLiteral"))
        case .firstArgument:
            extractArgument(arguments.argument(nil))
        case .labels(let labels, let includesFirst):
            if includesFirst { extractArgument(arguments.argument(nil)) }
            for label in labels { extractArgument(arguments.argument(label)) }
        case .arrayLabels(let labels):
            for label in labels { extractArrayElements(arguments.argument(label), form: .localizationValue) }
        case .appShortcut:
            extractArrayElements(arguments.argument("phrases"), form: .phrase, table: ExtractedString.appShortcutsTable)
            extractArgument(arguments.argument("shortTitle"))
        case .summary:
            if let first = arguments.argument(nil) {
                for literal in literalTokens(in: first.expression) { extract(literal, form: .summary) }
            }
        }
        if isUserAPI { recognizeUserCall(name, at: index, arguments: arguments) }
    }

    /// The literal of `String.LocalizationValue("…")` when `range` is exactly that call.
    private func localizationValueLiteral(_ range: Range<Int>) -> Int? {
        let start = range.lowerBound
        guard range.count >= 6, file.isIdentifier(start, "String"), file.isKind(start + 1, .period),
              file.isIdentifier(start + 2, "LocalizationValue"), file.isKind(start + 3, .leftParen),
              file.closer(of: start + 3) == range.upperBound - 1, file.isKind(start + 4, .string),
              file.next(after: start + 4) == range.upperBound - 1 else { return nil }
        return start + 4
    }

    /// A call of the project's own function or initializer with localizable parameters.
    private mutating func recognizeUserCall(_ name: String, at index: Int, arguments: SwiftCallArguments? = nil) {
        let arguments = arguments ?? SwiftCallArguments(file, open: index + 1)
        // Unlabeled arguments match the unlabeled parameters in order (`_ kind: Kind, _ message: …`).
        var unlabeledCount = 0
        for argument in arguments.arguments {
            let label = argument.label ?? SourceDeclarations.unlabeledKey(unlabeledCount)
            if argument.label == nil { unlabeledCount += 1 }
            guard project.takesLocalizable(name, label: label) else { continue }
            for literal in literalTokens(in: argument.expression) { extract(literal, form: .localizationValue) }
        }
    }

    /// Extracts the literal(s) of a localizable argument into the default table.
    private mutating func extractArgument(_ argument: SwiftCallArguments.Argument?) {
        guard let argument else { return }
        for literal in literalTokens(in: argument.expression) { extract(literal, form: .localizationValue) }
    }

    /// Extracts each literal element of an array argument (`phrases: ["…", "…"]`).
    private mutating func extractArrayElements(_ argument: SwiftCallArguments.Argument?, form: KeyForm, table: String = ExtractedString.defaultTable) {
        guard let argument, file.isKind(argument.expression.lowerBound, .leftBracket) else { return }
        let elements = SwiftCallArguments(file, open: argument.expression.lowerBound)
        for element in elements.arguments {
            for literal in literalTokens(in: element.expression) { extract(literal, form: form, table: table) }
        }
    }

    /// Extracts a key with the table, comment and default value its call gives.
    private mutating func extractKey(
        _ keyArgument: SwiftCallArguments.Argument?, form: KeyForm, arguments: SwiftCallArguments,
        tableLabel: String, commentLabel: String, defaultValueLabel: String? = nil
    ) {
        guard var keyArgument else { return }
        // `String(localized: String.LocalizationValue("key"), table: …)`: the value's literal is the key.
        if let inner = localizationValueLiteral(keyArgument.expression) { keyArgument.expression = inner..<inner + 1 }
        let literals = literalTokens(in: keyArgument.expression)
        guard !literals.isEmpty else {
            if form == .format || defaultValueLabel == "defaultValue", let first = keyArgument.expression.first,
               file.tokens[first].kind == .identifier {
                findings.append(file.finding(.note, .extractNotLiteral, at: Int(file.tokens[first].start),
                                             "not extracted: the key is not a string literal"))
            }
            return
        }
        var table = ExtractedString.defaultTable
        if let tableArgument = arguments.argument(tableLabel), !isNil(tableArgument) {
            guard let name = plainLiteral(tableArgument) else {
                let offset = Int(file.tokens[tableArgument.expression.lowerBound].start)
                findings.append(file.finding(.note, .extractNotLiteral, at: offset, "not extracted: the table name is not a string literal"))
                return
            }
            table = name
        }
        var comment: String?
        if let commentArgument = arguments.argument(commentLabel) { comment = plainLiteral(commentArgument) }
        if comment?.isEmpty == true { comment = nil }
        var defaultValue: String?
        if let defaultValueLabel, let valueArgument = arguments.argument(defaultValueLabel),
           let literal = literalTokens(in: valueArgument.expression).first {
            defaultValue = formKey(literal, form: form == .format ? .format : .localizationValue)
        }
        for literal in literals {
            extract(literal, form: form, table: table, comment: comment, defaultValue: defaultValue)
        }
    }

    private func isNil(_ argument: SwiftCallArguments.Argument) -> Bool {
        argument.expression.count == 1 && file.isIdentifier(argument.expression.lowerBound, "nil")
    }

    /// The text of an argument that is one literal without interpolation.
    private func plainLiteral(_ argument: SwiftCallArguments.Argument) -> String? {
        guard argument.expression.count >= 1, let literal = file.literal(at: argument.expression.lowerBound),
              file.next(after: argument.expression.lowerBound) == argument.expression.upperBound else { return nil }
        return file.plainText(of: literal)
    }

    /// The literal tokens an expression evaluates to: a literal, a parenthesized one, or both branches of
    /// `condition ? "a" : "b"`. Empty for anything else (a variable, a concatenation, a call).
    func literalTokens(in range: Range<Int>, depth nesting: Int = 0) -> [Int] {
        var range = range
        // `(("a"))`: parentheses around the expression, removed one pair at a time (a few: each costs a scan).
        var pairs = 0
        while !range.isEmpty, file.tokens[range.lowerBound].kind == .leftParen, file.tokens[range.upperBound - 1].kind == .rightParen {
            pairs += 1
            guard pairs <= 8, SwiftCallArguments.closingIndex(file, open: range.lowerBound) == range.upperBound - 1 else { return [] }
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        guard !range.isEmpty, nesting < 32 else { return [] }
        let first = range.lowerBound
        if file.tokens[first].kind == .string, file.next(after: first) == range.upperBound { return [first] }
        // A ternary at the top level: the branches after `?` and `:`.
        var depth = 0
        var question: Int?
        var colon: Int?
        var index = first
        while index < range.upperBound {
            switch file.tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace:
                // Nested brackets hold no top-level `?`: stepped over whole.
                index = file.closer(of: index) + 1
                continue
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .question where depth == 0 && question == nil:
                // `x?.y` chains; a ternary's `?` has space before it.
                let token = file.tokens[index]
                if token.start > 0, file.bytes[Int(token.start) - 1] == UInt8(ascii: " ") || file.tokens[index].followsNewline { question = index }
            case .colon where depth == 0 && question != nil && colon == nil:
                colon = index
            default: break
            }
            index = file.next(after: index)
        }
        guard let question, let colon, question + 1 < colon else { return [] }
        let whenTrue = literalTokens(in: (question + 1)..<colon, depth: nesting + 1)
        let whenFalse = literalTokens(in: (colon + 1)..<range.upperBound, depth: nesting + 1)
        guard !whenTrue.isEmpty, !whenFalse.isEmpty else { return [] }
        return whenTrue + whenFalse
    }

    // MARK: - Declarations

    /// `static var title: LocalizedStringResource = "…"`, `let names: [Kind: DisplayRepresentation] = […]`,
    /// `var label: LocalizedStringKey { switch … }`.
    private mutating func recognizeTypedDeclaration(at index: Int) {
        guard file.isKind(index + 1, .identifier), file.isKind(index + 2, .colon) else { return }
        // Most declarations have a plain type: compared byte for byte, and the text made only for `[…]`.
        let (typeTokens, after) = TypeReader.scan(file, from: index + 3)
        guard let typeTokens else { return }
        if TypeReader.base(file, typeTokens, isOneOf: LocalizableAPI.literalTypeNames) {
            if file.isKind(after, .equal) {
                let value = statement(from: after + 1)
                for literal in literalTokens(in: value) { extract(literal, form: .localizationValue) }
            } else if file.isKind(after, .leftBrace) {
                recognizeBody(openingAt: after)
            }
            return
        }
        // `[Key: Value]`, `[Element]`
        guard file.tokens[typeTokens.lowerBound].kind == .leftBracket, let element = TypeReader.elementType(TypeReader.text(file, typeTokens)), LocalizableAPI.literalTypes.contains(TypeReader.base(element)) else { return }
        if file.isKind(after, .equal), file.isKind(after + 1, .leftBracket) {
            recognizeCollection(openingAt: after + 1)
        } else if file.isKind(after, .leftBrace) {
            // `static var caseDisplayRepresentations: [Self: DisplayRepresentation] { [.a: "A"] }`
            var position = after + 1
            if file.isIdentifier(position, "return") { position += 1 }
            if file.isKind(position, .leftBracket) { recognizeCollection(openingAt: position) }
        }
    }

    /// `error = "account.error"` where `error` is declared `LocalizedStringKey?`.
    private mutating func recognizeAssignment(at index: Int) {
        let name = file.text(of: file.tokens[index])
        let type = local.type(of: name) ?? (local.declares(name) ? nil : project.type(of: name))
        guard let type, LocalizableAPI.literalTypes.contains(TypeReader.base(type)) else { return }
        for literal in literalTokens(in: statement(from: index + 2)) { extract(literal, form: .localizationValue) }
    }

    /// `enum Mode: LocalizedStringKey { case timer = "Timer" }`: raw values of a localizable raw type are
    /// localizable literals, as for any other declaration of that type.
    private mutating func recognizeRawValues(at index: Int) {
        guard file.isKind(index + 1, .identifier) else { return }
        var position = index + 2
        // `enum Mode<T>` has no raw type; `enum Mode: LocalizedStringKey, CaseIterable`: the first inherited type.
        guard file.isKind(position, .colon) else { return }
        let (typeTokens, after) = TypeReader.scan(file, from: position + 1)
        guard let typeTokens, TypeReader.base(file, typeTokens, isOneOf: SourceDeclarations.localizableTypeNames) else { return }
        position = after
        while position < file.tokens.count, !file.isKind(position, .leftBrace) { position = file.next(after: position) }
        let close = file.closer(of: position)
        var member = position + 1
        while member < close, member < file.tokens.count {
            switch file.tokens[member].kind {
            case .leftParen, .leftBracket, .leftBrace:
                // Nested types and members' bodies are not this enum's cases.
                member = file.closer(of: member) + 1
                continue
            case .equal where file.isKind(member + 1, .string):
                if isCaseElement(before: member, in: position) { extract(member + 1, form: .localizationValue) }
            default: break
            }
            member = file.next(after: member)
        }
    }

    /// Whether the `=` at `equal` follows a case's name (`case a = "A", b = "B"`), not a property's.
    private func isCaseElement(before equal: Int, in open: Int) -> Bool {
        var position = equal - 1
        guard file.isKind(position, .identifier) else { return false }
        position -= 1
        // Back over earlier elements of the same `case` line: `case a = "A", b = "B"`.
        while position > open {
            if file.isKeyword(position, .case) { return true }
            guard file.isKind(position, .comma) || file.isKind(position, .identifier) || file.isKind(position, .string)
                    || file.isKind(position, .equal) else { return false }
            position -= 1
        }
        return false
    }

    /// `func title() -> LocalizedStringKey { … }`
    private mutating func recognizeFunction(at index: Int) {
        var position = index + 1
        while position < file.tokens.count, file.tokens[position].kind != .leftParen, file.tokens[position].kind != .leftBrace { position += 1 }
        guard file.isKind(position, .leftParen) else { return }
        position = SwiftCallArguments.closingIndex(file, open: position) + 1
        while file.isIdentifier(position, "async") || file.isIdentifier(position, "throws") || file.isIdentifier(position, "rethrows") { position += 1 }
        guard file.isKind(position, .arrow) else { return }
        let (typeTokens, after) = TypeReader.scan(file, from: position + 1)
        guard let typeTokens, file.isKind(after, .leftBrace) else { return }
        guard TypeReader.base(file, typeTokens, isOneOf: LocalizableAPI.literalTypeNames) else { return }
        recognizeBody(openingAt: after)
    }

    /// The values of a dictionary literal (or the elements of an array literal) that are literals.
    private mutating func recognizeCollection(openingAt open: Int) {
        let elements = SwiftCallArguments(file, open: open)
        for element in elements.arguments {
            var range = element.expression
            // `.low: "Low"`: the value follows the first colon at the top level.
            var depth = 0
            var index = range.lowerBound
            while index < range.upperBound {
                switch file.tokens[index].kind {
                case .leftParen, .leftBracket, .leftBrace: depth += 1
                case .rightParen, .rightBracket, .rightBrace: depth -= 1
                case .colon where depth == 0:
                    range = (index + 1)..<range.upperBound
                    index = range.upperBound
                    continue
                default: break
                }
                index = file.next(after: index)
            }
            // `.init(title: "…", subtitle: "…")` where a DisplayRepresentation is expected.
            if file.isKind(range.lowerBound, .period), file.isIdentifier(range.lowerBound + 1, "init"), file.isKind(range.lowerBound + 2, .leftParen) {
                let arguments = SwiftCallArguments(file, open: range.lowerBound + 2)
                extractArgument(arguments.argument("title"))
                extractArgument(arguments.argument("subtitle"))
                continue
            }
            for literal in literalTokens(in: range) { extract(literal, form: .localizationValue) }
        }
    }

    /// In the body of a computed property or function of a localizable type, the literals it returns:
    /// the whole body, `return "…"`, `case .x: "…"` and `if … { "…" } else { "…" }` branches.
    private mutating func recognizeBody(openingAt open: Int) {
        let close = SwiftCallArguments.closingIndex(file, open: open)
        var depth = 0
        var index = open + 1
        while index < close {
            let token = file.tokens[index]
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .string where depth == 0:
                let next = file.next(after: index)
                let previous = file.tokens[index - 1]
                let endsStatement = next >= close || file.tokens[next].followsNewline || file.isKind(next, .rightBrace) || file.isKind(next, .semicolon)
                let startsStatement = previous.kind == .leftBrace || file.isIdentifier(index - 1, "return")
                    || (previous.kind == .colon && (token.followsNewline || endsStatement) && isCaseLabelColon(index - 1, after: open))
                if startsStatement && endsStatement { extract(index, form: .localizationValue) }
                index = next
                continue
            default: break
            }
            index += 1
        }
    }

    /// Whether the colon at `colon` ends a `case …:` or `default:` label.
    private func isCaseLabelColon(_ colon: Int, after start: Int) -> Bool {
        if file.isIdentifier(colon - 1, "default") { return true }
        var index = colon - 1
        while index > start {
            if file.tokens[index].followsNewline || file.isKind(index, .leftBrace) || file.isKind(index, .rightBrace) {
                return file.isIdentifier(index, "case")
            }
            index -= 1
        }
        return false
    }

    /// The tokens of the expression starting at `start`, up to the end of its statement.
    private func statement(from start: Int) -> Range<Int> {
        var depth = 0
        var index = start
        while index < file.tokens.count {
            let token = file.tokens[index]
            if depth == 0 && index > start && (token.followsNewline || token.kind == .semicolon) { break }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                if depth == 0 { return start..<index }
                depth -= 1
            default: break
            }
            index = file.next(after: index)
        }
        return start..<index
    }

    // MARK: - Keys

    /// Records the literal at `index` once.
    private mutating func extract(_ index: Int, form: KeyForm, table: String = ExtractedString.defaultTable,
                                  comment: String? = nil, defaultValue: String? = nil) {
        guard extracted.insert(index).inserted, let key = formKey(index, form: form, reportsFindings: true) else { return }
        strings.append(ExtractedString(key: key, table: table, comment: comment, defaultValue: defaultValue, file: file.path,
                                       position: file.position(ofOffset: Int(file.tokens[index].start))))
    }

    /// The key of the literal at `index` as Apple forms it, or nil when it cannot be a key.
    func formKey(_ index: Int, form: KeyForm) -> String? {
        var copy = self
        return copy.formKey(index, form: form, reportsFindings: false)
    }

    private mutating func formKey(_ index: Int, form: KeyForm, reportsFindings: Bool) -> String? {
        guard let literal = file.literal(at: index) else { return nil }
        let decoded = file.segments(of: literal)
        if reportsFindings { findings.append(contentsOf: decoded.findings) }
        let hasInterpolation = decoded.segments.contains { if case .interpolation = $0 { true } else { false } }
        if form == .format && hasInterpolation {
            if reportsFindings {
                findings.append(file.finding(.note, .extractNotLiteral, at: literal.start, "not extracted: an NSLocalizedString key cannot have interpolations"))
            }
            return nil
        }
        var key = ""
        for segment in decoded.segments {
            switch segment {
            case .text(let text):
                key += hasInterpolation && form != .phrase ? Self.doublingPercentSigns(text) : text
            case .interpolation(let partIndex):
                key += placeholder(file.parts[partIndex], of: literal, form: form, reportsFindings: reportsFindings)
            }
        }
        return key
    }

    /// `text` with each `%` written `%%`, as Foundation's `replacingOccurrences` has always done it.
    ///
    /// Byte-wise when every `%` is followed by an ASCII byte or ends the text (this runs for every key with an
    /// interpolation); Foundation compares composed character sequences, so a `%` followed by a combining mark
    /// (`%\u{301}`) is not replaced, and such text is left to Foundation.
    static func doublingPercentSigns(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(UInt8(ascii: "%")) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 4)
        var afterPercent = false
        for byte in utf8 {
            if afterPercent && byte >= 0x80 { return text.replacingOccurrences(of: "%", with: "%%") }
            bytes.append(byte)
            afterPercent = byte == UInt8(ascii: "%")
            if afterPercent { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What an interpolation becomes in a key.
    private mutating func placeholder(_ part: SwiftStringLiteral.Part, of literal: SwiftStringLiteral, form: KeyForm, reportsFindings: Bool) -> String {
        let arguments = SwiftCallArguments(file, tokens: part.tokens)
        guard let value = arguments.arguments.first else { return "%@" }
        let expression = value.expression
        if form == .phrase || form == .summary {
            // `\(\.$priority)` names a parameter; `\(.applicationName)` the app.
            if file.isKind(expression.lowerBound, .backslash), file.isKind(expression.lowerBound + 1, .period),
               expression.count == 3, file.isKind(expression.lowerBound + 2, .identifier) {
                return "${" + file.text(of: file.tokens[expression.lowerBound + 2]).drop { $0 == "$" } + "}"
            }
            if expression.count == 2, file.isKind(expression.lowerBound, .period), file.isIdentifier(expression.lowerBound + 1, "applicationName") {
                return "${applicationName}"
            }
        }
        for argument in arguments.arguments.dropFirst() {
            if argument.label == "specifier", let text = plainLiteral(argument) { return text }
            // `\(date, format: .dateTime)`, `\(value, style: .date)`: formatted to a string.
            if argument.label != nil { return "%@" }
        }
        let type = InterpolationTypeResolver(file: file, local: local, project: project).type(of: expression)
        if type == .unknown && reportsFindings {
            let text = file.text(ofTokens: expression)
            // At the interpolation's backslash.
            findings.append(file.finding(.note, .extractUnknownType, at: part.start - 2 - literal.hashCount,
                                         "cannot tell the type of '\(text)'; its key uses %@ (Xcode may use another specifier)"))
        }
        return type.specifier
    }
}
