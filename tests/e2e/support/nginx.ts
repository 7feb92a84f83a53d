/**
 * Debian's nginx serving dist/ through deploy/nginx.conf, for tests/e2e/nginx.spec.ts.
 *
 * The site root is a temporary folder whose entries link to dist/ (so the test's own config.json never lands in
 * dist/, which the other specs serve) beside a real config.json the test rewrites. deploy/nginx.conf is used as it
 * is, with only its listen port, root and upstream server replaced; nginx runs in the foreground with its pid, logs
 * and temp files in the temporary folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../support/mock-server';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  /** Writes the site's /config.json (`null` removes it). */
  writeConfig(config: object | string | null): Promise<void>;
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * deploy/nginx.conf with the test's port, root, backend and (`apiOrigins`) the other origins the page may call;
 * throws when a line to replace is gone.
 */
export function renderSiteConfig(
  text: string,
  {
    port,
    root,
    upstream,
    apiOrigins = [],
  }: { port: number; root: string; upstream: string; apiOrigins?: string[] },
) {
  const replace = (from: RegExp, to: string) => {
    if (!from.test(text)) throw new Error(`deploy/nginx.conf no longer has ${from}`);
    text = text.replace(from, to);
  };
  replace(/^(\s*)listen 8080;$/m, `$1listen 127.0.0.1:${port};`);
  replace(/^(\s*)root \/usr\/share\/nginx\/html;$/m, `$1root ${root};`);
  replace(/^(\s*)server 127\.0\.0\.1:9090;$/m, `$1server ${upstream};`);
  replace(/^(\s*)set \$portal_api_origins "";$/m, `$1set $portal_api_origins "${apiOrigins.join(' ')}";`);
  return text;
}

export async function startNginx({
  dist,
  upstream,
  port: wanted,
  apiOrigins,
}: {
  dist: string;
  upstream: string;
  /** Default: a free one. */
  port?: number;
  apiOrigins?: string[];
}): Promise<RunningNginx> {
  if (!existsSync(NGINX))
    throw new Error(`${NGINX} is missing: install Debian's nginx (apt-get install nginx), as .ci/run does`);
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`${dist}/index.html is missing: run npm run build`);
  const dir = await mkdtemp(join(tmpdir(), 'portal-nginx-'));
  const site = join(dir, 'site');
  await mkdir(site);
  for (const entry of await readdir(dist)) {
    if (entry !== 'config.json') await symlink(join(dist, entry), join(site, entry));
  }
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(join(dir, temp));

  const port = wanted ?? (await freePort());
  const siteConfig = renderSiteConfig(await readFile(join(ROOT, 'deploy/nginx.conf'), 'utf8'), {
    port,
    root: site,
    upstream,
    apiOrigins,
  });
  await writeFile(join(dir, 'portal.conf'), siteConfig);
  await writeFile(
    join(dir, 'nginx.conf'),
    [
      // As root (CI), workers would otherwise run as nobody and could not read the temporary folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${dir}/access.log;`,
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `  ${t === 'body' ? 'client_body' : t}_temp_path ${dir}/${t};`,
      ),
      `  include ${dir}/portal.conf;`,
      '}',
      '',
    ].join('\n'),
  );

  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${stderr}`);
    try {
      await fetch(`${url}/index.html`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    async writeConfig(config) {
      const file = join(site, 'config.json');
      if (config === null) await rm(file, { force: true });
      else await writeFile(file, typeof config === 'string' ? config : JSON.stringify(config));
    },
    errorLog: () => readFile(join(dir, 'error.log'), 'utf8').catch(() => ''),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
