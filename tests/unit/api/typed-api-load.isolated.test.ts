/**
 * The HTTP client loads with the first call (src/lib/typed-api.ts). When that chunk cannot load (offline, or a new
 * deployment replaced it), the call fails like an unreachable server: a NetworkError, which screens translate.
 */
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('@/lib/api-client');
  vi.resetModules();
});

it('answers a NetworkError when the HTTP client cannot be loaded', async () => {
  vi.resetModules();
  vi.doMock('@/lib/api-client', () => {
    throw new Error('Failed to fetch dynamically imported module');
  });
  const { api } = await import('@/lib/typed-api');
  const { ApiError } = await import('@/lib/api-error');
  const failure = await api.get('/api/roles').catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ errors: [{ name: 'NetworkError' }] });
});
