import Foundation

/// The symbols a locale writes numbers with: digits, separators, grouping sizes and signs.
///
/// Read once per locale from Foundation (ICU on Linux) and cached; formatting itself never
/// calls a Foundation formatter.
public struct NumberSymbols: Sendable, Hashable {
    /// The ten digits, `0` to `9`.
    public let digits: [String]
    /// The decimal separator (`,` in `fi`).
    public let decimalSeparator: String
    /// The grouping separator (U+00A0 in `fi`, `.` in `de`).
    public let groupingSeparator: String
    /// The size of the group next to the decimal separator (3), or 0 for no grouping.
    public let primaryGroupingSize: Int
    /// The size of the other groups (2 in `hi-IN`, otherwise the primary size).
    public let secondaryGroupingSize: Int
    /// The number of digits the integer part needs beyond the primary group before grouping starts
    /// (1 usually; 2 in `es` and `pl`, where 1000 stays ungrouped).
    public let minimumGroupingDigits: Int
    /// The minus sign (U+2212 in `fi`).
    public let minusSign: String
    /// The plus sign.
    public let plusSign: String
    /// The exponent symbol of scientific notation (`E`).
    public let exponentSymbol: String
    /// The infinity symbol.
    public let infinity: String
    /// The not-a-number symbol.
    public let notANumber: String

    // UTF-8 forms used by the renderer.
    let digitBytes: [[UInt8]]
    let asciiDigits: Bool
    let decimalBytes: [UInt8]
    let groupingBytes: [UInt8]
    let minusBytes: [UInt8]
    let plusBytes: [UInt8]
    let exponentBytes: [UInt8]

    /// Creates symbols from their parts.
    public init(
        digits: [String] = (0...9).map(String.init), decimalSeparator: String = ".", groupingSeparator: String = ",",
        primaryGroupingSize: Int = 3, secondaryGroupingSize: Int = 3, minimumGroupingDigits: Int = 1,
        minusSign: String = "-", plusSign: String = "+", exponentSymbol: String = "E",
        infinity: String = "∞", notANumber: String = "NaN"
    ) {
        let digits = digits.count == 10 ? digits : (0...9).map(String.init)
        self.digits = digits
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.primaryGroupingSize = max(0, primaryGroupingSize)
        self.secondaryGroupingSize = secondaryGroupingSize > 0 ? secondaryGroupingSize : max(0, primaryGroupingSize)
        self.minimumGroupingDigits = max(1, minimumGroupingDigits)
        self.minusSign = minusSign
        self.plusSign = plusSign
        self.exponentSymbol = exponentSymbol
        self.infinity = infinity
        self.notANumber = notANumber
        digitBytes = digits.map { Array($0.utf8) }
        asciiDigits = digits == (0...9).map(String.init)
        decimalBytes = Array(decimalSeparator.utf8)
        groupingBytes = Array(groupingSeparator.utf8)
        minusBytes = Array(minusSign.utf8)
        plusBytes = Array(plusSign.utf8)
        exponentBytes = Array(exponentSymbol.utf8)
    }

    /// The symbols of `locale`, read from Foundation once and cached (thread-safe).
    public static func symbols(for locale: Locale) -> NumberSymbols {
        NumberSymbolsCache.shared.symbols(for: locale)
    }

    /// The infinity symbol without the plus sign ICU puts in front of it.
    private static func infinity(_ formatter: NumberFormatter) -> String {
        var symbol = formatter.positiveInfinitySymbol
        for prefix in [formatter.plusSign ?? "+", "+"] where !prefix.isEmpty && symbol.hasPrefix(prefix) && symbol != prefix {
            symbol.removeFirst(prefix.count)
            break
        }
        return symbol
    }

    /// Reads the symbols of `locale` from Foundation's `NumberFormatter` (uncached).
    ///
    /// Foundation is given the locale's language, script, region and variants, and its numbering system only
    /// when that is a decimal system (see ``foundationIdentifier(_:)``): Foundation on Linux stops the process on
    /// some numbering-system spellings (`en-u-nu-latn`, `th-u-nu-thai`, `en@numbers=roman`), which a locale
    /// named in a file or on a command line must not do.
    public static func load(_ locale: Locale) -> NumberSymbols {
        let identifier = foundationIdentifier(locale.identifier)
        let locale = identifier == locale.identifier ? locale : Locale(identifier: identifier)
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 0
        let digits = (0...9).map { formatter.string(from: NSNumber(value: $0)) ?? String($0) }
        var grouping = formatter.usesGroupingSeparator ? formatter.groupingSize : 0
        let separator = formatter.groupingSeparator ?? ","
        // NumberFormatter on Linux reports no secondary size for hi-IN; read both sizes off a formatted number.
        var secondary = formatter.secondaryGroupingSize > 0 ? formatter.secondaryGroupingSize : grouping
        // (String(format:locale:) does apply it, so read the sample from there.)
        let sample = String(format: "%lld", locale: locale, Int64(1_234_567_890))
        if grouping > 0, !separator.isEmpty {
            let groups = sample.components(separatedBy: separator)
            if groups.count >= 3 {
                grouping = groups[groups.count - 1].count
                secondary = groups[groups.count - 2].count
            } else if groups.count == 1 {
                // Locales ICU does not know (`xx`, `en-US-POSIX`): String(format:locale:) leaves them ungrouped.
                grouping = 0
            }
        }
        // Grouping starts at 10 000 rather than 1 000 where CLDR's minimumGroupingDigits is 2.
        var minimumGroupingDigits = 1
        if grouping > 0, let thousand = formatter.string(from: 1000), !separator.isEmpty, !thousand.contains(separator) {
            minimumGroupingDigits = 2
        }
        return NumberSymbols(
            digits: digits,
            decimalSeparator: formatter.decimalSeparator ?? ".",
            groupingSeparator: separator,
            primaryGroupingSize: grouping,
            secondaryGroupingSize: secondary,
            minimumGroupingDigits: minimumGroupingDigits,
            minusSign: formatter.minusSign ?? "-",
            plusSign: formatter.plusSign ?? "+",
            exponentSymbol: formatter.exponentSymbol ?? "E",
            infinity: infinity(formatter),
            notANumber: formatter.notANumberSymbol ?? "NaN"
        )
    }
}

extension NumberSymbols {
    /// The decimal numbering systems (CLDR type `numeric`) whose `@numbers=` keyword Foundation's formatters
    /// accept here; algorithmic ones (`roman`, `hans`, `jpan`) and unknown names are left out.
    static let decimalNumberingSystems: Set<String> = [
        "adlm", "ahom", "arab", "arabext", "bali", "beng", "bhks", "brah", "cakm", "cham", "deva", "diak", "fullwide",
        "gong", "gonm", "gujr", "guru", "hanidec", "hmng", "hmnp", "java", "kali", "kawi", "khmr", "knda", "lana",
        "lanatham", "laoo", "latn", "lepc", "limb", "mathbold", "mathdbl", "mathmono", "mathsanb", "mathsans", "mlym",
        "modi", "mong", "mroo", "mtei", "mymr", "mymrshan", "mymrtlng", "nagm", "newa", "nkoo", "olck", "orya", "osma",
        "rohg", "saur", "segment", "shrd", "sind", "sinh", "sora", "sund", "takr", "talu", "tamldec", "telu", "thai",
        "tibt", "tirh", "tnsa", "vaii", "wara", "wcho",
    ]

    /// The identifier handed to Foundation for `identifier`: its language, script, region and variants, with
    /// the numbering system (`-u-nu-arab`, `@numbers=arab`) as an `@numbers=` keyword when it is a decimal one;
    /// other extensions, private use and a POSIX codeset are dropped (they do not change how numbers are
    /// written).
    ///
    /// `ar-EG-u-nu-latn` → `ar-EG@numbers=latn`; `fi_FI.UTF-8` → `fi_FI`; `en-u-nu-roman` → `en`.
    static func foundationIdentifier(_ identifier: String) -> String {
        var numbering: String?
        var base = Substring(identifier)
        if let at = base.firstIndex(of: "@") {
            for keyword in base[base.index(after: at)...].split(separator: ";") {
                let parts = keyword.split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0].lowercased() == "numbers" { numbering = parts[1].lowercased() }
            }
            base = base[..<at]
        }
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        let tokens = base.split(whereSeparator: { $0 == "-" || $0 == "_" })
        var kept: [Substring] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            // A singleton starts an extension (`-u-`, `-t-`) or private use (`-x-`); the first token is the language.
            if index > 0 && token.count == 1 {
                if token.lowercased() == "u" {
                    var key = index + 1
                    while key < tokens.count, tokens[key].count > 1 {
                        if tokens[key].count == 2, tokens[key].lowercased() == "nu", key + 1 < tokens.count,
                           tokens[key + 1].count > 2 {
                            numbering = tokens[key + 1].lowercased()
                        }
                        key += 1
                    }
                    index = key
                    continue
                }
                break
            }
            kept.append(token)
            index += 1
        }
        var result = kept.joined(separator: base.contains("_") && !base.contains("-") ? "_" : "-")
        if let numbering, decimalNumberingSystems.contains(numbering) { result += "@numbers=" + numbering }
        return result
    }
}

/// The process-wide cache of ``NumberSymbols`` by locale identifier.
final class NumberSymbolsCache: @unchecked Sendable {
    static let shared = NumberSymbolsCache()
    private let lock = NSLock()
    private let loadLock = NSLock()
    private var entries: [String: NumberSymbols] = [:]

    func symbols(for locale: Locale) -> NumberSymbols {
        let key = locale.identifier
        lock.lock()
        if let cached = entries[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        // One load at a time: loads are rare (once per locale), each locale is then loaded exactly once however
        // many threads ask, and Foundation's formatters are never driven from several threads at once.
        loadLock.lock()
        defer { loadLock.unlock() }
        lock.lock()
        if let cached = entries[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let loaded = NumberSymbols.load(locale)
        lock.lock()
        entries[key] = loaded
        lock.unlock()
        return loaded
    }
}
