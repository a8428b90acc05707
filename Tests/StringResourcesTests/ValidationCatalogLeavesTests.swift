import Foundation
import Testing
@testable import StringResources
import _SanastoTestSupport

@Suite struct ValidationCatalogLeavesTests {
    /// The leaves the validation collects once, with shared paths, are those each localization lists.
    @Test(arguments: StringCatalogTests.catalogFiles)
    func leavesAreTheLocalizationsStringUnitLeaves(url: URL) throws {
        guard let catalog = try? StringCatalog(contentsOf: url) else { return }
        let leaves = ValidationCatalogLeaves(catalog: catalog)
        for entry in catalog.strings.indices {
            let localizations = catalog.strings.values[entry].localizations
            for localization in localizations.indices {
                #expect(Array(leaves.leaves(entry: entry, localization: localization)) == localizations.values[localization].stringUnitLeaves,
                        "\(url.lastPathComponent): \(catalog.strings.keys[entry]) \(localizations.keys[localization])")
            }
        }
    }
}
