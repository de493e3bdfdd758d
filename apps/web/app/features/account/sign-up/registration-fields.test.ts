import type { FieldDefinition } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { listRegistrationFields, toRegistrationBody } from './registration-fields';

const field = (name: string, position: number, isVisible = true): FieldDefinition => ({
  name,
  description: `fields.${name}`,
  editable: true,
  isRequired: true,
  isVisible,
  position,
  rules: ['required'],
});

describe('registration fields', () => {
  const definitions = [field('password', 2), field('email', 1), field('nickname', 3, false)];

  it('keeps visible fields in position order and leaves hidden ones to the server', () => {
    expect(listRegistrationFields(definitions).map((f) => f.name)).toEqual(['email', 'password']);
  });

  it('sends checkboxes as 1 or empty and leaves out empty texts', () => {
    expect(
      toRegistrationBody({ agreements: true, receiveSmsPromo: false, bonusCode: ' ', email: 'a' }),
    ).toEqual({ agreements: '1', receiveSmsPromo: '', email: 'a' });
  });
});
