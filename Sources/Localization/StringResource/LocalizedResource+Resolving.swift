import StringResources

extension LocalizedResource {
    /// The localizer this resource is looked up with.
    public var localizer: Localizer {
        switch source {
        case .main: Localizer.main
        case .bundle(let bundle): Localizer.shared(for: bundle)
        case .folder(let folder): Localizer.shared(forFolder: folder)
        case .localizer(let localizer): localizer
        }
    }

    /// Looks the resource up and fills it in; `localizer` replaces the resource's own source when given.
    ///
    /// Localizable arguments (``localizableArguments``) are rendered in the language the value was found in (or
    /// the requested one when no language held the key); nested resources are looked up with the same localizer
    /// (see ``LocalizableArgumentContext/resolving(with:replacingSources:language:)``).
    public func resolved(with localizer: Localizer? = nil, language: String? = nil) -> LocalizedResult {
        let effective = localizer ?? self.localizer
        let format = effective.localizedFormat(
            key, table: table, defaultValue: defaultValue, language: language ?? self.language)
        guard !localizableArguments.isEmpty else { return format.result(arguments) }
        let context = LocalizableArgumentContext.resolving(
            with: effective, replacingSources: localizer != nil, language: format.language ?? language ?? self.language)
        return format.result(arguments(in: context))
    }

    /// The arguments with each localizable argument rendered in `context` (``arguments`` when there is none).
    public func arguments(in context: LocalizableArgumentContext) -> [FormatArgument] {
        guard !localizableArguments.isEmpty else { return arguments }
        var values = arguments
        for (position, argument) in localizableArguments where values.indices.contains(position) {
            values[position] = argument.formatArgument(in: context)
        }
        return values
    }

    /// The default value (or the key) filled in with the arguments, without any lookup; numbers are written as
    /// C writes them and localizable arguments render ``LocalizableArgumentContext/unlocalized``.
    public var defaultString: String {
        let format = defaultValue ?? key
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        return FormatRenderer().render(
            FormatString(parsing: format), arguments: arguments(in: .unlocalized)).string
    }

    /// The resource's format, looked up but not filled in.
    public func localizedFormat(with localizer: Localizer? = nil, language: String? = nil) -> LocalizedFormat {
        (localizer ?? self.localizer).localizedFormat(
            key, table: table, defaultValue: defaultValue, language: language ?? self.language)
    }
}

extension Localizer {
    /// Looks a resource up here (whatever its own source) and fills it in.
    public func string(_ resource: LocalizedResource, language: String? = nil) -> String {
        resource.resolved(with: self, language: language).string
    }

    /// Looks a resource up here and returns the string with every issue met.
    public func result(_ resource: LocalizedResource, language: String? = nil) -> LocalizedResult {
        resource.resolved(with: self, language: language)
    }
}

extension String {
    /// The string a resource resolves to in the user's language (from the resource's own source).
    public init(localizedResource resource: LocalizedResource) {
        self = resource.resolved().string
    }
}
