import { endpoints } from '@croupier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveCountry } from '../../integrations/geo.ts';
import { addRoute } from '../../lib/route.ts';
import * as settings from '../settings/service.ts';
import { accountRoutes } from './account-routes.ts';
import { listFieldDefinitions } from './fields.ts';
import { checkOtp, sendOtp } from './otp.ts';
import { LIMITS } from './rate-limits.ts';
import { type RegistrationContext, registerByEmail, registerByPhone } from './registration.ts';
import { sessionContextOf } from './session-context.ts';

export async function playerRoutes(app: FastifyInstance) {
  addRoute(app, endpoints.init, async (_input, request) => {
    const countryCode = resolveCountry(request, app.config.COUNTRY_HEADER);
    const country = countryCode ? await settings.findCountry(app.db, countryCode) : undefined;
    const defaultLocale = await settings.getDefaultLocale(app.db);
    return {
      data: {
        country: countryCode,
        isRestricted: country?.isRestricted ?? false,
        locale: country?.locale ?? defaultLocale,
        defaultLocale,
        features: settings.getFeatures(app.config),
      },
    };
  });

  addRoute(app, endpoints.fieldValidations, async ({ query }) => ({
    data: { scenario: query.scenario, fields: listFieldDefinitions(query.scenario, query.type) },
  }));

  await app.register(registrationRoutes);
  await app.register(accountRoutes);
}

async function registrationRoutes(app: FastifyInstance) {
  const contextOf = (request: FastifyRequest, fingerprint?: string): RegistrationContext => ({
    ...sessionContextOf(request, fingerprint),
    signer: app.tokens,
    ttlDays: app.config.SESSION_TTL_DAYS,
    publicUrl: app.config.PUBLIC_URL,
    locale: request.locale,
    affiliateTag: request.cookies.stag,
  });
  const perIp = { config: { rateLimit: LIMITS.registerPerIp } };

  addRoute(
    app,
    endpoints.register,
    async ({ body }, request) => {
      const token = await registerByEmail(app.db, body, contextOf(request, body.fingerprint));
      app.outbox.kick();
      return { data: token };
    },
    perIp,
  );

  addRoute(
    app,
    endpoints.registerPhone,
    async ({ body }, request) => ({
      data: await registerByPhone(app.db, body, contextOf(request, body.fingerprint)),
    }),
    perIp,
  );

  addRoute(app, endpoints.otpSend, async ({ body }, request) => {
    const sent = await sendOtp(
      app.db,
      { phone: body.phone, reason: body.reason, ip: request.ip, locale: request.locale },
      {
        ttlSeconds: app.config.OTP_TTL_SECONDS,
        resendSeconds: app.config.OTP_RESEND_SECONDS,
        maxPerPhoneHour: app.config.OTP_MAX_PER_PHONE_HOUR,
        maxPerIpHour: app.config.OTP_MAX_PER_IP_HOUR,
      },
    );
    app.outbox.kick();
    return { data: sent };
  });

  addRoute(
    app,
    endpoints.otpVerify,
    async ({ body }) => {
      await checkOtp(app.db, body);
      return { data: { isValid: true as const } };
    },
    { config: { rateLimit: LIMITS.otpVerifyPerIp } },
  );
}
