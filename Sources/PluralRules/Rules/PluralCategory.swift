/// A CLDR plural category, declared in CLDR order.
public enum PluralCategory: String, CaseIterable, Sendable, Hashable, Codable, Comparable {
    /// `zero`: used by Arabic, Latvian, Welsh… (not necessarily only for 0).
    case zero
    /// `one`: the singular-like category (in some languages also 21, 31… or 0).
    case one
    /// `two`: the dual-like category.
    case two
    /// `few`: the paucal-like category.
    case few
    /// `many`: used for large or otherwise special numbers (Russian 5–20, French 1 000 000).
    case many
    /// `other`: every number no other rule takes; every locale has it.
    case other

    /// The position in CLDR order (0 for `zero` … 5 for `other`), e.g. to index a table of forms.
    public var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    /// Whether `lhs` comes before `rhs` in CLDR order (zero, one, two, few, many, other).
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.order < rhs.order
    }
}
