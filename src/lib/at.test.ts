import { at, first, present } from './at';

describe('at, first, present', () => {
  it('return the element at an index (negative counts from the end), the first one, a present value', () => {
    expect(at(['a', 'b', 'c'], 1)).toBe('b');
    expect(at(['a', 'b', 'c'], -1)).toBe('c');
    expect(first([0, 1])).toBe(0);
    expect(present('', 'the text')).toBe('');
  });

  it('throw an error naming what was missing', () => {
    expect(() => at(['a'], 1, 'the rows')).toThrow('the rows has no element at 1 (length 1)');
    expect(() => first([], 'the mails')).toThrow('the mails has no element at 0 (length 0)');
    expect(() => present(null, 'the token')).toThrow('the token is missing');
  });
});
