/**
 * The rules of README "What the real server must do" that no single answer shows: the CORS preflight, letter
 * case in paths, 401 with the envelope for a missing, malformed or expired token, zero-based paging with
 * `pageSize=100000000` meaning everything, and the token's claims.
 */
import { ALL, claimsOf, errorsOf, isRecord, NAME_IDENTIFIER_CLAIM } from './values';
import type { Probe } from './probe';

export async function runRules(p: Probe): Promise<void> {
  const { base, origin } = p.options;

  if (!origin) {
    p.rules.push({ name: 'CORS preflight', problems: [], warnings: [], skipped: 'no --origin given' });
  } else {
    await p.rule(
      `CORS preflight from ${origin} allows Authorization and Content-Type, methods GET POST PUT DELETE`,
      async () => {
        const res = await fetch(`${base}/api/users`, {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'PUT',
            'Access-Control-Request-Headers': 'authorization,content-type',
          },
        });
        const problems: string[] = [];
        if (res.status < 200 || res.status > 299) problems.push(`preflight answered ${res.status}`);
        const allowOrigin = res.headers.get('Access-Control-Allow-Origin');
        if (allowOrigin !== '*' && allowOrigin !== origin)
          problems.push(`Access-Control-Allow-Origin is ${allowOrigin ?? 'missing'}`);
        // A wildcard does not cover Authorization (Fetch standard): it must be named.
        const names = (res.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase().split(/\s*,\s*/);
        for (const h of ['authorization', 'content-type'])
          if (!names.includes(h)) problems.push(`Access-Control-Allow-Headers does not name ${h}`);
        const methods = (res.headers.get('Access-Control-Allow-Methods') ?? '').toUpperCase();
        for (const m of ['GET', 'POST', 'PUT', 'DELETE'])
          if (methods !== '*' && !methods.split(/\s*,\s*/).includes(m))
            problems.push(`Access-Control-Allow-Methods lacks ${m}`);
        const exposed = await fetch(`${base}/api/definitions/DownloadTaxPdf`, {
          headers: {
            Origin: origin,
            ...(p.tokens.admin ? { Authorization: `Bearer ${p.tokens.admin}` } : {}),
          },
        });
        await exposed.arrayBuffer();
        if (!/content-disposition/i.test(exposed.headers.get('Access-Control-Expose-Headers') ?? ''))
          problems.push(
            'Access-Control-Expose-Headers does not name Content-Disposition (download file names are lost)',
          );
        return problems;
      },
    );
  }

  await p.rule('the token has the name-identifier (user id), sub (user name) and exp claims', async () => {
    if (!p.tokens.admin) return ['no administrator session (login failed)'];
    const claims = claimsOf(p.tokens.admin);
    const problems: string[] = [];
    if (typeof claims[NAME_IDENTIFIER_CLAIM] !== 'string') problems.push(`no ${NAME_IDENTIFIER_CLAIM} claim`);
    if (typeof claims.sub !== 'string') problems.push('no sub claim');
    if (typeof claims.exp !== 'number') problems.push('no exp claim');
    return problems;
  });

  await p.rule('paths match whatever the letter case', async () => {
    const problems: string[] = [];
    const answer = async (method: string, path: string, token: string | null) => {
      const res = await fetch(base + path, {
        method,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
        },
        body: method === 'POST' ? '{}' : undefined,
      });
      const body: unknown = await res.json().catch(() => null);
      return {
        status: res.status,
        names: errorsOf(body)
          .map((e) => e.name)
          .join(','),
      };
    };
    // The documented spelling and the others the app uses (or could): the same answer, never the route's 404.
    for (const [method, documented, variants, actor] of [
      ['GET', '/api/profile', ['/API/PROFILE', '/api/Profile'], 'member'],
      ['GET', '/api/paymentTrackings', ['/api/paymenttrackings', '/api/PAYMENTTRACKINGS'], 'admin'],
      ['POST', '/api/ConfirmEmail', ['/api/confirmemail'], 'anonymous'],
    ] as const) {
      const token = actor === 'anonymous' ? null : (p.tokens[actor] ?? null);
      if (actor !== 'anonymous' && !token) continue;
      const want = await answer(method, documented, token);
      for (const variant of variants) {
        const got = await answer(method, variant, token);
        if (got.status !== want.status || got.names !== want.names)
          problems.push(
            `${method} ${variant} answered ${got.status} ${got.names}, ${documented} answered ${want.status} ${want.names}`.trim(),
          );
      }
    }
    return problems;
  });

  const token = p.tokens.admin ?? '';
  const [head, payload] = token.split('.');
  const expiredPayload = Buffer.from(
    JSON.stringify({ ...claimsOf(token), exp: Math.floor(Date.now() / 1000) - 3600 }),
  ).toString('base64url');
  for (const [what, header] of [
    ['missing', undefined],
    ['malformed', 'Bearer not-a-token'],
    ['expired (exp an hour ago)', `Bearer ${head}.${expiredPayload}.${token.split('.')[2] ?? ''}`],
    ['not a Bearer', `Basic ${Buffer.from('admin:x').toString('base64')}`],
  ] as const) {
    await p.rule(`a ${what} token gets 401 with the Unauthorized envelope`, async () => {
      if (what.startsWith('expired') && !payload) return ['no administrator session to derive a token from'];
      const res = await fetch(`${base}/api/users`, { headers: header ? { Authorization: header } : {} });
      const text = await res.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        /* judged below */
      }
      const problems: string[] = [];
      if (res.status !== 401) problems.push(`answered ${res.status}`);
      if (!isRecord(body) || body.isError !== true || body.content !== null || !Array.isArray(body.errors))
        problems.push(`no envelope: ${JSON.stringify(text.slice(0, 120))}`);
      else if (!errorsOf(body).some((e) => e.name === 'Unauthorized'))
        problems.push(`errors ${JSON.stringify(body.errors)}, expected Unauthorized`);
      return problems;
    });
  }

  await p.rule('paging is zero-based and pageSize=100000000 returns every row', async () => {
    if (!p.tokens.admin) return ['no administrator session'];
    const page = async (query: string) => {
      const res = await fetch(`${base}/api/roles?${query}`, {
        headers: { Authorization: `Bearer ${p.tokens.admin}` },
      });
      const body: unknown = await res.json().catch(() => null);
      const content = isRecord(body) ? body.content : null;
      if (res.status !== 200 || !isRecord(content))
        throw new Error(`GET /api/roles?${query} answered ${res.status}`);
      return {
        items: Array.isArray(content.items) ? content.items.filter(isRecord) : [],
        totalCount: typeof content.totalCount === 'number' ? content.totalCount : NaN,
      };
    };
    const problems: string[] = [];
    const all = await page(`pageSize=${ALL}`);
    if (all.items.length !== all.totalCount)
      problems.push(`pageSize=${ALL} gave ${all.items.length} of ${all.totalCount} rows`);
    if (all.totalCount >= 2) {
      const first = await page('pageIndex=0&pageSize=1');
      const second = await page('pageIndex=1&pageSize=1');
      if (first.items[0]?.id !== all.items[0]?.id) problems.push('pageIndex=0 is not the first page');
      if (second.items[0]?.id !== all.items[1]?.id) problems.push('pageIndex=1 is not the second page');
    }
    return problems;
  });
}
