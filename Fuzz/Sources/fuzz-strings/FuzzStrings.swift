import Foundation
import FuzzSupport
import StringResources

/// A `.strings` file read, written in each encoding and read again: the entries must survive.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafeRawPointer?, _ size: Int) -> Int32 {
    let input = FuzzInput(data, size)
    // Read leniently, a file keeps every entry the strict reader keeps when nothing was left out, and what it
    // keeps round-trips like any table.
    var errors: [ResourceError] = []
    if let lenient = try? StringsTable(parsing: Data(input.all), skippingInvalidEntries: &errors) {
        if errors.isEmpty {
            fuzzCheck((try? StringsTable(parsing: Data(input.all)))?.dictionary == lenient.dictionary, "the lenient and strict readers disagree")
        }
        guard let reread = try? StringsTable(parsing: lenient.serialized()) else {
            fuzzCheck(false, "the entries read leniently do not write back")
            return 0
        }
        fuzzCheck(reread.dictionary == lenient.dictionary, "the entries read leniently differ after a round trip")
    }
    guard let table = try? StringsTable(parsing: Data(input.all)) else { return 0 }
    for encoding in [StringsEncoding.utf8, .utf16LittleEndian, .utf16BigEndian] {
        let written = table.serialized(encoding: encoding)
        guard let reread = try? StringsTable(parsing: written) else {
            fuzzCheck(false, "the table written as \(encoding) does not read back")
            return 0
        }
        fuzzCheck(reread.dictionary == table.dictionary, "entries differ after a round trip through \(encoding)")
    }
    return 0
}
