/**
 * Every environment setting, read and checked in one place.
 *
 * Build-time defaults come from `VITE_*` variables; `/config.json` (served beside index.html, read by
 * `src/main.tsx` before anything renders) overrides them at run time, so one `dist/` serves every environment.
 * Modules that read `env` at load time (the HTTP client) are imported only after the runtime config is applied.
 */
export type MockMode = 'on' | 'off' | 'hybrid';

export interface RuntimeConfig {
  /** Origin (or path prefix) of the API; `''` = same origin. Operation paths already start with `/api`. */
  apiBaseUrl?: string;
  /** Where uploaded documents are served (`{blobBaseUrl}/{path}`); `''` = `{apiBaseUrl}/blob`. */
  blobBaseUrl?: string;
  /** `on`: the in-browser mock answers every call; `off`: no mock at all; `hybrid`: only `mockedOperations`. */
  mock?: MockMode;
  /** operationIds of openapi.yaml answered by the in-browser mock in hybrid mode. */
  mockedOperations?: string[];
  /**
   * With `mock: "off"` (builds with the mock only): the address of a mock server (`npm run mock-server`) whose admin
   * API (`{mockServer}/__mock/`) the QA panel, the mailbox and the demo hints use; `''` = the app's own origin.
   */
  mockServer?: string;
}

/** The runtime file's address and its fields, in the order they are documented. */
export const CONFIG_FILE = 'config.json';
const FIELDS = ['apiBaseUrl', 'blobBaseUrl', 'mock', 'mockedOperations', 'mockServer'] as const;
const MODES: MockMode[] = ['on', 'off', 'hybrid'];

/** Compile-time: true when the mock is in the bundle (no VITE_API_BASE_URL at build time). */
const mockCompiledIn = typeof __MOCK__ !== 'undefined' ? __MOCK__ : true;
const trimSlash = (url: string) => url.replace(/\/+$/, '');

function resolve(config: RuntimeConfig) {
  const apiBaseUrl = trimSlash(config.apiBaseUrl ?? import.meta.env.VITE_API_BASE_URL ?? '');
  const blobBaseUrl = trimSlash(
    config.blobBaseUrl || import.meta.env.VITE_BLOB_BASE_URL || (apiBaseUrl ? `${apiBaseUrl}/blob` : '/blob'),
  );
  // As at build time: without `mock`, the mock is on exactly when no API address is configured.
  const mockMode: MockMode = config.mock ?? (mockCompiledIn && apiBaseUrl === '' ? 'on' : 'off');
  const mockServer =
    mockCompiledIn && mockMode === 'off' && config.mockServer !== undefined
      ? trimSlash(config.mockServer)
      : null;
  return {
    apiBaseUrl,
    blobBaseUrl,
    mockMode,
    /** True when the in-browser mock runs (fully or hybrid): demo hints, mailbox. */
    mock: mockMode !== 'off',
    mockedOperations: config.mockedOperations ?? [],
    /** The mock server whose admin API the QA tools use (`mock: "off"` only); null: none. */
    mockServer,
    /** The QA tools (panel, mailbox, demo hints) are there: an in-browser mock, or a mock server's admin API. */
    qaTools: mockMode !== 'off' || mockServer !== null,
    version: '15.4',
  };
}

export const env = resolve({});

/** Applies `/config.json` (already checked) over the build-time defaults. */
export function applyRuntimeConfig(config: RuntimeConfig): void {
  Object.assign(env, resolve(config));
}

/** A malformed `/config.json`: which field (or the file itself) is wrong and what was found. */
export class ConfigError extends Error {
  constructor(
    readonly field: string | null,
    readonly problem:
      | 'json'
      | 'notObject'
      | 'unknownField'
      | 'notUrl'
      | 'mockMode'
      | 'operations'
      | 'unknownOperation'
      | 'noMock'
      | 'mockServer',
    readonly found: string,
  ) {
    super(`${CONFIG_FILE}${field ? ` ${field}` : ''}: ${problem} (${found})`);
  }
  readonly file = CONFIG_FILE;
}

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};
const isUrl = (value: unknown) =>
  typeof value === 'string' &&
  (value === '' || /^https?:\/\/[^/\s]+(\/\S*)?$/i.test(value) || /^\/\S*$/.test(value));

/** Checks the parsed file; throws a ConfigError naming the first wrong field. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new ConfigError(null, 'notObject', show(value));
  const raw = value as Record<string, unknown>;
  // A typo ("apiBaseURL") would silently fall back to the defaults: refuse it instead.
  const unknown = Object.keys(raw).find((key) => !(FIELDS as readonly string[]).includes(key));
  if (unknown) throw new ConfigError(unknown, 'unknownField', FIELDS.join(', '));
  for (const field of ['apiBaseUrl', 'blobBaseUrl'] as const)
    if (field in raw && !isUrl(raw[field])) throw new ConfigError(field, 'notUrl', show(raw[field]));
  if ('mock' in raw && !MODES.includes(raw.mock as MockMode))
    throw new ConfigError('mock', 'mockMode', show(raw.mock));
  if (raw.mock !== undefined && raw.mock !== 'off' && !mockCompiledIn)
    throw new ConfigError('mock', 'noMock', show(raw.mock));
  if (
    'mockedOperations' in raw &&
    !(Array.isArray(raw.mockedOperations) && raw.mockedOperations.every((op) => typeof op === 'string' && op))
  )
    throw new ConfigError('mockedOperations', 'operations', show(raw.mockedOperations));
  if ('mockServer' in raw) {
    if (!isUrl(raw.mockServer)) throw new ConfigError('mockServer', 'notUrl', show(raw.mockServer));
    if (raw.mock !== 'off' || !mockCompiledIn)
      throw new ConfigError('mockServer', 'mockServer', show(raw.mock));
  }
  return raw as RuntimeConfig;
}

/**
 * Reads `/config.json`. A missing file (404, or an HTML page from a server's fallback) means the build-time
 * defaults; an unreadable or malformed one is a ConfigError. The browser's default cache mode, so the response of
 * index.html's `<link rel="preload">` (scripts/vite-plugins.ts) is used; the server revalidates it every time
 * (deploy/nginx.conf: `Cache-Control: no-cache`).
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(`${import.meta.env.BASE_URL}${CONFIG_FILE}`);
  } catch {
    return {};
  }
  if (!response.ok || (response.headers.get('Content-Type') ?? '').includes('text/html')) return {};
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new ConfigError(null, 'json', e instanceof Error ? e.message : String(e));
  }
  return parseRuntimeConfig(parsed);
}

export const blobUrl = (path: string) => `${env.blobBaseUrl}/${path.replace(/^\/+/, '')}`;
