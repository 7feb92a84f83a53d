import { createSecureServer } from 'node:http2';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';
import { gzipSync } from 'node:zlib';
const OUT = 'node_modules/.cache/bench-web';
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png' };
function serve(dir, port) {
  const server = createSecureServer({ key: readFileSync('/tmp/an/cert/key.pem'), cert: readFileSync('/tmp/an/cert/cert.pem'), allowHTTP1: true }, (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'https://x').pathname);
    let file = join(dir, path);
    if (path === '/config.json') { res.writeHead(200, { 'content-type': 'application/json' }); res.end('{}'); return; }
    if (!existsSync(file) || statSync(file).isDirectory()) { if (extname(path)) { res.writeHead(404); res.end(); return; } file = join(dir, 'index.html'); }
    const body = readFileSync(file);
    const gz = ['.html', '.js', '.css', '.svg', '.json'].includes(extname(file)) && body.length >= 1024;
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store', ...(gz ? { 'content-encoding': 'gzip' } : {}) });
    res.end(gz ? gzipSync(body) : body);
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}
const s1 = await serve(join(OUT, 'bare'), 6801), s2 = await serve(join(OUT, 'real'), 6802);
const { default: lighthouse } = await import('lighthouse');
const { default: puppeteer } = await import('puppeteer-core');
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--ignore-certificate-errors'] });
for (let i = 0; i < Number(process.env.N || 2); i++)
for (const [name, url] of [['bare', 'https://127.0.0.1:6801/'], ['login', 'https://127.0.0.1:6802/account/login']]) {
  const ctx = await browser.createBrowserContext(); const page = await ctx.newPage();
  const { lhr } = await lighthouse(url, { logLevel: 'error', output: 'json', onlyCategories: ['performance'] }, undefined, page);
  const a = lhr.audits;
  console.log(name, Math.round(lhr.categories.performance.score * 100), ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'].map((k) => k.split('-').map(w=>w[0]).join('') + '=' + Math.round(a[k].numericValue)).join(' '), 'proto', lhr.audits['network-requests'].details.items[1]?.protocol);
  await ctx.close();
}
await browser.close(); s1.close(); s2.close(); process.exit(0);
