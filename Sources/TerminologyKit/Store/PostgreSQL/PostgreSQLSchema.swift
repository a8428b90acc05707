#if canImport(CPostgreSQL)
/// What only PostgreSQL needs beside the portable schema (`LibrarySchema`): the marker table that makes a schema a
/// Sanasto library, the full-text index, and byte-order text comparison.
///
/// SQLite compares text byte by byte (its `BINARY` collation); PostgreSQL compares by the database's collation,
/// which is a language's (`fi_FI`, ICU) on most servers. So that every `ORDER BY`, range and `MIN` gives what
/// SQLite gives, each migration ends by giving every text column of the library `COLLATE "C"` (byte order of
/// UTF-8, which is code point order) — the folded-term index (`terms_by_folded`) included, whose prefix range scans
/// need it. The tables are empty when version 1 runs, so only their indexes are rebuilt; a later version's new text
/// columns get the same.
enum PostgreSQLSchema {
    /// The table that marks a schema as a Sanasto library and records its schema version (SQLite keeps both in the
    /// file header: `application_id`, `user_version`). One row; written inside each migration's transaction.
    static let markerTable = "sanasto_library"

    static let createMarkerTable = """
        CREATE TABLE IF NOT EXISTS sanasto_library (
            one_row BOOLEAN NOT NULL DEFAULT TRUE PRIMARY KEY CHECK (one_row),
            application_id INTEGER NOT NULL,
            schema_version INTEGER NOT NULL,
            migrated_at BIGINT NOT NULL
        )
        """

    static let writeMarker = """
        INSERT INTO sanasto_library (application_id, schema_version, migrated_at) VALUES ($1, $2, $3)
        ON CONFLICT (one_row) DO UPDATE SET application_id = excluded.application_id,
            schema_version = excluded.schema_version, migrated_at = excluded.migrated_at
        """

    /// The backend's statements of schema version `version`, run after the portable ones in the same transaction.
    static func statements(forVersion version: Int) -> [String] {
        (version == 1 ? fullTextSearch : []) + [textInByteOrder]
    }

    /// The full-text index: each concept's words (as `SearchWords` splits the folded text) in two arrays, with a
    /// GIN index over each as a `tsvector` of exactly those words, so that PostgreSQL's parser never splits or
    /// normalizes anything. The GIN indexes update at once (`fastupdate = off`): a pending list left by a large
    /// import would be read through by every search until vacuum merged it.
    ///
    /// Ranking needs the index's entry and word totals (FTS5 keeps them in its structure record), in
    /// `concept_search_totals`: the index counts what it inserts and adds it when the writer commits, and statement
    /// triggers record what is deleted or updated (a concept's deletion cascades here without the index knowing)
    /// as rows that the commit folds back into one.
    static let fullTextSearch = [
        """
        CREATE TABLE concept_search (
            concept_number INTEGER NOT NULL PRIMARY KEY REFERENCES concepts (number) ON DELETE CASCADE,
            terms_words TEXT[] COLLATE "C" NOT NULL,
            details_words TEXT[] COLLATE "C" NOT NULL
        )
        """,
        """
        CREATE INDEX concept_search_by_term_word ON concept_search USING gin (array_to_tsvector(terms_words))
        WITH (fastupdate = off)
        """,
        """
        CREATE INDEX concept_search_by_detail_word ON concept_search USING gin (array_to_tsvector(details_words))
        WITH (fastupdate = off)
        """,
        "CREATE TABLE concept_search_totals (row_count BIGINT NOT NULL, word_count BIGINT NOT NULL)",
        "INSERT INTO concept_search_totals (row_count, word_count) VALUES (0, 0)",
        // `SET search_path FROM CURRENT`: the functions find the totals in this library's schema, whatever the
        // search path of the session that fires them.
        """
        CREATE FUNCTION concept_search_count_removed() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
        BEGIN
            INSERT INTO concept_search_totals (row_count, word_count)
            SELECT -count(*), -coalesce(sum(cardinality(terms_words) + cardinality(details_words)), 0) FROM removed
            HAVING count(*) > 0;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE FUNCTION concept_search_count_replaced() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
        BEGIN
            INSERT INTO concept_search_totals (row_count, word_count)
            SELECT 0, (SELECT coalesce(sum(cardinality(terms_words) + cardinality(details_words)), 0) FROM added)
                - (SELECT coalesce(sum(cardinality(terms_words) + cardinality(details_words)), 0) FROM removed)
            WHERE EXISTS (SELECT 1 FROM added);
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER concept_search_removed AFTER DELETE ON concept_search REFERENCING OLD TABLE AS removed
        FOR EACH STATEMENT EXECUTE FUNCTION concept_search_count_removed()
        """,
        """
        CREATE TRIGGER concept_search_replaced AFTER UPDATE ON concept_search REFERENCING OLD TABLE AS removed NEW TABLE AS added
        FOR EACH STATEMENT EXECUTE FUNCTION concept_search_count_replaced()
        """,
    ]

    /// Folds the totals' rows into one with what the transaction inserted; run by a writer that changed the index,
    /// in the round trip of its commit.
    static func foldTotals(addingRows rows: Int64, words: Int64) -> String {
        """
        WITH folded AS (DELETE FROM concept_search_totals RETURNING row_count, word_count)
        INSERT INTO concept_search_totals (row_count, word_count)
        SELECT coalesce(sum(row_count), 0) + \(rows), coalesce(sum(word_count), 0) + \(words) FROM folded
        """
    }

    /// Every text and text-array column of the library's tables that does not compare in byte order yet gets
    /// `COLLATE "C"`: one ALTER TABLE per table, so that each table's indexes are rebuilt once.
    static let textInByteOrder = """
        DO $$
        DECLARE
            found record;
        BEGIN
            FOR found IN
                SELECT c.relname, string_agg(format('ALTER COLUMN %I TYPE %s COLLATE "C"', a.attname,
                    format_type(a.atttypid, a.atttypmod)), ', ' ORDER BY a.attnum) AS changes
                FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
                WHERE c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) AND c.relkind IN ('r', 'p')
                    AND a.attnum > 0 AND NOT a.attisdropped
                    AND a.atttypid IN ('text'::regtype, 'text[]'::regtype)
                    AND a.attcollation <> (SELECT oid FROM pg_collation WHERE collname = 'C' AND collnamespace = 'pg_catalog'::regnamespace)
                GROUP BY c.relname ORDER BY c.relname
            LOOP
                EXECUTE format('ALTER TABLE %I ', found.relname) || found.changes;
            END LOOP;
        END
        $$
        """
}
#endif
