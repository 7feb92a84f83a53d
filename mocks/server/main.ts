/**
 * `npm run mock-server`: the in-browser server's handlers over real HTTP, for the built app with `mock: "off"`,
 * a mobile app, curl or Postman. Same router, auth, validation, paging, uploads and downloads as in the browser.
 *
 *   npm run mock-server [-- --reset] [-- --data <folder>] [-- --origin <app origin>]...
 *
 * Env: PORT (default 9090), HOST (default 127.0.0.1), MOCK_DATA_DIR (default .mock-data),
 * MOCK_ALLOWED_ORIGINS (comma-separated app origins, added to Vite's dev/preview ones: CORS answers only these, and
 * mailed links point only at these; the first added one is the app's origin for links), MOCK_MAX_BODY_BYTES
 * (default 60 MB, as deploy/nginx.conf), MOCK_ADMIN_TOKEN (what the admin API under /__mock/ needs when HOST is
 * not a loopback address; without it the admin API is off there: ./admin.ts). See docs/decisions.md, "The HTTP
 * mock server answers every request". Every mail the server sends is printed as one line (recipient, subject,
 * first link).
 */
// Before any module that defines a schema: the tables' zod/mini schemas (../db.ts) are compiled on their first parse,
// ten times faster than zod/mini parses without it (a QA scenario of 60,000 rows, a snapshot import). The browser's
// server never loads it (its Content-Security-Policy forbids compiled code).
import 'zod/compile';
import { createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { resolve } from 'node:path';
import { MAX_BODY_BYTES } from '../core/limits';
import { DEFAULT_ORIGINS } from '../core/origins';
import { createMockBackend } from '../backend';
import { createDb } from '../db';
import { createAdmin, isLoopback } from './admin';
import { createCors } from './cors';
import { createListener } from './http';
import { folderSigningKey } from './signing-key';
import { openFileStore } from './store';

function options(name: string): string[] {
  return process.argv.flatMap((a, i) => {
    const value = process.argv[i + 1];
    return a === name && value ? [value] : [];
  });
}

const port = Number(process.env.PORT || 9090);
const host = process.env.HOST || '127.0.0.1';
const dataDir = resolve(options('--data')[0] ?? process.env.MOCK_DATA_DIR ?? '.mock-data');
const reset = process.argv.includes('--reset');
const maxBodyBytes = Number(process.env.MOCK_MAX_BODY_BYTES) || MAX_BODY_BYTES;
const added = [...(process.env.MOCK_ALLOWED_ORIGINS ?? '').split(','), ...options('--origin')]
  .map((o) => o.trim())
  .filter(Boolean);

// The HTTP server's configuration of the mock, all of it: the data folder's storage and signing key, the origins.
const db = createDb();
const store = await openFileStore(dataDir, db, { reset });
const backend = createMockBackend({
  db,
  storage: store.storage,
  signingKey: folderSigningKey(dataDir),
  origins: [...added, ...DEFAULT_ORIGINS],
  qa: true,
});
const admin = createAdmin({
  host,
  token: process.env.MOCK_ADMIN_TOKEN || undefined,
  controls: backend.qa,
  data: backend.qaData,
});

// One line per mail sent, so a developer can open its link from the terminal (a reset, scenario or import
// rewrites the stored mails: those are not sent).
type MailHook = (event: {
  data: { record: { to: string; subject: string; links: { href: string }[] } };
}) => void;
(backend.db.mails.hooks as unknown as { on(event: 'create', hook: MailHook): void }).on(
  'create',
  ({ data }) => {
    if (admin.rewriting) return;
    const { to, subject, links } = data.record;
    console.log(`[mock-server] mail to ${to}: ${subject}${links[0] ? ` ${links[0].href}` : ''}`);
  },
);

const listener = createListener({
  origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
  maxBodyBytes,
  router: backend.router,
  cors: createCors(() => backend.origins),
  api: (request) => backend.runRequest(request),
  blob: backend.blob,
  admin,
  beforeSend: () => store.commit(),
  log: process.env.MOCK_SERVER_QUIET ? undefined : (line) => console.log(line),
});
const server = createServer(listener);

/** An answer in the envelope written straight to a socket Node does not hand to the listener. */
function answerSocket(socket: Duplex, status: string, name: string, extra = ''): void {
  if (!socket.writable) return void socket.destroy();
  const body = JSON.stringify({ isError: true, errors: [{ name, value: 'request' }], content: null });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n${extra}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
// A request the HTTP parser cannot read (a bad request line or header) still gets an answer in the envelope, and so
// does CONNECT (not a proxy). An `Upgrade` request without a listener is answered as a plain request.
server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) =>
  error.code === 'ECONNRESET' ? socket.destroy() : answerSocket(socket, '400 Bad Request', 'InvalidValue'),
);
server.on('connect', (_req, socket: Duplex) =>
  answerSocket(socket, '405 Method Not Allowed', 'MethodNotAllowed', 'Allow: GET, POST, PUT, DELETE\r\n'),
);
server.once('error', (error) => {
  console.error('[mock-server] cannot listen:', error);
  process.exit(1);
});

server.listen(port, host, () => {
  // From here on nothing a client sends ends the process: a failure is logged and the server goes on.
  process.on('unhandledRejection', (reason) =>
    console.error('[mock-server] unhandled rejection (still running):', reason),
  );
  process.on('uncaughtException', (error) =>
    console.error('[mock-server] uncaught exception (still running):', error),
  );
  console.log(
    `[mock-server] http://${host}:${port} (data ${store.state} from ${dataDir}; origins ${backend.origins.join(', ')})`,
  );
  const access = isLoopback(host)
    ? 'open on this machine'
    : process.env.MOCK_ADMIN_TOKEN
      ? 'needs MOCK_ADMIN_TOKEN'
      : 'off: no MOCK_ADMIN_TOKEN';
  console.log(`[mock-server] admin API http://${host}:${port}/__mock/ (${access})`);
});

function stop() {
  server.close();
  server.closeAllConnections();
  store.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
