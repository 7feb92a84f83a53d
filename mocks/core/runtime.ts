/**
 * What the environment decides about the mock and the handlers read while they answer: the clock, where uploads
 * live, the app's origins and the token signing key. Set in one place only, by `createMockBackend`
 * (mocks/backend.ts), from its options; `mocks/backend.test.ts` checks that no other module calls
 * `installRuntime`. It is module state, like the database (mocks/db.ts): one backend per process, and a second
 * `createMockBackend` replaces the settings of the first. Which environment sets what: docs/architecture.md, "How
 * each environment configures the mock".
 */

export interface StoredFile {
  name: string;
  type: string;
  data: ArrayBuffer;
}

/** Where uploads live instead of IndexedDB/memory: the HTTP mock server keeps them in a folder on disk. */
export interface FileBackend {
  put(path: string, file: StoredFile): Promise<void>;
  get(path: string): Promise<StoredFile | undefined>;
  delete(path: string): Promise<void>;
  clear(): Promise<void>;
}

export interface Runtime {
  /** Milliseconds since the epoch: token issue and expiry, lockout, reset-link expiry, row timestamps. */
  clock: () => number;
  /** Where uploads live; null: IndexedDB where it exists, memory otherwise (./files.ts). */
  files: FileBackend | null;
  /** The app's origins (./origins.ts); null: Vite's dev and preview origins. */
  origins: readonly string[] | null;
  /** The bytes tokens are signed with (./auth.ts); null: a random key of this process. */
  signingKey: Uint8Array | Promise<Uint8Array> | null;
}

// `Date.now()` looked up at each call, so vitest's fake timers still move it.
const systemClock = () => Date.now();

const DEFAULTS: Runtime = { clock: systemClock, files: null, origins: null, signingKey: null };
let current: Runtime = DEFAULTS;

/** The settings in force. */
export const runtime = (): Readonly<Runtime> => current;

/** The mock's time now (ms). */
export const now = (): number => current.clock();

/** The mock's time now as an ISO string (row timestamps). */
export const nowIso = (): string => new Date(current.clock()).toISOString();

/** Replaces every setting (the ones not given go back to their defaults). Only `createMockBackend` calls this. */
export function installRuntime(next: Partial<Runtime>): void {
  current = {
    clock: next.clock ?? DEFAULTS.clock,
    files: next.files ?? null,
    origins: next.origins ?? null,
    signingKey: next.signingKey ?? null,
  };
}
