import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

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
 * antd's stylesheet cut down to the components the app uses. The app imports `virtual:antd.css` (src/main.tsx; antd
 * runs with `zeroRuntime`, src/app/providers.tsx). A build gets antd/dist/antd.css (every component, about 1 MB)
 * without the rules of the components no module under `srcDir` reaches: its named imports of 'antd', followed
 * through antd's imports between its component folders; a rule belongs to the component whose class prefix (its
 * `getPrefixCls('…')`) starts its first `.ant-…` class, and rules of no component (keyframes, resets, variables)
 * stay. The dev server serves the whole file.
 */
export function antdUsedStyles({ srcDir }: { srcDir: string }): Plugin {
  const ID = 'virtual:antd.css';
  const antd = path.dirname(createRequire(import.meta.url).resolve('antd/package.json'));
  const full = path.join(antd, 'dist/antd.css');
  const out = path.join(antd, '../.cache/antd-used-styles/antd.css');
  let build = false;
  return {
    name: 'portal:antd-used-styles',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      if (!build) return;
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, usedStyles(antd, srcDir, readFileSync(full, 'utf8')));
    },
    resolveId(id) {
      if (id === ID) return build ? out : full;
    },
  };
}

const filesUnder = (dir: string, ending: RegExp): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => ending.test(f))
    .map((f) => path.join(dir, f));

/** antd.css's rules of the component folders `srcDir`'s modules reach (see antdUsedStyles). */
export function usedStyles(antd: string, srcDir: string, css: string): string {
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
  const everyPrefix = new Set(readdirSync(es).flatMap(prefixesOf));
  const kept = new Set([...styled].flatMap(prefixesOf));
  // The component a rule belongs to: the longest known prefix of its first antd class.
  const ownerOf = (rule: string): string | undefined => {
    const cls = /\.ant-([\w-]+)/.exec(rule)?.[1];
    if (!cls) return undefined;
    let owner: string | undefined;
    for (const p of everyPrefix)
      if ((cls === p || cls.startsWith(`${p}-`)) && p.length > (owner?.length ?? 0)) owner = p;
    return owner;
  };
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return rules
    .filter((rule) => {
      const owner = ownerOf(rule);
      return owner === undefined || kept.has(owner);
    })
    .join('');
}
