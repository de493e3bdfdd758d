import { pushAnalyticsEvent } from '../../../lib/browser/analytics';
export type RegistrationType = 'email' | 'phone';
export type FunnelStep = 'open' | 'type' | 'sent' | 'otp';

/** One analytics event of the registration funnel (spec sections 3 and 9). */
export interface RegistrationEvent {
  event: 'registrationFunnel' | 'registration';
  category: 'registrationFunnel' | 'registration';
  userId: string;
  funnelStep: FunnelStep | 'not set';
  regType: RegistrationType | 'not set';
  loadTime: number;
}

/** Missing values default to 'not set' or 0; the user id is 'not set' until registration. */
export function buildRegistrationEvent(input: {
  category: RegistrationEvent['category'];
  funnelStep?: FunnelStep;
  regType?: RegistrationType;
  userId?: string;
  loadTimeMs?: number;
}): RegistrationEvent {
  return {
    event: input.category,
    category: input.category,
    userId: input.userId || 'not set',
    funnelStep: input.funnelStep ?? 'not set',
    regType: input.regType ?? 'not set',
    loadTime: Math.max(0, Math.round(input.loadTimeMs ?? 0)),
  };
}

export function pushRegistrationEvent(input: Parameters<typeof buildRegistrationEvent>[0]) {
  pushAnalyticsEvent(buildRegistrationEvent(input));
}
