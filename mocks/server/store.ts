/**
 * The HTTP mock server's storage, in a folder (default `.mock-data/`, git-ignored): every write a client is
 * answered 2xx for survives `kill -9` (docs/decisions.md, "Durability: an append-only journal").
 *
 * - `db.json`: a snapshot of every table (schema version + rows per table, the format of the in-browser store).
 * - `journal.jsonl`: what changed since the snapshot, one line per request (`{"ops": [[table, id, row | null]]}`),
 *   appended and fsynced by `commit()` before the request's answer is sent. At start the journal is replayed over
 *   the snapshot, then both are compacted into a new snapshot (also when the journal grows past `compactBytes`,
 *   every `compactMs`, and on a clean stop). A line cut short by a crash mid-write was never acknowledged and is
 *   skipped.
 * - `files/`: each upload as a file of its own plus `<name>.json` (name and type), written and fsynced before the
 *   answer. A file a handler deletes is only removed after the change that stopped referring to it is in the
 *   journal, and only if no row refers to it; files no row refers to (an upload whose request never finished)
 *   are removed at start.
 * - `rejected-rows.jsonl`: stored rows that no longer fit the schema, set aside with a log line; the rest loads.
 * - `signing-key` (./signing-key.ts).
 *
 * All of it is synchronous: a commit or compaction never interleaves with another (one event loop).
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { SCHEMA_VERSION, clearDb, snapshotDb, type Db, type TableName } from '../db';
import { seed } from '../seed';
import type { FileBackend, StoredFile } from '../core/files';
import type { MockStorage } from '../backend';
import { describeRejected, loadStored, type RejectedRow } from '../persistence-rows';

interface Snapshot {
  version: number;
  savedAt: string;
  data: Record<string, unknown[]>;
}
type Op = [table: string, id: string, row: Record<string, unknown> | null];

export const DB_FILE = 'db.json';
export const JOURNAL_FILE = 'journal.jsonl';
export const REJECTED_FILE = 'rejected-rows.jsonl';

/** Writes `data` to `file` and forces it to the disk. */
function writeDurably(file: string, data: string | Uint8Array): void {
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, typeof data === 'string' ? Buffer.from(data) : data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Makes renames and new names in the folder durable. */
function syncFolder(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Beside, then renamed: a crash mid-write never leaves half a file under the real name. */
function replaceDurably(file: string, data: string | Uint8Array, dir: string): void {
  writeDurably(`${file}.tmp`, data);
  renameSync(`${file}.tmp`, file);
  syncFolder(dir);
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

export interface FileStore {
  /** For `createMockBackend`: uploads in the folder, and every row written marked for the next commit. */
  storage: Required<Pick<MockStorage, 'files' | 'onWrite'>>;
  /** 'restored' from the folder, or 'seeded' (first start, `--reset`, or stored data of another schema version). */
  state: 'restored' | 'seeded';
  /** Stored rows set aside at start because they do not fit the schema. */
  rejected: number;
  /** Writes every change made since the last commit to the journal and fsyncs it (call before answering). */
  commit(): void;
  /** Snapshot of every table, journal emptied. */
  compact(): void;
  /** Commits, compacts and stops the timer (a clean stop). */
  close(): void;
}

export interface StoreOptions {
  reset?: boolean;
  /** Compact when the journal grows past this many bytes (default 8 MB). */
  compactBytes?: number;
  /** Compact this often when the journal is not empty (default 60 s; 0: never on a timer). */
  compactMs?: number;
}

/** Loads the folder's data into `db` (the seed the first time) and keeps it there as the backend writes. */
export async function openFileStore(
  dir: string,
  db: Db,
  { reset = false, compactBytes = 8 * 1024 * 1024, compactMs = 60_000 }: StoreOptions = {},
): Promise<FileStore> {
  mkdirSync(dir, { recursive: true });
  const dbFile = join(dir, DB_FILE);
  const journalFile = join(dir, JOURNAL_FILE);
  const filesDir = join(dir, 'files');

  // Rows changed since the last commit, per table (`storage.onWrite`: every table's writes, once the backend runs).
  const dirty = new Map<TableName, Set<string>>();
  const mark = (table: TableName, row: unknown) => {
    const id = (row as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'string') return;
    let ids = dirty.get(table);
    if (!ids) dirty.set(table, (ids = new Set()));
    ids.add(id);
  };

  // Uploads: written durably at once; deletions wait for the commit that stops referring to them.
  const pendingDeletes = new Set<string>();
  const files = folderFiles(filesDir, (path) => pendingDeletes.add(path));

  let state: FileStore['state'] = 'seeded';
  let rejected: RejectedRow[] = [];
  let keepUnreferencedFiles = false;
  if (!reset) {
    const loaded = readStored(dbFile, journalFile);
    if (loaded.kind === 'ok') {
      clearDb(db);
      rejected = await loadStored(db, loaded.data);
      state = 'restored';
    } else if (loaded.kind === 'other') {
      // Another schema version or an unreadable snapshot: kept aside (never deleted), the seed loaded instead.
      const aside = `${dbFile}.${loaded.reason}-${stamp()}`;
      renameSync(dbFile, aside);
      if (existsSync(journalFile)) renameSync(journalFile, `${aside}.journal`);
      console.warn(`[mock-server] ${dbFile}: ${loaded.reason}; kept as ${aside}, the seed is loaded instead`);
      keepUnreferencedFiles = true;
    }
  }
  if (state === 'seeded') {
    if (reset) await files.clear();
    await seed(db);
  }
  if (rejected.length > 0) {
    const lines = rejected.map((r) => JSON.stringify({ at: new Date().toISOString(), ...r })).join('\n');
    const fd = openSync(join(dir, REJECTED_FILE), 'a');
    writeSync(fd, `${lines}\n`);
    fsyncSync(fd);
    closeSync(fd);
    for (const line of describeRejected(rejected, join(dir, REJECTED_FILE)))
      console.warn(`[mock-server] ${line}`);
  }

  const journal = openSync(journalFile, 'a');
  let journalBytes = 0;

  const compact = () => {
    const snapshot: Snapshot = {
      version: SCHEMA_VERSION,
      savedAt: new Date().toISOString(),
      data: snapshotDb(db),
    };
    replaceDurably(dbFile, JSON.stringify(snapshot), dir);
    ftruncateSync(journal, 0);
    fsyncSync(journal);
    journalBytes = 0;
    dirty.clear();
  };

  /** Files a handler deleted, removed once no row refers to them (the change is already durable). */
  const removeDeletedFiles = () => {
    if (pendingDeletes.size === 0) return;
    const text = JSON.stringify(snapshotDb(db));
    for (const path of pendingDeletes) if (!text.includes(path)) files.remove(path);
    pendingDeletes.clear();
  };

  const commit = () => {
    if (dirty.size > 0) {
      const ops: Op[] = [];
      for (const [table, ids] of dirty) {
        const rows = currentRows(db, table, ids);
        for (const id of ids) ops.push([table, id, rows.get(id) ?? null]);
      }
      const line = Buffer.from(`${JSON.stringify({ ops })}\n`);
      writeSync(journal, line);
      fsyncSync(journal);
      journalBytes += line.length;
      dirty.clear();
    }
    removeDeletedFiles();
    if (journalBytes > compactBytes) compact();
  };

  compact();
  if (!keepUnreferencedFiles) files.sweep(JSON.stringify(snapshotDb(db)));

  const timer =
    compactMs > 0
      ? setInterval(() => {
          try {
            commit();
            if (journalBytes > 0) compact();
          } catch (e) {
            console.error('[mock-server] could not compact the journal', e);
          }
        }, compactMs)
      : undefined;
  timer?.unref();

  return {
    storage: { files, onWrite: mark },
    state,
    rejected: rejected.length,
    commit,
    compact,
    close() {
      clearInterval(timer);
      commit();
      compact();
      closeSync(journal);
    },
  };
}

/** The current rows of `ids` (absent: deleted), as plain objects. */
function currentRows(db: Db, table: TableName, ids: Set<string>): Map<string, Record<string, unknown>> {
  const found = new Map<string, Record<string, unknown>>();
  const collection = db[table] as unknown as {
    all(): Record<string, unknown>[];
    findFirst(query: (q: { where(w: object): unknown }) => unknown): Record<string, unknown> | undefined;
  };
  if (ids.size <= 16) {
    for (const id of ids) {
      const row = collection.findFirst((q) => q.where({ id }));
      if (row) found.set(id, { ...row });
    }
  } else {
    for (const row of collection.all())
      if (ids.has(row.id as string)) found.set(row.id as string, { ...row });
  }
  return found;
}

type Stored =
  { kind: 'ok'; data: Record<string, unknown[]> } | { kind: 'none' } | { kind: 'other'; reason: string };

/** The snapshot with the journal replayed over it. */
function readStored(dbFile: string, journalFile: string): Stored {
  let snapshot: Snapshot;
  try {
    snapshot = JSON.parse(readFileSync(dbFile, 'utf8')) as Snapshot;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'none' };
    return { kind: 'other', reason: 'unreadable' };
  }
  if (!snapshot || typeof snapshot !== 'object' || typeof snapshot.data !== 'object' || !snapshot.data)
    return { kind: 'other', reason: 'unreadable' };
  if (snapshot.version !== SCHEMA_VERSION) return { kind: 'other', reason: `v${snapshot.version}` };

  const tables = new Map<string, Map<string, unknown>>();
  const loose: Record<string, unknown[]> = {};
  for (const [table, rows] of Object.entries(snapshot.data)) {
    if (!Array.isArray(rows)) {
      loose[table] = rows as unknown[];
      continue;
    }
    const byId = new Map<string, unknown>();
    rows.forEach((row, i) => {
      const id = (row as { id?: unknown } | null)?.id;
      byId.set(typeof id === 'string' ? id : `\0row ${i}`, row);
    });
    tables.set(table, byId);
  }
  let text = '';
  try {
    text = readFileSync(journalFile, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (!line) return;
    let ops: Op[];
    try {
      ops = (JSON.parse(line) as { ops: Op[] }).ops;
      if (!Array.isArray(ops)) throw new Error('no ops');
    } catch {
      // The last line cut short by a crash mid-write: its request was never answered.
      const last = lines.slice(i + 1).every((l) => !l);
      console.warn(
        `[mock-server] ${journalFile} line ${i + 1} is ${last ? 'cut short' : 'unreadable'}: skipped`,
      );
      return;
    }
    for (const [table, id, row] of ops) {
      let byId = tables.get(table);
      if (!byId) tables.set(table, (byId = new Map()));
      if (row === null) byId.delete(id);
      else byId.set(id, row);
    }
  });
  const data: Record<string, unknown[]> = { ...loose };
  for (const [table, byId] of tables) data[table] = [...byId.values()];
  return { kind: 'ok', data };
}

interface FolderFiles extends FileBackend {
  /** Removes an upload now (the store calls it once no row refers to it). */
  remove(path: string): void;
  /** Removes every upload whose path `referenced` does not contain, and leftovers of interrupted writes. */
  sweep(referenced: string): void;
  clear(): Promise<void>;
}

/** Uploads as `files/<encoded path>` (bytes) + `<encoded path>.json` (name and type), fsynced when written. */
function folderFiles(dir: string, onDelete: (path: string) => void): FolderFiles {
  const at = (path: string) => join(dir, encodeURIComponent(path));
  const remove = (path: string) => {
    rmSync(at(path), { force: true });
    rmSync(`${at(path)}.json`, { force: true });
  };
  return {
    async put(path, file) {
      mkdirSync(dir, { recursive: true });
      writeDurably(`${at(path)}.json.tmp`, JSON.stringify({ name: file.name, type: file.type }));
      writeDurably(`${at(path)}.tmp`, new Uint8Array(file.data));
      renameSync(`${at(path)}.json.tmp`, `${at(path)}.json`);
      renameSync(`${at(path)}.tmp`, at(path));
      syncFolder(dir);
    },
    async get(path) {
      try {
        const meta = JSON.parse(readFileSync(`${at(path)}.json`, 'utf8')) as Omit<StoredFile, 'data'>;
        const bytes = readFileSync(at(path));
        return { ...meta, data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) };
      } catch {
        return undefined;
      }
    },
    async delete(path) {
      onDelete(path);
    },
    async list() {
      let names: string[] = [];
      try {
        names = readdirSync(dir);
      } catch {
        return [];
      }
      const found: [string, StoredFile][] = [];
      for (const name of names) {
        if (name.endsWith('.json') || name.endsWith('.tmp')) continue;
        let path: string;
        try {
          path = decodeURIComponent(name);
        } catch {
          continue;
        }
        const file = await this.get(path);
        if (file) found.push([path, file]);
      }
      return found;
    },
    remove,
    sweep(referenced) {
      let names: string[] = [];
      try {
        names = readdirSync(dir);
      } catch {
        return;
      }
      const present = new Set(names);
      for (const name of names) {
        const file = join(dir, name);
        if (name.endsWith('.tmp')) rmSync(file, { force: true });
        else if (name.endsWith('.json')) {
          if (!present.has(name.slice(0, -5))) rmSync(file, { force: true });
        } else {
          let path: string;
          try {
            path = decodeURIComponent(name);
          } catch {
            continue;
          }
          if (!referenced.includes(path)) remove(path);
        }
      }
    },
    async clear() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
