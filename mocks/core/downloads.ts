import type { Db } from '../db';
import { getFile, type StoredFile } from './files';
import { envelope, err, fileResponse, jsonResponse } from './envelope';

/** Types a browser shows without running anything: served inline; every other type is an attachment. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

/**
 * `/blob/{path}`: the stored file with `nosniff`, inline only for passive types (images, pdf), anything else
 * (svg, html…) as an attachment so it never renders on the app's origin. A malformed %-escape is a 400.
 */
export async function blobResponse(db: Db, url: string): Promise<Response> {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url).pathname.replace(/^.*?\/blob\//, ''));
  } catch {
    return jsonResponse(envelope(null, [err('InvalidValue', 'path')]), 400);
  }
  const file = await readStoredFile(db, path);
  if (!file) return jsonResponse(envelope(null, [err('FileNotFound', path)]), 404);
  const response = fileResponse(file.data, file.type, file.name);
  if (INLINE_TYPES.has(file.type)) {
    response.headers.set('Content-Disposition', `inline; filename="${encodeURIComponent(file.name)}"`);
  }
  return response;
}

/**
 * A stored upload, or, for documents the seed refers to (`…/seed-*`), a generated sample PDF so every
 * seeded row has a real document to download.
 */
export async function readStoredFile(
  db: Db,
  path: string | null | undefined,
): Promise<StoredFile | undefined> {
  if (!path) return undefined;
  const stored = await getFile(db, path);
  if (stored) return stored;
  const seedName = /(?:^|\/)(seed-[\w-]+)\.pdf$/.exec(path)?.[1];
  if (!seedName) return undefined;
  // The PDF writer (pdf-lib and the font) loads only when a sample document is asked for.
  const { makePdf } = await import('../lib/pdf');
  const bytes = await makePdf('Örnek belge', [
    [`Örnek belge: ${seedName}`, 'Bu belge demo verisi için üretilmiştir.'],
  ]);
  return { name: `${seedName}.pdf`, type: 'application/pdf', data: bytes.slice().buffer };
}
