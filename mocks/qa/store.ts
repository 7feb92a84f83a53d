/**
 * Where the QA controls keep their state (active faults, the request log): in memory by default (Node tests: each
 * test file its own), in localStorage in the browser (`keepInSharedStorage`) so the state survives a reload and every
 * tab of the app sees the same faults and the same log. Independent of the mock database.
 */
export const STORAGE_PREFIX = 'portal-mock:';

export type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();
const inMemory: KeyValue = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};
let backend: KeyValue = inMemory;

/**
 * The backend's `qa` option: keep the QA state in `storage` (`qa: { keepIn: localStorage }` in the browser, shared
 * by every tab), or back in memory when null (`qa: true`, no `qa`).
 */
export function keepInSharedStorage(storage: KeyValue | null): void {
  backend = storage ?? inMemory;
}

export function readState<T>(key: string, fallback: T): T {
  try {
    const raw = backend.getItem(STORAGE_PREFIX + key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeState(key: string, value: unknown): void {
  try {
    if (value === undefined) backend.removeItem(STORAGE_PREFIX + key);
    else backend.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch (e) {
    // A full localStorage must not break the mock's answers.
    console.warn('[mock] could not store', key, e);
  }
}
