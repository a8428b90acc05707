import Foundation

/// An Apple format string parsed into literal text, specifiers and variables.
///
/// Parsing never fails: problems become ``diagnostics`` (with offsets and columns) and the
/// offending text is kept as an ``FormatSegment/invalid(_:)`` segment. Use
/// ``validate(_:allowsSubstitutionArgument:)`` to throw on the first error instead.
public struct FormatString: Hashable, Sendable {
    /// The text as given.
    public let text: String
    /// The pieces of the format, in order.
    public let segments: [FormatSegment]
    /// Problems found, in the order of their offsets (conflicts and unused positions last).
    public let diagnostics: [FormatDiagnostic]
    /// The type each 1-based argument position takes, from specifiers and `*` amounts
    /// (variables' types come from their definitions: see ``argumentTypes(variableTypes:)``).
    ///
    /// Where one position is used with two types, the first use wins. Computed from ``segments``
    /// on each access (so that parsing stays allocation-light); keep the value when reading it repeatedly.
    public var argumentTypes: [Int: FormatArgumentType] {
        var result: [Int: FormatArgumentType] = [:]
        FormatParser.forEachUse(segments: segments, variables: variables) { position, type, _ in
            if let type, result[position] == nil { result[position] = type }
            return true
        }
        return result
    }
    /// The variables `%#@name@`, in order.
    public let variables: [FormatVariable]
    /// The highest argument position any specifier, amount or variable reads (0 when none).
    public let argumentCount: Int

    /// Parses `text`; `%arg` is recognised as a substitution argument when `allowsSubstitutionArgument`
    /// (otherwise it reads as `%a` followed by `rg`).
    public init(parsing text: String, allowsSubstitutionArgument: Bool = true) {
        self.init(parsing: text, allowsSubstitutionArgument: allowsSubstitutionArgument, keepsLiterals: true)
    }

    /// Parses `text`, leaving out the ``FormatSegment/literal(_:)`` segments unless `keepsLiterals`: validation
    /// reads only the specifiers, variables and diagnostics, which are the same either way, and making a string of
    /// every piece of text between them costs more than the rest of the parse.
    init(parsing text: String, allowsSubstitutionArgument: Bool, keepsLiterals: Bool) {
        var parser = FormatParser(allowsSubstitutionArgument: allowsSubstitutionArgument, keepsLiterals: keepsLiterals)
        var source = text
        source.utf8.withContiguousStorageIfAvailable { parser.parse($0) } ?? {
            source.makeContiguousUTF8()
            source.utf8.withContiguousStorageIfAvailable { parser.parse($0) }
        }()
        self.text = text
        self.segments = parser.segments
        self.diagnostics = parser.diagnostics
        self.variables = parser.variables
        self.argumentCount = parser.highestPosition
    }

    /// The highest argument position a format may name (`%9999$@`); higher ones are errors.
    public static let maximumPosition = 9999
    /// The largest width or precision renderers honour; a larger one is capped to it (and reported), so that a
    /// hostile format (`%999999999d`, `%.999999999f`) cannot ask for gigabytes.
    public static let maximumAmount = 10_000

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The specifiers, in order.
    public var specifiers: [FormatSpecifier] {
        segments.compactMap { if case .specifier(let specifier) = $0 { specifier } else { nil } }
    }

    /// The first specifier that satisfies `predicate`, read from the segments (``specifiers`` makes an array).
    func firstSpecifier(where predicate: (FormatSpecifier) -> Bool) -> FormatSpecifier? {
        for case .specifier(let specifier) in segments where predicate(specifier) { return specifier }
        return nil
    }

    /// Whether the format has a `%arg` placeholder.
    public var hasSubstitutionArgument: Bool { segments.contains(.substitutionArgument) }

    /// The types of all positions, with each variable's type supplied by `variableTypes`
    /// (a `.stringsdict` value type or a substitution's `formatSpecifier`); a variable whose
    /// type is unknown is left out. Conflicts are resolved in favour of the specifier.
    public func argumentTypes(variableTypes: (String) -> FormatArgumentType?) -> [Int: FormatArgumentType] {
        var result = argumentTypes
        for variable in variables where result[variable.argumentPosition] == nil {
            if let type = variableTypes(variable.name) { result[variable.argumentPosition] = type }
        }
        return result
    }

    /// Parses `text` and throws its first error (as a ``ResourceError`` with line and column).
    @discardableResult
    public static func validate(_ text: String, allowsSubstitutionArgument: Bool = true) throws(ResourceError) -> FormatString {
        let format = FormatString(parsing: text, allowsSubstitutionArgument: allowsSubstitutionArgument)
        if let error = format.diagnostics.first(where: { $0.severity == .error }) {
            throw error.resourceError
        }
        return format
    }
}

/// The argument positions a parse has seen, with a small code each (0 when unused).
///
/// Positions 1…8 live in one word, so the usual format allocates nothing; higher ones in an array
/// that is only created when needed.
struct FormatPositionTable {
    private var small: UInt64 = 0
    private var large: [UInt8] = []

    subscript(position: Int) -> UInt8 {
        get {
            if position >= 1 && position <= 8 { return UInt8(truncatingIfNeeded: small >> UInt64((position - 1) * 8)) }
            let index = position - 9
            return index >= 0 && index < large.count ? large[index] : 0
        }
        set {
            if position >= 1 && position <= 8 {
                let shift = UInt64((position - 1) * 8)
                small = small & ~(0xFF << shift) | UInt64(newValue) << shift
                return
            }
            let index = position - 9
            guard index >= 0 else { return }
            if index >= large.count { large.append(contentsOf: repeatElement(0, count: index + 1 - large.count)) }
            large[index] = newValue
        }
    }
}

extension FormatArgumentType {
    /// A non-zero code for ``FormatPositionTable``.
    var tableCode: UInt8 {
        switch self {
        case .signedInteger: 1
        case .unsignedInteger: 2
        case .floatingPoint: 3
        case .object: 4
        case .cString: 5
        case .character: 6
        case .pointer: 7
        }
    }

    /// The type of a ``tableCode``, or `nil` for 0 (unused).
    init?(tableCode: UInt8) {
        switch tableCode {
        case 1: self = .signedInteger
        case 2: self = .unsignedInteger
        case 3: self = .floatingPoint
        case 4: self = .object
        case 5: self = .cString
        case 6: self = .character
        case 7: self = .pointer
        default: return nil
        }
    }
}

/// The state of one parse: a single pass over the UTF-8 bytes.
///
/// Parsing `"%@ has %d items"` allocates once (the segment array, reserved from the number of `%`);
/// literals of up to 15 bytes are small strings, types live in a ``FormatPositionTable``, and
/// offsets of first uses are only looked up again when a diagnostic needs them.
struct FormatParser {
    private(set) var allowsSubstitutionArgument: Bool
    /// Whether literal text becomes segments (see ``FormatString/init(parsing:allowsSubstitutionArgument:keepsLiterals:)``).
    let keepsLiterals: Bool
    /// Whether the parse makes ``tokens`` instead of segments and variables, and only notes that there are
    /// diagnostics (see ``scanTokens(_:allowsSubstitutionArgument:)``).
    let makesTokens: Bool
    /// The tokens of every text a token parser has read, text after text (its owner empties it).
    var tokens: [FormatToken] = []
    /// Where this parse's tokens start in ``tokens`` (the caller's earlier tokens come before).
    var tokenBase = 0
    /// Whether a token parse met anything a full parse reports as a diagnostic.
    var diagnosed = false
    var segments: [FormatSegment] = []
    var diagnostics: [FormatDiagnostic] = []
    var conflicts: [FormatDiagnostic] = []
    var types = FormatPositionTable()
    var variables: [FormatVariable] = []
    var highestPosition = 0
    var nextSequential = 1
    var sawPositional = false
    var sawSequential = false
    var reportedMix = false
    var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

    init(allowsSubstitutionArgument: Bool, keepsLiterals: Bool = true, makesTokens: Bool = false) {
        self.allowsSubstitutionArgument = allowsSubstitutionArgument
        self.keepsLiterals = keepsLiterals && !makesTokens
        self.makesTokens = makesTokens
    }

    /// A parser that reads texts into ``tokens`` (see ``scanTokens(_:allowsSubstitutionArgument:)``), kept for
    /// every text its owner reads so that no parser is set up per text.
    static func tokenScanner() -> FormatParser {
        FormatParser(allowsSubstitutionArgument: false, makesTokens: true)
    }

    /// Appends the tokens of `bytes` to ``tokens``, numbered as ``FormatString/init(parsing:allowsSubstitutionArgument:)``
    /// numbers its specifiers and variables, and returns whether that parse has diagnostics (whose messages and
    /// offsets only it makes). Allocates nothing once ``tokens`` has room.
    mutating func scanTokens(_ bytes: UnsafeBufferPointer<UInt8>, allowsSubstitutionArgument: Bool) -> Bool {
        self.allowsSubstitutionArgument = allowsSubstitutionArgument
        tokenBase = tokens.count
        diagnosed = false
        types = FormatPositionTable()
        highestPosition = 0
        nextSequential = 1
        sawPositional = false
        sawSequential = false
        reportedMix = false
        parse(bytes)
        return diagnosed
    }

    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let count = bytes.count
        if makesTokens {
            var index = 0
            while let found = nextPercent(from: index) {
                if found + 1 < count && bytes[found + 1] == UInt8(ascii: "%") {
                    index = found + 2
                } else {
                    index = parseSpecifier(at: found)
                }
            }
            finish()
            self.bytes = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        // A literal before each `%` piece and one after the last: enough room for every segment.
        var percents = 0
        for byte in bytes where byte == UInt8(ascii: "%") { percents += 1 }
        if count > 0 { segments.reserveCapacity(keepsLiterals ? 2 * percents + 1 : percents) }
        // Literal text is only built up when `%%` splits it; otherwise it is made once from its bytes.
        var pending: String?
        var literalStart = 0
        var index = 0
        while index < count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            if index + 1 < count && bytes[index + 1] == UInt8(ascii: "%") {
                guard keepsLiterals else {
                    index += 2
                    literalStart = index
                    continue
                }
                let piece = source(literalStart..<index + 1)
                if pending == nil { pending = piece } else { pending?.append(piece) }
                index += 2
                literalStart = index
                continue
            }
            flushLiteral(&pending, literalStart..<index)
            let end = parseSpecifier(at: index)
            index = end
            literalStart = end
        }
        flushLiteral(&pending, literalStart..<count)
        finish()
        self.bytes = UnsafeBufferPointer(start: nil, count: 0)
    }

    /// Appends the literal of `pending` followed by the bytes of `range`, if any.
    private mutating func flushLiteral(_ pending: inout String?, _ range: Range<Int>) {
        guard keepsLiterals else { return }
        if var text = pending {
            if !range.isEmpty { text.append(source(range)) }
            if !text.isEmpty { segments.append(.literal(text)) }
            pending = nil
        } else if !range.isEmpty {
            segments.append(.literal(source(range)))
        }
    }

    /// The offset of the next `%` from `index` on (found a word at a time), or `nil`.
    private func nextPercent(from index: Int) -> Int? {
        guard index < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + index, Int32(UInt8(ascii: "%")), bytes.count - index) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// Appends the invalid segment of the bytes of `range` (a token parse keeps none).
    private mutating func emitInvalid(_ range: Range<Int>) {
        if !makesTokens { segments.append(.invalid(source(range))) }
    }

    private func isDigit(_ index: Int) -> Bool {
        index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
    }

    private func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Reads digits at `index`; returns the value (saturated) and the index after them.
    private func number(at index: Int) -> (Int, Int) {
        var value = 0
        var index = index
        while isDigit(index) {
            value = min(value &* 10 &+ Int(bytes[index] - UInt8(ascii: "0")), 1_000_000)
            index += 1
        }
        return (value, index)
    }

    private func source(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Reads a width or precision at `index`: `*`, `*n$` or digits; `nil` when there is none.
    private func amount(_ index: inout Int) -> FormatSpecifier.Amount? {
        if byte(index) == UInt8(ascii: "*") {
            index += 1
            if isDigit(index) {
                let (value, after) = number(at: index)
                if byte(after) == UInt8(ascii: "$"), value > 0, value <= FormatString.maximumPosition {
                    index = after + 1
                    return .argument(position: value)
                }
            }
            return .argument(position: nil)
        }
        if isDigit(index) {
            let (value, after) = number(at: index)
            index = after
            return .fixed(value)
        }
        return nil
    }

    /// Parses the specifier whose `%` is at `start` and appends its segment (or token); returns the index after it.
    private mutating func parseSpecifier(at start: Int) -> Int {
        var index = start + 1
        if allowsSubstitutionArgument, index + 2 < bytes.count, bytes[index] == UInt8(ascii: "a"),
           bytes[index + 1] == UInt8(ascii: "r"), bytes[index + 2] == UInt8(ascii: "g") {
            if makesTokens {
                tokens.append(FormatToken(kind: .substitutionArgument, start: start, end: index + 3))
            } else {
                segments.append(.substitutionArgument)
            }
            return index + 3
        }
        // An explicit position `n$`.
        var position: Int?
        if isDigit(index) {
            let (value, after) = number(at: index)
            if byte(after) == UInt8(ascii: "$") {
                if value == 0 || value > FormatString.maximumPosition {
                    let end = min(after + 1, bytes.count)
                    report(.invalidPosition, .error, at: start, value == 0
                        ? "argument positions start at 1, not 0"
                        : "argument position \(source(index..<after)) is larger than \(FormatString.maximumPosition)")
                    emitInvalid(start..<end)
                    return end
                }
                position = value
                index = after + 1
            } else if byte(after) == UInt8(ascii: "#"), byte(after + 1) == UInt8(ascii: "@"),
                      value > 0, value <= FormatString.maximumPosition {
                // `%1#@name@`: Apple reads the digits as the variable's position even without `$`,
                // and shipping apps rely on it; accept it, but say how to write it.
                report(.positionWithoutDollar, .warning, at: start,
                       "'%\(value)#@' reads argument \(value); write '%\(value)$#@' to say so explicitly")
                position = value
                index = after
            }
        }
        // A variable `%#@name@`.
        if byte(index) == UInt8(ascii: "#"), byte(index + 1) == UInt8(ascii: "@") {
            let nameStart = index + 2
            var nameEnd = nameStart
            while nameEnd < bytes.count, bytes[nameEnd] != UInt8(ascii: "@"), bytes[nameEnd] != UInt8(ascii: "%"),
                  bytes[nameEnd] != UInt8(ascii: " ") {
                nameEnd += 1
            }
            guard nameEnd < bytes.count, bytes[nameEnd] == UInt8(ascii: "@"), nameEnd > nameStart else {
                report(.unterminatedVariable, .error, at: start, "variable '%#@' has no name ending in '@'")
                emitInvalid(start..<nameStart)
                return nameStart
            }
            let argument = use(position: position, at: start)
            if makesTokens {
                tokens.append(FormatToken(
                    kind: .variable, start: start, end: nameEnd + 1, position: position, argumentPosition: argument,
                    nameStart: nameStart))
                return nameEnd + 1
            }
            let name = source(nameStart..<nameEnd)
            variables.append(FormatVariable(
                name: name, position: position, argumentPosition: argument, offset: start,
                text: source(start..<nameEnd + 1)))
            segments.append(.variable(name: name, position: argument))
            return nameEnd + 1
        }
        var flags = FormatSpecifier.Flags()
        while let b = byte(index), let flag = FormatSpecifier.Flags.flag(for: b) {
            flags.insert(flag)
            index += 1
        }
        let width = amount(&index) ?? .none
        var precision = FormatSpecifier.Amount.none
        if byte(index) == UInt8(ascii: ".") {
            index += 1
            precision = amount(&index) ?? .fixed(0)
        }
        // Width, then precision, one at a time (an array of the two would be allocated for every specifier).
        reportIfExcessive(width, specifier: start..<index)
        reportIfExcessive(precision, specifier: start..<index)
        var length: FormatSpecifier.Length?
        switch byte(index) {
        case UInt8(ascii: "h"):
            if byte(index + 1) == UInt8(ascii: "h") { length = .hh; index += 2 } else { length = .h; index += 1 }
        case UInt8(ascii: "l"):
            if byte(index + 1) == UInt8(ascii: "l") { length = .ll; index += 2 } else { length = .l; index += 1 }
        case UInt8(ascii: "q"): length = .q; index += 1
        case UInt8(ascii: "z"): length = .z; index += 1
        case UInt8(ascii: "t"): length = .t; index += 1
        case UInt8(ascii: "j"): length = .j; index += 1
        case UInt8(ascii: "L"): length = .L; index += 1
        default: break
        }
        guard let conversionByte = byte(index) else {
            report(.incompleteSpecifier, .error, at: start, "incomplete format specifier '\(source(start..<index))' at the end of the text")
            emitInvalid(start..<index)
            return index
        }
        guard let conversion = FormatSpecifier.Conversion.conversion(for: conversionByte) else {
            guard !makesTokens else {
                // The full parse says what is wrong; a token parse only that something is.
                diagnosed = true
                var end = index + 1
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                return end
            }
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let character = source(index..<end).first ?? "?"
            if conversionByte == UInt8(ascii: "n") {
                report(.refusedConversion, .error, at: start, "'%n' is not allowed in a format string")
            } else {
                let shown = character.unicodeScalars.allSatisfy({ $0.properties.isWhitespace || $0.value < 0x20 })
                    ? "\\u{\(String(character.unicodeScalars.first?.value ?? 0, radix: 16))}" : String(character)
                report(.unknownConversion(character), .error, at: start, "unknown conversion '\(shown)' in '\(source(start..<index))\(shown)'")
            }
            emitInvalid(start..<end)
            return end
        }
        index += 1
        // Amounts read their arguments before the value, as in C.
        var widthArgument: Int?
        if case .argument(let amountPosition) = width {
            let used = use(position: amountPosition, at: start)
            record(.signedInteger, position: used, at: start)
            widthArgument = used
        }
        var precisionArgument: Int?
        if case .argument(let amountPosition) = precision {
            let used = use(position: amountPosition, at: start)
            record(.signedInteger, position: used, at: start)
            precisionArgument = used
        }
        let argument = use(position: position, at: start)
        record(conversion.argumentType, position: argument, at: start)
        if makesTokens {
            tokens.append(FormatToken(
                kind: .specifier, start: start, end: index, position: position, argumentPosition: argument,
                conversion: conversion, length: length, flags: flags, hasWidth: width != .none,
                widthArgument: widthArgument, precisionArgument: precisionArgument))
            return index
        }
        let specifier = FormatSpecifier(
            flags: flags, width: width, precision: precision, length: length, conversion: conversion,
            position: position, argumentPosition: argument, offset: start,
            // `%d`, `%@`…: a constant instead of a string made from the bytes.
            text: index - start == 2 ? conversion.plainText : source(start..<index))
        segments.append(.specifier(specifier))
        return index
    }

    /// Reports a written width or precision above ``FormatString/maximumAmount`` in the specifier read so far.
    private mutating func reportIfExcessive(_ amount: FormatSpecifier.Amount, specifier: Range<Int>) {
        guard case .fixed(let value) = amount, value > FormatString.maximumAmount else { return }
        report(.excessiveAmount(value), .warning, at: specifier.lowerBound,
               "the width or precision \(value) of '\(source(specifier))…' is above \(FormatString.maximumAmount); it is rendered as \(FormatString.maximumAmount)")
    }

    /// Assigns the argument position of a use (explicit or the next sequential one).
    private mutating func use(position: Int?, at offset: Int) -> Int {
        let argument: Int
        if let position {
            sawPositional = true
            argument = position
        } else {
            sawSequential = true
            argument = nextSequential
            nextSequential += 1
        }
        if sawPositional && sawSequential && !reportedMix {
            reportedMix = true
            report(.mixedPositions, .warning, at: offset, "positional and sequential specifiers are mixed")
        }
        highestPosition = max(highestPosition, argument)
        return argument
    }

    private mutating func record(_ type: FormatArgumentType, position: Int, at offset: Int) {
        guard let existing = FormatArgumentType(tableCode: types[position]) else {
            types[position] = type.tableCode
            return
        }
        guard existing.isCompatible(with: type) else {
            guard !makesTokens else {
                diagnosed = true
                return
            }
            // The first use is in a segment already made, or else in this specifier (an amount).
            var firstOffset = offset
            Self.forEachUse(segments: segments, variables: variables) { usePosition, useType, useOffset in
                guard usePosition == position, useType != nil else { return true }
                firstOffset = useOffset
                return false
            }
            let first = SourcePosition(offset: firstOffset, in: bytes)
            conflicts.append(FormatDiagnostic(
                kind: .typeConflict(position: position, first: existing, firstOffset: firstOffset, second: type),
                severity: .error, offset: offset, position: SourcePosition(offset: offset, in: bytes),
                message: "argument \(position) is used as \(type) here but as \(existing) at column \(first.column)"))
            return
        }
    }

    /// Records a diagnostic (a token parse only notes that there is one).
    private mutating func report(_ kind: FormatDiagnostic.Kind, _ severity: Severity, at offset: Int, _ message: String) {
        guard !makesTokens else {
            diagnosed = true
            return
        }
        diagnostics.append(FormatDiagnostic(
            kind: kind, severity: severity, offset: offset, position: SourcePosition(offset: offset, in: bytes), message: message))
    }

    private mutating func finish() {
        if !conflicts.isEmpty { diagnostics.append(contentsOf: conflicts) }
        guard highestPosition > 1 else { return }
        var usedByVariables = FormatPositionTable()
        for variable in variables { usedByVariables[variable.argumentPosition] = 1 }
        for token in tokens[tokenBase...] where token.kind == .variable { usedByVariables[token.argumentPosition] = 1 }
        var reported = 0
        for position in 1..<highestPosition where types[position] == 0 && usedByVariables[position] == 0 {
            guard !makesTokens else {
                diagnosed = true
                return
            }
            // Report the first few; a format with hundreds of gaps needs no more to be fixed.
            reported += 1
            if reported > 10 { break }
            // Point at the first use of a higher position (uses come in the order of their offsets).
            var offset = 0
            Self.forEachUse(segments: segments, variables: variables) { usePosition, _, useOffset in
                guard usePosition > position else { return true }
                offset = useOffset
                return false
            }
            report(.unusedPosition(position), .warning, at: offset, "argument \(position) is never used")
        }
    }

    /// Replays the argument uses of parsed segments in order, as the parse assigned them: `*` amounts
    /// (`signedInteger`) before their specifier's value, and variables (type `nil`). `body` returns
    /// whether to go on.
    static func forEachUse(
        segments: [FormatSegment], variables: [FormatVariable],
        _ body: (_ position: Int, _ type: FormatArgumentType?, _ offset: Int) -> Bool
    ) {
        var nextSequential = 1
        var variableIndex = 0
        for segment in segments {
            switch segment {
            case .specifier(let specifier):
                if case .argument(let explicit) = specifier.width {
                    let position = explicit ?? nextSequential
                    if explicit == nil { nextSequential += 1 }
                    guard body(position, .signedInteger, specifier.offset) else { return }
                }
                if case .argument(let explicit) = specifier.precision {
                    let position = explicit ?? nextSequential
                    if explicit == nil { nextSequential += 1 }
                    guard body(position, .signedInteger, specifier.offset) else { return }
                }
                if specifier.position == nil { nextSequential += 1 }
                guard body(specifier.argumentPosition, specifier.argumentType, specifier.offset) else { return }
            case .variable(_, let position):
                guard variableIndex < variables.count else { continue }
                let variable = variables[variableIndex]
                variableIndex += 1
                if variable.position == nil { nextSequential += 1 }
                guard body(position ?? variable.argumentPosition, nil, variable.offset) else { return }
            case .literal, .substitutionArgument, .invalid:
                continue
            }
        }
    }
}
