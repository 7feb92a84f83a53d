/**
 * The signed-in user: the token in localStorage 'token', its claims (name identifier = id, sub = user name)
 * and change notifications for the UI.
 */
import { useSyncExternalStore } from 'react';
import { decodeJwt } from 'jose';

export const TOKEN_KEY = 'token';
export const NAME_IDENTIFIER_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier';

export interface Session {
  token: string;
  userId: string;
  userName: string;
  expiresAt: number | null;
}

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** The token's claims (decoded with jose, not verified: the server verifies), or null for a malformed token. */
function decodeClaims(token: string): Record<string, unknown> | null {
  try {
    return decodeJwt(token);
  } catch {
    return null;
  }
}

/**
 * The session of the stored token, decoded once per token. It follows from the token and the clock alone (an expired
 * session is decoded anew, to null), so it holds nothing a test or a second app could see that the token does not say.
 */
let cached: { token: string | null; session: Session | null } = { token: null, session: null };

const expired = (session: Session | null) => !!session?.expiresAt && session.expiresAt <= Date.now();

/** The current session, or null when there is no usable token (missing, malformed or expired). */
export function getSession(): Session | null {
  const token = localStorage.getItem(TOKEN_KEY);
  if (token === cached.token && !expired(cached.session)) return cached.session;
  let session: Session | null = null;
  const claims = token ? decodeClaims(token) : null;
  if (
    token &&
    claims &&
    typeof claims[NAME_IDENTIFIER_CLAIM] === 'string' &&
    typeof claims.sub === 'string'
  ) {
    const exp = typeof claims.exp === 'number' ? claims.exp * 1000 : null;
    if (!exp || exp > Date.now()) {
      session = {
        token,
        userId: claims[NAME_IDENTIFIER_CLAIM] as string,
        userName: claims.sub,
        expiresAt: exp,
      };
    }
  }
  cached = { token, session };
  return session;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function signIn(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  emit();
}

/** Clears all stored sign-in data. */
export function signOut(): void {
  localStorage.removeItem(TOKEN_KEY);
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === TOKEN_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
