/**
 * Uploaded files of the in-browser server. Stored in IndexedDB (never localStorage) when it exists,
 * in memory otherwise (or where `setFileBackend` says), and served back by download operations and at `/blob/{path}`.
 */
import { createStore, get, set, del, clear, entries, type UseStore } from 'idb-keyval';
import { badRequest } from './envelope';
import { newId } from './ids';

export const MAX_UPLOAD_BYTES = 10485760;

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
let backend: FileBackend | undefined;
export function setFileBackend(next: FileBackend): void {
  backend = next;
}

let store: UseStore | null | undefined;
const memory = new Map<string, StoredFile>();
const idb = () =>
  store === undefined
    ? (store = typeof indexedDB === 'undefined' ? null : createStore('portal-mock-files', 'files'))
    : store;

export async function putFile(path: string, file: StoredFile): Promise<void> {
  if (backend) return backend.put(path, file);
  const s = idb();
  if (s) await set(path, file, s);
  else memory.set(path, file);
}

export async function getFile(path: string): Promise<StoredFile | undefined> {
  if (backend) return backend.get(path);
  const s = idb();
  return s ? await get<StoredFile>(path, s) : memory.get(path);
}

export async function deleteFile(path: string | null | undefined): Promise<void> {
  if (!path) return;
  if (backend) return backend.delete(path);
  const s = idb();
  if (s) await del(path, s);
  else memory.delete(path);
}

/** Every stored upload with its path (for the QA database export); none with a custom backend. */
export async function listFiles(): Promise<[string, StoredFile][]> {
  if (backend) return [];
  const s = idb();
  return s ? ((await entries(s)) as [string, StoredFile][]) : [...memory.entries()];
}

export async function clearFiles(): Promise<void> {
  if (backend) return backend.clear();
  const s = idb();
  if (s) await clear(s);
  memory.clear();
}

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

/** The file's type, judged by extension first (browsers send csv as all sorts of MIME types). */
export function fileType(file: File): string {
  return EXTENSION_TYPES[extensionOf(file.name)] ?? (file.type || 'application/octet-stream');
}

function typeAllowed(type: string, allowed: string[]): boolean {
  // SVG can carry script: never accepted as an "image" upload.
  if (type === 'image/svg+xml') return false;
  return allowed.some((a) => (a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : a === type));
}

export interface UploadRules {
  types: string[];
  maxBytes?: number;
}

/** The multipart `files` field, checked for presence, type and size. */
export async function readUploads(form: FormData, rules: UploadRules, field = 'files'): Promise<File[]> {
  const files = form.getAll(field).filter((f): f is File => typeof f !== 'string');
  if (files.length === 0) throw badRequest('FileRequired', field);
  for (const file of files) checkUpload(file, rules);
  return files;
}

export function checkUpload(file: File, rules: UploadRules): void {
  if (!typeAllowed(fileType(file), rules.types)) throw badRequest('InvalidFileType', file.name);
  if (file.size > (rules.maxBytes ?? MAX_UPLOAD_BYTES)) throw badRequest('FileTooLarge', file.name);
  if (file.size === 0) throw badRequest('FileEmpty', file.name);
}

/** Stores an upload under `{container}/{id}.{ext}` and returns that path. */
export async function storeUpload(container: string, file: File): Promise<string> {
  const ext = extensionOf(file.name) || 'bin';
  const path = `${container}/${newId()}.${ext}`;
  await putFile(path, { name: file.name, type: fileType(file), data: await file.arrayBuffer() });
  return path;
}
