import GRDB

/// Version 14: the optional passphrase lock, at most one row.
///
/// The row holds a slow salted hash of the passphrase with the parameters that made it (never the passphrase), the
/// random secret that signs grace sessions, and the grace period. It lives in the database so that it travels with
/// the data.
enum SchemaV14 {
    static let identifier = "v14"

    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE passphrase_lock (
                    id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
                    kdf TEXT NOT NULL CHECK (kdf <> ''),
                    cost INTEGER NOT NULL CHECK (cost > 1),
                    block_size INTEGER NOT NULL CHECK (block_size > 0),
                    parallelism INTEGER NOT NULL CHECK (parallelism > 0),
                    salt BLOB NOT NULL CHECK (length(salt) >= 16),
                    verifier BLOB NOT NULL CHECK (length(verifier) >= 32),
                    session_secret BLOB NOT NULL CHECK (length(session_secret) >= 32),
                    grace_seconds INTEGER NOT NULL CHECK (grace_seconds >= 0),
                    set_at TEXT NOT NULL
                );
                """)
    }
}
