/**
 * A brand's mobile image (`mobileAppPhoto`): an http(s) address, or an image picked in the brand dialog, carried
 * inside the brand as a `data:image/…;base64,` URL (the contract has no image upload of its own; docs/decisions.md).
 */
import { ApiError } from '@/lib/api-error';
import { first } from '@/lib/at';
import { imageDataUrl, isImageDataUrl } from '@/api/images';

export { isImageDataUrl };

export const isHttpUrl = (value: string | undefined | null): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value ?? '').protocol);
  } catch {
    return false;
  }
};

export const isBrandImageRef = (value: string | undefined | null): boolean =>
  !!value && (isHttpUrl(value) || isImageDataUrl(value));

/** Where the image is shown from; `undefined` when there is none (or it is not a usable reference). */
export const brandImageSrc = (value: string | null | undefined): string | undefined => {
  const v = value?.trim();
  return v && isBrandImageRef(v) ? v : undefined;
};

/** Reads a picked file as an image data URL, typed by its bytes; refuses anything else with `InvalidFileType`. */
export async function readBrandImage(files: File[]): Promise<string> {
  const file = first(files, 'the picked files');
  const url = imageDataUrl(new Uint8Array(await file.arrayBuffer()));
  if (!url) throw new ApiError(400, [{ name: 'InvalidFileType', value: file.name }]);
  return url;
}
