/**
 * The HTTP mock server's storage: the database as one JSON file and every upload as a file of its own, in a
 * folder (default `.mock-data/`, git-ignored). The in-browser server keeps the same data in IndexedDB
 * (../persistence.ts); the snapshot format (schema version + rows per table) is the same.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SCHEMA_VERSION, db, restoreDb, snapshotDb, tableNames } from '../db';
import { seed } from '../seed';
import { setFileBackend, type FileBackend, type StoredFile } from '../core/files';

interface Snapshot {
  version: number;
  savedAt: string;
  data: Record<string, unknown[]>;
}

/** Uploads as `files/<encoded path>` (bytes) + `<encoded path>.json` (name and type). */
function folderFiles(dir: string): FileBackend {
  const at = (path: string) => join(dir, encodeURIComponent(path));
  return {
    async put(path, file) {
      await mkdir(dir, { recursive: true });
      await writeFile(at(path), new Uint8Array(file.data));
      await writeFile(`${at(path)}.json`, JSON.stringify({ name: file.name, type: file.type }));
    },
    async get(path) {
      try {
        const meta = JSON.parse(await readFile(`${at(path)}.json`, 'utf8')) as Omit<StoredFile, 'data'>;
        const bytes = await readFile(at(path));
        return { ...meta, data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) };
      } catch {
        return undefined;
      }
    },
    async delete(path) {
      await rm(at(path), { force: true });
      await rm(`${at(path)}.json`, { force: true });
    },
    async clear() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface FileStore {
  /** 'restored' from the folder, or 'seeded' (first start, `--reset`, or stored data of another schema). */
  state: 'restored' | 'seeded';
  /** Saves soon when a request changed data (one write for a burst of requests). */
  schedule(): void;
  /** Writes pending changes now (on shutdown). */
  flush(): Promise<void>;
}

export async function openFileStore(dir: string, { reset = false } = {}): Promise<FileStore> {
  const dbFile = join(dir, 'db.json');
  const files = folderFiles(join(dir, 'files'));
  setFileBackend(files);
  await mkdir(dir, { recursive: true });

  let dirty = false;
  for (const name of tableNames) {
    const hooks = db[name].hooks as unknown as { on(event: string, listener: () => void): void };
    for (const event of ['create', 'update', 'delete']) hooks.on(event, () => void (dirty = true));
  }

  let writing = Promise.resolve();
  const save = () => {
    dirty = false;
    const snapshot: Snapshot = {
      version: SCHEMA_VERSION,
      savedAt: new Date().toISOString(),
      data: snapshotDb(),
    };
    // Written beside and renamed: a crash mid-write never leaves half a file.
    writing = writing.then(async () => {
      await writeFile(`${dbFile}.tmp`, JSON.stringify(snapshot));
      await rename(`${dbFile}.tmp`, dbFile);
    });
    return writing;
  };

  let state: FileStore['state'] = 'seeded';
  if (!reset) {
    try {
      const snapshot = JSON.parse(await readFile(dbFile, 'utf8')) as Snapshot;
      if (snapshot.version === SCHEMA_VERSION) {
        await restoreDb(snapshot.data);
        state = 'restored';
      } else {
        console.warn(`[mock-server] ${dbFile} has schema version ${snapshot.version}: reseeding`);
      }
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
        console.warn(`[mock-server] ${dbFile} does not fit the current schema: reseeding`, e);
    }
  }
  if (state === 'seeded') {
    await files.clear();
    await seed();
    await save();
  }
  dirty = false;

  let pending: ReturnType<typeof setTimeout> | undefined;
  return {
    state,
    schedule() {
      if (!dirty) return;
      clearTimeout(pending);
      pending = setTimeout(() => void save(), 0);
    },
    async flush() {
      clearTimeout(pending);
      if (dirty) await save();
      await writing;
    },
  };
}
