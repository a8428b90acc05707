import Foundation
import FuzzSupport
import Localization
import StringResources

/// `.stringsdict` rendering: a fuzzed table in a language folder, each key it reads rendered through the
/// Localizer with fuzzed arguments; never traps, stays within the budget, renders the same twice, and a table
/// read leniently keeps exactly the keys the strict reader would read when nothing was left out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsdict(_ data: UnsafeRawPointer?, _ size: Int) -> Int32 {
    let (bytes, choices) = FuzzInput.fileAndChoices(data, size)
    var input = choices
    let language = input.pick(["en", "fi", "ru", "ar", "cs", "fr"])
    let device = input.pick([DeviceClass.other, .iphone, .mac])
    let width = input.pick([nil, 10, 20, 1000] as [Int?])
    let arguments = input.formatArguments()
    var errors: [ResourceError] = []
    guard let dictionary = try? StringsDictionary(parsing: Data(bytes), skippingInvalidEntries: &errors) else { return 0 }
    if errors.isEmpty {
        fuzzCheck((try? StringsDictionary(parsing: Data(bytes))) == dictionary, "the lenient and strict readers disagree")
    }
    let folder = FuzzFolder.fill(["\(language).lproj/Localizable.stringsdict": bytes])
    let localizer = Localizer(folder: folder, developmentLanguage: language, preferredLanguages: [language], device: device)
    for key in dictionary.keys.prefix(8) {
        var format = localizer.localizedFormat(key)
        if let width { format = format.fittingWidth(width) }
        let first = format.result(arguments)
        fuzzCheck(first.string.utf8.count <= (1 << 20) + bytes.count * 10_000 + 4096,
                  "'\(key)' rendered \(first.string.utf8.count) bytes from a \(bytes.count)-byte table")
        fuzzCheck(format.result(arguments).string == first.string, "'\(key)' renders differently the second time")
    }
    return 0
}
