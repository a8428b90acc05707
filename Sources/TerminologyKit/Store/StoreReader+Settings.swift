extension StoreReader {
    /// A library-wide setting (the focus filter's state, the scheduler's retention), or nil when unset.
    public func setting(_ key: String) throws -> String? {
        try perform("read setting") {
            try statement("SELECT value FROM settings WHERE key = $1").first([.text(key)]) { $0.text(0) }
        }
    }
}
