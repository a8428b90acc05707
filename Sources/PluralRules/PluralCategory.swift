/// A CLDR plural category, declared in CLDR order.
public enum PluralCategory: String, CaseIterable, Sendable, Hashable, Codable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
