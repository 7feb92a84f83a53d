/** Typed access to the database's tables (find, read all, insert, update, delete one row). */
import type { Collection } from '@msw/data';
import { db, type Row, type TableName } from '../db';

export function table<K extends TableName>(name: K): Collection<any> {
  return db[name] as unknown as Collection<any>;
}

export function findById<K extends TableName>(name: K, id: string | null | undefined): Row<K> | undefined {
  if (!id) return undefined;
  return table(name).findFirst((q) => q.where({ id })) as Row<K> | undefined;
}

export function allRows<K extends TableName>(name: K): Row<K>[] {
  return table(name).all() as Row<K>[];
}

export async function updateRow<K extends TableName>(
  name: K,
  row: Row<K>,
  changes: Partial<Row<K>>,
): Promise<Row<K>> {
  return (await table(name).update(row, {
    data(draft: any) {
      Object.assign(draft, changes);
    },
  })) as Row<K>;
}

export async function insertRow<K extends TableName>(name: K, row: Row<K>): Promise<Row<K>> {
  return (await table(name).create(row)) as Row<K>;
}

export function deleteRow<K extends TableName>(name: K, row: Row<K>): void {
  table(name).delete(row);
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
