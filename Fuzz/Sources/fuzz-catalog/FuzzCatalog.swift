import FuzzSupport
import StringResources

/// A String Catalog read, written and read again: a catalog that parses must write, and what it writes must
/// read back and write the same bytes (a stable round trip). The catalog read back is not compared with the
/// first one: the model keeps the document's key order and the writer sorts keys as Xcode does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafeRawPointer?, _ size: Int) -> Int32 {
    let input = FuzzInput(data, size)
    var errors: [ResourceError] = []
    let lenient = try? StringCatalog(bytes: input.all, skippingInvalidEntries: &errors)
    guard let catalog = try? StringCatalog(bytes: input.all) else {
        // The strict reader refuses only what the lenient one reports, or a file it cannot read at all.
        fuzzCheck(lenient == nil || !errors.isEmpty, "the strict reader refuses a catalog the lenient one reads without errors")
        return 0
    }
    fuzzCheck(errors.isEmpty && lenient?.strings.count == catalog.strings.count, "the lenient reader left out keys the strict one reads")
    let written = catalog.encoded()
    let reread: StringCatalog
    do {
        reread = try StringCatalog(bytes: written)
    } catch {
        fuzzCheck(false, "the written catalog does not read back: \(error)")
        return 0
    }
    fuzzCheck(reread.strings.count == catalog.strings.count, "the catalog read back has other keys")
    fuzzCheck(reread.encoded() == written, "writing the catalog again gives other bytes")
    return 0
}
