/**
 * Uploaded files of the in-browser server. Stored in IndexedDB (never localStorage) when it exists,
 * in memory of the backend otherwise (or in the backend's `files` option, ./runtime.ts), and served back by download operations and at `/blob/{path}`.
 */
import { badRequest } from './envelope';
import { newId } from './ids';
import { MAX_FILES_PER_REQUEST } from './limits';
import type { Runtime, StoredFile } from './runtime';

export const MAX_UPLOAD_BYTES = 10485760;
/**
 * The hard limit of documents: the legislation petition and invoice documents, whose 10 MB check the spec makes a
 * warning only. The app warns over `MAX_UPLOAD_BYTES` and still sends; the server accepts up to this
 * (docs/decisions.md).
 */
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;

export type { FileBackend, StoredFile } from './runtime';

/** A backend's uploads (its database's `files`, ./runtime.ts). */
type WithFiles = Pick<Runtime, 'files'>;

export const putFile = (db: WithFiles, path: string, file: StoredFile): Promise<void> =>
  db.files.put(path, file);

export const getFile = (db: WithFiles, path: string): Promise<StoredFile | undefined> => db.files.get(path);

export async function deleteFile(db: WithFiles, path: string | null | undefined): Promise<void> {
  if (path) await db.files.delete(path);
}

/** Every stored upload with its path (for the QA database export); a custom backend's own list, if it has one. */
export const listFiles = (db: WithFiles): Promise<[string, StoredFile][]> => db.files.list();

export const clearFiles = (db: WithFiles): Promise<void> => db.files.clear();

export const IMAGE_OR_PDF = ['image/*', 'application/pdf'];
export const PNG_JPEG_PDF = ['image/png', 'image/jpeg', 'application/pdf'];
export const SPREADSHEETS = [
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

const EXTENSION_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  heic: 'image/heic',
  pdf: 'application/pdf',
  csv: 'text/csv',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const extensionOf = (name: string) => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toLowerCase();

/**
 * The file's type, by its extension only: the MIME type a client sends is never trusted (browsers send csv as
 * all sorts of types, and an attacker sends anything). `checkUpload` then checks the first bytes agree.
 */
export function fileType(file: File): string {
  return EXTENSION_TYPES[extensionOf(file.name)] ?? 'application/octet-stream';
}

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/**
 * Magic numbers: whether the first bytes are those of `type`. Spreadsheets are not here: the sheet reader
 * judges their bytes itself (an .xlsx saved as .csv is read as what it is), and they are never served back.
 */
const MAGIC: Record<string, (head: Uint8Array) => boolean> = {
  'image/png': (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47]),
  'image/jpeg': (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  'image/gif': (h) => ascii(h, 0, 'GIF87a') || ascii(h, 0, 'GIF89a'),
  'image/webp': (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP'),
  'image/bmp': (h) => ascii(h, 0, 'BM'),
  'image/heic': (h) =>
    ascii(h, 4, 'ftyp') && ['heic', 'heix', 'mif1', 'msf1', 'hevc'].some((b) => ascii(h, 8, b)),
  // Readers accept a PDF header anywhere in the first kilobyte.
  'application/pdf': (h) => new TextDecoder('latin1').decode(h).includes('%PDF-'),
};

async function headOf(file: File): Promise<Uint8Array> {
  const part = file.slice(0, 1024);
  const buffer =
    typeof part.arrayBuffer === 'function'
      ? await part.arrayBuffer()
      : await new Response(part as Blob).arrayBuffer();
  return new Uint8Array(buffer);
}

function typeAllowed(type: string, allowed: string[]): boolean {
  // SVG can carry script: never accepted as an "image" upload.
  if (type === 'image/svg+xml') return false;
  return allowed.some((a) => (a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : a === type));
}

export interface UploadRules {
  types: string[];
  maxBytes?: number;
  /** Default `MAX_FILES_PER_REQUEST`; more is `TooManyFiles` (value = the limit). */
  maxFiles?: number;
}

/** The multipart `files` field, checked for presence, count, type and size. */
export async function readUploads(
  form: FormData,
  rules: UploadRules,
  field = 'files',
): Promise<[File, ...File[]]> {
  const [head, ...rest] = form.getAll(field).filter((f): f is File => typeof f !== 'string');
  if (!head) throw badRequest('FileRequired', field);
  const files: [File, ...File[]] = [head, ...rest];
  const maxFiles = rules.maxFiles ?? MAX_FILES_PER_REQUEST;
  if (files.length > maxFiles) throw badRequest('TooManyFiles', maxFiles);
  for (const file of files) await checkUpload(file, rules);
  return files;
}

/**
 * Type by extension (`InvalidFileType` when not allowed), size (`FileTooLarge`, `FileEmpty`), then the first
 * bytes must be those of that type (`InvalidFileType`: an HTML page named .png is not a photo).
 */
export async function checkUpload(file: File, rules: UploadRules): Promise<void> {
  const type = fileType(file);
  if (!typeAllowed(type, rules.types)) throw badRequest('InvalidFileType', file.name);
  if (file.size > (rules.maxBytes ?? MAX_UPLOAD_BYTES)) throw badRequest('FileTooLarge', file.name);
  if (file.size === 0) throw badRequest('FileEmpty', file.name);
  if (SPREADSHEETS.includes(type)) return;
  const magic = MAGIC[type];
  if (!magic || !magic(await headOf(file))) throw badRequest('InvalidFileType', file.name);
}

/** Stores an upload under `{container}/{id}.{ext}` and returns that path. */
export async function storeUpload(db: WithFiles, container: string, file: File): Promise<string> {
  const ext = extensionOf(file.name) || 'bin';
  const path = `${container}/${newId()}.${ext}`;
  await putFile(db, path, { name: file.name, type: fileType(file), data: await file.arrayBuffer() });
  return path;
}
