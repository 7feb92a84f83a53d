import { SignJWT, jwtVerify } from 'jose';

/** Claim names as issued by the .NET server. */
export const NAME_IDENTIFIER_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier';
/** Length of a signing key: 256 bits, HS256's own size. */
export const SIGNING_KEY_BYTES = 32;
// A CryptoKey rather than raw bytes: under jsdom a Uint8Array from another realm fails jose's type check.
const importKey = (bytes: Uint8Array) =>
  crypto.subtle.importKey('raw', new Uint8Array(bytes), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

/** Throws when `bytes` is too short to sign with. */
export function checkSigningKey(bytes: Uint8Array): Uint8Array {
  if (bytes.byteLength < SIGNING_KEY_BYTES) throw new Error('signing key shorter than 256 bits');
  return bytes;
}

/**
 * The key tokens are signed with is the backend's (`Runtime.signingKey()`): its `signingKey` option (never
 * committed: the HTTP mock server keeps one per data folder, mocks/server/signing-key.ts, the in-browser server one
 * per database, ../persistence.ts); without one (Node tests, Storybook) a random key of that backend. A token
 * signed with any other key is refused.
 */
export const importSigningKey = (bytes: Uint8Array): Promise<CryptoKey> => importKey(checkSigningKey(bytes));

const ISSUER = 'portal-mock';
/** When the token was issued, in milliseconds (`iat` has whole seconds only). */
const ISSUED_MS_CLAIM = 'portal_iat_ms';
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export interface TokenClaims {
  userId: string;
  userName: string;
}

export interface VerifiedClaims extends TokenClaims {
  /** When the token was issued (ms). */
  issuedAt: number;
}

export async function signToken(
  db: Runtime,
  { userId, userName }: TokenClaims,
  lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
): Promise<string> {
  const nowMs = db.now();
  const nowSeconds = Math.floor(nowMs / 1000);
  return new SignJWT({ [NAME_IDENTIFIER_CLAIM]: userId, [ISSUED_MS_CLAIM]: nowMs })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userName)
    .setIssuer(ISSUER)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + lifetimeSeconds)
    .sign(await db.signingKey());
}

/** Verifies signature and expiry (a token without `exp` or `iat` is invalid); null for anything invalid. */
export async function verifyToken(db: Runtime, token: string): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await db.signingKey(), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
      currentDate: new Date(db.now()),
    });
    const userId = payload[NAME_IDENTIFIER_CLAIM];
    if (typeof userId !== 'string' || typeof payload.sub !== 'string') return null;
    const ms = payload[ISSUED_MS_CLAIM];
    const issuedAt = typeof ms === 'number' && Number.isFinite(ms) ? ms : (payload.iat ?? 0) * 1000;
    return { userId, userName: payload.sub, issuedAt };
  } catch {
    return null;
  }
}

const PBKDF2_ITERATIONS = 20_000;
const toHex = (buf: ArrayBuffer | Uint8Array) =>
  Array.from(buf instanceof Uint8Array ? buf : new Uint8Array(buf), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/** PBKDF2-SHA256 with a per-user salt: `pbkdf2$iterations$salt$hash`. */
export async function hashPassword(
  password: string,
  salt = toHex(crypto.getRandomValues(new Uint8Array(16))),
) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new TextEncoder().encode(salt), iterations: PBKDF2_ITERATIONS },
    key,
    256,
  );
  return `pbkdf2$${PBKDF2_ITERATIONS}$${salt}$${toHex(bits)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, , salt] = stored.split('$');
  if (scheme !== 'pbkdf2' || !salt) return false;
  return (await hashPassword(password, salt)) === stored;
}

/** Random URL-safe token for e-mail confirmation and password reset links. */
export function randomToken(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(24)));
}

/** What signing and checking a token read of a backend (./runtime.ts `Runtime`, which imports this file). */
type Runtime = { now(): number; signingKey(): Promise<CryptoKey> };
