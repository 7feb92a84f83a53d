import { render, screen } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

const HOSTILE =
  '<p>Güvenli <b>metin</b></p><img src="x" onerror="window.__pwned=1"><a href="javascript:window.__pwned=2">tıkla</a>' +
  '<svg onload="window.__pwned=3"><circle r="4"/></svg><script>window.__pwned=4</script>' +
  '<a href="https://www.example.com" onclick="window.__pwned=5">site</a>';

describe('rich-text sanitising', () => {
  it('keeps the text and drops handlers, scripts, svg and javascript: links', () => {
    const { container } = render(<SafeHtml html={HOSTILE} />);
    expect(container).toHaveTextContent('Güvenli metin');
    expect(container.querySelector('b')).toHaveTextContent('metin');
    expect(container.querySelectorAll('script, svg, [onerror], [onload], [onclick]')).toHaveLength(0);
    expect(screen.getByText('tıkla')).not.toHaveAttribute('href');
    const site = screen.getByText('site');
    expect(site).toHaveAttribute('href', 'https://www.example.com');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    site.click();
    screen.getByText('tıkla').click();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(sanitizeHtml(null)).toBe('');
  });
});
