/**
 * Where the QA controls of one backend keep their state (active faults, the request log): in memory of that backend
 * by default, in localStorage in the browser (`qa: { keepIn: localStorage }`) so the state survives a reload and every
 * tab of the app sees the same faults and the same log. Independent of the mock database.
 */
export const STORAGE_PREFIX = 'portal-mock:';

export type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One backend's QA state: read and write JSON values by key. */
export interface QaStore {
  read<T>(key: string, fallback: T): T;
  write(key: string, value: unknown): void;
}

/** A map of this backend's own (`qa: true`). */
export function inMemory(): KeyValue {
  const memory = new Map<string, string>();
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}

/**
 * The backend's `qa` option: keep the QA state in `storage` (`qa: { keepIn: localStorage }` in the browser, shared
 * by every tab), or in memory of this backend when null (`qa: true`).
 */
export function qaStore(storage: KeyValue | null): QaStore {
  const backend = storage ?? inMemory();
  return {
    read<T>(key: string, fallback: T): T {
      try {
        const raw = backend.getItem(STORAGE_PREFIX + key);
        return raw === null ? fallback : (JSON.parse(raw) as T);
      } catch {
        return fallback;
      }
    },
    write(key: string, value: unknown): void {
      try {
        if (value === undefined) backend.removeItem(STORAGE_PREFIX + key);
        else backend.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
      } catch (e) {
        // A full localStorage must not break the mock's answers.
        console.warn('[mock] could not store', key, e);
      }
    },
  };
}
