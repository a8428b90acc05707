extension CatalogCompilation {
    /// Something compilation left out, with where it came from.
    ///
    /// Nothing is dropped silently: a variation nested in a way `.stringsdict` cannot express, a plural
    /// without an `other` form, or substitutions without a string unit are reported as notes.
    public struct Note: Hashable, Sendable, CustomStringConvertible {
        /// The catalog file, when known.
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
            if let key { text += "'\(key)'" + (language.map { " (\($0))" } ?? "") + ": " }
            return text + message
        }
    }
}
