import Foundation
import IntentKit
import Testing

/// Review finding: re-applying the filter already current could notify observers again, because the stored
/// snapshot (a dictionary encoded to JSON) was compared byte for byte with keys in hash order, which differs
/// between dictionary instances.
@Suite struct ReviewFocusFilterTests {
    @Test func reapplyingTheSameFilterDoesNotNotify() async {
        let center = FocusFilterCenter(storage: InMemoryFocusFilterStorage(), environment: TaskAppStrings.environment("en"))
        let heard = KeyLog()
        _ = await center.addObserver { key in heard.append(key) }
        for _ in 0..<50 {
            let filter = WorkFocusFilter(tag: "work")
            filter.minimum = .high
            await center.apply(filter)
        }
        #expect(heard.keys.count == 1)
    }
}
