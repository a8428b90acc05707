import Foundation

/// Where an imported terminology came from: its author's id and the author's revision that was imported.
///
/// The author's terminology as imported (the base of a later three-way merge) is kept beside it, complete, as a
/// `TerminologySnapshot`: read it with `StoreReader.originSnapshot(of:)`. It is not part of this value so that
/// lists of terminologies never decode whole snapshots.
public struct TerminologyOrigin: Hashable, Codable, Sendable {
    /// The id of the terminology in its author's library.
    public var sourceID: UUID
    /// The author's revision that was imported.
    public var sourceRevision: Int

    public init(sourceID: UUID, sourceRevision: Int) {
        self.sourceID = sourceID
        self.sourceRevision = sourceRevision
    }
}
