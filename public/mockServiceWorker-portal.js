/* global activeClientIds, getResponse, handleRequest, importScripts */
/**
 * The in-browser server's service worker (registered by mocks/browser.ts): MSW's own worker
 * (./mockServiceWorker.js, unmodified, `npx msw init` keeps it current) plus two things it lets through:
 *
 * - Navigations to /blob/… (an uploaded document opened in a new tab): MSW bypasses every navigation, so the
 *   document reached the web server and showed the app's 404 page. They are answered by the mock's own /blob
 *   handler in an open app tab or, with no app tab open, straight from the mock's IndexedDB file store.
 * - /api and /blob requests of a page whose mock has not started yet: MSW sends them to the web server (whose
 *   answer is the app's HTML). They wait until the page's mock is running (MOCK_ACTIVATE), at most WAIT_MS.
 *
 * And one thing it keeps from MSW: the site's other requests (the app's code, styles, fonts, images), which no
 * handler answers. MSW sends each request to the page and waits for the page's answer; a fresh page loads ~80
 * chunks and files that way, each waiting for a main thread busy drawing the app.
 *
 * This listener is added before MSW's, so it sees each request first; what it answers MSW never sees.
 */
const WAIT_MS = 15000;
const MOCKED_PATH = /^\/(api|blob)\//i;

addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  // The site's other requests (the app's code, styles, fonts, images) go to the web server as they are: MSW would
  // send each one to the page and wait for the page to say it does not mock it, a round trip per file.
  if (!MOCKED_PATH.test(url.pathname)) {
    event.stopImmediatePropagation();
    return;
  }
  if (event.request.mode === 'navigate') {
    if (!/^\/blob\//i.test(url.pathname) || event.request.method !== 'GET') return;
    event.stopImmediatePropagation();
    event.respondWith(serveBlobNavigation(event.request));
    return;
  }
  // No mocking page at all (the mock was turned off): nothing to wait for. An active page: MSW's turn.
  if (activeClientIds.size === 0 || !event.clientId || activeClientIds.has(event.clientId)) return;
  event.stopImmediatePropagation();
  event.respondWith(afterClientStarts(event));
});

/** Waits until the requesting page's mock has started, then lets MSW answer as usual. */
async function afterClientStarts(event) {
  const interceptedAt = Date.now();
  const body = event.request.clone();
  while (!activeClientIds.has(event.clientId) && Date.now() - interceptedAt < WAIT_MS) {
    if (!(await self.clients.get(event.clientId))) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (!activeClientIds.has(event.clientId)) return fetch(body);
  return handleRequest(event, crypto.randomUUID(), interceptedAt);
}

async function serveBlobNavigation(request) {
  const pages = await self.clients.matchAll({ type: 'window' });
  const running = pages.filter((page) => activeClientIds.has(page.id));
  const page = running.find((p) => p.visibilityState === 'visible') ?? running[0];
  if (page) {
    // The same answer as a fetch of the file from the app: the mock's /blob handler, run in that page.
    const plain = new Request(request.url, { method: 'GET', headers: request.headers });
    return getResponse({ request: plain }, page, crypto.randomUUID(), Date.now());
  }
  let path;
  try {
    path = decodeURIComponent(new URL(request.url).pathname.replace(/^\/blob\//i, ''));
  } catch {
    return fetch(request); // a malformed escape names no stored file
  }
  const file = await readStoredFile(path).catch(() => undefined);
  if (!file) return fetch(request);
  // Only passive types are shown in the tab; anything else (SVG, HTML…) is downloaded, never rendered.
  const inline = /^(image\/(png|jpeg|gif|webp|bmp)|application\/pdf)$/.test(file.type);
  return new Response(file.data, {
    headers: {
      'Content-Type': file.type,
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${encodeURIComponent(file.name)}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** An upload as mocks/core/files.ts stores it (idb-keyval: database portal-mock-files, store files). */
function readStoredFile(path) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('portal-mock-files');
    open.onupgradeneeded = () => open.result.createObjectStore('files');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      try {
        const get = db.transaction('files', 'readonly').objectStore('files').get(path);
        get.onsuccess = () => resolve(get.result);
        get.onerror = () => reject(get.error);
      } catch (e) {
        reject(e);
      } finally {
        db.close();
      }
    };
  });
}

importScripts('./mockServiceWorker.js');
