// Only where Foundation is swift-corelibs-foundation (see LocalizedStringResource.swift for the condition): there
// `Bundle.localizedString(forKey:value:table:)` — what Foundation's `NSLocalizedString` calls — crashes on a key that
// lives in a `.stringsdict`, ignores String Catalogs, and `String(format:)` crashes on `%#@variable@`. On Apple
// platforms Foundation's own functions work and nothing here is declared.
#if !canImport(Darwin)
import Foundation
import StringResources

// `NSLocalizedString` followed by `String.localizedStringWithFormat`, as the seed's code writes them:
//
//     let format = NSLocalizedString("term(s) in category", comment: "")
//     return String.localizedStringWithFormat(format, category.termCount)
//
// compiles unchanged against these overloads and looks the key up with `Localizer` (catalogs, `.stringsdict` plural
// rules). They win over Foundation's because each names exactly the arguments a call gives (Swift prefers an
// overload that needs no default arguments) or takes a concrete first argument (Swift prefers `Int` to `CVarArg`).
// A call giving all five of Foundation's arguments (`tableName:bundle:value:comment:`) matches Foundation's own
// function exactly and is ambiguous: use `Localizer.localizedFormat(_:table:defaultValue:language:locale:)` there.

/// The localized format of `key` in the main bundle's `Localizable` table — Foundation's `NSLocalizedString`,
/// read through ``Localizer``.
///
/// The returned string is the format as written (`%#@terms@` for a `.stringsdict` entry); pass it to
/// `String.localizedStringWithFormat(_:_:)` to fill it in with the plural forms the entry defines.
public func NSLocalizedString(_ key: String, comment: String) -> String {
    LocalizedFormatRegistry.register(Localizer.main.localizedFormat(key))
}

/// The localized format of `key` in `tableName` (`Localizable` when `nil`) of the main bundle.
public func NSLocalizedString(_ key: String, tableName: String?, comment: String) -> String {
    LocalizedFormatRegistry.register(Localizer.main.localizedFormat(key, table: tableName))
}

/// The localized format of `key` in `bundle`'s `Localizable` table.
public func NSLocalizedString(_ key: String, bundle: Bundle, comment: String) -> String {
    LocalizedFormatRegistry.register(Localizer.shared(for: bundle).localizedFormat(key))
}

/// The localized format of `key` in `tableName` of `bundle`.
public func NSLocalizedString(_ key: String, tableName: String?, bundle: Bundle, comment: String) -> String {
    LocalizedFormatRegistry.register(Localizer.shared(for: bundle).localizedFormat(key, table: tableName))
}

/// The localized format of `key` in the main bundle, or `value` when no language holds it.
public func NSLocalizedString(_ key: String, value: String, comment: String) -> String {
    LocalizedFormatRegistry.register(Localizer.main.localizedFormat(key, defaultValue: value.isEmpty ? nil : value))
}

/// The localized format of `key` in `tableName` of the main bundle, or `value` when no language holds it.
public func NSLocalizedString(_ key: String, tableName: String?, value: String, comment: String) -> String {
    LocalizedFormatRegistry.register(
        Localizer.main.localizedFormat(key, table: tableName, defaultValue: value.isEmpty ? nil : value))
}

/// The localized format of `key` in `bundle`, or `value` when no language holds it.
public func NSLocalizedString(_ key: String, bundle: Bundle, value: String, comment: String) -> String {
    LocalizedFormatRegistry.register(
        Localizer.shared(for: bundle).localizedFormat(key, defaultValue: value.isEmpty ? nil : value))
}

/// The formats the `NSLocalizedString` overloads returned lately, by their text, so that
/// `String.localizedStringWithFormat` finds the plural configuration of a `.stringsdict` or catalog entry.
///
/// On Apple platforms `NSLocalizedString` returns a string object that carries its entry's configuration; a Swift
/// `String` cannot, so the configuration is remembered here by text. Two entries whose formats have the same text
/// (`%#@count@` in two tables) share the slot: the one returned last wins, which is the one a
/// `NSLocalizedString`-then-format sequence means. At most ``limit`` formats are kept.
enum LocalizedFormatRegistry {
    static let limit = 512
    private static let formats = Locked([String: LocalizedFormat]())

    /// Remembers `format` under its text and returns the text.
    static func register(_ format: LocalizedFormat) -> String {
        let text = format.format
        // Only formats with variables need their entry; plain text formats the same from its text alone.
        var isPlainText = false
        if case .text = format.entry.value { isPlainText = format.entry.variables.isEmpty }
        guard !isPlainText else { return text }
        formats.withLock { formats in
            if formats.count >= limit, formats[text] == nil { formats.removeAll(keepingCapacity: true) }
            formats[text] = format
        }
        return text
    }

    /// The format last registered under `text`.
    static func format(for text: String) -> LocalizedFormat? {
        formats.withLock { $0[text] }
    }

    /// Fills `text` in: with its entry's variations when `NSLocalizedString` returned it, else as a plain format
    /// with the user's locale (`Locale.current`'s numbers, as Foundation's `localizedStringWithFormat` writes them).
    static func fill(_ text: String, _ arguments: [any CVarArg]) -> String {
        let values = arguments.map(FormatArgument.init(cVarArg:))
        if let format = format(for: text) { return format.string(values) }
        let locale = LanguagePreferences.current.first.map(FormatLocale.init(identifier:))
        return FormatRenderer().render(FormatString(parsing: text), arguments: values, locale: locale).string
    }
}

extension FormatArgument {
    /// The format argument a C variadic argument stands for (numbers, strings, characters, `NSNumber`); anything
    /// else as its description.
    init(cVarArg value: any CVarArg) {
        switch value {
        case let value as Int: self = .int(Int64(value))
        case let value as Int8: self = .int(Int64(value))
        case let value as Int16: self = .int(Int64(value))
        case let value as Int32: self = .int(Int64(value))
        case let value as Int64: self = .int(value)
        case let value as UInt: self = .uint(UInt64(value))
        case let value as UInt8: self = .uint(UInt64(value))
        case let value as UInt16: self = .uint(UInt64(value))
        case let value as UInt32: self = .uint(UInt64(value))
        case let value as UInt64: self = .uint(value)
        case let value as Double: self = .double(value)
        case let value as Float: self = .double(Double(value))
        case let value as String: self = .string(value)
        case let value as NSString: self = .string(String(describing: value))
        case let value as NSNumber: self = Self.number(value)
        default: self = .string(String(describing: value))
        }
    }

    private static func number(_ number: NSNumber) -> FormatArgument {
        // `f` and `d` are the Objective-C type codes of float and double.
        let type = String(cString: number.objCType)
        return type == "f" || type == "d" ? .double(number.doubleValue) : .int(number.int64Value)
    }
}

extension String {
    /// Fills in a format `NSLocalizedString` returned (plural and device variations included) with the user's
    /// locale — Foundation's `String.localizedStringWithFormat`, for a first argument that is an `Int`.
    public static func localizedStringWithFormat(_ format: String, _ argument: Int, _ more: any CVarArg...) -> String {
        LocalizedFormatRegistry.fill(format, [argument] + more)
    }

    /// `localizedStringWithFormat` with an `Int64` first argument.
    public static func localizedStringWithFormat(_ format: String, _ argument: Int64, _ more: any CVarArg...) -> String {
        LocalizedFormatRegistry.fill(format, [argument] + more)
    }

    /// `localizedStringWithFormat` with an `Int32` first argument.
    public static func localizedStringWithFormat(_ format: String, _ argument: Int32, _ more: any CVarArg...) -> String {
        LocalizedFormatRegistry.fill(format, [argument] + more)
    }

    /// `localizedStringWithFormat` with an `Int16` first argument.
    public static func localizedStringWithFormat(_ format: String, _ argument: Int16, _ more: any CVarArg...) -> String {
        LocalizedFormatRegistry.fill(format, [argument] + more)
    }

    /// `localizedStringWithFormat` with a `UInt` first argument.
    public static func localizedStringWithFormat(_ format: String, _ argument: UInt, _ more: any CVarArg...) -> String {
        LocalizedFormatRegistry.fill(format, [argument] + more)
    }

    /// `localizedStringWithFormat` with a `UInt64` first argument.
    public static func localizedStringWithFormat(_ format: String, _ argument: UInt64, _ more: any CVarArg...) -> String {
        LocalizedFormatRegistry.fill(format, [argument] + more)
    }

    /// `localizedStringWithFormat` with a `UInt32` first argument.
    public static func localizedStringWithFormat(_ format: String, _ argument: UInt32, _ more: any CVarArg...) -> String {
        LocalizedFormatRegistry.fill(format, [argument] + more)
    }

    /// `localizedStringWithFormat` with a `Double` first argument.
    public static func localizedStringWithFormat(_ format: String, _ argument: Double, _ more: any CVarArg...) -> String {
        LocalizedFormatRegistry.fill(format, [argument] + more)
    }

    /// `localizedStringWithFormat` with a `Float` first argument.
    public static func localizedStringWithFormat(_ format: String, _ argument: Float, _ more: any CVarArg...) -> String {
        LocalizedFormatRegistry.fill(format, [argument] + more)
    }

    /// `localizedStringWithFormat` with a `String` first argument.
    public static func localizedStringWithFormat(_ format: String, _ argument: String, _ more: any CVarArg...) -> String {
        LocalizedFormatRegistry.fill(format, [argument] + more)
    }
}
#endif
