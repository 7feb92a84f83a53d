/**
 * Stored rich text (HTML written in the editor, or anything a server sends) rendered only after DOMPurify: no
 * scripts, no event handlers, no `javascript:` or other active URLs, no SVG or MathML. Links open in a new tab
 * without access to this window.
 */
import DOMPurify from 'dompurify';
import { useMemo, type CSSProperties } from 'react';

let hooked = false;
function purifier() {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/** The HTML with every active part removed (safe for `dangerouslySetInnerHTML` and for the editor). */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'srcset'],
  });
}

export function SafeHtml({
  html,
  className,
  style,
}: {
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
