// @vitest-environment node
/**
 * `kill -9` loses no acknowledged write: the server is a child process; writes answered 200 (tickets,
 * replaced legislation uploads) are made, the process is killed with SIGKILL, restarted on the same folder, and
 * every one is there, the upload's file too. A stored row that no longer fits the schema is set aside at the next
 * start with a log line; the rest of the data and every upload stay.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHttpMockServer, type RunningMockServer } from '../../tests/support/mock-server';
import { DEMO } from '../seed';
import { DB_FILE, REJECTED_FILE } from './store';
import { first } from '@/lib/at';

const ROUNDS = 2;
const TICKETS_PER_ROUND = 40;

let dataDir = '';
let server: RunningMockServer;

async function login(s: RunningMockServer, userName: string, password: string): Promise<string> {
  const res = await fetch(`${s.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userNameOrEmail: userName, password }),
  });
  expect(res.status, s.output()).toBe(200);
  return ((await res.json()) as { content: { token: string } }).content.token;
}

async function createTicket(s: RunningMockServer, token: string, content: string): Promise<number> {
  const res = await fetch(`${s.url}/api/tickets`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ ticket: { subject: 1, content } }),
  });
  return res.status;
}

async function uploadLegislation(s: RunningMockServer, token: string, text: string) {
  const form = new FormData();
  form.append('files', new File([`%PDF-1.4\n${text}`], 'vekalet.pdf', { type: 'application/pdf' }));
  const res = await fetch(`${s.url}/api/profile/UploadMemberLegislationFile`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { content: { path: string } }).content.path;
}

async function ticketContents(s: RunningMockServer, token: string): Promise<Set<string>> {
  const res = await fetch(`${s.url}/api/tickets?pageSize=1000`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { content: { items: { content: string | null }[] } };
  return new Set(body.content.items.map((t) => t.content ?? ''));
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-mock-durable-'));
  server = await startHttpMockServer({ dataDir, reset: true });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('HTTP mock server: durable writes', () => {
  it(`keeps every acknowledged write across kill -9 (${ROUNDS} rounds)`, async () => {
    const acknowledged: string[] = [];
    let lost = 0;
    let lastPath = '';
    for (let round = 0; round < ROUNDS; round++) {
      const member = await login(server, DEMO.member.userName, DEMO.member.password);
      // Steady writes, several in flight at once, then the upload replaced twice: the first file is deleted.
      for (let batch = 0; batch < TICKETS_PER_ROUND / 8; batch++) {
        const contents = Array.from({ length: 8 }, (_, i) => `kalıcı ${round}-${batch}-${i}`);
        const statuses = await Promise.all(contents.map((c) => createTicket(server, member, c)));
        contents.forEach((c, i) => statuses[i] === 200 && acknowledged.push(c));
      }
      await uploadLegislation(server, member, `round ${round} a`);
      lastPath = await uploadLegislation(server, member, `round ${round} b`);

      await server.kill();
      server = await startHttpMockServer({ dataDir });

      const after = await login(server, DEMO.member.userName, DEMO.member.password);
      const present = await ticketContents(server, after);
      lost += acknowledged.filter((c) => !present.has(c)).length;
      const profile = await fetch(`${server.url}/api/profile`, {
        headers: { Authorization: `Bearer ${after}` },
      });
      const { content } = (await profile.json()) as {
        content: { user: { legislationFilePath: string | null } };
      };
      expect(content.user.legislationFilePath).toBe(lastPath);
      const blob = await fetch(`${server.url}/blob/${lastPath}`);
      expect(blob.status, `the profile's document after round ${round}`).toBe(200);
      expect(await blob.text()).toContain(`round ${round} b`);
    }
    expect(acknowledged).toHaveLength(ROUNDS * TICKETS_PER_ROUND);
    expect(lost, `of ${acknowledged.length} acknowledged tickets`).toBe(0);
    // The replaced documents are gone, the current one stays: one file (+ its .json) in the folder.
    const stored = (await readdir(join(dataDir, 'files'))).filter((f) => f.startsWith('legislation'));
    expect(stored).toHaveLength(2);
  }, 120_000);

  it('sets a row that does not fit the schema aside with a log line; the rest and the uploads stay', async () => {
    const member = await login(server, DEMO.member.userName, DEMO.member.password);
    const path = await uploadLegislation(server, member, 'kalır');
    await createTicket(server, member, 'bozuk satırdan sonra da burada');
    await server.stop();

    const snapshot = JSON.parse(await readFile(join(dataDir, DB_FILE), 'utf8'));
    const broken = snapshot.data.tickets[0];
    broken.status = 'not a number';
    await writeFile(join(dataDir, DB_FILE), JSON.stringify(snapshot));

    server = await startHttpMockServer({ dataDir });
    expect(server.output()).toMatch(/1 row\(s\) of tickets do not fit the schema and were set aside/);
    expect(server.output()).not.toMatch(/seed/i);
    const rejected = (await readFile(join(dataDir, REJECTED_FILE), 'utf8')).trim().split('\n');
    expect(rejected).toHaveLength(1);
    expect(JSON.parse(first(rejected))).toMatchObject({
      table: 'tickets',
      row: { id: broken.id },
      reason: /status/,
    });

    const after = await login(server, DEMO.member.userName, DEMO.member.password);
    expect(await ticketContents(server, after)).toContain('bozuk satırdan sonra da burada');
    expect((await fetch(`${server.url}/blob/${path}`)).status).toBe(200);
  }, 60_000);
});
