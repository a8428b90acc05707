/// A catalog whose `version` this tool does not know (Xcode writes 1.0, 1.1 and 1.2): it is read and checked as far
/// as its fields are known, and kept losslessly, but a newer format may mean things the checks do not see.
public struct ValidationCatalogVersionCheck: ValidationCatalogCheck {
    /// The catalog versions Xcode writes that this tool reads in full.
    public static let knownVersions = ["1.0", "1.1", "1.2"]

    /// Creates the check.
    public init() {}

    public var rules: [ValidationRule] {
        ValidationRule.builtIn.filter { $0.id == .catalogVersionUnknown }
    }

    public func check(_ context: inout ValidationCatalogContext) {
        let version = context.catalog.version
        guard !Self.knownVersions.contains(version) else { return }
        context.report(
            .warning, .catalogVersionUnknown, at: context.catalog.versionOffset ?? context.catalog.sourceOffset, key: nil, locale: nil,
            keyPath: ["version"],
            "catalog version '\(version)' is not one this tool knows (\(Self.knownVersions.joined(separator: ", "))); fields it does not know are kept but not checked")
    }
}
