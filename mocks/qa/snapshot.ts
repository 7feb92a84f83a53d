/**
 * The whole mock database as one JSON value (`exportDb`) and back (`importDb`): every table plus the uploaded files
 * (base64). An import is checked before anything is replaced, so a wrong file leaves the database as it was.
 */
import type { Db } from '../db';
import { SCHEMA_VERSION, restoreDb, snapshotDb } from '../db';
import { clearFiles, listFiles, putFile } from '../core/files';

export const EXPORT_FORMAT = 'portal-mock-export';

export interface ExportedFile {
  path: string;
  name: string;
  type: string;
  base64: string;
}

export interface DbExport {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  data: Record<string, unknown[]>;
  files: ExportedFile[];
}

function toBase64(data: ArrayBuffer): string {
  const bytes = new Uint8Array(data);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): ArrayBuffer {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

export async function exportDb(db: Db): Promise<DbExport> {
  const files = await listFiles(db);
  return {
    format: EXPORT_FORMAT,
    version: SCHEMA_VERSION,
    exportedAt: new Date().toISOString(),
    data: snapshotDb(db),
    files: files.map(([path, f]) => ({ path, name: f.name, type: f.type, base64: toBase64(f.data) })),
  };
}

/** Replaces the in-memory database and the stored files with `value`; throws a clear Error when it does not fit. */
export async function importDb(db: Db, value: unknown): Promise<void> {
  const snapshot = value as Partial<DbExport> | null;
  if (!snapshot || typeof snapshot !== 'object' || snapshot.format !== EXPORT_FORMAT)
    throw new Error(`importDb: not a database export of this app (expected format '${EXPORT_FORMAT}')`);
  if (snapshot.version !== SCHEMA_VERSION)
    throw new Error(
      `importDb: the export has schema version ${String(snapshot.version)}, this app needs ${SCHEMA_VERSION}; nothing was changed`,
    );
  const files = snapshot.files ?? [];
  if (
    !Array.isArray(files) ||
    !files.every((f) => f && typeof f.path === 'string' && typeof f.base64 === 'string')
  )
    throw new Error('importDb: the files of the export are malformed; nothing was changed');
  const decoded = files.map((f) => ({
    path: f.path,
    file: { name: String(f.name ?? f.path), type: String(f.type ?? ''), data: fromBase64(f.base64) },
  }));
  try {
    // Checks every row against today's schemas before it clears anything.
    await restoreDb(db, (snapshot.data ?? {}) as Record<string, unknown[]>);
  } catch (e) {
    throw new Error(
      `importDb: the export does not fit this app's schema (${e instanceof Error ? e.message.slice(0, 300) : String(e)}); nothing was changed`,
    );
  }
  await clearFiles(db);
  for (const { path, file } of decoded) await putFile(db, path, file);
}
