// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import getScrollBarSize, { getTargetScrollBarSize } from './scrollbar-size';

describe('scrollbar size', () => {
  it('answers every table from one measurement: no style rule or element is added to the page', () => {
    const table = document.createElement('div');
    document.body.appendChild(table);
    const head = document.head.innerHTML;
    const body = document.body.children.length;
    const first = getTargetScrollBarSize(table);
    expect(getTargetScrollBarSize(document.createElement('div'))).toBe(first);
    expect(getScrollBarSize()).toBe(first.width);
    expect(document.head.innerHTML).toBe(head);
    expect(document.body.children.length).toBe(body);
    table.remove();
  });

  it('measures again when asked to', () => {
    expect(typeof getScrollBarSize(true)).toBe('number');
  });
});
