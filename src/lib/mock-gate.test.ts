// @vitest-environment jsdom
// The HTTP client reads the token from localStorage.
import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterMockReady, isMockReady, provideMockStart, whenMockReady } from './mock-gate';
import { http, request } from './api-client';
import { loading } from './loading';

/** A start the test finishes by hand. */
function manualStart() {
  let finish!: () => void;
  const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { run, finish: () => finish() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => provideMockStart(undefined));

describe('mock gate', () => {
  it('is open when no start is provided (tests, real-API builds)', async () => {
    await expect(whenMockReady()).resolves.toBeUndefined();
    await expect(afterMockReady()).resolves.toBeUndefined();
    expect(isMockReady()).toBe(true);
  });

  it('starts the server once, on the first call, and only whenMockReady starts it', async () => {
    const start = manualStart();
    provideMockStart(start.run);
    let panelLoaded = false;
    void afterMockReady().then(() => (panelLoaded = true));
    await flush();
    expect(start.run).not.toHaveBeenCalled();

    const first = whenMockReady();
    const second = whenMockReady();
    expect(start.run).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    await flush();
    expect(panelLoaded).toBe(false);
    expect(isMockReady()).toBe(false);

    start.finish();
    await first;
    await flush();
    expect(panelLoaded).toBe(true);
    expect(isMockReady()).toBe(true);
  });

  it('holds a request (with the global loading shown) until the server runs, then sends it', async () => {
    const start = manualStart();
    provideMockStart(start.run);
    const adapter = vi.fn<AxiosAdapter>(async (config) => ({
      data: { isError: false, errors: null, content: 'answered' },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    }));

    const answer = request<string>({ url: '/api/anything', adapter });
    await flush();
    expect(start.run).toHaveBeenCalledTimes(1);
    expect(adapter).not.toHaveBeenCalled();
    expect(loading.count).toBe(1);

    start.finish();
    await expect(answer).resolves.toBe('answered');
    expect(adapter).toHaveBeenCalledTimes(1);
    expect(loading.count).toBe(0);
  });

  it('fails the request with a network error when the server cannot start, and stops the loading', async () => {
    provideMockStart(() => Promise.reject(new Error('no service worker')));
    const adapter = vi.fn<AxiosAdapter>();
    await expect(http.request({ url: '/api/anything', adapter })).rejects.toMatchObject({
      errors: [{ name: 'NetworkError', value: 'no service worker' }],
    });
    expect(adapter).not.toHaveBeenCalled();
    expect(loading.count).toBe(0);
  });

  it('tries the start again on the next request after a failed one', async () => {
    const run = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('chunk failed to load'))
      .mockResolvedValueOnce(undefined);
    provideMockStart(run);
    await expect(whenMockReady()).rejects.toThrow('chunk failed to load');
    await flush();
    await expect(whenMockReady()).resolves.toBeUndefined();
    expect(run).toHaveBeenCalledTimes(2);
    expect(isMockReady()).toBe(true);
  });
});
