/// A validation rule as tools list it: a stable id, its usual severity and one line saying what it checks.
///
/// Rule ids are kebab-case and never change meaning, so that baselines, SARIF results and
/// suppressions keep working across versions.
public struct ValidationRule: Hashable, Sendable, Identifiable {
    /// A stable, kebab-case rule id such as `missing-translation`.
    public struct ID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
        /// The id as written.
        public var rawValue: String
        /// Creates an id from its written form.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an id from a literal.
        public init(stringLiteral value: String) { self.rawValue = value }

        public var description: String { rawValue }
        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The rule's id.
    public var id: ID
    /// The severity the rule usually reports with (some findings of a rule may differ).
    public var defaultSeverity: Severity
    /// One sentence saying what the rule checks.
    public var summary: String

    /// Creates a rule description.
    public init(id: ID, defaultSeverity: Severity, summary: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
    }
}

extension ValidationRule.ID {
    /// A key has no translation for a target locale.
    public static let missingTranslation: Self = "missing-translation"
    /// A translation is in the state `new` (not translated yet).
    public static let stateNew: Self = "state-new"
    /// A translation is in the state `needs_review`.
    public static let stateNeedsReview: Self = "state-needs-review"
    /// A translation (or the key itself) is stale.
    public static let stateStale: Self = "state-stale"
    /// A translation's value is empty.
    public static let emptyValue: Self = "empty-value"
    /// A plural variation lacks a category its language needs.
    public static let pluralMissingCategory: Self = "plural-missing-category"
    /// A plural variation lacks a category its language uses only for numbers of a million and more (French
    /// `many`), which then fall back to `other`.
    public static let pluralMissingLargeNumberCategory: Self = "plural-missing-large-number-category"
    /// A plural variation has a category its language never uses.
    public static let pluralUnusedCategory: Self = "plural-unused-category"
    /// A translation's format specifiers do not match the source's (count or type per position).
    public static let formatSpecifierMismatch: Self = "format-specifier-mismatch"
    /// A translation reads an integer argument with another width than the source (`%d` for `%lld`).
    public static let formatWidthMismatch: Self = "format-width-mismatch"
    /// Positional (`%1$@`) and sequential (`%@`) specifiers are mixed in one format.
    public static let formatPositionalMixed: Self = "format-positional-mixed"
    /// A format uses `%n`.
    public static let formatNSpecifier: Self = "format-n-specifier"
    /// A format string cannot be parsed (an unknown conversion, a `%` at the end, one argument with two types).
    public static let formatInvalid: Self = "format-invalid"
    /// A format skips an argument (`%2$@` without `%1$…`), so the skipped one has no type to be passed as.
    public static let formatSkippedArgument: Self = "format-skipped-argument"
    /// A format uses a C-only conversion (`%c %C %s %S %p`) that Swift's localization APIs cannot fill.
    public static let formatUnsupportedSpecifier: Self = "format-unsupported-specifier"
    /// A format references a substitution (`%#@name@`) that is not defined.
    public static let substitutionUndefined: Self = "substitution-undefined"
    /// A substitution is defined but no format references it.
    public static let substitutionUnused: Self = "substitution-unused"
    /// A substitution's `argNum` or `formatSpecifier` disagrees with the format that references it.
    public static let substitutionMismatch: Self = "substitution-mismatch"
    /// A structure Xcode cannot compile (variations nested the wrong way, substitutions without a string unit).
    public static let uncompilableStructure: Self = "uncompilable-structure"
    /// A key marked "Don't translate" carries translations.
    public static let shouldNotTranslate: Self = "should-not-translate"
    /// Translations identical to their source while marked translated, counted per language.
    public static let sameAsSource: Self = "same-as-source"
    /// A plural form of a translation left as the source language has it.
    public static let pluralFormSameAsSource: Self = "plural-form-same-as-source"
    /// A value holds an invisible or control character (U+200B, U+0000–U+001F but tab and line feed, bidi controls).
    public static let invisibleCharacter: Self = "invisible-character"
    /// A translation starts or ends with other whitespace or line breaks than its source.
    public static let whitespaceMismatch: Self = "whitespace-mismatch"
    /// A catalog's `version` is not one this tool knows.
    public static let catalogVersionUnknown: Self = "catalog-version-unknown"
    /// A translation's state is not one Xcode writes (`approved`).
    public static let stateUnknown: Self = "state-unknown"
    /// A `.strings` file defines a key twice.
    public static let duplicateKey: Self = "duplicate-key"
    /// A file cannot be read or parsed.
    public static let parseError: Self = "parse-error"
}

extension ValidationRule {
    /// Every rule the built-in validators report, in id order.
    public static let builtIn: [ValidationRule] = [
        ValidationRule(id: .catalogVersionUnknown, defaultSeverity: .warning, summary: "A catalog's version is not one this tool knows (1.0, 1.1, 1.2); unknown fields are kept but not checked."),
        ValidationRule(id: .duplicateKey, defaultSeverity: .warning, summary: "A .strings file defines a key more than once; the last value wins."),
        ValidationRule(id: .emptyValue, defaultSeverity: .warning, summary: "A translation's value is empty."),
        ValidationRule(id: .formatInvalid, defaultSeverity: .error, summary: "A format string cannot be parsed or uses one argument with two types."),
        ValidationRule(id: .formatNSpecifier, defaultSeverity: .error, summary: "A format string uses %n, which is refused."),
        ValidationRule(id: .formatPositionalMixed, defaultSeverity: .warning, summary: "Positional and sequential specifiers are mixed in one format string."),
        ValidationRule(id: .formatSkippedArgument, defaultSeverity: .error, summary: "A format string skips an argument position, which then has no type."),
        ValidationRule(id: .formatSpecifierMismatch, defaultSeverity: .error, summary: "A translation's format specifiers differ from the source's in count or type."),
        ValidationRule(id: .formatUnsupportedSpecifier, defaultSeverity: .warning, summary: "A format string uses %c, %C, %s, %S or %p, which String(localized:) cannot fill from Swift values."),
        ValidationRule(id: .formatWidthMismatch, defaultSeverity: .warning, summary: "A translation reads an integer argument with another width than the source (%d for %lld), so large numbers come out wrong."),
        ValidationRule(id: .invisibleCharacter, defaultSeverity: .warning, summary: "A value holds an invisible or control character: a zero-width character such as U+200B, a control character other than tab and line feed, or a bidirectional control outside right-to-left text."),
        ValidationRule(id: .missingTranslation, defaultSeverity: .error, summary: "A key has no translation for a target locale."),
        ValidationRule(id: .parseError, defaultSeverity: .error, summary: "A file cannot be read or parsed."),
        ValidationRule(id: .pluralFormSameAsSource, defaultSeverity: .warning, summary: "A plural form of a translation is left in the source language while its other forms are translated."),
        ValidationRule(id: .pluralMissingCategory, defaultSeverity: .error, summary: "A plural variation, or a translation that does not vary by plural where the source does, lacks a category its language needs for the numbers its argument can be (CLDR; an integer never needs a decimal-only category such as Czech 'many')."),
        ValidationRule(id: .pluralMissingLargeNumberCategory, defaultSeverity: .warning, summary: "A plural variation lacks a category its language uses only for numbers of a million and more (French, Spanish, Italian, Portuguese, Catalan 'many'); those numbers fall back to 'other'."),
        ValidationRule(id: .pluralUnusedCategory, defaultSeverity: .warning, summary: "A plural variation has a category its language never uses (CLDR); zero is always allowed."),
        ValidationRule(id: .sameAsSource, defaultSeverity: .warning, summary: "Translations identical to their source while marked translated, counted per language (numbers, specifiers, acronyms, words that are the same everywhere and the names given with --same-as-source-allowed are not counted)."),
        ValidationRule(id: .shouldNotTranslate, defaultSeverity: .warning, summary: "A key marked \"Don't translate\" carries translations."),
        ValidationRule(id: .stateNeedsReview, defaultSeverity: .warning, summary: "A translation needs review."),
        ValidationRule(id: .stateNew, defaultSeverity: .warning, summary: "A translation is new (not translated yet)."),
        ValidationRule(id: .stateStale, defaultSeverity: .warning, summary: "A translation or key is stale (no longer used)."),
        ValidationRule(id: .stateUnknown, defaultSeverity: .warning, summary: "A translation's state is not one Xcode writes (new, translated, needs_review, stale, machine_translated)."),
        ValidationRule(id: .substitutionMismatch, defaultSeverity: .error, summary: "A substitution's argNum or formatSpecifier disagrees with its format string."),
        ValidationRule(id: .substitutionUndefined, defaultSeverity: .error, summary: "A format string references a substitution that is not defined."),
        ValidationRule(id: .substitutionUnused, defaultSeverity: .warning, summary: "A substitution is defined but never referenced."),
        ValidationRule(id: .uncompilableStructure, defaultSeverity: .error, summary: "A structure Xcode cannot compile."),
        ValidationRule(id: .whitespaceMismatch, defaultSeverity: .warning, summary: "A translation starts or ends with other spaces or line breaks than its source."),
    ]
}
