/**
 * The fault engine and the request log of the QA controls. `faultHook` runs in the router around every request,
 * after the route is matched and before its handler (so every operation gets it): the first active rule for the
 * operation decides the answer — a delay, a catalogue error in the envelope, a bare HTTP status, a network
 * failure or no answer at all — and every request is logged. Rules and log live in ./store (shared by tabs);
 * a rule from a QA link lives in this page's memory only (`{ keep: false }`), until the user keeps it.
 */
import { envelope, err, jsonResponse } from '../core/envelope';
import type { RequestHook } from '../core/router';
import { ERROR_NAMES, errorOfStatus, statusOfError } from './catalogue';
import { PREFER_HEADER, PreferError, parsePrefer } from './prefer';
import type { QaStore } from './store';

export interface FaultRule {
  /** An operationId of openapi.yaml. */
  operationId: string;
  /** A catalogue error name, answered in the envelope (400 unless `status` says otherwise). */
  error?: string;
  /** An HTTP status; alone it answers the envelope with the status's catalogue name (500 → 'ServerError'). */
  status?: number;
  /** Delays the answer (the real one, or the fault's) by this many milliseconds. */
  delayMs?: number;
  /** Fails the request as a network error (no HTTP answer). */
  network?: boolean;
  /** Never answers (until the request is aborted or the faults are cleared). */
  hang?: boolean;
  /** Applies to this many requests, then goes; default: until cleared. */
  times?: number;
}

export interface ActiveFault extends FaultRule {
  id: string;
  /** Requests this rule has answered so far. */
  hits: number;
  /** For this page load only (a QA link's rule): gone on reload unless kept (`keepFault`). */
  pageOnly?: boolean;
}

export interface LogEntry {
  operationId: string | null;
  method: string;
  path: string;
  /** HTTP status; 0 for a network failure or a request left hanging. */
  status: number;
  ms: number;
  faulted: boolean;
  /** The id of the rule that answered, when faulted. */
  faultId?: string;
  at: string;
}

/** The log keeps the newest entries only. */
export const LOG_LIMIT = 500;
export const FAULT_HEADER = 'X-Mock-Fault';
/** The `X-Mock-Fault` (and log `faultId`) of an answer a `Prefer` header changed. */
export const PREFER_RULE_ID = 'prefer';

const FAULTS = 'faults';
const LOG = 'log';

/** Checks a rule and returns its normalised form; throws an Error that says what is wrong. */
export function checkRule(rule: FaultRule, operationIds: readonly string[]): FaultRule {
  if (!rule || typeof rule !== 'object') throw new Error('fault(rule): rule must be an object');
  const { operationId, error, status, delayMs, network, hang, times } = rule;
  if (!operationIds.includes(operationId))
    throw new Error(`fault(rule): unknown operationId '${operationId}' (see openapi.yaml)`);
  if (error !== undefined && !(ERROR_NAMES as readonly string[]).includes(error))
    throw new Error(`fault(rule): '${error}' is not an error name of the catalogue`);
  if (status !== undefined && !(Number.isInteger(status) && status >= 100 && status <= 599))
    throw new Error(`fault(rule): status ${status} is not an HTTP status`);
  if (delayMs !== undefined && !(Number.isFinite(delayMs) && delayMs >= 0))
    throw new Error('fault(rule): delayMs must be 0 or more');
  if (times !== undefined && !(Number.isInteger(times) && times >= 1))
    throw new Error('fault(rule): times must be a whole number from 1');
  const out: FaultRule = { operationId };
  if (error !== undefined) out.error = error;
  if (status !== undefined) out.status = status;
  if (delayMs) out.delayMs = delayMs;
  if (network) out.network = true;
  if (hang) out.hang = true;
  if (times !== undefined) out.times = times;
  if (out.error === undefined && out.status === undefined && !out.delayMs && !out.network && !out.hang)
    throw new Error('fault(rule): say what should happen (error, status, delayMs, network or hang)');
  return out;
}

/** Resolves after `ms`, or at once when the request is aborted. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/** The answer a rule gives instead of the handler's; null when it only delays the real answer. */
function faultAnswer(rule: ActiveFault): Response | null {
  if (rule.network) return Response.error();
  if (rule.error === undefined && rule.status === undefined) return null;
  const status = rule.status ?? statusOfError(rule.error!);
  const name = rule.error ?? errorOfStatus(status);
  const response = jsonResponse(envelope(null, [err(name)]), status);
  response.headers.set(FAULT_HEADER, rule.id);
  return response;
}

/** The one-off rule a request's `Prefer` header asks for (null: none); throws an Error saying what is wrong. */
function preferredFault(request: Request, operationId: string): ActiveFault | null {
  const preference = parsePrefer(request.headers.get(PREFER_HEADER));
  if (!preference) return null;
  let rule: FaultRule;
  try {
    rule = checkRule({ operationId, ...preference }, [operationId]);
  } catch (e) {
    throw new PreferError(`Prefer: ${(e as Error).message.replace(/^fault\(rule\): /, '')}`);
  }
  return { ...rule, id: PREFER_RULE_ID, hits: 1 };
}

const logFields = (request: Request, operationId: string | null, url: URL, started: number) => ({
  operationId,
  method: request.method,
  path: url.pathname + url.search,
  ms: Math.round(performance.now() - started),
  at: new Date().toISOString(),
});

export type FaultEngine = ReturnType<typeof createFaultEngine>;

/**
 * One backend's fault engine: its rules (this page's own and the stored ones of `store`), its request log, the
 * requests it holds, and `hook`, the router hook that applies them.
 */
export function createFaultEngine(store: QaStore) {
  let counter = 0;
  const newRuleId = () => `f${Date.now().toString(36)}${(counter++).toString(36)}`;
  const hanging = new Set<() => void>();
  /** Rules of this page load only (a QA link's), in memory: another tab or a reload does not see them. */
  let pageOnly: ActiveFault[] = [];
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  /** Calls `listener` whenever this page changes the rules (other tabs: the `storage` event); returns the unsubscribe. */
  function onFaultsChange(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  const storedFaults = (): ActiveFault[] => store.read<ActiveFault[]>(FAULTS, []);
  const writeStored = (faults: ActiveFault[]) => store.write(FAULTS, faults.length > 0 ? faults : undefined);

  /** Every active rule: this page's own first, then the stored (shared) ones. */
  const activeFaults = (): ActiveFault[] => [...pageOnly, ...storedFaults()];

  /**
   * Adds a checked rule (see `checkRule`); returns its id. Kept (shared by tabs, across reloads) unless
   * `keep: false`: then for this page load only.
   */
  function addFault(rule: FaultRule, { keep = true }: { keep?: boolean } = {}): string {
    const id = newRuleId();
    if (keep) writeStored([...storedFaults(), { ...rule, id, hits: 0 }]);
    else pageOnly = [...pageOnly, { ...rule, id, hits: 0, pageOnly: true }];
    changed();
    return id;
  }

  /** Makes a page-load rule a kept one (shared by tabs, across reloads, until removed). */
  function keepFault(id: string): void {
    const rule = pageOnly.find((f) => f.id === id);
    if (!rule) return;
    pageOnly = pageOnly.filter((f) => f.id !== id);
    const { pageOnly: _, ...kept } = rule;
    writeStored([...storedFaults(), kept]);
    changed();
  }

  function removeFault(id: string): void {
    pageOnly = pageOnly.filter((f) => f.id !== id);
    writeStored(storedFaults().filter((f) => f.id !== id));
    changed();
  }

  /** Removes every rule and lets go of the requests left hanging (they fail as network errors). */
  function clearFaults(): void {
    pageOnly = [];
    store.write(FAULTS, undefined);
    for (const release of hanging) release();
    hanging.clear();
    changed();
  }

  const log = store.ring<LogEntry>(LOG, LOG_LIMIT);
  const requestLog = (): LogEntry[] => log.all();
  const clearLog = (): void => log.clear();
  const appendLog = (entry: LogEntry): void => log.push(entry);

  /** The first rule for `operationId`, counted as used (a rule whose `times` are used up goes). */
  function takeFault(operationId: string): ActiveFault | null {
    const local = pageOnly.findIndex((f) => f.operationId === operationId);
    const faults = local >= 0 ? [...pageOnly] : storedFaults();
    const index = local >= 0 ? local : faults.findIndex((f) => f.operationId === operationId);
    const found = faults[index];
    if (!found) return null;
    const rule = { ...found, hits: found.hits + 1 };
    if (rule.times !== undefined && rule.hits >= rule.times) faults.splice(index, 1);
    else faults[index] = rule;
    if (local >= 0) pageOnly = faults;
    else writeStored(faults);
    changed();
    return rule;
  }

  const untilReleased = (signal: AbortSignal | undefined): Promise<void> =>
    new Promise((resolve) => {
      const release = () => (hanging.delete(release), resolve());
      hanging.add(release);
      signal?.addEventListener('abort', release, { once: true });
    });

  /** The router hook (installed by `createMockBackend` with its `qa` option, mocks/backend.ts). */
  const hook: RequestHook = async ({ request, operationId, url }, answer) => {
    const started = performance.now();
    let rule: ActiveFault | null;
    try {
      // A `Prefer` header (./prefer.ts) changes this answer only, and wins over the stored rules.
      rule = operationId ? (preferredFault(request, operationId) ?? takeFault(operationId)) : null;
    } catch (e) {
      if (!(e instanceof PreferError)) throw e;
      const refused = jsonResponse(envelope(null, [err('InvalidValue', (e as Error).message)]), 400);
      appendLog({ ...logFields(request, operationId, url, started), status: 400, faulted: false });
      return refused;
    }
    const entry = (status: number): LogEntry => ({
      ...logFields(request, operationId, url, started),
      status,
      faulted: Boolean(rule),
      ...(rule ? { faultId: rule.id } : {}),
    });
    if (rule?.delayMs) await wait(rule.delayMs, request.signal);
    if (rule?.hang) {
      // Logged at once: a request that never ends must still show up.
      appendLog(entry(0));
      await untilReleased(request.signal);
      return Response.error();
    }
    const response = (rule && faultAnswer(rule)) ?? (await answer());
    appendLog(entry(response.type === 'error' ? 0 : response.status));
    return response;
  };

  return {
    hook,
    addFault,
    keepFault,
    removeFault,
    clearFaults,
    onFaultsChange,
    activeFaults,
    requestLog,
    clearLog,
  };
}
