/**
 * Image types by content (magic numbers), shared by the app and the mock: a brand image picked in the brand dialog
 * travels inside the brand as a `data:image/…;base64,` URL (the contract has no separate image upload).
 */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';

/** The limit of every upload (10 MB), images in a data URL included. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/** The image type its first bytes declare, or null (SVG and everything else: not an image we accept). */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

const DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/** Decodes the first bytes of a base64 text (enough to sniff the type). */
function headBytes(base64: string): Uint8Array {
  const bin = atob(base64.slice(0, 24));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** A `data:image/(png|jpeg|gif|webp);base64,` URL of at most 10 MB whose bytes are of the declared type. */
export function isImageDataUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATA_URL.exec(value);
  if (!m) return false;
  const [, kind, base64] = m;
  if (kind === undefined || base64 === undefined) return false;
  if (base64.length % 4 !== 0 || (base64.length / 4) * 3 > MAX_IMAGE_BYTES + 2) return false;
  return sniffImage(headBytes(base64)) === kind;
}

/** Base64 of bytes, in chunks (a 10 MB image would overflow `String.fromCharCode(...all)`). */
export function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/** The data URL of an image's bytes, typed by their content; null when they are not an accepted image. */
export function imageDataUrl(bytes: Uint8Array): string | null {
  const kind = sniffImage(bytes);
  return kind && `data:image/${kind};base64,${toBase64(bytes)}`;
}
