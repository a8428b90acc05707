/// The shortest decimal digits that read back as a double, with the rounding ICU applies to them.
///
/// `value = 0.d₁d₂d₃… × 10^exponent`; digits are ASCII and carry no leading or trailing zeros
/// (zero has no digits).
struct ShortestDecimal {
    var digits: [UInt8]
    var exponent: Int

    /// The digits of a finite, non-negative double.
    init(_ value: Double) {
        digits = []
        exponent = 0
        guard value.isFinite, value > 0 else { return }
        var integerDigits = 0
        var seenPoint = false
        var explicitExponent = 0
        var text = value.description
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ".") {
                    seenPoint = true
                } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                    var negative = false
                    index += 1
                    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                        negative = bytes[index] == UInt8(ascii: "-")
                        index += 1
                    }
                    var value = 0
                    while index < bytes.count {
                        value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
                        index += 1
                    }
                    explicitExponent = negative ? -value : value
                    break
                } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    if digits.isEmpty && byte == UInt8(ascii: "0") {
                        // A leading zero: before the point it counts for nothing, after it shifts the exponent.
                        if seenPoint { integerDigits -= 1 }
                    } else {
                        digits.append(byte)
                        if !seenPoint { integerDigits += 1 }
                    }
                }
                index += 1
            }
        }
        while let last = digits.last, last == UInt8(ascii: "0") { digits.removeLast() }
        exponent = integerDigits + explicitExponent
    }

    /// Rounds half-even so that at most `count` digits remain (counted from the first digit).
    mutating func round(keeping count: Int) {
        guard count < digits.count else { return }
        guard count >= 0 else {
            digits = []
            return
        }
        let first = digits[count]
        let restNonZero = digits[(count + 1)...].contains { $0 != UInt8(ascii: "0") }
        let previousOdd = count > 0 && (digits[count - 1] - UInt8(ascii: "0")) % 2 == 1
        let roundUp = first > UInt8(ascii: "5") || (first == UInt8(ascii: "5") && (restNonZero || previousOdd))
        digits.removeSubrange(count...)
        if roundUp {
            var index = count - 1
            while index >= 0 {
                if digits[index] == UInt8(ascii: "9") {
                    digits[index] = UInt8(ascii: "0")
                    index -= 1
                } else {
                    digits[index] += 1
                    break
                }
            }
            if index < 0 {
                digits.insert(UInt8(ascii: "1"), at: 0)
                exponent += 1
            }
        }
        while let last = digits.last, last == UInt8(ascii: "0") { digits.removeLast() }
        if digits.isEmpty { exponent = 0 }
    }

    /// Integer and fraction digits in fixed notation.
    func fixed(fractionDigits: Int) -> ([UInt8], [UInt8]) {
        var integer: [UInt8] = []
        if exponent <= 0 || digits.isEmpty {
            integer = [UInt8(ascii: "0")]
        } else {
            integer.reserveCapacity(exponent)
            for index in 0..<exponent { integer.append(index < digits.count ? digits[index] : UInt8(ascii: "0")) }
        }
        var fraction: [UInt8] = []
        fraction.reserveCapacity(fractionDigits)
        for offset in 0..<fractionDigits {
            let index = (digits.isEmpty ? 0 : exponent) + offset
            fraction.append(index >= 0 && index < digits.count ? digits[index] : UInt8(ascii: "0"))
        }
        return (integer, fraction)
    }

    /// Mantissa integer digit, fraction digits and the decimal exponent in scientific notation.
    func scientific(fractionDigits: Int) -> ([UInt8], [UInt8], Int) {
        guard let first = digits.first else {
            return ([UInt8(ascii: "0")], Array(repeating: UInt8(ascii: "0"), count: fractionDigits), 0)
        }
        var fraction: [UInt8] = []
        fraction.reserveCapacity(fractionDigits)
        for index in 1..<(fractionDigits + 1) { fraction.append(index < digits.count ? digits[index] : UInt8(ascii: "0")) }
        return ([first], fraction, exponent - 1)
    }
}
