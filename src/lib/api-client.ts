/**
 * The one HTTP client: base URL from the environment, the bearer token, the global loading indicator,
 * envelope unwrapping and error normalisation all happen here. Callers get `content` or an `ApiError`. The typed
 * calls every feature uses (`api.get('/api/roles/{id}', …)`) are in ./typed-api.ts.
 */
import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { env } from '@/config/env';
import { getToken, signOut } from './session';
import { loading } from './loading';
import { ApiError, notifyUnauthorized, type ApiErrorItem } from './api-error';
import { whenMockReady } from './mock-gate';

export { ApiError, onUnauthorized, type ApiErrorItem } from './api-error';

export const http = axios.create({
  baseURL: env.apiBaseUrl || undefined,
  // Calls are signed with the bearer token. Without this, axios reads the cookies (an XSRF token the API never
  // sets) before every same-origin call leaves: a round trip to the browser's cookie store each time.
  withXSRFToken: false,
});

const done = (config: AxiosRequestConfig | undefined) => {
  const c = config as { silent?: boolean; loadingPage?: number } | undefined;
  if (c && !c.silent) loading.stop(c.loadingPage);
};

http.interceptors.request.use(async (config) => {
  if (!(config as { silent?: boolean }).silent)
    (config as { loadingPage?: number }).loadingPage = loading.start();
  // Mock builds render before the in-browser server has started: a request waits for it ('Yükleniyor…' shows).
  if (__MOCK__) {
    try {
      await whenMockReady();
    } catch (e) {
      done(config);
      throw e;
    }
  }
  const token = getToken();
  // Public calls (`anonymous`) go out without the bearer token.
  if (token && !(config as { anonymous?: boolean }).anonymous)
    config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

interface Envelope<T> {
  isError: boolean;
  errors: ApiErrorItem[] | null;
  content: T;
}

const isEnvelope = (data: unknown): data is Envelope<unknown> =>
  !!data && typeof data === 'object' && 'isError' in data && 'content' in data;

http.interceptors.response.use(
  (response) => {
    done(response.config);
    if (isEnvelope(response.data) && response.data.isError) {
      throw new ApiError(response.status, response.data.errors ?? []);
    }
    return response;
  },
  async (error: AxiosError) => {
    done(error.config);
    const status = error.response?.status ?? 0;
    let data: unknown = error.response?.data;
    if (data instanceof Blob) {
      try {
        data = JSON.parse(await data.text());
      } catch {
        data = null;
      }
    }
    if (status === 401) {
      signOut();
      notifyUnauthorized();
    }
    if (isEnvelope(data)) throw new ApiError(status, data.errors ?? []);
    if (status === 401) throw new ApiError(401, [{ name: 'Unauthorized', value: 'Unauthorized request' }]);
    throw new ApiError(status, [{ name: status ? 'ServerError' : 'NetworkError', value: error.message }]);
  },
);

export type RequestOptions = AxiosRequestConfig & {
  /** No global loading indicator. */
  silent?: boolean;
  /** Sent without the bearer token (public calls). */
  anonymous?: boolean;
};

/** Sends a request and returns the envelope's content. */
export async function request<T>(config: RequestOptions): Promise<T> {
  const response = await http.request<Envelope<T>>(config);
  return response.data.content;
}

/** Fetches a file with the bearer token and hands it to the browser as a download. */
export async function downloadFile(url: string, fallbackName: string, params?: object): Promise<void> {
  const response = await http.get<Blob>(url, { params, responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  const name = match?.[1] ? decodeURIComponent(match[1]) : fallbackName;
  const href = URL.createObjectURL(response.data);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
