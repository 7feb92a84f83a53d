/**
 * A brand's mobile image (`mobileAppPhoto`): an http(s) address, or the path of an uploaded image in the blob
 * storage (`brand-images/{id}.png`, from `uploadCompanyPhoto`).
 */
import { blobUrl } from '@/config/env';

export const isHttpUrl = (value: string | undefined | null): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value ?? '').protocol);
  } catch {
    return false;
  }
};

/** A stored path: no scheme (`javascript:`, `data:`… are refused), no spaces, no `..`. */
export const isStoredPath = (value: string): boolean =>
  /^[\w-]+(\/[\w.-]+)+$/.test(value) && !value.split('/').includes('..');

export const isBrandImageRef = (value: string | undefined | null): boolean =>
  !!value && (isHttpUrl(value) || isStoredPath(value));

/** Where the image is shown from; `undefined` when there is none (or it is not a usable reference). */
export const brandImageSrc = (value: string | null | undefined): string | undefined => {
  const v = value?.trim();
  if (!v) return undefined;
  if (isHttpUrl(v)) return v;
  return isStoredPath(v) ? blobUrl(v) : undefined;
};
