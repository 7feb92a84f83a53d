/**
 * Rich text sanitised on the way in with DOMPurify, as the UI does on the way out (src/components/SafeHtml.tsx):
 * no scripts, event handlers, `javascript:` or other active URLs, SVG, MathML, `<object>`/`<embed>`/`<iframe>`.
 * In the browser DOMPurify uses the page's DOM; in Node (tests, `npm run mock-server`) a jsdom window.
 */
import type { DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | undefined;

/** DOMPurify, loaded with the first rich text to sanitise (the mock's first answers need none). */
async function load(): Promise<DOMPurify> {
  const { default: createDOMPurify } = await import('dompurify');
  if (typeof window !== 'undefined' && window.document) return createDOMPurify(window);
  // Kept from the browser bundle: only Node reaches this line.
  const name = 'jsdom';
  const { JSDOM } = (await import(/* @vite-ignore */ name)) as {
    JSDOM: new (html: string) => { window: unknown };
  };
  return createDOMPurify(new JSDOM('').window as Window & typeof globalThis);
}

export async function sanitizeRichText(html: string): Promise<string> {
  // A failed fetch of DOMPurify's chunk is tried again with the next rich text.
  const purify = await (purifier ??= load().catch((e: unknown) => {
    purifier = undefined;
    throw e;
  }));
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'srcset'],
  });
}
