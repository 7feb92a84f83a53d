/**
 * The `Prefer` request header of the QA controls (as Stoplight Prism reads it): one `/api` answer changed for the
 * client that asks, without a rule another client would meet. `Prefer: code=500`, `Prefer: error=UserNotFound`,
 * `Prefer: delay=2000` (combinable: `Prefer: error=EmailNotConfirm, delay=300`) become a one-off fault rule of the
 * fault engine (./faultEngine.ts checks and applies it), so a preference means exactly what the same rule added in
 * the panel means.
 * Other preferences (`return=minimal`, …) are ignored, as RFC 7240 asks; a malformed value of these three is not.
 */
export const PREFER_HEADER = 'Prefer';
/** The longest delay a preference may ask for (ms). */
export const MAX_PREFER_DELAY_MS = 120_000;

/** A preference the client sent that cannot be honoured; its message says what is wrong. */
export class PreferError extends Error {}

const unquote = (v: string) => (/^".*"$/.test(v) ? v.slice(1, -1) : v);

/** The parts of a fault rule a preference may set. */
export interface Preference {
  status?: number;
  error?: string;
  delayMs?: number;
}

/**
 * What `header` asks for; null when it asks for none of code, error and delay. Throws a `PreferError` for a
 * malformed value (the error name is checked against the catalogue with the rest of the rule, by the engine).
 */
export function parsePrefer(header: string | null): Preference | null {
  if (!header) return null;
  const rule: Preference = {};
  let asked = false;
  for (const preference of header.split(',')) {
    // `name=value; parameter…`: the parameters of a preference are not used here.
    const [token = ''] = preference.split(';');
    const eq = token.indexOf('=');
    const name = (eq < 0 ? token : token.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? '' : unquote(token.slice(eq + 1).trim());
    if (name !== 'code' && name !== 'error' && name !== 'delay') continue;
    asked = true;
    if (name === 'code') {
      const code = /^\d{3}$/.test(value) ? Number(value) : NaN;
      if (!(code >= 400 && code <= 599))
        throw new PreferError(`Prefer: code='${value}' is not an HTTP error status (400-599)`);
      rule.status = code;
    } else if (name === 'error') {
      if (!value) throw new PreferError('Prefer: error= needs an error name of the catalogue');
      rule.error = value;
    } else {
      const ms = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
      if (!(ms <= MAX_PREFER_DELAY_MS))
        throw new PreferError(
          `Prefer: delay='${value}' is not a whole number of milliseconds from 0 to ${MAX_PREFER_DELAY_MS}`,
        );
      rule.delayMs = ms;
    }
  }
  if (!asked) return null;
  // A bare `delay=0` asks for nothing: the real answer, at once.
  if (rule.status === undefined && rule.error === undefined && !rule.delayMs) return null;
  return rule;
}
