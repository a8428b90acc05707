import PluralRules
import Testing
@testable import StringResources

@Suite struct ValidationPluralNeedsTests {
    @Test(arguments: [
        ("zero", 1 << 0), ("one", 1 << 1), ("two", 1 << 2), ("few", 1 << 3), ("many", 1 << 4), ("other", 1 << 5),
        ("One", 0), ("ones", 0), ("", 0), ("on", 0), ("othe", 0), ("others", 0), ("fev", 0), ("mány", 0), ("zer\u{00F6}", 0),
    ] as [(String, Int)])
    func categoryBitMatchesNamesByteForByte(name: String, bit: Int) {
        #expect(ValidationPluralNeeds.categoryBit(name) == UInt8(bit))
    }

    /// The bits say what the category lists say, for languages whose needs depend on the argument and for ones whose
    /// do not, with every set of forms a plural may have.
    @Test(arguments: ["en", "fr", "cs", "ru", "ar", "ja", "lt", "pt-PT", "es"])
    func bitsAgreeWithTheCategoryLists(locale: String) {
        let needs = ValidationPluralNeeds(rules: PluralRules(locale: locale))
        let integer = needs.gaps(for: .integer) { _ in false }, anyNumber = needs.gaps(for: .anyNumber) { _ in false }
        #expect(needs.dependsOnArgument == (integer.missing != anyNumber.missing || integer.missingLarge != anyNumber.missingLarge))
        #expect(needs.allBits == needs.all.reduce(0) { $0 | ValidationPluralNeeds.categoryBit($1) })
        for present in 0..<UInt8(64) {
            for argument in [ValidationPluralNeeds.Argument.integer, .anyNumber] {
                let gaps = needs.gaps(for: argument) { ValidationPluralNeeds.categoryBit($0) & present != 0 }
                #expect(needs.lacksAny(for: argument, present: present) == !(gaps.missing.isEmpty && gaps.missingLarge.isEmpty))
            }
        }
    }

    /// Only a category reached by decimals alone (Czech, Slovak, Lithuanian `many`) depends on the argument; French
    /// and Spanish `many` is large-only for integers and decimals alike.
    @Test(arguments: [("en", false), ("de", false), ("ru", false), ("fr", false), ("es", false), ("cs", true), ("sk", true), ("lt", true)])
    func dependsOnArgumentOnlyWhereCLDRSaysSo(locale: String, depends: Bool) {
        #expect(ValidationPluralNeeds(rules: PluralRules(locale: locale)).dependsOnArgument == depends)
    }
}
