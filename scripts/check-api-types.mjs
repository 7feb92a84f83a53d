// `npm run api:check`: fails when src/api/schema.d.ts is not what `npm run api:gen` makes from openapi.yaml.
//
// It runs the same openapi-typescript CLI as api:gen into a temporary file, then formats it as api:gen's
// `prettier --write src/api/schema.d.ts` does (same config and .prettierignore, resolved for the real path), and
// compares the text with the committed file.
// Env (for testing the script): OPENAPI_FILE (default openapi.yaml), API_TYPES_FILE (default src/api/schema.d.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const openapiFile = path.resolve(ROOT, process.env.OPENAPI_FILE || 'openapi.yaml');
const typesFile = path.resolve(ROOT, process.env.API_TYPES_FILE || 'src/api/schema.d.ts');
const rel = (p) => path.relative(ROOT, p) || p;
const FIX = 'Run `npm run api:gen` and commit the result.';

function fail(message) {
  console.error(`api:check: ${message}`);
  process.exit(1);
}

function openapiTypescriptCli() {
  const require = createRequire(import.meta.url);
  const pkgJson = require.resolve('openapi-typescript/package.json', { paths: [ROOT] });
  const { bin } = JSON.parse(readFileSync(pkgJson, 'utf8'));
  return path.resolve(path.dirname(pkgJson), typeof bin === 'string' ? bin : bin['openapi-typescript']);
}

async function generate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-check-'));
  const out = path.join(dir, 'schema.d.ts');
  try {
    // Same invocation as api:gen, run from the repository root (redocly.yaml, if any, is found the same way).
    const result = spawnSync(process.execPath, [openapiTypescriptCli(), openapiFile, '-o', out], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (result.status !== 0 || !existsSync(out)) {
      fail(`openapi-typescript failed on ${rel(openapiFile)}:\n${result.stdout}${result.stderr}`);
    }
    return readFileSync(out, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function formatLikeApiGen(text) {
  // `prettier --write <file>` leaves a file alone when .prettierignore lists it; otherwise it formats it with the
  // config resolved for that path.
  const info = await prettier.getFileInfo(typesFile, { ignorePath: path.join(ROOT, '.prettierignore') });
  if (info.ignored) return text;
  const config = (await prettier.resolveConfig(typesFile)) ?? {};
  return prettier.format(text, { ...config, filepath: typesFile });
}

function firstDifference(expected, actual) {
  const a = expected.split('\n');
  const b = actual.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (a[i] !== b[i]) {
      return [
        `first difference at line ${i + 1}:`,
        `  generated: ${a[i] === undefined ? '(end of file)' : JSON.stringify(a[i])}`,
        `  committed: ${b[i] === undefined ? '(end of file)' : JSON.stringify(b[i])}`,
      ].join('\n');
    }
  }
  return '';
}

if (!existsSync(openapiFile)) fail(`${rel(openapiFile)} not found.`);
if (!existsSync(typesFile)) fail(`${rel(typesFile)} is missing. ${FIX}`);

const expected = await formatLikeApiGen(await generate());
const actual = readFileSync(typesFile, 'utf8');
const normalize = (s) => s.replace(/\r\n/g, '\n');

if (normalize(expected) !== normalize(actual)) {
  fail(
    `${rel(typesFile)} is out of date with ${rel(openapiFile)}.\n${firstDifference(normalize(expected), normalize(actual))}\n${FIX}`,
  );
}
console.log(`api:check: ${rel(typesFile)} matches ${rel(openapiFile)}.`);
