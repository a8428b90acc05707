/// One problem that validation found in a resource file: what, where, how serious, and under which rule.
///
/// Findings are values: they compare equal when every field does, and ``baselineIdentity`` names a
/// finding without its line and column, so that a baseline survives edits elsewhere in the file.
public struct ValidationFinding: Hashable, Sendable, CustomStringConvertible, DiagnosticConvertible, DiagnosticLocatable {
    /// How serious the finding is: an error is wrong (the string shows the wrong text, crashes or cannot be
    /// compiled), a warning suspicious or unfinished (a translation to review, a form that is never used).
    public var severity: Severity
    /// The rule that reported it.
    public var rule: ValidationRule.ID
    /// Where it is: the file's path as the caller gave it, the position, and the key path inside the document
    /// (`strings › items › localizations › fi › variations › plural`).
    public var location: DiagnosticLocation
    /// The localization key concerned, when there is one.
    public var key: String? {
        get { storedKey }
        set {
            freezeMessage()
            storedKey = newValue
        }
    }
    /// The locale concerned, when there is one.
    public var locale: String? {
        get { storedLocale }
        set {
            freezeMessage()
            storedLocale = newValue
        }
    }
    /// What is wrong, as one sentence without a trailing period.
    public var message: String {
        get { storedMessage.text(key: storedKey, locale: storedLocale) }
        set { storedMessage = .text(newValue) }
    }

    // Internal rather than private so that the memberwise initializer is internal: findings are built through it
    // (the explicit initializers live in an extension), which lets the compiler build a finding in place where it
    // is stored instead of building, copying and destroying it. Elsewhere set ``key`` and ``locale`` through their
    // properties, so that a message kept as parts is frozen first.
    var storedKey: String?
    var storedLocale: String?
    /// The message as text or as the parts of a common sentence (about ``key`` and ``locale``), which reports write
    /// without making a string of it.
    var storedMessage: ValidationFindingMessage

    /// Turns a message kept as parts into text, before the key or locale it speaks of changes.
    private mutating func freezeMessage() {
        if case .text = storedMessage { return }
        storedMessage = .text(message)
    }

    /// Writes the message of `finding` into `buffer` as one line, without making a string of it, reading the
    /// finding in place (calling a method on it would copy it).
    static func writeMessage(of finding: UnsafePointer<ValidationFinding>, to buffer: inout DiagnosticTextBuffer) {
        finding.pointee.storedMessage.writeOneLine(key: finding.pointee.storedKey, locale: finding.pointee.storedLocale, to: &buffer)
    }

    public static func == (lhs: ValidationFinding, rhs: ValidationFinding) -> Bool {
        lhs.severity == rhs.severity && lhs.rule == rhs.rule && lhs.location == rhs.location
            && lhs.storedKey == rhs.storedKey && lhs.storedLocale == rhs.storedLocale
            && lhs.storedMessage.hasSameText(
                as: rhs.storedMessage, key: lhs.storedKey, locale: lhs.storedLocale, otherKey: rhs.storedKey, otherLocale: rhs.storedLocale)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(rule)
        hasher.combine(location)
        hasher.combine(storedKey)
        hasher.combine(storedLocale)
        hasher.combine(message)
    }

    /// The finding as a diagnostic, its rule as the code.
    public var diagnostic: Diagnostic { Diagnostic(severity, message, location: location, code: rule.rawValue) }

    /// `file:line:column: severity: message (key › path) [rule]`, the form compilers and editors print.
    public var description: String { diagnostic.description }


    /// `findings` ordered by ``sortsBefore(_:_:)``. The indices are sorted rather than the findings, so
    /// that tens of thousands of findings are not moved around while sorting.
    static func sorted(_ findings: consuming [ValidationFinding]) -> [ValidationFinding] {
        guard findings.count > 1 else { return findings }
        // Most pairs differ in file or position: those are compared as integers, the rest in full.
        // A catalog's findings are all in one file, which needs no ranking.
        // Fields are read in place: a closure over the findings (`map`, `allSatisfy`) would copy each one.
        let fileRanks = findings.withUnsafeBufferPointer { buffer -> [String: Int] in
            let firstFile = buffer[0].location.file
            var fileRanks: [String: Int] = [:]
            if buffer.indices.contains(where: { buffer[$0].location.file != firstFile }) {
                var files = Set<String>()
                for index in buffer.indices { files.insert(buffer[index].location.file ?? "") }
                for (rank, file) in files.sorted().enumerated() { fileRanks[file] = rank }
            }
            return fileRanks
        }
        var order = [Int](unsafeUninitializedCapacity: findings.count) { order, count in
            for index in order.indices { order.initializeElement(at: index, to: index) }
            count = order.count
        }
        findings.withUnsafeBufferPointer { buffer in
            // The file rank, line and column packed into one integer each when they fit (they all do but in giant
            // files): one comparison.
            var packed: [UInt64] = []
            packed.reserveCapacity(buffer.count)
            for index in buffer.indices {
                let file = fileRanks.isEmpty ? 0 : fileRanks[buffer[index].location.file ?? ""] ?? 0
                let position = buffer[index].location.position ?? SourcePosition(line: 0, column: 0)
                guard file < 1 << 16, (0..<(1 << 28)).contains(position.line), (0..<(1 << 20)).contains(position.column) else { break }
                packed.append(UInt64(file) << 48 | UInt64(position.line) << 20 | UInt64(position.column))
            }
            if packed.count == buffer.count {
                let ties = tieKeys(buffer)
                packed.withUnsafeBufferPointer { packed in
                    ties.withUnsafeBufferPointer { ties in
                        order.sort { left, right in
                            let a = packed[left], b = packed[right]
                            if a != b { return a < b }
                            // Equal keys: the same file and position. Different rule ranks are different rules, in
                            // order; then, for one key, different locale ranks are different locales, in order.
                            let c = ties[left], d = ties[right]
                            if c >> 32 != d >> 32 { return c < d }
                            if c != d, buffer[left].storedKey == buffer[right].storedKey { return c < d }
                            return breaksTie(buffer, left, right)
                        }
                    }
                }
                return
            }
            var keys: [(file: Int, line: Int, column: Int)] = []
            keys.reserveCapacity(buffer.count)
            for index in buffer.indices {
                let position = buffer[index].location.position ?? SourcePosition(line: 0, column: 0)
                keys.append((fileRanks.isEmpty ? 0 : fileRanks[buffer[index].location.file ?? ""] ?? 0, position.line, position.column))
            }
            order.sort { left, right in
                let a = keys[left], b = keys[right]
                if a != b { return a < b }
                return sortsBefore(buffer, left, right)
            }
        }
        // Applies the order: the findings are moved out to scratch memory in one block, then back one by one in
        // order (moved, never copied or swapped).
        findings.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let scratch = UnsafeMutablePointer<ValidationFinding>.allocate(capacity: buffer.count)
            defer { scratch.deallocate() }
            scratch.moveInitialize(from: base, count: buffer.count)
            order.withUnsafeBufferPointer { order in
                for index in order.indices { (base + index).moveInitialize(from: scratch + order[index], count: 1) }
            }
        }
        return findings
    }

    /// For each finding, the rank of its rule among the findings' rules (high 32 bits) and of its locale among
    /// their locales (low 32 bits), by `<` of the strings (a missing locale ranks as the empty one): most findings
    /// at one position (the missing translations of a key) are then ordered by comparing integers.
    private static func tieKeys(_ buffer: UnsafeBufferPointer<ValidationFinding>) -> [UInt64] {
        var rules = ValidationStringRanks()
        var locales = ValidationStringRanks()
        // First the ids (rule high, locale low), then their ranks in place.
        var keys = [UInt64](repeating: 0, count: buffer.count)
        let complete = keys.withUnsafeMutableBufferPointer { keys in
            // The findings of one rule come together: a rule that is the previous one, the same string, is not
            // looked up.
            var rule = 0
            for index in buffer.indices {
                if index == 0 || !ValidationStringRanks.isSame(buffer[index].rule.rawValue, buffer[index - 1].rule.rawValue) {
                    guard let id = rules.id(of: buffer[index].rule.rawValue) else { return false }
                    rule = id
                }
                guard let locale = locales.id(of: buffer[index].storedLocale) else { return false }
                keys[index] = UInt64(rule) << 32 | UInt64(locale)
            }
            return true
        }
        // Too many distinct strings to rank: every tie is compared in full.
        guard complete else { return [UInt64](repeating: 0, count: buffer.count) }
        let ruleRanks = rules.ranks(), localeRanks = locales.ranks()
        keys.withUnsafeMutableBufferPointer { keys in
            for index in keys.indices {
                keys[index] = UInt64(ruleRanks[Int(keys[index] >> 32)]) << 32 | UInt64(localeRanks[Int(keys[index] & 0xFFFF_FFFF)])
            }
        }
        return keys
    }

    /// ``sortsBefore(_:_:)`` of two findings of `buffer`, read in place (passing them on would copy both).
    private static func sortsBefore(_ buffer: UnsafeBufferPointer<ValidationFinding>, _ lhs: Int, _ rhs: Int) -> Bool {
        if buffer[lhs].location.file != buffer[rhs].location.file { return (buffer[lhs].location.file ?? "") < (buffer[rhs].location.file ?? "") }
        let left = buffer[lhs].location.position ?? SourcePosition(line: 0, column: 0)
        let right = buffer[rhs].location.position ?? SourcePosition(line: 0, column: 0)
        if left != right { return left < right }
        return breaksTie(buffer, lhs, rhs)
    }

    /// ``sortsBefore(_:_:_:)`` of two findings in the same file at the same position.
    private static func breaksTie(_ buffer: UnsafeBufferPointer<ValidationFinding>, _ lhs: Int, _ rhs: Int) -> Bool {
        if buffer[lhs].rule != buffer[rhs].rule { return buffer[lhs].rule.rawValue < buffer[rhs].rule.rawValue }
        if buffer[lhs].storedKey != buffer[rhs].storedKey { return (buffer[lhs].storedKey ?? "") < (buffer[rhs].storedKey ?? "") }
        if buffer[lhs].storedLocale != buffer[rhs].storedLocale { return (buffer[lhs].storedLocale ?? "") < (buffer[rhs].storedLocale ?? "") }
        if buffer[lhs].storedMessage.hasSameText(
            as: buffer[rhs].storedMessage, key: buffer[lhs].storedKey, locale: buffer[lhs].storedLocale, otherKey: buffer[rhs].storedKey,
            otherLocale: buffer[rhs].storedLocale) { return false }
        return buffer[lhs].message < buffer[rhs].message
    }

    /// Orders findings by file, position, then rule, key, locale and message (stable output).
    static func sortsBefore(_ lhs: ValidationFinding, _ rhs: ValidationFinding) -> Bool {
        [lhs, rhs].withUnsafeBufferPointer { sortsBefore($0, 0, 1) }
    }
}

// The initializers are in an extension so that the struct keeps its memberwise initializer.
extension ValidationFinding {
    /// Creates a finding.
    public init(
        severity: Severity,
        rule: ValidationRule.ID,
        file: String? = nil,
        position: SourcePosition? = nil,
        key: String? = nil,
        locale: String? = nil,
        keyPath: [String] = [],
        message: String
    ) {
        self.init(
            severity: severity, rule: rule, file: file, position: position, key: key, locale: locale, keyPath: keyPath,
            message: .text(message))
    }

    /// Creates a finding whose message may be kept as parts.
    init(
        severity: Severity,
        rule: ValidationRule.ID,
        file: String?,
        position: SourcePosition? = nil,
        key: String?,
        locale: String?,
        keyPath: [String],
        message: ValidationFindingMessage
    ) {
        self.init(
            severity: severity, rule: rule, location: DiagnosticLocation(file: file, position: position, keyPath: keyPath),
            storedKey: key, storedLocale: locale, storedMessage: message)
    }
}
