/// Brings a database to the latest schema, one version per transaction.
///
/// Each step takes the write lock, reads the version again (another process may have migrated meanwhile), runs the
/// step's statements and records the new version: a step is applied whole or not at all. A library from a newer
/// version is refused before anything is written.
struct LibraryMigrator {
    var migrations: [LibrarySchema.Migration] = LibrarySchema.migrations

    var latestVersion: Int { migrations.last?.version ?? 0 }

    func migrate(_ connection: any DatabaseConnection) throws {
        let identity = try connection.identify()
        let found: Int
        switch identity {
        case .empty: found = 0
        case .library(let version): found = version
        }
        guard found <= latestVersion else {
            throw StoreError.bare(.newerLibrary(version: found, supported: latestVersion))
        }
        try connection.prepareForUse()
        for migration in migrations where migration.version > found {
            try connection.begin(.write)
            do {
                let current = try connection.schemaVersion()
                guard current <= latestVersion else {
                    throw StoreError.bare(.newerLibrary(version: current, supported: latestVersion))
                }
                if current < migration.version {
                    guard current == migration.version - 1 else {
                        throw StoreError.damaged("schema version \(current) cannot be migrated to \(migration.version)")
                    }
                    for statement in migration.statements + connection.fullTextIndex.migrationStatements(forVersion: migration.version) {
                        try connection.execute(statement)
                    }
                    try connection.setSchemaVersion(migration.version)
                }
                try connection.commit()
            } catch {
                connection.rollback()
                throw error
            }
        }
    }
}
