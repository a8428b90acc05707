/// The library's schema, version by version, in SQL every backend runs (SQLite and PostgreSQL alike).
///
/// Portable choices: UUIDs as lowercase `TEXT`, times as `BIGINT` microseconds since 1970 UTC, flags as `INTEGER`
/// 0/1 with a `CHECK`, no autoincrement (concept numbers are assigned by the store), no `BLOB`. Inside the library
/// a concept is known by its integer `number` (SQLite's row id): the tables of its terms and progress refer to it,
/// so that their keys are small, ordered and appended rather than random 36-character texts; its UUID, the id
/// that travels with exports, is a unique column of `concepts`. What only one
/// backend has (SQLite's FTS5 table and its trigger) comes from the backend's `FullTextIndex`.
/// A released version is never edited: a change is a new migration appended to `migrations`.
enum LibrarySchema {
    /// One step from version `version - 1` to `version`.
    struct Migration: Sendable {
        var version: Int
        var statements: [String]
    }

    /// The version this code reads and writes.
    static var latestVersion: Int { migrations.last?.version ?? 0 }

    static let migrations: [Migration] = [
        Migration(version: 1, statements: version1), exchangeVersion2,
        // Version 3 changes only how SQLite stores terms and language sections (`SQLiteSchema.withoutRowIDs`).
        Migration(version: 3, statements: []),
    ]

    private static let version1 = [
        """
        CREATE TABLE terminologies (
            id TEXT NOT NULL PRIMARY KEY,
            title TEXT NOT NULL,
            course_code TEXT NOT NULL,
            course_name TEXT NOT NULL,
            description TEXT NOT NULL,
            author TEXT NOT NULL,
            owner_role TEXT NOT NULL CHECK (owner_role IN ('teacher', 'student')),
            revision BIGINT NOT NULL CHECK (revision >= 0),
            origin_id TEXT,
            origin_revision BIGINT,
            created_at BIGINT NOT NULL,
            modified_at BIGINT NOT NULL,
            CHECK ((origin_id IS NULL AND origin_revision IS NULL) OR (origin_id IS NOT NULL AND origin_revision IS NOT NULL))
        )
        """,
        "CREATE INDEX terminologies_by_course ON terminologies (course_code)",
        """
        CREATE TABLE terminology_languages (
            terminology_id TEXT NOT NULL REFERENCES terminologies (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            language TEXT NOT NULL,
            PRIMARY KEY (terminology_id, position),
            UNIQUE (terminology_id, language)
        )
        """,
        // The author's terminology as imported, canonical JSON: the base of a later three-way merge.
        """
        CREATE TABLE terminology_origin_snapshots (
            terminology_id TEXT NOT NULL PRIMARY KEY REFERENCES terminologies (id) ON DELETE CASCADE,
            snapshot TEXT NOT NULL
        )
        """,
        """
        CREATE TABLE categories (
            id TEXT NOT NULL PRIMARY KEY,
            terminology_id TEXT NOT NULL REFERENCES terminologies (id) ON DELETE CASCADE,
            name TEXT NOT NULL,
            position INTEGER NOT NULL,
            UNIQUE (terminology_id, name),
            UNIQUE (terminology_id, id)
        )
        """,
        "CREATE INDEX categories_in_order ON categories (terminology_id, position)",
        // `number`: the concept's key inside the library (and the full-text index's row id, and a short id for a
        // command line). `shuffle_key`: a random key that makes the term of the day a stable pick.
        // The category must belong to the concept's own terminology: the composite foreign key says so.
        """
        CREATE TABLE concepts (
            number INTEGER NOT NULL PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            terminology_id TEXT NOT NULL REFERENCES terminologies (id) ON DELETE CASCADE,
            category_id TEXT,
            position BIGINT NOT NULL,
            notes TEXT NOT NULL,
            difficulty TEXT NOT NULL CHECK (difficulty IN ('easy', 'medium', 'hard')),
            is_own INTEGER NOT NULL CHECK (is_own IN (0, 1)),
            is_deprecated INTEGER NOT NULL CHECK (is_deprecated IN (0, 1)),
            shuffle_key BIGINT NOT NULL,
            created_at BIGINT NOT NULL,
            modified_at BIGINT NOT NULL,
            FOREIGN KEY (terminology_id, category_id) REFERENCES categories (terminology_id, id)
        )
        """,
        // Counts per category read this index alone.
        "CREATE INDEX concepts_by_category ON concepts (terminology_id, category_id, is_deprecated)",
        "CREATE INDEX concepts_in_order ON concepts (terminology_id, position)",
        "CREATE INDEX concepts_by_shuffle_key ON concepts (shuffle_key)",
        """
        CREATE TABLE concept_languages (
            concept_number INTEGER NOT NULL REFERENCES concepts (number) ON DELETE CASCADE,
            language TEXT NOT NULL,
            position INTEGER NOT NULL,
            definition TEXT,
            definition_source TEXT,
            PRIMARY KEY (concept_number, language)
        )
        """,
        """
        CREATE TABLE terms (
            concept_number INTEGER NOT NULL,
            language TEXT NOT NULL,
            position INTEGER NOT NULL,
            text TEXT NOT NULL,
            folded TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('preferred', 'admitted', 'deprecated')),
            part_of_speech TEXT CHECK (part_of_speech IN ('noun', 'verb', 'adjective', 'adverb', 'properNoun', 'other')),
            context TEXT,
            PRIMARY KEY (concept_number, language, position),
            FOREIGN KEY (concept_number, language) REFERENCES concept_languages (concept_number, language) ON DELETE CASCADE
        )
        """,
        // Exact and prefix search: a range scan in byte order (on PostgreSQL every text column is COLLATE "C":
        // `PostgreSQLSchema`).
        "CREATE INDEX terms_by_folded ON terms (folded)",
        // Related concepts may be imported after the concept that names them (so by UUID): checked at commit.
        """
        CREATE TABLE concept_relations (
            concept_number INTEGER NOT NULL REFERENCES concepts (number) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            related_id TEXT NOT NULL REFERENCES concepts (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
            PRIMARY KEY (concept_number, related_id)
        )
        """,
        "CREATE INDEX concept_relations_by_related ON concept_relations (related_id)",
        // Study progress, per learner (one on a personal library; one per student on a class server).
        // terminology_id repeats the concept's, for the due-card index.
        """
        CREATE TABLE study_cards (
            learner TEXT NOT NULL,
            concept_number INTEGER NOT NULL REFERENCES concepts (number) ON DELETE CASCADE,
            terminology_id TEXT NOT NULL,
            from_language TEXT NOT NULL,
            to_language TEXT NOT NULL,
            state TEXT NOT NULL CHECK (state IN ('learning', 'review', 'relearning')),
            step INTEGER,
            stability DOUBLE PRECISION,
            difficulty DOUBLE PRECISION,
            due BIGINT NOT NULL,
            last_review BIGINT,
            reps INTEGER NOT NULL,
            lapses INTEGER NOT NULL,
            PRIMARY KEY (learner, concept_number, from_language, to_language)
        )
        """,
        "CREATE INDEX study_cards_by_due ON study_cards (learner, terminology_id, from_language, to_language, due)",
        // The next due card across the library (no focus course).
        "CREATE INDEX study_cards_by_due_anywhere ON study_cards (learner, from_language, to_language, due)",
        "CREATE INDEX study_cards_by_concept ON study_cards (concept_number)",
        """
        CREATE TABLE review_log (
            id TEXT NOT NULL PRIMARY KEY,
            learner TEXT NOT NULL,
            concept_number INTEGER NOT NULL REFERENCES concepts (number) ON DELETE CASCADE,
            from_language TEXT NOT NULL,
            to_language TEXT NOT NULL,
            rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),
            reviewed_at BIGINT NOT NULL,
            elapsed_days DOUBLE PRECISION NOT NULL,
            scheduled_days DOUBLE PRECISION NOT NULL,
            state_before TEXT NOT NULL CHECK (state_before IN ('learning', 'review', 'relearning')),
            duration_ms BIGINT
        )
        """,
        "CREATE INDEX review_log_by_card ON review_log (concept_number, learner, from_language, to_language, reviewed_at)",
        """
        CREATE TABLE learned_concepts (
            concept_number INTEGER NOT NULL REFERENCES concepts (number) ON DELETE CASCADE,
            learner TEXT NOT NULL,
            learned_at BIGINT NOT NULL,
            PRIMARY KEY (concept_number, learner)
        )
        """,
        "CREATE TABLE settings (key TEXT NOT NULL PRIMARY KEY, value TEXT NOT NULL)",
    ]
}
