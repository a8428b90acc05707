/// Schema version 2, for exchange: the conflicts a merge left for review, and the suggestions students send.
///
/// Values are kept as canonical JSON (`merge_conflicts` the field's three values, `suggestions` the concept as
/// suggested), so that they read back exactly and the tables need no change when a concept gains a field.
extension LibrarySchema {
    static let exchangeVersion2 = Migration(version: 2, statements: [
        """
        CREATE TABLE merge_conflicts (
            id TEXT NOT NULL PRIMARY KEY,
            terminology_id TEXT NOT NULL REFERENCES terminologies (id) ON DELETE CASCADE,
            concept_id TEXT,
            category_id TEXT,
            field TEXT NOT NULL,
            base_value TEXT,
            local_value TEXT,
            incoming_value TEXT,
            source_revision BIGINT NOT NULL,
            recorded_at BIGINT NOT NULL
        )
        """,
        "CREATE INDEX merge_conflicts_by_terminology ON merge_conflicts (terminology_id, recorded_at)",
        """
        CREATE TABLE suggestions (
            id TEXT NOT NULL PRIMARY KEY,
            terminology_id TEXT NOT NULL REFERENCES terminologies (id) ON DELETE CASCADE,
            concept_id TEXT NOT NULL,
            suggested_by TEXT NOT NULL,
            category_name TEXT,
            concept TEXT NOT NULL,
            suggested_at BIGINT NOT NULL,
            received_at BIGINT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'rejected')),
            decided_at BIGINT,
            UNIQUE (terminology_id, concept_id, suggested_by)
        )
        """,
        "CREATE INDEX suggestions_by_terminology ON suggestions (terminology_id, status, received_at)",
    ])
}
