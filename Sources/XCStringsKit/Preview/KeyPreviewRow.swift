import Localization

/// One rendering in a ``KeyPreview``: the arguments as labelled and the string users see.
public struct KeyPreviewRow: Sendable, Hashable {
    /// The argument as typed (`40`, `Anna,3`) or the sample number (`1000`); empty when the key takes no
    /// argument that varies.
    public var label: String
    /// The arguments the string was rendered with.
    public var arguments: [FormatArgument]
    /// The rendered string.
    public var string: String

    /// Creates a row.
    public init(label: String, arguments: [FormatArgument], string: String) {
        self.label = label
        self.arguments = arguments
        self.string = string
    }
}
