import { ConfigError, applyRuntimeConfig, blobUrl, env, loadRuntimeConfig, parseRuntimeConfig } from './env';

/** A fetch that answers /config.json with the given body (or status). */
const serve =
  (body: string, { status = 200, type = 'application/json' } = {}): typeof fetch =>
  async (input) => {
    expect(String(input)).toBe('/config.json');
    return new Response(status === 404 ? 'not found' : body, { status, headers: { 'Content-Type': type } });
  };

const problemOf = async (body: string) => {
  const error = await loadRuntimeConfig(serve(body)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ConfigError);
  const { field, problem, found } = error as ConfigError;
  return { field, problem, found };
};

afterEach(() => applyRuntimeConfig({}));

describe('runtime configuration (/config.json)', () => {
  it('a missing file, or an HTML fallback page served for it, keeps the build-time defaults', async () => {
    expect(await loadRuntimeConfig(serve('', { status: 404 }))).toEqual({});
    expect(await loadRuntimeConfig(serve('<!doctype html>', { type: 'text/html' }))).toEqual({});
    applyRuntimeConfig({});
    // The test build has no VITE_API_BASE_URL: same origin, mock on, files at /blob.
    expect(env).toMatchObject({ apiBaseUrl: '', blobBaseUrl: '/blob', mockMode: 'on', mock: true });
  });

  it('applies the API and blob addresses and the mock mode', async () => {
    const config = await loadRuntimeConfig(
      serve('{"apiBaseUrl":"http://127.0.0.1:9090/","mock":"off","mockedOperations":[]}'),
    );
    applyRuntimeConfig(config);
    expect(env).toMatchObject({
      apiBaseUrl: 'http://127.0.0.1:9090',
      blobBaseUrl: 'http://127.0.0.1:9090/blob',
      mockMode: 'off',
      mock: false,
    });
    expect(blobUrl('/legislation/a.pdf')).toBe('http://127.0.0.1:9090/blob/legislation/a.pdf');

    applyRuntimeConfig(
      parseRuntimeConfig({
        apiBaseUrl: 'https://api.example',
        blobBaseUrl: 'https://files.example/portal',
        mock: 'hybrid',
        mockedOperations: ['getUserList'],
      }),
    );
    expect(env).toMatchObject({ mockMode: 'hybrid', mock: true, mockedOperations: ['getUserList'] });
    expect(blobUrl('a/b.png')).toBe('https://files.example/portal/a/b.png');
  });

  it('an API address without a mock setting turns the mock off, as a build with VITE_API_BASE_URL does', () => {
    applyRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'https://api.example' }));
    expect(env.mockMode).toBe('off');
    applyRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: '' }));
    expect(env.mockMode).toBe('on');
  });

  it('mockServer: with the mock off, the QA tools use that server; elsewhere it is refused', async () => {
    applyRuntimeConfig(
      parseRuntimeConfig({
        apiBaseUrl: 'http://127.0.0.1:9090',
        mock: 'off',
        mockServer: 'http://127.0.0.1:9090/',
      }),
    );
    expect(env).toMatchObject({ mock: false, mockServer: 'http://127.0.0.1:9090', qaTools: true });
    applyRuntimeConfig(parseRuntimeConfig({ mock: 'off' }));
    expect(env).toMatchObject({ mockServer: null, qaTools: false });
    expect(await problemOf('{"mock":"on","mockServer":""}')).toEqual({
      field: 'mockServer',
      problem: 'mockServer',
      found: '"on"',
    });
    expect(await problemOf('{"mockServer":"http://127.0.0.1:9090"}')).toMatchObject({
      problem: 'mockServer',
    });
    expect(await problemOf('{"mock":"off","mockServer":true}')).toMatchObject({
      field: 'mockServer',
      problem: 'notUrl',
    });
  });

  it('a malformed file names the file, the field and what was found', async () => {
    expect(await problemOf('{"apiBaseUrl": ')).toMatchObject({ field: null, problem: 'json' });
    expect(await problemOf('["on"]')).toMatchObject({ field: null, problem: 'notObject', found: '["on"]' });
    expect(await problemOf('{"apiBaseURL":"x"}')).toMatchObject({
      field: 'apiBaseURL',
      problem: 'unknownField',
    });
    expect(await problemOf('{"apiBaseUrl":"api.example"}')).toEqual({
      field: 'apiBaseUrl',
      problem: 'notUrl',
      found: '"api.example"',
    });
    expect(await problemOf('{"blobBaseUrl":42}')).toMatchObject({ field: 'blobBaseUrl', problem: 'notUrl' });
    expect(await problemOf('{"mock":true}')).toEqual({ field: 'mock', problem: 'mockMode', found: 'true' });
    expect(await problemOf('{"mock":"hybrid","mockedOperations":"getUserList"}')).toMatchObject({
      field: 'mockedOperations',
      problem: 'operations',
    });
    expect(await problemOf('{"mockedOperations":[""]}')).toMatchObject({ problem: 'operations' });
    const error = await loadRuntimeConfig(serve('{"mock":1}')).catch((e: Error) => e);
    expect(String(error)).toContain('config.json mock');
  });
});
