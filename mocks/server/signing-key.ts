/**
 * The HTTP mock server's token signing key: 256 random bits made the first time a data folder is used and kept in
 * it (`signing-key`, readable by its owner only), never in the code. Tokens stay valid across restarts of the same
 * folder; a token signed with any other key (another folder's, the key once committed to mocks/core/auth.ts) is
 * refused.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SIGNING_KEY_BYTES } from '../core/auth';

export const SIGNING_KEY_FILE = 'signing-key';

/** The folder's key (the backend's `signingKey`), made first when there is none (or it is unreadable). */
export function folderSigningKey(dir: string): Uint8Array {
  const file = join(dir, SIGNING_KEY_FILE);
  let key: Uint8Array | null = null;
  try {
    const hex = readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]+$/i.test(hex) && hex.length >= SIGNING_KEY_BYTES * 2) key = Buffer.from(hex, 'hex');
    else console.warn(`[mock-server] ${file} is not a key: making a new one (earlier tokens stop working)`);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  if (!key) {
    key = crypto.getRandomValues(new Uint8Array(SIGNING_KEY_BYTES));
    writeFileSync(file, `${Buffer.from(key).toString('hex')}\n`, { mode: 0o600 });
  }
  return key;
}
