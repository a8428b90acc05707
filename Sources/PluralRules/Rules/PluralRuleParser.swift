/// Parses CLDR plural rule text (UTS #35 syntax, `=` and `!=` relations) into a ``PluralRule``.
struct PluralRuleParser {
    private let bytes: [UInt8]
    private var position = 0

    private enum Context { case start, afterOr, afterAnd }

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func parseRule() throws(PluralRuleSyntaxError) -> PluralRule {
        skipSpaces()
        var conditions: [[PluralRelation]] = []
        if !atEnd && bytes[position] != UInt8(ascii: "@") {
            conditions.append(try parseAndCondition(.start))
            while keyword("or") {
                conditions.append(try parseAndCondition(.afterOr))
            }
            skipSpaces()
            if !atEnd && bytes[position] != UInt8(ascii: "@") {
                throw failure(.unexpectedText, "unexpected '\(character(at: position))'")
            }
        }
        let samples = try parseSamples()
        return PluralRule(conditions: conditions, samples: samples)
    }

    mutating func parseSamplesOnly() throws(PluralRuleSyntaxError) -> PluralSamples {
        try parseSamples()
    }

    // MARK: conditions

    private mutating func parseAndCondition(_ context: Context) throws(PluralRuleSyntaxError) -> [PluralRelation] {
        var relations = [try parseRelation(context)]
        while keyword("and") {
            relations.append(try parseRelation(.afterAnd))
        }
        return relations
    }

    private mutating func parseRelation(_ context: Context) throws(PluralRuleSyntaxError) -> PluralRelation {
        skipSpaces()
        if atEnd || bytes[position] == UInt8(ascii: "@") {
            switch context {
            case .afterOr: throw failure(.expectedAndCondition, "expected a condition after 'or'")
            case .afterAnd: throw failure(.expectedRelation, "expected a relation after 'and'")
            case .start: throw failure(.expectedOperand, "expected an operand (n, i, v, w, f, t, c, e)")
            }
        }
        let start = position
        var end = position
        while end < bytes.count, isLetter(bytes[end]) { end += 1 }
        guard end - start == 1, let operand = PluralOperand(rawValue: String(decoding: bytes[start..<end], as: UTF8.self)) else {
            throw failure(.expectedOperand, "expected an operand (n, i, v, w, f, t, c, e)")
        }
        position = end
        skipSpaces()
        var modulus: UInt64?
        if !atEnd && bytes[position] == UInt8(ascii: "%") {
            position += 1
            modulus = try parseValue()
            skipSpaces()
        }
        var isNegated = false
        if position + 1 < bytes.count && bytes[position] == UInt8(ascii: "!") && bytes[position + 1] == UInt8(ascii: "=") {
            isNegated = true
            position += 2
        } else if !atEnd && bytes[position] == UInt8(ascii: "=") {
            position += 1
        } else {
            throw failure(.expectedOperator, "expected '=' or '!='")
        }
        var ranges: [ClosedRange<UInt64>] = []
        repeat {
            let low = try parseValue()
            var high = low
            skipSpaces()
            if position + 1 < bytes.count && bytes[position] == UInt8(ascii: ".") && bytes[position + 1] == UInt8(ascii: ".") {
                position += 2
                let rangeStart = position
                high = try parseValue()
                if high < low {
                    position = rangeStart
                    throw failure(.expectedValue, "range end \(high) is below its start \(low)")
                }
            }
            ranges.append(low...high)
            skipSpaces()
        } while consume(",")
        return PluralRelation(operand: operand, modulus: modulus, isNegated: isNegated, ranges: ranges)
    }

    private mutating func parseValue() throws(PluralRuleSyntaxError) -> UInt64 {
        skipSpaces()
        let start = position
        var value: UInt64 = 0
        while !atEnd, PluralOperands.isDigit(bytes[position]) {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(UInt64(bytes[position] - 0x30))
            if overflow1 || overflow2 {
                position = start
                throw failure(.valueTooLarge, "value is too large")
            }
            value = sum
            position += 1
        }
        if position == start { throw failure(.expectedValue, "expected a number") }
        return value
    }

    // MARK: samples

    private mutating func parseSamples() throws(PluralRuleSyntaxError) -> PluralSamples {
        var samples = PluralSamples()
        skipSpaces()
        if keyword("@integer") {
            (samples.integers, samples.integersAreOpenEnded) = try parseSampleList()
        }
        skipSpaces()
        if keyword("@decimal") {
            (samples.decimals, samples.decimalsAreOpenEnded) = try parseSampleList()
        }
        skipSpaces()
        if !atEnd {
            if bytes[position] == UInt8(ascii: "@") {
                throw failure(.invalidSample, "expected '@integer' or '@decimal' (integers first)")
            }
            throw failure(.unexpectedText, "unexpected '\(character(at: position))'")
        }
        return samples
    }

    private mutating func parseSampleList() throws(PluralRuleSyntaxError) -> ([String], Bool) {
        var items: [String] = []
        repeat {
            skipSpaces()
            let ellipsis = position
            if consume("…") || consume("...") {
                if items.isEmpty {
                    position = ellipsis
                    throw failure(.invalidSample, "expected a sample number before '…'")
                }
                skipSpaces()
                if !atEnd && bytes[position] != UInt8(ascii: "@") {
                    throw failure(.invalidSample, "'…' must end a sample list")
                }
                return (items, true)
            }
            let start = position
            while !atEnd, isSampleByte(bytes[position]) { position += 1 }
            let item = String(decoding: bytes[start..<position], as: UTF8.self)
            if item.isEmpty {
                throw failure(.invalidSample, "expected a sample number")
            }
            let ends = item.split(separator: "~", omittingEmptySubsequences: false)
            var offset = start
            for end in ends where ends.count <= 2 {
                do {
                    _ = try PluralOperands(parsing: String(end))
                } catch {
                    position = offset + error.column - 1
                    throw failure(.invalidSample, "invalid sample '\(item)': \(error.message)")
                }
                offset += end.utf8.count + 1
            }
            if ends.count > 2 {
                position = start
                throw failure(.invalidSample, "invalid sample range '\(item)'")
            }
            items.append(item)
            skipSpaces()
        } while consume(",")
        return (items, false)
    }

    // MARK: helpers

    private var atEnd: Bool { position >= bytes.count }

    private mutating func skipSpaces() {
        while !atEnd, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0A || bytes[position] == 0x0D {
            position += 1
        }
    }

    private func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z") }

    private func isSampleByte(_ byte: UInt8) -> Bool {
        PluralOperands.isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "~")
            || byte == UInt8(ascii: "c") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "-")
    }

    /// Consumes `literal` when it comes next (after spaces).
    private mutating func consume(_ literal: String) -> Bool {
        skipSpaces()
        let utf8 = Array(literal.utf8)
        guard position + utf8.count <= bytes.count, Array(bytes[position..<position + utf8.count]) == utf8 else { return false }
        position += utf8.count
        return true
    }

    /// Consumes a word (`and`, `@integer`) when it comes next and is not the start of a longer word.
    private mutating func keyword(_ word: String) -> Bool {
        skipSpaces()
        let saved = position
        guard consume(word) else { return false }
        if !atEnd && isLetter(bytes[position]) {
            position = saved
            return false
        }
        return true
    }

    private func character(at offset: Int) -> String {
        String(decoding: bytes[offset...], as: UTF8.self).first.map(String.init) ?? ""
    }

    private func failure(_ kind: PluralRuleSyntaxError.Kind, _ message: String) -> PluralRuleSyntaxError {
        let column = String(decoding: bytes[..<min(position, bytes.count)], as: UTF8.self).count + 1
        return PluralRuleSyntaxError(kind: kind, column: column, message: message)
    }
}
