import { describe, expect, it } from 'vitest';
import { getDomain } from './registrable-domain';

describe('the mock bundle’s registrable domain', () => {
  it('is the last two labels of a name, and none for localhost or an address', () => {
    expect(getDomain('portal.example.com')).toBe('example.com');
    expect(getDomain('Portal.Example.COM.')).toBe('example.com');
    expect(getDomain('localhost')).toBeNull();
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('::1')).toBeNull();
    expect(getDomain('')).toBeNull();
  });
});
