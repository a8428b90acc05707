@testable import StringResources
import Testing

/// The token parse the lint reads values with: the same specifiers, variables and numbering as the full parse,
/// whether it has diagnostics, and a scanner that starts each text afresh.
@Suite struct FormatTokenTests {
    /// Texts with and without problems: every kind of specifier, variable, `%arg`, amounts, positions, and each
    /// diagnostic the full parse makes.
    static let texts: [String] = [
        "", "plain", "100%% sure", "%%%d", "%@", "%d items", "%lld of %lld", "%1$@ and %2$lld", "%2$@ %1$@",
        "%-8.2f", "%+05d", "% d", "100% accurate", "%'d", "%#x", "%hhd %hd %ld %qd %zd %td %jd %Lf",
        "%*d %@", "%1$*2$.*3$f", "%3$*f", "%.*s", "%c %C %s %S %p", "ääkköset %@ ööö", "file%@", "dosya%@'si",
        "%#@files@", "%1$#@files@ in %2$@", "%1#@files@", "%#@a@ %d %#@b@ %x", "%2$#@a@ %1$d", "%arg items", "%arg %d",
        "%ar", "%n", "% n", "%y", "%", "%5", "%0$d", "%10000$d", "%#@", "%#@name", "%#@ x@", "%1$@ %@", "%@ %1$@",
        "%1$@ %1$d", "%*d %1$@", "%3$#@a@ %1$d", "%1$d %12$@ %10$@", "%99999d", "%.99999f", "%\u{0}", "%\u{E4}",
        "%9$@ %10$d %12$f %1$@ %2$@ %3$@ %4$@ %5$@ %6$@ %7$@ %8$@ %11$u",
    ]

    static let cases: [(String, Bool)] = texts.flatMap { [($0, false), ($0, true)] }

    @Test(arguments: cases)
    func tokensAreTheFullParsesSpecifiersAndVariables(_ text: String, _ allowsSubstitutionArgument: Bool) {
        let format = FormatString(parsing: text, allowsSubstitutionArgument: allowsSubstitutionArgument)
        var scanner = FormatParser.tokenScanner()
        let diagnosed = Self.scan(text, allowsSubstitutionArgument: allowsSubstitutionArgument, with: &scanner)
        #expect(diagnosed == !format.diagnostics.isEmpty)
        #expect(scanner.tokens.map { Self.shape($0, in: text) } == Self.shapes(of: format))
    }

    @Test func aScannerReadsEachTextAfresh() {
        var scanner = FormatParser.tokenScanner()
        // Positional, then sequential: two texts, so no mix; a type read as another in the next text is no conflict.
        #expect(!Self.scan("%1$@ %2$d", allowsSubstitutionArgument: false, with: &scanner))
        #expect(!Self.scan("%d %f", allowsSubstitutionArgument: false, with: &scanner))
        #expect(Self.scan("%1$@ %@", allowsSubstitutionArgument: false, with: &scanner))
        #expect(!Self.scan("%arg %@", allowsSubstitutionArgument: true, with: &scanner))
        #expect(scanner.tokens.map(\.argumentPosition) == [1, 2, 1, 2, 1, 1, 0, 1])
        #expect(scanner.tokens.map(\.start) == [0, 5, 0, 3, 0, 5, 0, 5])
    }

    static let amountCases: [(String, [Int?], [Int?], [Int])] = [
        // Sequential amounts take positions before their value; explicit ones their own.
        ("%*d %@", [1, nil], [nil, nil], [2, 3]),
        ("%1$*2$.*3$f", [2], [3], [1]),
        ("%3$*f", [1], [nil], [3]),
        ("%.*s %d", [nil, nil], [1, nil], [2, 3]),
    ]

    @Test(arguments: amountCases)
    func amountsKeepTheArgumentsTheyRead(_ text: String, _ widths: [Int?], _ precisions: [Int?], _ values: [Int]) {
        var scanner = FormatParser.tokenScanner()
        _ = Self.scan(text, allowsSubstitutionArgument: false, with: &scanner)
        #expect(scanner.tokens.map(\.widthArgument) == widths)
        #expect(scanner.tokens.map(\.precisionArgument) == precisions)
        #expect(scanner.tokens.map(\.argumentPosition) == values)
    }

    private static func scan(_ text: String, allowsSubstitutionArgument: Bool, with scanner: inout FormatParser) -> Bool {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable {
            scanner.scanTokens($0, allowsSubstitutionArgument: allowsSubstitutionArgument)
        } ?? false
    }

    /// A token as the full parse would describe it.
    private static func shape(_ token: FormatToken, in text: String) -> String {
        let written = String(decoding: Array(text.utf8)[token.start..<token.end], as: UTF8.self)
        switch token.kind {
        case .specifier:
            return "\(token.start) \(written) \(String(describing: token.position)) \(token.argumentPosition) \(token.conversion) "
                + "\(String(describing: token.length)) \(token.flags.rawValue) \(token.hasWidth)"
        case .variable:
            let name = String(decoding: Array(text.utf8)[token.nameRange], as: UTF8.self)
            return "\(token.start) \(written) \(name) \(String(describing: token.position)) \(token.argumentPosition)"
        case .substitutionArgument:
            return "%arg"
        }
    }

    /// The specifiers, variables and `%arg`s of a full parse, described as ``shape(_:in:)`` describes tokens.
    private static func shapes(of format: FormatString) -> [String] {
        var variables = format.variables.makeIterator()
        return format.segments.compactMap { segment in
            switch segment {
            case .specifier(let specifier):
                return "\(specifier.offset) \(specifier.text) \(String(describing: specifier.position)) \(specifier.argumentPosition) "
                    + "\(specifier.conversion) \(String(describing: specifier.length)) \(specifier.flags.rawValue) \(specifier.width != .none)"
            case .variable:
                guard let variable = variables.next() else { return "missing variable" }
                return "\(variable.offset) \(variable.text) \(variable.name) \(String(describing: variable.position)) \(variable.argumentPosition)"
            case .substitutionArgument:
                return "%arg"
            case .literal, .invalid:
                return nil
            }
        }
    }
}
