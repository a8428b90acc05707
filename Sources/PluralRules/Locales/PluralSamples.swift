/// The sample numbers CLDR lists for a plural category: `@integer 0, 2~16, … @decimal 0.0~1.5, …`.
public struct PluralSamples: Hashable, Sendable, CustomStringConvertible {
    /// The `@integer` samples as written: single numbers (`100`, `1c6`) and ranges (`2~16`).
    public var integers: [String]
    /// The `@decimal` samples as written (`1.0`, `0.0~1.5`, `1.1c6`).
    public var decimals: [String]
    /// Whether the `@integer` list ends with `…` (there are more).
    public var integersAreOpenEnded: Bool
    /// Whether the `@decimal` list ends with `…` (there are more).
    public var decimalsAreOpenEnded: Bool

    /// Whether either list ends with `…`.
    public var isOpenEnded: Bool { integersAreOpenEnded || decimalsAreOpenEnded }

    /// Creates samples from their parts.
    public init(
        integers: [String] = [], decimals: [String] = [],
        integersAreOpenEnded: Bool = false, decimalsAreOpenEnded: Bool = false
    ) {
        self.integers = integers
        self.decimals = decimals
        self.integersAreOpenEnded = integersAreOpenEnded
        self.decimalsAreOpenEnded = decimalsAreOpenEnded
    }

    /// Parses the samples part of a rule (`@integer 1 @decimal 1.0, 1.00`); empty text gives no samples.
    public init(parsing text: String) throws(PluralRuleSyntaxError) {
        var parser = PluralRuleParser(text)
        self = try parser.parseSamplesOnly()
    }

    /// Every integer sample with ranges enumerated (at most `limit` numbers per range).
    public func expandedIntegers(limit: Int = 200) -> [String] {
        integers.flatMap { PluralSamples.expand($0, limit: limit) }
    }

    /// Every decimal sample with ranges enumerated in steps of their last digit (at most `limit` per range).
    public func expandedDecimals(limit: Int = 200) -> [String] {
        decimals.flatMap { PluralSamples.expand($0, limit: limit) }
    }

    /// The samples as written, integers then decimals, with `…` after each open-ended list.
    public var all: [String] {
        integers + (integersAreOpenEnded ? ["…"] : []) + decimals + (decimalsAreOpenEnded ? ["…"] : [])
    }

    /// The samples in CLDR syntax (`@integer 1 @decimal 1.0, 1.00`); empty when there are none.
    public var description: String {
        var parts: [String] = []
        if !integers.isEmpty {
            parts.append("@integer " + (integers + (integersAreOpenEnded ? ["…"] : [])).joined(separator: ", "))
        }
        if !decimals.isEmpty {
            parts.append("@decimal " + (decimals + (decimalsAreOpenEnded ? ["…"] : [])).joined(separator: ", "))
        }
        return parts.joined(separator: " ")
    }

    /// Enumerates `a~b` by the unit of `a`'s last digit; a single sample gives itself.
    static func expand(_ sample: String, limit: Int) -> [String] {
        let ends = sample.split(separator: "~", omittingEmptySubsequences: false)
        guard ends.count == 2 else { return [sample] }
        let first = String(ends[0]), last = String(ends[1])
        guard let (start, scale) = scaled(first), let (end, endScale) = scaled(last), scale == endScale, start <= end else {
            return [first, last]
        }
        var result: [String] = []
        var value = start
        while value <= end {
            if result.count == limit - 1 && value != end {
                value = end
                continue
            }
            result.append(format(value, scale: scale))
            if value == end { break }
            value += 1
        }
        return result
    }

    /// A plain decimal `12.34` as (1234, 2); nil for compact forms or numbers beyond 18 digits.
    private static func scaled(_ text: String) -> (UInt64, Int)? {
        var value: UInt64 = 0
        var scale = 0
        var seenPoint = false
        var digits = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") && !seenPoint {
                seenPoint = true
                continue
            }
            guard PluralOperands.isDigit(byte), digits < 18 else { return nil }
            value = value * 10 + UInt64(byte - 0x30)
            digits += 1
            if seenPoint { scale += 1 }
        }
        return digits > 0 ? (value, scale) : nil
    }

    private static func format(_ value: UInt64, scale: Int) -> String {
        guard scale > 0 else { return String(value) }
        var divisor: UInt64 = 1
        for _ in 0..<scale { divisor *= 10 }
        let fraction = String(value % divisor)
        return "\(value / divisor)." + String(repeating: "0", count: scale - fraction.count) + fraction
    }
}
