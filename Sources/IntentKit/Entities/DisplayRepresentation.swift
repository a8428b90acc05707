// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Foundation
import Localization

/// How an enum case or an entity is shown: a title, a subtitle, an image and synonyms — App Intents'
/// `DisplayRepresentation`.
///
/// Written as a string (`.low: "Düşük"`, `DisplayRepresentation(title: "\(title)")`), its title is a
/// `LocalizedStringResource` keyed as Apple keys it: `"\(title)"` is the key `%@` with the title as its argument,
/// so user data is shown as it is.
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// An image shown with the value.
    public struct Image: Sendable, Hashable {
        /// An SF Symbol's name, when the image is one.
        public var systemName: String?
        /// An image asset's name, when the image is one.
        public var name: String?
        /// The image's URL, when the image is one.
        public var url: URL?

        /// An SF Symbol.
        public init(systemName: String) {
            self.systemName = systemName
        }

        /// An image in the app's assets.
        public init(named name: String) {
            self.name = name
        }

        /// An image at a URL.
        public init(url: URL) {
            self.url = url
        }
    }

    /// The title.
    public var title: LocalizedStringResource
    /// A secondary line.
    public var subtitle: LocalizedStringResource?
    /// An image.
    public var image: Image?
    /// Further names a user may say or type for the value.
    public var synonyms: [LocalizedStringResource]

    /// Creates a display representation.
    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    /// A representation whose title is the literal.
    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(stringLiteral: value))
    }

    /// A representation whose title is the interpolation.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
#endif
