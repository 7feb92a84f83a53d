/**
 * The caller's visible scope: which rows of a table a signed-in caller may see. Lists show only these rows,
 * and a row outside them is "not found" for get, update, delete and every action on it.
 */
import type { Row, TableName } from '../db';
import { ownsUserName } from './grants';
import type { Session, SignedInCtx } from './router';
import { allRows, findById } from './tables';

export type Scope<R> = (row: R, session: Session) => boolean;

/** Administrators see every row, members the rows that are theirs (`userId`). */
export const ownRows: Scope<{ userId: string }> = (row, session) =>
  session.isAdmin || row.userId === session.user.id;

/** Administrators see every row, members the rows of their user name or marketplace user name (reports). */
export const ownUserNameRows: Scope<{ userName: string }> = (row, session) =>
  session.isAdmin || ownsUserName(session.user, row.userName);

/** The rows of `table` the caller may see (every row without a scope). */
export function visibleRows<K extends TableName>(name: K, ctx: SignedInCtx, scope?: Scope<Row<K>>): Row<K>[] {
  const rows = allRows(ctx.db, name);
  return scope ? rows.filter((r) => scope(r, ctx.session)) : rows;
}

/** The row with this id when the caller may see it. */
export function findVisible<K extends TableName>(
  name: K,
  ctx: SignedInCtx,
  id: string | null | undefined,
  scope?: Scope<Row<K>>,
): Row<K> | undefined {
  const row = findById(ctx.db, name, id);
  return row && (!scope || scope(row, ctx.session)) ? row : undefined;
}
