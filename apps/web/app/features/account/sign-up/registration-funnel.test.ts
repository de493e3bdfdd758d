import { describe, expect, it } from 'vitest';
import { buildRegistrationEvent } from './registration-funnel';

describe('registration funnel events', () => {
  it('say "not set" and 0 for what is not known yet', () => {
    expect(buildRegistrationEvent({ category: 'registrationFunnel', funnelStep: 'open' })).toEqual({
      event: 'registrationFunnel',
      category: 'registrationFunnel',
      userId: 'not set',
      funnelStep: 'open',
      regType: 'not set',
      loadTime: 0,
    });
  });

  it('carry the registration type, the new player id and a whole-millisecond load time', () => {
    const event = buildRegistrationEvent({
      category: 'registration',
      regType: 'phone',
      userId: 'p-1',
      loadTimeMs: 412.6,
    });
    expect(event).toMatchObject({ userId: 'p-1', regType: 'phone', loadTime: 413 });
  });
});
