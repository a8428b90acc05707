import Foundation

/// What deleting a category does with the concepts in it.
public enum CategoryDeletion: Hashable, Sendable {
    /// Refuse when the category has concepts (the default: nothing is lost by accident).
    case refuseIfNotEmpty
    /// Move its concepts to another category of the same terminology, or out of any category (nil).
    case moveConcepts(to: UUID?)
    /// Delete its concepts with it, and their study progress.
    case deleteConcepts
}
