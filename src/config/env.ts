/** Every environment setting, read and checked in one place. */
const apiBaseUrl = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

export const env = {
  /** Empty: same origin, served by the in-browser server. */
  apiBaseUrl,
  /** Where uploaded documents are served (`{blobBaseUrl}/{path}`); the mock serves them at /blob. */
  blobBaseUrl: (import.meta.env.VITE_BLOB_BASE_URL ?? (apiBaseUrl ? `${apiBaseUrl}/blob` : '/blob')).replace(
    /\/+$/,
    '',
  ),
  /** Compile-time: true when no API base URL is configured (mock on). */
  mock: typeof __MOCK__ !== 'undefined' ? __MOCK__ : apiBaseUrl === '',
  version: '15.4',
} as const;

export const blobUrl = (path: string) => `${env.blobBaseUrl}/${path.replace(/^\/+/, '')}`;
