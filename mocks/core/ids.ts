export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

export const isEmptyId = (id: string | null | undefined) => !id || id === EMPTY_ID;

export function newId(): string {
  return crypto.randomUUID();
}

/** Deterministic UUID-shaped ids for the seed, so links and tests are stable across resets. */
export function seedId(kind: number, n: number): string {
  return `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}
