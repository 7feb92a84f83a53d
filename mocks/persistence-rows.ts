/**
 * Stored rows loaded by both stores (the HTTP mock server's folder, the in-browser IndexedDB), each checked against
 * today's schema: a row that does not fit is set aside (returned, so the store can keep it and log it) and every
 * other row is loaded. One bad row never costs the rest of the data (docs/decisions.md,
 * "A stored row that does not fit is set aside").
 */
import { replaceRows, tableNames, type Db, type TableName } from './db';
import { first } from '@/lib/at';

export interface RejectedRow {
  table: string;
  /** The row as stored. */
  row: unknown;
  /** Why it does not fit: the first schema problem, `field: message`. */
  reason: string;
}

/**
 * Replaces each table of `stored` with its stored rows (a table not in `stored` keeps its rows) and returns what was
 * set aside: rows that do not fit today's schema, a table that is not a list of rows (it is emptied), a table that
 * no longer exists. `pause`: awaited after each row.
 */
export async function loadStored(
  db: Db,
  stored: Record<string, unknown>,
  pause?: () => Promise<void>,
): Promise<RejectedRow[]> {
  const rejected: RejectedRow[] = [];
  for (const [table, rows] of Object.entries(stored)) {
    if (!isTableName(table)) {
      rejected.push({ table, row: rows, reason: 'no such table' });
      continue;
    }
    if (!Array.isArray(rows)) rejected.push({ table, row: rows, reason: 'not a list of rows' });
    const unfit = await replaceRows(db, table, Array.isArray(rows) ? rows : [], pause);
    for (const { row, reason } of unfit) rejected.push({ table, row, reason });
  }
  return rejected;
}

const isTableName = (name: string): name is TableName => (tableNames as string[]).includes(name);

/** One log line per table with rows set aside: how many, and the first one's id and reason. */
export function describeRejected(rejected: RejectedRow[], where: string): string[] {
  const byTable = new Map<string, RejectedRow[]>();
  for (const r of rejected) byTable.set(r.table, [...(byTable.get(r.table) ?? []), r]);
  return [...byTable].map(([table, rows]) => {
    const head = first(rows);
    const id = (head.row as { id?: unknown } | null)?.id;
    return `${rows.length} row(s) of ${table} do not fit the schema and were set aside in ${where} (first: ${
      typeof id === 'string' ? `id ${id}, ` : ''
    }${head.reason})`;
  });
}
