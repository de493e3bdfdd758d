import { describe, expect, it } from 'vitest';
import { isValidCpf } from './cpf.ts';

describe('isValidCpf', () => {
  it('accepts a valid CPF written with dots and dash', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
  });

  it('accepts a valid CPF written as bare digits', () => {
    expect(isValidCpf('52998224725')).toBe(true);
  });

  it('accepts a valid CPF whose first check digit is 0', () => {
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('39053344705')).toBe(true);
  });

  it('rejects a CPF whose first check digit is wrong', () => {
    expect(isValidCpf('529.982.247-35')).toBe(false);
  });

  it('rejects a CPF whose second check digit is wrong', () => {
    expect(isValidCpf('52998224726')).toBe(false);
  });

  it('rejects a CPF whose digits are all the same', () => {
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
  });

  it('rejects too few or too many digits and stray characters', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('529 982 247 25')).toBe(false);
    expect(isValidCpf('529.982.247-2a')).toBe(false);
  });

  it('rejects values that are not text', () => {
    expect(isValidCpf(null)).toBe(false);
    expect(isValidCpf(['52998224725'])).toBe(false);
  });
});
