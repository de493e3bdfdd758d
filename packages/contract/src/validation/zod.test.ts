import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_RULES } from './field-rules.ts';
import { withFieldRules, withRules } from './zod.ts';

describe('withRules', () => {
  const schema = withRules(z.string(), ['required', 'min:6']);

  it('lets a value through when its rules pass', () => {
    expect(schema.parse('secret1')).toBe('secret1');
  });

  it('reports the first failing rule with its message key and placeholders', () => {
    const result = schema.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        message: 'validation.min',
        params: { rule: 'min', values: { param: '6', min: '6' } },
        path: [],
      }),
    ]);
  });

  it('keeps the schema own checks first', () => {
    const result = schema.safeParse(42);
    expect(result.error?.issues[0]?.code).toBe('invalid_type');
  });
});

describe('withFieldRules', () => {
  const schema = withFieldRules(
    z.object({ password: z.string(), password_confirmation: z.string() }),
    { password: FIELD_RULES.password, password_confirmation: FIELD_RULES.password_confirmation },
  );

  it('puts each failure on its field path, with rules that read other fields', () => {
    const result = schema.safeParse({ password: 'abc', password_confirmation: 'abd' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['password'], 'validation.min'],
      [['password_confirmation'], 'validation.same'],
    ]);
  });

  it('lets valid data through unchanged', () => {
    const data = { password: 'secret1', password_confirmation: 'secret1' };
    expect(schema.parse(data)).toEqual(data);
  });

  it('flattens into the field errors a 422 answer carries', () => {
    const result = schema.safeParse({ password: 'secret1', password_confirmation: '' });
    expect(result.error && z.flattenError(result.error).fieldErrors).toEqual({
      password_confirmation: ['validation.required'],
    });
  });
});
