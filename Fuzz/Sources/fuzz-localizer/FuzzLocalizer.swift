import Foundation
import FuzzSupport
import Localization
import StringResources

/// The Localizer over a fuzzed String Catalog: every key it reads renders with fuzzed arguments in a fuzzed
/// language and device, never traps, stays within the expansion budget, and renders the same twice.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLocalizer(_ data: UnsafeRawPointer?, _ size: Int) -> Int32 {
    let (bytes, choices) = FuzzInput.fileAndChoices(data, size)
    var input = choices
    let language = input.pick(["en", "fi", "ru", "ar", "pl", "tr", "zz"])
    let device = input.pick([DeviceClass.other, .iphone, .mac, .ipad])
    let arguments = input.formatArguments()
    var errors: [ResourceError] = []
    guard let catalog = try? StringCatalog(bytes: bytes, skippingInvalidEntries: &errors) else { return 0 }
    let folder = FuzzFolder.fill(["Localizable.xcstrings": bytes])
    let localizer = Localizer(folder: folder, developmentLanguage: "en", preferredLanguages: [language], device: device)
    for key in catalog.strings.keys.prefix(8) {
        let first = localizer.result(key, arguments: arguments)
        // One rendering is bounded by the budget plus its top level (each specifier at most 10,000 wide).
        fuzzCheck(first.string.utf8.count <= (1 << 20) + bytes.count * 10_000 + 4096,
                  "'\(key)' rendered \(first.string.utf8.count) bytes from a \(bytes.count)-byte catalog")
        let second = localizer.result(key, arguments: arguments)
        fuzzCheck(first.string == second.string, "'\(key)' renders differently the second time")
    }
    return 0
}
