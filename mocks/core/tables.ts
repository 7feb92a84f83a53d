/** Typed access to the database's tables (find, read all, insert, update, delete one row). */
import type { Collection, Query } from '@msw/data';
import type { z } from 'zod';
import { db, type Row, type TableName } from '../db';

/**
 * A table seen through its row type: what `db[K]` is for every table (checked below), which TypeScript cannot see
 * for a generic `K` (its schema type does not reduce to the row type there).
 */
type TableOf<R> = Collection<z.ZodType<R, R>>;
/** A row as the table holds it (with @msw/data's key, by which update and delete find it). */
type Stored<R> = NonNullable<ReturnType<TableOf<R>['findFirst']>>;

const tables: { [K in TableName]: TableOf<Row<K>> } = db;

export function table<K extends TableName>(name: K): TableOf<Row<K>> {
  return tables[name];
}

export function findById<K extends TableName>(name: K, id: string | null | undefined): Row<K> | undefined {
  if (!id) return undefined;
  return table(name).findFirst((q: Query<{ id: string }>) => q.where({ id }));
}

export function allRows<K extends TableName>(name: K): Row<K>[] {
  return table(name).all();
}

/** `row` is one read from the table (findById, allRows): update and delete find it by its stored key. */
const stored = <R>(row: R) => row as Stored<R>;

export async function updateRow<K extends TableName>(
  name: K,
  row: Row<K>,
  changes: Partial<Row<K>>,
): Promise<Row<K>> {
  const updated = await table(name).update(stored(row), {
    data(draft) {
      Object.assign(draft, changes);
    },
  });
  return updated as Row<K>;
}

export async function insertRow<K extends TableName>(name: K, row: Row<K>): Promise<Row<K>> {
  return table(name).create(row);
}

export function deleteRow<K extends TableName>(name: K, row: Row<K>): void {
  table(name).delete(stored(row));
}

const queues = new Map<TableName, Promise<unknown>>();

/**
 * Runs `work` alone among the other `exclusive` runs of the table, in arrival order. A uniqueness check and the
 * write it guards run inside one, so they are one step, as a unique index makes them on the real server (without
 * it, 100 parallel registrations of one name all passed the check before any row was stored).
 */
export function exclusive<T>(name: TableName, work: () => Promise<T>): Promise<T> {
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
