import type { Plugin } from 'vite';

/**
 * Lets the bundler drop library code that no screen uses but that a library's module shape kept in every route.
 * Rolldown keeps a module's top-level call or property assignment unless it is marked pure, and a module imported
 * for one small export brings along everything such statements hold. Each rule rewrites one line of one library
 * module; a rule whose line is no longer there (a library update) changes nothing in the build, and
 * tests/unit/scripts/vite-plugins.test.ts fails, naming the file (it reads each installed module).
 *
 * - @rc-component/form's index attaches Field, List, useForm… to the form component (`RefForm.Field = Field`), so
 *   importing anything from it loads the whole form engine and async-validator. antd's form context (imported by
 *   every antd input for its status context) wants only `FormProvider`, antd's useForm module (imported by every
 *   radio group, e.g. in a table's filter) only `useForm`: they import those from their own modules. antd's `Form`,
 *   which needs the engine, still imports the index.
 * - default exports built by a call: antd's Collapse (`Object.assign(Collapse, { Panel })`, reached from every
 *   button's style through the colour picker's presets) and @rc-component/trigger's `generateTrigger(Portal)`
 *   (reached from antd's ConfigProvider) get a `#__PURE__` mark, so they go when nothing uses them.
 *
 * Measured with `npm run build:check` (docs/decisions.md, "Library code the bundler could not drop").
 */
export const LIBRARY_REWRITES: { file: string; from: string; to: string }[] = [
  {
    file: 'antd/es/form/context.js',
    from: `import { FormProvider as RcFormProvider } from '@rc-component/form';`,
    to: `import { FormProvider as RcFormProvider } from '@rc-component/form/es/FormContext';`,
  },
  {
    file: 'antd/es/form/hooks/useForm.js',
    from: `import { useForm as useRcForm } from '@rc-component/form';`,
    to: `import useRcForm from '@rc-component/form/es/hooks/useForm';`,
  },
  {
    file: 'antd/es/collapse/Collapse.js',
    from: 'export default Object.assign(',
    to: 'export default /*#__PURE__*/Object.assign(',
  },
  {
    file: '@rc-component/trigger/es/index.js',
    from: 'export default generateTrigger(',
    to: 'export default /*#__PURE__*/generateTrigger(',
  },
];

export function libraryTreeShaking(): Plugin {
  return {
    name: 'portal:library-tree-shaking',
    enforce: 'pre',
    transform(code, id) {
      const path = id.replaceAll('\\', '/');
      const rules = LIBRARY_REWRITES.filter(
        (r) => path.endsWith(`/node_modules/${r.file}`) && code.includes(r.from),
      );
      if (rules.length === 0) return null;
      return { code: rules.reduce((text, r) => text.replace(r.from, r.to), code), map: null };
    },
  };
}

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
