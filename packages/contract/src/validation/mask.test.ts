import { describe, expect, it } from 'vitest';
import { applyMask } from './mask.ts';

describe('applyMask', () => {
  it('inserts literals between digits', () => {
    expect(applyMask('5511987654321', '+## (##) #####-####')).toBe('+55 (11) 98765-4321');
  });

  it('writes a literal only when more input follows', () => {
    expect(applyMask('551', '+## (##) #####-####')).toBe('+55 (1');
    expect(applyMask('55', '+## (##) #####-####')).toBe('+55');
  });

  it('closes a fully filled mask with its trailing literals', () => {
    expect(applyMask('12', '(##)')).toBe('(12)');
  });

  it('leaves an already masked value as it is', () => {
    expect(applyMask('+55 (11) 98765-4321', '+## (##) #####-####')).toBe('+55 (11) 98765-4321');
  });

  it('stops at the first input character a token refuses', () => {
    expect(applyMask('12a45', '#####')).toBe('12');
    expect(applyMask('ab1', '@@@')).toBe('ab');
  });

  it('takes letters for @ and letters or digits for *', () => {
    expect(applyMask('ABC123', '@@@-###')).toBe('ABC-123');
    expect(applyMask('a1b2', '****')).toBe('a1b2');
    expect(applyMask('a-', '**')).toBe('a');
  });

  it('cuts input longer than the mask', () => {
    expect(applyMask('123456', '##-##')).toBe('12-34');
  });

  it('returns nothing for empty input', () => {
    expect(applyMask('', '(##)')).toBe('');
  });
});
