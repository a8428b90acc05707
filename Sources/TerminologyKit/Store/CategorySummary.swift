/// A category with the number of its terms: what the category list shows ("Kategoriassa on 40 termiä").
public struct CategorySummary: Hashable, Sendable {
    /// The category.
    public var category: Category
    /// How many concepts (entries) it holds, deprecated ones not counted.
    public var termCount: Int

    public init(category: Category, termCount: Int) {
        self.category = category
        self.termCount = termCount
    }
}
