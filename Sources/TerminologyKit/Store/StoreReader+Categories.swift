import Foundation

extension StoreReader {
    /// The categories of a terminology, in order.
    public func categories(of terminologyID: UUID) throws -> [Category] {
        try perform("list categories") {
            _ = try languages(of: terminologyID)
            return try statement("SELECT id, terminology_id, name, position FROM categories WHERE terminology_id = $1 ORDER BY position, name")
                .rows([.uuid(terminologyID)], Self.category)
        }
    }

    /// The categories of a terminology, in order, each with its term count, counted in one query.
    public func categorySummaries(of terminologyID: UUID) throws -> [CategorySummary] {
        try perform("list categories") {
            _ = try languages(of: terminologyID)
            return try statement("""
                SELECT g.id, g.terminology_id, g.name, g.position, COUNT(c.id) FROM categories g
                LEFT JOIN concepts c ON c.terminology_id = g.terminology_id AND c.category_id = g.id AND c.is_deprecated = 0
                WHERE g.terminology_id = $1
                GROUP BY g.id, g.terminology_id, g.name, g.position ORDER BY g.position, g.name
                """).rows([.uuid(terminologyID)]) { CategorySummary(category: try Self.category($0), termCount: $0.int(4)) }
        }
    }

    /// How many concepts of a terminology are in no category (deprecated ones not counted).
    public func uncategorizedCount(of terminologyID: UUID) throws -> Int {
        try perform("count concepts") {
            try statement("""
                SELECT COUNT(*) FROM concepts WHERE terminology_id = $1 AND category_id IS NULL AND is_deprecated = 0
                """).first([.uuid(terminologyID)]) { $0.int(0) } ?? 0
        }
    }

    /// The category with `id`, or nil.
    public func category(id: UUID) throws -> Category? {
        try perform("read category") { try findCategory(id) }
    }

    /// The category of a terminology named exactly `name`, or nil.
    public func category(named name: String, in terminologyID: UUID) throws -> Category? {
        try perform("read category") {
            try statement("SELECT id, terminology_id, name, position FROM categories WHERE terminology_id = $1 AND name = $2")
                .first([.uuid(terminologyID), .text(name)], Self.category)
        }
    }

    func findCategory(_ id: UUID) throws -> Category? {
        try statement("SELECT id, terminology_id, name, position FROM categories WHERE id = $1").first([.uuid(id)], Self.category)
    }

    static func category(_ row: DatabaseRow) throws -> Category {
        Category(id: try row.uuid(0), terminologyID: try row.uuid(1), name: row.text(2), position: row.int(3))
    }
}
