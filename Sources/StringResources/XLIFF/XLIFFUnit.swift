/// One `<trans-unit>`: a string to translate, its translation and its state.
public struct XLIFFUnit: Hashable, Sendable {
    /// A `<target state="…">` value (XLIFF 1.2 §2.4.2); values it does not list are kept as written.
    public struct State: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The value as written.
        public var rawValue: String
        /// Creates a state from its written value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Not translated yet.
        public static let new = State(rawValue: "new")
        /// Only a placeholder; needs translating.
        public static let needsTranslation = State(rawValue: "needs-translation")
        /// Needs localizing (adapting to the locale) beyond translation.
        public static let needsL10n = State(rawValue: "needs-l10n")
        /// Needs adapting.
        public static let needsAdaptation = State(rawValue: "needs-adaptation")
        /// Translated, to be reviewed (Xcode writes this for `needs_review`).
        public static let needsReviewL10n = State(rawValue: "needs-review-l10n")
        /// Translated, to be reviewed for its translation.
        public static let needsReviewTranslation = State(rawValue: "needs-review-translation")
        /// Adapted, to be reviewed.
        public static let needsReviewAdaptation = State(rawValue: "needs-review-adaptation")
        /// Translated.
        public static let translated = State(rawValue: "translated")
        /// Translated and reviewed.
        public static let final = State(rawValue: "final")
        /// Signed off by the reviewer.
        public static let signedOff = State(rawValue: "signed-off")
        /// The values XLIFF 1.2 defines.
        public static let defined: [State] = [
            .new, .needsTranslation, .needsL10n, .needsAdaptation, .needsReviewL10n, .needsReviewTranslation,
            .needsReviewAdaptation, .translated, .final, .signedOff,
        ]

        /// Whether the value is one XLIFF 1.2 defines, or a user-defined `x-` value.
        public var isValid: Bool { Self.defined.contains(self) || rawValue.hasPrefix("x-") }
        /// The value as written.
        public var description: String { rawValue }
    }

    /// A `<note>` for translators.
    public struct Note: Hashable, Sendable {
        /// The text.
        public var text: String
        /// `from`: who wrote it; Xcode writes `auto-generated` for comments it generated.
        public var from: String?

        /// Creates a note.
        public init(_ text: String, from: String? = nil) {
            self.text = text
            self.from = from
        }
    }

    /// `id`: the key, and for a variation `key|==|plural.one` and the like.
    public var id: String
    /// The source text; `nil` when the unit has no `<source>` (Xcode omits it for some new plural cases).
    public var source: String?
    /// The translation; `nil` when the unit has no `<target>`.
    public var target: String?
    /// The target's `state`.
    public var state: State?
    /// The target's `state-qualifier`, e.g. `leveraged-mt` for a machine translation.
    public var stateQualifier: String?
    /// The notes, in document order (Xcode writes one, empty when the key has no comment).
    public var notes: [Note]
    /// Where the `<trans-unit>` starts, when it was read.
    public var position: SourcePosition?

    /// Creates a unit.
    public init(
        id: String, source: String?, target: String? = nil, state: State? = nil, stateQualifier: String? = nil,
        notes: [Note] = [], position: SourcePosition? = nil
    ) {
        self.id = id
        self.source = source
        self.target = target
        self.state = state
        self.stateQualifier = stateQualifier
        self.notes = notes
        self.position = position
    }

    /// Two units are equal when their content is; where they were read takes no part.
    public static func == (lhs: XLIFFUnit, rhs: XLIFFUnit) -> Bool {
        lhs.id == rhs.id && lhs.source == rhs.source && lhs.target == rhs.target && lhs.state == rhs.state
            && lhs.stateQualifier == rhs.stateQualifier && lhs.notes == rhs.notes
    }

    /// Hashes the content.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(source)
        hasher.combine(target)
        hasher.combine(state)
    }
}
