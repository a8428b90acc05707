import Testing
@testable import StringResources

@Suite struct StringCatalogDictionaryTests {
    @Test(arguments: [3, 12, 13, 40])
    func setGetRemoveKeepOrder(count: Int) {
        var dictionary = CatalogDictionary<Int>()
        for value in 0..<count { dictionary["k\(value)"] = value }
        #expect(dictionary.count == count)
        #expect(dictionary.keys == (0..<count).map { "k\($0)" })
        #expect(dictionary["k\(count - 1)"] == count - 1)
        dictionary["k0"] = 100
        #expect(dictionary.keys.first == "k0")
        #expect(dictionary["k0"] == 100)
        dictionary["k1"] = nil
        #expect(dictionary["k1"] == nil)
        #expect(dictionary.count == count - 1)
        #expect(dictionary["k\(count - 1)"] == count - 1)
        dictionary["new"] = -1
        #expect(dictionary.keys.last == "new")
        #expect(dictionary.index(forKey: "new") == count - 1)
        #expect(dictionary.map(\.value).last == -1)
    }

    @Test func repeatedKeysInALiteralKeepTheFirstPlaceAndTheLastValue() {
        let dictionary: CatalogDictionary<Int> = ["a": 1, "b": 2, "a": 3]
        #expect(dictionary.keys == ["a", "b"])
        #expect(dictionary["a"] == 3)
    }

    @Test func equalityFollowsOrder() {
        let ab: CatalogDictionary<Int> = ["a": 1, "b": 2]
        let ba: CatalogDictionary<Int> = ["b": 2, "a": 1]
        #expect(ab != ba)
        #expect(ab == ["a": 1, "b": 2])
    }
}
