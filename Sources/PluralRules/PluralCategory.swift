/// A CLDR plural category, declared in CLDR order.
public enum PluralCategory: String, CaseIterable, Sendable, Hashable, Codable, Comparable {
    case zero, one, two, few, many, other

    /// The position in CLDR order.
    var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.order < rhs.order
    }
}
