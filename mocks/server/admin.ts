/**
 * The HTTP mock server's admin API under `/__mock/` (described by ./admin-openapi.yaml, served at
 * `GET /__mock/openapi.yaml`, with a page at `GET /__mock/`): faults and the request log of the QA engine
 * (../qa/controls.ts), and the QA operations on the data (../qa/operations.ts): reset, scenarios, the snapshot
 * export and import the browser panel uses, the mailbox, a token for any user. Every answer is JSON (the page and
 * the document aside); input it cannot use gets a 400 whose `message` says what is wrong.
 *
 * Access is decided by the address the server listens on, never by the client's address (behind a proxy every
 * client looks local): on loopback the admin API is open to the machine; on any other address it needs
 * `Authorization: Bearer <MOCK_ADMIN_TOKEN>`, and without a configured token it is off (401 for everything).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { FaultControls } from '../qa/controls';
import type { FaultRule } from '../qa/faultEngine';
import { QaInputError, type QaOperations } from '../qa/operations';

export const ADMIN_PREFIX = '/__mock';
export const ADMIN_DOCUMENT = readFileSync(new URL('./admin-openapi.yaml', import.meta.url), 'utf8');
const ADMIN_PATH = /^\/__mock(\/|$)/;

export const isAdminPath = (pathname: string): boolean => ADMIN_PATH.test(pathname);

/** True for an address only this machine reaches: 127.0.0.0/8, ::1, `localhost`. */
export function isLoopback(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return (
    h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h)
  );
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may use the admin API of a server listening on `host`: everyone on loopback; elsewhere only a request
 * bearing `token` (nobody when no token is configured).
 */
export function adminAccess(
  host: string,
  token: string | undefined,
): (authorization: string | null) => boolean {
  if (isLoopback(host)) return () => true;
  if (!token) return () => false;
  const expected = digest(token);
  return (authorization) => {
    const sent = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '')?.[1];
    return sent !== undefined && timingSafeEqual(digest(sent), expected);
  };
}

export interface AdminOptions {
  /** The address the server listens on (`HOST`). */
  host: string;
  /** `MOCK_ADMIN_TOKEN`: what a request needs beyond loopback. */
  token?: string;
  controls: FaultControls;
  data: QaOperations;
}

export interface Admin {
  /** Whether a request with this `Authorization` header may use the admin API (checked before its body is read). */
  allows(authorization: string | null): boolean;
  /** The answer to an admin request (its access already checked). */
  handle(request: Request): Promise<Response>;
  /** True while a reset, a scenario or an import rewrites the database (its mails are not new mail). */
  readonly rewriting: boolean;
}

type ProblemName = 'BadRequest' | 'Unauthorized' | 'NotFound' | 'MethodNotAllowed' | 'RequestTooLarge';

const HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

export const adminJson = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...headers } });

export const adminProblem = (
  status: number,
  error: ProblemName,
  message: string,
  headers?: Record<string, string>,
) => adminJson(status, { error, message }, headers);

export const adminUnauthorized = () =>
  adminProblem(
    401,
    'Unauthorized',
    'the admin API needs Authorization: Bearer <MOCK_ADMIN_TOKEN> on this address',
    {
      'WWW-Authenticate': 'Bearer realm="mock admin"',
    },
  );

class BadInput extends Error {}

async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) throw new BadInput('the request needs a JSON body');
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new BadInput(`the body is not JSON (${(e as Error).message})`);
  }
}

const RULE_FIELDS: Record<keyof FaultRule, 'string' | 'number' | 'boolean'> = {
  operationId: 'string',
  error: 'string',
  status: 'number',
  delayMs: 'number',
  network: 'boolean',
  hang: 'boolean',
  times: 'number',
};

/** The body of `POST /__mock/faults` as a rule: an object of the known fields with their types. */
function ruleOf(body: unknown): FaultRule {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new BadInput('the body must be a fault rule object, e.g. {"operationId":"getUsers","status":500}');
  for (const [key, value] of Object.entries(body)) {
    const type = Object.hasOwn(RULE_FIELDS, key) ? RULE_FIELDS[key as keyof FaultRule] : undefined;
    if (!type)
      throw new BadInput(`unknown field '${key}' (a rule has ${Object.keys(RULE_FIELDS).join(', ')})`);
    if (typeof value !== type) throw new BadInput(`'${key}' must be a ${type}`);
  }
  if (!('operationId' in body)) throw new BadInput("'operationId' is required");
  return body as FaultRule;
}

/** An integer query parameter within [min, max]; `fallback` when absent. */
function intParam(url: URL, name: string, min: number, max: number, fallback?: number): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new BadInput(`'${name}' must be a whole number from ${min} to ${max}, not '${raw}'`);
  return Number(raw);
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface DocOperation {
  method: string;
  path: string;
  summary: string;
}

function documentOperations(): DocOperation[] {
  const doc = parse(ADMIN_DOCUMENT) as { paths: Record<string, Record<string, { summary?: string }>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      summary: op.summary ?? '',
    })),
  );
}

/** Every route of the admin API: method → handler, per path pattern. */
type Route = (request: Request, url: URL, param: string) => Promise<Response> | Response;

export function createAdmin(options: AdminOptions): Admin {
  const { controls, data } = options;
  const allows = adminAccess(options.host, options.token);
  const operations = documentOperations();
  let rewriting = 0;
  const rewrite = async <T>(run: () => Promise<T>): Promise<T> => {
    rewriting++;
    try {
      return await run();
    } finally {
      rewriting--;
    }
  };

  function page(): Response {
    const faults = controls.faults();
    const mails = data.mails().slice(0, 20);
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portal mock server: admin API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f1f1f}
code{background:#f3f3f3;padding:0 .25rem;overflow-wrap:anywhere}table{border-collapse:collapse;width:100%}td,th{text-align:left;
padding:.25rem .5rem;border-bottom:1px solid #ddd;vertical-align:top}a{color:#0b57d0}</style></head><body><main>
<h1>Portal mock server: admin API</h1>
<p>The machine-readable description: <a href="${ADMIN_PREFIX}/openapi.yaml">openapi.yaml</a>. The contract
of <code>/api</code> is the app's <code>openapi.yaml</code>.</p>
<h2>Operations</h2>
<table><thead><tr><th scope="col">Request</th><th scope="col">What it does</th></tr></thead><tbody>
${operations.map((o) => `<tr><td><code>${o.method} ${escapeHtml(o.path)}</code></td><td>${escapeHtml(o.summary)}</td></tr>`).join('\n')}
</tbody></table>
<h2>Active faults (${faults.length})</h2>
${
  faults.length === 0
    ? '<p>None.</p>'
    : `<ul>${faults.map((f) => `<li><code>${escapeHtml(JSON.stringify(f))}</code></li>`).join('')}</ul>`
}
<h2>Latest mails (${mails.length})</h2>
${
  mails.length === 0
    ? '<p>None.</p>'
    : `<ul>${mails
        .map(
          (m) =>
            `<li>${escapeHtml(m.createdAt)} to ${escapeHtml(m.to)}: <strong>${escapeHtml(m.subject)}</strong>${m.links
              .map((l) => ` <a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a>`)
              .join('')}</li>`,
        )
        .join('')}</ul>`
}
</main></body></html>`;
    return new Response(html, {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }

  const routes: { path: RegExp; methods: Record<string, Route> }[] = [
    { path: /^\/?$/, methods: { GET: () => page() } },
    {
      path: /^\/openapi\.yaml$/,
      methods: {
        GET: () =>
          new Response(ADMIN_DOCUMENT, { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } }),
      },
    },
    {
      path: /^\/faults$/,
      methods: {
        GET: () => adminJson(200, controls.faults()),
        async POST(request) {
          const rule = ruleOf(await jsonBody(request));
          let id: string;
          try {
            id = controls.fault(rule);
          } catch (e) {
            throw new BadInput((e as Error).message.replace(/^fault\(rule\): /, ''));
          }
          const stored = controls.faults().find((f) => f.id === id);
          return adminJson(201, stored);
        },
        DELETE() {
          const removed = controls.faults().length;
          controls.clearFaults();
          return adminJson(200, { removed });
        },
      },
    },
    {
      path: /^\/faults\/([^/]+)$/,
      methods: {
        DELETE(_request, _url, id) {
          if (!controls.faults().some((f) => f.id === id))
            return adminProblem(404, 'NotFound', `no active fault '${id}'`);
          controls.removeFault(id);
          return adminJson(200, { removed: 1 });
        },
      },
    },
    {
      path: /^\/operations$/,
      methods: {
        GET: () => adminJson(200, { operations: controls.operations(), errors: controls.errors() }),
      },
    },
    {
      path: /^\/requests$/,
      methods: {
        GET(_request, url) {
          const operationId = url.searchParams.get('operationId');
          const status = intParam(url, 'status', 0, 599);
          const limit = intParam(url, 'limit', 1, 500, 100)!;
          const entries = controls
            .log()
            .slice()
            .reverse()
            .filter(
              (e) =>
                (!operationId || e.operationId === operationId) &&
                (status === undefined || e.status === status),
            )
            .slice(0, limit)
            .map(({ at, operationId, method, path, status, ms, faulted, faultId }) => ({
              time: at,
              operationId,
              method,
              path,
              status,
              ms,
              faulted,
              ...(faultId ? { faultId } : {}),
            }));
          return adminJson(200, entries);
        },
        DELETE() {
          const removed = controls.log().length;
          controls.clearLog();
          return adminJson(200, { removed });
        },
      },
    },
    {
      path: /^\/mails$/,
      methods: {
        GET: (_request, url) => adminJson(200, data.mails(url.searchParams.get('to') ?? undefined)),
      },
    },
    { path: /^\/reset$/, methods: { POST: async () => adminJson(200, await rewrite(() => data.reset())) } },
    { path: /^\/scenarios$/, methods: { GET: () => adminJson(200, data.scenarios()) } },
    {
      path: /^\/scenarios\/([^/]+)$/,
      methods: { POST: async (_r, _u, name) => adminJson(200, await rewrite(() => data.scenario(name))) },
    },
    { path: /^\/export$/, methods: { GET: async () => adminJson(200, await data.exportDb()) } },
    {
      path: /^\/import$/,
      methods: {
        async POST(request) {
          const snapshot = await jsonBody(request);
          return adminJson(200, await rewrite(() => data.importDb(snapshot)));
        },
      },
    },
    {
      path: /^\/sign-in-as$/,
      methods: {
        async POST(request) {
          const body = await jsonBody(request);
          const userName = (body as { userName?: unknown } | null)?.userName;
          if (typeof userName !== 'string' || !userName.trim())
            throw new BadInput('the body must be {"userName": "<user name or e-mail>"}');
          return adminJson(200, { token: await data.signInAs(userName.trim()) });
        },
      },
    },
  ];

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const rest = url.pathname.slice(ADMIN_PREFIX.length);
    for (const route of routes) {
      const match = route.path.exec(rest);
      if (!match) continue;
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const run = Object.hasOwn(route.methods, method) ? route.methods[method] : undefined;
      if (!run) {
        const allow = Object.keys(route.methods).join(', ');
        return adminProblem(405, 'MethodNotAllowed', `${url.pathname} answers ${allow}`, { Allow: allow });
      }
      let param = '';
      try {
        param = decodeURIComponent(match[1] ?? '');
      } catch {
        return adminProblem(400, 'BadRequest', `'${match[1]}' is not a valid path segment`);
      }
      try {
        return await run(request, url, param);
      } catch (e) {
        if (e instanceof BadInput) return adminProblem(400, 'BadRequest', e.message);
        if (e instanceof QaInputError)
          return e.notFound
            ? adminProblem(404, 'NotFound', e.message)
            : adminProblem(400, 'BadRequest', e.message);
        throw e;
      }
    }
    return adminProblem(404, 'NotFound', `no admin operation at ${url.pathname} (see ${ADMIN_PREFIX}/)`);
  }

  return {
    allows,
    handle,
    get rewriting() {
      return rewriting > 0;
    },
  };
}
