/// One `<file>` of an XLIFF document: a source file's translation units into one language.
public struct XLIFFFile: Hashable, Sendable {
    /// The tool that wrote the file, from its `<header><tool/></header>`.
    public struct Tool: Hashable, Sendable {
        /// `tool-id`, e.g. `com.apple.dt.xcode`.
        public var id: String
        /// `tool-name`, e.g. `Xcode`.
        public var name: String
        /// `tool-version`, when given.
        public var version: String?
        /// `build-num`, when given.
        public var buildNumber: String?

        /// Creates a tool description.
        public init(id: String, name: String, version: String? = nil, buildNumber: String? = nil) {
            self.id = id
            self.name = name
            self.version = version
            self.buildNumber = buildNumber
        }
    }

    /// `original`: the source file's path in its project, e.g. `App/Localizable.xcstrings`.
    public var original: String
    /// `source-language`, e.g. `en`.
    public var sourceLanguage: String
    /// `target-language`, e.g. `fi`; absent in a file not yet meant for one language.
    public var targetLanguage: String?
    /// `datatype`; Xcode writes `plaintext`.
    public var datatype: String
    /// The tool of the header, when there is one.
    public var tool: Tool?
    /// The translation units, in document order.
    public var units: [XLIFFUnit]
    /// Where the `<file>` element starts, when the file was read.
    public var position: SourcePosition?

    /// Creates a file.
    public init(
        original: String, sourceLanguage: String, targetLanguage: String? = nil, datatype: String = "plaintext",
        tool: Tool? = nil, units: [XLIFFUnit] = [], position: SourcePosition? = nil
    ) {
        self.original = original
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.datatype = datatype
        self.tool = tool
        self.units = units
        self.position = position
    }

    /// Two files are equal when their content is; where they were read takes no part.
    public static func == (lhs: XLIFFFile, rhs: XLIFFFile) -> Bool {
        lhs.original == rhs.original && lhs.sourceLanguage == rhs.sourceLanguage && lhs.targetLanguage == rhs.targetLanguage
            && lhs.datatype == rhs.datatype && lhs.tool == rhs.tool && lhs.units == rhs.units
    }

    /// Hashes the content.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(original)
        hasher.combine(sourceLanguage)
        hasher.combine(targetLanguage)
        hasher.combine(units)
    }
}
