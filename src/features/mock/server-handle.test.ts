// @vitest-environment node
/**
 * The QA tools' handle over a mock server's admin API (./server-handle.ts), against `npm run mock-server` over real
 * HTTP: what the panel reads and does (faults, the log, the server's refusals) and a server that never answers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHttpMockServer, type RunningMockServer } from '../../../tests/support/mock-server';
import { CALL_TIMEOUT_MS, connectMockServer } from './server-handle';

let server: RunningMockServer;
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-server-handle-'));
  server = await startHttpMockServer({ dataDir, reset: true });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The handles' refresh timers, stopped after each test. */
const timers: ReturnType<typeof setInterval>[] = [];

beforeEach(async () => {
  // What the handle reads of a page: a hidden page (no refresh every second), its address.
  const every = setInterval;
  vi.stubGlobal('setInterval', (fn: () => void, ms: number) => {
    const timer = every(fn, ms);
    timers.push(timer);
    return timer;
  });
  vi.stubGlobal('window', {});
  vi.stubGlobal('document', { hidden: true });
  vi.stubGlobal('location', { origin: 'http://127.0.0.1:4173', reload: vi.fn(), assign: vi.fn() });
  expect((await fetch(`${server.url}/__mock/reset`, { method: 'POST' })).status).toBe(200);
});

afterEach(() => {
  timers.splice(0).forEach(clearInterval);
  vi.unstubAllGlobals();
});

const storedFaults = async () =>
  ((await (await fetch(`${server.url}/__mock/faults`)).json()) as { id: string; operationId: string }[]).map(
    (f) => f.operationId,
  );

describe('connectMockServer', () => {
  it("sets window.__portalMock with the server's operations, errors and scenarios", async () => {
    const handle = await connectMockServer(server.url);
    expect(window.__portalMock).toBe(handle);
    expect(handle.server).toBe(server.url);
    expect(handle.operations().map((o) => o.operationId)).toContain('getUsers');
    expect(handle.errors()).toContain('UserNotFound');
    expect(handle.scenarios().map((s) => s.name)).toEqual(
      expect.arrayContaining(['seed', 'fresh-member', 'payments', 'large']),
    );
  });

  it('stores a fault on the server, removes it there, and rejects with the message of a refused rule', async () => {
    const handle = await connectMockServer(server.url);
    const id = await handle.fault({ operationId: 'getUsers', error: 'ServerError' });
    expect(handle.faults().map((f) => f.id)).toEqual([id]);
    expect(await storedFaults()).toEqual(['getUsers']);

    handle.removeFault(id);
    expect(handle.faults()).toEqual([]);
    await vi.waitFor(async () => expect(await storedFaults()).toEqual([]));

    await expect(handle.fault({ operationId: 'noSuchOperation', status: 500 })).rejects.toThrow(
      /noSuchOperation/,
    );
    expect(handle.faults()).toEqual([]);
  });

  it("reads the server's request log newest last, each row with its time as `at`", async () => {
    const handle = await connectMockServer(server.url);
    await fetch(`${server.url}/api/users?pageIndex=0&pageSize=10`);
    await fetch(`${server.url}/api/login`, { method: 'POST', body: '{}' });
    handle.log(); // starts the read
    await vi.waitFor(() => expect(handle.log().length).toBeGreaterThanOrEqual(2));
    const log = handle.log();
    const [before, last] = log.slice(-2);
    expect(last).toMatchObject({ method: 'POST', operationId: 'login', at: expect.any(String) });
    expect(before).toMatchObject({ method: 'GET', operationId: 'getUsers', at: expect.any(String) });
    expect(Date.parse(before!.at) <= Date.parse(last!.at)).toBe(true);
    expect(log.every((row) => !('time' in row))).toBe(true);
  });

  it('gives up on a server that accepts connections and never answers; no handle is set', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const started = Date.now();
      await expect(connectMockServer(`http://127.0.0.1:${port}`)).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(CALL_TIMEOUT_MS + 2000);
      expect(window.__portalMock).toBeUndefined();
    } finally {
      sockets.forEach((s) => s.destroy());
      silent.close();
    }
  });
});
