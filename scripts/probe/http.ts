/**
 * One HTTP exchange of api:probe, and what the contract says about it: the operation its method and path reach,
 * the documented status, content type and schema (tests/support/contract.ts), the error names, binary downloads
 * (Content-Disposition and a non-empty body) and, given an app origin, the CORS header on the answer.
 */
import { findOperation, responseProblems } from '../../tests/support/contract';
import { errorsOf } from './values';

export type Actor = 'admin' | 'member' | 'probeUser' | 'anonymous';

export interface Request {
  method: string;
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  form?: FormData;
  /** Sent as is (Authorization is set from the actor). */
  headers?: Record<string, string>;
  /** A raw body with its own Content-Type in `headers`. */
  raw?: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON body (null when the answer is not JSON). */
  body: unknown;
  bytes: Uint8Array;
  ms: number;
}

export interface Exchange {
  operationId: string;
  actor: Actor;
  method: string;
  url: string;
  answer: Answer | null;
  problems: string[];
  warnings: string[];
}

export async function send(base: string, origin: string | null, token: string | null, req: Request) {
  const url = new URL(base + req.path);
  for (const [k, v] of Object.entries(req.query ?? {}))
    if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { ...(req.headers ?? {}) };
  if (origin) headers.Origin = origin;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined = req.raw;
  if (req.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.json);
  } else if (req.form) body = req.form;
  const started = performance.now();
  const res = await fetch(url, { method: req.method, headers, body, redirect: 'manual' });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const ms = Math.round(performance.now() - started);
  const type = res.headers.get('Content-Type') ?? '';
  let json: unknown = null;
  if (/^application\/([\w.-]+\+)?json/i.test(type)) {
    try {
      json = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      json = undefined;
    }
  }
  return { url: url.toString(), answer: { status: res.status, headers: res.headers, body: json, bytes, ms } };
}

/** Everything the contract and the README's rules say is wrong with one answer. */
export function judge(
  operationId: string,
  method: string,
  url: string,
  answer: Answer,
  expected: number[],
  origin: string | null,
): { problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  const { pathname } = new URL(url);
  const op = findOperation(method, pathname);
  if (!op) return { problems: [`no operation of openapi.yaml for ${method} ${pathname}`], warnings };
  if (op.operationId !== operationId)
    problems.push(`${method} ${pathname} is ${op.operationId} in the contract`);
  const type = answer.headers.get('Content-Type');
  if (answer.body === undefined) {
    problems.push(`answered ${answer.status} with ${type} that is not JSON: ${preview(answer.bytes)}`);
  } else {
    const unknown: string[] = [];
    const found = responseProblems(op, answer.status, type, answer.body, unknown);
    if (found.length > 0 && answer.body === null && answer.bytes.length > 0 && !/json/i.test(type ?? ''))
      found[found.length - 1] += `: ${preview(answer.bytes)}`;
    problems.push(...found);
    for (const name of unknown)
      warnings.push(`error name ${name} is not in x-error-catalogue: the app will show it raw`);
  }
  if (!expected.includes(answer.status)) {
    const ok = (s: number) => s >= 200 && s < 300;
    const how =
      ok(answer.status) && !expected.some(ok)
        ? ' (looser than the contract: it accepted what the contract refuses)'
        : !ok(answer.status) && expected.some(ok)
          ? ' (stricter than the contract: it refused a valid request)'
          : '';
    problems.push(
      `expected ${expected.join(' or ')}, answered ${answer.status}${how}${errorText(answer.body)}`,
    );
  }
  if (answer.status >= 200 && answer.status < 300 && answer.body === null) {
    const disposition = answer.headers.get('Content-Disposition') ?? '';
    if (!/attachment/i.test(disposition) || !/filename/i.test(disposition))
      problems.push(`download without Content-Disposition: attachment; filename=… (got "${disposition}")`);
    if (answer.bytes.length === 0) problems.push('download with an empty body');
    if (origin && !/content-disposition/i.test(answer.headers.get('Access-Control-Expose-Headers') ?? ''))
      problems.push(
        'Access-Control-Expose-Headers lacks Content-Disposition: the app cannot read the file name',
      );
  }
  if (origin) {
    const allowed = answer.headers.get('Access-Control-Allow-Origin');
    if (allowed !== '*' && allowed !== origin)
      problems.push(`Access-Control-Allow-Origin is ${allowed ?? 'missing'} for Origin ${origin}`);
  }
  return { problems, warnings };
}

const errorText = (body: unknown) => {
  const errors = errorsOf(body);
  return errors.length > 0
    ? `: ${errors.map((e) => `${String(e.name)}${e.value ? ` ${String(e.value)}` : ''}`).join(', ')}`
    : '';
};

const preview = (bytes: Uint8Array) =>
  JSON.stringify(new TextDecoder().decode(bytes.slice(0, 120)).replace(/\s+/g, ' '));
