import Foundation
import FuzzSupport
import StringResources

/// XML and binary property lists, and `.stringsdict` files: whatever reads must write as XML and read back
/// equal.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPropertyList(_ data: UnsafeRawPointer?, _ size: Int) -> Int32 {
    let input = FuzzInput(data, size)
    let bytes = Data(input.all)
    if let plist = try? PropertyList(parsing: bytes) {
        let written = plist.xmlSerialized()
        guard let reread = try? PropertyList(parsing: written) else {
            fuzzCheck(false, "the property list written as XML does not read back")
            return 0
        }
        fuzzCheck(reread == plist, "the property list differs after an XML round trip")
    }
    var errors: [ResourceError] = []
    if let lenient = try? StringsDictionary(parsing: bytes, skippingInvalidEntries: &errors) {
        // What the lenient reader keeps writes and reads back whole, with nothing more left out.
        var again: [ResourceError] = []
        let reread = try? StringsDictionary(parsing: lenient.serialized(), skippingInvalidEntries: &again)
        fuzzCheck(reread == lenient && again.isEmpty, "the entries read leniently differ after a round trip")
    }
    if let dictionary = try? StringsDictionary(parsing: bytes) {
        let written = dictionary.serialized()
        guard let reread = try? StringsDictionary(parsing: written) else {
            fuzzCheck(false, "the .stringsdict written does not read back")
            return 0
        }
        fuzzCheck(reread == dictionary, "the .stringsdict differs after a round trip")
    }
    return 0
}
