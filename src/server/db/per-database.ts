import type { Database } from '#server/db/client.ts';

/**
 * What is built once per database and kept while it is open: a prepared statement (decision
 * 017), or what a module keeps of that database's rows.
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
