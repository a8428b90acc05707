import Localization
import Testing

/// Review finding: `FormatArgument`'s synthesized `==` made `.double(.nan)` unequal to itself, breaking `Hashable`
/// for it and for every `LocalizedResource` holding one.
@Suite struct ReviewFormatArgumentTests {
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
