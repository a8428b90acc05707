import Foundation

/// A named group of concepts in a terminology (`Soluhengitys`), in the author's order.
public struct Category: Identifiable, Hashable, Codable, Sendable {
    /// A stable id, kept across export and import.
    public var id: UUID
    /// The terminology it belongs to.
    public var terminologyID: UUID
    /// Its name, unique within the terminology.
    public var name: String
    /// Its place in the terminology's list of categories, from 0.
    public var position: Int

    public init(id: UUID = UUID(), terminologyID: UUID, name: String, position: Int = 0) {
        self.id = id
        self.terminologyID = terminologyID
        self.name = name
        self.position = position
    }
}
