// @vitest-environment jsdom
import { http } from './api-client';

describe('the HTTP client', () => {
  it('never reads cookies: the API signs calls with the bearer token, not an XSRF cookie', async () => {
    // Each read is a round trip to the browser's cookie store before the request may leave.
    const cookieRead = vi.spyOn(document, 'cookie', 'get');
    try {
      await http.get('/api/definitions').catch(() => undefined);
      expect(cookieRead).not.toHaveBeenCalled();
    } finally {
      cookieRead.mockRestore();
    }
  });
});
