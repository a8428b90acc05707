import Foundation

/// How the ids of an author's terminology map to the ids of a copy of it in this library.
///
/// A copy normally keeps the author's ids (`sourceID == localID`); a second copy beside a first one gets its own
/// ids, derived from the author's so that a merge of the author's update finds the same concepts again.
struct IdentityMap: Sendable {
    let sourceID: UUID
    let localID: UUID

    var keepsIDs: Bool { sourceID == localID }

    /// The map of a terminology in this library: through its origin when it has one.
    init(of terminology: Terminology) {
        sourceID = terminology.origin?.sourceID ?? terminology.id
        localID = terminology.id
    }

    init(sourceID: UUID, localID: UUID) {
        self.sourceID = sourceID
        self.localID = localID
    }

    func category(_ id: UUID) -> UUID {
        keepsIDs ? id : StableUUID.make(namespace: localID, name: "category:" + id.uuidString.lowercased())
    }

    func concept(_ id: UUID) -> UUID {
        keepsIDs ? id : StableUUID.make(namespace: localID, name: "concept:" + id.uuidString.lowercased())
    }

    func map(_ category: Category) -> Category {
        var category = category
        category.id = self.category(category.id)
        category.terminologyID = localID
        return category
    }

    func map(_ concept: Concept) -> Concept {
        var concept = concept
        concept.id = self.concept(concept.id)
        concept.terminologyID = localID
        concept.categoryID = concept.categoryID.map(category)
        concept.related = concept.related.map(self.concept)
        return concept
    }
}
