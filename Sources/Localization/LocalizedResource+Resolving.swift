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
    public func resolved(with localizer: Localizer? = nil, language: String? = nil) -> LocalizedResult {
        (localizer ?? self.localizer).localizedFormat(
            key, table: table, defaultValue: defaultValue, language: language ?? self.language
        ).result(arguments)
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
