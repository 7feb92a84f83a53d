/** The response envelope every `/api` call answers with, and the error type handlers throw. */
import type { JsonResponse } from './contract';

export interface ApiErrorItem {
  name: string;
  value: string | null;
}

export interface Envelope<T> {
  isError: boolean;
  errors: ApiErrorItem[];
  content: T | null;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];
  constructor(status: number, errors: ApiErrorItem[] | string, value: string | null = null) {
    const list = typeof errors === 'string' ? [{ name: errors, value }] : errors;
    super(list.map((e) => e.name).join(', '));
    this.status = status;
    this.errors = list;
  }
}

export const err = (name: string, value: unknown = null): ApiErrorItem => ({
  name,
  value: value === null || value === undefined ? null : String(value),
});

export const badRequest = (name: string, value: unknown = null) => new ApiError(400, [err(name, value)]);
export const notFound = (name: string, value: unknown = null) => new ApiError(404, [err(name, value)]);
export const forbidden = () => new ApiError(403, [err('Forbidden')]);
export const unauthorized = () => new ApiError(401, [err('Unauthorized', 'Unauthorized request')]);

/** Throws a 400 with every collected error when the list is not empty. */
export function throwIfAny(errors: ApiErrorItem[]): void {
  if (errors.length > 0) throw new ApiError(400, errors);
}

export function envelope<T>(content: T | null, errors: ApiErrorItem[] = []): Envelope<T> {
  return { isError: errors.length > 0, errors, content };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** A 200 envelope with `content`; its type is what `Router.add` checks against the operation's contract. */
export const ok = <T = null>(content: T = null as T): JsonResponse<T> => jsonResponse(envelope(content));

export function errorResponse(error: ApiError): Response {
  return jsonResponse(envelope(null, error.errors), error.status);
}

/**
 * A file download. The body is raw bytes, never a Blob: under jsdom a Blob comes from another realm and
 * Node's Response cannot stream it.
 */
export function fileResponse(
  data: ArrayBuffer | Uint8Array,
  contentType: string,
  fileName: string,
): Response {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  return new Response(bytes as BodyInit, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${encodeURIComponent(fileName)}"`,
      // The declared type is the only reading: a browser never sniffs an upload into HTML or script.
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
