/** Typed access to the database's tables (find, read all, insert, update, delete one row). */
import type { Collection, Query } from '@msw/data';
import type { z } from 'zod/mini';
import type { Db, Row, TableName, Tables } from '../db';

/**
 * A table seen through its row type: what `db[K]` is for every table (checked below), which TypeScript cannot see
 * for a generic `K` (its schema type does not reduce to the row type there).
 */
type TableOf<R> = Collection<z.ZodMiniType<R, R>>;
/** A row as the table holds it (with @msw/data's key, by which update and delete find it). */
type Stored<R> = NonNullable<ReturnType<TableOf<R>['findFirst']>>;

const asTables = (db: Tables): { [K in TableName]: TableOf<Row<K>> } => db;

export function table<K extends TableName>(db: Db, name: K): TableOf<Row<K>> {
  return asTables(db)[name];
}

export function findById<K extends TableName>(
  db: Db,
  name: K,
  id: string | null | undefined,
): Row<K> | undefined {
  if (!id) return undefined;
  return table(db, name).findFirst((q: Query<{ id: string }>) => q.where({ id }));
}

export function allRows<K extends TableName>(db: Db, name: K): Row<K>[] {
  return table(db, name).all();
}

/** `row` is one read from the table (findById, allRows): update and delete find it by its stored key. */
const stored = <R>(row: R) => row as Stored<R>;

export async function updateRow<K extends TableName>(
  db: Db,
  name: K,
  row: Row<K>,
  changes: Partial<Row<K>>,
): Promise<Row<K>> {
  const updated = await table(db, name).update(stored(row), {
    data(draft) {
      Object.assign(draft, changes);
    },
  });
  return updated as Row<K>;
}

export async function insertRow<K extends TableName>(db: Db, name: K, row: Row<K>): Promise<Row<K>> {
  return table(db, name).create(row);
}

export function deleteRow<K extends TableName>(db: Db, name: K, row: Row<K>): void {
  table(db, name).delete(stored(row));
}

/**
 * Runs `work` alone among the other `exclusive` runs of the table in this database, in arrival order. A uniqueness check and the
 * write it guards run inside one, so they are one step, as a unique index makes them on the real server (without
 * it, 100 parallel registrations of one name all passed the check before any row was stored).
 */
export function exclusive<T>(db: Db, name: TableName, work: () => Promise<T>): Promise<T> {
  const queues = db.locks;
  const run = (queues.get(name) ?? Promise.resolve()).then(work, work);
  const tail = run.then(
    () => {},
    () => {},
  );
  queues.set(name, tail);
  void tail.then(() => {
    if (queues.get(name) === tail) queues.delete(name);
  });
  return run;
}
