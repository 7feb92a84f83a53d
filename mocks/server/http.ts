/**
 * The HTTP mock server's request listener: a Node request becomes a fetch `Request` for the same router the
 * in-browser server uses, and its `Response` is written back. Whatever a client sends gets an answer in the
 * envelope, and nothing it sends stops the process (docs/decisions.md, "The HTTP mock server answers every request"):
 *
 * - the request URL is built on the server's own origin: the `Host` header is never read (a malformed one used
 *   to end the process, and a forged one must not steer mailed links);
 * - a method the router has no route for (TRACE, PATCH, …) is answered 405 with `Allow`, or 404 for an unknown
 *   path, without ever building a fetch `Request` (which refuses TRACE);
 * - a body over `maxBodyBytes` is refused with 413 `RequestTooLarge` before it is read: at once when
 *   `Content-Length` says so, else as soon as the streamed bytes pass the limit;
 * - HEAD is answered as GET without the body; anything else under any path is answered in the envelope (404
 *   `NotFound` outside /api, /blob and the admin API);
 * - `/__mock/` goes to the admin API (./admin.ts) when there is one: its access is checked before a byte of the
 *   body is read, and its answers are its own JSON, never the envelope.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { envelope, err, jsonResponse } from '../core/envelope';
import type { Router } from '../core/router';
import { adminProblem, adminUnauthorized, isAdminPath, type Admin } from './admin';
import type { Cors } from './cors';

export interface ListenerOptions {
  /** The server's own origin, e.g. `http://127.0.0.1:9090`. */
  origin: string;
  /** The largest request body read (bytes). */
  maxBodyBytes: number;
  router: Pick<Router, 'unrouted'>;
  cors: Cors;
  /** An /api request's answer (the router, inside the request scope). */
  api(request: Request): Promise<Response>;
  /** A GET of /blob/{path}. */
  blob(url: string): Promise<Response>;
  /** The admin API under /__mock/ (404 there without it). */
  admin?: Pick<Admin, 'allows' | 'handle'>;
  /** Runs after an answer is made and before a byte of it is sent (the store makes the request's writes durable). */
  beforeSend?(): void;
  log?(line: string): void;
}

/** Methods the router has routes for (HEAD is answered as GET, OPTIONS by CORS). */
const ROUTED = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE']);
const API_PATH = /^\/api(\/|$)/i;
const BLOB_PATH = /^\/blob\/./i;

class TooLarge extends Error {}

const envelopeOf = (status: number, name: string, value: unknown) =>
  jsonResponse(envelope(null, [err(name, value)]), status);

/** The request body, refused (TooLarge) once it passes `max` bytes; nothing past the limit is kept. */
function readBody(req: IncomingMessage, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.off('data', onData);
        chunks.length = 0;
        reject(new TooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** The path and query of the request target, on `origin` (absolute-form targets keep only their path). */
function targetUrl(raw: string | undefined, origin: string): URL | null {
  try {
    const parsed = new URL(raw || '/', origin);
    return new URL(parsed.pathname + parsed.search, origin);
  } catch {
    return null;
  }
}

async function send(res: ServerResponse, response: Response, head: boolean) {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.appendHeader(name, value));
  const body = head || response.body === null ? null : Buffer.from(await response.arrayBuffer());
  if (body) res.setHeader('Content-Length', body.length);
  res.end(body ?? undefined);
}

export function createListener(options: ListenerOptions) {
  const { origin, maxBodyBytes, router, cors } = options;

  async function answer(req: IncomingMessage): Promise<Response> {
    const url = targetUrl(req.url, origin);
    if (!url) return envelopeOf(400, 'InvalidValue', 'url');
    const method = (req.method ?? 'GET').toUpperCase();
    const admin = options.admin && isAdminPath(url.pathname) ? options.admin : null;
    if (admin) {
      if (!admin.allows(req.headers.authorization ?? null)) return adminUnauthorized();
      if (!ROUTED.has(method))
        return adminProblem(405, 'MethodNotAllowed', `${method} is not answered here`, {
          Allow: 'GET, POST, DELETE',
        });
      const request = await fetchRequest(req, url, method);
      return request ? admin.handle(request) : adminProblem(400, 'BadRequest', 'the request cannot be read');
    }
    const isApi = API_PATH.test(url.pathname);
    const isBlob = !isApi && BLOB_PATH.test(url.pathname);
    if (!isApi && !isBlob) return envelopeOf(404, 'NotFound', url.pathname);
    if (isBlob) {
      if (method === 'GET' || method === 'HEAD') return options.blob(url.href);
      const refused = envelopeOf(405, 'MethodNotAllowed', url.pathname);
      refused.headers.set('Allow', 'GET, HEAD');
      return refused;
    }
    if (!ROUTED.has(method)) return router.unrouted(method, url.pathname);
    const request = await fetchRequest(req, url, method);
    return request ? options.api(request) : envelopeOf(400, 'InvalidValue', 'request');
  }

  /** The fetch `Request` of a Node request (body read up to the limit); null when fetch refuses it. */
  async function fetchRequest(req: IncomingMessage, url: URL, method: string): Promise<Request | null> {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBodyBytes) throw new TooLarge();
    const withBody = method !== 'GET' && method !== 'HEAD';
    const body = withBody ? await readBody(req, maxBodyBytes) : undefined;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || name === 'host') continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    try {
      return new Request(url, {
        method: method === 'HEAD' ? 'GET' : method,
        headers,
        body: body && body.length > 0 ? new Uint8Array(body) : undefined,
      });
    } catch {
      return null;
    }
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = Date.now();
    cors.setHeaders(req, res);
    if (req.method === 'OPTIONS') return cors.answerPreflight(req, res);
    res.on('finish', () => {
      // The app's QA tools read the admin API every second (faults, log, mails): answered reads are not printed,
      // so the terminal keeps the requests and the mail lines a developer looks for.
      if (
        req.method === 'GET' &&
        res.statusCode < 400 &&
        isAdminPath(targetUrl(req.url, origin)?.pathname ?? '')
      )
        return;
      options.log?.(`${req.method} ${req.url} → ${res.statusCode} (${Date.now() - started} ms)`);
    });
    const head = req.method === 'HEAD';
    void (async () => {
      let response: Response;
      try {
        response = await answer(req);
        options.beforeSend?.();
      } catch (e) {
        if (e instanceof TooLarge) {
          // The rest of the body is not read: the answer goes now and the connection closes after it.
          res.setHeader('Connection', 'close');
          response = isAdminPath(targetUrl(req.url, origin)?.pathname ?? '')
            ? adminProblem(413, 'RequestTooLarge', `the body is larger than ${maxBodyBytes} bytes`)
            : envelopeOf(413, 'RequestTooLarge', maxBodyBytes);
        } else {
          console.error('[mock-server] unhandled error in', req.method, req.url, e);
          response = envelopeOf(500, 'ServerError', null);
        }
      }
      try {
        if (!res.headersSent) await send(res, response, head);
      } catch (e) {
        console.error('[mock-server] could not send the answer to', req.method, req.url, e);
        res.destroy();
      }
    })();
  };
}
