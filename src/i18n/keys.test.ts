/**
 * Every translation key written in the code exists in the Turkish texts (the merged `tr` of ./index).
 * The scan reads src/**\/*.ts(x) (not tests, stories or generated types) for literal keys:
 * - `t('key')`, `t("key")`, `` t(`key`) `` and `i18n.t('key', …)` (a template with `${…}` is dynamic and skipped);
 * - `<Trans i18nKey="key">`;
 * - yup messages, which the form frame translates: `.required('key')`, `.email('key')`, `.matches(re, 'key')`…;
 * - properties that hold a key by name: `labelKey: 'key'`, `titleKey`, `messageKey`, `textKey`, `descriptionKey`;
 * - a `label:` or `title:` whose value is shaped like a dotted key (`menu: { label: 'menu.home' }` of the route table).
 * Keys computed at run time (`t(label)`) are not seen here; keep them in typed tables whose values are literals
 * of one of the forms above.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tr } from './index';

const SRC = path.resolve(__dirname, '..');

const PATTERNS: RegExp[] = [
  // t('…') / i18n.t('…'): not `at(`, `set(`, `$t(`.
  /(?<![\w$])t\(\s*(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g,
  /\bi18nKey\s*=\s*\{?\s*(['"`])((?:(?!\1)[^\\\n])*)\1/g,
  /\.(?:required|email|typeError|url|integer|positive|negative|defined|nonNullable)\(\s*(['"])((?:(?!\1)[^\\\n])+)\1\s*\)/g,
  /\.(?:matches|oneOf|notOneOf|min|max|length|lessThan|moreThan)\([^\n]*?,\s*(['"])((?:(?!\1)[^\\\n])+)\1\s*\)/g,
  /\b(?:labelKey|titleKey|messageKey|textKey|descriptionKey)\s*:\s*(['"])((?:(?!\1)[^\\\n])+)\1/g,
  /\b(?:label|title)\s*:\s*(['"])([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)\1/g,
];

/** The literal translation keys used in a source text. */
export function keysIn(source: string): string[] {
  const keys: string[] = [];
  for (const pattern of PATTERNS) {
    for (const match of source.matchAll(pattern)) {
      const [, quote, key] = match;
      if (key === undefined || (quote === '`' && key.includes('${'))) continue;
      keys.push(key.replace(/\\(['"`\\])/g, '$1'));
    }
  }
  return keys;
}

function sourceFiles(): string[] {
  return (readdirSync(SRC, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|\.d\.ts$/.test(file))
    .map((file) => path.join(SRC, file));
}

describe('keysIn', () => {
  it('finds t() calls, i18nKey, yup messages and *Key properties, and skips dynamic keys', () => {
    const source = [
      `const a = t('one.key'); const b = i18n.t("Two", { n: 1 }); const c = t(\`three\`);`,
      `<Trans i18nKey="four.key" components={{ a: <a /> }} /> <Trans i18nKey={'five'} />`,
      `yup.string().required('RequiredField').email('validation.email').matches(/x/, 'six')`,
      `yup.number().typeError('seven').min(2, 'eight');`,
      `const menu = [{ path: '/x', labelKey: 'menu.nine' }, { menu: { label: 'menu.ten', icon } }];`,
      `const column = { title: 'Not a key', label: 'plain' };`,
      `t(label); t(\`dynamic.\${name}\`); set('notakey'); format('notakey'); at('notakey'); $t('notakey');`,
      `t('with \\'quote\\'')`,
    ].join('\n');
    expect(keysIn(source).sort()).toEqual(
      [
        'one.key',
        'Two',
        'three',
        'four.key',
        'five',
        'RequiredField',
        'validation.email',
        'six',
        'seven',
        'eight',
        'menu.nine',
        'menu.ten',
        "with 'quote'",
      ].sort(),
    );
  });
});

describe('translation keys used in src', () => {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    for (const key of keysIn(readFileSync(file, 'utf8'))) {
      used.set(key, [...(used.get(key) ?? []), path.relative(SRC, file)]);
    }
  }

  it('scans a real number of keys', () => {
    expect(used.size).toBeGreaterThan(150);
  });

  it('all exist in the Turkish texts', () => {
    const turkish: Record<string, string> = tr;
    const missing = [...used]
      .filter(([key]) => !(key in turkish))
      .map(([key, files]) => `${key}  (${[...new Set(files)].join(', ')})`);
    expect(missing).toEqual([]);
  });
});
