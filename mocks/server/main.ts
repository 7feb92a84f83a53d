/**
 * `npm run mock-server`: the in-browser server's handlers over real HTTP, for the built app with `mock: "off"`,
 * a mobile app, curl or Postman. Same router, auth, validation, paging, uploads and downloads as in the browser.
 *
 *   npm run mock-server [-- --reset] [-- --data <folder>]
 *
 * Env: PORT (default 9090), HOST (default 127.0.0.1), MOCK_DATA_DIR (default .mock-data),
 * MOCK_ALLOWED_ORIGINS (comma-separated app origins mailed links may point at; default Vite's dev/preview).
 * CORS: any origin, the Authorization header, preflight answered (see ./cors.ts).
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { createServer as createMswApp } from '@mswjs/http-middleware';
import { handlers, onRequestHandled } from '../handlers';
import { openFileStore } from './store';
import { answerPreflight, setCorsHeaders } from './cors';
import { setAllowedOrigins } from '../core/origins';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const port = Number(process.env.PORT || 9090);
const host = process.env.HOST || '127.0.0.1';
const dataDir = resolve(option('--data') ?? process.env.MOCK_DATA_DIR ?? '.mock-data');
const reset = process.argv.includes('--reset');
if (process.env.MOCK_ALLOWED_ORIGINS) setAllowedOrigins(process.env.MOCK_ALLOWED_ORIGINS.split(','));

const store = await openFileStore(dataDir, { reset });
onRequestHandled(() => store.schedule());

const app = createMswApp(...handlers);
app.disable('x-powered-by');
const server = createServer((req, res) => {
  setCorsHeaders(res);
  if (req.method === 'OPTIONS') return answerPreflight(req, res);
  const started = Date.now();
  res.on('finish', () => {
    if (!process.env.MOCK_SERVER_QUIET)
      console.log(`${req.method} ${req.url} → ${res.statusCode} (${Date.now() - started} ms)`);
  });
  app(req, res);
});

server.listen(port, host, () => {
  console.log(`[mock-server] http://${host}:${port} (data ${store.state} from ${dataDir})`);
});

async function stop() {
  server.close();
  await store.flush();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
