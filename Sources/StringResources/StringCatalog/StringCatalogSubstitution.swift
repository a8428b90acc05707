/// A substitution: a `%#@name@` variable of a localization, with its argument and variations.
public struct CatalogSubstitution: Hashable, Sendable {
    /// The 1-based position of the argument the variable formats, when it is an integer.
    public var argNum: Int? {
        get { argNumText.flatMap { Int($0) } }
        set { argNumText = newValue.map(String.init) }
    }
    /// `argNum` as written in the catalog (kept even when it is not an integer, e.g. `2.0`).
    public var argNumText: String?
    /// The format specifier without `%`, e.g. `lld`.
    public var formatSpecifier: String?
    /// The variations of the variable's text.
    public var variations: CatalogVariations?
    /// Fields this model does not know, with their JSON, in document order.
    public var unknownFields: [JSONMember]

    /// The object, `argNum` and `formatSpecifier` offsets.
    private var offsets = StringCatalogSourceOffsets()

    /// Creates a substitution.
    public init(
        argNum: Int? = nil,
        formatSpecifier: String? = nil,
        variations: CatalogVariations? = nil,
        unknownFields: [JSONMember] = []
    ) {
        self.argNumText = argNum.map(String.init)
        self.formatSpecifier = formatSpecifier
        self.variations = variations
        self.unknownFields = unknownFields
    }

    /// The byte offset of the substitution's object in its source, when it was read.
    public var sourceOffset: Int? {
        get { offsets.node }
        set { offsets.node = newValue }
    }

    /// The byte offset of the `argNum` member's value in the source, when it was read and has one.
    public var argNumOffset: Int? {
        get { offsets.first }
        set { offsets.first = newValue }
    }

    /// The byte offset of the `formatSpecifier` member's value (its opening quote) in the source, when it
    /// was read and has one.
    public var formatSpecifierOffset: Int? {
        get { offsets.second }
        set { offsets.second = newValue }
    }
}
