/**
 * Mock builds only (every use sits behind `__MOCK__`, so a real-API build compiles it out): the app renders before
 * the in-browser server has started, and whatever needs the server waits here. src/main.tsx provides the start and
 * runs it once the first page is on screen, or at once for a signed-in visit; a request (the HTTP client) or a mock
 * page asks for it earlier. Without a provided start (component tests, whose server runs in-process) the gate is
 * open.
 */
let start: (() => Promise<void>) | undefined;
let started: Promise<void> | undefined;
const open = Promise.resolve();
let ready = true;
let announce: () => void = () => {};
let announced: Promise<void> = open;

/** Sets how the in-browser server starts (called once, before the app renders); `undefined` opens the gate. */
export function provideMockStart(fn: (() => Promise<void>) | undefined): void {
  start = fn;
  started = undefined;
  ready = !fn;
  announced = fn ? new Promise<void>((resolve) => (announce = resolve)) : open;
}

/** Starts the in-browser server (on the first call) and resolves when it answers requests. */
export function whenMockReady(): Promise<void> {
  if (!start) return open;
  if (!started) {
    started = start();
    // What merely waits (the QA panel) keeps waiting when the server cannot start; the next request tries again
    // (a chunk that failed to load once, e.g. offline, may load now).
    started.then(
      () => {
        ready = true;
        announce();
      },
      () => {
        started = undefined;
      },
    );
  }
  return started;
}

/**
 * Resolves when the in-browser server answers requests, without starting it (what can wait, e.g. the QA panel); never
 * when it cannot start.
 */
export function afterMockReady(): Promise<void> {
  return announced;
}

/** Whether the in-browser server answers requests now (always, when the gate is open). */
export const isMockReady = (): boolean => ready;
