import { z } from 'zod';
import {
  auditEntrySchema,
  auditLogQuerySchema,
  auditVerificationSchema,
  backofficeAdjustmentBodySchema,
  backofficeAdjustmentSchema,
  backofficeAdjustmentsQuerySchema,
  backofficeBonusCodeBodySchema,
  backofficeBonusCodeParamsSchema,
  backofficeBonusCodeSchema,
  backofficeBonusCodeUpdateBodySchema,
  backofficeBonusSchema,
  backofficeBroadcastBodySchema,
  backofficeBroadcastSchema,
  backofficeBulkReviewBodySchema,
  backofficeBulkReviewSchema,
  backofficeDailyReportQuerySchema,
  backofficeDailyReportSchema,
  backofficeDocumentReviewBodySchema,
  backofficeDocumentSchema,
  backofficeDocumentsQuerySchema,
  backofficeIdParamsSchema,
  backofficePlayerDetailSchema,
  backofficePlayerSchema,
  backofficePlayersQuerySchema,
  backofficeReasonBodySchema,
  backofficeWithdrawalSchema,
  backofficeWithdrawalsQuerySchema,
  operatorSchema,
  operatorSessionSchema,
  operatorSignInBodySchema,
} from './backoffice.ts';
import {
  bonusCodeBodySchema,
  bonusCodeDeleteBodySchema,
  bonusCodeSchema,
  bonusCodesQuerySchema,
  bonusStatusQuerySchema,
  bonusStatusSchema,
  cashbackQuerySchema,
  cashbackSchema,
  depositBonusesQuerySchema,
  depositBonusSchema,
  playerBonusCancelBodySchema,
  playerBonusesQuerySchema,
  playerBonusIdParamsSchema,
  playerBonusSchema,
  playerFreespinSchema,
  playerFreespinsQuerySchema,
} from './bonus.ts';
import {
  bonusPageSchema,
  contentQuerySchema,
  layoutSchema,
  pageIdentitySchema,
  promoPanelSchema,
  promoPanelsQuerySchema,
  questionPageSchema,
  redirectQuerySchema,
  redirectSchema,
  staticPageSchema,
  textsSchema,
  welcomePackageSchema,
} from './content.ts';
import {
  documentIdParamsSchema,
  documentSchema,
  documentsResponseSchema,
  sumsubTokenSchema,
} from './documents.ts';
import {
  betsQuerySchema,
  favoriteStateSchema,
  gameCollectionSchema,
  gameIdParamsSchema,
  gameProviderSchema,
  gameSchema,
  gamesQuerySchema,
  gamesResponseSchema,
  playBodySchema,
  playSessionSchema,
  roundsResponseSchema,
  spinsQuerySchema,
  sportsbookSessionBodySchema,
  sportsbookSessionSchema,
  winnerSchema,
} from './game.ts';
import {
  limitCreateBodySchema,
  limitDeleteParamsSchema,
  limitIdParamsSchema,
  limitSchema,
  limitUpdateBodySchema,
  realityCheckSchema,
  statementQuerySchema,
  statementSchema,
} from './limits.ts';
import {
  communicationBodySchema,
  communicationCreatedSchema,
  messengerMessageIdsBodySchema,
  messengerMessagesQuerySchema,
  messengerMessagesResponseSchema,
  messengerUnreadSchema,
} from './notification.ts';
import { healthSchema, metricsTextSchema, readinessSchema } from './operations.ts';
import { paginated } from './pagination.ts';
import {
  depositBodySchema,
  invoiceIdParamsSchema,
  invoiceSchema,
  invoiceStatisticsSchema,
  invoicesQuerySchema,
  invoicesResponseSchema,
  paymentMethodSchema,
  paymentMethodsQuerySchema,
  paymentResponseSchema,
  withdrawalBodySchema,
} from './payment.ts';
import {
  auth0RedirectQuerySchema,
  emailConfirmBodySchema,
  fieldDefinitionSchema,
  fieldScenarioSchema,
  fieldValidationsQuerySchema,
  okSchema,
  otpSendBodySchema,
  otpSentSchema,
  otpVerifiedSchema,
  otpVerifyBodySchema,
  passwordChangeBodySchema,
  passwordConfirmBodySchema,
  passwordResetBodySchema,
  profileSchema,
  profileUpdateBodySchema,
  registerBodySchema,
  registerPhoneBodySchema,
  sessionIdParamsSchema,
  sessionsQuerySchema,
  sessionsResponseSchema,
  sessionTokenSchema,
  signInBodySchema,
  socialProviderParamsSchema,
  socialRedirectQuerySchema,
  socialSessionSchema,
  socialSettingsSchema,
  socialSignInBodySchema,
  socialSignInQuerySchema,
  tokenSignInBodySchema,
} from './player.ts';
import {
  providerBalanceBodySchema,
  providerBalanceSchema,
  providerBetBodySchema,
  providerFreespinsSchema,
  providerIntegrationParamsSchema,
  providerRollbackBodySchema,
  providerRoundCloseBodySchema,
  providerTransactionResultSchema,
  providerWinBodySchema,
} from './provider-api.ts';
import {
  loyaltyAccountSchema,
  loyaltyLevelsResponseSchema,
  playerQuestIdParamsSchema,
  playerQuestSchema,
  playerQuestsQuerySchema,
  questActivateBodySchema,
  questIdParamsSchema,
  questSchema,
  questsQuerySchema,
  tournamentDetailSchema,
  tournamentIdParamsSchema,
  tournamentSchema,
} from './retention.ts';
import {
  API_ROUTES,
  type ApiRoute,
  BACKOFFICE_ROUTES,
  PAGE_ROUTES,
  SERVER_ROUTES,
} from './routes.ts';
import {
  constantsSchema,
  countrySchema,
  currenciesQuerySchema,
  currencySchema,
  initSchema,
  localeQuerySchema,
  localeSchema,
} from './settings.ts';
import {
  accountCreateBodySchema,
  accountIdParamsSchema,
  accountSchema,
  riskDataSchema,
  turnOverWagerQuerySchema,
} from './wallet.ts';

export interface Endpoint extends ApiRoute {
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  status?: number;
}

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Every route of the API: the browser's, the page loaders' and other systems' (server side only). */
export const ALL_ROUTES = {
  ...API_ROUTES,
  ...PAGE_ROUTES,
  ...SERVER_ROUTES,
  ...BACKOFFICE_ROUTES,
};
/** A browser redirect: the answer is its Location header, with no body. */
const redirectResponse = z.null().describe('302 to the Location header');
const identityParams = z.object({ pageIdentity: pageIdentitySchema });

/** The back office's endpoints (issue 16): an operator's token, the route's permission. */
function backofficeEndpoints() {
  return {
    backofficeSignIn: {
      ...BACKOFFICE_ROUTES.backofficeSignIn,
      summary: 'Operator sign-in: e-mail, password and the authenticator code (TOTP)',
      body: operatorSignInBodySchema,
      response: data(operatorSessionSchema),
    },
    backofficeSignOut: {
      ...BACKOFFICE_ROUTES.backofficeSignOut,
      summary: "Ends the operator's session",
      response: okSchema,
    },
    backofficeMe: {
      ...BACKOFFICE_ROUTES.backofficeMe,
      summary: 'The signed-in operator, with the permissions of their role',
      response: data(operatorSchema),
    },
    backofficePlayers: {
      ...BACKOFFICE_ROUTES.backofficePlayers,
      summary: 'Players by e-mail, phone, id or nickname',
      query: backofficePlayersQuerySchema,
      response: paginated(backofficePlayerSchema),
    },
    backofficePlayer: {
      ...BACKOFFICE_ROUTES.backofficePlayer,
      summary: "A player's profile, balances, recent ledger entries, sessions and limits",
      params: backofficeIdParamsSchema,
      response: data(backofficePlayerDetailSchema),
    },
    backofficeBlockPlayer: {
      ...BACKOFFICE_ROUTES.backofficeBlockPlayer,
      summary: 'Blocks a player: sign-in answers 403 accountBlocked; every session closes',
      params: backofficeIdParamsSchema,
      body: backofficeReasonBodySchema,
      response: data(backofficePlayerSchema),
    },
    backofficeLimitPlayer: {
      ...BACKOFFICE_ROUTES.backofficeLimitPlayer,
      summary: 'Marks an active player limited (status 2): they may play but not deposit',
      params: backofficeIdParamsSchema,
      body: backofficeReasonBodySchema,
      response: data(backofficePlayerSchema),
    },
    backofficeUnlimitPlayer: {
      ...BACKOFFICE_ROUTES.backofficeUnlimitPlayer,
      summary: 'Lifts the limited status (back to active)',
      params: backofficeIdParamsSchema,
      body: backofficeReasonBodySchema,
      response: data(backofficePlayerSchema),
    },
    backofficeUnblockPlayer: {
      ...BACKOFFICE_ROUTES.backofficeUnblockPlayer,
      summary: 'Unblocks a player: the status before the block returns',
      params: backofficeIdParamsSchema,
      body: backofficeReasonBodySchema,
      response: data(backofficePlayerSchema),
    },
    backofficeWithdrawals: {
      ...BACKOFFICE_ROUTES.backofficeWithdrawals,
      summary: 'Pending withdrawals, oldest first',
      query: backofficeWithdrawalsQuerySchema,
      response: paginated(backofficeWithdrawalSchema),
    },
    backofficeApproveWithdrawal: {
      ...BACKOFFICE_ROUTES.backofficeApproveWithdrawal,
      summary: 'Pays a pending withdrawal (once: a second approval is 409 holdNotPending)',
      params: backofficeIdParamsSchema,
      response: okSchema,
    },
    backofficeRejectWithdrawal: {
      ...BACKOFFICE_ROUTES.backofficeRejectWithdrawal,
      summary: 'Rejects a pending withdrawal with a reason; the held amount returns',
      params: backofficeIdParamsSchema,
      body: backofficeReasonBodySchema,
      response: okSchema,
    },
    backofficeReviewWithdrawals: {
      ...BACKOFFICE_ROUTES.backofficeReviewWithdrawals,
      summary: 'Approves or rejects several withdrawals, each on its own',
      body: backofficeBulkReviewBodySchema,
      response: backofficeBulkReviewSchema,
    },
    backofficeAuditLog: {
      ...BACKOFFICE_ROUTES.backofficeAuditLog,
      summary: 'Operator actions, newest first, by operator, action or target',
      query: auditLogQuerySchema,
      response: paginated(auditEntrySchema),
    },
    backofficeDocuments: {
      ...BACKOFFICE_ROUTES.backofficeDocuments,
      summary: 'KYC documents by status (waiting for review by default), oldest first',
      query: backofficeDocumentsQuerySchema,
      response: paginated(backofficeDocumentSchema),
    },
    backofficeDocumentFile: {
      ...BACKOFFICE_ROUTES.backofficeDocumentFile,
      summary: "A document's file for the reviewer's viewer (JPEG, PNG or PDF bytes, not JSON)",
      params: backofficeIdParamsSchema,
      response: z.unknown(),
    },
    backofficeReviewDocument: {
      ...BACKOFFICE_ROUTES.backofficeReviewDocument,
      summary: 'Approves or declines a pending document; the player is told in their messages',
      params: backofficeIdParamsSchema,
      body: backofficeDocumentReviewBodySchema,
      response: data(backofficeDocumentSchema),
    },
    backofficeAdjustments: {
      ...BACKOFFICE_ROUTES.backofficeAdjustments,
      summary: 'Adjustments waiting for a second operator, oldest first',
      query: backofficeAdjustmentsQuerySchema,
      response: paginated(backofficeAdjustmentSchema),
    },
    backofficeRequestAdjustment: {
      ...BACKOFFICE_ROUTES.backofficeRequestAdjustment,
      summary:
        "Adjusts a player's balance with a reason: at once up to the approval threshold, else pending",
      params: backofficeIdParamsSchema,
      body: backofficeAdjustmentBodySchema,
      response: data(backofficeAdjustmentSchema),
    },
    backofficeApproveAdjustment: {
      ...BACKOFFICE_ROUTES.backofficeApproveAdjustment,
      summary: "Applies another operator's pending adjustment through the ledger, once",
      params: backofficeIdParamsSchema,
      response: data(backofficeAdjustmentSchema),
    },
    backofficeRejectAdjustment: {
      ...BACKOFFICE_ROUTES.backofficeRejectAdjustment,
      summary: "Rejects another operator's pending adjustment with a reason",
      params: backofficeIdParamsSchema,
      body: backofficeReasonBodySchema,
      response: data(backofficeAdjustmentSchema),
    },
    backofficeBonuses: {
      ...BACKOFFICE_ROUTES.backofficeBonuses,
      summary: 'Bonus definitions, in their order',
      response: data(z.array(backofficeBonusSchema)),
    },
    backofficeBonusCodes: {
      ...BACKOFFICE_ROUTES.backofficeBonusCodes,
      summary: 'Bonus codes with their uses, newest first',
      response: data(z.array(backofficeBonusCodeSchema)),
    },
    backofficeCreateBonusCode: {
      ...BACKOFFICE_ROUTES.backofficeCreateBonusCode,
      summary: 'Creates a bonus code for a bonus given by codes',
      body: backofficeBonusCodeBodySchema,
      response: data(backofficeBonusCodeSchema),
    },
    backofficeUpdateBonusCode: {
      ...BACKOFFICE_ROUTES.backofficeUpdateBonusCode,
      summary: 'Enables or disables a bonus code',
      params: backofficeBonusCodeParamsSchema,
      body: backofficeBonusCodeUpdateBodySchema,
      response: data(backofficeBonusCodeSchema),
    },
    backofficeBroadcast: {
      ...BACKOFFICE_ROUTES.backofficeBroadcast,
      summary: 'Sends a message to every active player of a segment, once each',
      body: backofficeBroadcastBodySchema,
      response: data(backofficeBroadcastSchema),
    },
    backofficeDailyReport: {
      ...BACKOFFICE_ROUTES.backofficeDailyReport,
      summary: 'Deposits, withdrawals, GGR, NGR and active players per day (UTC) and currency',
      query: backofficeDailyReportQuerySchema,
      response: data(backofficeDailyReportSchema),
    },
    backofficeAuditVerify: {
      ...BACKOFFICE_ROUTES.backofficeAuditVerify,
      summary: "Checks the audit log's hash chain from its first row",
      response: data(auditVerificationSchema),
    },
  } as const satisfies Record<string, Endpoint>;
}

/**
 * Every endpoint of the API: the server builds its routes from these, the web client parses
 * responses with them, and the OpenAPI document at /api/docs is generated from them.
 * Paths under /api/settings, /api/player and /api/notification are the spec's (section 7);
 * /api/content is ours, for the managed content the spec lists without paths.
 */
export const endpoints = {
  currencies: {
    ...API_ROUTES.currencies,
    summary: 'Currencies; visible=1 keeps only enabled ones',
    query: currenciesQuerySchema,
    response: data(z.array(currencySchema)),
  },
  locales: {
    ...PAGE_ROUTES.locales,
    summary: 'Locales the site is translated into',
    response: data(z.array(localeSchema)),
  },
  countries: {
    ...API_ROUTES.countries,
    summary: 'Countries players may pick, without the excluded ones',
    query: localeQuerySchema,
    response: data(z.array(countrySchema)),
  },
  constants: {
    ...API_ROUTES.constants,
    summary: 'Status lists, periods and registration switches',
    response: data(constantsSchema),
  },
  init: {
    ...PAGE_ROUTES.init,
    summary: "The visitor's country, restriction and suggested locale",
    response: data(initSchema),
  },
  communications: {
    ...PAGE_ROUTES.communications,
    summary: 'Contact form message to the operator',
    body: communicationBodySchema,
    response: data(communicationCreatedSchema),
    status: 201,
  },
  redirect: {
    ...PAGE_ROUTES.redirect,
    summary: 'Redirect target for a path, if any',
    query: redirectQuerySchema,
    response: data(redirectSchema),
  },
  texts: {
    ...PAGE_ROUTES.texts,
    summary: 'Managed texts of a locale',
    query: contentQuerySchema,
    response: data(textsSchema),
  },
  layout: {
    ...PAGE_ROUTES.layout,
    summary: 'Footer and header content',
    query: contentQuerySchema,
    response: data(layoutSchema),
  },
  promoPanels: {
    ...API_ROUTES.promoPanels,
    summary: 'Promo panels by placement',
    query: promoPanelsQuerySchema,
    response: data(z.array(promoPanelSchema)),
  },
  staticPage: {
    ...PAGE_ROUTES.staticPage,
    summary: 'A static page',
    params: identityParams,
    query: contentQuerySchema,
    response: data(staticPageSchema),
  },
  questionPages: {
    ...PAGE_ROUTES.questionPages,
    summary: 'FAQ pages with their questions',
    query: contentQuerySchema,
    response: data(z.array(questionPageSchema)),
  },
  bonusPages: {
    ...PAGE_ROUTES.bonusPages,
    summary: 'Bonus pages',
    query: contentQuerySchema,
    response: data(z.array(bonusPageSchema)),
  },
  bonusPage: {
    ...PAGE_ROUTES.bonusPage,
    summary: 'A bonus page',
    params: identityParams,
    query: contentQuerySchema,
    response: data(bonusPageSchema),
  },
  welcomePackage: {
    ...API_ROUTES.welcomePackage,
    summary: 'The welcome package page',
    query: contentQuerySchema,
    response: data(welcomePackageSchema),
  },
  fieldValidations: {
    ...API_ROUTES.fieldValidations,
    summary: 'Form fields and their rules for registration or the profile',
    query: fieldValidationsQuerySchema,
    response: data(
      z.object({ scenario: fieldScenarioSchema, fields: z.array(fieldDefinitionSchema) }),
    ),
  },
  register: {
    ...API_ROUTES.register,
    summary: 'Registration by e-mail; signs the new player in',
    body: registerBodySchema,
    response: data(sessionTokenSchema),
    status: 201,
  },
  registerPhone: {
    ...API_ROUTES.registerPhone,
    summary: 'Registration by phone with the one-time code; signs the new player in',
    body: registerPhoneBodySchema,
    response: data(sessionTokenSchema),
    status: 201,
  },
  otpSend: {
    ...API_ROUTES.otpSend,
    summary: 'Sends a one-time code by SMS (11005 when the send limit is reached)',
    body: otpSendBodySchema,
    response: data(otpSentSchema),
  },
  otpVerify: {
    ...API_ROUTES.otpVerify,
    summary: 'Checks a one-time code without using it up (11003 when wrong)',
    body: otpVerifyBodySchema,
    response: data(otpVerifiedSchema),
  },
  signIn: {
    ...API_ROUTES.signIn,
    summary: 'Sign-in by e-mail or phone and password',
    body: signInBodySchema,
    response: data(sessionTokenSchema),
    status: 201,
  },
  signInWithToken: {
    ...API_ROUTES.signInWithToken,
    summary: 'Auto-login with a one-time token (single use, short-lived)',
    body: tokenSignInBodySchema,
    response: data(sessionTokenSchema),
    status: 201,
  },
  refreshSession: {
    ...API_ROUTES.refreshSession,
    summary: "A new access token for the bearer's session",
    response: data(sessionTokenSchema),
  },
  logout: {
    ...API_ROUTES.logout,
    summary: "Closes the bearer's session",
    response: okSchema,
  },
  sessions: {
    ...API_ROUTES.sessions,
    summary: "The player's open sessions",
    query: sessionsQuerySchema,
    response: sessionsResponseSchema,
  },
  closeSession: {
    ...API_ROUTES.closeSession,
    summary: 'Closes one of the player’s sessions',
    params: sessionIdParamsSchema,
    response: okSchema,
  },
  profile: {
    ...API_ROUTES.profile,
    summary: "The signed-in player's profile",
    response: data(profileSchema),
  },
  updateProfile: {
    ...API_ROUTES.updateProfile,
    summary: 'Updates the profile by the profile field rules',
    body: profileUpdateBodySchema,
    response: data(profileSchema),
  },
  changePassword: {
    ...API_ROUTES.changePassword,
    summary: 'Changes the password; other sessions are closed',
    body: passwordChangeBodySchema,
    response: okSchema,
  },
  resetPassword: {
    ...API_ROUTES.resetPassword,
    summary: 'E-mails a reset link (same answer whether the address exists or not)',
    body: passwordResetBodySchema,
    response: okSchema,
  },
  confirmPassword: {
    ...API_ROUTES.confirmPassword,
    summary: 'Sets a new password with the reset code; every session is closed',
    body: passwordConfirmBodySchema,
    response: okSchema,
  },
  resendEmailConfirmation: {
    ...API_ROUTES.resendEmailConfirmation,
    summary: 'Sends the e-mail confirmation link again',
    response: okSchema,
  },
  socialSettings: {
    ...API_ROUTES.socialSettings,
    summary: 'Social sign-in providers, Auth0 connections and the Telegram widget settings',
    response: data(socialSettingsSchema),
  },
  socialAuth0Redirect: {
    ...API_ROUTES.socialAuth0Redirect,
    summary: 'Browser redirect to Auth0 for one connection (state: JSON with backRoute)',
    query: auth0RedirectQuerySchema,
    response: redirectResponse,
    status: 302,
  },
  socialRedirect: {
    ...API_ROUTES.socialRedirect,
    summary: 'Browser redirect to a direct OpenID Connect provider (state: JSON with backRoute)',
    params: socialProviderParamsSchema,
    query: socialRedirectQuerySchema,
    response: redirectResponse,
    status: 302,
  },
  socialSignIn: {
    ...PAGE_ROUTES.socialSignIn,
    summary: "Finishes a social sign-in (the provider's callback query, or Telegram's fields)",
    query: socialSignInQuerySchema,
    body: socialSignInBodySchema,
    response: data(socialSessionSchema),
    status: 201,
  },
  confirmEmail: {
    ...PAGE_ROUTES.confirmEmail,
    summary: 'Confirms the e-mail address with the code from the link',
    body: emailConfirmBodySchema,
    response: okSchema,
  },
  accounts: {
    ...API_ROUTES.accounts,
    summary: "The player's wallet accounts (hidden ones included, status 3)",
    response: data(z.array(accountSchema)),
  },
  addAccount: {
    ...API_ROUTES.addAccount,
    summary: 'Adds an account in a currency (or shows a hidden one again)',
    body: accountCreateBodySchema,
    response: data(accountSchema),
    status: 201,
  },
  switchAccount: {
    ...API_ROUTES.switchAccount,
    summary: 'Makes an account the active one',
    params: accountIdParamsSchema,
    response: data(z.array(accountSchema)),
  },
  hideAccount: {
    ...API_ROUTES.hideAccount,
    summary: 'Hides an account that is not the active one',
    params: accountIdParamsSchema,
    response: data(accountSchema),
  },
  depositMethods: {
    ...API_ROUTES.depositMethods,
    summary: 'Deposit methods for a currency and country',
    query: paymentMethodsQuerySchema,
    response: data(z.array(paymentMethodSchema)),
  },
  withdrawalMethods: {
    ...API_ROUTES.withdrawalMethods,
    summary: 'Withdrawal methods for a currency and country',
    query: paymentMethodsQuerySchema,
    response: data(z.array(paymentMethodSchema)),
  },
  deposit: {
    ...API_ROUTES.deposit,
    summary: 'Creates a deposit invoice and says how to pay it',
    body: depositBodySchema,
    response: data(paymentResponseSchema),
    status: 201,
  },
  withdraw: {
    ...API_ROUTES.withdraw,
    summary: 'Creates a withdrawal invoice; the amount is held until paid or returned',
    body: withdrawalBodySchema,
    response: data(paymentResponseSchema),
    status: 201,
  },
  invoices: {
    ...API_ROUTES.invoices,
    summary: "The player's invoices, newest first (type, status, currency and date filters)",
    query: invoicesQuerySchema,
    response: invoicesResponseSchema,
  },
  declineInvoice: {
    ...API_ROUTES.declineInvoice,
    summary: 'Declines a pending withdrawal; the held amount returns to the balance',
    params: invoiceIdParamsSchema,
    response: data(invoiceSchema),
  },
  invoiceStatistics: {
    ...API_ROUTES.invoiceStatistics,
    summary: "Counts and sums of the player's invoices",
    response: data(invoiceStatisticsSchema),
  },
  paymentWebhook: {
    ...SERVER_ROUTES.paymentWebhook,
    summary: "A payment provider's signed notice of a payment's outcome (idempotent by event id)",
    params: z.object({ provider: z.string().regex(/^[a-z0-9-]{1,32}$/) }),
    body: z.record(z.string(), z.unknown()),
    response: okSchema,
  },
  health: {
    ...SERVER_ROUTES.health,
    summary: 'Liveness: the process answers (no dependency is checked)',
    response: healthSchema,
  },
  ready: {
    ...SERVER_ROUTES.ready,
    summary: 'Readiness: database, Redis and migrations; 503 while draining to stop',
    response: readinessSchema,
  },
  metrics: {
    ...SERVER_ROUTES.metrics,
    summary: 'Prometheus metrics (bearer METRICS_TOKEN when configured)',
    response: metricsTextSchema,
  },
  sumsubWebhook: {
    ...SERVER_ROUTES.sumsubWebhook,
    summary: "Sumsub's signed notice of an applicant's review (X-Payload-Digest)",
    body: z.record(z.string(), z.unknown()),
    response: okSchema,
  },
  playerBonuses: {
    ...API_ROUTES.playerBonuses,
    summary: "The player's bonuses, newest first (filter by status and currency)",
    query: playerBonusesQuerySchema,
    response: data(z.array(playerBonusSchema)),
  },
  activatePlayerBonus: {
    ...API_ROUTES.activatePlayerBonus,
    summary: 'Activates an issued bonus: its money goes to the bonus balance',
    params: playerBonusIdParamsSchema,
    response: data(playerBonusSchema),
  },
  cancelPlayerBonus: {
    ...API_ROUTES.cancelPlayerBonus,
    summary: 'Cancels a bonus; an active one forfeits its bonus balance',
    params: playerBonusIdParamsSchema,
    body: playerBonusCancelBodySchema,
    response: data(playerBonusSchema),
  },
  playerFreespins: {
    ...API_ROUTES.playerFreespins,
    summary: "The player's free spins, newest first (filter by status and currency)",
    query: playerFreespinsQuerySchema,
    response: data(z.array(playerFreespinSchema)),
  },
  activatePlayerFreespin: {
    ...API_ROUTES.activatePlayerFreespin,
    summary: 'Activates issued free spins: their game may play them',
    params: playerBonusIdParamsSchema,
    response: data(playerFreespinSchema),
  },
  cancelPlayerFreespin: {
    ...API_ROUTES.cancelPlayerFreespin,
    summary: 'Cancels free spins; what played spins won is forfeited',
    params: playerBonusIdParamsSchema,
    response: data(playerFreespinSchema),
  },
  depositBonuses: {
    ...API_ROUTES.depositBonuses,
    summary: 'The bonuses a deposit in a currency (and of an amount) would get',
    query: depositBonusesQuerySchema,
    response: data(z.array(depositBonusSchema)),
  },
  bonusCodes: {
    ...API_ROUTES.bonusCodes,
    summary: "The player's bonus codes (pending and used), newest first",
    query: bonusCodesQuerySchema,
    response: data(z.array(bonusCodeSchema)),
  },
  cashback: {
    ...API_ROUTES.cashback,
    summary: "Cashback programmes in a currency, with the running period's loss and last payout",
    query: cashbackQuerySchema,
    response: data(z.array(cashbackSchema)),
  },
  bonusStatus: {
    ...API_ROUTES.bonusStatus,
    summary: 'Whether the player may still get each of the asked bonuses in a currency',
    query: bonusStatusQuerySchema,
    response: data(z.array(bonusStatusSchema)),
  },
  addBonusCode: {
    ...API_ROUTES.addBonusCode,
    summary: 'Enters a bonus code: status 1 waiting, 2 used, 3 incorrect, 4 not available',
    body: bonusCodeBodySchema,
    response: data(bonusCodeSchema),
  },
  loyaltyAccount: {
    ...API_ROUTES.loyaltyAccount,
    summary: "The player's loyalty points, level and next level",
    response: data(loyaltyAccountSchema),
  },
  loyaltyLevels: {
    ...API_ROUTES.loyaltyLevels,
    summary: 'The loyalty levels in order, with their benefits, and the points rates',
    response: loyaltyLevelsResponseSchema,
  },
  quests: {
    ...API_ROUTES.quests,
    summary: 'The quests on offer, their goals in the asked currency (default the base)',
    query: questsQuerySchema,
    response: data(z.array(questSchema)),
  },
  tournaments: {
    ...API_ROUTES.tournaments,
    summary: 'Tournaments running, coming and recently finished (whether the player takes part)',
    response: data(z.array(tournamentSchema)),
  },
  tournament: {
    ...API_ROUTES.tournament,
    summary: 'A tournament with its games, leaderboard (top 20) and the player’s own entry',
    params: tournamentIdParamsSchema,
    response: data(tournamentDetailSchema),
  },
  joinTournament: {
    ...API_ROUTES.joinTournament,
    summary: 'Joins a tournament, paying its buy-in from the account in its currency',
    params: tournamentIdParamsSchema,
    response: data(tournamentDetailSchema),
  },
  playerQuests: {
    ...API_ROUTES.playerQuests,
    summary: "The player's quests, newest first (filter by state and currency)",
    query: playerQuestsQuerySchema,
    response: data(z.array(playerQuestSchema)),
  },
  activateQuest: {
    ...API_ROUTES.activateQuest,
    summary: 'Starts a quest in a currency; its first task is active',
    params: questIdParamsSchema,
    body: questActivateBodySchema,
    response: data(playerQuestSchema),
  },
  cancelPlayerQuest: {
    ...API_ROUTES.cancelPlayerQuest,
    summary: "Cancels one of the player's active quests (state 6)",
    params: playerQuestIdParamsSchema,
    response: data(playerQuestSchema),
  },
  messengerMessages: {
    ...API_ROUTES.messengerMessages,
    summary: "The player's messages, newest first, with the count of unread ones",
    query: messengerMessagesQuerySchema,
    response: messengerMessagesResponseSchema,
  },
  readMessengerMessages: {
    ...API_ROUTES.readMessengerMessages,
    summary: 'Marks messages of the player read; answers the unread count',
    body: messengerMessageIdsBodySchema,
    response: messengerUnreadSchema,
  },
  deleteMessengerMessages: {
    ...API_ROUTES.deleteMessengerMessages,
    summary: 'Deletes messages of the player; answers the unread count',
    body: messengerMessageIdsBodySchema,
    response: messengerUnreadSchema,
  },
  readAllMessengerMessages: {
    ...API_ROUTES.readAllMessengerMessages,
    summary: "Marks all the player's messages read; answers the unread count (0)",
    response: messengerUnreadSchema,
  },
  removeBonusCode: {
    ...API_ROUTES.removeBonusCode,
    summary: 'Removes a deposit code that still waits for its deposit',
    body: bonusCodeDeleteBodySchema,
    response: okSchema,
  },
  limits: {
    ...API_ROUTES.limits,
    summary: "The player's limits, self-exclusion and cooling-off, with what counts in the period",
    response: data(z.array(limitSchema)),
  },
  createLimit: {
    ...API_ROUTES.createLimit,
    summary:
      'Sets a bet, loss or deposit limit (at once), or self-excludes / cools off (signs out everywhere)',
    body: limitCreateBodySchema,
    response: data(limitSchema),
    status: 201,
  },
  updateLimit: {
    ...API_ROUTES.updateLimit,
    summary:
      'Changes a limit: a decrease at once, an increase after 24 hours and a second call to confirm it',
    params: limitIdParamsSchema,
    body: limitUpdateBodySchema,
    response: data(limitSchema),
  },
  deleteLimit: {
    ...API_ROUTES.deleteLimit,
    summary:
      'Removes a limit after 24 hours and a second call to confirm it (null once removed); never an exclusion',
    params: limitDeleteParamsSchema,
    response: data(limitSchema.nullable()),
  },
  documents: {
    ...API_ROUTES.documents,
    summary: "The player's documents, newest first, and the verification level they give",
    response: documentsResponseSchema,
  },
  uploadDocument: {
    ...API_ROUTES.uploadDocument,
    summary: 'Uploads a document (multipart: type, file); JPEG, PNG or PDF by content, up to 5 MiB',
    response: data(documentSchema),
    status: 201,
  },
  sumsubAuth: {
    ...API_ROUTES.sumsubAuth,
    summary: 'A Sumsub WebSDK access token for the player (503 unless Sumsub is configured)',
    response: data(sumsubTokenSchema),
  },
  documentFile: {
    ...API_ROUTES.documentFile,
    summary: "A document's file, to its owner only (JPEG, PNG or PDF bytes, not JSON)",
    params: documentIdParamsSchema,
    response: z.unknown(),
  },
  deleteDocument: {
    ...API_ROUTES.deleteDocument,
    summary: 'Deletes a document still waiting for review',
    params: documentIdParamsSchema,
    response: okSchema,
  },
  statement: {
    ...API_ROUTES.statement,
    summary: "A month's deposits, withdrawals, stakes, wins and net result per currency",
    query: statementQuerySchema,
    response: data(statementSchema),
  },
  realityCheck: {
    ...API_ROUTES.realityCheck,
    summary: "The player's reality-check interval in minutes (0: off)",
    response: data(realityCheckSchema),
  },
  updateRealityCheck: {
    ...API_ROUTES.updateRealityCheck,
    summary: 'Sets the reality-check interval: 0 (off), 15, 30 or 60 minutes',
    body: realityCheckSchema,
    response: data(realityCheckSchema),
  },
  turnOverWager: {
    ...API_ROUTES.turnOverWager,
    summary: 'The deposit turnover still to wager on an account before it can be withdrawn',
    query: turnOverWagerQuerySchema,
    response: data(riskDataSchema),
  },
  gameCollections: {
    ...API_ROUTES.gameCollections,
    summary: 'Game collections (categories of the lobby), in order',
    response: data(z.array(gameCollectionSchema)),
  },
  gameProviders: {
    ...API_ROUTES.gameProviders,
    summary: 'Game providers (studios) with games in the catalogue',
    response: data(z.array(gameProviderSchema)),
  },
  gameProvider: {
    ...PAGE_ROUTES.gameProvider,
    summary: 'One game provider, with its description',
    params: gameIdParamsSchema,
    response: data(gameProviderSchema),
  },
  games: {
    ...API_ROUTES.games,
    summary: 'Games by collection, provider, search text and device; paginated',
    query: gamesQuerySchema,
    response: gamesResponseSchema,
  },
  favoriteGames: {
    ...API_ROUTES.favoriteGames,
    summary: "The player's favourite games, last added first",
    response: data(z.array(gameSchema)),
  },
  playedGames: {
    ...API_ROUTES.playedGames,
    summary: 'Games the player played lately, last played first',
    response: data(z.array(gameSchema)),
  },
  game: {
    ...API_ROUTES.game,
    summary: 'One game, with its description',
    params: gameIdParamsSchema,
    response: data(gameSchema),
  },
  playGame: {
    ...API_ROUTES.playGame,
    summary: "Opens a game for real money (signed in) or in demo mode: the provider's launch URL",
    params: gameIdParamsSchema,
    body: playBodySchema,
    response: data(playSessionSchema),
    status: 201,
  },
  sportsbookSession: {
    ...API_ROUTES.sportsbookSession,
    summary: 'Opens a wallet session for the sportsbook client (a provider API session)',
    body: sportsbookSessionBodySchema,
    response: data(sportsbookSessionSchema),
    status: 201,
  },
  addFavoriteGame: {
    ...API_ROUTES.addFavoriteGame,
    summary: "Adds a game to the player's favourites",
    params: gameIdParamsSchema,
    response: data(favoriteStateSchema),
  },
  removeFavoriteGame: {
    ...API_ROUTES.removeFavoriteGame,
    summary: "Removes a game from the player's favourites",
    params: gameIdParamsSchema,
    response: data(favoriteStateSchema),
  },
  spins: {
    ...API_ROUTES.spins,
    summary: "The player's game rounds, newest first",
    query: spinsQuerySchema,
    response: roundsResponseSchema,
  },
  bets: {
    ...API_ROUTES.bets,
    summary: "The player's bets with their status; isSettled keeps settled or open ones",
    query: betsQuerySchema,
    response: roundsResponseSchema,
  },
  winners: {
    ...API_ROUTES.winners,
    summary: 'Recent big wins across the site (public; player names masked)',
    response: data(z.array(winnerSchema)),
  },
  providerBalance: {
    ...SERVER_ROUTES.providerBalance,
    summary: "Provider API: the balance of a game session's account (signed)",
    params: providerIntegrationParamsSchema,
    body: providerBalanceBodySchema,
    response: providerBalanceSchema,
  },
  providerBet: {
    ...SERVER_ROUTES.providerBet,
    summary: 'Provider API: takes a stake (signed, idempotent by transactionId)',
    params: providerIntegrationParamsSchema,
    body: providerBetBodySchema,
    response: providerTransactionResultSchema,
  },
  providerWin: {
    ...SERVER_ROUTES.providerWin,
    summary: 'Provider API: pays a win, also after the session ended (signed, idempotent)',
    params: providerIntegrationParamsSchema,
    body: providerWinBodySchema,
    response: providerTransactionResultSchema,
  },
  providerRollback: {
    ...SERVER_ROUTES.providerRollback,
    summary: 'Provider API: returns a stake (signed, idempotent)',
    params: providerIntegrationParamsSchema,
    body: providerRollbackBodySchema,
    response: providerTransactionResultSchema,
  },
  providerRoundClose: {
    ...SERVER_ROUTES.providerRoundClose,
    summary: 'Provider API: closes a round without a further win (signed, idempotent)',
    params: providerIntegrationParamsSchema,
    body: providerRoundCloseBodySchema,
    response: providerBalanceSchema,
  },
  providerFreespins: {
    ...SERVER_ROUTES.providerFreespins,
    summary: "Provider API: the player's active free spins on the session's game (signed)",
    params: providerIntegrationParamsSchema,
    body: providerBalanceBodySchema,
    response: providerFreespinsSchema,
  },
  ...backofficeEndpoints(),
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>;
export type QueryOf<N extends EndpointName> = Endpoints[N] extends { query: z.ZodType }
  ? z.input<Endpoints[N]['query']>
  : never;
export type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: z.ZodType }
  ? z.input<Endpoints[N]['body']>
  : never;
