/**
 * Indexing that the caller knows is in range (`noUncheckedIndexedAccess` types `list[i]` as possibly undefined):
 * returns the element, or throws an error that names what was missing instead of failing later on `undefined`.
 */
export function at<T>(list: ArrayLike<T>, index: number, what = 'list'): T {
  const item = index < 0 ? list[list.length + index] : list[index];
  if (item === undefined) throw new Error(`${what} has no element at ${index} (length ${list.length})`);
  return item;
}

/** The first element of a list known to be non-empty (see `at`). */
export const first = <T>(list: ArrayLike<T>, what?: string): T => at(list, 0, what);

/** A value known to be present, such as a regular expression's mandatory group or a seeded record's entry. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}

/** A list known to be non-empty, typed so: `const [head, ...rest] = nonEmpty(list)` gives a defined `head`. */
export function nonEmpty<T>(list: readonly T[], what = 'list'): [T, ...T[]] {
  const [head, ...rest] = list;
  if (head === undefined) throw new Error(`${what} is empty`);
  return [head, ...rest];
}
