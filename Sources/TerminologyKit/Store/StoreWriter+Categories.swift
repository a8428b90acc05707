import Foundation

extension StoreWriter {
    /// Adds a category named `name` to a terminology, at `position` (at the end when nil).
    @discardableResult
    public func addCategory(named name: String, to terminologyID: UUID, at position: Int? = nil, id: UUID = UUID()) throws -> Category {
        try perform("add category") {
            let name = try Self.required(name, "the category name is empty")
            _ = try languages(of: terminologyID)
            try refuseDuplicate(name, in: terminologyID, except: nil)
            let count = try categoryCount(of: terminologyID)
            let at = min(max(position ?? count, 0), count)
            try statement("UPDATE categories SET position = position + 1 WHERE terminology_id = $1 AND position >= $2")
                .run([.uuid(terminologyID), .int(at)])
            let category = Category(id: id, terminologyID: terminologyID, name: name, position: at)
            guard try !exists("SELECT 1 FROM categories WHERE id = $1", [.uuid(id)]) else {
                throw StoreError.conflicting("a category with id \(id) already exists")
            }
            try statement("INSERT INTO categories (id, terminology_id, name, position) VALUES ($1, $2, $3, $4)")
                .run([.uuid(id), .uuid(terminologyID), .text(name), .int(at)])
            touch(terminologyID)
            return category
        }
    }

    /// Renames a category.
    @discardableResult
    public func renameCategory(id: UUID, to name: String) throws -> Category {
        try perform("rename category") {
            var category = try requireCategory(id)
            let name = try Self.required(name, "the category name is empty")
            guard name != category.name else { return category }
            try refuseDuplicate(name, in: category.terminologyID, except: id)
            try statement("UPDATE categories SET name = $2 WHERE id = $1").run([.uuid(id), .text(name)])
            category.name = name
            context.categories[id] = nil
            touch(category.terminologyID)
            return category
        }
    }

    /// Moves a category to `position` among its terminology's categories (clamped to the list).
    @discardableResult
    public func moveCategory(id: UUID, to position: Int) throws -> Category {
        try perform("move category") {
            let category = try requireCategory(id)
            var order = try categories(of: category.terminologyID).map(\.id)
            order.removeAll { $0 == id }
            order.insert(id, at: min(max(position, 0), order.count))
            try writeOrder(order, of: category.terminologyID)
            return try requireCategory(id)
        }
    }

    /// Puts a terminology's categories in the order of `ids`, which must name each of them once.
    public func reorderCategories(of terminologyID: UUID, as ids: [UUID]) throws {
        try perform("reorder categories") {
            let existing = try categories(of: terminologyID).map(\.id)
            guard ids.count == existing.count, Set(ids) == Set(existing) else {
                throw StoreError.refused("the new order must name each of the terminology's \(existing.count) categories exactly once")
            }
            try writeOrder(ids, of: terminologyID)
        }
    }

    /// Deletes a category; what happens to its concepts is `concepts`'s choice, and by default a category that
    /// still has concepts is not deleted.
    public func deleteCategory(id: UUID, concepts handling: CategoryDeletion = .refuseIfNotEmpty) throws {
        try perform("delete category") {
            let category = try requireCategory(id)
            let count: Int = try statement("SELECT COUNT(*) FROM concepts WHERE terminology_id = $1 AND category_id = $2")
                .first([.uuid(category.terminologyID), .uuid(id)]) { $0.int(0) } ?? 0
            if count > 0 {
                switch handling {
                case .refuseIfNotEmpty:
                    throw StoreError.conflicting("category '\(category.name)' has \(count) concepts; move them to another category or delete them with it")
                case .moveConcepts(let target):
                    if let target {
                        guard target != id else { throw StoreError.refused("the concepts cannot move to the category being deleted") }
                        let destination = try requireCategory(target)
                        guard destination.terminologyID == category.terminologyID else {
                            throw StoreError.refused("category '\(destination.name)' belongs to another terminology")
                        }
                    }
                    try statement("UPDATE concepts SET category_id = $3, modified_at = $4 WHERE terminology_id = $1 AND category_id = $2")
                        .run([.uuid(category.terminologyID), .uuid(id), target.map(DatabaseValue.uuid) ?? .null, .timestamp(Date())])
                case .deleteConcepts:
                    try statement("DELETE FROM concepts WHERE terminology_id = $1 AND category_id = $2")
                        .run([.uuid(category.terminologyID), .uuid(id)])
                }
            }
            try statement("DELETE FROM categories WHERE id = $1").run([.uuid(id)])
            context.categories[id] = nil
            try statement("UPDATE categories SET position = position - 1 WHERE terminology_id = $1 AND position > $2")
                .run([.uuid(category.terminologyID), .int(category.position)])
            touch(category.terminologyID)
        }
    }

    // MARK: - Helpers

    func requireCategory(_ id: UUID) throws -> Category {
        guard let category = try findCategory(id) else { throw StoreError.missing("no category with id \(id)") }
        return category
    }

    private func categoryCount(of terminologyID: UUID) throws -> Int {
        try statement("SELECT COUNT(*) FROM categories WHERE terminology_id = $1").first([.uuid(terminologyID)]) { $0.int(0) } ?? 0
    }

    private func refuseDuplicate(_ name: String, in terminologyID: UUID, except id: UUID?) throws {
        if let existing = try category(named: name, in: terminologyID), existing.id != id {
            throw StoreError.conflicting("the terminology already has a category named '\(name)'")
        }
    }

    private func writeOrder(_ ids: [UUID], of terminologyID: UUID) throws {
        let update = try statement("UPDATE categories SET position = $2 WHERE id = $1")
        for (position, id) in ids.enumerated() { try update.run([.uuid(id), .int(position)]) }
        touch(terminologyID)
    }
}
