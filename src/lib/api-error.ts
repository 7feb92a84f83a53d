/**
 * What callers of the HTTP client (./api-client.ts) see of it without loading it: the error every failed call
 * rejects with and the 401 notification. Kept apart so screens and the app shell can use them while axios and the
 * client load with the first call (./typed-api.ts imports the client on demand).
 */
export interface ApiErrorItem {
  name: string;
  value: string | null;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];
  constructor(status: number, errors: ApiErrorItem[]) {
    super(errors.map((e) => e.name).join(', ') || `HTTP ${status}`);
    this.status = status;
    this.errors = errors;
  }
  has(name: string): boolean {
    return this.errors.some((e) => e.name === name);
  }
}

/** Listeners for a 401: the token is already cleared; the UI shows 'Unauthorized request'. */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Tells every listener that the server answered 401 (called by the client). */
export function notifyUnauthorized(): void {
  unauthorizedListeners.forEach((l) => l());
}
