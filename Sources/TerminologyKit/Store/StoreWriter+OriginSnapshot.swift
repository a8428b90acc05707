import Foundation

extension StoreWriter {
    /// Stores a copy's import snapshot given as its JSON (an import builds it while it streams; see
    /// `OriginSnapshotBuilder`). The text must decode as a `TerminologySnapshot`.
    func setOriginSnapshot(json text: String, of terminologyID: UUID) throws {
        try perform("store import snapshot") {
            _ = try languages(of: terminologyID)
            try statement("DELETE FROM terminology_origin_snapshots WHERE terminology_id = $1").run([.uuid(terminologyID)])
            try statement("INSERT INTO terminology_origin_snapshots (terminology_id, snapshot) VALUES ($1, $2)")
                .run([.uuid(terminologyID), .text(text)])
        }
    }
}
