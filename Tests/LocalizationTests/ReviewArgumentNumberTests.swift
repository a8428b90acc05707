import Testing
@testable import Localization

/// Review finding: a substitution's `argNum` is read from the catalog as any integer; a huge one (bad data)
/// overflowed `start - 1 + position` while renumbering the variable's forms and crashed the process.
@Suite struct ReviewArgumentNumberTests {
    @Test(arguments: [Int.max, Int.max - 1, 1_000_000_000_000])
    func hugeArgumentNumberDoesNotCrash(_ number: Int) {
        let entry = LocalizedEntry(value: .text("%#@items@"), variables: [
            "items": LocalizedVariable(argumentNumber: number, formatSpecifier: "lld", forms: .plural([
                .one: .text("%lld and %lld item"),
                .other: .text("%lld and %lld items"),
            ])),
        ])
        let format = LocalizedFormat(key: "k", entry: entry, language: "en", locale: "en", device: .other)
        let result = format.result([.int(2), .int(3)])
        // No such argument: the plural falls back to `other`, which keeps its specifiers visible and reports.
        #expect(result.string.contains("items"))
        #expect(!result.issues.isEmpty)
    }
}
