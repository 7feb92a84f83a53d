/**
 * The mock backend, built in one place: `createMockBackend(options)` returns the request handlers (MSW), the
 * router, the database and the QA controls. Each environment composes it once, and everything that shapes the mock
 * there is an option of this call (which environment passes what: docs/architecture.md, "How each environment
 * configures the mock").
 *
 * What stays module state: the database (`db`, @msw/data collections of ./db.ts, imported by every handler) and,
 * with it, the settings the handlers read while they answer (./core/runtime.ts: clock, files, origins, signing key),
 * the QA store and the QA rules and log (./qa/store.ts, ./qa/faultEngine.ts). So there is one backend per process;
 * a second call replaces the first one's settings: its runtime, its QA store (memory unless `qa.keepIn`), and its
 * `storage.onWrite` subscription (the previous one is removed, below). The router, its request scope, the handlers
 * and the hybrid token swaps are the instance's own.
 *
 * Left in module state, on purpose: the default upload store of ./core/files.ts (IndexedDB, or a memory map where
 * there is none; the database's rows point at those files, so it goes with `db`, emptied with it by `clearFiles()`:
 * the QA reset, a scenario, a snapshot import) and the imported signing key of ./core/auth.ts (a cache keyed by
 * the `signingKey` option: a new key replaces it; without the option every backend of the process shares one
 * random key).
 */
import { http, type HttpHandler } from 'msw';
import { db, tableNames, type Db, type TableName } from './db';
import { createRouter } from './handlers';
import type { Router } from './core/router';
import { blobResponse } from './core/downloads';
import type { FileBackend } from './core/files';
import { checkSigningKey } from './core/auth';
import { originList } from './core/origins';
import { installRuntime } from './core/runtime';
import { hybridHandlers } from './hybrid';
import { faultControls, type FaultControls } from './qa/controls';
import { faultHook } from './qa/faultEngine';
import { keepInSharedStorage, type KeyValue } from './qa/store';

/** Runs the handler part of a request (e.g. as one database transaction). */
export type RequestScope = <T>(run: () => Promise<T>) => Promise<T>;

/** Where the database and uploads are kept beyond memory. */
export interface MockStorage {
  /** Runs every request's handler part: the browser makes it one IndexedDB transaction (../persistence.ts). */
  scope?: RequestScope;
  /** Told of every row created, updated (the row before) or deleted, in any table: what to store next. */
  onWrite?(table: TableName, row: unknown): void;
  /** Where uploads live; default IndexedDB where it exists, memory otherwise (./core/files.ts). */
  files?: FileBackend;
}

export interface MockBackendOptions {
  storage?: MockStorage;
  /** The mock's time in ms (token issue and expiry, lockout, reset links, row timestamps); default `Date.now()`. */
  clock?: () => number;
  /**
   * The app's origins: where mailed links may point, and which pages CORS lets call the HTTP mock server. Entries
   * that are not http(s) origins are dropped; default (and when none is left) Vite's dev and preview origins.
   */
  origins?: readonly string[];
  /** The bytes tokens are signed with (at least 256 bits); default a random key of this process. */
  signingKey?: Uint8Array | Promise<Uint8Array>;
  /**
   * The QA controls (fault engine and request log) around every request: `true` keeps their state in memory,
   * `{ keepIn: localStorage }` there (shared by tabs, kept across reloads). Default: none.
   */
  qa?: true | { keepIn: KeyValue };
  /** Hybrid mode: only these operationIds are answered, every other request goes on to the real server. */
  hybrid?: readonly string[];
}

export interface MockBackend {
  /** MSW handlers: `/api/*` through the router, `/blob/*` from the uploads (hybrid ones first when asked). */
  handlers: HttpHandler[];
  router: Router;
  /** Answers an `/api` request; `prepare` (the hybrid token swap) runs inside the request scope. */
  runRequest(request: Request, prepare?: (request: Request) => Promise<Request>): Promise<Response>;
  /** Answers a GET of `/blob/{path}`. */
  blob(url: string): Promise<Response>;
  /** The database (module state, see above). */
  db: Db;
  /** The QA controls; null without the `qa` option. */
  qa: FaultControls | null;
  /** The origins in force (the `origins` option, checked). */
  origins: readonly string[];
}

/** Subscribes `listener` to every table's create, update and delete hooks; returns the unsubscribe. */
function onEveryWrite(listener: (table: TableName, row: unknown) => void): () => void {
  type Hook = (e: { data: Record<string, unknown> }) => void;
  const unsubscribe: (() => void)[] = [];
  for (const name of tableNames) {
    const hooks = db[name].hooks as unknown as {
      on(event: string, hook: Hook): void;
      removeListener(event: string, hook: Hook): void;
    };
    const subscribe = (event: string, hook: Hook) => {
      hooks.on(event, hook);
      unsubscribe.push(() => hooks.removeListener(event, hook));
    };
    subscribe('create', (e) => listener(name, e.data.record));
    subscribe('update', (e) => listener(name, e.data.prevRecord));
    subscribe('delete', (e) => listener(name, e.data.deletedRecord));
  }
  return () => unsubscribe.forEach((off) => off());
}

/** What the previous backend hooked into the module state (its `storage.onWrite` subscription). */
let previousBackendTeardown: (() => void) | undefined;

const runDirectly: RequestScope = (run) => run();

export function createMockBackend(
  options: MockBackendOptions & { qa: NonNullable<MockBackendOptions['qa']> },
): MockBackend & { qa: FaultControls };
export function createMockBackend(options?: MockBackendOptions): MockBackend;
export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const { storage = {}, clock, signingKey, qa, hybrid } = options;
  if (signingKey instanceof Uint8Array) checkSigningKey(signingKey);
  const origins = originList(options.origins);
  installRuntime({ clock, files: storage.files, origins, signingKey });
  previousBackendTeardown?.();
  previousBackendTeardown = storage.onWrite ? onEveryWrite(storage.onWrite) : undefined;
  keepInSharedStorage(qa && qa !== true ? qa.keepIn : null);

  // The QA hook stays outside the request scope, so a delayed or hanging fault never holds the database.
  const router = createRouter(qa ? faultHook : null);
  const scope = storage.scope ?? runDirectly;
  const runRequest: MockBackend['runRequest'] = (request, prepare) =>
    router.handle(request, (answer) => scope(async () => answer(prepare ? await prepare(request) : request)));

  const handlers = [
    ...(hybrid ? hybridHandlers({ router, runRequest }, hybrid) : []),
    // Anchored to the path: `/src/api/types.ts` (a Vite module) is not an API call.
    http.all(/^[a-z]+:\/\/[^/]+\/api\//i, ({ request }) => runRequest(request)),
    // Images and pdf shown inline, anything else downloaded (./core/downloads.ts).
    http.get(/^[a-z]+:\/\/[^/]+\/blob\/./, ({ request }) => blobResponse(request.url)),
  ];
  return {
    handlers,
    router,
    runRequest,
    blob: blobResponse,
    db,
    qa: qa ? faultControls(router) : null,
    origins,
  };
}
