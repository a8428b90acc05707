import Foundation

/// Where a copy's origin snapshot waits while an import builds it, a piece of its JSON at a time.
///
/// On SQLite the pieces go to a temporary table of the connection (on disk, gone with the connection) and the
/// snapshot is then written into the library through incremental I/O, a piece at a time: a 100,000-concept copy
/// never holds its 100 MB snapshot in memory, neither as it is built nor as it is stored. Other backends keep the
/// pieces in memory and store the snapshot as one text.
final class OriginSnapshotSpool {
    private let writer: StoreWriter
    private let sqlite: SQLiteConnection?
    private var pieces: [[UInt8]] = []
    private var byteCount = 0

    init(writer: StoreWriter) throws {
        self.writer = writer
        sqlite = writer.context.connection as? SQLiteConnection
        if let sqlite {
            try sqlite.execute("CREATE TEMP TABLE IF NOT EXISTS sanasto_snapshot_spool (piece INTEGER PRIMARY KEY, bytes TEXT NOT NULL)")
            try sqlite.execute("DELETE FROM temp.sanasto_snapshot_spool")
        }
    }

    /// Keeps the next piece of the concepts' JSON.
    func append(_ bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { return }
        byteCount += bytes.count
        guard let sqlite else {
            pieces.append(bytes)
            return
        }
        try writer.perform("store import snapshot") {
            let insert = try sqlite.sqliteStatement("INSERT INTO temp.sanasto_snapshot_spool (bytes) VALUES (?1)")
            try bytes.withUnsafeBufferPointer { buffer in
                insert.bindText(1, buffer)
                try insert.executeBound()
            }
        }
    }

    /// Stores `head`, the pieces kept, `concepts` and `tail`, in this order, as the snapshot of `terminologyID`
    /// (replacing any it had).
    func store(head: [UInt8], concepts: [UInt8], tail: [UInt8], of terminologyID: UUID) throws {
        guard let sqlite else {
            var text = String(decoding: head, as: UTF8.self)
            for piece in pieces + [concepts, tail] { text += String(decoding: piece, as: UTF8.self) }
            pieces = []
            try writer.setOriginSnapshot(json: text, of: terminologyID)
            return
        }
        try writer.perform("store import snapshot") {
            _ = try writer.languages(of: terminologyID)
            try writer.statement("DELETE FROM terminology_origin_snapshots WHERE terminology_id = $1").run([.uuid(terminologyID)])
            let total = head.count + byteCount + concepts.count + tail.count
            try sqlite.insertOriginSnapshot(of: terminologyID.databaseText, byteCount: total) { write in
                try head.withUnsafeBytes(write)
                let select = try sqlite.sqliteStatement("SELECT bytes FROM temp.sanasto_snapshot_spool ORDER BY piece")
                try select.bind([])
                defer { select.reset() }
                while try select.step() { try write(select.bytes(0)) }
                try concepts.withUnsafeBytes(write)
                try tail.withUnsafeBytes(write)
            }
            try sqlite.execute("DELETE FROM temp.sanasto_snapshot_spool")
        }
    }
}
