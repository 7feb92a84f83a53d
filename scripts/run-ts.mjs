#!/usr/bin/env node
// Runs a TypeScript entry point in Node 20 (which cannot run .ts itself): bundles it with esbuild (Vite's own
// bundler dependency) into node_modules/.cache/run-ts/, packages left external, the `@/` and `@mocks/` aliases of
// vite.config.ts resolved, then imports the bundle with the remaining arguments.
//
// Usage: node scripts/run-ts.mjs <entry.ts> [args...]   (npm run mock-server, npm run api:probe)
import { build } from 'esbuild';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <entry.ts> [args...]');
  process.exit(2);
}

const outfile = join(
  ROOT,
  'node_modules/.cache/run-ts',
  `${relative(ROOT, resolve(entry)).replace(/[/\\]/g, '_')}.mjs`,
);

/** `import.meta.dirname` / `filename` keep meaning the source file's folder once bundled. */
const sourcePaths = {
  name: 'source-paths',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      return {
        loader: path.endsWith('x') ? 'tsx' : 'ts',
        contents: text
          .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
          .replaceAll('import.meta.filename', JSON.stringify(path)),
      };
    });
  },
};

const { outputFiles } = await build({
  entryPoints: [resolve(entry)],
  outfile,
  write: false,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: { '@': join(ROOT, 'src'), '@mocks': join(ROOT, 'mocks') },
  plugins: [sourcePaths],
  logLevel: 'warning',
  sourcemap: 'inline',
});
// Written under a name of its own, then renamed: a concurrent run never imports half a file.
await mkdir(dirname(outfile), { recursive: true });
await writeFile(`${outfile}.${process.pid}`, outputFiles[0].contents);
await rename(`${outfile}.${process.pid}`, outfile);

process.setSourceMapsEnabled(true);
process.argv = [process.argv[0], resolve(entry), ...args];
await import(pathToFileURL(outfile).href);
