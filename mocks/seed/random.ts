/** Deterministic randomness and the text helpers of the seed. */

/** `list[i]`, which must be there (the seed's indexes are always in range). */
export function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`seed: no item ${i} in a list of ${list.length}`);
  return item;
}

/** mulberry32: a small deterministic PRNG. */
export function rng(seedValue: number) {
  let a = seedValue >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => at(list, Math.floor(next() * list.length)),
    chance: (p: number) => next() < p,
  };
}

export type Rng = ReturnType<typeof rng>;

/**
 * The path segment a shop gives a name: lower-case words joined by '-', Turkish letters kept (percent-encoded, as a
 * browser sends them): 'Çapraz Çanta' → '%C3%A7apraz-%C3%A7anta'. The public cards read the name back from it.
 */
export const urlSlug = (s: string) =>
  s
    .toLocaleLowerCase('tr')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(encodeURIComponent)
    .join('-');

/** ASCII user-name form of Turkish text. */
export const slug = (s: string) =>
  s
    .toLocaleLowerCase('tr')
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ı/g, 'i')
    .replace(/ö/g, 'o')
    .replace(/ş/g, 's')
    .replace(/ü/g, 'u')
    .replace(/[^a-z0-9]/g, '');

export const iban = (r: Rng) => 'TR' + Array.from({ length: 24 }, () => r.int(0, 9)).join('');
export const digits = (r: Rng, n: number) =>
  String(r.int(1, 9)) + Array.from({ length: n - 1 }, () => r.int(0, 9)).join('');
export const phone = (r: Rng) => '05' + String(r.int(30, 59)) + digits(r, 7);

/** The reference "now" of the seed, so dates are stable. */
export const BASE = Date.UTC(2026, 10, 15, 9, 0, 0);
export const daysAgo = (d: number, h = 0) => new Date(BASE - d * 86400000 - h * 3600000).toISOString();
