import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { normalizePath, parseAst, type Plugin } from 'vite';

/**
 * The app's code in the page's first requests. src/main.tsx imports the app (src/app/App.tsx) only after it has read
 * `/config.json`, so that no app module runs before the runtime config is applied; the browser would then learn of
 * the app's chunks only once the entry has run and the config has arrived. Vite preloads the entry's static imports
 * from index.html; this adds `<link rel="modulepreload">` for the app's chunk and its static imports, and a preload
 * of `/config.json`: both download beside the entry, and nothing runs earlier than before.
 */
export function preloadApp({ module, configFile }: { module: RegExp; configFile: string }): Plugin {
  let base = '/';
  return {
    name: 'portal:preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        // The app's own page only (Storybook builds its iframe.html with this config too).
        if (!bundle || ctx.path !== '/index.html') return;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const app = chunks.find((c) => c.facadeModuleId && module.test(c.facadeModuleId));
        if (!app) throw new Error(`preloadApp: no chunk for ${module}`);
        const closure = (file: string, seen = new Set<string>()): Set<string> => {
          if (seen.has(file)) return seen;
          seen.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') for (const dep of chunk.imports) closure(dep, seen);
          return seen;
        };
        const entry = chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]);
        const files = [...closure(app.fileName)].filter((f) => !entry.includes(f));
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `${base}${configFile}`, as: 'fetch', crossorigin: '' },
            injectTo: 'head',
          },
          ...files.map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${f}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * `build.modulePreload.resolveDependencies`: index.html preloads the entry's chunks (and, through preloadApp, the
 * app's); a chunk imported later (a route's page, a dialog) is preloaded alone, not with every chunk it imports.
 * Chromium spends a few milliseconds of main thread on each `<link rel="modulepreload">` Vite's helper appends (a list
 * route would append 50 to 60, before its first paint), several times what it spends on an import it reads in a
 * module: the browser asks for the chunk's imports as it reads the chunk.
 */
export function preloadAlone(
  file: string,
  deps: string[],
  { hostType }: { hostType: 'html' | 'js' },
): string[] {
  return hostType === 'html' ? deps : deps.filter((dep) => dep === file);
}

/**
 * A module of a dependency replaced by one of the app's, matched by the file it resolves to, whichever module imports
 * it; `specifier` narrows the imports looked at (the others are not resolved twice). The replacement keeps the
 * exports the dependency's other modules use.
 */
function replaceModule(
  name: string,
  { specifier, original, replacement }: { specifier: RegExp; original: RegExp; replacement: string },
): Plugin {
  return {
    name,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !specifier.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && original.test(resolved.id) ? replacement : null;
    },
  };
}

/**
 * `@rc-component/util`'s scrollbar measurement replaced by `replacement` (src/lib/scrollbar-size.ts), which measures
 * once before the app renders instead of at every table's mount (that module says why).
 */
export const scrollbarSizeOnce = ({ replacement }: { replacement: string }): Plugin =>
  replaceModule('portal:scrollbar-size-once', {
    specifier: /getScrollBarSize$/,
    original: /[\\/]@rc-component[\\/]util[\\/]es[\\/]getScrollBarSize\.js$/,
    replacement,
  });

/**
 * antd Table's column filter menu replaced by `replacement` (src/lib/table-filter-dropdown.ts), which fails loudly:
 * the app's lists filter from their toolbars, and the menu brought antd's Tree, Menu, Radio and Checkbox into every
 * list's chunks (that module says more).
 */
export const tableWithoutColumnFilters = ({ replacement }: { replacement: string }): Plugin =>
  replaceModule('portal:table-without-column-filters', {
    specifier: /FilterDropdown$/,
    original: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/,
    replacement,
  });

/**
 * antd Table's row selection replaced by `replacement` (src/lib/table-selection.ts), which fails loudly: no table of
 * the app selects rows, and the selection brought antd's Checkbox, Radio and Dropdown into every list's chunks (that
 * module says more).
 */
export const tableWithoutRowSelection = ({ replacement }: { replacement: string }): Plugin =>
  replaceModule('portal:table-without-row-selection', {
    specifier: /useSelection$/,
    original: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    replacement,
  });

/**
 * MSW's cookie jar replaced by `replacement` (mocks/lib/cookie-store.ts), which keeps no cookies: the in-browser mock
 * sets none, and the jar brought tough-cookie and the public suffix list into the mock's chunk (that module says more).
 */
export const mswWithoutCookieJar = ({ replacement }: { replacement: string }): Plugin =>
  replaceModule('portal:msw-without-cookie-jar', {
    specifier: /cookieStore\.mjs$/,
    original: /[\\/]msw[\\/]lib[\\/]core[\\/]utils[\\/]cookieStore\.mjs$/,
    replacement,
  });

/**
 * antd's stylesheet (antd runs with `zeroRuntime`, src/app/providers.tsx), cut down to the components the app uses and
 * split so that each component's rules travel with its code. A build gets antd/dist/antd.css (every component, about
 * 1 MB) as:
 * - `virtual:antd.css` (src/main.tsx imports it): the rules of no component (keyframes, resets, variables) and of
 *   antd's shared helpers (the click wave);
 * - one stylesheet per component folder the app reaches (`antdStyles` below), imported by that folder's style modules
 *   (`antd/es/<folder>/style/…`, what generates its CSS at run time, which every module rendering the component
 *   imports). Vite then puts a component's rules into the CSS of the chunk that holds its code: the sign-in page
 *   loads no table rules, a list page loads them with its own chunk, and the first paint waits only for the rules
 *   of the components the entry's chunks hold.
 * Those style modules also lose their style generators (withoutStyleGenerators, below), which the stylesheet replaces.
 * antd's rules do not depend on the order of different components' rules (its run-time styles are inserted in
 * whatever order components first render), and the app's own overrides (src/app/global.css) outweigh them by their
 * selectors, not by their place. The dev server serves the whole file; Storybook's build (stories render antd's
 * run-time styles) gets none of this.
 */
export function antdUsedStyles({ srcDir }: { srcDir: string }): Plugin {
  const ID = 'virtual:antd.css';
  const antd = path.dirname(createRequire(import.meta.url).resolve('antd/package.json'));
  const full = path.join(antd, 'dist/antd.css');
  const dir = path.join(antd, '../.cache/antd-used-styles');
  const styleModule = /[\\/]antd[\\/]es[\\/]([\w-]+)[\\/]style[\\/][^\\/]+\.js$/;
  // The style modules of components and of antd's shared helpers (`_util/wave/style.js`).
  const styleGenerators = /[\\/]antd[\\/]es[\\/].*[\\/]style([\\/][^\\/]+)?\.js$/;
  let build = false;
  let folders = new Set<string>();
  return {
    name: 'portal:antd-used-styles',
    configResolved(config) {
      build = config.command === 'build' && !config.plugins.some((p) => p.name.startsWith('storybook:'));
    },
    buildStart() {
      if (!build) return;
      const { base, byFolder } = antdStyles(antd, srcDir, readFileSync(full, 'utf8'));
      // Builds running side by side (the app's two modes, another checkout's) share the folder: each file is
      // replaced whole (written aside, then renamed), and a build never removes what another may be reading.
      mkdirSync(dir, { recursive: true });
      const write = (name: string, css: string) => {
        const file = path.join(dir, name);
        if (existsSync(file) && readFileSync(file, 'utf8') === css) return;
        const aside = `${file}.${process.pid}`;
        writeFileSync(aside, css);
        renameSync(aside, file);
      };
      write('base.css', base);
      for (const [folder, css] of byFolder) write(`${folder}.css`, css);
      folders = new Set(byFolder.keys());
    },
    resolveId(id) {
      if (id === ID) return build ? path.join(dir, 'base.css') : full;
    },
    transform(code, id) {
      if (!build || !styleGenerators.test(id)) return null;
      const folder = styleModule.exec(id)?.[1];
      const hooks = withoutStyleGenerators(code);
      if (!folder || !folders.has(folder)) return hooks === code ? null : { code: hooks, map: null };
      const sheet = normalizePath(path.join(dir, `${folder}.css`));
      return { code: `import ${JSON.stringify(sheet)};\n${hooks}`, map: null };
    },
  };
}

/** The functions of antd's `theme/internal` that turn a component's style generator into its style hook. */
const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);

/**
 * An antd style module with each style generator (the second argument of `genStyleHooks` and its siblings) replaced
 * by one that generates nothing. With `zeroRuntime` the hooks never call it (the rules come from the stylesheet),
 * but it and every style helper it reaches would still ship in the component's chunk: about a third of a list page's
 * antd code. What the hooks still use stays: the component's default tokens, which become its CSS variables.
 */
export function withoutStyleGenerators(code: string): string {
  const generators: { start: number; end: number }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const n = node as { type?: unknown; callee?: { type: string; name?: string }; arguments?: unknown[] };
    if (
      n.type === 'CallExpression' &&
      n.callee?.type === 'Identifier' &&
      STYLE_HOOK_FACTORIES.has(n.callee.name!) &&
      n.arguments!.length > 1
    )
      generators.push(n.arguments![1] as { start: number; end: number });
    for (const value of Object.values(n)) if (value !== null && typeof value === 'object') visit(value);
  };
  visit(parseAst(code));
  return generators
    .sort((a, b) => b.start - a.start)
    .reduce((out, { start, end }) => `${out.slice(0, start)}() => []${out.slice(end)}`, code);
}

const filesUnder = (dir: string, ending: RegExp): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => ending.test(f))
    .map((f) => path.join(dir, f));

/**
 * antd.css's rules of the component folders `srcDir`'s modules reach, each folder's apart, and the rules of no
 * component (see antdUsedStyles).
 */
export function antdStyles(
  antd: string,
  srcDir: string,
  css: string,
): { base: string; byFolder: Map<string, string> } {
  const es = path.join(antd, 'es');
  // Export name → component folder ("Button" → "button").
  const folderOf = new Map(
    [
      ...readFileSync(path.join(es, 'index.js'), 'utf8').matchAll(
        /export \{ default as (\w+) \} from '\.\/([\w-]+)'/g,
      ),
    ].map((m) => [m[1]!, m[2]!]),
  );
  const wanted = new Set<string>();
  for (const file of filesUnder(srcDir, /\.tsx?$/)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'antd'/g)) {
      if (m[1]) continue;
      for (const part of m[2]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ') && folderOf.has(name)) wanted.add(folderOf.get(name)!);
      }
    }
    for (const m of text.matchAll(/from\s*'antd\/es\/([\w-]+)/g)) wanted.add(m[1]!);
  }
  // The modules of antd those imports reach, followed file by file; a folder's styles are in use when one of its
  // style modules (`<folder>/style/…`, what generates its CSS at run time) is reached.
  const resolveModule = (file: string): string | undefined =>
    [file, `${file}.js`, path.join(file, 'index.js')].find((f) => existsSync(f) && statSync(f).isFile());
  const seen = new Set<string>();
  const queue = [...wanted]
    .map((folder) => resolveModule(path.join(es, folder)))
    .filter((f) => f !== undefined);
  const styled = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const [folder, sub] = path.relative(es, file).split(path.sep);
    if (sub === 'style') styled.add(folder!);
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import) '(\.\.?\/[^']+)'/g)) {
      const target = resolveModule(path.resolve(path.dirname(file), m[1]!));
      if (target && target.startsWith(es) && !seen.has(target)) queue.push(target);
    }
  }
  const filesOf = (folder: string) =>
    statSync(path.join(es, folder)).isDirectory() ? filesUnder(path.join(es, folder), /\.js$/) : [];
  const prefixesOf = (folder: string) =>
    filesOf(folder).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/getPrefixCls\(\s*'([\w-]+)'/g)].map((m) => m[1]!),
    );
  // The folder of each class prefix. A few prefixes are used by more than one folder (Select's by AutoComplete,
  // Pagination…; Button's by Popconfirm): the folder of the same name, else the one that names it, else the first.
  const folderOfPrefix = new Map<string, string>();
  for (const folder of readdirSync(es).sort())
    for (const prefix of prefixesOf(folder)) {
      const known = folderOfPrefix.get(prefix);
      const rank = (f: string) => (f === prefix ? 2 : f.includes(prefix) ? 1 : 0);
      if (known === undefined || rank(folder) > rank(known)) folderOfPrefix.set(prefix, folder);
    }
  // The component a rule belongs to: the longest known prefix of its first antd class.
  const ownerOf = (rule: string): string | undefined => {
    const cls = /\.ant-([\w-]+)/.exec(rule)?.[1];
    if (!cls) return undefined;
    let owner: string | undefined;
    for (const p of folderOfPrefix.keys())
      if ((cls === p || cls.startsWith(`${p}-`)) && p.length > (owner?.length ?? 0)) owner = p;
    return owner;
  };
  let base = '';
  const byFolder = new Map<string, string>();
  // The stylesheet declares the theme's variables under the class its server rendering gave them (`.css-var-_R_0_`,
  // from React's server-side `useId`), which no element of the app has: antd declares the same variables at run time
  // under the class of the client's `useId` (`css-var-_r_…`), with zeroRuntime too. Those rules are dropped.
  const serverVariables = /^\s*\.css-var-_R_[\w-]*(\.[\w-]+)?(\s*,\s*\.css-var-_R_[\w-]*(\.[\w-]+)?)*\s*\{/;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      const rule = css.slice(start, i + 1);
      start = i + 1;
      if (serverVariables.test(rule)) continue;
      const owner = ownerOf(rule);
      const folder = owner === undefined ? undefined : folderOfPrefix.get(owner)!;
      // Rules of antd's shared helpers (`_util`: the click wave of buttons and inputs) go with the rules of no
      // component: they have no style module of their own that a component's chunk would import.
      if (folder === undefined || folder.startsWith('_')) base += rule;
      else if (styled.has(folder)) byFolder.set(folder, (byFolder.get(folder) ?? '') + rule);
    }
  }
  return { base, byFolder };
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad` as a file's first line, Chrome 136 and later) on the
 * chunks `chunks` names. V8 otherwise compiles a function on the main thread when it is first called; with the hint
 * it compiles the file's functions while it streams the file in, on a background thread. Meant for the code a screen
 * runs as it starts (React, antd's core, the router): compiling functions that never run costs memory and background
 * time. Written once Vite has written its own preamble (`__vite__mapDeps`), so the hint stays the first line; the
 * source map moves down a line with it.
 */
export function compileEagerly({ chunks }: { chunks: (name: string) => boolean }): Plugin {
  return {
    name: 'portal:compile-eagerly',
    apply: 'build',
    enforce: 'post',
    // The hint is part of the file: its name changes with it.
    augmentChunkHash(chunk) {
      return chunks(chunk.name) ? 'allFunctionsCalledOnLoad' : undefined;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunks(chunk.name)) continue;
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
          if (!chunk.map) continue;
          chunk.map.mappings = `;${chunk.map.mappings}`;
          const file = bundle[`${chunk.fileName}.map`];
          if (file?.type === 'asset') file.source = chunk.map.toString();
        }
      },
    },
  };
}
