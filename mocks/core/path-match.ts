/**
 * How a request path finds its route, for the mock's router (mocks/core/router.ts) and the contract checks
 * (tests/support/contract.ts): segments compared case-insensitively (as ASP.NET does), `{name}` segments taking
 * any value, the same number of segments, and the route with the most literal segments winning
 * (`/api/users/UploadWithExcel` over `/api/users/{id}`). Parameters come back raw (still %-encoded).
 */
export interface PathPattern {
  /** Lower-case segments. */
  segments: string[];
  /** Parameter name per segment position (null for literal segments). */
  paramNames: (string | null)[];
}

export function compilePath(path: string): PathPattern {
  const parts = path.split('/').filter(Boolean);
  return {
    segments: parts.map((s) => s.toLowerCase()),
    paramNames: parts.map((s) => (s.startsWith('{') && s.endsWith('}') ? s.slice(1, -1) : null)),
  };
}

/** The best of `candidates` for `pathname` with its raw parameters, or null. */
export function matchPath<T extends PathPattern>(
  candidates: Iterable<T>,
  pathname: string,
): { match: T; params: Record<string, string> } | null {
  const parts = pathname.split('/').filter(Boolean);
  let best: { match: T; params: Record<string, string>; score: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    let matched = true;
    for (const [i, part] of parts.entries()) {
      const name = candidate.paramNames[i];
      if (name) params[name] = part;
      else if (candidate.segments[i] === part.toLowerCase()) score += 1;
      else {
        matched = false;
        break;
      }
    }
    if (matched && (!best || score > best.score)) best = { match: candidate, params, score };
  }
  return best && { match: best.match, params: best.params };
}
