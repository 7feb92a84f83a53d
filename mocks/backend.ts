/**
 * The mock backend, built in one place: `createMockBackend(options)` returns the request handlers (MSW), the
 * router, the database and the QA controls. Each environment composes it once, and everything that shapes the mock
 * there is an option of this call (which environment passes what: docs/architecture.md, "How each environment
 * configures the mock").
 *
 * The instance owns its state: its database (`createDb()` of ./db.ts: the tables, the locks of `exclusive`, and the
 * settings its answers depend on: clock, uploads, origins, signing key), its fault engine and request log
 * (./qa/faultEngine.ts, kept in `qa.keepIn` or in memory of its own), its router and its `storage.onWrite`
 * subscription. Handlers reach the database through their request context (`ctx.db`), so two backends in one
 * process never see each other's data (./backend.test.ts shows it).
 */
import { http, type HttpHandler } from 'msw';
import { configureDb, createDb, onEveryWrite, type Db, type TableName } from './db';
import { createRouter } from './handlers';
import type { Router } from './core/router';
import { blobResponse } from './core/downloads';
import type { FileBackend } from './core/files';
import { checkSigningKey } from './core/auth';
import { originList } from './core/origins';
import { hybridHandlers } from './hybrid';
import { faultControls, type FaultControls } from './qa/controls';
import { createFaultEngine } from './qa/faultEngine';
import { qaOperations, type QaOperations } from './qa/operations';
import { qaStore, type KeyValue } from './qa/store';

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
  /**
   * The database to answer over, when the environment loads it before the backend starts (the HTTP server's data
   * folder, the browser's IndexedDB); the backend gives it the settings below. Default: a new, empty one.
   */
  db?: Db;
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
  /** This backend's database (tables, clock, uploads, settings), the one its handlers see as `ctx.db`. */
  db: Db;
  /** The QA controls; null without the `qa` option. */
  qa: FaultControls | null;
  /** The QA operations on the data (reset, scenarios, snapshots, mails, sign-in as); null without `qa`. */
  qaData: QaOperations | null;
  /** The origins in force (the `origins` option, checked). */
  origins: readonly string[];
}

const runDirectly: RequestScope = (run) => run();

export function createMockBackend(
  options: MockBackendOptions & { qa: NonNullable<MockBackendOptions['qa']> },
): MockBackend & { qa: FaultControls; qaData: QaOperations };
export function createMockBackend(options?: MockBackendOptions): MockBackend;
export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const { storage = {}, clock, signingKey, qa, hybrid } = options;
  if (signingKey instanceof Uint8Array) checkSigningKey(signingKey);
  const origins = originList(options.origins);
  const settings = { clock, files: storage.files, origins, signingKey };
  const db = options.db ?? createDb(settings);
  if (options.db) configureDb(db, settings);
  if (storage.onWrite) onEveryWrite(db, storage.onWrite);
  const engine = qa ? createFaultEngine(qaStore(qa !== true ? qa.keepIn : null)) : null;

  // The QA hook stays outside the request scope, so a delayed or hanging fault never holds the database.
  const router = createRouter(engine?.hook ?? null, db);
  const scope = storage.scope ?? runDirectly;
  const runRequest: MockBackend['runRequest'] = (request, prepare) =>
    router.handle(request, (answer) => scope(async () => answer(prepare ? await prepare(request) : request)));

  const handlers = [
    ...(hybrid ? hybridHandlers(db, { router, runRequest }, hybrid) : []),
    // Anchored to the path: `/src/api/types.ts` (a Vite module) is not an API call.
    http.all(/^[a-z]+:\/\/[^/]+\/api\//i, ({ request }) => runRequest(request)),
    // Images and pdf shown inline, anything else downloaded (./core/downloads.ts).
    http.get(/^[a-z]+:\/\/[^/]+\/blob\/./, ({ request }) => blobResponse(db, request.url)),
  ];
  const controls = engine ? faultControls(router, engine) : null;
  return {
    handlers,
    router,
    runRequest,
    blob: (url) => blobResponse(db, url),
    db,
    qa: controls,
    qaData: controls ? qaOperations(db, controls) : null,
    origins,
  };
}
