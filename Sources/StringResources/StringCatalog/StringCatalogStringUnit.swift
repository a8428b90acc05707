/// A translated string and its review state.
public struct CatalogStringUnit: Hashable, Sendable {
    /// The review state; `nil` when the catalog has none.
    public var state: State?
    /// The text, a format string when the key takes arguments.
    public var value: String
    /// Unknown fields, out of line (see ``StringCatalogRareFields``): almost every string unit has none.
    ///
    /// Internal, not private, and the initializers in an extension: so that the reader makes its values with the
    /// implicit memberwise initializer, which the optimizer keeps in registers (an explicit initializer's `self`
    /// stayed in memory and was copied and destroyed once on return). Spelled `Optional<…>` and `offsets` without
    /// a default so that the memberwise initializer needs both (and is never confused with the public one).
    var rare: Optional<StringCatalogRareFields>
    /// The object, `state` and `value` offsets.
    var offsets: StringCatalogSourceOffsets

    /// Fields this model does not know, with their JSON, in document order.
    public var unknownFields: [JSONMember] {
        get { rare?.unknownFields ?? [] }
        set { rare = StringCatalogRareFields.make(unknownFields: newValue) }
    }

    /// Whether both have the same content (wherever they were read from).
    public static func == (lhs: CatalogStringUnit, rhs: CatalogStringUnit) -> Bool {
        lhs.state == rhs.state && lhs.value == rhs.value && (lhs.rare === rhs.rare || lhs.unknownFields == rhs.unknownFields)
    }

    /// Hashes the content, as ``==`` compares it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(state)
        hasher.combine(value)
        hasher.combine(unknownFields)
    }

    /// The byte offset of the string unit's object in its source, when it was read.
    public var sourceOffset: Int? {
        get { offsets.node }
        set { offsets.node = newValue }
    }

    /// The byte offset of the `state` member's value (its opening quote) in the source, when it was read
    /// and has one.
    public var stateOffset: Int? {
        get { offsets.first }
        set { offsets.first = newValue }
    }

    /// The byte offset of the `value` member's string (its opening quote) in the source, when it was read.
    public var valueOffset: Int? {
        get { offsets.second }
        set { offsets.second = newValue }
    }

    /// The review state of a translation. Values it does not know are kept as they are written.
    public struct State: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The value as written in the catalog.
        public var rawValue: String
        /// Creates a state from its written value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Not translated yet.
        public static let new = State(rawValue: "new")
        /// Translated.
        public static let translated = State(rawValue: "translated")
        /// Translated, but the source changed since.
        public static let needsReview = State(rawValue: "needs_review")
        /// The key is no longer used.
        public static let stale = State(rawValue: "stale")
        /// Translated by a machine, not reviewed.
        public static let machineTranslated = State(rawValue: "machine_translated")
        /// The values this model knows.
        public static let known: [State] = [.new, .translated, .needsReview, .stale, .machineTranslated]

        /// Whether this is one of the values this model knows.
        public var isKnown: Bool { Self.known.contains(self) }
        /// The value as the file spells it.
        public var description: String { rawValue }
    }
}

extension CatalogStringUnit {
    /// Creates a string unit.
    public init(state: State? = .translated, value: String, unknownFields: [JSONMember] = []) {
        self.init(state: state, value: value, rare: StringCatalogRareFields.make(unknownFields: unknownFields), offsets: StringCatalogSourceOffsets())
    }
}

extension CatalogStringUnit.State {
    /// Whether this is ``translated``, told from the length for the other states (none of which is 10 bytes):
    /// no string that differs in length from `translated` equals it, since none of its letters is what a
    /// non-ASCII character decomposes to alone (only `K`, `;` and `` ` `` are).
    var isTranslated: Bool {
        rawValue.utf8.count == 10 && rawValue == "translated"
    }
}
