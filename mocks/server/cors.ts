/**
 * CORS of the HTTP mock server, as the real server must answer the app when it is served from another origin:
 * only the configured app origins (../core/origins.ts: Vite's dev and preview servers by default,
 * `MOCK_ALLOWED_ORIGINS` / `--origin` to add more), the Authorization, Content-Type and Prefer request headers, and
 * Content-Disposition readable for download file names. Tokens travel in the Authorization header, never in
 * cookies, so no credentials mode.
 *
 * Any other web page gets no `Access-Control-Allow-Origin` and its preflight is refused (403): a page a developer
 * happens to open cannot drive their mock server (docs/decisions.md, "CORS only for configured origins").
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CORS = {
  methods: 'GET, POST, PUT, DELETE, OPTIONS',
  headers: 'Authorization, Content-Type, Accept, Accept-Language, Prefer',
  exposed: 'Content-Disposition, Content-Type, Content-Length',
  maxAgeSeconds: 600,
} as const;

export interface Cors {
  setHeaders(req: IncomingMessage, res: ServerResponse): void;
  answerPreflight(req: IncomingMessage, res: ServerResponse): void;
}

/** CORS for the origins `allowed()` lists (read on every request). */
export function createCors(allowed: () => readonly string[]): Cors {
  const allows = (req: IncomingMessage) => {
    const origin = req.headers.origin;
    return typeof origin === 'string' && allowed().includes(origin) ? origin : null;
  };
  return {
    setHeaders(req, res) {
      res.setHeader('Vary', 'Origin');
      const origin = allows(req);
      if (!origin) return;
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', CORS.exposed);
    },
    /**
     * The preflight: 204 with the allowed methods and headers for a configured origin, 403 for any other; an
     * OPTIONS without `Origin` (not from a browser) gets 204 with `Allow`.
     */
    answerPreflight(req, res) {
      if (req.headers.origin === undefined) {
        res.writeHead(204, { Allow: CORS.methods, 'Content-Length': '0' });
        res.end();
        return;
      }
      if (!allows(req)) {
        res.writeHead(403, { 'Content-Length': '0' });
        res.end();
        return;
      }
      res.writeHead(204, {
        'Access-Control-Allow-Methods': CORS.methods,
        'Access-Control-Allow-Headers': CORS.headers,
        'Access-Control-Max-Age': String(CORS.maxAgeSeconds),
        'Content-Length': '0',
      });
      res.end();
    },
  };
}
