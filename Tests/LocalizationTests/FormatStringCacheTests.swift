import StringResources
import Testing
@testable import Localization

/// The format cache follows the lookup cache's policy: what it holds stays, and texts beyond its limit are parsed
/// each time, with the same result.
@Suite struct FormatStringCacheTests {
    @Test func aFullCacheKeepsWhatItHoldsAndParsesTheRest() {
        let kept = FormatStringCache.format("%1$@ kept %2$lld")
        for index in 0..<(FormatStringCache.limit + 10) { _ = FormatStringCache.format("one-off \(index) %@") }
        #expect(FormatStringCache.format("%1$@ kept %2$lld") == kept)
        let beyond = "beyond the limit %lld"
        #expect(FormatStringCache.format(beyond) == FormatString(parsing: beyond))
    }
}
