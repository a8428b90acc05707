import Localization

/// How an entity is shown: a title, an optional subtitle and image name.
public struct IntentDisplay: Sendable, Hashable {
    /// The title (often `.verbatim` user data).
    public var title: LocalizedResource
    /// A secondary line.
    public var subtitle: LocalizedResource?
    /// An SF Symbol name.
    public var systemImageName: String?

    /// Creates a display representation.
    public init(title: LocalizedResource, subtitle: LocalizedResource? = nil, systemImageName: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.systemImageName = systemImageName
    }
}
