#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif
import StringResources

/// Writes numbers as C's printf does, or with a locale's symbols as Foundation (ICU) does.
enum FormatNumbers {
    /// Applies the size of a length modifier to an integer: no modifier reads 32 bits (as C's `%d`
    /// does with a 64-bit argument), `hh` 8, `h` 16, the others 64. Returns the magnitude, the sign
    /// and whether the value changed.
    static func integer(_ bits: UInt64, signed: Bool, length: FormatSpecifier.Length?) -> (UInt64, Bool, Bool) {
        let width: Int
        switch length {
        case nil: width = 32
        case .hh: width = 8
        case .h: width = 16
        default: width = 64
        }
        if signed {
            let value = Int64(bitPattern: bits)
            let narrowed: Int64
            switch width {
            case 8: narrowed = Int64(Int8(truncatingIfNeeded: value))
            case 16: narrowed = Int64(Int16(truncatingIfNeeded: value))
            case 32: narrowed = Int64(Int32(truncatingIfNeeded: value))
            default: narrowed = value
            }
            return (narrowed.magnitude, narrowed < 0, narrowed != value)
        }
        let narrowed: UInt64
        switch width {
        case 8: narrowed = UInt64(UInt8(truncatingIfNeeded: bits))
        case 16: narrowed = UInt64(UInt16(truncatingIfNeeded: bits))
        case 32: narrowed = UInt64(UInt32(truncatingIfNeeded: bits))
        default: narrowed = bits
        }
        return (narrowed, false, narrowed != bits)
    }

    /// Writes the digits of `magnitude` in `radix` into `buffer` from its end; returns the start index.
    @inline(__always)
    private static func digits(_ magnitude: UInt64, radix: UInt64, uppercase: Bool, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var index = buffer.count
        var value = magnitude
        let letters = uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")
        repeat {
            let digit = UInt8(value % radix)
            value /= radix
            index -= 1
            buffer[index] = digit < 10 ? UInt8(ascii: "0") + digit : letters + digit - 10
        } while value != 0
        return index
    }

    /// An integer as C's printf writes it (`%d %u %o %x %X` with every flag).
    static func appendInteger(
        _ magnitude: UInt64, negative: Bool, radix: UInt64, uppercase: Bool, signed: Bool,
        _ options: FormatOptions, _ output: inout FormatOutput
    ) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = digits(magnitude, radix: radix, uppercase: uppercase, into: buffer)
            var digitCount = buffer.count - start
            if options.precision == 0 && magnitude == 0 {
                digitCount = 0
                start = buffer.count
            }
            var zeros = max(0, (options.precision ?? 0) - digitCount)
            var prefix: (UInt8, UInt8, Int) = (0, 0, 0)
            if options.alternate {
                if radix == 8 && zeros == 0 && (digitCount == 0 || buffer[start] != UInt8(ascii: "0")) { zeros = 1 }
                if radix == 16 && magnitude != 0 { prefix = (UInt8(ascii: "0"), uppercase ? UInt8(ascii: "X") : UInt8(ascii: "x"), 2) }
            }
            var sign: UInt8?
            if negative {
                sign = UInt8(ascii: "-")
            } else if signed && options.plusSign {
                sign = UInt8(ascii: "+")
            } else if signed && options.space {
                sign = UInt8(ascii: " ")
            }
            var length = (sign == nil ? 0 : 1) + prefix.2 + zeros + digitCount
            if options.zeroPad && !options.leftJustify && options.precision == nil && length < options.width {
                zeros += options.width - length
                length = options.width
            }
            let padding = max(0, options.width - length)
            if !options.leftJustify { output.appendSpaces(padding) }
            if let sign { output.append(sign) }
            if prefix.2 == 2 {
                output.append(prefix.0)
                output.append(prefix.1)
            }
            output.append(repeating: UInt8(ascii: "0"), count: zeros)
            output.append(UnsafeBufferPointer(rebasing: buffer[start...]))
            if options.leftJustify { output.appendSpaces(padding) }
        }
    }

    /// An integer in a locale's digits with its grouping, as Foundation writes `%d` with a locale.
    ///
    /// Precision, and width with the `0` flag, set the minimum number of digits (which are grouped
    /// too: `%05d` of 12 in `fi` is `00 012`); the space flag is ignored.
    static func appendLocalizedInteger(
        _ magnitude: UInt64, negative: Bool, _ symbols: NumberSymbols, _ options: FormatOptions, _ output: inout FormatOutput
    ) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            let start = digits(magnitude, radix: 10, uppercase: false, into: buffer)
            var minimum = max(1, options.precision ?? 0)
            // As in C, a precision turns the `0` flag off (`%08.2d` pads with spaces).
            if options.zeroPad && !options.leftJustify && options.precision == nil { minimum = max(minimum, options.width) }
            minimum = min(minimum, 10_000)
            let sign: [UInt8]? = negative ? symbols.minusBytes : options.plusSign ? symbols.plusBytes : nil
            appendLocalizedDigits(
                integer: UnsafeBufferPointer(rebasing: buffer[start...]), minimumDigits: minimum, fraction: nil,
                exponent: nil, sign: sign, symbols, options, padAfterSign: false, &output)
        }
    }

    /// Counts the Unicode scalars of UTF-8 bytes.
    @inline(__always)
    static func scalarCount(_ bytes: [UInt8]) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// Writes sign, grouped integer digits, optional fraction and exponent in the locale's symbols, padded to the width.
    ///
    /// Digits come as ASCII bytes.
    static func appendLocalizedDigits(
        integer: UnsafeBufferPointer<UInt8>, minimumDigits: Int, fraction: UnsafeBufferPointer<UInt8>?,
        exponent: (negative: Bool, digits: UnsafeBufferPointer<UInt8>)?, sign: [UInt8]?, _ symbols: NumberSymbols,
        _ options: FormatOptions, padAfterSign: Bool, padsWithZeros: Bool = false, _ output: inout FormatOutput
    ) {
        let zeros = max(0, minimumDigits - integer.count)
        let digitCount = integer.count + zeros
        let primary = symbols.primaryGroupingSize
        let secondary = symbols.secondaryGroupingSize
        let grouping = primary > 0 && digitCount >= primary + symbols.minimumGroupingDigits
        var separators = 0
        if grouping { separators = 1 + (secondary > 0 ? (digitCount - primary - 1) / secondary : 0) }
        var length = digitCount + separators * scalarCount(symbols.groupingBytes)
        if let sign { length += scalarCount(sign) }
        if let fraction, !fraction.isEmpty { length += scalarCount(symbols.decimalBytes) + fraction.count }
        if let exponent {
            length += scalarCount(symbols.exponentBytes) + scalarCount(exponent.negative ? symbols.minusBytes : symbols.plusBytes)
                + exponent.digits.count
        }
        let padding = max(0, options.width - length)
        if !options.leftJustify && !padAfterSign { output.appendSpaces(padding) }
        if let sign { output.append(sign) }
        if !options.leftJustify && padAfterSign {
            if padsWithZeros {
                output.append(repeating: UInt8(ascii: "0"), count: padding)
            } else {
                output.appendSpaces(padding)
            }
        }
        @inline(__always) func digit(_ ascii: UInt8) {
            if symbols.asciiDigits {
                output.append(ascii)
            } else {
                output.append(symbols.digitBytes[Int(ascii &- UInt8(ascii: "0")) % 10])
            }
        }
        var remaining = digitCount
        @inline(__always) func separatorAfter() {
            remaining -= 1
            if grouping && remaining > 0 && (remaining == primary || (remaining > primary && secondary > 0 && (remaining - primary) % secondary == 0)) {
                output.append(symbols.groupingBytes)
            }
        }
        for _ in 0..<zeros {
            digit(UInt8(ascii: "0"))
            separatorAfter()
        }
        for byte in integer {
            digit(byte)
            separatorAfter()
        }
        if let fraction, !fraction.isEmpty {
            output.append(symbols.decimalBytes)
            for byte in fraction { digit(byte) }
        }
        if let exponent {
            output.append(symbols.exponentBytes)
            output.append(exponent.negative ? symbols.minusBytes : symbols.plusBytes)
            for byte in exponent.digits { digit(byte) }
        }
        if options.leftJustify { output.appendSpaces(padding) }
    }

    /// Text padded to the width (spaces on the left, or on the right with `-`).
    static func appendPadded(_ text: String, _ options: FormatOptions, _ output: inout FormatOutput) {
        let padding = max(0, options.width - text.unicodeScalars.count)
        if !options.leftJustify { output.appendSpaces(padding) }
        output.append(text)
        if options.leftJustify { output.appendSpaces(padding) }
    }

    /// A pointer as glibc's `%p` writes it (`0x…`, `(nil)` for zero); Apple platforms write `0x0`.
    static func appendPointer(_ bits: UInt64, _ options: FormatOptions, _ output: inout FormatOutput) {
        var text: String
        #if canImport(Glibc) || canImport(Musl)
        text = bits == 0 ? "(nil)" : "0x" + String(bits, radix: 16)
        #else
        text = "0x" + String(bits, radix: 16)
        #endif
        if options.plusSign && bits != 0 { text = "+" + text }
        appendPadded(text, options, &output)
    }

    // MARK: Floating point

    /// Calls the C library's `snprintf` with one double; returns the bytes written.
    static func cFormat(_ format: [CChar], _ value: Double) -> [UInt8] {
        format.withUnsafeBufferPointer { formatPointer -> [UInt8] in
            guard let formatBase = formatPointer.baseAddress else { return [] }
            let first: [UInt8]? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { buffer -> [UInt8]? in
                guard let base = buffer.baseAddress else { return nil }
                let written = withVaList([value]) { vsnprintf(base, buffer.count, formatBase, $0) }
                guard written >= 0 else { return [] }
                guard Int(written) < buffer.count else { return nil }
                return UnsafeRawBufferPointer(start: base, count: Int(written)).map { $0 }
            }
            if let first { return first }
            let needed = withVaList([value]) { vsnprintf(nil, 0, formatBase, $0) }
            guard needed >= 0 else { return [] }
            var large = [CChar](repeating: 0, count: Int(needed) + 1)
            let written = large.withUnsafeMutableBufferPointer { buffer in
                withVaList([value]) { vsnprintf(buffer.baseAddress, buffer.count, formatBase, $0) }
            }
            return large.prefix(Int(max(0, written))).map { UInt8(bitPattern: $0) }
        }
    }

    /// A C format for one double: `%` flags width `.`precision conversion.
    static func cSpecifier(_ conversion: FormatSpecifier.Conversion, _ options: FormatOptions, flags: Bool) -> [CChar] {
        var text = "%"
        if flags {
            if options.leftJustify { text += "-" }
            if options.plusSign { text += "+" }
            if options.space { text += " " }
            if options.alternate { text += "#" }
            if options.zeroPad { text += "0" }
            if options.width > 0 { text += String(options.width) }
        }
        if let precision = options.precision { text += "." + String(precision) }
        text.append(conversion.rawValue)
        return text.utf8.map { CChar(bitPattern: $0) } + [0]
    }

    /// A floating-point conversion, as C writes it or, with symbols, as Foundation (ICU) localizes it.
    static func appendFloatingPoint(
        _ value: Double, conversion: FormatSpecifier.Conversion, _ symbols: NumberSymbols?, _ options: FormatOptions,
        _ output: inout FormatOutput
    ) {
        guard let symbols else {
            output.append(cFormat(cSpecifier(conversion, options, flags: true), value))
            return
        }
        if conversion == .a || conversion == .A {
            // Hexadecimal digits stay Latin; only the decimal separator is localized.
            for byte in cFormat(cSpecifier(conversion, options, flags: true), value) {
                if byte == UInt8(ascii: ".") { output.append(symbols.decimalBytes) } else { output.append(byte) }
            }
            return
        }
        let negative = value.sign == .minus
        let sign: [UInt8]? = negative ? symbols.minusBytes : options.plusSign ? symbols.plusBytes : nil
        if value.isNaN || value.isInfinite {
            var text = value.isNaN ? [] : (sign ?? [])
            text += Array((value.isNaN ? symbols.notANumber : symbols.infinity).utf8)
            let padding = max(0, options.width - scalarCount(text))
            if !options.leftJustify { output.appendSpaces(padding) }
            output.append(text)
            if options.leftJustify { output.appendSpaces(padding) }
            return
        }
        // ICU formats the shortest decimal that round-trips, rounded half-even; so do we.
        var decimal = ShortestDecimal(value.magnitude)
        var integer: [UInt8] = []
        var fraction: [UInt8] = []
        var exponent: Int?
        switch conversion {
        case .e, .E:
            let precision = options.precision ?? 6
            decimal.round(keeping: precision + 1)
            (integer, fraction, exponent) = decimal.scientific(fractionDigits: precision)
        case .g, .G:
            var significant = options.precision ?? 6
            if significant == 0 { significant = 1 }
            let magnitude = value.magnitude
            // Foundation (ICU) writes %g in fixed notation from 10^-4 up to and including 10^precision.
            let fixed = magnitude == 0 || (magnitude >= 1e-4 && (significant > 308 || magnitude <= pow10(significant)))
            decimal.round(keeping: significant)
            if fixed {
                (integer, fraction) = decimal.fixed(fractionDigits: max(0, decimal.digits.count - decimal.exponent))
            } else {
                (integer, fraction, exponent) = decimal.scientific(fractionDigits: max(0, decimal.digits.count - 1))
            }
        default:
            let precision = options.precision ?? 6
            decimal.round(keeping: decimal.exponent + precision)
            (integer, fraction) = decimal.fixed(fractionDigits: precision)
        }
        var exponentDigits: [UInt8] = []
        if let exponent {
            exponentDigits = Array(String(exponent.magnitude).utf8)
            if exponentDigits.count < 2 { exponentDigits.insert(UInt8(ascii: "0"), at: 0) }
        }
        integer.withUnsafeBufferPointer { integerDigits in
            fraction.withUnsafeBufferPointer { fractionDigits in
                exponentDigits.withUnsafeBufferPointer { exponentBuffer in
                    appendLocalizedDigits(
                        integer: integerDigits, minimumDigits: 1, fraction: fractionDigits,
                        exponent: exponent.map { ($0 < 0, exponentBuffer) }, sign: sign, symbols, options,
                        padAfterSign: options.zeroPad,
                        // Foundation pads a zero-padded `%g` with ASCII zeros after the sign, ungrouped and in
                        // Latin digits whatever the locale (`%010g` of 1234.5 in `fi` is `0001 234,5`); `%f` and
                        // `%e` with spaces.
                        padsWithZeros: options.zeroPad && (conversion == .g || conversion == .G), &output)
                }
            }
        }
    }

    /// 10 to the power `exponent` (0…308).
    static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    /// The decimal exponent of C's `%e` output (`1.5e+03` → 3).
    static func exponentValue(_ text: [UInt8]) -> Int {
        guard let e = text.firstIndex(of: UInt8(ascii: "e")) else { return 0 }
        var index = e + 1
        var negative = false
        if index < text.count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
            negative = text[index] == UInt8(ascii: "-")
            index += 1
        }
        var value = 0
        while index < text.count, text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "9") {
            value = value * 10 + Int(text[index] - UInt8(ascii: "0"))
            index += 1
        }
        return negative ? -value : value
    }
}
