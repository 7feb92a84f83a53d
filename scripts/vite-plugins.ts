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
