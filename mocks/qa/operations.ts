/**
 * The QA operations on the mock's data, one implementation for every place that drives them: the HTTP mock
 * server's admin API (../server/admin.ts) and the tests. Back to the seed, a named scenario, the snapshot export
 * and import the browser panel uses (./snapshot.ts, the same JSON both ways), the mailbox, and a token for any
 * user without the password.
 */
import { signToken } from '../core/auth';
import { clearFiles } from '../core/files';
import type { Db } from '../db';
import { findUserByNameOrEmail } from '../domain/users';
import { loadSeed } from '../seed/load';
import type { FaultControls } from './controls';
import { buildScenario, scenarios, type Scenario } from './scenarios';
import { exportDb, importDb, type DbExport } from './snapshot';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  html: string;
  createdAt: string;
  links: { label: string; href: string }[];
}

/** What a reset, a scenario or an import left in the database. */
export interface Loaded {
  loaded: string;
  users: number;
  mails: number;
}

export interface QaOperations {
  /** Back to the seed: data, uploaded files, faults, request log, lockouts (kept on the user rows). */
  reset(): Promise<Loaded>;
  scenarios(): Scenario[];
  /** Loads a named scenario (uploads emptied); throws a `QaInputError` for an unknown name. */
  scenario(name: string): Promise<Loaded>;
  exportDb(): Promise<DbExport>;
  /** Replaces data and uploads with a snapshot; throws a `QaInputError` (nothing changed) when it does not fit. */
  importDb(snapshot: unknown): Promise<Loaded>;
  /** The mails sent, newest first; `to`: only those to this address (any case). */
  mails(to?: string): Mail[];
  /** A token for `userName` (or e-mail), as a sign-in would give; throws a `QaInputError` when there is none. */
  signInAs(userName: string): Promise<string>;
}

/** Input a QA operation refuses; the message says what is wrong (`notFound`: nothing by that name). */
export class QaInputError extends Error {
  constructor(
    message: string,
    readonly notFound = false,
  ) {
    super(message);
  }
}

const summary = (db: Db, loaded: string): Loaded => ({
  loaded,
  users: db.users.count(),
  mails: db.mails.count(),
});

/** The mails `db` holds, newest first; `to`: only those to this address (any case). */
export function mailsOf(db: Db, to?: string): Mail[] {
  const address = to?.trim().toLowerCase();
  return db.mails
    .findMany((q) => q.where((m) => !address || m.to.toLowerCase() === address))
    .map(({ id, to, subject, html, createdAt, links }) => ({
      id,
      to,
      subject,
      html,
      createdAt,
      links: links.map(({ label, href }) => ({ label, href })),
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

export function qaOperations(db: Db, controls: FaultControls): QaOperations {
  return {
    async reset() {
      const seed = await loadSeed();
      await clearFiles(db);
      await seed(db);
      controls.clearFaults();
      controls.clearLog();
      return summary(db, 'seed');
    },
    scenarios,
    async scenario(name) {
      if (!scenarios().some((s) => s.name === name))
        throw new QaInputError(
          `unknown scenario '${name}' (known: ${scenarios()
            .map((s) => s.name)
            .join(', ')})`,
          true,
        );
      await buildScenario(db, name);
      await clearFiles(db);
      return summary(db, name);
    },
    exportDb: () => exportDb(db),
    async importDb(snapshot) {
      try {
        await importDb(db, snapshot);
      } catch (e) {
        throw new QaInputError((e as Error).message.replace(/^importDb: /, ''));
      }
      return summary(db, 'import');
    },
    mails: (to) => mailsOf(db, to),
    async signInAs(userName) {
      const user = findUserByNameOrEmail(db, userName);
      if (!user) throw new QaInputError(`no user '${userName}'`, true);
      if (!user.isActive) throw new QaInputError(`'${user.userName}' is passive and cannot sign in`);
      return signToken(db, { userId: user.id, userName: user.userName });
    },
  };
}
