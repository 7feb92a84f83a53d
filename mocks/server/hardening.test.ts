// @vitest-environment node
/**
 * The HTTP mock server against hostile clients: one request must never end the process, every answer
 * under /api and /blob is in the envelope, a method a path does not have is a 405 with `Allow`, bodies are capped
 * before they are read, CORS answers only the configured origins, tokens are signed with the data folder's own
 * key, and mailed links never follow the `Host` header.
 */
import { STATUS_CODES, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { startHttpMockServer, type RunningMockServer } from '../../tests/support/mock-server';
import { DEMO, SEED_IDS } from '../seed';
import { NAME_IDENTIFIER_CLAIM } from '../core/auth';
import { SIGNING_KEY_FILE } from './signing-key';
import { at, first } from '@/lib/at';

let dataDir = '';
let server: RunningMockServer;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with node:http, which sends whatever method and headers it is given (fetch refuses some). */
function raw(
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: server.port, method, path, headers, setHost: !('Host' in headers) },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const json = (r: Raw) => JSON.parse(r.body) as { isError: boolean; errors: { name: string }[] };

async function alive() {
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userNameOrEmail: DEMO.admin.userName, password: DEMO.admin.password }),
  });
  expect(res.status, server.output()).toBe(200);
  return ((await res.json()) as { content: { token: string } }).content.token;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-mock-hardening-'));
  server = await startHttpMockServer({ dataDir, reset: true, allowedOrigins: ['https://portal.example'] });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('HTTP mock server: nothing a client sends stops it', () => {
  it('answers malformed Host headers and TRACE, and keeps serving', async () => {
    for (const host of ['[', 'a b', 'x:y:z', '%zz', '[::1']) {
      const res = await raw('GET', '/api/users', { headers: { Host: host } });
      expect(res.status, `Host: ${host}`).toBe(401);
      expect(first(json(res).errors).name).toBe('Unauthorized');
    }
    const trace = await raw('TRACE', '/api/users');
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, POST, PUT, DELETE');
    expect(first(json(trace).errors).name).toBe('MethodNotAllowed');
    await alive();
  });

  it('answers an unreadable request, a control character in a header and CONNECT in the envelope', async () => {
    const send = (text: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(server.port, '127.0.0.1', () => socket.write(text));
        let out = '';
        socket.on('data', (d) => (out += d));
        socket.on('close', () => resolve(out));
        socket.on('error', () => resolve(out));
      });
    for (const [text, status, name] of [
      ['GARBAGE\r\n\r\n', '400', 'InvalidValue'],
      ['GET /api/users HTTP/1.1\r\nHost: a\x01b\r\n\r\n', '400', 'InvalidValue'],
      ['CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n', '405', 'MethodNotAllowed'],
    ] as const) {
      const answer = await send(text);
      expect(first(answer.split('\r\n')), text).toBe(`HTTP/1.1 ${status} ${STATUS_CODES[status]}`);
      expect(JSON.parse(at(answer.split('\r\n\r\n'), 1)).errors[0].name).toBe(name);
    }
    await alive();
  });

  it('answers a method a path does not have with 405 and Allow (RFC 9110), in the envelope', async () => {
    const patch = await raw('PATCH', '/api/login');
    expect(patch.status).toBe(405);
    expect(patch.headers.allow).toBe('POST');
    expect(json(patch)).toEqual({
      isError: true,
      errors: [{ name: 'MethodNotAllowed', value: '/api/login' }],
      content: null,
    });
    const get = await raw('GET', '/api/login');
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const head = await raw('HEAD', '/api/users');
    expect(head.status).toBe(401);
    expect(head.body).toBe('');
  });

  it('answers every path under /api and /blob (and elsewhere) in the envelope', async () => {
    for (const path of [
      '/api',
      '/API/',
      '/api/../x',
      '/blob',
      '/blob/',
      '/blob/nope/missing.pdf',
      '/',
      '/x',
    ]) {
      const res = await raw('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toContain('application/json');
      const body = json(res);
      expect(body.isError, path).toBe(true);
      expect(['NotFound', 'FileNotFound'], path).toContain(first(body.errors).name);
    }
    const post = await raw('POST', '/blob/x.pdf');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('refuses a body over the limit with 413 before reading it', async () => {
    // Declared 150 MB, not one byte of it sent: that an answer comes at all shows the server did not wait for the
    // body (a server that read it first would never answer, and the test would time out).
    const declared = await new Promise<Raw>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: '/api/profile/UploadMemberLegislationFile',
          headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': 150 * 1024 * 1024 },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
        },
      );
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(declared.status).toBe(413);
    expect(first(json(declared).errors).name).toBe('RequestTooLarge');

    // No Content-Length (chunked): refused once the bytes pass 60 MB.
    const streamed = await new Promise<Raw>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: server.port, method: 'POST', path: '/api/tickets' },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
        },
      );
      req.on('error', () => {}); // the server closes the connection after its answer
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < 70 && req.write(chunk)) sent += 1;
        if (sent < 70) req.once('drain', pump);
        else req.end();
      };
      pump();
      setTimeout(() => reject(new Error('no answer')), 20_000);
    });
    expect(streamed.status).toBe(413);
    expect(first(json(streamed).errors).name).toBe('RequestTooLarge');
    await alive();
  }, 30_000);

  it('still takes a 50 MB legislation document', async () => {
    const res = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userNameOrEmail: DEMO.member.userName, password: DEMO.member.password }),
    });
    const token = ((await res.json()) as { content: { token: string } }).content.token;
    const pdf = new Uint8Array(50 * 1024 * 1024 - 1024).fill(0x20);
    pdf.set(new TextEncoder().encode('%PDF-1.4\n'));
    const form = new FormData();
    form.append('files', new File([pdf], 'vekalet.pdf', { type: 'application/pdf' }));
    const upload = await fetch(`${server.url}/api/profile/UploadMemberLegislationFile`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
  }, 30_000);
});

describe('HTTP mock server: closed to other sites', () => {
  const preflight = (origin: string) =>
    fetch(`${server.url}/api/users`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });

  it('answers CORS for the configured origins only', async () => {
    const evil = await preflight('https://evil.example');
    expect(evil.status).toBe(403);
    expect(evil.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(evil.headers.get('Access-Control-Allow-Headers')).toBeNull();
    const plain = await fetch(`${server.url}/api/users`, { headers: { Origin: 'https://evil.example' } });
    expect(plain.headers.get('Access-Control-Allow-Origin')).toBeNull();

    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173', 'https://portal.example']) {
      const ok = await preflight(origin);
      expect(ok.status, origin).toBe(204);
      expect(ok.headers.get('Access-Control-Allow-Origin'), origin).toBe(origin);
      expect(ok.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');
    }
  });

  it('signs tokens with the data folder key; one signed with the key once committed is refused', async () => {
    const key = await readFile(join(dataDir, SIGNING_KEY_FILE), 'utf8');
    expect(key.trim()).toMatch(/^[0-9a-f]{64}$/);
    const token = await alive();
    expect(
      (await fetch(`${server.url}/api/profile`, { headers: { Authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ [NAME_IDENTIFIER_CLAIM]: SEED_IDS.admin })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('admin')
      .setIssuer('portal-mock')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('portal-mock-server-signing-key-not-a-real-secret-2026'));
    const res = await fetch(`${server.url}/api/users`, { headers: { Authorization: `Bearer ${forged}` } });
    expect(res.status).toBe(401);
  });

  it('builds reset links on a configured origin, never on the Host header', async () => {
    const admin = await alive();
    const reset = await raw('POST', '/api/forgotPassword', {
      headers: { Host: 'evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ userNameOrEmail: DEMO.member.userName, clientDomain: 'http://evil.example' }),
    });
    expect(reset.status).toBe(200);
    // The mailbox is the mails table; read it through the data folder after a commit (the answer came first).
    const snapshot = await readFile(join(dataDir, 'journal.jsonl'), 'utf8');
    const links = [...snapshot.matchAll(/"href":"([^"]+)"/g)].map((m) => m[1] ?? '');
    const resetLinks = links.filter((l) => l.includes('/account/reset-password'));
    expect(resetLinks.length).toBeGreaterThan(0);
    for (const link of resetLinks) expect(new URL(link).origin).toBe('https://portal.example');
    expect(admin).toBeTruthy();
  });
});
