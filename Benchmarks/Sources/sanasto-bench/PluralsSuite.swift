import CICUShim
import Foundation
import PluralRules

/// `plurals`: category selection for integers and decimal strings, ours against ICU's uplrules.
enum PluralsSuite {
    static let locales = ["en", "fi", "tr", "ar", "ru", "pl", "lv", "cy", "fr", "pt-PT", "he", "ga"]

    /// A fixed mix of integers: small counts, typical values and large ones.
    static let integers: [Int] = (0..<200).map { index in
        switch index % 4 {
        case 0: return index / 4
        case 1: return (index * 37) % 1000
        case 2: return index * 7919
        default: return 1_000_000 * (index % 3)
        }
    }

    /// Decimal strings with visible fraction digits, as a formatter would produce them.
    static let decimals: [String] = ["0.0", "1.0", "1.5", "2.50", "0.1", "11.3", "100.00", "3.14159", "21.1", "1000000.0",
                                     "0.01", "5.75", "12.5", "7", "1", "22", "101.1", "0.5", "2.0", "17.25"]

    /// ICU's keyword as a category (nil when ICU failed).
    static func icuCategory(_ length: Int32, _ buffer: [CChar]) -> PluralCategory? {
        guard length > 0 else { return nil }
        return PluralCategory(rawValue: String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Inputs on which we and ICU disagree for one locale, checked before timing so that the figures
    /// compare equal work (the system's ICU may carry an older CLDR than 48).
    static func disagreements(_ rules: PluralRules, _ icu: OpaquePointer) -> [String] {
        var buffer = [CChar](repeating: 0, count: 16)
        var found: [String] = []
        for value in integers {
            let theirs = icuCategory(sanasto_icu_plurals_select(icu, Double(value), &buffer, 16), buffer)
            if theirs != rules.category(for: value) { found.append("\(value)") }
        }
        for text in decimals {
            let length = text.utf8CString.withUnsafeBufferPointer { pointer in
                sanasto_icu_plurals_select_decimal(icu, pointer.baseAddress, Int32(pointer.count - 1), &buffer, 16)
            }
            if icuCategory(length, buffer) != (try? rules.category(forDecimal: text)) { found.append(text) }
        }
        return found
    }

    static func run() -> [BenchmarkCase] {
        var cases: [BenchmarkCase] = []
        // Each repetition's figures of every locale, to give the averages over locales their spread.
        var intOurs: [[Double]] = [], intPeer: [[Double]] = [], decOurs: [[Double]] = [], decPeer: [[Double]] = []
        var measured = 0
        var mismatches = 0
        for locale in locales {
            let rules = PluralRules(locale: locale)
            guard let icu = sanasto_icu_plurals_open(locale.replacingOccurrences(of: "-", with: "_"), 0) else {
                FileHandle.standardError.write(Data("sanasto-bench: warning: ICU cannot open plural rules for \(locale); skipped\n".utf8))
                continue
            }
            defer { sanasto_icu_plurals_close(icu) }
            measured += 1
            let disagreements = disagreements(rules, icu)
            if !disagreements.isEmpty {
                mismatches += disagreements.count
                let sample = disagreements.prefix(5).joined(separator: ", ")
                FileHandle.standardError.write(Data("sanasto-bench: warning: \(locale): ICU selects differently for \(disagreements.count) inputs (\(sample))\n".utf8))
            }
            let rounds = 50
            var buffer = [CChar](repeating: 0, count: 16)
            let decimalRounds = 20
            // ICU takes C strings: build them once, outside the timed loop, as a caller holding them would.
            let decimalCStrings = decimals.map { Array($0.utf8CString) }
            let timings = Stopwatch.interleaved([
                Contestant("ours", operations: integers.count * rounds) {
                    var sum = 0
                    for _ in 0..<rounds {
                        for value in integers { sum &+= Int(rules.category(for: value).code) }
                    }
                    return sum
                },
                Contestant("icu", operations: integers.count * rounds) {
                    var sum = 0
                    for _ in 0..<rounds {
                        for value in integers { sum &+= Int(sanasto_icu_plurals_select(icu, Double(value), &buffer, 16)) }
                    }
                    return sum
                },
                Contestant("ours-decimal", operations: decimals.count * decimalRounds) {
                    var sum = 0
                    for _ in 0..<decimalRounds {
                        for text in decimals { sum &+= Int(((try? rules.category(forDecimal: text)) ?? .other).code) }
                    }
                    return sum
                },
                Contestant("icu-decimal", operations: decimals.count * decimalRounds) {
                    var sum = 0
                    for _ in 0..<decimalRounds {
                        for text in decimalCStrings {
                            sum &+= text.withUnsafeBufferPointer { pointer in
                                Int(sanasto_icu_plurals_select_decimal(icu, pointer.baseAddress, Int32(pointer.count - 1), &buffer, 16))
                            }
                        }
                    }
                    return sum
                },
            ])
            cases.append(BenchmarkCase(name: "int/\(locale)", ours: timings[0], peer: "icu", peerTiming: timings[1]))
            intOurs.append(timings[0].rounds)
            intPeer.append(timings[1].rounds)
            cases.append(BenchmarkCase(name: "dec/\(locale)", ours: timings[2], peer: "icu", peerTiming: timings[3]))
            decOurs.append(timings[2].rounds)
            decPeer.append(timings[3].rounds)
        }
        // The mean over locales of each repetition: as many samples as repetitions, so the averages have a spread.
        func average(_ perLocale: [[Double]]) -> Timing {
            guard let rounds = perLocale.map(\.count).min(), rounds > 0 else { return Timing(samples: []) }
            return Timing(samples: (0..<rounds).map { round in perLocale.reduce(0) { $0 + $1[round] } / Double(perLocale.count) })
        }
        let fi = PluralRules(locale: "fi")
        let allocations = Stopwatch.allocations {
            var sum = 0
            for value in 0..<1_000_000 { sum &+= Int(fi.category(for: value).code) }
            return sum
        }
        var intCase = BenchmarkCase(name: "int", ours: average(intOurs), peer: "icu", peerTiming: average(intPeer))
        if let allocations { intCase.notes["allocations_per_million"] = allocations }
        intCase.notes["locales"] = Double(measured)
        intCase.notes["icu_disagreements"] = Double(mismatches)
        let heap = Stopwatch.heapGrowth {
            var sum = 0
            for value in 0..<1_000_000 { sum &+= Int(fi.category(for: value).code) }
            return sum
        }
        blackHole(heap.result)
        intCase.notes["heap_growth_bytes_per_million"] = heap.bytes
        cases.insert(intCase, at: 0)
        cases.insert(BenchmarkCase(name: "dec", ours: average(decOurs), peer: "icu", peerTiming: average(decPeer)), at: 1)
        return cases
    }
}

extension PluralCategory {
    /// A cheap integer for summing results (hashing would cost more than the selection).
    var code: UInt8 { unsafeBitCast(self, to: UInt8.self) }
}
