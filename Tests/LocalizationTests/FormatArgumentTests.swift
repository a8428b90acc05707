import StringResources
import Testing
@testable import Localization

/// Converting words as typed into the arguments a format's positions read.
@Suite struct FormatArgumentTests {
    static let converted: [(String, FormatArgumentType?, FormatArgument?)] = [
        ("40", .signedInteger, .int(40)),
        ("-3", .signedInteger, .int(-3)),
        ("18446744073709551615", .unsignedInteger, .uint(UInt64.max)),
        ("0x1F", .unsignedInteger, .uint(31)),
        ("forty", .signedInteger, nil),
        ("1.5", .signedInteger, nil),
        ("1.5", .floatingPoint, .double(1.5)),
        ("2", .floatingPoint, .double(2)),
        ("x", .floatingPoint, nil),
        ("Anna", .object, .string("Anna")),
        ("12", .object, .string("12")),
        ("Anna", .cString, .string("Anna")),
        ("Ä", .character, .character("Ä")),
        ("ab", .character, nil),
        ("free", nil, .string("free")),
    ]

    @Test(arguments: converted)
    func convert(_ word: String, _ type: FormatArgumentType?, _ expected: FormatArgument?) {
        #expect(FormatArgument.parsing(word, to: type) == expected)
    }

    @Test(arguments: [(FormatArgumentType.unsignedInteger, "an"), (.object, "an"), (.signedInteger, "a"), (.floatingPoint, "a")])
    func article(_ type: FormatArgumentType, _ expected: String) {
        #expect(FormatArgument.article(for: type) == expected)
    }
}

/// `FormatArgument`'s synthesized `==` made `.double(.nan)` unequal to itself, breaking `Hashable`
/// for it and for every `LocalizedStringResource` holding one.
extension FormatArgumentTests {
    @Test(arguments: [FormatArgument.double(.nan), .double(-.nan), .double(0), .int(1), .string("a")])
    func formatArgumentEqualsItself(_ argument: FormatArgument) {
        #expect(argument == argument)
        #expect(Set([argument, argument]).count == 1)
    }

    @Test func distinctValuesStayDistinct() {
        #expect(FormatArgument.double(.nan) != .double(1))
        #expect(FormatArgument.double(0) == .double(-0.0))
        #expect(FormatArgument.int(1) != .uint(1))
    }
}
