/**
 * CORS of the HTTP mock server, as the real server must answer the app when it is served from another origin:
 * any origin (tokens travel in the Authorization header, never in cookies, so no credentials mode), the
 * Authorization and Content-Type request headers, and Content-Disposition readable for download file names.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CORS = {
  origin: '*',
  methods: 'GET, POST, PUT, DELETE, OPTIONS',
  headers: 'Authorization, Content-Type, Accept, Accept-Language',
  exposed: 'Content-Disposition, Content-Type, Content-Length',
  maxAgeSeconds: 600,
} as const;

export function setCorsHeaders(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', CORS.origin);
  res.setHeader('Access-Control-Expose-Headers', CORS.exposed);
}

/** The preflight: 204 with the allowed methods and headers. */
export function answerPreflight(_req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, {
    'Access-Control-Allow-Methods': CORS.methods,
    'Access-Control-Allow-Headers': CORS.headers,
    'Access-Control-Max-Age': String(CORS.maxAgeSeconds),
    'Content-Length': '0',
  });
  res.end();
}
