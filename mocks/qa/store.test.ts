// @vitest-environment node
/** The QA store's bounded lists: the request log of a backend, in memory and in a shared key-value storage. */
import { inMemory, memoryRing, qaStore, STORAGE_PREFIX } from './store';

describe('the request log ring', () => {
  it('in memory keeps the newest `limit` entries, oldest first, and empties', () => {
    const ring = memoryRing<number>(3);
    expect(ring.all()).toEqual([]);
    for (let i = 1; i <= 7; i++) ring.push(i);
    expect(ring.all()).toEqual([5, 6, 7]);
    ring.push(8);
    expect(ring.all()).toEqual([6, 7, 8]);
    ring.clear();
    ring.push(9);
    expect(ring.all()).toEqual([9]);
  });

  it('in memory stores the entries themselves, never their JSON', () => {
    const ring = qaStore(null).ring<{ n: number }>('log', 2);
    const entry = { n: 1 };
    ring.push(entry);
    expect(ring.all()[0]).toBe(entry);
  });

  it('in a shared storage is one JSON list under the key, which another reader of the storage sees', () => {
    const shared = inMemory();
    const one = qaStore(shared).ring<number>('log', 3);
    const other = qaStore(shared).ring<number>('log', 3);
    for (let i = 1; i <= 5; i++) one.push(i);
    expect(other.all()).toEqual([3, 4, 5]);
    expect(JSON.parse(shared.getItem(`${STORAGE_PREFIX}log`)!)).toEqual([3, 4, 5]);
    other.clear();
    expect(one.all()).toEqual([]);
    expect(shared.getItem(`${STORAGE_PREFIX}log`)).toBeNull();
  });
});
