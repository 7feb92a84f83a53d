/**
 * The TrueType fonts the mock's PDFs embed (DejaVu Sans, from the `dejavu-fonts-ttf` package: every Turkish
 * letter, free licence). Loaded lazily, once, only when a PDF is built:
 * - in the browser the font is a separate asset (Vite `?url`), fetched on first use, so neither the app's nor
 *   the mock's start-up chunk carries it;
 * - in Node (vitest, the HTTP mock server) it is read from the package on disk.
 */
export type FontName = 'regular' | 'bold';

const isNode = typeof process !== 'undefined' && !!process.versions?.node;

/** The package file of each font; the browser imports the same files as assets. */
const FILES: Record<FontName, string> = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
};

/** The asset URL of each font in the browser build (literal imports, so Vite emits the files). */
const ASSET_URLS: Record<FontName, () => Promise<{ default: string }>> = {
  regular: () => import('dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url'),
  bold: () => import('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url'),
};

async function readInNode(file: string): Promise<Uint8Array> {
  // Module names in variables: the browser build must not try to bundle Node built-ins.
  const fsName = 'node:fs/promises';
  const moduleName = 'node:module';
  const { readFile } = (await import(/* @vite-ignore */ fsName)) as typeof import('node:fs/promises');
  const { createRequire } = (await import(/* @vite-ignore */ moduleName)) as typeof import('node:module');
  return new Uint8Array(await readFile(createRequire(import.meta.url).resolve(file)));
}

async function fetchInBrowser(name: FontName): Promise<Uint8Array> {
  const { default: url } = await ASSET_URLS[name]();
  const res = await fetch(url);
  if (!res.ok) throw new Error(`font ${name}: HTTP ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

const loaded = new Map<FontName, Promise<Uint8Array>>();

/** The bytes of a font; the first call loads them, later calls share the same promise. */
export function fontBytes(name: FontName): Promise<Uint8Array> {
  let bytes = loaded.get(name);
  if (!bytes) {
    bytes = isNode ? readInNode(FILES[name]) : fetchInBrowser(name);
    // A failed load may be retried by the next request.
    bytes.catch(() => loaded.delete(name));
    loaded.set(name, bytes);
  }
  return bytes;
}
