import Foundation

extension FormatNumbers {
    /// A decimal number as `NSDecimalNumber.description(withLocale:)` writes it: its digits (no exponent, no
    /// grouping) with the locale's decimal separator; without a locale, with `.`.
    static func decimalDescription(_ value: Decimal, _ symbols: NumberSymbols?) -> String {
        let text = value.isNaN ? "NaN" : value.description
        guard let symbols, symbols.decimalSeparator != ".", text.contains(".") else { return text }
        return text.replacingOccurrences(of: ".", with: symbols.decimalSeparator)
    }

    /// The nearest double to a decimal number.
    static func double(_ value: Decimal) -> Double {
        value.isNaN ? .nan : NSDecimalNumber(decimal: value).doubleValue
    }
}
