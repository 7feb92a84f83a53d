import { getFile, type StoredFile } from './files';

/**
 * A stored upload, or, for documents the seed refers to (`…/seed-*`), a generated sample PDF so every
 * seeded row has a real document to download.
 */
export async function readStoredFile(path: string | null | undefined): Promise<StoredFile | undefined> {
  if (!path) return undefined;
  const stored = await getFile(path);
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
