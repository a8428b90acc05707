import Foundation

/// A point in time as whole microseconds since 1970-01-01 UTC: what the store keeps and what the scheduler
/// computes with, so that "due in exactly two days" stays exact (py-fsrs's `datetime` has the same resolution).
struct Timestamp: Hashable, Comparable, Sendable {
    var microseconds: Int64

    static let microsecondsPerSecond: Int64 = 1_000_000
    static let microsecondsPerDay: Int64 = 86_400_000_000

    init(microseconds: Int64) {
        self.microseconds = microseconds
    }

    /// The nearest microsecond to `date` (clamped to what 64 bits hold).
    init(_ date: Date) {
        let value = (date.timeIntervalSince1970 * 1_000_000).rounded()
        if value.isNaN {
            microseconds = 0
        } else if value >= 9.2e18 {
            microseconds = Int64.max
        } else if value <= -9.2e18 {
            microseconds = Int64.min
        } else {
            microseconds = Int64(value)
        }
    }

    var date: Date {
        // Whole seconds and the fraction apart, so that the Double keeps the microseconds exact.
        let (seconds, fraction) = microseconds.quotientAndRemainder(dividingBy: Self.microsecondsPerSecond)
        return Date(timeIntervalSince1970: Double(seconds) + Double(fraction) / 1_000_000)
    }

    static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.microseconds < rhs.microseconds }

    /// Whole days from `earlier` to `self`, rounded down (Python's `timedelta.days`).
    func days(since earlier: Timestamp) -> Int64 {
        let difference = microseconds &- earlier.microseconds
        let (quotient, remainder) = difference.quotientAndRemainder(dividingBy: Self.microsecondsPerDay)
        return remainder < 0 ? quotient - 1 : quotient
    }

    func adding(microseconds delta: Int64) -> Timestamp {
        let (sum, overflow) = microseconds.addingReportingOverflow(delta)
        return Timestamp(microseconds: overflow ? (delta > 0 ? Int64.max : Int64.min) : sum)
    }

    /// `2024-11-18T12:40:00.000000Z`.
    var iso8601: String {
        let (days, micros) = Self.floorDivide(microseconds, Self.microsecondsPerDay)
        let (year, month, day) = Self.civil(fromDays: days)
        let second = micros / Self.microsecondsPerSecond
        let fraction = micros % Self.microsecondsPerSecond
        func pad(_ value: Int64, _ width: Int) -> String {
            let text = String(value)
            return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
        }
        let yearText = year < 0 ? "-" + pad(-year, 4) : pad(year, 4)
        return "\(yearText)-\(pad(month, 2))-\(pad(day, 2))T\(pad(second / 3600, 2)):\(pad(second / 60 % 60, 2)):\(pad(second % 60, 2)).\(pad(fraction, 6))Z"
    }

    /// Reads `YYYY-MM-DDTHH:MM:SS[.ffffff]Z` (what `iso8601` writes).
    init?(iso8601 text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.last == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int64? {
            var value: Int64 = 0
            for index in range {
                guard index < bytes.count, (48...57).contains(bytes[index]) else { return nil }
                value = value * 10 + Int64(bytes[index] - 48)
            }
            return value
        }
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var fraction: Int64 = 0
        if bytes[19] == UInt8(ascii: ".") {
            let digits = bytes.count - 21
            guard (1...6).contains(digits), let value = number(20..<(bytes.count - 1)) else { return nil }
            fraction = value
            for _ in digits..<6 { fraction *= 10 }
        } else if bytes.count != 20 {
            return nil
        }
        let days = Self.days(fromCivil: year, month, day)
        microseconds = days * Self.microsecondsPerDay + ((hour * 60 + minute) * 60 + second) * Self.microsecondsPerSecond + fraction
    }

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }

    // Howard Hinnant's days-from-civil algorithms (proleptic Gregorian calendar).
    private static func days(fromCivil year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
