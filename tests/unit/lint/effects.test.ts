// @vitest-environment node
/**
 * The effect-body rule of eslint.config.js: a concise-arrow effect returns its expression, which React keeps as the
 * cleanup and calls on unmount. Chromium's scrollIntoView returns a Promise, so `useEffect(() =>
 * el.scrollIntoView())` crashed the ticket dialog on close ("is not a function") in the browser, never in jsdom.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { first } from '../../../src/lib/at';
import { untyped } from './untyped';

const ROOT = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfig: [untyped(['src/**/*.tsx'])] });
const RULE = 'no-restricted-syntax';

async function lint(code: string) {
  const result = first(
    await eslint.lintText(code, { filePath: path.join(ROOT, 'src/components/Fixture.tsx') }),
  );
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const header = "import { useEffect, useLayoutEffect, useRef } from 'react';\n";

describe('effect bodies', { timeout: 60_000 }, () => {
  it('refuses an effect written as a concise arrow', async () => {
    const messages = await lint(
      `${header}export function A() {\n  const end = useRef<HTMLDivElement>(null);\n` +
        `  useEffect(() => end.current?.scrollIntoView(), []);\n` +
        `  useLayoutEffect(() => end.current?.focus(), []);\n  return null;\n}\n`,
    );
    expect(messages).toEqual([
      expect.stringContaining('Give the effect a block body'),
      expect.stringContaining('Give the effect a block body'),
    ]);
  });

  it('accepts block bodies that return nothing or a cleanup function', async () => {
    const messages = await lint(
      `${header}export function A() {\n  const end = useRef<HTMLDivElement>(null);\n` +
        `  useEffect(() => {\n    end.current?.scrollIntoView();\n  }, []);\n` +
        `  useEffect(() => {\n    const id = setTimeout(() => undefined, 10);\n    return () => clearTimeout(id);\n  }, []);\n` +
        `  return null;\n}\n`,
    );
    expect(messages).toEqual([]);
  });
});
