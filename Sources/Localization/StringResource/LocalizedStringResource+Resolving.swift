// Only where Foundation lacks these types (see LocalizedStringResource.swift for the condition).
#if !canImport(Darwin)
import Foundation
import StringResources

extension LocalizedStringResource {
    /// The localizer this resource is looked up with, from its ``bundle``.
    public var localizer: Localizer {
        switch bundle {
        case .main: Localizer.main
        case .forClass(let type): Localizer.shared(for: Bundle(for: type))
        case .atURL(let url): Bundle(url: url).map(Localizer.shared(for:)) ?? Localizer.shared(forFolder: url)
        case .folder(let folder): Localizer.shared(forFolder: folder)
        case .localizer(let localizer): localizer
        }
    }

    /// The default value as a lookup's fallback: `nil` when it is the key itself (the lookup shows the key then).
    private var fallback: String? {
        defaultValue.key == key ? nil : defaultValue.key
    }

    /// Looks the resource up and fills it in, with every issue met; `localizer` replaces the resource's own
    /// bundle when given, `language` its ``locale``.
    ///
    /// Localizable arguments (nested resources, enum case names) are rendered in the language the value was found
    /// in (or the requested one when no language held the key); nested resources are looked up with the same
    /// localizer (see ``LocalizableArgumentContext/resolving(with:replacingSources:language:)``).
    public func resolved(with localizer: Localizer? = nil, language: String? = nil) -> LocalizedResult {
        let effective = localizer ?? self.localizer
        let format = effective.localizedFormat(key, table: table, defaultValue: fallback, language: language ?? requestedLanguage)
        return format.result(arguments(rendering: format, with: effective, replacingSources: localizer != nil, language: language))
    }

    /// The string ``resolved(with:language:)`` gives, without collecting its issues (they still reach the
    /// localizer's issue handler).
    package func string(with localizer: Localizer? = nil, language: String? = nil) -> String {
        string(effective: localizer ?? self.localizer, replacingSources: localizer != nil, language: language)
    }

    /// The string in `language`, where `localizer` stands for the main bundle: this resource and the nested ones
    /// whose bundle is `.main` are looked up with it, those naming another bundle in theirs (as an app renders an
    /// App Intents dialog).
    package func string(mainBundleLocalizer localizer: Localizer, language: String?) -> String {
        string(effective: bundle == .main ? localizer : self.localizer, replacingSources: false, language: language)
    }

    private func string(effective: Localizer, replacingSources: Bool, language: String?) -> String {
        let requested = language ?? requestedLanguage
        guard !defaultValue.localizableArguments.isEmpty else {
            // The common case: one cached lookup, filled in.
            return effective.lookup(key, table: table, defaultValue: fallback, language: requested).string(defaultValue.arguments)
        }
        let format = effective.localizedFormat(key, table: table, defaultValue: fallback, language: requested)
        return format.string(arguments(rendering: format, with: effective, replacingSources: replacingSources, language: language))
    }

    private func arguments(
        rendering format: LocalizedFormat, with localizer: Localizer, replacingSources: Bool, language: String?
    ) -> [FormatArgument] {
        guard !defaultValue.localizableArguments.isEmpty else { return defaultValue.arguments }
        let context = LocalizableArgumentContext.resolving(
            with: localizer, replacingSources: replacingSources, language: format.language ?? language ?? requestedLanguage)
        return arguments(in: context)
    }

    /// The arguments with each localizable argument rendered in `context`.
    package func arguments(in context: LocalizableArgumentContext) -> [FormatArgument] {
        let localizable = defaultValue.localizableArguments
        guard !localizable.isEmpty else { return defaultValue.arguments }
        var values = defaultValue.arguments
        for (position, argument) in localizable where values.indices.contains(position) {
            values[position] = argument.formatArgument(in: context)
        }
        return values
    }

    /// The default value filled in with the arguments, without any lookup; numbers are written as C writes them
    /// and localizable arguments render ``LocalizableArgumentContext/unlocalized``.
    package var defaultString: String {
        let format = defaultValue.key
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        return FormatRenderer().render(FormatString(parsing: format), arguments: arguments(in: .unlocalized)).string
    }

    /// The resource's format, looked up but not filled in.
    public func localizedFormat(with localizer: Localizer? = nil, language: String? = nil) -> LocalizedFormat {
        (localizer ?? self.localizer).localizedFormat(key, table: table, defaultValue: fallback, language: language ?? requestedLanguage)
    }
}

extension Localizer {
    /// Looks a resource up here (whatever its own bundle) and fills it in; `language` replaces the resource's
    /// locale and this localizer's preferences.
    public func string(_ resource: LocalizedStringResource, language: String? = nil) -> String {
        resource.string(with: self, language: language)
    }

    /// Looks up a key written with interpolations and fills it in, as `String(localized:)` does:
    /// `localizer.string("Shared by \(name)")` looks up `Shared by %@` and fills in `name`.
    public func string(_ value: String.LocalizationValue, table: String? = nil, language: String? = nil) -> String {
        LocalizedStringResource(value, table: table).string(with: self, language: language)
    }

    /// Looks a resource up here and returns the string with every issue met.
    public func result(_ resource: LocalizedStringResource, language: String? = nil) -> LocalizedResult {
        resource.resolved(with: self, language: language)
    }
}

extension String {
    /// The string of a key written with interpolations, in the user's language — Foundation's
    /// `String(localized:table:bundle:locale:comment:)`.
    ///
    /// `bundle` `nil` is the main bundle (on Linux and Windows the executable's SwiftPM resource bundle);
    /// `locale`, when not `Locale.current`, chooses the localization and the way numbers are written.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        let resource = LocalizedStringResource(keyAndValue, table: table, locale: locale, comment: comment)
        self = resource.string(with: bundle.map(Localizer.shared(for:)))
    }

    /// The string of `key`, or `defaultValue` when no language holds it — Foundation's
    /// `String(localized:defaultValue:table:bundle:locale:comment:)`.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        let resource = LocalizedStringResource(
            key.description, defaultValue: defaultValue, table: table, locale: locale, comment: comment)
        self = resource.string(with: bundle.map(Localizer.shared(for:)))
    }

    /// The string a resource resolves to in the user's language (or its locale's), from its own bundle —
    /// Foundation's `String(localized:)`.
    public init(localized resource: LocalizedStringResource) {
        self = resource.string()
    }
}
#endif
