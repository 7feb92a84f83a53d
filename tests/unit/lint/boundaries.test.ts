// @vitest-environment node
/**
 * The import boundaries of eslint.config.js at work: ESLint's Node API lints small pieces of code as if they were
 * files at the given paths (they import real files of the repository). And the cycle check, madge with .madgerc
 * (`npm run lint:cycles`), on two files that import each other.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import madge from 'madge';
import { untyped as untypedFor } from './untyped';
import { at, first } from '../../../src/lib/at';

const ROOT = path.resolve(__dirname, '../../..');
const SNIPPETS = ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'];
const boundaries = new ESLint({ cwd: ROOT, overrideConfig: [untypedFor(SNIPPETS)] });

/** The rule ids and messages ESLint reports for `code` linted as the file `filePath` (relative to the root). */
async function lint(filePath: string, code: string, eslint = boundaries) {
  const result = first(await eslint.lintText(code, { filePath: path.join(ROOT, filePath) }));
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

const restricted = <M extends { rule: string | null }>(messages: M[]) =>
  messages.filter((m) => m.rule === 'import/no-restricted-paths');

/** Two real features and a module of the first (so the imports below resolve). */
const features = readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const featureA = at(features, 0, 'the feature folders');
const featureB = at(features, 1, 'the feature folders');
const moduleOfA = first(
  readdirSync(path.join(ROOT, 'src/features', featureA))
    .filter((f) => /^[A-Za-z][\w-]*\.tsx?$/.test(f) && !/\.(test|stories)\./.test(f))
    .sort(),
  `the modules of ${featureA}`,
).replace(/\.tsx?$/, '');
const importFeatureA = `import * as other from '@/features/${featureA}/${moduleOfA}';\nexport const x = other;\n`;

describe('import boundaries', { timeout: 60_000 }, () => {
  it('has two features to test with', () => {
    expect(features.length).toBeGreaterThanOrEqual(2);
    expect(moduleOfA).toBeTruthy();
  });

  it('forbids a feature to import another feature', async () => {
    const messages = await lint(`src/features/${featureB}/Fixture.tsx`, importFeatureA);
    expect(restricted(messages)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Features do not import each other') }),
    ]);
  });

  it('lets a feature import its own modules and shared code', async () => {
    const own = await lint(`src/features/${featureA}/Fixture.tsx`, importFeatureA);
    const shared = await lint(
      `src/features/${featureB}/Fixture.tsx`,
      `import { loading } from '@/lib/loading';\nexport const x = loading;\n`,
    );
    expect(restricted(own)).toEqual([]);
    expect(restricted(shared)).toEqual([]);
  });

  it.each(['components', 'hooks', 'lib', 'config', 'i18n', 'api'])(
    'forbids src/%s to import a feature or src/app',
    async (layer) => {
      const messages = await lint(
        `src/${layer}/Fixture.ts`,
        `${importFeatureA}import { App } from '@/app/App';\nexport const y = App;\n`,
      );
      expect(restricted(messages)).toHaveLength(2);
      expect(first(restricted(messages)).message).toContain('Shared code');
    },
  );

  it('forbids feature code (not its tests) to import src/app', async () => {
    const code = `import { App } from '@/app/App';\nexport const x = App;\n`;
    expect(restricted(await lint(`src/features/${featureA}/Fixture.tsx`, code))).toHaveLength(1);
    expect(restricted(await lint(`src/features/${featureA}/fixture.test.tsx`, code))).toEqual([]);
  });

  it('keeps mocks/core, domain and lib from importing handlers or the seed', async () => {
    for (const dir of ['core', 'domain', 'lib']) {
      const messages = await lint(
        `mocks/${dir}/fixture.ts`,
        `import { createRouter } from '../handlers';\nimport * as seed from '../seed';\nexport const x = [createRouter, seed];\n`,
      );
      expect(restricted(messages), dir).toHaveLength(2);
    }
  });

  it('keeps runtime handlers from the seed and from src/ other than src/api', async () => {
    const messages = await lint(
      'mocks/handlers/fixture.ts',
      [
        `import * as seed from '../seed';`,
        `import i18n from '@/i18n';`,
        `import type { paths } from '@/api/schema';`,
        `import { db } from '../db';`,
        `import * as envelope from '../core/envelope';`,
        `export type P = paths;`,
        `export const x = [seed, i18n, db, envelope];`,
      ].join('\n'),
    );
    expect(restricted(messages).map((m) => m.message)).toEqual([
      expect.stringContaining('the seed is a fixture'),
      expect.stringContaining('nothing from src/'),
    ]);
  });

  it('lets mock tests use the seed', async () => {
    const messages = await lint(
      'mocks/handlers/fixture.test.ts',
      `import * as seed from '../seed';\nexport const x = seed;\n`,
    );
    expect(restricted(messages)).toEqual([]);
  });
});

describe('import cycles (madge, .madgerc)', () => {
  /** The cycles madge finds among `files` (name → source), written to a temporary directory. */
  async function cyclesIn(files: Record<string, string>): Promise<string[][]> {
    const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
    try {
      for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
      const config = JSON.parse(readFileSync(path.join(ROOT, '.madgerc'), 'utf8')) as Record<string, unknown>;
      const result = await madge(dir, { ...config, tsConfig: path.join(ROOT, String(config.tsConfig)) });
      return result.circular();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('reports two TypeScript modules that import each other', async () => {
    expect(
      await cyclesIn({
        'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'b.tsx': "import { a } from './a';\nexport const b = () => a;\n",
      }),
    ).toEqual([['a.ts', 'b.tsx']]);
  });

  it('does not report the same imports without the way back', async () => {
    expect(
      await cyclesIn({
        'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'b.tsx': 'export const b = () => 1;\n',
      }),
    ).toEqual([]);
  });
});
