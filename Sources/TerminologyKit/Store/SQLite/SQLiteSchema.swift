/// What only SQLite needs beside the portable schema (`LibrarySchema`), version by version, run after the portable
/// statements in the same transaction (through `SQLiteFullTextIndex.migrationStatements`).
enum SQLiteSchema {
    /// The statements of schema version `version` (none for most versions).
    static func statements(forVersion version: Int) -> [String] {
        version == 3 ? withoutRowIDs : []
    }

    /// Version 3: a concept's language sections and terms are kept in their primary key's b-tree alone
    /// (`WITHOUT ROWID`), instead of a row-id table and a separate index of the key. Each row is then one b-tree
    /// insert rather than two; an import writes four or five of them per concept. The columns, keys and foreign
    /// keys are those of version 1. Foreign keys stay on (a transaction cannot turn them off), so the order matters:
    /// the new tables are filled, the old child table goes before its parent, and renaming the new parent also
    /// renames what the new child refers to.
    static let withoutRowIDs = [
        """
        CREATE TABLE concept_languages_v3 (
            concept_number INTEGER NOT NULL REFERENCES concepts (number) ON DELETE CASCADE,
            language TEXT NOT NULL,
            position INTEGER NOT NULL,
            definition TEXT,
            definition_source TEXT,
            PRIMARY KEY (concept_number, language)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE terms_v3 (
            concept_number INTEGER NOT NULL,
            language TEXT NOT NULL,
            position INTEGER NOT NULL,
            text TEXT NOT NULL,
            folded TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('preferred', 'admitted', 'deprecated')),
            part_of_speech TEXT CHECK (part_of_speech IN ('noun', 'verb', 'adjective', 'adverb', 'properNoun', 'other')),
            context TEXT,
            PRIMARY KEY (concept_number, language, position),
            FOREIGN KEY (concept_number, language) REFERENCES concept_languages_v3 (concept_number, language) ON DELETE CASCADE
        ) WITHOUT ROWID
        """,
        """
        INSERT INTO concept_languages_v3 (concept_number, language, position, definition, definition_source)
        SELECT concept_number, language, position, definition, definition_source FROM concept_languages
        """,
        """
        INSERT INTO terms_v3 (concept_number, language, position, text, folded, status, part_of_speech, context)
        SELECT concept_number, language, position, text, folded, status, part_of_speech, context FROM terms
        """,
        "DROP TABLE terms",
        "DROP TABLE concept_languages",
        "ALTER TABLE concept_languages_v3 RENAME TO concept_languages",
        "ALTER TABLE terms_v3 RENAME TO terms",
        // As in version 1 (it went with the old table).
        "CREATE INDEX terms_by_folded ON terms (folded)",
    ]
}
