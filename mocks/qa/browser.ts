/**
 * The QA controls in the browser: over the fault engine and request log the backend installed (its `qa` option,
 * kept in localStorage, so they survive a reload and every tab shares them), reads `?mockScenario=` and `?mockFault=`,
 * and builds the code API that `window.__portalMock` exposes (and the QA panel uses).
 *
 * A QA link may be opened by anyone (a public demo): its faults hold for that page load only (the panel's banner
 * offers to keep them), and its scenario is only offered — the panel asks before it replaces the visitor's data
 * (docs/decisions.md, "QA links only ask in a public demo").
 */
import type { Db } from '../db';
import { signToken } from '../core/auth';
import { clearFiles, listFiles } from '../core/files';
import { findUserByNameOrEmail } from '../domain/users';
import type { FaultControls } from './controls';
import type { FaultRule } from './faultEngine';
import { buildScenario, scenarios, type Scenario } from './scenarios';
import { mailsOf, type Mail } from './operations';
import { exportDb, importDb, type DbExport } from './snapshot';
import { FAULT_PARAM, SCENARIO_PARAM, parseFaultParam } from './url';

export interface QaHandle extends FaultControls {
  /** The whole database (uploaded files included) as JSON. */
  exportDb(): Promise<DbExport>;
  /** Replaces the database with an export (checked first) and reloads. */
  importDb(snapshot: unknown): Promise<void>;
  scenarios(): Scenario[];
  /** Loads a named scenario and reloads. */
  scenario(name: string): Promise<void>;
  /** Signs in as that user without the password and opens the app (mock only). */
  signInAs(userName: string): Promise<void>;
  /** The scenario a QA link asked for and nobody has answered yet (null: none). */
  linkScenario(): string | null;
  /** Forgets the link's scenario (declined, or loaded). */
  dismissLinkScenario(): void;
  /** What the local database holds now (what loading a scenario or an import would replace). */
  dataSummary(): Promise<DataSummary>;
  /** The mails sent, newest first. */
  mails(): Promise<Mail[]>;
}

export interface DataSummary {
  users: number;
  tickets: number;
  payments: number;
  collections: number;
  files: number;
}

/** The app keeps its token here (src/lib/session.ts, `TOKEN_KEY`). */
const APP_TOKEN_KEY = 'token';
const sameRule = (a: FaultRule, b: FaultRule) =>
  a.operationId === b.operationId &&
  a.error === b.error &&
  a.status === b.status &&
  a.delayMs === b.delayMs &&
  !a.network === !b.network &&
  !a.hang === !b.hang &&
  a.times === b.times;

/**
 * The QA handle over the backend's `db` and fault `controls` (`withDatabase`: the browser's transaction); applies the URL parameters (the database is already loaded)
 * and removes them from the address, so a reload does not apply them again.
 */
export function startQa(
  db: Db,
  controls: FaultControls,
  withDatabase: <T>(fn: () => Promise<T>) => Promise<T>,
): QaHandle {
  const ids = controls.operations().map((o) => o.operationId);
  /** Replaces the shared database in one transaction (every tab is told), then reloads this tab. */
  const replaceAndReload = async (replace: () => Promise<void>): Promise<void> => {
    await withDatabase(replace);
    location.reload();
  };

  const url = new URL(location.href);
  const scenarioName = url.searchParams.get(SCENARIO_PARAM);
  // Not loaded here: the panel asks first (it would replace the visitor's whole database).
  let linkScenario: string | null = null;
  if (scenarioName) {
    const known = scenarios().find((s) => s.name.toLowerCase() === scenarioName.trim().toLowerCase());
    if (known) linkScenario = known.name;
    else console.warn(`[mock] ?${SCENARIO_PARAM}: unknown scenario '${scenarioName}'`);
  }
  const faultValue = url.searchParams.get(FAULT_PARAM);
  if (faultValue !== null) {
    for (const rule of parseFaultParam(faultValue, ids)) {
      try {
        const checked = { ...rule };
        // For this page load only, until the user keeps it (the banner).
        if (!controls.faults().some((f) => sameRule(f, checked))) controls.fault(checked, { keep: false });
      } catch (e) {
        console.warn(`[mock] ?${FAULT_PARAM}:`, e instanceof Error ? e.message : e);
      }
    }
  }
  if (scenarioName !== null || faultValue !== null) {
    url.searchParams.delete(SCENARIO_PARAM);
    url.searchParams.delete(FAULT_PARAM);
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }

  return {
    ...controls,
    exportDb: () => exportDb(db),
    importDb: (snapshot) => replaceAndReload(() => importDb(db, snapshot)),
    scenarios,
    scenario: (name) =>
      replaceAndReload(async () => {
        await buildScenario(db, name);
        await clearFiles(db);
      }),
    async signInAs(userName) {
      const user = findUserByNameOrEmail(db, userName);
      if (!user) throw new Error(`signInAs: no user '${userName}'`);
      if (!user.isActive) throw new Error(`signInAs: '${user.userName}' is passive and cannot sign in`);
      localStorage.setItem(APP_TOKEN_KEY, await signToken(db, { userId: user.id, userName: user.userName }));
      location.assign(import.meta.env.BASE_URL);
    },
    mails: async () => mailsOf(db),
    linkScenario: () => linkScenario,
    dismissLinkScenario() {
      linkScenario = null;
    },
    dataSummary: () =>
      withDatabase(async () => ({
        users: db.users.count(),
        tickets: db.tickets.count(),
        payments: db.paymentTrackings.count(),
        collections: db.collections.count(),
        files: (await listFiles(db)).length,
      })),
  };
}
