extension StoreWriter {
    /// Sets a library-wide setting, or removes it with nil.
    public func setSetting(_ value: String?, for key: String) throws {
        try perform("store setting") { try writeSetting(value, for: key) }
    }

    func writeSetting(_ value: String?, for key: String) throws {
        if let value {
            try statement("""
                INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value
                """).run([.text(key), .text(value)])
        } else {
            try statement("DELETE FROM settings WHERE key = $1").run([.text(key)])
        }
    }
}
