/**
 * A switchable fixture in front of a server for api:probe's tests: forwards every request and, in a `mode`,
 * breaks the answers the way a real server could, so the test can show the probe catches it and names the
 * operation. `mode` is read per request, so one proxy serves every case.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { findOperation } from './contract';
import { freePort } from './mock-server';

export type Breakage =
  | 'none'
  /** Every item of every list answer loses a required field (the second key, e.g. `name`). */
  | 'drop-list-field'
  /** GET /api/roles answers 500 with an HTML page. */
  | 'html-500'
  /** The CORS preflight answers without any Access-Control-* header. */
  | 'no-cors-preflight'
  /** A path in another letter case than the contract's spelling gets 404. */
  | 'exact-case'
  /** A 401 is plain text, not the envelope. */
  | 'plain-401'
  /** `totalCount` of list answers is a string. */
  | 'wrong-type'
  /** Downloads lose Content-Disposition. */
  | 'no-disposition'
  /** Error names outside the catalogue (`UserNameOrPasswordIncorrect` becomes `WrongPassword`). */
  | 'unknown-error-name';

export interface BreakingProxy {
  url: string;
  mode: Breakage;
  close(): Promise<void>;
}

const HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The literal segments of the path differ in letter case from the contract's spelling. */
function caseDiffers(method: string, pathname: string): boolean {
  const op = findOperation(method, pathname);
  if (!op) return false;
  const want = op.path.split('/').filter(Boolean);
  return pathname
    .split('/')
    .filter(Boolean)
    .some((seg, i) => !want[i]!.startsWith('{') && seg !== want[i]);
}

export async function startBreakingProxy(target: string): Promise<BreakingProxy> {
  const port = await freePort();
  const proxy: BreakingProxy = { url: `http://127.0.0.1:${port}`, mode: 'none', close: async () => {} };
  const forward = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const mode = proxy.mode;
      const url = new URL(req.url ?? '/', target);
      const method = req.method ?? 'GET';
      if (mode === 'html-500' && method === 'GET' && url.pathname.toLowerCase() === '/api/roles') {
        res.writeHead(500, { 'Content-Type': 'text/html', 'Access-Control-Allow-Origin': '*' });
        return res.end('<html><body><h1>500 Internal Server Error</h1></body></html>');
      }
      if (mode === 'exact-case' && method !== 'OPTIONS' && caseDiffers(method, url.pathname)) {
        res.writeHead(404, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
        return res.end(
          JSON.stringify({
            isError: true,
            errors: [{ name: 'NotFound', value: url.pathname }],
            content: null,
          }),
        );
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (!HOP.has(k) && typeof v === 'string') headers[k] = v;
      const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
      const answer = await fetch(url, { method, headers, body, redirect: 'manual' });
      let bytes = Buffer.from(await answer.arrayBuffer());
      const out: Record<string, string> = {};
      answer.headers.forEach((v, k) => {
        if (!HOP.has(k) && k !== 'content-encoding') out[k] = v;
      });
      if (mode === 'no-cors-preflight' && method === 'OPTIONS')
        for (const k of Object.keys(out)) if (k.startsWith('access-control-')) delete out[k];
      if (mode === 'no-disposition') delete out['content-disposition'];
      const status = answer.status;
      if (mode === 'plain-401' && status === 401) {
        out['content-type'] = 'text/plain';
        bytes = Buffer.from('Unauthorized');
      }
      if (mode === 'unknown-error-name' && /json/.test(out['content-type'] ?? ''))
        bytes = Buffer.from(
          bytes.toString('utf8').replace(/"UserNameOrPasswordIncorrect"/g, '"WrongPassword"'),
        );
      if ((mode === 'drop-list-field' || mode === 'wrong-type') && /json/.test(out['content-type'] ?? '')) {
        const json = JSON.parse(bytes.toString('utf8'));
        const page = json?.content;
        if (page && Array.isArray(page.items) && typeof page.totalCount === 'number') {
          if (mode === 'wrong-type') page.totalCount = String(page.totalCount);
          else for (const item of page.items) delete item[Object.keys(item)[1]!];
          bytes = Buffer.from(JSON.stringify(json));
        }
      }
      out['content-length'] = String(bytes.length);
      res.writeHead(status, out);
      res.end(bytes);
    } catch (e) {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`proxy: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  // forward() answers its own failures (502), so the server drops its promise on purpose.
  const server: Server = createServer((req, res) => void forward(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  proxy.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return proxy;
}
