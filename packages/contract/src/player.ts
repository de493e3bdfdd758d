import { z } from 'zod';
import { paginationMetaSchema, paginationQuerySchema } from './pagination.ts';

/** Fields a registration or profile form may have (spec section 3). */
export const REGISTRATION_FIELD_NAMES = [
  'email',
  'phone',
  'password',
  'password_confirmation',
  'country',
  'currency',
  'nickname',
  'locale',
  'bonusCode',
  'agreements',
  'receiveEmailPromo',
  'receiveSmsPromo',
] as const;

export const PROFILE_FIELD_NAMES = [
  'email',
  'phone',
  'nickname',
  'firstName',
  'lastName',
  'gender',
  'birthdate',
  'country',
  'city',
  'address',
  'postalCode',
  'timeZone',
  'locale',
  'receiveEmailPromo',
  'receiveSmsPromo',
] as const;

export const PLAYER_STATUS = { active: 1, limited: 2, blocked: 3, selfExcluded: 4 } as const;

export const fieldScenarioSchema = z.enum(['registration', 'profile']);
export type FieldScenario = z.infer<typeof fieldScenarioSchema>;

/** A form field the server defines; `rules` use the validation vocabulary of spec section 5. */
export const fieldDefinitionSchema = z.object({
  name: z.string(),
  description: z.string(),
  editable: z.boolean(),
  isRequired: z.boolean(),
  isVisible: z.boolean(),
  position: z.number().int(),
  rules: z.array(z.string()),
});
export type FieldDefinition = z.infer<typeof fieldDefinitionSchema>;
/** `type` picks the login field of the registration scenario: email (default) or phone. */
export const fieldValidationsQuerySchema = z.object({
  scenario: fieldScenarioSchema,
  type: z.enum(['email', 'phone']).optional(),
});

const fingerprintSchema = z.string().max(128).optional();
const flagSchema = z.union([
  z.boolean(),
  z.literal(1),
  z.literal(0),
  z.literal('1'),
  z.literal('0'),
  z.literal(''),
]);

/**
 * Registration by e-mail (`POST /api/player/register`). Field rules come from the registration
 * field definitions; `agreements` is 1 when accepted and empty when not (spec section 5).
 */
export const registerBodySchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().max(128).optional(),
  password_confirmation: z.string().max(128).optional(),
  country: z.string().optional(),
  currency: z.string().optional(),
  nickname: z.string().max(64).optional(),
  locale: z.string().optional(),
  bonusCode: z.string().max(64).optional(),
  agreements: flagSchema.optional(),
  receiveEmailPromo: flagSchema.optional(),
  receiveSmsPromo: flagSchema.optional(),
  fingerprint: fingerprintSchema,
  affiliateTag: z.string().max(128).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerPhoneBodySchema = registerBodySchema.extend({ code: z.string() });

export const otpReasonSchema = z.enum(['registration', 'login', 'profile']);
export const otpSendBodySchema = z.object({ phone: z.string().max(250), reason: otpReasonSchema });
export const otpSentSchema = z.object({
  resendInSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export const otpVerifyBodySchema = z.object({
  phone: z.string().max(250),
  code: z.string(),
  reason: otpReasonSchema,
});
export const otpVerifiedSchema = z.object({ isValid: z.literal(true) });

export const signInBodySchema = z.object({
  login: z.string().max(254),
  password: z.string().max(128),
  fingerprint: fingerprintSchema,
});
export const tokenSignInBodySchema = z.object({
  token: z.string().min(1).max(512),
  fingerprint: fingerprintSchema,
});

/** Answer of every way to sign in: a short-lived bearer token that names a session row. */
export const sessionTokenSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  sessionId: z.string(),
  profileId: z.string(),
});
export type SessionToken = z.infer<typeof sessionTokenSchema>;

export const profileSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  nickname: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  gender: z.string().nullable(),
  birthdate: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  timeZone: z.string().nullable(),
  locale: z.string(),
  currency: z.string().nullable(),
  status: z.number().int(),
  isEmailConfirmed: z.boolean(),
  isPhoneConfirmed: z.boolean(),
  receiveEmailPromo: z.boolean(),
  receiveSmsPromo: z.boolean(),
  freshchatRestoreId: z.string().nullable(),
  pwaInstalled: z.boolean(),
  isNewlyRegistered: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateBodySchema = z
  .object({
    email: z.string(),
    phone: z.string(),
    nickname: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    gender: z.string(),
    birthdate: z.string(),
    country: z.string(),
    city: z.string(),
    address: z.string(),
    postalCode: z.string(),
    timeZone: z.string(),
    locale: z.string(),
    receiveEmailPromo: flagSchema,
    receiveSmsPromo: flagSchema,
    pwaInstalled: z.boolean(),
    /** The support chat's conversation id, kept so the next visit restores the conversation. */
    freshchatRestoreId: z.string().max(128).nullable(),
    /** The code sent with `otp/send` (reason 'profile') to a new phone; required to change it. */
    code: z.string().max(16),
    /**
     * The player's password, required to change the e-mail address (it receives password resets)
     * or the phone (it signs in with an SMS code): a session alone must not take the account over.
     */
    currentPassword: z.string().max(128),
  })
  .partial();

export const passwordChangeBodySchema = z.object({
  currentPassword: z.string().max(128),
  newPassword: z.string().max(128),
  repeatNewPassword: z.string().max(128),
});
export const passwordResetBodySchema = z.object({
  email: z.string().max(254),
  locale: z.string().optional(),
});
export const passwordConfirmBodySchema = z.object({
  resetCode: z.string().max(256),
  password: z.string().max(128),
  password_confirmation: z.string().max(128),
});
export const emailConfirmBodySchema = z.object({ confirmCode: z.string().max(256) });

export const sessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  method: z.string(),
  isCurrent: z.boolean(),
});
export const sessionsQuerySchema = paginationQuerySchema;
export const sessionsResponseSchema = z.object({
  data: z.array(sessionSchema),
  meta: paginationMetaSchema,
});
export const sessionIdParamsSchema = z.object({ id: z.uuid() });

export const okSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

/** Cookie that ties a social sign-in's callback to the browser that started it (login CSRF). */
export const SOCIAL_BINDING_COOKIE = 'croupier-social';
export const TELEGRAM_PROVIDER = 'telegram';

const socialConnectionSchema = z.object({ id: z.string(), name: z.string() });

/**
 * What the sign-in and sign-up modals need to draw social buttons (spec section 3): enabled
 * providers ('auth0', direct OpenID Connect ids, 'telegram'), Auth0's connections, direct
 * connections, and the Telegram widget's bot and auth URL.
 */
export const socialSettingsSchema = z.object({
  providers: z.array(z.string()),
  socialAuth0Connections: z.array(socialConnectionSchema),
  socialDirectConnections: z.array(socialConnectionSchema),
  telegram: z.object({ bot: z.string(), auth_url: z.string() }).nullable(),
});
export type SocialSettings = z.infer<typeof socialSettingsSchema>;

/**
 * The `state` query of the browser redirects, as JSON: backRoute is the current path and query
 * without sign-in, sign-up and stag (a path of this site, never an absolute URL); stag and
 * fingerprint travel with it because the callback page cannot read them before it runs.
 */
export const socialStateSchema = z.object({
  backRoute: z.string().max(2048),
  stag: z.string().max(128).optional(),
  fingerprint: fingerprintSchema,
});
export type SocialState = z.infer<typeof socialStateSchema>;

export const socialRedirectQuerySchema = z.object({ state: z.string().max(4096) });
export const auth0RedirectQuerySchema = socialRedirectQuerySchema.extend({
  connection: z.string().max(64),
});
export const socialProviderParamsSchema = z.object({ provider: z.string().max(32) });

/** The provider's answer on the callback URL, passed on as it came (`code`, `state`, `iss`…). */
export const socialSignInQuerySchema = z.looseObject({
  code: z.string().max(4096).optional(),
  state: z.string().max(256).optional(),
});

const telegramNumberSchema = z.union([z.string().regex(/^\d{1,20}$/), z.number().int()]);

/**
 * `provider` is the `{connection}` of the callback route: an Auth0 connection, a direct
 * provider's id, or 'telegram' with the login widget's fields beside it.
 */
export const socialSignInBodySchema = z.object({
  provider: z.string().max(64),
  locale: z.string().max(16).optional(),
  fingerprint: fingerprintSchema,
  affiliateTag: z.string().max(128).optional(),
  /** The binding cookie's value; the web route reads it and passes it on. */
  binding: z.string().max(128).optional(),
  id: telegramNumberSchema.optional(),
  first_name: z.string().max(256).optional(),
  last_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
  photo_url: z.string().max(2048).optional(),
  auth_date: telegramNumberSchema.optional(),
  hash: z.string().max(128).optional(),
});
export type SocialSignInBody = z.infer<typeof socialSignInBodySchema>;

export const socialSessionSchema = sessionTokenSchema.extend({
  isNewPlayer: z.boolean(),
  backRoute: z.string(),
});
export type SocialSession = z.infer<typeof socialSessionSchema>;
