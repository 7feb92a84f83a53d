// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import getScrollBarSize, { getTargetScrollBarSize } from './scrollbar-size';

/** The document's mutations while `fn` runs, the ones undone before it returns included. */
async function mutationsDuring(fn: () => void): Promise<MutationRecord[]> {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((r) => records.push(...r));
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  fn();
  await Promise.resolve();
  records.push(...observer.takeRecords());
  observer.disconnect();
  return records;
}

describe('scrollbar size', () => {
  it('answers every table without touching the page: no style rule, no element, added or removed', async () => {
    const table = document.createElement('div');
    document.body.appendChild(table);
    getTargetScrollBarSize(table);
    const records = await mutationsDuring(() => {
      for (let i = 0; i < 3; i++) {
        getTargetScrollBarSize(table);
        getTargetScrollBarSize(document.createElement('div'));
        getScrollBarSize();
      }
    });
    expect(records).toEqual([]);
    table.remove();
  });

  it('measures again when asked to, and after a resize (a zoom changes the size in CSS pixels)', async () => {
    expect((await mutationsDuring(() => getScrollBarSize(true))).length).toBeGreaterThan(0);
    window.dispatchEvent(new Event('resize'));
    expect((await mutationsDuring(() => getTargetScrollBarSize())).length).toBeGreaterThan(0);
    expect(await mutationsDuring(() => getTargetScrollBarSize())).toEqual([]);
  });
});
