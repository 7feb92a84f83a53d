// @vitest-environment node
/** The build's own Vite plugin (scripts/vite-plugins.ts) on a made-up bundle. */
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { preloadApp, usedStyles } from '../../../scripts/vite-plugins';

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

describe('usedStyles', () => {
  const antd = path.resolve('node_modules/antd');
  const css = readFileSync(path.join(antd, 'dist/antd.css'), 'utf8');
  /** The rules kept for a source folder holding one module with `code`. */
  const keptFor = (code: string) => {
    const src = mkdtempSync(path.join(tmpdir(), 'antd-styles-'));
    writeFileSync(path.join(src, 'page.tsx'), code);
    return usedStyles(antd, src, css);
  };

  it("keeps the rules of the components imported and of those they import, drops the others'", () => {
    const kept = keptFor("import { Button, Table, type TableProps } from 'antd';\n");
    expect(kept).toContain('.ant-btn{');
    expect(kept).toContain('.ant-table-wrapper');
    // Table's pagination and its filter's checkbox come with it.
    expect(kept).toContain('.ant-pagination{');
    expect(kept).toContain('.ant-checkbox-wrapper');
    expect(kept).not.toContain('.ant-steps{');
    expect(kept).not.toContain('.ant-carousel{');
    expect(kept.length).toBeLessThan(css.length / 2);
  });

  it('keeps what belongs to no component: keyframes, the icon and link resets', () => {
    const kept = keptFor("import { Button } from 'antd';\n");
    expect(kept).toContain('@keyframes antFadeIn');
    expect(kept).toContain('.anticon{');
    expect(kept).not.toContain('.ant-table-wrapper');
  });

  it('reads no import that brings no code: type-only imports', () => {
    expect(keptFor("import type { TableProps } from 'antd';\n")).not.toContain('.ant-table-wrapper');
  });
});
