/**
 * What the environment decides about one backend and its handlers read while they answer: the clock, where
 * uploads live, the app's origins and the token signing key. Each backend's database carries its own
 * (`createDb(settings)` in ../db.ts, set from `createMockBackend`'s options), so two backends in one process
 * never share them. Which environment sets what: docs/architecture.md, "How each environment configures the mock".
 */
import { DEFAULT_ORIGINS } from './origins';
import { importSigningKey, SIGNING_KEY_BYTES } from './auth';

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
  /** Every stored upload with its path (the QA database export); none when missing. */
  list?(): Promise<[string, StoredFile][]>;
}

export interface RuntimeSettings {
  /** Milliseconds since the epoch: token issue and expiry, lockout, reset-link expiry, row timestamps. */
  clock?: () => number;
  /** Where uploads live; default memory of this backend. */
  files?: FileBackend;
  /** The app's origins, already checked (./origins.ts `originList`); default Vite's dev and preview origins. */
  origins?: readonly string[];
  /** The bytes tokens are signed with (./auth.ts); default a random key of this backend. */
  signingKey?: Uint8Array | Promise<Uint8Array>;
}

export interface Runtime {
  clock: () => number;
  /** The mock's time now (ms). */
  now(): number;
  /** The mock's time now as an ISO string (row timestamps). */
  nowIso(): string;
  files: Required<FileBackend>;
  origins: readonly string[];
  /** The key tokens are signed with: the `signingKey` setting, or a random key of this backend (./auth.ts). */
  signingKey(): Promise<CryptoKey>;
}

/** Uploads in memory of this backend (the browser's storage keeps them in IndexedDB, ../persistence.ts). */
function memoryFiles(): Required<FileBackend> {
  const memory = new Map<string, StoredFile>();
  return {
    put: async (path, file) => void memory.set(path, file),
    get: async (path) => memory.get(path),
    delete: async (path) => void memory.delete(path),
    clear: async () => memory.clear(),
    list: async () => [...memory.entries()],
  };
}

// `Date.now()` looked up at each call, so vitest's fake timers still move it.
const systemClock = () => Date.now();

export function createRuntime(settings: RuntimeSettings = {}): Runtime {
  const clock = settings.clock ?? systemClock;
  const files = settings.files;
  let key: Promise<CryptoKey> | undefined;
  return {
    clock,
    now: () => clock(),
    nowIso: () => new Date(clock()).toISOString(),
    files: files
      ? { ...bind(files), list: files.list ? () => files.list!() : async () => [] }
      : memoryFiles(),
    origins: settings.origins && settings.origins.length > 0 ? settings.origins : DEFAULT_ORIGINS,
    signingKey: () =>
      (key ??= Promise.resolve(
        settings.signingKey ?? crypto.getRandomValues(new Uint8Array(SIGNING_KEY_BYTES)),
      ).then(importSigningKey)),
  };
}

const bind = (f: FileBackend): Omit<FileBackend, 'list'> => ({
  put: (path, file) => f.put(path, file),
  get: (path) => f.get(path),
  delete: (path) => f.delete(path),
  clear: () => f.clear(),
});
