import Foundation

/// One terminology's categories as the category list shows them.
public struct CategoryListSection: Hashable, Sendable {
    /// The terminology.
    public var terminology: Terminology
    /// Its categories in order.
    public var rows: [CategoryRow]
    /// How many of its terms are in no category.
    public var uncategorizedCount: Int

    public init(terminology: Terminology, rows: [CategoryRow], uncategorizedCount: Int) {
        self.terminology = terminology
        self.rows = rows
        self.uncategorizedCount = uncategorizedCount
    }
}

/// A category with its count and the seed's subtitle: "Kategoriassa on 40 termiä", "No terms in this category".
public struct CategoryRow: Hashable, Sendable {
    /// The category.
    public var category: Category
    /// How many terms it holds (deprecated ones not counted).
    public var termCount: Int
    /// The plural-correct subtitle in the user's language, numbers grouped for it.
    public var subtitle: String

    public init(category: Category, termCount: Int, subtitle: String) {
        self.category = category
        self.termCount = termCount
        self.subtitle = subtitle
    }
}
