// @vitest-environment node
/** The build's own Vite plugin (scripts/vite-plugins.ts) on a made-up bundle. */
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  antdStyles,
  antdUsedStyles,
  compileEagerly,
  mswWithoutCookieJar,
  preloadAlone,
  preloadApp,
  scrollbarSizeOnce,
  tableWithoutColumnFilters,
  tableWithoutRowSelection,
  withoutStyleGenerators,
} from '../../../scripts/vite-plugins';

describe('preloadApp', () => {
  const chunk = (fileName: string, imports: string[], extra: object = {}) => ({
    type: 'chunk' as const,
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: null as string | null,
    ...extra,
  });
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', ['assets/common.js'], { isEntry: true, facadeModuleId: '/app/src/main.tsx' }),
      chunk('assets/common.js', []),
      chunk('assets/App.js', ['assets/common.js', 'assets/i18n.js'], {
        facadeModuleId: '/app/src/app/App.tsx',
      }),
      chunk('assets/i18n.js', ['assets/common.js']),
      chunk('assets/LoginPage.js', ['assets/common.js'], {
        facadeModuleId: '/app/src/features/LoginPage.tsx',
      }),
    ].map((c) => [c.fileName, c]),
  );

  function tags(plugin: Plugin, path = '/index.html') {
    (plugin.configResolved as (c: { base: string }) => void)({ base: '/portal/' });
    const { handler } = plugin.transformIndexHtml as {
      handler: (html: string, ctx: IndexHtmlTransformContext) => { attrs: Record<string, string> }[];
    };
    return handler('', { bundle, path } as unknown as IndexHtmlTransformContext)?.map((t) => t.attrs) ?? null;
  }

  it("preloads the config file and the app's chunks that the entry does not already load, not the pages", () => {
    const attrs = tags(preloadApp({ module: /[\\/]src[\\/]app[\\/]App\.tsx$/, configFile: 'config.json' }));
    expect(attrs).toEqual([
      { rel: 'preload', href: '/portal/config.json', as: 'fetch', crossorigin: '' },
      { rel: 'modulepreload', crossorigin: '', href: '/portal/assets/App.js' },
      { rel: 'modulepreload', crossorigin: '', href: '/portal/assets/i18n.js' },
    ]);
  });

  it("leaves other pages alone (Storybook's iframe.html is built with the same config)", () => {
    const plugin = preloadApp({ module: /[\\/]src[\\/]app[\\/]App\.tsx$/, configFile: 'config.json' });
    expect(tags(plugin, '/iframe.html')).toBeNull();
  });

  it('fails the build when the app module has no chunk of its own (a renamed App.tsx)', () => {
    expect(() => tags(preloadApp({ module: /Application\.tsx$/, configFile: 'config.json' }))).toThrow(
      /no chunk/,
    );
  });
});

describe('preloadAlone', () => {
  const deps = ['assets/ListPage.js', 'assets/PagedTable.js', 'assets/common.js'];

  it('preloads a chunk imported at run time without the chunks it imports', () => {
    expect(preloadAlone('assets/ListPage.js', deps, { hostType: 'js' })).toEqual(['assets/ListPage.js']);
  });

  it("keeps index.html's preloads", () => {
    expect(preloadAlone('assets/index.js', deps, { hostType: 'html' })).toEqual(deps);
  });
});

describe('compileEagerly', () => {
  const HINT = '//# allFunctionsCalledOnLoad';
  function build(names: string[]) {
    const bundle: Record<string, unknown> = {};
    for (const name of names) {
      const fileName = `assets/${name}-abc.js`;
      const map = {
        mappings: 'AAAA;AACA',
        toString() {
          return JSON.stringify({ version: 3, mappings: this.mappings });
        },
      };
      bundle[fileName] = { type: 'chunk', name, fileName, code: `const __vite__mapDeps=1;\nrun();`, map };
      bundle[`${fileName}.map`] = { type: 'asset', fileName: `${fileName}.map`, source: map.toString() };
    }
    const plugin = compileEagerly({ chunks: (name) => name === 'common' });
    const { handler } = plugin.generateBundle as { handler: (o: unknown, b: unknown) => void };
    handler({}, bundle);
    return bundle as Record<string, { code: string; source: string }>;
  }

  it("puts the hint on the named chunks' first line, above Vite's own preamble, and moves their maps a line down", () => {
    const bundle = build(['common', 'ListPage']);
    expect(bundle['assets/common-abc.js']!.code).toBe(`${HINT}\nconst __vite__mapDeps=1;\nrun();`);
    expect(JSON.parse(bundle['assets/common-abc.js.map']!.source).mappings).toBe(';AAAA;AACA');
    expect(bundle['assets/ListPage-abc.js']!.code).toBe('const __vite__mapDeps=1;\nrun();');
    expect(JSON.parse(bundle['assets/ListPage-abc.js.map']!.source).mappings).toBe('AAAA;AACA');
  });
  it("changes the named chunks' content hashes, no other's", () => {
    const plugin = compileEagerly({ chunks: (name) => name === 'common' });
    const augment = plugin.augmentChunkHash as (chunk: { name: string }) => string | undefined;
    expect(augment({ name: 'common' })).toBeTruthy();
    expect(augment({ name: 'ListPage' })).toBeUndefined();
  });
});

describe('antdStyles', () => {
  const antd = path.resolve('node_modules/antd');
  const css = readFileSync(path.join(antd, 'dist/antd.css'), 'utf8');
  /** The rules kept for a source folder holding one module with `code`. */
  const keptFor = (code: string) => {
    const src = mkdtempSync(path.join(tmpdir(), 'antd-styles-'));
    writeFileSync(path.join(src, 'page.tsx'), code);
    return antdStyles(antd, src, css);
  };

  it("keeps the rules of the components imported and of those they import, each folder's apart", () => {
    const { base, byFolder } = keptFor("import { Button, Table, type TableProps } from 'antd';\n");
    expect(byFolder.get('button')).toContain('.ant-btn{');
    expect(byFolder.get('table')).toContain('.ant-table-wrapper');
    expect(byFolder.get('button')).not.toContain('.ant-table');
    // Table's pagination and its filter's checkbox come with it, in their own folders.
    expect(byFolder.get('pagination')).toContain('.ant-pagination{');
    expect(byFolder.get('checkbox')).toContain('.ant-checkbox-wrapper');
    // Select's rules are Select's, though Pagination uses its prefix.
    expect(byFolder.get('select')).toContain('.ant-select{');
    expect(byFolder.get('pagination')).not.toContain('.ant-select{');
    expect(byFolder.has('steps')).toBe(false);
    expect(byFolder.has('carousel')).toBe(false);
    const all = base + [...byFolder.values()].join('');
    expect(all).not.toContain('.ant-steps{');
    expect(all.length).toBeLessThan(css.length / 2);
  });

  it("drops the variables declared under the server rendering's class, which no element of the app has", () => {
    // The installed stylesheet has them, for the theme and for each component.
    expect(css).toMatch(/\.css-var-_R_\w*\{--ant-/);
    expect(css).toMatch(/\.css-var-_R_\w*\.ant-btn\{--ant-button-/);
    // What is dropped declares variables only.
    const declarations = [...css.matchAll(/(?:^|\})([^{}]*\.css-var-_R_[^{}]*)\{([^{}]*)\}/g)];
    expect(declarations.length).toBeGreaterThan(20);
    for (const [, , body] of declarations) expect(body).toMatch(/^(--[\w-]+:[^;]*;?)+$/);
    const { base, byFolder } = keptFor("import { Button, Table } from 'antd';\n");
    const all = base + [...byFolder.values()].join('');
    expect(all).not.toContain('.css-var-');
    // The component rules that read the variables stay.
    expect(byFolder.get('button')).toContain('var(--ant-btn');
  });

  it('keeps what belongs to no component apart: keyframes, the icon and link resets', () => {
    const { base, byFolder } = keptFor("import { Button } from 'antd';\n");
    expect(base).toContain('@keyframes antFadeIn');
    expect(base).toContain('.anticon{');
    // The click wave is antd's shared helper's, not a component's.
    expect(base).toContain('.ant-wave{');
    expect(base).not.toContain('.ant-btn{');
    expect(byFolder.has('table')).toBe(false);
  });

  it('reads no import that brings no code: type-only imports', () => {
    expect(keptFor("import type { TableProps } from 'antd';\n").byFolder.has('table')).toBe(false);
  });
});

describe('antdUsedStyles', () => {
  /** The plugin of a build (or of Storybook's) over a source folder that imports Button only. */
  const pluginFor = (plugins: { name: string }[] = []) => {
    const src = mkdtempSync(path.join(tmpdir(), 'antd-styles-'));
    writeFileSync(path.join(src, 'page.tsx'), "import { Button } from 'antd';\n");
    const plugin = antdUsedStyles({ srcDir: src });
    (plugin.configResolved as (c: object) => void)({ command: 'build', plugins });
    (plugin.buildStart as () => void)();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    return (id: string) => transform('export default 1;', id)?.code ?? null;
  };

  it("makes a used component's style modules import its rules, on either kind of path", () => {
    const transform = pluginFor();
    const posix = transform('/app/node_modules/antd/es/button/style/index.js');
    expect(posix).toMatch(/^import ".*\/antd-used-styles\/button\.css";\nexport default 1;$/);
    const windows = transform('C:\\app\\node_modules\\antd\\es\\button\\style\\token.js');
    expect(windows).toMatch(/^import ".*\/antd-used-styles\/button\.css";/);
    // The component module itself, and a component the sources never reach, are left alone.
    expect(transform('/app/node_modules/antd/es/button/Button.js')).toBeNull();
    expect(transform('/app/node_modules/antd/es/table/style/index.js')).toBeNull();
  });

  it("leaves Storybook's build alone: its stories render antd's run-time styles", () => {
    expect(
      pluginFor([{ name: 'storybook:react-docgen' }])('/app/node_modules/antd/es/button/style/index.js'),
    ).toBeNull();
  });
});

describe('withoutStyleGenerators', () => {
  it("replaces each hook factory's style generator, wherever the call is, and keeps the tokens and options", () => {
    const code = [
      "import { genStyleHooks, genSubStyleComponent, genComponentStyleHook } from '../../theme/internal';",
      'const genRules = (token) => ({ [token.componentCls]: { color: token.colorText } });',
      "export const Sub = genSubStyleComponent(['Form', 'item'], (token) => [genRules(token)], prepare);",
      "export const useOld = genComponentStyleHook('Old', genRules);",
      'export default function useStyle(prefixCls) {',
      "  return genStyleHooks('Tree', (token, { prefixCls }) => [genRules(token)], prepare, { resetFont: false })(prefixCls);",
      '}',
      'export const other = makeSomething(1, genRules);',
    ].join('\n');
    const out = withoutStyleGenerators(code);
    expect(out).toContain("genSubStyleComponent(['Form', 'item'], () => [], prepare);");
    expect(out).toContain("genComponentStyleHook('Old', () => []);");
    expect(out).toContain("genStyleHooks('Tree', () => [], prepare, { resetFont: false })(prefixCls);");
    // Other calls, and the generator's own definition (left for the bundler to drop), stay as they were.
    expect(out).toContain('makeSomething(1, genRules)');
    expect(out).toContain('const genRules = (token) =>');
  });

  it("matches the installed antd: every style module's hooks lose their generators and keep their tokens", () => {
    const es = path.join(path.dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');
    const modules = readdirSync(es, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /(^|[\\/])style([\\/][^\\/]+)?\.js$/.test(f),
    );
    let hooks = 0;
    for (const file of modules) {
      const out = withoutStyleGenerators(readFileSync(path.join(es, file), 'utf8'));
      // Each factory call's first argument (a name or names) and what follows it.
      for (const m of out.matchAll(
        /\b(?:genStyleHooks|genSubStyleComponent|genComponentStyleHook)\((?:'\w+'|\[[^\]]*\]),\s*(.{8})/g,
      )) {
        hooks++;
        expect(m[1], file).toBe('() => []');
      }
    }
    // About one per component; a renamed factory would leave none to replace.
    expect(hooks).toBeGreaterThan(80);
    const button = withoutStyleGenerators(readFileSync(path.join(es, 'button/style/index.js'), 'utf8'));
    expect(button).toMatch(/genStyleHooks\('Button', \(\) => \[\], prepareComponentToken,/);
  });
});

/**
 * A module-replacing plugin's answer for `source` imported from `importer`, Vite resolving it to `resolved`.
 */
const resolverOf =
  (plugin: Plugin) =>
  async (source: string, importer: string | undefined, resolved: string): Promise<string | null> => {
    const hook = plugin.resolveId as unknown as (
      this: { resolve: () => Promise<{ id: string }> },
      source: string,
      importer: string | undefined,
      options: object,
    ) => Promise<string | null>;
    return hook.call({ resolve: async () => ({ id: resolved }) }, source, importer, {});
  };

describe('scrollbarSizeOnce', () => {
  const replacement = '/app/src/lib/scrollbar-size.ts';
  const resolve = resolverOf(scrollbarSizeOnce({ replacement }));

  it("puts the app's module in place of rc-util's, whichever of its modules imports it", async () => {
    const original = '/app/node_modules/@rc-component/util/es/getScrollBarSize.js';
    expect(
      await resolve('./getScrollBarSize', '/app/node_modules/@rc-component/util/es/index.js', original),
    ).toBe(replacement);
    expect(
      await resolve(
        '../getScrollBarSize',
        '/app/node_modules/@rc-component/util/es/Dom/scrollLocker.js',
        original,
      ),
    ).toBe(replacement);
  });

  it('matches the installed rc-util: its module, how its modules import it, the exports the replacement keeps', async () => {
    const util = path.resolve('node_modules/@rc-component/util/es');
    const original = path.join(util, 'getScrollBarSize.js');
    const source = readFileSync(original, 'utf8');
    expect(source).toMatch(/export default function getScrollBarSize\(/);
    expect(source).toMatch(/export function getTargetScrollBarSize\(/);
    const index = readFileSync(path.join(util, 'index.js'), 'utf8');
    const imported = /from "(\.\/getScrollBarSize)"/.exec(index)?.[1];
    expect(imported).toBe('./getScrollBarSize');
    expect(await resolve(imported!, path.join(util, 'index.js'), original)).toBe(replacement);
    const kept = await import('../../../src/lib/scrollbar-size');
    expect(typeof kept.default).toBe('function');
    expect(typeof kept.getTargetScrollBarSize).toBe('function');
  });

  it('leaves any other module of that name alone', async () => {
    expect(await resolve('./getScrollBarSize', '/app/src/x.ts', '/app/src/getScrollBarSize.ts')).toBeNull();
    expect(await resolve('./other', '/app/node_modules/@rc-component/util/es/index.js', '/x')).toBeNull();
  });
});

describe('tableWithoutColumnFilters', () => {
  const replacement = '/app/src/lib/table-filter-dropdown.ts';
  const resolve = resolverOf(tableWithoutColumnFilters({ replacement }));

  it("matches the installed antd: Table's filter hook imports the menu, and only what the replacement exports", async () => {
    const useFilter = path.resolve('node_modules/antd/es/table/hooks/useFilter');
    const index = readFileSync(path.join(useFilter, 'index.js'), 'utf8');
    const [, names, imported] = /import (.+) from '(\.\/FilterDropdown)';/.exec(index) ?? [];
    expect(names).toBe('FilterDropdown, { flattenKeys }');
    expect(
      await resolve(imported!, path.join(useFilter, 'index.js'), path.join(useFilter, 'FilterDropdown.js')),
    ).toBe(replacement);
    // No other module of antd imports the menu.
    const importers = readdirSync(path.resolve('node_modules/antd/es'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .filter((f) =>
        /from '[./]*FilterDropdown'/.test(readFileSync(path.resolve('node_modules/antd/es', f), 'utf8')),
      );
    expect(importers).toEqual([path.join('table', 'hooks', 'useFilter', 'index.js')]);
    const kept = await import('../../../src/lib/table-filter-dropdown');
    expect(typeof kept.default).toBe('function');
    expect(typeof kept.flattenKeys).toBe('function');
  });

  it('leaves any other module of that name alone', async () => {
    expect(await resolve('./FilterDropdown', '/app/src/x.ts', '/app/src/FilterDropdown.tsx')).toBeNull();
  });
});

describe('tableWithoutRowSelection', () => {
  const replacement = '/app/src/lib/table-selection.ts';
  const resolve = resolverOf(tableWithoutRowSelection({ replacement }));
  const table = path.resolve('node_modules/antd/es/table');

  it("matches the installed antd: Table's modules import the hook, and only what the replacement exports", async () => {
    // Every module of antd importing Table's hook (Transfer has its own of that name).
    const importers = readdirSync(path.resolve('node_modules/antd/es'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .map((f) => path.resolve('node_modules/antd/es', f))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/import (.+) from '(\.[^']*\/useSelection)';/g)].map((m) => ({
          file,
          names: m[1]!,
          imported: m[2]!,
        })),
      )
      .filter(
        ({ file, imported }) =>
          path.resolve(path.dirname(file), imported) === path.join(table, 'hooks/useSelection'),
      );
    expect(importers.map(({ file }) => path.relative(table, file)).sort()).toEqual([
      'InternalTable.js',
      'Table.js',
      path.join('hooks', 'useFilledColumns.js'),
    ]);
    const kept = await import('../../../src/lib/table-selection');
    for (const { file, names, imported } of importers) {
      for (const name of names
        .replace(/[{}]/g, '')
        .split(',')
        .map((n) => n.trim()))
        expect(kept).toHaveProperty(/^[A-Z_]+$/.test(name) ? name : 'default');
      expect(await resolve(imported, file, path.join(table, 'hooks/useSelection.js'))).toBe(replacement);
    }
  });

  it("drops the selection column's placeholder, selects nothing, and refuses a table that selects rows", async () => {
    const { default: useSelection, SELECTION_COLUMN } = await import('../../../src/lib/table-selection');
    const column = { key: 'name' };
    const [transform, selected] = useSelection({}, undefined);
    expect(transform([SELECTION_COLUMN, column])).toEqual([column]);
    expect(selected.size).toBe(0);
    expect(() => useSelection({}, { type: 'checkbox' })).toThrow(/row selection/);
  });

  it('leaves any other module of that name alone', async () => {
    expect(await resolve('./useSelection', '/app/src/x.ts', '/app/src/useSelection.ts')).toBeNull();
  });
});

describe('mswWithoutCookieJar', () => {
  const replacement = '/app/mocks/lib/cookie-store.ts';
  const resolve = resolverOf(mswWithoutCookieJar({ replacement }));

  it('matches the installed msw: its request modules import the jar, and only what the replacement exports', async () => {
    const utils = path.resolve('node_modules/msw/lib/core/utils');
    const original = path.join(utils, 'cookieStore.mjs');
    expect(readFileSync(original, 'utf8')).toMatch(/export \{\s*cookieStore\s*\}/);
    for (const importer of ['getRequestCookies.mjs', 'storeResponseCookies.mjs']) {
      const source = readFileSync(path.join(utils, 'request', importer), 'utf8');
      const [, names, imported] = /import \{ (\w+) \} from '(\.\.\/cookieStore\.mjs)';/.exec(source) ?? [];
      expect(names).toBe('cookieStore');
      // What the importer calls on it.
      for (const method of source.matchAll(/cookieStore\.(\w+)\(/g))
        expect(['getCookies', 'setCookie']).toContain(method[1]);
      expect(await resolve(imported!, path.join(utils, 'request', importer), original)).toBe(replacement);
    }
    const { cookieStore } = await import('../../../mocks/lib/cookie-store');
    expect(cookieStore.getCookies('http://localhost/api/users')).toEqual([]);
    await expect(cookieStore.setCookie('a=1', 'http://localhost/api/login')).rejects.toThrow(
      /keeps no cookies/,
    );
  });

  it('leaves any other module of that name alone', async () => {
    expect(await resolve('./cookieStore.mjs', '/app/src/x.ts', '/app/src/cookieStore.mjs')).toBeNull();
  });
});
