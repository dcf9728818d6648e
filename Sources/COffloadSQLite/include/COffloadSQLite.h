#ifndef COFFLOAD_SQLITE_H
#define COFFLOAD_SQLITE_H

/// Turns off SQLite's memory statistics (`SQLITE_CONFIG_MEMSTATUS`), which put every allocation and free SQLite makes
/// behind one process-wide mutex. Must run before SQLite is initialized (the first connection opened); returns
/// SQLITE_OK (0), or SQLITE_MISUSE (21) when SQLite was initialized already and nothing changed.
/// `sqlite3_config` is variadic, which Swift cannot call.
int offload_sqlite_disable_memory_statistics(void);

#endif
