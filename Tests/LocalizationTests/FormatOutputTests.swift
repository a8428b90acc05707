import Foundation
@testable import Localization
import StringResources
import Testing

/// The render buffer: text kept inline up to its capacity, then moved to the heap without losing
/// or reordering a byte, whichever append crosses the boundary.
@Suite struct FormatOutputTests {
    static let inline = FormatOutput.inlineCapacity

    static func render(_ text: String, _ arguments: [FormatArgument], locale: String? = nil) -> String {
        FormatRenderer().render(
            FormatString(parsing: text), arguments: arguments, locale: locale.map(FormatLocale.init(identifier:))
        ).string
    }

    /// Formats whose output crosses the inline capacity at different places, with C's printf as the oracle.
    static let unlocalizedCases: [(String, [FormatArgument], String)] = [
        ("%300d", [5], String(repeating: " ", count: 299) + "5"),
        ("%-300d|", [5], "5" + String(repeating: " ", count: 299) + "|"),
        ("%0300d", [-7], "-" + String(repeating: "0", count: 298) + "7"),
        (String(repeating: "a", count: inline - 1) + "%d", [1234], String(repeating: "a", count: inline - 1) + "1234"),
        (String(repeating: "a", count: inline) + "%d", [1234], String(repeating: "a", count: inline) + "1234"),
        (String(repeating: "b", count: inline - 3) + "%@!", ["wörter"], String(repeating: "b", count: inline - 3) + "wörter!"),
        ("%@%@", [.string(String(repeating: "ä", count: 200)), .string(String(repeating: "ö", count: 200))],
         String(repeating: "ä", count: 200) + String(repeating: "ö", count: 200)),
        ("%*d", [.int(Int64(inline + 40)), 1], String(repeating: " ", count: inline + 39) + "1"),
        (String(repeating: "%%", count: inline) + "%x", [255], String(repeating: "%", count: inline) + "ff"),
    ]

    @Test(arguments: unlocalizedCases)
    func longOutputsSpillToTheHeapIntact(_ text: String, _ arguments: [FormatArgument], _ expected: String) {
        #expect(Self.render(text, arguments) == expected)
    }

    /// A grouped number in `fi` (multi-byte separators) starting at every offset around the boundary
    /// renders as it does at the start of a short text.
    @Test(arguments: [inline - 12, inline - 9, inline - 5, inline - 2, inline - 1, inline, inline + 1])
    func localizedDigitsCrossTheBoundaryIntact(_ prefix: Int) {
        let short = Self.render("%d, %.2f", [1_234_567, 9876.5], locale: "fi")
        let padding = String(repeating: "x", count: prefix)
        #expect(Self.render(padding + "%d, %.2f", [1_234_567, 9876.5], locale: "fi") == padding + short)
        #expect(short.utf8.count > "1234567, 9876.50".utf8.count, "fi groups with a multi-byte space: \(short)")
    }

    @Test func shortOutputStaysInline() {
        var output = FormatOutput()
        output.append("abc")
        output.append(UInt8(ascii: "d"))
        output.append(repeating: UInt8(ascii: "e"), count: 3)
        output.append([UInt8(ascii: "f")])
        #expect(output.string == "abcdeeef")
    }

    @Test func everyAppendKindWorksAfterSpilling() {
        var output = FormatOutput()
        output.append(repeating: UInt8(ascii: "z"), count: Self.inline + 1)
        output.append("abc")
        output.append(UInt8(ascii: "d"))
        output.append(repeating: UInt8(ascii: "e"), count: 3)
        output.append([UInt8(ascii: "f")])
        output.appendSpaces(2)
        #expect(output.string == String(repeating: "z", count: Self.inline + 1) + "abcdeeef  ")
    }

    @Test func matchesFoundationForALongFormat() {
        let text = String(repeating: "Sanasto %d; ", count: 40)
        let arguments = (0..<40).map { FormatArgument.int(Int64($0 * 1000)) }
        let foundation = String(format: text, arguments: (0..<40).map { Int32($0 * 1000) as CVarArg })
        #expect(Self.render(text, arguments) == foundation)
    }
}
