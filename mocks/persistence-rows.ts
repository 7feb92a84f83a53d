/**
 * Stored rows checked against today's schemas before they are loaded, by both stores (the HTTP mock server's
 * folder, the in-browser IndexedDB): a row that does not fit is set aside (returned, so the store can keep it
 * and log it) and every other row is loaded. One bad row never costs the rest of the data (docs/decisions.md,
 * "Durable HTTP mock server").
 */
import { schemas, tableNames, type TableName } from './db';
import { first } from '@/lib/at';

export interface RejectedRow {
  table: string;
  /** The row as stored. */
  row: unknown;
  /** Why it does not fit: the first schema problem, `field: message`. */
  reason: string;
}

export interface FittedData {
  /** Every table of today's schema (an absent one empty), only rows that fit. */
  data: Record<TableName, unknown[]>;
  rejected: RejectedRow[];
}

export function fitRows(stored: Record<string, unknown>): FittedData {
  const rejected: RejectedRow[] = [];
  const data = {} as Record<TableName, unknown[]>;
  for (const table of tableNames) {
    const rows = stored[table];
    data[table] = [];
    if (rows === undefined) continue;
    if (!Array.isArray(rows)) {
      rejected.push({ table, row: rows, reason: 'not a list of rows' });
      continue;
    }
    for (const row of rows) {
      const fit = schemas[table].safeParse(row);
      if (fit.success) data[table].push(fit.data);
      else {
        const issue = fit.error.issues[0];
        rejected.push({ table, row, reason: `${issue?.path.join('.') || '(row)'}: ${issue?.message}` });
      }
    }
  }
  for (const table of Object.keys(stored))
    if (!(tableNames as string[]).includes(table))
      rejected.push({ table, row: stored[table], reason: 'no such table' });
  return { data, rejected };
}

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
