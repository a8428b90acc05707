import Foundation

extension PluralOperands {
    /// Parses a decimal number string: `"1.50"`, `"-0.0"`, `"1c6"`, `"1.2e3"`, integers of any length,
    /// any number of fraction digits. The sign is dropped; nothing overflows or is rounded.
    ///
    /// Accepted syntax: an optional `-` or `+`, digits, optionally `.` and digits, optionally `c` or `e`
    /// and a non-negative exponent (the compact decimal exponent of UTS #35).
    public init(parsing text: String) throws(PluralOperandsError) {
        let result: Result<PluralOperands, ScanFailure>
        if let fast = text.utf8.withContiguousStorageIfAvailable({ PluralOperands.scan($0) }) {
            result = fast
        } else {
            var copy = text
            copy.makeContiguousUTF8()
            result = copy.utf8.withContiguousStorageIfAvailable { PluralOperands.scan($0) }
                ?? .failure(ScanFailure(offset: 0, message: "unreadable text"))
        }
        switch result {
        case .success(let operands): self = operands
        case .failure(let failure): throw failure.error(in: text)
        }
    }

    /// Creates the operands of a `Decimal` from the digits it stores; the sign is dropped.
    ///
    /// Foundation's `Decimal` does not keep trailing fraction zeros (`Decimal(string: "1.50")` stores 1.5,
    /// so v = 1). When the number is shown with a fixed number of fraction digits, parse the string
    /// shown with ``init(parsing:)`` instead. NaN gives the operands of 0.
    public init(_ value: Decimal) {
        guard value.isFinite else {
            self.init(uncheckedInteger: 0)
            return
        }
        let significand = value.significand.magnitude
        var digits = "\(significand)"
        let exponent = value.exponent
        if exponent > 0 {
            digits += String(repeating: "0", count: min(exponent, 400))
        } else if exponent < 0 {
            let fractionCount = -exponent
            if digits.count <= fractionCount {
                digits = String(repeating: "0", count: fractionCount - digits.count + 1) + digits
            }
            let split = digits.index(digits.endIndex, offsetBy: -fractionCount)
            digits = digits[..<split] + "." + digits[split...]
        }
        self = (try? PluralOperands(parsing: digits)) ?? PluralOperands(uncheckedInteger: 0)
    }

    /// Creates the operands of a `Double` shown with exactly `fractionDigits` fraction digits
    /// (`(1.5, fractionDigits: 2)` is `1.50`), rounded as `printf`'s `%.*f` rounds; the sign is dropped.
    ///
    /// `fractionDigits` is clamped to 0…40. Non-finite values give the operands of 0.
    public init(_ value: Double, fractionDigits: Int) {
        guard value.isFinite else {
            self.init(uncheckedInteger: 0)
            return
        }
        let digits = max(0, min(fractionDigits, 40))
        let text = String(format: "%.\(digits)f", value.magnitude)
        self = (try? PluralOperands(parsing: text)) ?? PluralOperands(uncheckedInteger: 0)
    }

    /// Where and why scanning failed; the column is computed only when the error is raised.
    struct ScanFailure: Error {
        var offset: Int
        var message: String

        func error(in text: String) -> PluralOperandsError {
            let prefix = text.utf8.prefix(offset)
            let column = String(decoding: prefix, as: UTF8.self).count + 1
            return PluralOperandsError(column: column, message: message)
        }
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    static func unexpected(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, expecting: String) -> ScanFailure {
        guard offset < bytes.count else { return ScanFailure(offset: offset, message: "expected \(expecting)") }
        let rest = UnsafeBufferPointer(rebasing: bytes[offset...])
        let character = String(decoding: rest, as: UTF8.self).first.map(String.init) ?? "?"
        return ScanFailure(offset: offset, message: "unexpected '\(character)'")
    }

    /// The `k`th digit of the number's digits (integer digits, then fraction digits) as a value.
    @inline(__always)
    static func digitAt(_ k: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ integerStart: Int, _ integerCount: Int, _ fractionStart: Int) -> UInt64 {
        UInt64(k < integerCount ? bytes[integerStart + k] &- 0x30 : bytes[fractionStart + k - integerCount] &- 0x30)
    }

    /// Scans a number from UTF-8 bytes without allocating.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<PluralOperands, ScanFailure> {
        let count = bytes.count
        guard count > 0 else { return .failure(ScanFailure(offset: 0, message: "empty number")) }
        var position = 0
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") { position = 1 }
        let integerStart = position
        while position < count, isDigit(bytes[position]) { position += 1 }
        let integerEnd = position
        if integerEnd == integerStart { return .failure(unexpected(bytes, at: position, expecting: "a digit")) }
        var fractionStart = position
        var fractionEnd = position
        if position < count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            fractionStart = position
            while position < count, isDigit(bytes[position]) { position += 1 }
            fractionEnd = position
            if fractionEnd == fractionStart {
                return .failure(unexpected(bytes, at: position, expecting: "a digit after '.'"))
            }
        }
        var exponent = 0
        if position < count, bytes[position] | 0x20 == UInt8(ascii: "c") || bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < count, bytes[position] == UInt8(ascii: "+") { position += 1 }
            let exponentStart = position
            while position < count, isDigit(bytes[position]) {
                exponent = min(exponent * 10 + Int(bytes[position] &- 0x30), 100_000)
                position += 1
            }
            if position == exponentStart {
                return .failure(unexpected(bytes, at: position, expecting: "a digit in the exponent"))
            }
        }
        if position < count { return .failure(unexpected(bytes, at: position, expecting: "end of number")) }

        let integerCount = integerEnd - integerStart
        let fractionCount = fractionEnd - fractionStart
        let total = integerCount + fractionCount
        let point = integerCount + exponent
        let limit = PluralOperands.limit
        var operands = PluralOperands(uncheckedInteger: 0)
        // Integer digits: the first `point` digits, then zeros when the exponent moves the point past the end.
        var low: UInt64 = 0
        var significant = 0
        var approximate = 0.0
        let integerDigits = min(point, total)
        for k in 0..<integerDigits {
            let d = digitAt(k, bytes, integerStart, integerCount, fractionStart)
            if significant > 0 || d != 0 { significant += 1 }
            low = (low * 10 + d) % limit
            approximate = approximate * 10 + Double(d)
        }
        if point > total, significant > 0 {
            let zeros = point - total
            for _ in 0..<min(zeros, 19) { low = (low * 10) % limit }
            for _ in 0..<min(zeros, 400) { approximate *= 10 }
            significant += zeros
        }
        operands.i = low
        operands.isIntegerPartLarge = significant > 18
        // Fraction digits.
        if point < total {
            var lastNonZero = point - 1
            for k in point..<total where digitAt(k, bytes, integerStart, integerCount, fractionStart) != 0 { lastNonZero = k }
            var fLow: UInt64 = 0, fSignificant = 0
            var tLow: UInt64 = 0, tSignificant = 0
            var fraction = 0.0
            var scale = 1.0
            for k in point..<total {
                let d = digitAt(k, bytes, integerStart, integerCount, fractionStart)
                if fSignificant > 0 || d != 0 { fSignificant += 1 }
                fLow = (fLow * 10 + d) % limit
                if k <= lastNonZero {
                    if tSignificant > 0 || d != 0 { tSignificant += 1 }
                    tLow = (tLow * 10 + d) % limit
                }
                if k - point < 400 {
                    scale /= 10
                    fraction += Double(d) * scale
                }
            }
            operands.v = total - point
            operands.w = lastNonZero + 1 - point
            operands.f = fLow
            operands.isFractionLarge = fSignificant > 18
            operands.t = tLow
            operands.isTrimmedFractionLarge = tSignificant > 18
            approximate += fraction
        }
        operands.c = exponent
        operands.n = approximate
        return .success(operands)
    }
}
