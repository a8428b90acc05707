extension CatalogMigration {
    /// Something the migration left out or changed, with where it came from.
    ///
    /// Nothing is dropped silently: every width variant, unknown key or conflicting value that a
    /// String Catalog cannot hold is reported as a note.
    public struct Note: Hashable, Sendable, CustomStringConvertible {
        /// The file the item came from.
        public var file: String?
        /// The localization key concerned, if any.
        public var key: String?
        /// The language concerned, if any.
        public var language: String?
        /// What happened, as one sentence without a trailing period.
        public var message: String

        /// Creates a note.
        public init(file: String? = nil, key: String? = nil, language: String? = nil, message: String) {
            self.file = file
            self.key = key
            self.language = language
            self.message = message
        }

        /// `file: note: message` with the key and language, the form compilers print.
        public var description: String {
            var text = "\(file ?? "<input>"): note: "
            if let key {
                text += "'\(key)'" + (language.map { " (\($0))" } ?? "") + ": "
            } else if let language {
                text += "(\(language)) "
            }
            return text + message
        }
    }
}
