import Foundation
import Testing
import _SanastoTestSupport
@testable import Localization
import StringResources

/// Hostile files cost little: variables that multiply stop at a budget, widths and precisions are capped, and each
/// is reported while what can be rendered is.
@Suite struct ExpansionBudgetTests {
    /// A `.stringsdict` entry `k` whose variables `v0`…`v(depth-1)` each name the next `fanOut` times.
    static func nestedStringsdict(depth: Int, fanOut: Int, leafCategory: String = "other") -> String {
        var body = "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$#@v0@</string>"
        for level in 0..<depth {
            let form = level == depth - 1 ? "x" : String(repeating: "%1$#@v\(level + 1)@", count: fanOut)
            let category = level == depth - 1 ? leafCategory : "other"
            body += "<key>v\(level)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>\(category)</key><string>\(form)</string></dict>"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(body)</dict></dict></plist>\n"
    }

    /// The same through a catalog's substitutions.
    static func nestedCatalog(depth: Int, fanOut: Int) -> String {
        var substitutions: [String] = []
        for level in 0..<depth {
            let form = level == depth - 1 ? "x" : String(repeating: "%#@v\(level + 1)@", count: fanOut)
            substitutions.append("\"v\(level)\" : {\"argNum\" : 1, \"formatSpecifier\" : \"lld\", \"variations\" : {\"plural\" : {\"other\" : {\"stringUnit\" : {\"state\" : \"translated\", \"value\" : \"\(form)\"}}}}}")
        }
        return "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"localizations\" : {\"en\" : {\"stringUnit\" : {\"state\" : \"translated\", \"value\" : \"%#@v0@\"}, \"substitutions\" : {\(substitutions.joined(separator: ", "))}}}}}, \"version\" : \"1.0\"}"
    }

    @Test(arguments: [
        // (as a catalog?, depth, fan-out, expected length, whether the budget is reported)
        (false, 8, 8, nil, true), (true, 8, 8, nil, true),
        (false, 8, 2, 128, false), (true, 8, 2, 128, false),
        (false, 3, 40, 1600, false), (true, 5, 20, nil, true),
    ] as [(Bool, Int, Int, Int?, Bool)])
    func variablesThatMultiplyStopAtTheBudget(catalog: Bool, depth: Int, fanOut: Int, length: Int?, reported: Bool) throws {
        let folder = try TemporaryFolder(catalog
            ? ["Localizable.xcstrings": Self.nestedCatalog(depth: depth, fanOut: fanOut)]
            : ["en.lproj/Localizable.stringsdict": Self.nestedStringsdict(depth: depth, fanOut: fanOut)])
        let localizer = Localizer(folder: folder.url, developmentLanguage: "en", preferredLanguages: ["en"])
        let result = localizer.result("k", arguments: [.int(1)])
        #expect(result.string.utf8.count <= EntryRenderer.outputBudget + 4096)
        #expect(result.string.allSatisfy { $0 == "x" })
        if let length { #expect(result.string.count == length) }
        let limited = result.issues.contains { if case .expansionLimitExceeded = $0.kind { true } else { false } }
        #expect(limited == reported, "\(result.issues)")
        if reported { #expect(!result.string.isEmpty) }
    }

    @Test(arguments: [
        // (format, arguments, the rendered length, whether the cap is reported)
        ("%999999999d", [FormatArgument.int(7)], FormatString.maximumAmount, true),
        ("%.999999999f", [.double(1.5)], FormatString.maximumAmount + 2, true),
        ("%*d", [.int(2_000_000_000), .int(7)], FormatString.maximumAmount, true),
        ("%-*d|", [.int(-2_000_000_000), .int(7)], FormatString.maximumAmount + 1, true),
        ("%.*f", [.int(2_000_000_000), .double(0.5)], FormatString.maximumAmount + 2, true),
        ("%10000d", [.int(7)], 10_000, false),
        ("%.*f", [.int(-5), .double(0.5)], 8, false),
    ] as [(String, [FormatArgument], Int, Bool)])
    func widthsAndPrecisionsAreCappedAndReported(format: String, arguments: [FormatArgument], length: Int, reported: Bool) {
        let parsed = FormatString(parsing: format)
        let result = FormatRenderer().render(parsed, arguments: arguments)
        #expect(result.string.utf8.count == length)
        #expect(result.issues.contains { $0.kind == .amountCapped(limit: FormatString.maximumAmount) } == reported, "\(result.issues)")
        // The parser warns about a width or precision written above the limit.
        let written = parsed.diagnostics.contains { if case .excessiveAmount = $0.kind { true } else { false } }
        #expect(written == (reported && !format.contains("*")))
    }

    @Test(arguments: [
        // (depth, fan-out, the argument, the category Russian needs for it): every variable has only `other`.
        (3, 40, 2, "few"), (4, 20, 5, "many"), (3, 40, 1, "one"), (3, 40, 0, "many"),
    ] as [(Int, Int, Int, String)])
    func aFormReachedManyTimesReportsItsIssueOnce(depth: Int, fanOut: Int, argument: Int, category: String) throws {
        let folder = try TemporaryFolder(["ru.lproj/Localizable.stringsdict": Self.nestedStringsdict(depth: depth, fanOut: fanOut)])
        let localizer = Localizer(folder: folder.url, developmentLanguage: "ru", preferredLanguages: ["ru"])
        let result = localizer.result("k", arguments: [.int(Int64(argument))])
        // Rendered with `other` everywhere.
        #expect(result.string == String(repeating: "x", count: Int(pow(Double(fanOut), Double(depth - 1)))))
        // Thousands of lookups that lack the category are one issue.
        #expect(result.issues.map(\.kind) == [.missingPluralForm(category)], "\(result.issues)")
    }
}
