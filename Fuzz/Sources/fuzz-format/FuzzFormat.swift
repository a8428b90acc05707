import Foundation
import FuzzSupport
import Localization
import StringResources

/// Format strings rendered with arbitrary arguments in a few locales: rendering never traps, and the output
/// stays bounded by the renderer's limits whatever the widths and precisions ask for.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormat(_ data: UnsafeRawPointer?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let locale = input.pick([nil, "fi", "en", "ar-EG", "tr", "hi-IN"].map { $0.map(FormatLocales.locale) })
    var arguments: [FormatArgument] = []
    for _ in 0..<Int(input.byte() % 6) {
        let raw = input.take(8)
        let bits = raw.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        arguments.append(input.pick([
            .int(Int64(bitPattern: bits)), .uint(bits), .double(Double(bitPattern: bits)),
            .string(String(decoding: raw, as: UTF8.self)), .character("x"),
        ]))
    }
    let text = String(decoding: input.rest(), as: UTF8.self)
    let format = FormatString(parsing: text)
    let result = FormatRenderer().render(format, arguments: arguments, locale: locale)
    fuzzCheck(result.string.utf8.count <= 1 << 24, "a \(text.utf8.count)-byte format rendered \(result.string.utf8.count) bytes")
    return 0
}

/// The locales used, each read once.
enum FormatLocales {
    nonisolated(unsafe) static var cache: [String: FormatLocale] = [:]

    static func locale(_ identifier: String) -> FormatLocale {
        if let found = cache[identifier] { return found }
        let locale = FormatLocale(identifier: identifier)
        cache[identifier] = locale
        return locale
    }
}
